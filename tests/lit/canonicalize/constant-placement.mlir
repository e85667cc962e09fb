// Where folded constants land: each fold materializes its constant right
// before the folded op; every iteration then walks the function and moves
// each constant not already in the run at the top of the entry block to
// the very top (so later-met constants end up first), and replaces later
// equal constants by the first. Constants folded inside a nested region
// are hoisted to the function's entry block. Several functions in one
// module, canonicalized in parallel, each get the same treatment (one
// thread or several: the same output).
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize --threads=1 | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize --threads=4 | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize="top-down=false" | FileCheck %s --check-prefix=BOTTOMUP

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c37_i32 = arith.constant 37 : i32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// CHECK-NEXT: return %c37_i32, %1, %c6_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dedup(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: return %1, %c10_i32, %1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c11_i32 = arith.constant 11 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg3, %c11_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// BOTTOMUP-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// BOTTOMUP-NEXT: %c3_i32 = arith.constant 3 : i32
// BOTTOMUP-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// BOTTOMUP-NEXT: return %0 : i32
// BOTTOMUP-NEXT: }
// BOTTOMUP-LABEL: func.func @g(%arg0: i32) -> (i32, i32, i32) {
// BOTTOMUP-NEXT: %c2_i32 = arith.constant 2 : i32
// BOTTOMUP-NEXT: %c37_i32 = arith.constant 37 : i32
// BOTTOMUP-NEXT: %c6_i32 = arith.constant 6 : i32
// BOTTOMUP-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// BOTTOMUP-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// BOTTOMUP-NEXT: return %c37_i32, %1, %c6_i32 : i32, i32, i32
// BOTTOMUP-NEXT: }
// BOTTOMUP-LABEL: func.func @dedup(%arg0: i32) -> (i32, i32, i32) {
// BOTTOMUP-NEXT: %c10_i32 = arith.constant 10 : i32
// BOTTOMUP-NEXT: %c1_i32 = arith.constant 1 : i32
// BOTTOMUP-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// BOTTOMUP-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// BOTTOMUP-NEXT: return %1, %c10_i32, %1 : i32, i32, i32
// BOTTOMUP-NEXT: }
// BOTTOMUP-LABEL: func.func @nested(%arg0: index, %arg1: i32) -> i32 {
// BOTTOMUP-NEXT: %c11_i32 = arith.constant 11 : i32
// BOTTOMUP-NEXT: %c0 = arith.constant 0 : index
// BOTTOMUP-NEXT: %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// BOTTOMUP-NEXT: %1 = arith.addi %arg3, %c11_i32 : i32
// BOTTOMUP-NEXT: scf.yield %1 : i32
// BOTTOMUP-NEXT: }
// BOTTOMUP-NEXT: return %0 : i32
// BOTTOMUP-NEXT: }

func.func @f(%a: i32, %b: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %c1, %c2 : i32
  %2 = arith.muli %0, %1 : i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%2 : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%c1 : i32)
^bb3(%y: i32):
  return %y : i32
}
func.func @g(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %1 = arith.muli %c5, %c6 : i32
  %c7 = arith.constant 7 : i32
  %2 = arith.addi %1, %c7 : i32
  %3 = arith.subi %c7, %c5 : i32
  %4 = arith.addi %0, %3 : i32
  return %2, %4, %c6 : i32, i32, i32
}
func.func @dedup(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %1 = arith.addi %0, %c1 : i32
  %c1b = arith.constant 1 : i32
  %2 = arith.muli %1, %c1b : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %3 = arith.addi %c2, %c3 : i32
  %4 = arith.addi %c3, %c2 : i32
  %5 = arith.addi %3, %4 : i32
  return %2, %5, %1 : i32, i32, i32
}
func.func @nested(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %s = arith.addi %c5, %c6 : i32
    %t = arith.addi %acc, %s : i32
    scf.yield %t : i32
  }
  return %r : i32
}
