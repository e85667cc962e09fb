// Each conversion pass folds ops its target does not make legal before
// trying patterns (MLIR's legalizeWithFold). A fold to existing values is
// kept (tensor.cast to its own type, x + 0, memref.load through a
// memref.cast); a fold to constants materializes arith.constant, kept
// only where arith's patterns lower it (convert-to-llvm,
// convert-arith-to-llvm) and rolled back elsewhere (math.roundeven and
// memref.dim stay in convert-func-to-llvm and convert-math-to-llvm); an
// in-place fold (constants moved right, cmpi swapped) stays on an op no
// pattern converts. unrealized_conversion_cast is legal in every
// LLVMConversionTarget but folded by convert-to-llvm, against the input as
// written; convert-to-llvm leaves n-D vector.shape_cast.
// The CHECK lines are mlir-opt 22's output.
// RUN: strata opt --convert-to-llvm %s | FileCheck %s --check-prefix=C2L
// RUN: strata opt --convert-arith-to-llvm %s | FileCheck %s --check-prefix=ARITH
// RUN: strata opt --convert-func-to-llvm %s | FileCheck %s --check-prefix=FUNC
// RUN: strata opt --convert-math-to-llvm %s | FileCheck %s --check-prefix=MATH

// C2L:      module {
// C2L-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: f64, %arg2: vector<2x3xf32>) -> (tensor<4xf32>, f64, vector<6xf32>, i64) {
// C2L-NEXT:     %0 = llvm.mlir.constant(2.500000e+00 : f64) : f64
// C2L-NEXT:     %1 = llvm.mlir.constant(2.000000e+00 : f64) : f64
// C2L-NEXT:     %2 = vector.shape_cast %arg2 : vector<2x3xf32> to vector<6xf32>
// C2L-NEXT:     %3 = builtin.unrealized_conversion_cast %arg1 : f64 to i64
// C2L-NEXT:     return %arg0, %1, %2, %3 : tensor<4xf32>, f64, vector<6xf32>, i64
// C2L-NEXT:   }
// C2L-NEXT:   llvm.func @g(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i32, i32, i1, i32, i64, f32)> {
// C2L-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// C2L-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// C2L-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// C2L-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// C2L-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// C2L-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// C2L-NEXT:     %6 = llvm.mlir.constant(3 : i32) : i32
// C2L-NEXT:     %7 = llvm.mlir.constant(0 : i32) : i32
// C2L-NEXT:     %8 = llvm.add %arg0, %6 : i32
// C2L-NEXT:     %9 = llvm.icmp "sgt" %arg0, %6 : i32
// C2L-NEXT:     %10 = llvm.mlir.constant(6 : i32) : i32
// C2L-NEXT:     %11 = llvm.mlir.constant(0 : index) : i64
// C2L-NEXT:     %12 = llvm.mlir.constant(4 : index) : i64
// C2L-NEXT:     %13 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// C2L-NEXT:     %14 = llvm.getelementptr inbounds|nuw %13[%arg6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// C2L-NEXT:     %15 = llvm.load %14 : !llvm.ptr -> f32
// C2L-NEXT:     %16 = llvm.mlir.poison : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// C2L-NEXT:     %17 = llvm.insertvalue %8, %16[0] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// C2L-NEXT:     %18 = llvm.insertvalue %arg0, %17[1] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// C2L-NEXT:     %19 = llvm.insertvalue %9, %18[2] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// C2L-NEXT:     %20 = llvm.insertvalue %10, %19[3] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// C2L-NEXT:     %21 = llvm.insertvalue %12, %20[4] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// C2L-NEXT:     %22 = llvm.insertvalue %15, %21[5] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// C2L-NEXT:     llvm.return %22 : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// C2L-NEXT:   }
// C2L-NEXT: }

