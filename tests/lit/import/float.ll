; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @flt(%arg0: f64, %arg1: f32) -> f64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
; CHECK-NEXT:     %1 = llvm.mlir.constant(2.500000e+00 : f64) : f64
; CHECK-NEXT:     %2 = llvm.mlir.constant(3.000000e+00 : f64) : f64
; CHECK-NEXT:     %3 = llvm.mlir.constant(7.000000e+00 : f64) : f64
; CHECK-NEXT:     %4 = llvm.mlir.constant(0.000000e+00 : f64) : f64
; CHECK-NEXT:     %5 = llvm.fadd %arg0, %0 {fastmathFlags = #llvm.fastmath<fast>} : f64
; CHECK-NEXT:     %6 = llvm.fsub %5, %arg0 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
; CHECK-NEXT:     %7 = llvm.fmul %6, %1 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
; CHECK-NEXT:     %8 = llvm.fdiv %7, %2 {fastmathFlags = #llvm.fastmath<contract, afn>} : f64
; CHECK-NEXT:     %9 = llvm.frem %8, %3 {fastmathFlags = #llvm.fastmath<reassoc>} : f64
; CHECK-NEXT:     %10 = llvm.fneg %9 : f64
; CHECK-NEXT:     %11 = llvm.fcmp "ult" %10, %4 {fastmathFlags = #llvm.fastmath<nnan>} : f64
; CHECK-NEXT:     %12 = llvm.fcmp "_true" %10, %arg0 : f64
; CHECK-NEXT:     %13 = llvm.fcmp "uno" %10, %arg0 : f64
; CHECK-NEXT:     %14 = llvm.fpext %arg1 : f32 to f64
; CHECK-NEXT:     %15 = llvm.fptrunc %14 : f64 to f16
; CHECK-NEXT:     %16 = llvm.fptosi %15 : f16 to i32
; CHECK-NEXT:     %17 = llvm.fptoui %14 : f64 to i64
; CHECK-NEXT:     %18 = llvm.sitofp %16 : i32 to f64
; CHECK-NEXT:     %19 = llvm.uitofp nneg %17 : i64 to f32
; CHECK-NEXT:     %20 = llvm.bitcast %19 : f32 to i32
; CHECK-NEXT:     %21 = llvm.select %11, %18, %10 {fastmathFlags = #llvm.fastmath<nnan>} : i1, f64
; CHECK-NEXT:     llvm.return %21 : f64
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Floating-point arithmetic with fast-math flags, fcmp, casts.
define double @flt(double %a, float %b) {
  %1 = fadd fast double %a, 1.0
  %2 = fsub nnan ninf double %1, %a
  %3 = fmul nsz arcp double %2, 2.5
  %4 = fdiv contract afn double %3, 3.0
  %5 = frem reassoc double %4, 7.0
  %6 = fneg double %5
  %c = fcmp nnan ult double %6, 0.0
  %c2 = fcmp true double %6, %a
  %c3 = fcmp uno double %6, %a
  %e = fpext float %b to double
  %t = fptrunc double %e to half
  %i = fptosi half %t to i32
  %u = fptoui double %e to i64
  %s = sitofp i32 %i to double
  %w = uitofp nneg i64 %u to float
  %bc = bitcast float %w to i32
  %sel = select nnan i1 %c, double %s, double %6
  ret double %sel
}
