; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global private constant @fmt("%d\0A\00") {addr_space = 0 : i32, dso_local}
; CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
; CHECK-NEXT:   llvm.func fastcc @ff(f32) -> f32
; CHECK-NEXT:   llvm.func @calls(%arg0: !llvm.ptr, %arg1: f32) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @fmt : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(2.000000e+00 : f64) : f64
; CHECK-NEXT:     %3 = llvm.call @printf(%0, %1, %2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
; CHECK-NEXT:     %4 = llvm.call fastcc tail @ff(%arg1) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
; CHECK-NEXT:     %5 = llvm.call %arg0(%3) : !llvm.ptr, (i32) -> i32
; CHECK-NEXT:     %6 = llvm.call musttail @calls(%arg0, %4) : (!llvm.ptr, f32) -> i32
; CHECK-NEXT:     llvm.return %6 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @notail() {
; CHECK-NEXT:     llvm.call notail @notail() : () -> ()
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Calls: direct, indirect, varargs, tail kinds, calling conventions,
; fast-math flags.
declare i32 @printf(ptr, ...)
declare fastcc float @ff(float)
@fmt = private constant [4 x i8] c"%d\0A\00"
define i32 @calls(ptr %fp, float %x) {
  %a = call i32 (ptr, ...) @printf(ptr @fmt, i32 1, double 2.0)
  %b = tail call nnan fastcc float @ff(float %x)
  %c = call i32 %fp(i32 %a)
  %d = musttail call i32 @calls(ptr %fp, float %b)
  ret i32 %d
}
define void @notail() {
  notail call void @notail()
  ret void
}
