// scf.if's RemoveEmptyElseBranch (attributes kept), RemoveUnusedResults
// (attributes kept), ConvertTrivialIfToSelect (attributes dropped, as MLIR
// builds the new if) and the folder swapping branches of a negated condition.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @all_unused(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: } {some.attr}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_with_results(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_then_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sel_attr(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_else_attr(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: } {some.attr}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_cond(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @all_unused(%c: i1, %x: i32) {
  %0 = scf.if %c -> (i32) {
    "test.foo"() : () -> ()
    scf.yield %x : i32
  } else {
    %b = arith.muli %x, %x : i32
    "test.bar"() : () -> ()
    scf.yield %b : i32
  } {some.attr}
  return
}
func.func @not_with_results(%c: i1, %x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %t, %c : i1
  %0 = scf.if %n -> (i32) {
    "test.foo"() : () -> ()
    scf.yield %x : i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %y : i32
  }
  return %0 : i32
}
func.func @empty_then_else(%c: i1) {
  scf.if %c {
  } else {
    "test.bar"() : () -> ()
  }
  return
}
func.func @sel_attr(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    "test.foo"() : () -> ()
    scf.yield %a, %x : i32, i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %y, %y : i32, i32
  } {some.attr}
  return %0#0, %0#1 : i32, i32
}
func.func @empty_else_attr(%c: i1) {
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
  } {some.attr}
  return
}
func.func @unused(%c: i1, %x: i32) -> i32 {
  %0:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    "test.foo"() : () -> ()
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    "test.bar"() : () -> ()
    scf.yield %b, %b : i32, i32
  }
  return %0#1 : i32
}
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
  }
  return
}
func.func @not_cond(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.foo"() : () -> ()
  } else {
    "test.bar"() : () -> ()
  }
  return
}
