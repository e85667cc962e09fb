// RUN: strata translate --mlir-to-llvmir -split-input-file -verify-diagnostics %s
// RUN: not strata translate --mlir-to-llvmir -split-input-file %s 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: not strata translate --mlir-to-llvmir --allow-unregistered-dialect -split-input-file %s 2>&1 | FileCheck %s --check-prefix=ALLOW
// mlir-translate registers only the dialects it translates (llvm, builtin,
// func, gpu, spirv, the GPU targets'...): ops of the dialects lowered
// before it, such as arith, cf or ub, are parse errors there, as in
// mlir-translate 22 (the expected messages are its output).

// NOTE: note: Available dialects: acc, arm_neon, arm_sme, arm_sve, builtin, dlti, func, gpu, llvm, nvvm, omp, ptr, rocdl, spirv, vcix, xevm ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management
// ALLOW: within split at {{.*}}registered-dialects.mlir:1 offset :[[# @LINE + 4]]:3: error: Dialect `cf' not found for custom op 'cf.br'
llvm.func @branch() {
  // expected-error@+2 {{Dialect `cf' not found for custom op 'cf.br' }}
  // expected-note@+1 {{Available dialects: acc, arm_neon, arm_sme, arm_sve, builtin, dlti, func, gpu, llvm, nvvm, omp, ptr, rocdl, spirv, vcix, xevm ;}}
  cf.br ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @poison() -> vector<2xi32> {
  // expected-error@+2 {{Dialect `ub' not found for custom op 'ub.poison' }}
  // expected-note@+1 {{Available dialects}}
  %0 = ub.poison : vector<2xi32>
  llvm.return %0 : vector<2xi32>
}

// -----

// The binary-op fast path of the parser makes the same check.
llvm.func @add(%a: i64) -> i64 {
  // expected-error@+2 {{Dialect `arith' not found for custom op 'arith.addi' }}
  // expected-note@+1 {{Available dialects}}
  %0 = arith.addi %a, %a : i64
  llvm.return %0 : i64
}

// -----

// In the generic form the op is of an unregistered dialect, located at the
// token after its name; with --allow-unregistered-dialect it is parsed as
// an unknown op, which has no translation.
// ALLOW: within split at {{.*}}registered-dialects.mlir:38 offset :[[# @LINE + 4 - 37]]:8: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: arith.constant
// ALLOW: within split at {{.*}}registered-dialects.mlir:38 offset :[[# @LINE + 3 - 37]]:8: note: see current operation: %0 = "arith.constant"() {value = 1 : i32} : () -> i32
llvm.func @constant() -> i32 {
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i32
  llvm.return %0 : i32
}

// -----

// MLIR's test dialect is mlir-opt's, not mlir-translate's.
// ALLOW: within split at {{.*}}registered-dialects.mlir:51 offset :[[# @LINE + 3 - 50]]:3: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: test.foo
llvm.func @test_op() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "test.foo"() : () -> ()
  llvm.return
}

// -----

// So are attributes and types of those dialects.
llvm.func @fastmath(%a: f32) -> f32 {
  // expected-error@+1 {{#"arith"<"fastmath<fast>"> : 'none' attribute created with unregistered dialect}}
  %0 = llvm.fadd %a, %a {fastmathFlags = #arith.fastmath<fast>} : f32
  llvm.return %0 : f32
}

// -----

// func is registered: its ops parse, and fail translation.
// expected-error@+1 {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func}}
func.func @f() {
  return
}
