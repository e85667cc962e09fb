// scf patterns: scf.for's SimplifyTrivialLoops (constant trip counts 0 and 1,
// signed and unsigned, and empty loops yielding outer values) and scf.if's
// ConvertTrivialIfToSelect and RemoveStaticCondition.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @one_trip(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negative_trips(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_diff(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c3 : index
// CHECK-NEXT: %1 = scf.for %arg2 = %arg0 to %0 step %c5 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_loop(%arg0: index, %arg1: index, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: return %arg3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_if(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1, %arg1, %0 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @neg_dyn_step(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unsigned_neg(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for unsigned %arg1 = %c0_i32 to %c-4_i32 step %c1_i32 iter_args(%arg2 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unsigned_one(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @signed_two(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = scf.for %arg1 = %c0_i32 to %c4_i32 step %c2_i32 iter_args(%arg2 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_step_empty(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_select(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0:2 = "test.multi"(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.select %arg1, %1, %0#1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_trip_effects(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @one_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c4 step %c8 iter_args(%a = %x) -> (i32) {
    %j = arith.index_cast %i : index to i32
    %s = arith.addi %a, %j : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @negative_trips(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c4 to %c0 step %c4 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @add_diff(%lb: index, %x: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %ub = arith.addi %lb, %c3 : index
  %r = scf.for %i = %lb to %ub step %c5 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @empty_loop(%lb: index, %ub: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c0 to %c9 step %c1 iter_args(%a = %x) -> (i32) {
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @static_if(%x: i32, %y: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> (i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    scf.yield %y : i32
  }
  %1 = scf.if %f -> (i32) {
    scf.yield %x : i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b : i32
  }
  scf.if %f {
    "test.foo"() : () -> ()
  }
  scf.if %t {
    "test.bar"() : () -> ()
  }
  return %0, %1 : i32, i32
}
func.func @partial_select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %a = arith.addi %x, %y : i32
    "test.foo"() : () -> ()
    scf.yield %a, %x, %y : i32, i32, i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %y, %x, %x : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
func.func @neg_dyn_step(%s: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c4 to %c0 step %s iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @unsigned_neg(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant -4 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for unsigned %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (i32) : i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @unsigned_one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c1 = arith.constant 8 : i32
  %r = scf.for unsigned %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (i32) : i32 {
    %b = arith.addi %a, %i : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @signed_two(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c1 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (i32) : i32 {
    %b = arith.addi %a, %i : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @zero_step_empty(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %r = scf.for %i = %c0 to %c4 step %c0 iter_args(%a = %x) -> (i32) : i32 {
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @nested_select(%a: i32, %c: i1) -> i32 {
  %m:2 = "test.multi"(%a) : (i32) -> (i32, i32)
  %v = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %n = scf.if %c -> i32 {
      scf.yield %v : i32
    } else {
      scf.yield %v : i32
    }
    scf.yield %n : i32
  } else {
    scf.yield %m#1 : i32
  }
  return %r : i32
}
func.func @zero_trip_effects(%x: i32) {
  scf.for %j = %x to %x step %x : i32 {
    vector.print %j : i32
  }
  return
}
