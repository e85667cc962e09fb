; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
; A dso_local_equivalent constant imports as llvm.dso_local_equivalent, in a
; global initializer and as a callee, of a function or an alias; as in
; mlir-translate, its function is first converted to an unused addressof.
; Translated back, the constants come out as they went in.

@alias_func = alias void (), ptr @aliasee
@const = dso_local constant i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @aliasee to i64), i64 ptrtoint (ptr @const to i64)) to i32)

define void @aliasee() {
  ret void
}

define void @g() {
  call void dso_local_equivalent @alias_func()
  ret void
}

; CHECK:      llvm.mlir.global external constant @const() {addr_space = 0 : i32, dso_local} : i32 {
; CHECK-NEXT:   %0 = llvm.mlir.addressof @const : !llvm.ptr
; CHECK-NEXT:   %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
; CHECK-NEXT:   %2 = llvm.mlir.addressof @aliasee : !llvm.ptr
; CHECK-NEXT:   %3 = llvm.dso_local_equivalent @aliasee : !llvm.ptr
; CHECK-NEXT:   %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
; CHECK-LABEL: llvm.func @g() {
; CHECK-NEXT:   %0 = llvm.mlir.addressof @alias_func : !llvm.ptr
; CHECK-NEXT:   %1 = llvm.dso_local_equivalent @alias_func : !llvm.ptr
; CHECK-NEXT:   llvm.call %1() : !llvm.ptr, () -> ()

; IR: @const = dso_local constant i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @aliasee to i64), i64 ptrtoint (ptr @const to i64)) to i32)
; IR: call void dso_local_equivalent @alias_func()
