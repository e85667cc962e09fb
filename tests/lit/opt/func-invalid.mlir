// RUN: strata opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// The func dialect's verifier, with mlir-opt 22's messages (the same file
// passes `mlir-opt -split-input-file -verify-diagnostics`).

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32) -> i32

// -----

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
func.func @arg_attrs(%a: i32) attributes {arg_attrs = [{}, {}]} {
  return
}

// -----

// expected-error@+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
func.func @res_attrs() -> i32 attributes {res_attrs = [{}, {}]} {
  %0 = arith.constant 0 : i32
  return %0 : i32
}

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> i32, sym_name = "entry_type"}> ({
^bb0(%arg0: i64):
  "func.return"(%arg0) : (i64) -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> i32, sym_name = "entry_count"}> ({
^bb0(%arg0: i32, %arg1: i32):
  "func.return"(%arg0) : (i32) -> ()
}) : () -> ()

// -----

func.func @return_count(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 0}}
  return %a : i32
}

// -----

func.func @return_type() -> (i32, i64) {
  %0 = arith.constant 0 : i32
  // expected-error@+1 {{type of return operand 1 ('i32') doesn't match function result type ('i64') in function @return_type}}
  return %0, %0 : i32, i32
}

// -----

func.func @return_parent() {
  "test.op"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @call_operand(%a: i64) -> i32 {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @g(%a) : (i64) -> i32
  return %0 : i32
}

// -----

func.func private @g(i32) -> i32
func.func @call_result(%a: i32) -> i64 {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'i64'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %0 = call @g(%a) : (i32) -> i64
  return %0 : i64
}

// -----

func.func private @g(i32) -> i32
func.func @call_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @g(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @call_results(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0:2 = call @g(%a) : (i32) -> (i32, i32)
  return
}

// -----

llvm.func @lf(i32) -> i32
func.func @call_llvm(%a: i32) {
  // expected-error@+1 {{'func.call' op 'lf' does not reference a valid function}}
  %0 = call @lf(%a) : (i32) -> i32
  return
}

// -----

module {
  func.func private @outer(i32)
  module {
    func.func @call_nested(%a: i32) {
      // expected-error@+1 {{'func.call' op 'outer' does not reference a valid function}}
      call @outer(%a) : (i32) -> ()
      return
    }
  }
}

// -----

func.func @call_indirect(%f: (i32) -> i32, %a: i64) -> i32 {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i64) -> i32
  return %0 : i32
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @constant_type : () -> i64
  return
}

// -----

func.func @constant_missing() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : () -> i64
  return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @llvm_return(%a: i32) -> i64 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

// Only llvm.func takes a variadic `...`; elsewhere it is refused as the
// type or argument it stands for (Strata dropped it before).
// expected-error@+1 {{expected non-function type}}
func.func private @variadic_decl(i32, ...)

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @variadic_def(%a: i32, ...) {
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @mixed(%a: i32, i32) {
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{custom op 'gpu.func' expected SSA identifier}}
  gpu.func @variadic_kernel(%a: i32, ...) {
    gpu.return
  }
}
