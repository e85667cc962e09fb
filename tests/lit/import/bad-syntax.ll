; A syntax error in textual IR is reported at LLVM's line and column; no
; output file is written.
; RUN: not strata translate --import-llvm %s -o %t.mlir 2>&1 | FileCheck %s
; RUN: test ! -e %t.mlir
; CHECK: bad-syntax.ll:9:8: error: expected instruction opcode
define void @f() {
entry:
  %x = add i32 1, 2
  %y = bogus i32 %x
  ret void
}
