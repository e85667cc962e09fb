// RUN: strata opt %s | FileCheck %s
// Block headers carry mlir-opt 22's predecessor comments: the sorted
// predecessors, one entry per edge, "pred:" for a single block even when
// it branches twice, and "no predecessors" on an unreachable block other
// than the entry (the entry never gets one).

// CHECK-LABEL: func.func @f(%arg0: i1) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb1, ^bb4
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb3:  // pred: ^bb3
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb4:  // pred: ^bb4
// CHECK-NEXT:    cf.cond_br %arg0, ^bb4, ^bb2
// CHECK-NEXT:  ^bb5:  // no predecessors
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  return
^bb3:
  cf.br ^bb3
^bb4:
  cf.cond_br %c, ^bb4, ^bb2
^bb5:
  return
}

// The same in an llvm.func, whose entry block has arguments (printed in
// the signature, with no header).
// CHECK-LABEL: llvm.func @g
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  ^bb1:  // no predecessors
// CHECK-NEXT:    llvm.unreachable
llvm.func @g(%a: i32) {
  llvm.return
^bb1:
  llvm.unreachable
}
