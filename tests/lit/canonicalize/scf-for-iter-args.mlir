// scf.for's ForOpIterArgsFolder: iteration arguments yielded unchanged, whose
// init is yielded, or unused with an unused result are dropped; duplicates
// of a kept one are merged; the loop keeps its attributes.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @dup(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (i32) {
// CHECK-NEXT: %1 = "test.foo"(%arg5, %arg5) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @init_yielded(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) -> i32 {
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: "test.foo"(%arg0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_arg(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = "test.foo"() : () -> i32
// CHECK-NEXT: } {some.attr}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_iter_unused(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: "test.foo"(%1) : (i32) -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

func.func @dup(%x: i32, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %y = "test.foo"(%a, %b) : (i32, i32) -> i32
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @init_yielded(%x: i32, %lb: index, %ub: index, %s: index) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    "test.foo"(%a) : (i32) -> ()
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @dead_arg(%x: i32, %lb: index, %ub: index, %s: index) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    %y = "test.foo"() : () -> i32
    scf.yield %y : i32
  } {some.attr}
  return
}
func.func @for_iter_unused(%x: i32, %lb: index, %ub: index, %s: index) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %y = arith.addi %a, %a : i32
    "test.foo"(%y) : (i32) -> ()
    scf.yield %y, %b : i32, i32
  }
  return %r#1 : i32
}
