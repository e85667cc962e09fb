// RUN: strata opt %s  | FileCheck %s
// vector.load, vector.extract (static, dynamic, empty positions), vector.shape_cast.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%m: memref<20xi32>, %i: index, %v: vector<2x3xi32>) {
  %a = vector.load %m[%i] : memref<20xi32>, vector<8xi32>
  %b = vector.extract %v[1, %i] : i32 from vector<2x3xi32>
  %c = vector.extract %v[1] : vector<3xi32> from vector<2x3xi32>
  %d = vector.shape_cast %v : vector<2x3xi32> to vector<6xi32>
  %e = vector.extract %v[] : vector<2x3xi32> from vector<2x3xi32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<20xi32>, %arg1: index, %arg2: vector<2x3xi32>) {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1] : memref<20xi32>, vector<8xi32>
// CHECK-NEXT:     %1 = vector.extract %arg2[1, %arg1] : i32 from vector<2x3xi32>
// CHECK-NEXT:     %2 = vector.extract %arg2[1] : vector<3xi32> from vector<2x3xi32>
// CHECK-NEXT:     %3 = vector.shape_cast %arg2 : vector<2x3xi32> to vector<6xi32>
// CHECK-NEXT:     %4 = vector.extract %arg2[] : vector<2x3xi32> from vector<2x3xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
