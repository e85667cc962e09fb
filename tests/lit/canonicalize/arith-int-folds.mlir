// arith folds with integer constant operands (scalar, i32 wrap-around and
// signedness) and arith's identity folds: each fold leaves an
// arith.constant right before the folded op, and the next iteration hoists
// and uniques the constants at the top of the function.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @int_consts() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c-56_i32 = arith.constant -56 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c1431655762_i32 = arith.constant 1431655762 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c56_i32 = arith.constant 56 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c536870911_i32 = arith.constant 536870911 : i32
// CHECK-NEXT: return %c10_i32, %c-4_i32, %c-56_i32, %c-2_i32, %c1431655762_i32, %c-2_i32, %c1_i32, %c3_i32, %c-5_i32, %c4_i32, %c56_i32, %c-1_i32, %c536870911_i32, %c3_i32, %c3_i32, %c3_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %arg0, %arg0, %c0_i32, %c0_i32, %arg0, %arg0, %c0_i32, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }

func.func @int_consts() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %cm = arith.constant -8 : i32
  %0 = arith.addi %c7, %c3 : i32
  %1 = arith.subi %c3, %c7 : i32
  %2 = arith.muli %c7, %cm : i32
  %3 = arith.divsi %cm, %c3 : i32
  %4 = arith.divui %cm, %c3 : i32
  %5 = arith.remsi %cm, %c3 : i32
  %6 = arith.remui %c7, %c3 : i32
  %7 = arith.andi %c7, %c3 : i32
  %8 = arith.ori %cm, %c3 : i32
  %9 = arith.xori %c7, %c3 : i32
  %10 = arith.shli %c7, %c3 : i32
  %11 = arith.shrsi %cm, %c3 : i32
  %12 = arith.shrui %cm, %c3 : i32
  %13 = arith.maxsi %cm, %c3 : i32
  %14 = arith.minui %cm, %c3 : i32
  %15 = arith.ceildivsi %c7, %c3 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @identities(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.addi %c0, %a : i32
  %1 = arith.muli %a, %c1 : i32
  %2 = arith.muli %c0, %a : i32
  %3 = arith.subi %a, %a : i32
  %4 = arith.andi %a, %cm1 : i32
  %5 = arith.ori %a, %a : i32
  %6 = arith.xori %b, %b : i32
  %7 = arith.divsi %a, %c1 : i32
  %8 = arith.subi %a, %c0 : i32
  %s = arith.subi %a, %b : i32
  %9 = arith.addi %s, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
