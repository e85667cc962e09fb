// RUN: strata opt %s --mlir-print-skip-regions | FileCheck %s
// RUN: strata opt %s --mlir-print-skip-regions --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --mlir-print-skip-regions --no-implicit-module --split-input-file | FileCheck %s --check-prefix=TOP
// --mlir-print-skip-regions, as mlir-opt 22: every region, the top-level
// op's included, is printed as `{...}`.

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// CHECK:      module {...}
// CHECK-EMPTY:

// GENERIC:      "builtin.module"() ({...}) : () -> ()
// GENERIC-EMPTY:

// TOP:      func.func @f(%arg0: i32) -> i32 {...}
// TOP-EMPTY:
