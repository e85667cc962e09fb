// Invalid llvm dialect input gets mlir-opt 22's diagnostics: verifier
// checks of constants, atomics, calls, globals, functions, casts and
// indexing, and the custom forms' parse errors (at MLIR's locations).
// RUN: strata opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: not strata opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s

llvm.func @string_constant() {
  // expected-error@below {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("foo") : !llvm.array<2 x i8>
  llvm.return
}

// -----

llvm.func @struct_constant() -> !llvm.struct<(f64, f32)> {
  // expected-error@below {{'llvm.mlir.constant' op struct element at index 1 is of wrong type}}
  %0 = llvm.mlir.constant([1.0 : f64, 1.0 : f64]) : !llvm.struct<(f64, f32)>
  llvm.return %0 : !llvm.struct<(f64, f32)>
}

// -----

llvm.func @float_semantics() -> f16 {
  // expected-error@below {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(1.0 : bf16) : f16
  llvm.return %0 : f16
}

// -----

llvm.func @float_as_integer() -> vector<2xi8> {
  // expected-error@below {{'llvm.mlir.constant' op expected integer type of width 16}}
  %0 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf16>) : vector<2xi8>
  llvm.return %0 : vector<2xi8>
}

// -----

llvm.func @element_count() -> vector<5xf64> {
  // expected-error@below {{'llvm.mlir.constant' op type and attribute have a different number of elements: 5 vs. 2}}
  %0 = llvm.mlir.constant(dense<[1.0, 1.0]> : tensor<2xf64>) : vector<5xf64>
  llvm.return %0 : vector<5xf64>
}

// -----

llvm.mlir.global internal constant @array_of_structs() : !llvm.array<1 x struct<(i32, f32)>> {
  // expected-error@below {{'llvm.mlir.constant' op nested array attribute size for struct element at index 0 must match struct size: 1 vs. 2}}
  %0 = llvm.mlir.constant([[1 : i32]]) : !llvm.array<1 x struct<(i32, f32)>>
  llvm.return %0 : !llvm.array<1 x struct<(i32, f32)>>
}

// -----

llvm.func @atomic_load(%p: !llvm.ptr) -> f32 {
  // expected-error@below {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @atomic_store(%p: !llvm.ptr, %v: i1) {
  // expected-error@below {{'llvm.store' op unsupported type 'i1' for atomic access}}
  llvm.store %v, %p atomic monotonic {alignment = 1 : i64} : i1, !llvm.ptr
  llvm.return
}

// -----

llvm.func @rmw_float(%p: !llvm.ptr, %v: i32) -> i32 {
  // expected-error@below {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v unordered : !llvm.ptr, i32
  llvm.return %0 : i32
}

// -----

llvm.func @rmw_int(%p: !llvm.ptr, %v: f32) -> f32 {
  // expected-error@below {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw max %p, %v monotonic : !llvm.ptr, f32
  llvm.return %0 : f32
}

// -----

