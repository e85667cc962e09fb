// builtin.unrealized_conversion_cast's folder: a cast to its operands' own
// types is its operands; a cast of all the results of another cast, in
// order, back to that cast's operand types is that cast's operands; unused
// casts are erased (the op is pure).
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @identity(%arg0: i64, %arg1: i32) -> (i64, i32) {
// CHECK-NEXT: return %arg0, %arg1 : i64, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round_trip(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: return %arg0, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @swapped(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
// CHECK-NEXT: return %1#0, %1#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chains(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i32 to i1
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i1 to i64
// CHECK-NEXT: return %2, %arg0 : i64, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_inputs() -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @identity(%x: i64, %y: i32) -> (i64, i32) {
  %0:2 = builtin.unrealized_conversion_cast %x, %y : i64, i32 to i64, i32
  return %0#0, %0#1 : i64, i32
}
func.func @round_trip(%x: i32, %y: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %x, %y : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}
func.func @swapped(%x: i32, %y: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %x, %y : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}
func.func @chains(%arg0: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i1
  %2 = builtin.unrealized_conversion_cast %1 : i1 to i64
  %3 = builtin.unrealized_conversion_cast %1 : i1 to i32
  %4 = builtin.unrealized_conversion_cast %3 : i32 to i64
  %5 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %2, %4 : i64, i64
}
func.func @no_inputs() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  %1 = builtin.unrealized_conversion_cast to i64
  return %0 : i32
}
