// A use its definition does not dominate: the error as mlir-opt words it
// (no `'op' op` prefix), at the use, exit status 1.
// RUN: not strata opt %s 2>&1 | FileCheck %s
// CHECK: dominance-error.mlir:12:3: error: operand #0 does not dominate this use

func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.constant 1 : i32
  cf.br ^b
^b:
  return %x : i32
}
