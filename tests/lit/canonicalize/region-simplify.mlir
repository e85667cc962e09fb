// Region simplification: unreachable blocks (erased at every iteration,
// even with region-simplify=disabled), region-wide dead code with dead
// block arguments and the branch operands feeding them (dead loops
// included), dead scf.if whose contents are dead; identical blocks are
// merged only at region-simplify=aggressive, which these inputs avoid.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize="region-simplify=disabled" | FileCheck %s --check-prefix=DISABLED

// CHECK-LABEL: func.func @loops(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_if(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }

// DISABLED-LABEL: func.func @loops(%arg0: i1, %arg1: i32) -> i32 {
// DISABLED-NEXT: %c1_i32 = arith.constant 1 : i32
// DISABLED-NEXT: %c0_i32 = arith.constant 0 : i32
// DISABLED-NEXT: cf.br ^bb1(%c0_i32, %arg1 : i32, i32)
// DISABLED-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// DISABLED-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// DISABLED-NEXT: cf.cond_br %arg0, ^bb1(%2, %1 : i32, i32), ^bb2
// DISABLED-NEXT: ^bb2:  // pred: ^bb1
// DISABLED-NEXT: return %1 : i32
// DISABLED-NEXT: }
// DISABLED-LABEL: func.func @unreachable(%arg0: i32) -> i32 {
// DISABLED-NEXT: return %arg0 : i32
// DISABLED-NEXT: }
// DISABLED-LABEL: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// DISABLED-NEXT: return %arg1 : i32
// DISABLED-NEXT: }
// DISABLED-LABEL: func.func @g(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// DISABLED-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// DISABLED-NEXT: ^bb1:  // pred: ^bb0
// DISABLED-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// DISABLED-NEXT: return %0 : i32
// DISABLED-NEXT: ^bb2:  // pred: ^bb0
// DISABLED-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// DISABLED-NEXT: return %1 : i32
// DISABLED-NEXT: }
// DISABLED-LABEL: func.func @h(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// DISABLED-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, i32)
// DISABLED-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// DISABLED-NEXT: %2 = arith.addi %0, %0 : i32
// DISABLED-NEXT: cf.cond_br %arg0, ^bb1(%2, %1 : i32, i32), ^bb2
// DISABLED-NEXT: ^bb2:  // pred: ^bb1
// DISABLED-NEXT: return %2 : i32
// DISABLED-NEXT: }
// DISABLED-LABEL: func.func @dead_if(%arg0: i1, %arg1: i32) -> i32 {
// DISABLED-NEXT: return %arg1 : i32
// DISABLED-NEXT: }

func.func @loops(%c: i1, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^bb1(%c0, %a : i32, i32)
^bb1(%i: i32, %x: i32):
  %one = arith.constant 1 : i32
  %n = arith.addi %i, %one : i32
  %y = arith.muli %x, %one : i32
  cf.cond_br %c, ^bb1(%n, %y : i32, i32), ^bb2
^bb2:
  return %x : i32
}
func.func @unreachable(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  return %x : i32
}
func.func @g(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  return %0 : i32
^bb2:
  %1 = arith.addi %a, %b : i32
  return %1 : i32
}
func.func @h(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  %z = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%z, %y : i32, i32), ^bb2
^bb2:
  return %z : i32
}
func.func @dead_if(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return %a : i32
}
