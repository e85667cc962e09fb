// RUN: not strata translate --mlir-to-llvmir --allow-unregistered-dialect -split-input-file %s 2>&1 | FileCheck %s
// An op with no translation to LLVM IR, at module level or in a function
// body, is named and quoted as mlir-translate 22 does (which also prefixes
// each location with the split it is in).

// CHECK: within split at {{.*}}untranslatable-ops.mlir:1 offset :[[# @LINE + 3]]:3: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: some.op
// CHECK: within split at {{.*}}untranslatable-ops.mlir:1 offset :[[# @LINE + 2]]:3: note: see current operation: "some.op"() : () -> ()
module {
  "some.op"() : () -> ()
}

// -----

// CHECK: within split at {{.*}}untranslatable-ops.mlir:12 offset :[[# @LINE + 3 - 11]]:8: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: other.op
// CHECK: within split at {{.*}}untranslatable-ops.mlir:12 offset :[[# @LINE + 2 - 11]]:8: note: see current operation: %0 = "other.op"() : () -> i32
llvm.func @f() -> i32 {
  %0 = "other.op"() : () -> i32
  llvm.return %0 : i32
}
