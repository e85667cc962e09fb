// RUN: strata opt %s -split-input-file -verify-diagnostics
// llvm.func's parser and verifier errors, with mlir-opt 22's messages.

// expected-error@+1 {{'llvm.func' op requires one region}}
"llvm.func"() {function_type = !llvm.func<void ()>, sym_name = "f"} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires attribute 'function_type'}}
"llvm.func"() ({}) {sym_name = "f"} : () -> ()

// -----

// expected-error@+1 {{attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() ({}) {sym_name = "f", function_type = (i32) -> ()} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() ({
^bb0(%a: i32, %b: i32):
  llvm.return
}) {function_type = !llvm.func<void (i32)>, sym_name = "f"} : () -> ()

// -----

// expected-error@+1 {{type of entry block argument #1('f32') must match the type of the corresponding argument in function signature('i64')}}
"llvm.func"() ({
^bb0(%a: i32, %b: f32):
  llvm.return
}) {function_type = !llvm.func<void (i32, i64)>, sym_name = "f"} : () -> ()

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(i32, index)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'memref<2xf32>'}}
llvm.func @f() -> memref<2xf32>

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @f() -> (i32, f32)

// -----

// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @f(i32, ..., f32)

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func private @f()

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f() {
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func bogus_cc @f()

// -----

"llvm.func"() ({
// Two errors at once, both on the attribute's line.
// expected-error @below {{for Calling Conventions, got: cc_99}}
// expected-error @below {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
}) {sym_name = "f", CConv = #llvm.cconv<cc_99>, function_type = !llvm.func<void ()>} : () -> ()

// -----

// Valid: extern_weak declarations and variadic functions.
llvm.func extern_weak @g(i32, ...)
