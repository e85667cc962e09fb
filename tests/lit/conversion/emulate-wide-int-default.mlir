// RUN: strata opt %s --test-arith-emulate-wide-int | FileCheck %s
// test-arith-emulate-wide-int: the supported width defaults to 32.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @emulate_m(%a : i64) -> i64 {
  %y = arith.addi %a, %a : i64
  return %y : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @emulate_m(%arg0: i64) -> i64 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg0 : i64 to vector<2xi32>
// CHECK-NEXT:     %1 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %2 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %3 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %4 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %1, %3 : i32, i1
// CHECK-NEXT:     %5 = arith.extui %overflow : i1 to i32
// CHECK-NEXT:     %6 = arith.addi %5, %2 : i32
// CHECK-NEXT:     %7 = arith.addi %6, %4 : i32
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %8 = vector.insert %sum, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %9 = vector.insert %7, %8 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %10 = llvm.bitcast %9 : vector<2xi32> to i64
// CHECK-NEXT:     return %10 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
