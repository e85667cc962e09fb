// RUN: not strata opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s
// Bad small-float input: MLIR 22's diagnostics (the CHECK lines are
// mlir-opt's), exit status 1, no panic.
"test.c"() {v = 1.0 : f8E9M9} : () -> ()
// -----
"test.c"() {v = 0x1FF : f8E5M2} : () -> ()
// -----
"test.c"() {v = 0x10 : f4E2M1FN} : () -> ()
// -----
"test.c"() {v = 0x40 : f6E3M2FN} : () -> ()
// -----
"test.c"() {v = 1 : f8E4M3FN} : () -> ()
// -----
"test.c"() {v = -0x1 : f8E5M2} : () -> ()
// -----
"test.c"() {v = dense<[0x1FF]> : tensor<1xf8E5M2>} : () -> ()
// -----
"test.c"() {v = dense<"0x0102"> : tensor<1xf4E2M1FN>} : () -> ()
// -----
func.func @f(%a: f8e5m2) { return }
// -----
"test.c"() {v = 0x1FFFF : f16} : () -> ()
// -----
func.func @g(%a: f8E5M2) -> f8E5M2 {
  %0 = arith.addi %a, %a : f8E5M2
  return %0 : f8E5M2
}
// -----
func.func @h(%a: f8E5M2, %b: f8E4M3FN) -> f8E5M2 {
  %0 = arith.addf %a, %b : f8E5M2
  return %0 : f8E5M2
}
// -----
func.func @i(%a: f8E5M2) -> f4E2M1FN {
  %0 = arith.extf %a : f8E5M2 to f4E2M1FN
  return %0 : f4E2M1FN
}
// -----
"test.c"() {v = array<f6E3M2FN: 28.0>} : () -> ()

// CHECK: small-floats-invalid.mlir:4:22: error: expected non-function type
// CHECK: small-floats-invalid.mlir:6:17: error: hexadecimal float constant out of range for type
// CHECK: small-floats-invalid.mlir:8:17: error: hexadecimal float constant out of range for type
// CHECK: small-floats-invalid.mlir:10:17: error: hexadecimal float constant out of range for type
// CHECK: small-floats-invalid.mlir:12:17: error: unexpected decimal integer literal for a floating point value
// CHECK: small-floats-invalid.mlir:12:17: note: add a trailing dot to make the literal a float
// CHECK: small-floats-invalid.mlir:14:18: error: hexadecimal float literal should not have a leading minus
// CHECK: small-floats-invalid.mlir:16:24: error: hexadecimal float constant out of range for type
// CHECK: small-floats-invalid.mlir:18:17: error: elements hex data size is invalid for provided type: 'tensor<1xf4E2M1FN>'
// CHECK: small-floats-invalid.mlir:20:17: error: expected non-function type
// CHECK: small-floats-invalid.mlir:22:17: error: hexadecimal float constant out of range for type
// CHECK: small-floats-invalid.mlir:25:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f8E5M2'
// CHECK: small-floats-invalid.mlir:25:8: note: see current operation: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (f8E5M2, f8E5M2) -> f8E5M2
// CHECK: small-floats-invalid.mlir:30:23: error: use of value '%b' expects different type than prior uses: 'f8E5M2' vs 'f8E4M3FN'
// CHECK: small-floats-invalid.mlir:29:26: note: prior use here
// CHECK: small-floats-invalid.mlir:35:8: error: 'arith.extf' op operand type 'f8E5M2' and result type 'f4E2M1FN' are cast incompatible
// CHECK: small-floats-invalid.mlir:35:8: note: see current operation: %0 = "arith.extf"(%arg0) : (f8E5M2) -> f4E2M1FN
// CHECK: small-floats-invalid.mlir:39:23: error: element type bitwidth must be a multiple of 8
