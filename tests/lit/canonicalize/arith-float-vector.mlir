// Float folds (f32 computed in f32, f64 in f64; identities x*1, x+(-0),
// x-0), splat and element-wise vector constants, and invalid operations on
// constants (0/0, inf-inf) folding to APFloat's default NaN.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @floats(%arg0: f32) -> (f32, f32, f32, f64, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 3.750000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 6.250000e-01 : f64
// CHECK-NEXT: %cst_1 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT: return %cst, %arg0, %arg0, %cst_0, %cst_1, %arg0 : f32, f32, f32, f64, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors(%arg0: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[4, 5, 6, 7]> : vector<4xi32>
// CHECK-NEXT: return %cst, %arg0 : vector<4xi32>, vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @invalid_ops() -> (f32, f64) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: return %cst, %cst_0 : f32, f64
// CHECK-NEXT: }

func.func @floats(%x: f32) -> (f32, f32, f32, f64, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %x, %one : f32
  %2 = arith.addf %x, %nz : f32
  %d = arith.constant 2.5 : f64
  %e = arith.constant 4.0 : f64
  %3 = arith.divf %d, %e : f64
  %4 = arith.negf %a : f32
  %5 = arith.subf %x, %z : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f64, f32, f32
}
func.func @vectors(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %c = arith.constant dense<3> : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = arith.addi %c, %d : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %1 = arith.addi %v, %z : vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}
func.func @invalid_ops() -> (f32, f64) {
  %z = arith.constant 0.0 : f32
  %0 = arith.divf %z, %z : f32
  %i = arith.constant 0x7FF0000000000000 : f64
  %1 = arith.subf %i, %i : f64
  return %0, %1 : f32, f64
}
