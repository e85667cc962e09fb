// RUN: strata opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// LLVM type parse errors with mlir-opt 22's messages (upstream's
// Dialect/LLVMIR/types-invalid.mlir, all but the chunk whose expectation
// is newer than MLIR 22): invalid array / struct elements and function
// result / argument types, identified struct misuse, builtin types and
// unknown names after `!llvm.`, and malformed target extension types.

func.func @array_of_void() {
  // expected-error @+1 {{invalid array element type: '!llvm.void'}}
  "some.op"() : () -> !llvm.array<4 x void>
}

// -----

func.func @function_returning_function() {
  // expected-error @+1 {{invalid function result type: '!llvm.func<void ()>'}}
  "some.op"() : () -> !llvm.func<func<void ()> ()>
}

// -----

func.func @function_taking_function() {
  // expected-error @+1 {{invalid function argument type: '!llvm.func<void ()>'}}
  "some.op"() : () -> !llvm.func<void (func<void ()>)>
}

// -----

func.func @function_taking_void() {
  // expected-error @+1 {{invalid function argument type: '!llvm.void'}}
  "some.op"() : () -> !llvm.func<void (void)>
}

// -----

func.func @valid_edge_types() {
  // MLIR 22 accepts these.
  "some.op"() : () -> !llvm.array<2 x x86_amx>
  "some.op"() : () -> !llvm.func<token (metadata, label, token)>
  "some.op"() : () -> !llvm.struct<"rec", (ptr, struct<"rec">, array<2 x struct<"rec">>)>
  return
}

// -----

func.func @repeated_struct_opaque_redefinition() {
  "some.op"() : () -> !llvm.struct<"a", ()>
  // expected-error @+1 {{redeclaring defined struct as opaque}}
  "some.op"() : () -> !llvm.struct<"a", opaque>
}

// -----

func.func @struct_literal_opaque() {
  // expected-error @+1 {{only identified structs can be opaque}}
  "some.op"() : () -> !llvm.struct<opaque>
}

// -----

func.func @top_level_struct_no_body() {
  // expected-error @below {{struct without a body only allowed in a recursive struct}}
  "some.op"() : () -> !llvm.struct<"a">
}

// -----

func.func @nested_redefine_attempt() {
  // expected-error @below {{identifier already used for an enclosing struct}}
  "some.op"() : () -> !llvm.struct<"a", (struct<"a", ()>)>
}

// -----

func.func @unexpected_type() {
  // expected-error @+1 {{unexpected type, expected keyword}}
  "some.op"() : () -> !llvm.tensor<*xf32>
}

// -----

func.func @unknown_type() {
  // expected-error @+1 {{unknown LLVM type: ifoo}}
  "some.op"() : () -> !llvm.ifoo
}

// -----

func.func @struct_with_token() {
  // expected-error @+1 {{invalid LLVM structure element type: '!llvm.token'}}
  "some.op"() : () -> !llvm.struct<(i32, token)>
}

// -----

func.func @identified_struct_with_void() {
  // expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
  "some.op"() : () -> !llvm.struct<"a", (void)>
}

// -----

// expected-error @+1 {{unexpected type, expected keyword}}
func.func private @builtin_float() -> !llvm.f32

// -----

func.func private @target_ext_invalid_order() {
  // expected-error @+1 {{failed to parse parameter list for target extension type}}
  "some.op"() : () -> !llvm.target<"target1", 5, i32, 1>
}

// -----

func.func private @target_ext_no_name() {
  // expected-error@below {{expected string}}
  // expected-error@below {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
  "some.op"() : () -> !llvm.target<i32, 42>
}