llvm.func @cmpxchg_failure(%p: !llvm.ptr, %v: i32) {
  // expected-error@below {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @variadic(i32, ...)
llvm.func @var_callee_type(%a: i32) {
  // expected-error@below {{'llvm.call' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.call @variadic(%a) vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @variadic(i32, ...)
llvm.func @invoke_var_callee_type(%a: i32) attributes {personality = @variadic} {
  // expected-error@below {{'llvm.invoke' op expected var_callee_type to return void}}
  llvm.invoke @variadic(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<i8 (i32, ...)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @indirect_callee(%f: !llvm.func<i8 (i8)>, %a: i8) {
  // expected-error@below {{'llvm.call' op indirect call expects a pointer as callee: '!llvm.func<i8 (i8)>'}}
  %0 = llvm.call %f(%a) : !llvm.func<i8 (i8)>, (i8) -> i8
  llvm.return
}

// -----

llvm.func @callee() -> i32
llvm.func @missing_result() {
  // expected-error@below {{'llvm.call' op expected function call to produce a value}}
  llvm.call @callee() : () -> ()
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @operand_count(%a: i32) {
  // expected-error@below {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  llvm.call @callee(%a, %a) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @foo()
llvm.func @bundle_tags(%a: i32) {
  // expected-error@below {{expected 2 operand bundle tags, but actually got 1}}
  "llvm.call"(%a, %a) <{op_bundle_tags = ["tag"]}> {callee = @foo, operandSegmentSizes = array<i32: 0, 2>, op_bundle_sizes = array<i32: 1, 1>} : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @call_results(%f: !llvm.ptr) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:18: error: custom op 'llvm.call' expected function with 0 or 1 result
  // expected-error@below {{custom op 'llvm.call' expected function with 0 or 1 result}}
  llvm.call %f() : !llvm.ptr, () -> (i32, i32)
  llvm.return
}

// -----

llvm.func @call_trailing_types(%f: !llvm.ptr, %a: i8) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:20: error: custom op 'llvm.call' expected indirect call to have 2 trailing types
  // expected-error@below {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %f(%a) : (i8) -> (i8)
  llvm.return
}

// -----

// expected-error@below {{alignment attribute is not a power of 2}}
llvm.mlir.global private @alignment(42 : i64) {alignment = 63} : i64

// -----

// expected-error@below {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @common(42 : i32) : i32

// -----

// expected-error@below {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @appending() : i32

// -----

llvm.mlir.global @not_comdat(0 : i32) : i32
// expected-error@below {{expected comdat symbol}}
llvm.mlir.global @comdat(0 : i32) comdat(@not_comdat) : i32

// -----

llvm.comdat @comdats {
  // expected-error@below {{only comdat selector symbols can appear in a comdat region}}
  llvm.return
}

// -----

llvm.mlir.global internal @side_effects() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@below {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}

// -----

llvm.func @dtor()
// expected-error@below {{'llvm.mlir.global_dtors' op 'dtor' does not have a definition}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @ctor() {
  llvm.return
}
// expected-error@below {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [], data = [#llvm.zero]

// -----

llvm.mlir.global external @x(42 : i32) : i32
// expected-error@below {{'llvm.mlir.alias' op 'appending' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias appending @y : i32 {
  %0 = llvm.mlir.addressof @x : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error@below {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias external @y : i32 {
  %0 = llvm.mlir.constant(42 : i64) : i64
  llvm.return %0 : i64
}

// -----

llvm.mlir.global external @resolve_foo() : !llvm.ptr
// expected-error@below {{'llvm.mlir.ifunc' op must have a function resolver}}
llvm.mlir.ifunc external @foo : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolve_foo

// -----

llvm.func @resolve_foo() -> !llvm.ptr
// expected-error@below {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc external @foo : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolve_foo

// -----

llvm.mlir.global external @x(42 : i32) : i32
llvm.func @address_space() {
  // expected-error@below {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @x : !llvm.ptr<4>
  llvm.return
}

// -----

// expected-error@below {{no_inline and always_inline attributes are incompatible}}
llvm.func @inlining() attributes {always_inline, no_inline} {
  llvm.return
}

// -----

// expected-error@below {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone() attributes {optimize_none} {
  llvm.return
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @personality(...) -> i32
// expected-error@below {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @landingpad_types(%a: i32) -> i32 attributes {personality = @personality} {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  %1 = llvm.invoke @foo(%0) to ^bb3 unwind ^bb4 : (i32) -> i32
^bb2:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
^bb3:
  llvm.return %1 : i32
^bb4:
  %3 = llvm.landingpad cleanup : i32
  llvm.resume %3 : i32
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @no_personality(%a: i32) -> i32 {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@below {{llvm.landingpad needs to be in a function with a personality}}
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @personality(...) -> i32
llvm.func @clause(%a: i32) -> i32 attributes {personality = @personality} {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@below {{clause #0 is not a known constant - null, addressof, bitcast}}
  %1 = llvm.landingpad (catch %a : i32) : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @tags() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @tags, tag = <id = 1>> : !llvm.ptr
  llvm.blocktag <id = 1>
  llvm.br ^bb1
^bb1:
  // expected-error@below {{duplicate block tag '1' in the same function: }}
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @no_tag() -> !llvm.ptr {
  // expected-error@below {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @no_tag, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @zext(%a: i32) -> i16 {
  // expected-error@below {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return %0 : i16
}

// -----

llvm.func @sext(%a: vector<1xi32>) -> vector<2xi64> {
  // expected-error@below {{input and output vectors are of incompatible shape}}
  %0 = llvm.sext %a : vector<1xi32> to vector<2xi64>
  llvm.return %0 : vector<2xi64>
}

// -----

llvm.func @bitcast(%p: !llvm.ptr<1>) -> !llvm.ptr {
  // expected-error@below {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<1> to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @bitcast_int(%p: !llvm.ptr) -> i64 {
  // expected-error@below {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return %0 : i64
}

// -----

llvm.func @gep_struct(%p: !llvm.ptr, %i: i32) {
  // expected-error@below {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[%i, %i] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @gep_indexed(%p: !llvm.ptr) {
  // expected-error@below {{'llvm.getelementptr' op type '!llvm.ptr' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_types(%p: !llvm.ptr, %i: i64) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:3: error: custom op 'llvm.getelementptr' number of operands and types do not match: got 2 operands and 0 types
  // expected-error@below {{custom op 'llvm.getelementptr' number of operands and types do not match: got 2 operands and 0 types}}
  llvm.getelementptr %p[%i] : () -> (), i64
  llvm.return
}

// -----

llvm.func @alloca_type(%n: i64) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:26: error: custom op 'llvm.alloca' expected trailing function type with one argument and one result
  // expected-error@below {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  llvm.alloca %n x i32 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @scalable_shuffle(%v: vector<[4]xf32>) {
  // expected-error@below {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %v, %v [0, 0, 0, 1] : vector<[4]xf32>
  llvm.return
}

// -----

llvm.func @insertvalue(%a: i32, %s: !llvm.struct<(i32)>) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+3]]:1: error: custom op 'llvm.insertvalue' position out of bounds: 1
  // expected-error@+2 {{custom op 'llvm.insertvalue' position out of bounds: 1}}
  %0 = llvm.insertvalue %a, %s[1] : !llvm.struct<(i32)>
}

// -----

llvm.func @extractelement(%f: f32, %i: i32) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:43: error: custom op 'llvm.extractelement' invalid kind of type specified: expected builtin.vector, but found 'f32'
  // expected-error@below {{custom op 'llvm.extractelement' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.extractelement %f[%i : i32] : f32
  llvm.return
}

// -----

llvm.func @fence() {
  // expected-error@below {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence syncscope("agent") monotonic
  llvm.return
}

// -----

llvm.func @zero_target() {
  // expected-error@below {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"invalid_constant">
  llvm.return
}

// -----

llvm.func @alloca_target(%n: i64) {
  // expected-error@below {{'llvm.alloca' op this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"no_alloca"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @switch_case_type(%a: i64) {
  // expected-error@below {{expects case value type to match condition value type}}
  "llvm.switch"(%a)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @sincos(%f: f32) {
  // expected-error@below {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f32, f64)>'}}
  %0 = llvm.intr.sincos(%f) : (f32) -> !llvm.struct<(f32, f64)>
  llvm.return
}

// -----

llvm.func @icmp_predicate(%a: i32) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:18: error: custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute
  // expected-error@below {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @icmp_attribute_kind(%a: i32) {
  // expected-error@below {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp 42 %a, %a : i32
  llvm.return
}

// -----

llvm.func @rmw_scalable(%p: !llvm.ptr, %v: vector<[2]xf32>) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:8: error: custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type, but got 'vector<[2]xf32>'
  // expected-error@below {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type, but got 'vector<[2]xf32>'}}
  %0 = llvm.atomicrmw fadd %p, %v unordered : !llvm.ptr, vector<[2]xf32>
  llvm.return
}

// -----

llvm.func @foo()
llvm.func @bundle_types(%a: i32) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:20: error: custom op 'llvm.call' expected 1 types for operand bundle operands for operand bundle #0, but actually got 2
  // expected-error@below {{custom op 'llvm.call' expected 1 types for operand bundle operands for operand bundle #0, but actually got 2}}
  llvm.call @foo() ["tag"(%a : i32, i32)] : () -> ()
  llvm.return
}

// -----

llvm.func @meta_attrs(%p: !llvm.ptr) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:21: error: custom op 'llvm.load' 'llvm.load' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array
  // expected-error@below {{custom op 'llvm.load' 'llvm.load' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {noalias_scopes = "test"} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @gep_inbounds_flag(%p: !llvm.ptr, %i: i64) {
  // expected-error@below {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @inline_asm_musttail(%a: i32) {
  // expected-error@below {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  %0 = llvm.inline_asm tail_call_kind = <musttail> "foo", "=r,r" %a : (i32) -> i32
  llvm.return
}

// -----


// CHECK: llvm-invalid-parity.mlir:[[@LINE+2]]:42: error: 'CG Profile' key expects an array of '#llvm.cgprofile_entry'
// expected-error@below {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", 3 : i64>]

// -----

llvm.func @foo()
// expected-error@below {{only integer and string values are currently supported for unknown key '"yolo"'}}
llvm.module_flags [#llvm.mlir.module_flag<error, "yolo", @foo>]

// -----

llvm.func @switch_comma(%a: i64) {
  // CHECK: llvm-invalid-parity.mlir:[[@LINE+4]]:3: error: custom op 'llvm.switch' expected integer value
  // expected-error@+3 {{custom op 'llvm.switch' expected integer value}}
  llvm.switch %a : i32, ^bb1 [
    42: ^bb2,
  ]
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

// expected-error@below {{'builtin.module' op invalid data layout descriptor: unknown specifier '#'}}
module attributes {llvm.data_layout = "#vjkr32"} {
  llvm.func @f()
}

// -----

// A valid tail call kind prints as it parses.
// CHECK-LABEL: llvm.func @inline_asm_tail
// CHECK: llvm.inline_asm tail_call_kind = <tail> "foo", "=r,r" %{{.*}} : (i32) -> i32
llvm.func @inline_asm_tail(%a: i32) {
  %0 = llvm.inline_asm tail_call_kind = <tail> "foo", "=r,r" %a : (i32) -> i32
  llvm.return
}

