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

// -----

// An op's location may name an alias defined further down, but it must be
// defined, and be a location.
// CHECK: errors.mlir:[[@LINE+2]]:14: error: operation location alias was never defined
func.func @h() {
  return loc(#never) // expected-error {{operation location alias was never defined}}
}

// -----

// CHECK: errors.mlir:[[@LINE+2]]:14: error: expected location, but found '5 : i32'
func.func @k() {
  return loc(#five) // expected-error {{expected location, but found '5 : i32'}}
}
#five = 5 : i32

// -----

// Nested in a location, an alias must already be defined.
// CHECK: errors.mlir:[[@LINE+2]]:26: error: undefined symbol alias id 'later'
func.func @m() {
  return loc(fused[#later, "a":1:1]) // expected-error {{undefined symbol alias id 'later'}}
}
#later = loc("b":1:1)
