// Errors are reported as file:line:col: error: ..., with exit status 1,
// and no output file is left behind.
// RUN: not strata translate --mlir-to-llvmir %s -o %t.ll 2>&1 | FileCheck %s
// RUN: test ! -e %t.ll
// Each chunk of a split input is translated on its own; a bad chunk fails
// the run but the good ones are still printed to stdout. Its diagnostics
// are located as mlir-translate 22 locates them, in the split: `within
// split at FILE:N offset :L:C`, N the line the split starts on, L counted
// from there.
// RUN: not strata translate --mlir-to-llvmir --split-input-file %s 2> %t.err | FileCheck %s --check-prefix=SPLIT
// RUN: FileCheck %s --check-prefix=SPLITERR < %t.err
// RUN: strata translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=SPLIT
// The same with mlir-translate.
// RUN: mlir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=SPLIT

// SPLITERR: within split at {{.*}}errors.mlir:1 offset :[[@LINE+1]]:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
func.func @f() { // expected-error {{cannot be converted to LLVM IR}}
  return
}

// -----

// SPLIT: define void @ok()
// SPLIT-NOT: define
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "ok"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// Without splitting, the whole file is one module and this is its first error.
// CHECK: errors.mlir:[[@LINE+3]]:17: error: use of undeclared SSA value name
// SPLITERR: within split at {{.*}}errors.mlir:[[# @LINE - 4]] offset :7:17: error: use of undeclared SSA value name
"llvm.func"() <{function_type = !llvm.func<i32 ()>, sym_name = "bad"}> ({
  "llvm.return"(%x) : (i32) -> () // expected-error {{use of undeclared SSA value name}}
}) : () -> ()
