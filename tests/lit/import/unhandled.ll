; Constructs the import cannot express are a diagnostic naming the
; instruction and the function, exit status 1, never a crash (mlir-translate
; 22 cannot import callbr either).
; RUN: not strata translate --import-llvm %s -o %t.mlir 2>&1 | FileCheck %s
; RUN: test ! -e %t.mlir
; CHECK: unhandled.ll: error: unhandled instruction: callbr void asm "", "r,!i"(i32 %x)
define void @f(i32 %x) {
  callbr void asm "", "r,!i"(i32 %x) to label %a [label %b]
a:
  ret void
b:
  ret void
}
