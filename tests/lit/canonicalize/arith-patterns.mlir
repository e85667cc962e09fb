// arith's canonicalization patterns: add/sub/mul constant re-association
// (the new constant is created before the op, so it is hoisted by the next
// iteration), subi(subi(a, b), a), addi with muli by -1, overflow flags
// kept only where both ops had them, xori(cmpi, true), cmpi eq of two
// extensions, andi/ori of two extensions, nested selects on one
// condition, select(c, false, true) and select(c, 1, 0), index_cast
// round trips, extsi(extui(x)), bitcast chains.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize="top-down=false" | FileCheck %s --check-prefix=BOTTOMUP

// CHECK-LABEL: func.func @re(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: %4 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: %5 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT: %6 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT: %7 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %8 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %9 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT: %10 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT: %11 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @flags(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT: %2 = arith.addi %arg1, %cst : vector<4xi32>
// CHECK-NEXT: %3 = arith.addi %2, %cst : vector<4xi32>
// CHECK-NEXT: return %0, %1, %3 : i32, i32, vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1, %arg4: i8, %arg5: i8, %arg6: index) -> (i1, i1, i1, i32, i1, i32, i32, i64, i32, i32, i32, f32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.extsi %arg4 : i8 to i32
// CHECK-NEXT: %2 = arith.extsi %arg5 : i8 to i32
// CHECK-NEXT: %3 = arith.cmpi sgt, %1, %2 : i32
// CHECK-NEXT: %4 = arith.cmpi eq, %arg4, %arg5 : i8
// CHECK-NEXT: %5 = arith.select %arg2, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.xori %arg2, %true : i1
// CHECK-NEXT: %7 = arith.extui %arg2 : i1 to i32
// CHECK-NEXT: %8 = arith.extui %arg4 : i8 to i64
// CHECK-NEXT: %9 = arith.andi %arg4, %arg5 : i8
// CHECK-NEXT: %10 = arith.extui %9 : i8 to i32
// CHECK-NEXT: %11 = arith.ori %arg4, %arg5 : i8
// CHECK-NEXT: %12 = arith.extsi %11 : i8 to i32
// CHECK-NEXT: %13 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: return %0, %3, %4, %5, %6, %7, %arg0, %8, %10, %12, %arg0, %13 : i1, i1, i1, i32, i1, i32, i32, i64, i32, i32, i32, f32
// CHECK-NEXT: }

// BOTTOMUP-LABEL: func.func @re(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// BOTTOMUP-NEXT: %c0_i32 = arith.constant 0 : i32
// BOTTOMUP-NEXT: %c15_i32 = arith.constant 15 : i32
// BOTTOMUP-NEXT: %c-2_i32 = arith.constant -2 : i32
// BOTTOMUP-NEXT: %c2_i32 = arith.constant 2 : i32
// BOTTOMUP-NEXT: %c8_i32 = arith.constant 8 : i32
// BOTTOMUP-NEXT: %0 = arith.addi %arg0, %c8_i32 : i32
// BOTTOMUP-NEXT: %1 = arith.addi %arg0, %c2_i32 : i32
// BOTTOMUP-NEXT: %2 = arith.subi %c8_i32, %arg0 : i32
// BOTTOMUP-NEXT: %3 = arith.addi %arg0, %c-2_i32 : i32
// BOTTOMUP-NEXT: %4 = arith.subi %c2_i32, %arg0 : i32
// BOTTOMUP-NEXT: %5 = arith.subi %arg0, %c8_i32 : i32
// BOTTOMUP-NEXT: %6 = arith.subi %c-2_i32, %arg0 : i32
// BOTTOMUP-NEXT: %7 = arith.subi %c8_i32, %arg0 : i32
// BOTTOMUP-NEXT: %8 = arith.addi %arg0, %c2_i32 : i32
// BOTTOMUP-NEXT: %9 = arith.muli %arg0, %c15_i32 : i32
// BOTTOMUP-NEXT: %10 = arith.subi %c0_i32, %arg1 : i32
// BOTTOMUP-NEXT: %11 = arith.subi %arg0, %arg1 : i32
// BOTTOMUP-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// BOTTOMUP-NEXT: }
// BOTTOMUP-LABEL: func.func @flags(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
// BOTTOMUP-NEXT: %cst = arith.constant dense<3> : vector<4xi32>
// BOTTOMUP-NEXT: %c8_i32 = arith.constant 8 : i32
// BOTTOMUP-NEXT: %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// BOTTOMUP-NEXT: %1 = arith.addi %arg0, %c8_i32 : i32
// BOTTOMUP-NEXT: %2 = arith.addi %arg1, %cst : vector<4xi32>
// BOTTOMUP-NEXT: %3 = arith.addi %2, %cst : vector<4xi32>
// BOTTOMUP-NEXT: return %0, %1, %3 : i32, i32, vector<4xi32>
// BOTTOMUP-NEXT: }
// BOTTOMUP-LABEL: func.func @p(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1, %arg4: i8, %arg5: i8, %arg6: index) -> (i1, i1, i1, i32, i1, i32, i32, i64, i32, i32, i32, f32) {
// BOTTOMUP-NEXT: %true = arith.constant true
// BOTTOMUP-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// BOTTOMUP-NEXT: %1 = arith.extsi %arg4 : i8 to i32
// BOTTOMUP-NEXT: %2 = arith.extsi %arg5 : i8 to i32
// BOTTOMUP-NEXT: %3 = arith.cmpi sgt, %1, %2 : i32
// BOTTOMUP-NEXT: %4 = arith.cmpi eq, %arg4, %arg5 : i8
// BOTTOMUP-NEXT: %5 = arith.select %arg2, %arg0, %arg1 : i32
// BOTTOMUP-NEXT: %6 = arith.xori %arg2, %true : i1
// BOTTOMUP-NEXT: %7 = arith.extui %arg2 : i1 to i32
// BOTTOMUP-NEXT: %8 = arith.extui %arg4 : i8 to i64
// BOTTOMUP-NEXT: %9 = arith.andi %arg4, %arg5 : i8
// BOTTOMUP-NEXT: %10 = arith.extui %9 : i8 to i32
// BOTTOMUP-NEXT: %11 = arith.ori %arg4, %arg5 : i8
// BOTTOMUP-NEXT: %12 = arith.extsi %11 : i8 to i32
// BOTTOMUP-NEXT: %13 = arith.bitcast %arg0 : i32 to f32
// BOTTOMUP-NEXT: return %0, %3, %4, %5, %6, %7, %arg0, %8, %10, %12, %arg0, %13 : i1, i1, i1, i32, i1, i32, i32, i64, i32, i32, i32, f32
// BOTTOMUP-NEXT: }

