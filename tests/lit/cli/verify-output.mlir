// RUN: not strata opt %s -convert-func-to-llvm -verify-diagnostics 2>/dev/null | FileCheck %s
// Under -verify-diagnostics the converted module is printed even when an
// expectation is not met (the exit status reports it), as with mlir-opt 22.

// CHECK: llvm.func @f()
// expected-error@+1 {{this error never happens}}
func.func @f() {
  return
}
