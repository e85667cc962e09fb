// tensor.extract of a constant at constant in-bounds indices (or of a
// splat) is the element; tensor.dim of a static size is the size, and of a
// tensor.cast that only dropped static sizes reads the cast's source.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @extract(%arg0: index) -> (f32, i32, i1, f32, i32, f32) {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[7, 8, 9]> : tensor<3xi32>
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %extracted = tensor.extract %cst_1[%c5] : tensor<3xi32>
// CHECK-NEXT: %extracted_3 = tensor.extract %cst_0[%arg0, %c0] : tensor<2x2xf32>
// CHECK-NEXT: return %cst_2, %extracted, %false, %cst, %c8_i32, %extracted_3 : f32, i32, i1, f32, i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dims(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<?xf32>, %arg3: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c0 : tensor<*xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c7 : tensor<4x?xf32>
// CHECK-NEXT: return %c4, %dim, %dim_0, %dim_1, %c3, %c4 : index, index, index, index, index, index
// CHECK-NEXT: }

func.func @extract(%i: index) -> (f32, i32, i1, f32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %u = arith.constant dense<[7, 8, 9]> : tensor<3xi32>
  %b = arith.constant dense<[true, false]> : tensor<2xi1>
  %s = arith.constant dense<2.5> : tensor<4xf32>
  %0 = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  %1 = tensor.extract %u[%c5] : tensor<3xi32>
  %2 = tensor.extract %b[%c1] : tensor<2xi1>
  %3 = tensor.extract %s[%i] : tensor<4xf32>
  %4 = tensor.extract %u[%c1] : tensor<3xi32>
  %5 = tensor.extract %t[%i, %c0] : tensor<2x2xf32>
  return %0, %1, %2, %3, %4, %5 : f32, i32, i1, f32, i32, f32
}
func.func @dims(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %v: tensor<?xf32>, %i: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %1 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %2 = tensor.dim %u, %c0 : tensor<*xf32>
  %3 = tensor.dim %t, %c7 : tensor<4x?xf32>
  %w = tensor.cast %v : tensor<?xf32> to tensor<3xf32>
  %4 = tensor.dim %w, %c0 : tensor<3xf32>
  %x = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %5 = tensor.dim %x, %c0 : tensor<?x?xf32>
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
