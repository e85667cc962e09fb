// RUN: strata opt %s --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-value-users --pass-pipeline="builtin.module(func.func(cse))" 2>&1 >/dev/null | FileCheck %s
// RUN: strata opt %s --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-value-users --mlir-print-unique-ssa-ids --pass-pipeline="builtin.module(func.func(cse))" 2>&1 >/dev/null | FileCheck %s --check-prefix=UNIQUE
// RUN: strata opt %s --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-op-generic --pass-pipeline="builtin.module(func.func(cse))" 2>&1 >/dev/null | FileCheck %s --check-prefix=GENERIC
// The IR dumps of a nested pass number each function from itself, as
// mlir-opt prints an op with local scope: with value users the function
// takes id 0 (its body restarting from 0, or going on from 1 with unique
// ids), and the generic form does not go on from the other functions.

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}
func.func @g(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}

// CHECK:      {{/}}/ -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   // %arg0 is used by %1, %0
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32 // user: %1
// CHECK-NEXT:   %1 = arith.muli %0, %arg0 : i32 // user: %2
// CHECK-NEXT:   return %1 : i32 // id: %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{/}}/ -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:   // %arg0 is used by %0
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg0 : i32 // user: %1
// CHECK-NEXT:   return %0 : i32 // id: %1
// CHECK-NEXT: }
// CHECK-EMPTY:

// UNIQUE:      {{/}}/ -----// IR Dump After CSE (cse) //----- //
// UNIQUE-NEXT: func.func @f(%arg0: i32) -> i32 {
// UNIQUE-NEXT:   // %arg0 is used by %2, %1
// UNIQUE-NEXT:   %1 = arith.addi %arg0, %arg0 : i32 // user: %2
// UNIQUE-NEXT:   %2 = arith.muli %1, %arg0 : i32 // user: %3
// UNIQUE-NEXT:   return %2 : i32 // id: %3
// UNIQUE-NEXT: }
// UNIQUE-EMPTY:
// UNIQUE-NEXT: {{/}}/ -----// IR Dump After CSE (cse) //----- //
// UNIQUE-NEXT: func.func @g(%arg0: i32) -> i32 {
// UNIQUE-NEXT:   // %arg0 is used by %1
// UNIQUE-NEXT:   %1 = arith.subi %arg0, %arg0 : i32 // user: %2
// UNIQUE-NEXT:   return %1 : i32 // id: %2
// UNIQUE-NEXT: }
// UNIQUE-EMPTY:

// GENERIC:      {{/}}/ -----// IR Dump After CSE (cse) //----- //
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT:   %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   "func.return"(%1) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{/}}/ -----// IR Dump After CSE (cse) //----- //
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT:   %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
