// Constant folds of arith's float comparisons and conversions: cmpf on
// constants (NaN ordered / unordered), sitofp / uitofp, fptosi / fptoui
// (out of range left unfolded), remf, the min/max family (maximumf's +0
// above -0), bitcasts between same-width ints and floats.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f() -> (i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %c1069547520_i32 = arith.constant 1069547520 : i32
// CHECK-NEXT: %cst_2 = arith.constant 9.809080e-45 : f32
// CHECK-NEXT: %cst_3 = arith.constant 6.250000e+00 : f64
// CHECK-NEXT: %cst_4 = arith.constant 3.500000e+00 : f32
// CHECK-NEXT: return %false, %true, %cst, %cst, %c-2_i32, %c1_i32, %cst_0, %cst_1, %cst_0, %c1069547520_i32, %cst_2, %cst_3, %cst_4 : i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g() -> (f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8) {
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f64
// CHECK-NEXT: %c-4610560118520545280_i64 = arith.constant -4610560118520545280 : i64
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -7.900000e+00 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %cst_2 = arith.constant 3.005000e+02 : f32
// CHECK-NEXT: %cst_3 = arith.constant 2.550000e+02 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x4340000000000000 : f64
// CHECK-NEXT: %0 = arith.fptosi %cst_2 : f32 to i8
// CHECK-NEXT: return %cst_3, %cst_4, %0, %c-7_i32, %false, %true, %cst_1, %cst_0, %cst_1, %c-4610560118520545280_i64, %cst, %c-1_i8 : f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8
// CHECK-NEXT: }

func.func @f() -> (i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %i = arith.constant 7 : i32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf une, %a, %b : f32
  %2 = arith.sitofp %i : i32 to f32
  %3 = arith.uitofp %i : i32 to f32
  %4 = arith.fptosi %b : f32 to i32
  %5 = arith.fptoui %a : f32 to i32
  %6 = arith.maximumf %a, %b : f32
  %7 = arith.minnumf %a, %b : f32
  %8 = arith.remf %a, %b : f32
  %9 = arith.bitcast %a : f32 to i32
  %10 = arith.bitcast %i : i32 to f32
  %d = arith.constant 2.5 : f64
  %11 = arith.mulf %d, %d : f64
  %12 = arith.subf %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32
}
func.func @g() -> (f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8) {
  %m1 = arith.constant -1 : i8
  %0 = arith.uitofp %m1 : i8 to f32
  %big = arith.constant 9007199254740993 : i64
  %1 = arith.sitofp %big : i64 to f64
  %f = arith.constant 300.5 : f32
  %2 = arith.fptosi %f : f32 to i8
  %g = arith.constant -7.9 : f32
  %3 = arith.fptosi %g : f32 to i32
  %nan = arith.constant 0x7FC00000 : f32
  %4 = arith.cmpf ord, %nan, %f : f32
  %5 = arith.cmpf ult, %nan, %f : f32
  %6 = arith.remf %g, %f : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %7 = arith.maximumf %z, %nz : f32
  %8 = arith.minimumf %g, %f : f32
  %d = arith.constant -2.5 : f64
  %9 = arith.bitcast %d : f64 to i64
  %i = arith.constant -4616189618054758400 : i64
  %10 = arith.bitcast %i : i64 to f64
  %h = arith.constant 255.9 : f32
  %11 = arith.fptoui %h : f32 to i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8
}

// sitofp reads an i1 `true` as -1, uitofp as 1 (difftest found the signed
// one folded to 1.0).
// CHECK-LABEL: func.func @signed_i1() -> (f32, f32, f64) {
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : f32, f32, f64
func.func @signed_i1() -> (f32, f32, f64) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.sitofp %t : i1 to f32
  %1 = arith.uitofp %t : i1 to f32
  %2 = arith.sitofp %f : i1 to f64
  return %0, %1, %2 : f32, f32, f64
}