// ARITH:      module {
// ARITH-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: f64, %arg2: vector<2x3xf32>) -> (tensor<4xf32>, f64, vector<6xf32>, i64) {
// ARITH-NEXT:     %0 = llvm.mlir.constant(2.500000e+00 : f64) : f64
// ARITH-NEXT:     %1 = llvm.mlir.constant(2.000000e+00 : f64) : f64
// ARITH-NEXT:     %2 = vector.shape_cast %arg2 : vector<2x3xf32> to vector<6xf32>
// ARITH-NEXT:     %3 = builtin.unrealized_conversion_cast %arg1 : f64 to i64
// ARITH-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : i64 to f64
// ARITH-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : f64 to i64
// ARITH-NEXT:     return %arg0, %1, %2, %5 : tensor<4xf32>, f64, vector<6xf32>, i64
// ARITH-NEXT:   }
// ARITH-NEXT:   func.func @g(%arg0: i32, %arg1: memref<4xf32>, %arg2: index) -> (i32, i32, i1, i32, index, f32) {
// ARITH-NEXT:     %0 = llvm.mlir.constant(3 : i32) : i32
// ARITH-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// ARITH-NEXT:     %2 = llvm.add %arg0, %0 : i32
// ARITH-NEXT:     %3 = llvm.icmp "sgt" %arg0, %0 : i32
// ARITH-NEXT:     %4 = llvm.mlir.constant(6 : i32) : i32
// ARITH-NEXT:     %cast = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// ARITH-NEXT:     %5 = llvm.mlir.constant(0 : index) : i64
// ARITH-NEXT:     %6 = llvm.mlir.constant(4 : index) : i64
// ARITH-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// ARITH-NEXT:     %8 = memref.load %arg1[%arg2] : memref<4xf32>
// ARITH-NEXT:     return %2, %arg0, %3, %4, %7, %8 : i32, i32, i1, i32, index, f32
// ARITH-NEXT:   }
// ARITH-NEXT: }

// FUNC:      module {
// FUNC-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: f64, %arg2: vector<2x3xf32>) -> (tensor<4xf32>, f64, vector<6xf32>, i64) {
// FUNC-NEXT:     %cst = arith.constant 2.500000e+00 : f64
// FUNC-NEXT:     %0 = math.roundeven %cst : f64
// FUNC-NEXT:     %1 = vector.shape_cast %arg2 : vector<2x3xf32> to vector<6xf32>
// FUNC-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : f64 to i64
// FUNC-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : i64 to f64
// FUNC-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : f64 to i64
// FUNC-NEXT:     return %arg0, %0, %1, %4 : tensor<4xf32>, f64, vector<6xf32>, i64
// FUNC-NEXT:   }
// FUNC-NEXT:   llvm.func @g(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i32, i32, i1, i32, i64, f32)> {
// FUNC-NEXT:     %0 = builtin.unrealized_conversion_cast %arg6 : i64 to index
// FUNC-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %2 = llvm.insertvalue %arg1, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %3 = llvm.insertvalue %arg2, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %4 = llvm.insertvalue %arg3, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %5 = llvm.insertvalue %arg4, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %6 = llvm.insertvalue %arg5, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// FUNC-NEXT:     %c3_i32 = arith.constant 3 : i32
// FUNC-NEXT:     %c0_i32 = arith.constant 0 : i32
// FUNC-NEXT:     %8 = arith.addi %arg0, %c3_i32 : i32
// FUNC-NEXT:     %9 = arith.cmpi sgt, %arg0, %c3_i32 : i32
// FUNC-NEXT:     %10 = arith.addi %c3_i32, %c3_i32 : i32
// FUNC-NEXT:     %cast = memref.cast %7 : memref<4xf32> to memref<?xf32>
// FUNC-NEXT:     %c0 = arith.constant 0 : index
// FUNC-NEXT:     %dim = memref.dim %cast, %c0 : memref<?xf32>
// FUNC-NEXT:     %11 = builtin.unrealized_conversion_cast %dim : index to i64
// FUNC-NEXT:     %12 = memref.load %7[%0] : memref<4xf32>
// FUNC-NEXT:     %13 = llvm.mlir.poison : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// FUNC-NEXT:     %14 = llvm.insertvalue %8, %13[0] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// FUNC-NEXT:     %15 = llvm.insertvalue %arg0, %14[1] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// FUNC-NEXT:     %16 = llvm.insertvalue %9, %15[2] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// FUNC-NEXT:     %17 = llvm.insertvalue %10, %16[3] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// FUNC-NEXT:     %18 = llvm.insertvalue %11, %17[4] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// FUNC-NEXT:     %19 = llvm.insertvalue %12, %18[5] : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// FUNC-NEXT:     llvm.return %19 : !llvm.struct<(i32, i32, i1, i32, i64, f32)>
// FUNC-NEXT:   }
// FUNC-NEXT: }

