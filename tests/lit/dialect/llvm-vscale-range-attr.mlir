// RUN: strata opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics | FileCheck %s
// `#llvm.vscale_range` is a struct of two integer attributes: either order
// in, MLIR 22's spelling out (minRange first, untyped integers as i64);
// malformed structs get mlir-opt 22's errors (this file passes mlir-opt's
// -verify-diagnostics, and the CHECK lines are its output).

// CHECK: "test.op"() {a = #llvm.vscale_range<minRange = 1 : i64, maxRange = 2 : i64>, b = #llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i64>} : () -> ()
"test.op"() {a = #llvm.vscale_range<minRange = 1, maxRange = 2>, b = #llvm.vscale_range<maxRange = 16, minRange = 1 : i32>} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
"test.op"() {a = #llvm.vscale_range<minRange = 1>} : () -> ()

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: minRange}}
"test.op"() {a = #llvm.vscale_range<minRange = 1, minRange = 2>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_VScaleRangeAttr parameter 'minRange' which is to be a `IntegerAttr`}}
"test.op"() {a = #llvm.vscale_range<minRange = "a", maxRange = 2>} : () -> ()

// -----

// expected-error@+1 {{expected valid keyword}}
"test.op"() {a = #llvm.vscale_range<1, 2>} : () -> ()
