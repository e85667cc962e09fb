// RUN: not strata opt %s --verify-diagnostics -o /dev/null 2>&1 | FileCheck %s
// RUN: not strata opt %s --verify-diagnostics=only-expected -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY
// A diagnostic whose text is expected on its line but with another
// severity is a near miss, reported at the expectation; `@unknown`
// expectations not produced are reported at no location, twice, as
// mlir-opt 22 reports them.

// CHECK: verify-diagnostics-near-miss.mlir:[[@LINE+10]]:6: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK-NEXT: // expected-warning @+1
// CHECK-NEXT: {{^     \^$}}
// CHECK-NEXT: verify-diagnostics-near-miss.mlir:[[@LINE+7]]:6: error: expected warning "use of undeclared SSA value name" was not produced
// CHECK: <unknown>:0: error: expected remark "unk" was not produced
// CHECK-NEXT: <unknown>:0: error: expected remark "unk" was not produced
// ONLY-NOT: diagnostic emitted
// ONLY: error: expected warning "use of undeclared SSA value name" was not produced
// expected-remark@unknown {{unk}}
func.func @f(%a: i32) -> i32 {
  // expected-warning @+1 {{use of undeclared SSA value name}}
  return %b : i32
}
