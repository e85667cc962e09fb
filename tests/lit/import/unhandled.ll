; Constructs the import cannot express are a diagnostic naming the
; instruction and the function, exit status 1, never a crash.
; RUN: not strata translate --import-llvm %s -o %t.mlir 2>&1 | FileCheck %s
; RUN: test ! -e %t.mlir
; CHECK: unhandled.ll: error: unhandled instruction: indirectbr ptr %p, [label %a] (in function @f)
define void @f(ptr %p) {
  indirectbr ptr %p, [label %a]
a:
  ret void
}
