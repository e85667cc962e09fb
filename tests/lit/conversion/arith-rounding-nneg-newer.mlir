// RUN: strata opt %s | FileCheck %s --check-prefix=ROUND
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --convert-arith-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: strata opt %s --pass-pipeline="builtin.module(func.func(convert-arith-to-llvm))" --mlir-print-op-generic | FileCheck %s --check-prefix=LLVMGEN
// Newer than MLIR 22 (which rejects both): a rounding mode on addf / subf /
// mulf / divf, lowered to the constrained intrinsics with exceptions ignored
// and the fast-math flags reset to none; and `nneg` on extui / uitofp /
// index_castui (the `nonNeg` property, which llvm.zext / uitofp share).
// As upstream's Conversion/ArithToLLVM tests expect.

// ROUND-LABEL: func.func @newer
// ROUND-NEXT: %0 = arith.addf %arg0, %arg1 to_nearest_even fastmath<fast> {foo} : f64
// ROUND-NEXT: %1 = arith.subf %arg0, %arg1 downward : f64
// ROUND-NEXT: %2 = arith.mulf %arg0, %arg1 toward_zero : f64
// ROUND-NEXT: %3 = arith.divf %arg0, %arg1 to_nearest_away : f64
// ROUND-NEXT: %4 = arith.extui %arg2 nneg {bar} : i32 to i64
// ROUND-NEXT: %5 = arith.uitofp %arg2 nneg : i32 to f32
// ROUND-NEXT: %6 = arith.extui %arg2 : i32 to i64

// GENERIC: "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>, roundingmode = 0 : i32}> {foo} : (f64, f64) -> f64
// GENERIC: "arith.extui"(%arg2) <{nonNeg}> {bar} : (i32) -> i64

// LLVM-LABEL: func.func @newer
// LLVM-NEXT: %0 = llvm.intr.experimental.constrained.fadd %arg0, %arg1 tonearest ignore {foo} : f64
// LLVM-NEXT: %1 = llvm.intr.experimental.constrained.fsub %arg0, %arg1 downward ignore : f64
// LLVM-NEXT: %2 = llvm.intr.experimental.constrained.fmul %arg0, %arg1 towardzero ignore : f64
// LLVM-NEXT: %3 = llvm.intr.experimental.constrained.fdiv %arg0, %arg1 tonearestaway ignore : f64
// LLVM-NEXT: %4 = llvm.zext nneg %arg2 {bar} : i32 to i64
// LLVM-NEXT: %5 = llvm.uitofp nneg %arg2 : i32 to f32
// LLVM-NEXT: %6 = llvm.zext %arg2 : i32 to i64

// LLVMGEN: "llvm.intr.experimental.constrained.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>, fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> {foo} : (f64, f64) -> f64
// LLVMGEN: "llvm.zext"(%arg2) <{nonNeg}> {bar} : (i32) -> i64
func.func @newer(%a: f64, %b: f64, %i: i32) {
  %0 = arith.addf %a, %b to_nearest_even fastmath<fast> {foo} : f64
  %1 = arith.subf %a, %b downward : f64
  %2 = arith.mulf %a, %b toward_zero : f64
  %3 = arith.divf %a, %b to_nearest_away : f64
  %4 = arith.extui %i nneg {bar} : i32 to i64
  %5 = arith.uitofp %i nneg : i32 to f32
  %6 = arith.extui %i : i32 to i64
  return
}
