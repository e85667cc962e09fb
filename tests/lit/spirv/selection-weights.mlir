// RUN: strata opt %s --convert-spirv-to-llvm | FileCheck %s
// The conditional branch ending a spirv.mlir.selection's header is made
// by the selection's lowering, which gives llvm.cond_br no branch
// weights; any other spirv.BranchConditional keeps its weights.
// The CHECK lines are mlir-opt 22's output for the same flags.

spirv.module Logical GLSL450 {
  spirv.func @header(%c: i1) -> () "None" {
    spirv.mlir.selection {
      spirv.BranchConditional %c [1, 2], ^t, ^m
    ^t:
      spirv.Branch ^m
    ^m:
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.func @plain(%c: i1) -> () "None" {
    spirv.BranchConditional %c [3, 4], ^t, ^m
  ^t:
    spirv.Branch ^m
  ^m:
    spirv.Return
  }
}

// CHECK: module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     llvm.func @header(%arg0: i1) {
// CHECK-NEXT:       llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       llvm.br ^bb2
// CHECK-NEXT:     ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       llvm.br ^bb3
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       llvm.return
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @plain(%arg0: i1) {
// CHECK-NEXT:       llvm.cond_br %arg0 weights([3, 4]), ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       llvm.br ^bb2
// CHECK-NEXT:     ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       llvm.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
