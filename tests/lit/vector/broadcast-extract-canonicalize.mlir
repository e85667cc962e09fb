// RUN: strata opt %s --canonicalize | FileCheck %s
// vector.extract of a vector.broadcast: the source itself, an extract of the
// source (in place; 0-D sources too), or a broadcast of the source to the
// extract's type; a broadcast of a broadcast is one broadcast.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f1(%f: f32, %v: vector<4xf32>, %w: vector<1x4xf32>) -> (f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) {
  %b = vector.broadcast %f : f32 to vector<2x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<2x4xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract %c[1, 3] : f32 from vector<3x4xf32>
  %2 = vector.extract %c[2] : vector<4xf32> from vector<3x4xf32>
  %d = vector.broadcast %w : vector<1x4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %d[1, 2, 0] : f32 from vector<2x3x4xf32>
  %4 = vector.extract %d[0, 1] : vector<4xf32> from vector<2x3x4xf32>
  %5 = vector.extract %b[0] : vector<4xf32> from vector<2x4xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>
}
func.func @f2(%f: f32) -> vector<[2]x3xf32> {
  %b = vector.broadcast %f : f32 to vector<[2]x1xf32>
  %0 = vector.broadcast %b : vector<[2]x1xf32> to vector<[2]x3xf32>
  return %0 : vector<[2]x3xf32>
}
func.func @f3(%f: f32) -> (vector<3xf32>, f32) {
  %b = vector.broadcast %f : f32 to vector<2x3xf32>
  %0 = vector.extract %b[1] : vector<3xf32> from vector<2x3xf32>
  %1 = vector.extract %b[0, 1] : f32 from vector<2x3xf32>
  return %0, %1 : vector<3xf32>, f32
}
func.func @f4(%z: vector<f32>) -> (vector<3xf32>, f32, vector<2xf32>) {
  %b = vector.broadcast %z : vector<f32> to vector<2x3xf32>
  %0 = vector.extract %b[1] : vector<3xf32> from vector<2x3xf32>
  %1 = vector.extract %b[0, 1] : f32 from vector<2x3xf32>
  %c = vector.broadcast %z : vector<f32> to vector<3x2xf32>
  %2 = vector.extract %c[1] : vector<2xf32> from vector<3x2xf32>
  return %0, %1, %2 : vector<3xf32>, f32, vector<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f1(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg2[0, 0] : f32 from vector<1x4xf32>
// CHECK-NEXT:     %2 = vector.extract %arg2[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT:     %3 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:     return %arg0, %0, %arg1, %1, %2, %3 : f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: f32) -> vector<[2]x3xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<[2]x3xf32>
// CHECK-NEXT:     return %0 : vector<[2]x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f3(%arg0: f32) -> (vector<3xf32>, f32) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<3xf32>
// CHECK-NEXT:     return %0, %arg0 : vector<3xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f4(%arg0: vector<f32>) -> (vector<3xf32>, f32, vector<2xf32>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<f32> to vector<3xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[] : f32 from vector<f32>
// CHECK-NEXT:     %2 = vector.broadcast %arg0 : vector<f32> to vector<2xf32>
// CHECK-NEXT:     return %0, %1, %2 : vector<3xf32>, f32, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
