// RUN: not strata opt %s --convert-arith-to-llvm 2>&1 | FileCheck %s
// MLIR 22's sitofp pattern has no check for float types LLVM lacks: it
// makes an llvm.sitofp to i8, which the verifier rejects (uitofp's pattern
// declines and stays). The CHECK lines are mlir-opt 22's diagnostics.

func.func @sitofp(%a: i8) -> f8E5M2 {
  %r = arith.sitofp %a : i8 to f8E5M2
  return %r : f8E5M2
}

// CHECK: small-floats-sitofp.mlir:7:8: error: 'llvm.sitofp' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i8'
// CHECK: small-floats-sitofp.mlir:7:8: note: see current operation: %0 = "llvm.sitofp"(%arg0) : (i8) -> i8
