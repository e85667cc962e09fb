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
