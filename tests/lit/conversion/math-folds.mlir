// The math dialect's constant folders (MLIR 22's), tried by the conversion
// before its patterns: the folded constants are lowered by arith's
// patterns. Not folded: sqrt of a negative number (math.sqrt of -0.5 and
// -4.0 stay, lowered to llvm.intr.sqrt). The CHECK lines are mlir-opt 22's
// output.
// RUN: strata opt --convert-to-llvm %s | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   llvm.func @m() -> !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK-NEXT:     %1 = llvm.mlir.constant(-5.000000e-01 : f64) : f64
// CHECK-NEXT:     %2 = llvm.mlir.constant(-4.000000e+00 : f32) : f32
// CHECK-NEXT:     %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %4 = llvm.mlir.constant(-6 : i32) : i32
// CHECK-NEXT:     %5 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %6 = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK-NEXT:     %7 = llvm.mlir.constant(-1.000000e+00 : f64) : f64
// CHECK-NEXT:     %8 = llvm.mlir.constant(3.000000e+00 : f32) : f32
// CHECK-NEXT:     %9 = llvm.intr.sqrt(%2) : (f32) -> f32
// CHECK-NEXT:     %10 = llvm.intr.sqrt(%1) : (f64) -> f64
// CHECK-NEXT:     %11 = llvm.mlir.constant(12.1824942 : f32) : f32
// CHECK-NEXT:     %12 = llvm.mlir.constant(0xFF800000 : f32) : f32
// CHECK-NEXT:     %13 = llvm.mlir.constant(-0.47942553860420301 : f64) : f64
// CHECK-NEXT:     %14 = llvm.mlir.constant(4.000000e+00 : f32) : f32
// CHECK-NEXT:     %15 = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT:     %16 = llvm.mlir.constant(30 : i32) : i32
// CHECK-NEXT:     %17 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %18 = llvm.mlir.constant(30 : i32) : i32
// CHECK-NEXT:     %19 = llvm.mlir.constant(-216 : i32) : i32
// CHECK-NEXT:     %20 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %21 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %22 = llvm.mlir.constant(2.560000e-02 : f32) : f32
// CHECK-NEXT:     %23 = llvm.mlir.constant(-1.000000e+00 : f64) : f64
// CHECK-NEXT:     %24 = llvm.mlir.constant(-2.500000e+00 : f32) : f32
// CHECK-NEXT:     %25 = llvm.mlir.constant(-0.46211715726000974 : f64) : f64
// CHECK-NEXT:     %26 = llvm.mlir.poison : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %27 = llvm.insertvalue %6, %26[0] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %28 = llvm.insertvalue %7, %27[1] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %29 = llvm.insertvalue %8, %28[2] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %30 = llvm.insertvalue %9, %29[3] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %31 = llvm.insertvalue %10, %30[4] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %32 = llvm.insertvalue %11, %31[5] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %33 = llvm.insertvalue %12, %32[6] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %34 = llvm.insertvalue %13, %33[7] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %35 = llvm.insertvalue %14, %34[8] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %36 = llvm.insertvalue %15, %35[9] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %37 = llvm.insertvalue %16, %36[10] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %38 = llvm.insertvalue %17, %37[11] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %39 = llvm.insertvalue %18, %38[12] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %40 = llvm.insertvalue %19, %39[13] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %41 = llvm.insertvalue %20, %40[14] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %42 = llvm.insertvalue %21, %41[15] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %43 = llvm.insertvalue %22, %42[16] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %44 = llvm.insertvalue %23, %43[17] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %45 = llvm.insertvalue %24, %44[18] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     %46 = llvm.insertvalue %25, %45[19] : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:     llvm.return %46 : !llvm.struct<(f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64)>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @m() -> (f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64) {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -0.5 : f64
  %n = arith.constant -4.0 : f32
  %z = arith.constant 0.0 : f32
  %i = arith.constant -6 : i32
  %e = arith.constant 3 : i32
  %0 = math.roundeven %a : f32
  %1 = math.floor %b : f64
  %2 = math.ceil %a : f32
  %3 = math.sqrt %n : f32
  %4 = math.sqrt %b : f64
  %5 = math.exp %a : f32
  %6 = math.log %z : f32
  %7 = math.sin %b : f64
  %8 = math.absf %n : f32
  %9 = math.absi %i : i32
  %10 = math.ctlz %e : i32
  %11 = math.cttz %i : i32
  %12 = math.ctpop %i : i32
  %13 = math.ipowi %i, %e : i32
  %14 = math.isnan %a : f32
  %15 = math.isfinite %b : f64
  %16 = math.powf %a, %n : f32
  %17 = math.round %b : f64
  %18 = math.copysign %a, %n : f32
  %19 = math.tanh %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : f32, f64, f32, f32, f64, f32, f32, f64, f32, i32, i32, i32, i32, i32, i1, i1, f32, f64, f32, f64
}
