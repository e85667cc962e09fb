// RUN: not strata opt %s -convert-func-to-llvm='bogus=1' -split-input-file 2>&1 | FileCheck %s
// RUN: not strata opt %s -convert-func-to-llvm='bogus=1' -split-input-file -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not strata opt %s -convert-func-to-llvm='bogus=1' -split-input-file 2>/dev/null | FileCheck %s --check-prefix=OUT
// As in mlir-opt 22, a bad pass option fails every chunk with a diagnostic
// at an unknown location, and failed chunks keep their output separators.

// CHECK: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// CHECK-EMPTY:
// CHECK-NEXT: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// VERIFY: <unknown>:0: error: unexpected error: <Pass-Options-Parser>: no such option bogus
// VERIFY: <unknown>:0: error: unexpected error: <Pass-Options-Parser>: no such option bogus
// OUT: // -----
// OUT-NOT: module
func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
