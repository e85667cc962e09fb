// RUN: strata opt -split-input-file -verify-diagnostics %s
// RUN: not strata opt %s 2>&1 | FileCheck %s
// Ops of dialects mlir-opt does not have, and unknown ops of dialects it
// has, as mlir-opt 22 reports them (the expected messages are its output).

// CHECK: note: Available dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sme, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, irdl, linalg, llvm, math, memref, ml_program, mpi, nvgpu, nvvm, omp, pdl, pdl_interp, ptr, quant, rocdl, scf, shape, shard, smt, sparse_tensor, spirv, tensor, test, test_dyn, test_irdl_to_cpp, tosa, transform, ub, vector, wasmssa, x86vector, xegpu, xevm ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management
func.func @custom() {
  // expected-error@+2 {{Dialect `foo' not found for custom op 'foo.bar' }}
  // expected-note@+1 {{Available dialects: acc, affine, amdgpu}}
  %0 = foo.bar 1 : i32
  return
}

// -----

func.func @custom_unknown_op() {
  // expected-error@+1 {{custom op 'arith.frobnicate' is unknown}}
  %0 = arith.frobnicate 1 : i32
  return
}

// -----

// The generic form is reported at the token after the op's name.
func.func @generic() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  %0 = "foo.bar"() : () -> i32
  return
}

// -----

// expected-error@+1 {{unregistered operation 'ub.frobnicate' found in dialect ('ub') that does not allow unknown operations}}
"ub.frobnicate"() : () -> ()

// -----

// expected-error@+1 {{unregistered operation 'index.frobnicate' found in dialect ('index') that does not allow unknown operations}}
"index.frobnicate"() : () -> ()

// -----

// Attributes and types of dialects mlir-opt lacks need
// --allow-unregistered-dialect; the error shows them as MLIR's opaque
// attributes and types, at the name after the dialect (`#foo.bar`) or at
// the start (`#foo<...>`).
// expected-error@+1 {{#"foo"<"bar<"x">"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
func.func @attr() attributes {a = #foo.bar<"x">} {
  return
}

// -----

// expected-error@+1 {{#"foo"<"bar<1, 2>"> : 'i32' attribute created with unregistered dialect}}
func.func @typed_attr() attributes {a = #foo.bar<1, 2> : i32} {
  return
}

// -----

// expected-error@+1 {{#"foo"<""y""> : 'none' attribute created with unregistered dialect}}
func.func @opaque_attr() attributes {a = #foo<"y">} {
  return
}

// -----

// expected-error@+1 {{`!"foo"<"t<x, "y">">` type created with unregistered dialect}}
func.func @type(%a: !foo.t<x, "y">) {
  return
}

// -----

// expected-error@+1 {{`!"foo"<""t"">` type created with unregistered dialect}}
func.func @opaque_type(%a: !foo<"t">) {
  return
}
