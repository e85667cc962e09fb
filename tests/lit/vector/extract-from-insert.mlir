// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// RUN: strata opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// vector.extract's folder looks through a chain of vector.inserts with
// static positions: an insert at a disjoint position is passed by, an
// insert at the extract's position gives the inserted value, one at a
// prefix of it leaves an extract of the inserted value; an insert into
// part of what is extracted stops the walk.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @chain(%v: vector<2x3xf32>, %x: vector<3xf32>, %y: vector<3xf32>, %s: f32) -> (vector<3xf32>, vector<3xf32>, f32, vector<3xf32>) {
  %0 = vector.insert %x, %v [0] : vector<3xf32> into vector<2x3xf32>
  %1 = vector.insert %y, %0 [1] : vector<3xf32> into vector<2x3xf32>
  %e0 = vector.extract %1[0] : vector<3xf32> from vector<2x3xf32>
  %e1 = vector.extract %1[1] : vector<3xf32> from vector<2x3xf32>
  %e2 = vector.extract %1[0, 2] : f32 from vector<2x3xf32>
  %2 = vector.insert %s, %v [1, 1] : f32 into vector<2x3xf32>
  %e3 = vector.extract %2[1] : vector<3xf32> from vector<2x3xf32>
  return %e0, %e1, %e2, %e3 : vector<3xf32>, vector<3xf32>, f32, vector<3xf32>
}
func.func @past_disjoint(%v: vector<2x3xf32>, %y: vector<3xf32>) -> vector<3xf32> {
  %1 = vector.insert %y, %v [1] : vector<3xf32> into vector<2x3xf32>
  %e0 = vector.extract %1[0] : vector<3xf32> from vector<2x3xf32>
  return %e0 : vector<3xf32>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @chain(%arg0: !llvm.array<2 x vector<3xf32>>, %arg1: vector<3xf32>, %arg2: vector<3xf32>, %arg3: f32) -> !llvm.struct<(vector<3xf32>, vector<3xf32>, f32, vector<3xf32>)> {
// CHECK-NEXT:     %0 = llvm.insertvalue %arg1, %arg0[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %1 = llvm.insertvalue %arg2, %0[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %2 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %3 = llvm.extractelement %arg1[%2 : i64] : vector<3xf32>
// CHECK-NEXT:     %4 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %6 = llvm.insertelement %arg3, %4[%5 : i64] : vector<3xf32>
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %arg0[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %8 = llvm.extractvalue %7[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %9 = llvm.mlir.poison : !llvm.struct<(vector<3xf32>, vector<3xf32>, f32, vector<3xf32>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg1, %9[0] : !llvm.struct<(vector<3xf32>, vector<3xf32>, f32, vector<3xf32>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %arg2, %10[1] : !llvm.struct<(vector<3xf32>, vector<3xf32>, f32, vector<3xf32>)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %3, %11[2] : !llvm.struct<(vector<3xf32>, vector<3xf32>, f32, vector<3xf32>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %8, %12[3] : !llvm.struct<(vector<3xf32>, vector<3xf32>, f32, vector<3xf32>)> 
// CHECK-NEXT:     llvm.return %13 : !llvm.struct<(vector<3xf32>, vector<3xf32>, f32, vector<3xf32>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @past_disjoint(%arg0: !llvm.array<2 x vector<3xf32>>, %arg1: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT:     %0 = llvm.insertvalue %arg1, %arg0[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %1 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     llvm.return %1 : vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// CANON-LABEL: func.func @past_disjoint
// CANON-NEXT: %0 = vector.extract %arg0[0] : vector<3xf32> from vector<2x3xf32>
// CANON-NEXT: return %0 : vector<3xf32>
