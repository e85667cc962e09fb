// RUN: strata opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: strata opt %s --convert-vector-to-llvm | FileCheck %s --check-prefix=VEC
// RUN: strata opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL
// `vector.extract` from a `ub.poison` vector folds to poison (an insert
// into poison, or of poison, does not; nor does an out-of-bounds constant
// position in MLIR 22). `convert-vector-to-llvm` folds it in its greedy
// pre-phase and leaves the `ub.poison`; `convert-to-llvm` folds it before
// its patterns, as the pass converts ub. CHECK lines are mlir-opt 22's output.

func.func @v(%v: vector<4xf32>, %f: f32, %i: index, %w: vector<2x4xf32>) -> (f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, vector<2x4xf32>) {
  %p = ub.poison : vector<4xf32>
  %pf = ub.poison : f32
  %p2 = ub.poison : vector<2x4xf32>
  %0 = vector.extract %p[1] : f32 from vector<4xf32>
  %1 = vector.insert %f, %p [2] : f32 into vector<4xf32>
  %c9 = arith.constant 9 : index
  %3 = vector.extract %v[%c9] : f32 from vector<4xf32>
  %5 = vector.extract %v[%i] : f32 from vector<4xf32>
  %6 = vector.insert %pf, %v [1] : f32 into vector<4xf32>
  %7 = vector.extract %p2[0] : vector<4xf32> from vector<2x4xf32>
  %8 = vector.insert %p, %w [1] : vector<4xf32> into vector<2x4xf32>
  return %0, %1, %3, %5, %6, %7, %8 : f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, vector<2x4xf32>
}

// CANON-LABEL: func.func @v(
// CANON-NEXT:    %c9 = arith.constant 9 : index
// CANON-NEXT:    %0 = ub.poison : vector<4xf32>
// CANON-NEXT:    %1 = ub.poison : f32
// CANON-NEXT:    %2 = vector.insert %arg1, %0 [2] : f32 into vector<4xf32>
// CANON-NEXT:    %3 = vector.extract %arg0[%c9] : f32 from vector<4xf32>
// CANON-NEXT:    %4 = vector.extract %arg0[%arg2] : f32 from vector<4xf32>
// CANON-NEXT:    %5 = vector.insert %1, %arg0 [1] : f32 into vector<4xf32>
// CANON-NEXT:    %6 = vector.insert %0, %arg3 [1] : vector<4xf32> into vector<2x4xf32>
// CANON-NEXT:    return %1, %2, %3, %4, %5, %0, %6 : f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, vector<2x4xf32>
// CANON-NEXT:  }

// VEC-LABEL: func.func @v(
// VEC-NEXT:    %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// VEC-NEXT:    %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// VEC-NEXT:    %c9 = arith.constant 9 : index
// VEC-NEXT:    %2 = builtin.unrealized_conversion_cast %c9 : index to i64
// VEC-NEXT:    %3 = ub.poison : vector<4xf32>
// VEC-NEXT:    %4 = ub.poison : f32
// VEC-NEXT:    %5 = llvm.mlir.constant(2 : i64) : i64
// VEC-NEXT:    %6 = llvm.insertelement %arg1, %3[%5 : i64] : vector<4xf32>
// VEC-NEXT:    %7 = llvm.extractelement %arg0[%2 : i64] : vector<4xf32>
// VEC-NEXT:    %8 = llvm.extractelement %arg0[%1 : i64] : vector<4xf32>
// VEC-NEXT:    %9 = llvm.mlir.constant(1 : i64) : i64
// VEC-NEXT:    %10 = llvm.insertelement %4, %arg0[%9 : i64] : vector<4xf32>
// VEC-NEXT:    %11 = llvm.insertvalue %3, %0[1] : !llvm.array<2 x vector<4xf32>>
// VEC-NEXT:    %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// VEC-NEXT:    return %4, %6, %7, %8, %10, %3, %12 : f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, vector<2x4xf32>
// VEC-NEXT:  }

// ALL-LABEL: llvm.func @v(
// ALL-NEXT:    %0 = llvm.mlir.poison : vector<4xf32>
// ALL-NEXT:    %1 = llvm.mlir.poison : f32
// ALL-NEXT:    %2 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// ALL-NEXT:    %3 = llvm.mlir.poison : f32
// ALL-NEXT:    %4 = llvm.mlir.constant(2 : i64) : i64
// ALL-NEXT:    %5 = llvm.insertelement %arg1, %0[%4 : i64] : vector<4xf32>
// ALL-NEXT:    %6 = llvm.mlir.constant(9 : index) : i64
// ALL-NEXT:    %7 = llvm.extractelement %arg0[%6 : i64] : vector<4xf32>
// ALL-NEXT:    %8 = llvm.extractelement %arg0[%arg2 : i64] : vector<4xf32>
// ALL-NEXT:    %9 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT:    %10 = llvm.insertelement %1, %arg0[%9 : i64] : vector<4xf32>
// ALL-NEXT:    %11 = llvm.mlir.poison : vector<4xf32>
// ALL-NEXT:    %12 = llvm.insertvalue %0, %arg3[1] : !llvm.array<2 x vector<4xf32>>
// ALL-NEXT:    %13 = llvm.mlir.poison : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:    %14 = llvm.insertvalue %3, %13[0] : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:    %15 = llvm.insertvalue %5, %14[1] : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:    %16 = llvm.insertvalue %7, %15[2] : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:    %17 = llvm.insertvalue %8, %16[3] : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:    %18 = llvm.insertvalue %10, %17[4] : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:    %19 = llvm.insertvalue %11, %18[5] : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:    %20 = llvm.insertvalue %12, %19[6] : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:    llvm.return %20 : !llvm.struct<(f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// ALL-NEXT:  }
