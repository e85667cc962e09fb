// RUN: strata opt %s --convert-vector-to-llvm | FileCheck %s
// 0-d vectors: extract and insert work on the one-element vector.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%v: vector<i64>, %w: vector<2xi64>) -> (i64, vector<2xi64>, vector<i64>) {
  %0 = vector.extract %v[] : i64 from vector<i64>
  %1 = vector.extract %w[] : vector<2xi64> from vector<2xi64>
  %2 = vector.insert %0, %v [] : i64 into vector<i64>
  return %0, %1, %2 : i64, vector<2xi64>, vector<i64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: vector<i64>, %arg1: vector<2xi64>) -> (i64, vector<2xi64>, vector<i64>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<i64> to vector<1xi64>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %2 = llvm.extractelement %0[%1 : i64] : vector<1xi64>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %4 = llvm.insertelement %2, %0[%3 : i64] : vector<1xi64>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : vector<1xi64> to vector<i64>
// CHECK-NEXT:     return %2, %arg1, %5 : i64, vector<2xi64>, vector<i64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
