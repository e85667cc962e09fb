; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=EXPORT
; EXPORT: call i32 asm sideeffect "mov $1, $0", "=r,r,~{dirflag}"(i32 %0)
; EXPORT: call void asm alignstack inteldialect "nop", ""()

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @f(%arg0: i32) -> i32 {
; CHECK-NEXT:     %0 = llvm.inline_asm has_side_effects asm_dialect = att "mov $1, $0", "=r,r,~{dirflag}" %arg0 : (i32) -> i32
; CHECK-NEXT:     %1 = llvm.inline_asm is_align_stack asm_dialect = intel "nop", ""  : () -> !llvm.void
; CHECK-NEXT:     llvm.return %0 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Inline assembly calls become llvm.inline_asm (a void one with an
; !llvm.void result, as mlir-translate 22 makes it).
define i32 @f(i32 %x) {
  %r = call i32 asm sideeffect "mov $1, $0", "=r,r,~{dirflag}"(i32 %x)
  call void asm alignstack inteldialect "nop", ""()
  ret i32 %r
}
