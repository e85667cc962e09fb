// RUN: not strata opt %s 2>&1 | FileCheck %s
// An access group in `parallelAccesses` that does not open with `<` is a
// wrong-token error: MLIR 22 reports it just after the previous token (the
// comma here), not at the offending keyword.

// CHECK: loop-annotation-group-error-column.mlir:[[# @LINE + 3]]:79: error: expected '<'
#g = #llvm.access_group<id = distinct[0]<>>
llvm.func @f() {
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<parallelAccesses = #g,  mustProgress = true>}
^bb1:
  llvm.return
}
