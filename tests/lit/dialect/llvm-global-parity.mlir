// RUN: strata opt %s --split-input-file --verify-diagnostics
// llvm.mlir.global and llvm.call diagnostics with mlir-opt 22's messages
// (upstream's Dialect/LLVMIR/global.mlir and invalid.mlir): required
// attributes of the generic form, the address space constraint, a string
// value's array type, target extension type initializers, value and
// initializer region together or of the wrong type, the custom forms'
// type lists, and the second error llvm.call gives for a bad trailing type.

// expected-error @+1 {{op requires attribute 'sym_name'}}
"llvm.mlir.global"() ({}) {linkage = #llvm.linkage<private>, type = i64, constant, global_type = i64, value = 42 : i64} : () -> ()

// -----

// expected-error @+1 {{requires attribute 'global_type'}}
"llvm.mlir.global"() ({}) {sym_name = "foo", constant, value = 42 : i64} : () -> ()

// -----

// expected-error @+1 {{'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "foo", global_type = i64, value = 42 : i64, addr_space = -1 : i32, linkage = #llvm.linkage<private>} : () -> ()

// -----

// expected-error @+1 {{requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @string("foobar") : !llvm.array<42 x i8>

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @i64_needs_type(0: i64)

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' expected zero or one type}}
llvm.mlir.global internal @more_than_one_type(0) : i64, i32

// -----

llvm.mlir.global internal @foo(0: i32) : i32

func.func @bar() {
  // expected-error @+1 {{custom op 'llvm.mlir.addressof' invalid kind of attribute specified}}
  llvm.mlir.addressof "foo" : i64 : !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @g() : i32 {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @g(43 : i64) : i64 {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}

// -----

// expected-error @+1 {{global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global @target_fail(0 : i64) : !llvm.target<"spirv.Image", i32, 0>

// -----

// Valid: a region initializer of the global's type, and a string global
// whose type is left out.
llvm.mlir.global internal @ok() : i64 {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}
llvm.mlir.global internal constant @str("abc")

// -----

func.func private @standard_func_callee()

func.func @call_missing_ptr_type(%arg : i8) {
  // expected-error@+2 {{expected '('}}
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  llvm.call @standard_func_callee(%arg) : !llvm.ptr, (i8) -> (i8)
  llvm.return
}

// -----

func.func @call_non_function_type(%callee : !llvm.ptr, %arg : i8) {
  // expected-error@+2 {{expected '('}}
  // expected-error@+1 {{custom op 'llvm.call' expected trailing function type}}
  llvm.call %callee(%arg) : !llvm.ptr, !llvm.func<i8 (i8)>
  llvm.return
}
