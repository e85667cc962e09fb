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
