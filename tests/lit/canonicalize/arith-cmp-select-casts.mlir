// arith.cmpi and arith.select folds (constant and equal operands, constant
// operands moved right with the predicate swapped) and the integer cast
// folds (constants, extsi chains, trunci of extui back to the source).
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize="top-down=false" | FileCheck %s --check-prefix=BOTTOMUP

// CHECK-LABEL: func.func @cmp_select(%arg0: i32, %arg1: i32, %arg2: i1) -> (i1, i1, i1, i32, i32, i32, i1) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c5_i32 : i32
// CHECK-NEXT: return %true, %true, %0, %arg0, %arg0, %arg1, %arg2 : i1, i1, i1, i32, i32, i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: i8, %arg1: index) -> (i32, i16, i64, index, i32, i8) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c253_i16 = arith.constant 253 : i16
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %1 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: return %c-3_i32, %c253_i16, %0, %c4, %1, %arg0 : i32, i16, i64, index, i32, i8
// CHECK-NEXT: }

// BOTTOMUP-LABEL: func.func @cmp_select(%arg0: i32, %arg1: i32, %arg2: i1) -> (i1, i1, i1, i32, i32, i32, i1) {
// BOTTOMUP-NEXT: %c5_i32 = arith.constant 5 : i32
// BOTTOMUP-NEXT: %true = arith.constant true
// BOTTOMUP-NEXT: %0 = arith.cmpi slt, %arg0, %c5_i32 : i32
// BOTTOMUP-NEXT: return %true, %true, %0, %arg0, %arg0, %arg1, %arg2 : i1, i1, i1, i32, i32, i32, i1
// BOTTOMUP-NEXT: }
// BOTTOMUP-LABEL: func.func @casts(%arg0: i8, %arg1: index) -> (i32, i16, i64, index, i32, i8) {
// BOTTOMUP-NEXT: %c4 = arith.constant 4 : index
// BOTTOMUP-NEXT: %c-3_i32 = arith.constant -3 : i32
// BOTTOMUP-NEXT: %c253_i16 = arith.constant 253 : i16
// BOTTOMUP-NEXT: %0 = arith.extsi %arg0 : i8 to i64
// BOTTOMUP-NEXT: %1 = arith.index_cast %arg1 : index to i32
// BOTTOMUP-NEXT: return %c-3_i32, %c253_i16, %0, %c4, %1, %arg0 : i32, i16, i64, index, i32, i8
// BOTTOMUP-NEXT: }

func.func @cmp_select(%a: i32, %b: i32, %c: i1) -> (i1, i1, i1, i32, i32, i32, i1) {
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %0 = arith.cmpi slt, %c5, %c9 : i32
  %1 = arith.cmpi eq, %a, %a : i32
  %2 = arith.cmpi sgt, %c5, %a : i32
  %t = arith.constant true
  %f = arith.constant false
  %3 = arith.select %t, %a, %b : i32
  %4 = arith.select %c, %a, %a : i32
  %5 = arith.select %f, %a, %b : i32
  %6 = arith.select %c, %t, %f : i1
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i32, i32, i32, i1
}
func.func @casts(%a: i8, %x: index) -> (i32, i16, i64, index, i32, i8) {
  %c = arith.constant -3 : i8
  %0 = arith.extsi %c : i8 to i32
  %1 = arith.extui %c : i8 to i16
  %e = arith.extsi %a : i8 to i16
  %2 = arith.extsi %e : i16 to i64
  %c4 = arith.constant 4 : i32
  %3 = arith.index_cast %c4 : i32 to index
  %4 = arith.index_cast %x : index to i32
  %t = arith.extui %a : i8 to i32
  %5 = arith.trunci %t : i32 to i8
  return %0, %1, %2, %3, %4, %5 : i32, i16, i64, index, i32, i8
}
