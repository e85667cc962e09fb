; --emit-bytecode writes the imported module as MLIR bytecode, which opt and
; translate read back.
; RUN: strata translate --import-llvm --emit-bytecode %s -o %t.mlirbc
; RUN: strata opt %t.mlirbc | FileCheck %s
; RUN: strata translate --mlir-to-llvmir %t.mlirbc | FileCheck %s --check-prefix=LLVM
; RUN: not strata translate --emit-bytecode %s 2>&1 | FileCheck %s --check-prefix=NEEDS
; CHECK: llvm.func @f(%arg0: i32) -> i32 {
; CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT: %1 = llvm.add %arg0, %0 overflow<nsw> : i32
; LLVM: target triple = "x86_64-unknown-linux-gnu"
; LLVM: %2 = add nsw i32 %0, 1
; NEEDS: --import-llvm
target triple = "x86_64-unknown-linux-gnu"
define i32 @f(i32 %x) {
  %y = add nsw i32 %x, 1
  ret i32 %y
}
