// RUN: strata opt %s --canonicalize | FileCheck %s
// A vector.insert whose value has as many elements as the destination (a
// scalar counts one) overwrites all of it: canonicalize makes it a
// vector.broadcast of the value (MLIR's InsertToBroadcast).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%v: vector<1xi64>, %s: i64, %u: vector<1x1xi64>, %w: vector<1xi64>, %x: vector<2xi64>, %y: vector<1x2xi64>) -> (vector<1xi64>, vector<1x1xi64>, vector<1x1xi64>, vector<1x2xi64>) {
  %0 = vector.insert %s, %v [0] : i64 into vector<1xi64>
  %1 = vector.insert %s, %u [0, 0] : i64 into vector<1x1xi64>
  %2 = vector.insert %w, %u [0] : vector<1xi64> into vector<1x1xi64>
  %3 = vector.insert %x, %y [0] : vector<2xi64> into vector<1x2xi64>
  return %0, %1, %2, %3 : vector<1xi64>, vector<1x1xi64>, vector<1x1xi64>, vector<1x2xi64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: vector<1xi64>, %arg1: i64, %arg2: vector<1x1xi64>, %arg3: vector<1xi64>, %arg4: vector<2xi64>, %arg5: vector<1x2xi64>) -> (vector<1xi64>, vector<1x1xi64>, vector<1x1xi64>, vector<1x2xi64>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : i64 to vector<1xi64>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : i64 to vector<1x1xi64>
// CHECK-NEXT:     %2 = vector.broadcast %arg3 : vector<1xi64> to vector<1x1xi64>
// CHECK-NEXT:     %3 = vector.broadcast %arg4 : vector<2xi64> to vector<1x2xi64>
// CHECK-NEXT:     return %0, %1, %2, %3 : vector<1xi64>, vector<1x1xi64>, vector<1x1xi64>, vector<1x2xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
