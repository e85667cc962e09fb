// arith.select's SelectNotCond: a select on xori(p, true / -1) selects on p
// with its values swapped (a scalar constant only, not a splat).
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @select_not(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<2xi1>, %arg4: vector<2xi32>, %arg5: vector<2xi32>) -> (i32, vector<2xi32>, i32) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = arith.xori %arg3, %cst : vector<2xi1>
// CHECK-NEXT: %2 = arith.select %1, %arg4, %arg5 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT: %3 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0, %2, %3 : i32, vector<2xi32>, i32
// CHECK-NEXT: }

func.func @select_not(%c: i1, %a: i32, %b: i32, %v: vector<2xi1>, %x: vector<2xi32>, %y: vector<2xi32>) -> (i32, vector<2xi32>, i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %a, %b : i32
  %ones = arith.constant dense<true> : vector<2xi1>
  %nv = arith.xori %v, %ones : vector<2xi1>
  %1 = arith.select %nv, %x, %y : vector<2xi1>, vector<2xi32>
  %f = arith.constant false
  %m = arith.xori %c, %f : i1
  %2 = arith.select %m, %a, %b : i32
  return %0, %1, %2 : i32, vector<2xi32>, i32
}
