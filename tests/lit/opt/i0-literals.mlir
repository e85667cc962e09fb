// RUN: strata opt %s --split-input-file --verify-diagnostics
// RUN: not strata opt %s --split-input-file 2>/dev/null | FileCheck %s
// An i0 holds only 0; no negative literal, as in mlir-opt. Reading
// `0 : i0` once shifted a 128-bit value by 128 (a panic in debug builds,
// found by the verify fuzz target).

// CHECK: func.func @zero() attributes {a = 0 : i0}
func.func @zero() attributes {a = 0 : i0} {
  return
}

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
func.func @minus_one() attributes {a = -1 : i0} {
  return
}

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
func.func @one() attributes {a = 1 : i0} {
  return
}
