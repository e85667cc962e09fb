// RUN: strata opt %s 2>&1 | FileCheck %s
// RUN: strata opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=SPLIT
// Without --verify-diagnostics, mlir-opt 22 still reads the annotations:
// after the run it reports each as not produced (nothing is matched
// against them), before the output, and the exit status stays the run's.
// The expected lines are mlir-opt 22's output. (They avoid the
// annotations' own spelling, which would make them annotations too.)

// CHECK: unchecked-annotations.mlir:[[# @LINE + 15]]:6: error: expected error "boom" was not produced
// CHECK-NEXT: error@+1 {{[{][{]}}boom
// CHECK-NEXT: {{^}}     ^~~~
// CHECK: unchecked-annotations.mlir:[[# @LINE + 18]]:4: error: expected remark "hm" was not produced
// CHECK: module {
// CHECK: func.func @f()
// CHECK: func.func @g()

// SPLIT: error: expected error "boom" was not produced
// SPLIT: error: expected remark "hm" was not produced
// SPLIT: module {
// SPLIT: func.func @f()
// SPLIT: // -----
// SPLIT: func.func @g()
func.func @f() {
  // expected-error@+1 {{boom}}
  return
}

// -----

// expected-remark@+1 {{hm}}
func.func @g() {
  return
}
