// RUN: strata opt %s --canonicalize | FileCheck %s
// vector.broadcast's folds (own type, constant scalars and splats, poison) and
// its canonicalization (a broadcast of a broadcast is one broadcast).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f1(%v: vector<4xf32>, %x: f32, %z: vector<f32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x3xf32>, vector<4xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<4xf32>, vector<f32>, vector<3xindex>, vector<2xi1>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 1.5 : f32
  %1 = vector.broadcast %c : f32 to vector<2x4xf32>
  %cv = arith.constant dense<7> : vector<4xi32>
  %2 = vector.broadcast %cv : vector<4xi32> to vector<4xi32>
  %p = ub.poison : f32
  %3 = vector.broadcast %p : f32 to vector<2x3xf32>
  %s = arith.constant dense<2.0> : vector<1xf32>
  %4 = vector.broadcast %s : vector<1xf32> to vector<4xf32>
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %5 = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  %6 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %7 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %8 = vector.broadcast %x : f32 to vector<f32>
  %ci = arith.constant 3 : index
  %9 = vector.broadcast %ci : index to vector<3xindex>
  %t = arith.constant true
  %10 = vector.broadcast %t : i1 to vector<2xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x3xf32>, vector<4xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<4xf32>, vector<f32>, vector<3xindex>, vector<2xi1>
}
func.func @f2(%x: f32) -> (vector<2x4xf32>, vector<[4]xf32>, vector<3x2xf32>, vector<2xi64>) {
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %5 = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  %c = arith.constant 1.0 : f32
  %6 = vector.broadcast %c : f32 to vector<[4]xf32>
  %n = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %7 = vector.broadcast %n : vector<2xf32> to vector<3x2xf32>
  %l = llvm.mlir.constant(5 : i64) : i64
  %8 = vector.broadcast %l : i64 to vector<2xi64>
  return %5, %6, %7, %8 : vector<2x4xf32>, vector<[4]xf32>, vector<3x2xf32>, vector<2xi64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f1(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<f32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x3xf32>, vector<4xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<4xf32>, vector<f32>, vector<3xindex>, vector<2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<3> : vector<3xindex>
// CHECK-NEXT:     %cst_1 = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<1.500000e+00> : vector<2x4xf32>
// CHECK-NEXT:     %0 = ub.poison : vector<2x3xf32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : f32 to vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     %3 = vector.broadcast %arg2 : vector<f32> to vector<4xf32>
// CHECK-NEXT:     %4 = vector.broadcast %arg1 : f32 to vector<f32>
// CHECK-NEXT:     return %arg0, %cst_2, %cst_1, %0, %cst_3, %1, %2, %3, %4, %cst_0, %cst : vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x3xf32>, vector<4xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<4xf32>, vector<f32>, vector<3xindex>, vector<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: f32) -> (vector<2x4xf32>, vector<[4]xf32>, vector<3x2xf32>, vector<2xi64>) {
// CHECK-NEXT:     %cst = arith.constant dense<5> : vector<2xi64>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1.000000e+00> : vector<[4]xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %cst_1 : vector<2xf32> to vector<3x2xf32>
// CHECK-NEXT:     return %0, %cst_0, %1, %cst : vector<2x4xf32>, vector<[4]xf32>, vector<3x2xf32>, vector<2xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
