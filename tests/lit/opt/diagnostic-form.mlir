// RUN: not strata opt %s -split-input-file 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// Diagnostics as mlir-opt 22 prints them (this file's output is identical
// to mlir-opt's): the source line with a caret under the column, the op a
// verifier error is about quoted in its generic form (on new lines when it
// spans several), notes at another place echoing their line too.

// CHECK:{{.*}}diagnostic-form.mlir:[[# @LINE + 2]]:3: error: 'func.return' op has 1 operands, but enclosing function (@r) returns 0
func.func @r(%a: i32) {
  return %a : i32
}
// CHECK-NEXT:  return %a : i32
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}diagnostic-form.mlir:[[# @LINE - 4]]:3: note: see current operation: "func.return"(%arg0) : (i32) -> ()

// -----

// CHECK:{{.*}}diagnostic-form.mlir:[[# @LINE + 1]]:1: error: 'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1
func.func @rr() -> i32 attributes {res_attrs = [{}, {}]} {
	%0 = arith.constant 0 : i32
  return %0 : i32
}
// CHECK-NEXT:func.func @rr() -> i32 attributes {res_attrs = [{}, {}]} {
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}diagnostic-form.mlir:[[# @LINE - 6]]:1: note: see current operation: {{$}}
// CHECK-NEXT:"func.func"() <{function_type = () -> i32, res_attrs = [{}, {}], sym_name = "rr"}> ({
// CHECK-NEXT:  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT:  "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:}) : () -> ()

// -----

// A tab in the line is expanded, the caret follows it.
func.func @t(%a: i32) -> i64 {
	return %a : i32
}
// CHECK:{{.*}}diagnostic-form.mlir:[[# @LINE - 2]]:2: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @t
// CHECK-NEXT:        return %a : i32
// CHECK-NEXT:        ^
// CHECK-NEXT:{{.*}}diagnostic-form.mlir:[[# @LINE - 5]]:2: note: see current operation: "func.return"(%arg0) : (i32) -> ()

// -----

// Where a non-dominating operand is defined.
func.func @b(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  %z = arith.constant 1 : i32
  cf.br ^bb4(%z : i32)
^bb4(%x: i32):
  cf.br ^bb3
^bb3:
  return %x : i32
}
// CHECK:{{.*}}diagnostic-form.mlir:[[# @LINE - 2]]:3: error: operand #0 does not dominate this use
// CHECK-NEXT:  return %x : i32
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}diagnostic-form.mlir:[[# @LINE - 5]]:3: note: see current operation: "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:{{.*}}diagnostic-form.mlir:[[# @LINE - 16]]:1: note: operand defined as a block argument (block #3 in the same region)
// CHECK-NEXT:func.func @b(%c: i1) -> i32 {
// CHECK-NEXT:^

// -----

func.func @n() {
  %0 = arith.constant 0 : i32
}
// CHECK:{{.*}}diagnostic-form.mlir:[[# @LINE - 2]]:8: error: block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT:  %0 = arith.constant 0 : i32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}diagnostic-form.mlir:[[# @LINE - 5]]:8: note: see current operation: %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
