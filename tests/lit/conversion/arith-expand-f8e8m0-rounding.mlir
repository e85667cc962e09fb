// RUN: not strata opt %s --arith-expand=include-f8e8m0=true 2>&1 | FileCheck %s
// MLIR 22's truncf-to-f8E8M0FNU expansion declines a truncf with a rounding
// mode, and the pass fails on it (the CHECK line is mlir-opt 22's error).

func.func @f(%a: f64) -> f8E8M0FNU {
  %0 = arith.truncf %a to_nearest_away : f64 to f8E8M0FNU
  return %0 : f8E8M0FNU
}

// CHECK: arith-expand-f8e8m0-rounding.mlir:6:8: error: failed to legalize operation 'arith.truncf' that was explicitly marked illegal
