// func.constant is constant-like (hoisted and uniqued) and a call_indirect of
// one becomes a func.call of its symbol (SimplifyIndirectCallWithKnownCallee).
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func private @body(i32) -> i64
// CHECK-LABEL: func.func private @other(i32)
// CHECK-LABEL: func.func @indirect(%arg0: i32, %arg1: i1) -> i64 {
// CHECK-NEXT: %f = constant @other : (i32) -> ()
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = call @body(%arg0) : (i32) -> i64
// CHECK-NEXT: "test.use"(%f) : ((i32) -> ()) -> ()
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = call @body(%arg0) : (i32) -> i64
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }

func.func private @body(i32) -> i64
func.func private @other(i32)
func.func @indirect(%arg0: i32, %c: i1) -> i64 {
  %f = constant @body : (i32) -> i64
  %g = constant @other : (i32) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %h = constant @body : (i32) -> i64
  %r = call_indirect %h(%arg0) {foo} : (i32) -> i64
  %u = constant @other : (i32) -> ()
  "test.use"(%u) : ((i32) -> ()) -> ()
  return %r : i64
^bb2:
  %s = call_indirect %f(%arg0) : (i32) -> i64
  return %s : i64
}
