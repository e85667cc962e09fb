// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// The conversion folds arith's float ops before its patterns, with the same
// folders as the canonicalizer (cmpf, int <-> float conversions, remf, the
// min/max family, bitcasts); what does not fold is converted. The CHECK lines
// are mlir-opt 22's output for the same input and flags.

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
func.func @signed_i1() -> (f32, f32, f64) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.sitofp %t : i1 to f32
  %1 = arith.uitofp %t : i1 to f32
  %2 = arith.sitofp %f : i1 to f64
  return %0, %1, %2 : f32, f32, f64
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f() -> !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:     %1 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
// CHECK-NEXT:     %2 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %5 = llvm.mlir.constant(7.000000e+00 : f32) : f32
// CHECK-NEXT:     %6 = llvm.mlir.constant(7.000000e+00 : f32) : f32
// CHECK-NEXT:     %7 = llvm.mlir.constant(-2 : i32) : i32
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %9 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:     %10 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
// CHECK-NEXT:     %11 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:     %12 = llvm.mlir.constant(1069547520 : i32) : i32
// CHECK-NEXT:     %13 = llvm.mlir.constant(9.809080e-45 : f32) : f32
// CHECK-NEXT:     %14 = llvm.mlir.constant(2.500000e+00 : f64) : f64
// CHECK-NEXT:     %15 = llvm.mlir.constant(6.250000e+00 : f64) : f64
// CHECK-NEXT:     %16 = llvm.mlir.constant(3.500000e+00 : f32) : f32
// CHECK-NEXT:     %17 = llvm.mlir.poison : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %18 = llvm.insertvalue %3, %17[0] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %19 = llvm.insertvalue %4, %18[1] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %20 = llvm.insertvalue %5, %19[2] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %21 = llvm.insertvalue %6, %20[3] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %22 = llvm.insertvalue %7, %21[4] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %23 = llvm.insertvalue %8, %22[5] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %24 = llvm.insertvalue %9, %23[6] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %25 = llvm.insertvalue %10, %24[7] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %26 = llvm.insertvalue %11, %25[8] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %27 = llvm.insertvalue %12, %26[9] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %28 = llvm.insertvalue %13, %27[10] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %29 = llvm.insertvalue %15, %28[11] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     %30 = llvm.insertvalue %16, %29[12] : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:     llvm.return %30 : !llvm.struct<(i1, i1, f32, f32, i32, i32, f32, f32, f32, i32, f32, f64, f32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g() -> !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT:     %1 = llvm.mlir.constant(2.550000e+02 : f32) : f32
// CHECK-NEXT:     %2 = llvm.mlir.constant(9007199254740993 : i64) : i64
// CHECK-NEXT:     %3 = llvm.mlir.constant(0x4340000000000000 : f64) : f64
// CHECK-NEXT:     %4 = llvm.mlir.constant(3.005000e+02 : f32) : f32
// CHECK-NEXT:     %5 = llvm.fptosi %4 : f32 to i8
// CHECK-NEXT:     %6 = llvm.mlir.constant(-7.900000e+00 : f32) : f32
// CHECK-NEXT:     %7 = llvm.mlir.constant(-7 : i32) : i32
// CHECK-NEXT:     %8 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT:     %9 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %10 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %11 = llvm.mlir.constant(-7.900000e+00 : f32) : f32
// CHECK-NEXT:     %12 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %13 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
// CHECK-NEXT:     %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %15 = llvm.mlir.constant(-7.900000e+00 : f32) : f32
// CHECK-NEXT:     %16 = llvm.mlir.constant(-2.500000e+00 : f64) : f64
// CHECK-NEXT:     %17 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
// CHECK-NEXT:     %18 = llvm.mlir.constant(-4616189618054758400 : i64) : i64
// CHECK-NEXT:     %19 = llvm.mlir.constant(-1.000000e+00 : f64) : f64
// CHECK-NEXT:     %20 = llvm.mlir.constant(2.559000e+02 : f32) : f32
// CHECK-NEXT:     %21 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT:     %22 = llvm.mlir.poison : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %23 = llvm.insertvalue %1, %22[0] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %24 = llvm.insertvalue %3, %23[1] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %25 = llvm.insertvalue %5, %24[2] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %26 = llvm.insertvalue %7, %25[3] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %27 = llvm.insertvalue %9, %26[4] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %28 = llvm.insertvalue %10, %27[5] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %29 = llvm.insertvalue %11, %28[6] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %30 = llvm.insertvalue %14, %29[7] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %31 = llvm.insertvalue %15, %30[8] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %32 = llvm.insertvalue %17, %31[9] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %33 = llvm.insertvalue %19, %32[10] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     %34 = llvm.insertvalue %21, %33[11] : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:     llvm.return %34 : !llvm.struct<(f32, f64, i8, i32, i1, i1, f32, f32, f32, i64, f64, i8)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @signed_i1() -> !llvm.struct<(f32, f32, f64)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %1 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %2 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
// CHECK-NEXT:     %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %4 = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT:     %5 = llvm.mlir.poison : !llvm.struct<(f32, f32, f64)>
// CHECK-NEXT:     %6 = llvm.insertvalue %2, %5[0] : !llvm.struct<(f32, f32, f64)>
// CHECK-NEXT:     %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(f32, f32, f64)>
// CHECK-NEXT:     %8 = llvm.insertvalue %4, %7[2] : !llvm.struct<(f32, f32, f64)>
// CHECK-NEXT:     llvm.return %8 : !llvm.struct<(f32, f32, f64)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
