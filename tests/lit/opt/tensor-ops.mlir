// tensor.cast, tensor.dim and tensor.extract: custom and generic forms
// (compared with mlir-opt 22's printout) and the cast verifier.
// RUN: strata opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: strata opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ops
// CHECK-NEXT:    %cast = tensor.cast %arg0 : tensor<3x?xf32> to tensor<*xf32>
// CHECK-NEXT:    %dim = tensor.dim %arg0, %arg1 : tensor<3x?xf32>
// CHECK-NEXT:    %extracted = tensor.extract %arg0[%arg1, %dim] : tensor<3x?xf32>
// CHECK-NEXT:    %cast_0 = tensor.cast %arg0 {note} : tensor<3x?xf32> to tensor<?x4xf32>
// GENERIC:       %0 = "tensor.cast"(%arg0) : (tensor<3x?xf32>) -> tensor<*xf32>
// GENERIC-NEXT:  %1 = "tensor.dim"(%arg0, %arg1) : (tensor<3x?xf32>, index) -> index
// GENERIC-NEXT:  %2 = "tensor.extract"(%arg0, %arg1, %1) : (tensor<3x?xf32>, index, index) -> f32
// GENERIC-NEXT:  %3 = "tensor.cast"(%arg0) {note} : (tensor<3x?xf32>) -> tensor<?x4xf32>
func.func @ops(%t: tensor<3x?xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<3x?xf32> to tensor<*xf32>
  %d = tensor.dim %t, %i : tensor<3x?xf32>
  %e = tensor.extract %t[%i, %d] : tensor<3x?xf32>
  %c2 = tensor.cast %t {note} : tensor<3x?xf32> to tensor<?x4xf32>
  return %e : f32
}

// -----

func.func @bad_cast(%t: tensor<3xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<3xf32>' and result type 'tensor<4xf32>' are cast incompatible}}
  %c = tensor.cast %t : tensor<3xf32> to tensor<4xf32>
  return
}