// MATH:      module {
// MATH-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: f64, %arg2: vector<2x3xf32>) -> (tensor<4xf32>, f64, vector<6xf32>, i64) {
// MATH-NEXT:     %cst = arith.constant 2.500000e+00 : f64
// MATH-NEXT:     %0 = llvm.intr.roundeven(%cst) : (f64) -> f64
// MATH-NEXT:     %1 = vector.shape_cast %arg2 : vector<2x3xf32> to vector<6xf32>
// MATH-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : f64 to i64
// MATH-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : i64 to f64
// MATH-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : f64 to i64
// MATH-NEXT:     return %arg0, %0, %1, %4 : tensor<4xf32>, f64, vector<6xf32>, i64
// MATH-NEXT:   }
// MATH-NEXT:   func.func @g(%arg0: i32, %arg1: memref<4xf32>, %arg2: index) -> (i32, i32, i1, i32, index, f32) {
// MATH-NEXT:     %c3_i32 = arith.constant 3 : i32
// MATH-NEXT:     %c0_i32 = arith.constant 0 : i32
// MATH-NEXT:     %0 = arith.addi %arg0, %c3_i32 : i32
// MATH-NEXT:     %1 = arith.cmpi sgt, %arg0, %c3_i32 : i32
// MATH-NEXT:     %2 = arith.addi %c3_i32, %c3_i32 : i32
// MATH-NEXT:     %cast = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// MATH-NEXT:     %c0 = arith.constant 0 : index
// MATH-NEXT:     %dim = memref.dim %cast, %c0 : memref<?xf32>
// MATH-NEXT:     %3 = memref.load %arg1[%arg2] : memref<4xf32>
// MATH-NEXT:     return %0, %arg0, %1, %2, %dim, %3 : i32, i32, i1, i32, index, f32
// MATH-NEXT:   }
// MATH-NEXT: }

func.func @f(%t: tensor<4xf32>, %x: f64, %v: vector<2x3xf32>) -> (tensor<4xf32>, f64, vector<6xf32>, i64) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  %k = arith.constant 2.5 : f64
  %r = math.roundeven %k : f64
  %s = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %u = builtin.unrealized_conversion_cast %x : f64 to i64
  %w = builtin.unrealized_conversion_cast %u : i64 to f64
  %z = builtin.unrealized_conversion_cast %w : f64 to i64
  return %c, %r, %s, %z : tensor<4xf32>, f64, vector<6xf32>, i64
}

func.func @g(%x: i32, %m: memref<4xf32>, %i: index) -> (i32, i32, i1, i32, index, f32) {
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c3, %x : i32
  %b = arith.addi %x, %c0 : i32
  %p = arith.cmpi slt, %c3, %x : i32
  %d = arith.addi %c3, %c3 : i32
  %m1 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %ci = arith.constant 0 : index
  %n = memref.dim %m1, %ci : memref<?xf32>
  %l = memref.load %m1[%i] : memref<?xf32>
  return %a, %b, %p, %d, %n, %l : i32, i32, i1, i32, index, f32
}
