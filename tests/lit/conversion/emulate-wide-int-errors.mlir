// Integers wider than twice the supported width, and wide ops the
// emulation does not rewrite, fail to legalize (mlir-opt 22's message).
// RUN: not strata opt %s --split-input-file --test-arith-emulate-wide-int="widest-int-supported=8" 2>&1 | FileCheck %s
// RUN: not strata opt %s --test-arith-emulate-wide-int="widest-int-supported=12" 2>&1 | FileCheck %s --check-prefix=WIDTH

// CHECK: emulate-wide-int-errors.mlir:[[@LINE+2]]:8: error: failed to legalize operation 'arith.addi' that was explicitly marked illegal
func.func @emulate_too_wide(%a : i64) -> i64 {
  %y = arith.addi %a, %a : i64
  return %y : i64
}

// -----

// CHECK: emulate-wide-int-errors.mlir:[[@LINE+2]]:8: error: failed to legalize operation 'arith.divui' that was explicitly marked illegal
func.func @emulate_divui(%a : i16) -> i16 {
  %y = arith.divui %a, %a : i16
  return %y : i16
}

// WIDTH: error: widest-int-supported must be a power of two of at least 8, got 12
