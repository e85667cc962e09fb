// RUN: strata opt %s --split-input-file --verify-diagnostics
// Generic-form properties and required inherent attributes as mlir-opt 22
// accepts and rejects them: an op with no properties in MLIR 22 rejects any
// `<{...}>` (even an empty one), operand types are resolved before the
// properties are set, and a missing required attribute is the verifier's
// "requires attribute" error for the first one absent in name order,
// including the llvm symbols' `linkage` and the calls' `op_bundle_sizes`,
// which Strata otherwise reads as their defaults.

func.func @f() {
  // expected-error @below {{invalid properties {foo = 1 : i32} for op func.return: this operation does not support properties}}
  "func.return"() <{foo = 1 : i32}> : () -> ()
}

// -----

func.func @f() {
  // expected-error @below {{invalid properties {} for op cf.br: this operation does not support properties}}
  "cf.br"()[^bb1] <{}> : () -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) -> i32 {
  // expected-error @below {{invalid properties {a = 2 : i64, b} for op llvm.intr.bswap: this operation does not support properties}}
  %0 = "llvm.intr.bswap"(%x) <{b, a = 2}> : (i32) -> i32
  return %0 : i32
}

// -----

func.func @f(%x: i32) {
  // expected-error @below {{invalid properties {x} for op scf.yield: this operation does not support properties}}
  "scf.yield"() <{x}> : () -> ()
}

// -----

func.func @f(%x: i32) {
  // The operand types are checked first.
  // expected-error @below {{expected 0 operand types but had 1}}
  "func.return"() <{foo = 1 : i32}> : (i32) -> ()
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%x: i32) {
  // expected-error @below {{use of value '%x' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = "arith.addf"(%x, %x) <{fastmath = 1}> : (f32, f32) -> f32
  return
}

// -----

// expected-error @below {{'llvm.mlir.global' op requires attribute 'linkage'}}
"llvm.mlir.global"() <{global_type = i32, sym_name = "g", value = 1 : i32}> ({}) : () -> ()

// -----

// expected-error @below {{'llvm.mlir.global' op requires attribute 'global_type'}}
"llvm.mlir.global"() <{sym_name = "g", value = 1 : i32}> ({}) : () -> ()

// -----

// expected-error @below {{'llvm.mlir.global' op requires attribute 'sym_name'}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, value = 1 : i32}> ({}) : () -> ()

// -----

// expected-error @below {{'llvm.mlir.alias' op requires attribute 'linkage'}}
"llvm.mlir.alias"() <{alias_type = !llvm.ptr, sym_name = "a"}> ({
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}) : () -> ()

// -----

// expected-error @below {{'llvm.mlir.ifunc' op requires attribute 'i_func_type'}}
"llvm.mlir.ifunc"() <{sym_name = "i", i_type = !llvm.func<void ()>}> : () -> ()

// -----

// expected-error @below {{'llvm.mlir.ifunc' op requires attribute 'linkage'}}
"llvm.mlir.ifunc"() <{sym_name = "i", i_func_type = !llvm.func<void ()>}> : () -> ()

// -----

// expected-error @below {{'llvm.mlir.ifunc' op requires attribute 'resolver'}}
"llvm.mlir.ifunc"() <{sym_name = "i", i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>}> : () -> ()

// -----

// expected-error @below {{'llvm.mlir.ifunc' op requires attribute 'resolver_type'}}
"llvm.mlir.ifunc"() <{sym_name = "i", i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r}> : () -> ()

// -----

// expected-error @below {{'llvm.mlir.ifunc' op requires attribute 'sym_name'}}
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr}> : () -> ()

// -----

llvm.func @g()
llvm.func @f() {
  // expected-error @below {{'llvm.call' op requires attribute 'op_bundle_sizes'}}
  "llvm.call"() <{callee = @g, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}

// -----

func.func @f(%a: i32, %b: i32) -> i1 {
  // expected-error @below {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %b) : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error @below {{'memref.subview' op requires attribute 'static_sizes'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{'memref.prefetch' op requires attribute 'isDataCache'}}
  "memref.prefetch"(%m, %i) <{isWrite = false, localityHint = 1 : i32}> : (memref<8xf32>, index) -> ()
  return
}

// -----

// expected-error @below {{'spirv.module' op requires attribute 'addressing_model'}}
"spirv.module"() <{memory_model = #spirv.memory_model<GLSL450>}> ({
}) : () -> ()

// -----

// expected-error @below {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A property's value of a kind its storage does not convert from fails
// as the properties are set, before the verifier runs.

func.func @f() -> i32 {
  // expected-error @below {{invalid properties {value = i32} for op arith.constant: Invalid attribute `value` in property conversion: i32}}
  %0 = "arith.constant"() <{value = i32}> : () -> i32
  return %0 : i32
}

// -----

// expected-error @below {{invalid properties {global_type = i32, linkage = 1 : i64, sym_name = "g", value = 1 : i32} for op llvm.mlir.global: Invalid attribute `linkage` in property conversion: 1 : i64}}
"llvm.mlir.global"() <{global_type = i32, sym_name = "g", value = 1 : i32, linkage = 1}> ({}) : () -> ()

// -----

func.func @g()
func.func @f() {
  // expected-error @below {{invalid properties {callee = "g"} for op func.call: Invalid attribute `callee` in property conversion: "g"}}
  "func.call"() <{callee = "g"}> : () -> ()
  return
}

// -----

func.func @f(%b: i1) {
  // expected-error @below {{invalid properties {msg} for op cf.assert: Invalid attribute `msg` in property conversion: unit}}
  "cf.assert"(%b) <{msg}> : (i1) -> ()
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error @below {{Invalid attribute `static_offsets` in property conversion: array<i32: 0, 0>}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i32: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

llvm.func @f(%n: i64) {
  // expected-error @below {{invalid properties {elem_type = "i32"} for op llvm.alloca: Invalid attribute `elem_type` in property conversion: "i32"}}
  %0 = "llvm.alloca"(%n) <{elem_type = "i32"}> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

func.func @f(%b: i1) {
  // expected-error @below {{invalid properties {operandSegmentSizes = i32} for op cf.cond_br: expected DenseI32ArrayAttr for key `value`}}
  "cf.cond_br"(%b) [^bb1, ^bb1] <{operandSegmentSizes = i32}> : (i1) -> ()
^bb1:
  return
}

// -----

llvm.func @f(%a: i32) -> i32 {
  // expected-error @below {{invalid properties {overflowFlags = "nsw"} for op llvm.add: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = "nsw"}> : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{invalid properties {elem_type = i8, noWrapFlags, rawConstantIndices = array<i32: 1>} for op llvm.getelementptr: expected IntegerAttr storage for ::mlir::LLVM::GEPNoWrapFlags}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

func.func @f(%b: i1, %x: i32) {
  // expected-error @below {{'cf.cond_br' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%b, %x) [^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @below {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%x) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.indirectbr' op requires attribute 'indbr_operand_segments'}}
  "llvm.indirectbr"(%p) [^bb1] : (!llvm.ptr) -> ()
^bb1:
  llvm.return
}

// -----

// expected-error @below {{'memref.global' op initial value should be a unit or elements attribute, but got "x"}}
"memref.global"() <{initial_value = "x", sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> : () -> ()

// -----

func.func @f(%m: memref<8x8xf32>, %i: index) {
  // expected-error @below {{'memref.subview' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m, %i) <{static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @f() {
  // An absent operandSegmentSizes counts no operand.
  %0 = "memref.alloc"() : () -> memref<4xf32>
  return
}
