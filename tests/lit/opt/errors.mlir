// Bad input gets MLIR-style located diagnostics and exit status 1, and no
// output file is left behind.
// RUN: not strata opt %s --split-input-file -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// RUN: strata opt %s --split-input-file --verify-diagnostics

// CHECK: errors.mlir:[[@LINE+2]]:10: error: use of undeclared SSA value name
func.func @f() -> i32 {
  return %nope : i32 // expected-error {{use of undeclared SSA value name}}
}

// -----

// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'arith.addi' op requires the same type for all operands and results
func.func @g(%a: i32, %b: i64) -> i32 {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32 // expected-error {{requires the same type for all operands and results}}
  return %0 : i32
}

// -----

// CHECK: errors.mlir:[[@LINE+1]]:1: error: custom op 'frobnicate' is unknown
frobnicate // expected-error {{custom op 'frobnicate' is unknown}}
