// convert-vector-to-llvm first runs MLIR's greedy driver with vector
// patterns only: every op is still folded, constants hoisted and uniqued,
// unreachable blocks erased and identical blocks merged (the driver's
// default `aggressive` region simplification), but cf's canonicalization
// patterns are not applied. CHECK lines: mlir-opt 22's output.
// RUN: strata opt %s --convert-vector-to-llvm | FileCheck %s

// A fold of a non-vector op (the GEP's constant index), constant hoisting
// and uniquing, unreachable block removal, identical blocks merged.
func.func @folds(%p: !llvm.ptr, %c: i1, %x: i32) -> !llvm.ptr {
  %i = arith.constant 3 : i32
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %k = arith.constant 7 : i64
  cf.br ^bb3(%q : !llvm.ptr)
^bb2:
  cf.br ^bb3(%q : !llvm.ptr)
^bb3(%r: !llvm.ptr):
  return %r : !llvm.ptr
^bb4:
  cf.br ^bb3(%p : !llvm.ptr)
}

// cf's patterns are not applied: a constant condition and a branch to a
// block with one predecessor stay; arith's folds are.
func.func @no_cf_patterns(%x: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  %a = arith.constant 1 : i32
  %y = arith.muli %x, %a : i32
  cf.br ^bb3(%y : i32)
^bb2:
  %b = arith.constant 2 : i32
  %z = arith.addi %x, %b : i32
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  %one = arith.constant 1 : i32
  %s = arith.addi %r, %one : i32
  return %s : i32
}

// Blocks differing only in values defined outside them are merged; the
// differing operands become arguments.
func.func @merge_args(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %x : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %b = arith.addi %y, %y : i32
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

// arith's bitcast-of-bitcast pattern is not applied; the identity fold is.
func.func @bitcasts(%x: i32) -> (i32, i32) {
  %e = arith.bitcast %x : i32 to i32
  %f = arith.bitcast %x : i32 to f32
  %g = arith.bitcast %f : f32 to i32
  return %e, %g : i32, i32
}

// CHECK-LABEL: func.func @folds
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[3] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_cf_patterns
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %2 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @merge_args
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcasts
// CHECK-NEXT: %0 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.bitcast %0 : f32 to i32
// CHECK-NEXT: return %arg0, %1 : i32, i32
// CHECK-NEXT: }
