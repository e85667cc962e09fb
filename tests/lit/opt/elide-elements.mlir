// RUN: strata opt %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s
// RUN: strata opt %s --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Dense elements of more than N elements print elided (splats never are),
// as mlir-opt prints them.

// CHECK:      arith.constant dense_resource<__elided__> : vector<4xi32>
// CHECK-NEXT: arith.constant dense<7> : vector<8xi32>
// CHECK-NEXT: arith.constant dense<[1, 2]> : vector<2xi32>
// GENERIC: <{value = dense_resource<__elided__> : vector<4xi32>}>
func.func @f() -> vector<4xi32> {
  %c = arith.constant dense<[1,2,3,4]> : vector<4xi32>
  %s = arith.constant dense<7> : vector<8xi32>
  %t = arith.constant dense<[1,2]> : vector<2xi32>
  return %c : vector<4xi32>
}
