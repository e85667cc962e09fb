// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | strata opt | FileCheck %s
// RUN: strata opt %s --emit-bytecode | strata opt | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The ub dialect's ops in their custom and generic forms: `ub.poison`'s
// default `#ub.poison` value is left out of the custom form and always
// shown in the generic one. CHECK lines are mlir-opt 22's output.
func.func @poisons() -> (i32, vector<4xf32>, index, memref<2xf32>, f64) {
  %0 = ub.poison : i32
  %1 = ub.poison {tag} : vector<4xf32>
  %2 = "ub.poison"() : () -> index
  %3 = ub.poison : memref<2xf32>
  %4 = ub.poison <#ub.poison> : f64
  return %0, %1, %2, %3, %4 : i32, vector<4xf32>, index, memref<2xf32>, f64
}
func.func @never(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  ub.unreachable
^b:
  "ub.unreachable"() {note = "x"} : () -> ()
}

// CHECK-LABEL: func.func @poisons()
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %1 = ub.poison {tag} : vector<4xf32>
// CHECK-NEXT:    %2 = ub.poison : index
// CHECK-NEXT:    %3 = ub.poison : memref<2xf32>
// CHECK-NEXT:    %4 = ub.poison : f64
// CHECK-NEXT:    return %0, %1, %2, %3, %4
// CHECK-LABEL: func.func @never(
// CHECK:       ^bb1:
// CHECK-NEXT:    ub.unreachable
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    ub.unreachable {note = "x"}

// GENERIC: %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: %1 = "ub.poison"() <{value = #ub.poison}> {tag} : () -> vector<4xf32>
// GENERIC: "ub.unreachable"() : () -> ()
// GENERIC: "ub.unreachable"() {note = "x"} : () -> ()
