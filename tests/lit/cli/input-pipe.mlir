// An input file that is a pipe (bash's process substitution here) is read
// from its first byte: the check for a big input once read the first 8
// bytes of any file to look for bytecode, taking them from a pipe.
// RUN: strata opt <(cat %s) | FileCheck %s
// RUN: strata opt %s --convert-to-llvm -o %t.mlir
// RUN: strata translate --mlir-to-llvmir <(cat %t.mlir) | FileCheck %s --check-prefix=LLVM
// RUN: strata run <(cat %s) --entry-point-result=i32 | FileCheck %s --check-prefix=OUT
// RUN: strata bc <(cat %s) -o %t.bc
// RUN: strata opt <(cat %t.bc) | FileCheck %s

// CHECK: func.func @main() -> i32
// CHECK-NEXT: arith.constant 42 : i32
// LLVM: ret i32 42
// OUT: 42
func.func @main() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}