func.func @re(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 : i32
  %0 = arith.addi %a, %c5 : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c5 : i32
  %t = arith.subi %c3, %x : i32
  %2 = arith.addi %t, %c5 : i32
  %3 = arith.subi %a, %c5 : i32
  %4 = arith.subi %c5, %a : i32
  %5 = arith.subi %s, %c5 : i32
  %6 = arith.subi %t, %c5 : i32
  %7 = arith.subi %c5, %s : i32
  %8 = arith.subi %c5, %t : i32
  %m = arith.muli %x, %c3 : i32
  %9 = arith.muli %m, %c5 : i32
  %d = arith.subi %x, %y : i32
  %10 = arith.subi %d, %x : i32
  %cm1 = arith.constant -1 : i32
  %n = arith.muli %y, %cm1 : i32
  %11 = arith.addi %x, %n : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @flags(%x: i32, %v: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %0 = arith.addi %a, %c5 overflow<nsw> : i32
  %b = arith.addi %x, %c5 overflow<nuw> : i32
  %1 = arith.addi %b, %c3 overflow<nsw> : i32
  %v3 = arith.constant dense<3> : vector<4xi32>
  %va = arith.addi %v, %v3 : vector<4xi32>
  %2 = arith.addi %va, %v3 : vector<4xi32>
  return %0, %1, %2 : i32, i32, vector<4xi32>
}
func.func @p(%a: i32, %b: i32, %c: i1, %d: i1, %x8: i8, %y8: i8, %i: index) -> (i1, i1, i1, i32, i1, i32, i32, i64, i32, i32, i32, f32) {
  %t = arith.constant true
  %cmp = arith.cmpi slt, %a, %b : i32
  %0 = arith.xori %cmp, %t : i1
  %ea = arith.extsi %x8 : i8 to i32
  %eb = arith.extsi %y8 : i8 to i32
  %1 = arith.cmpi sgt, %ea, %eb : i32
  %ua = arith.extui %x8 : i8 to i32
  %ub = arith.extui %y8 : i8 to i32
  %2 = arith.cmpi eq, %ua, %ub : i32
  %s1 = arith.select %c, %a, %b : i32
  %3 = arith.select %c, %a, %s1 : i32
  %f = arith.constant false
  %4 = arith.select %c, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %5 = arith.select %c, %one, %zero : i32
  %ic = arith.index_cast %a : i32 to index
  %6 = arith.index_cast %ic : index to i32
  %eu = arith.extui %x8 : i8 to i16
  %7 = arith.extsi %eu : i16 to i64
  %8 = arith.andi %ua, %ub : i32
  %9 = arith.ori %ea, %eb : i32
  %bc = arith.bitcast %a : i32 to f32
  %bc2 = arith.bitcast %bc : f32 to i32
  %bc3 = arith.bitcast %bc2 : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %bc2, %bc3 : i1, i1, i1, i32, i1, i32, i32, i64, i32, i32, i32, f32
}
