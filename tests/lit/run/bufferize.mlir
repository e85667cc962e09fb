// Tensor programs run after one-shot-bufferize: constants become globals,
// a call that may write its operand gets a copy (freed by the deallocation
// pipeline), tensor.cast/dim/extract become memref ops.
// RUN: strata opt %s -one-shot-bufferize="bufferize-function-boundaries" -canonicalize -buffer-deallocation-pipeline -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | strata run -e main -entry-point-result=f32 | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>) attributes { llvm.emit_c_interface }

func.func @sum_first_two(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0] : tensor<?xf32>
  %b = tensor.extract %t[%c1] : tensor<?xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @main() -> f32 {
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %u = tensor.cast %m : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[1,   2],
  // CHECK-NEXT: [3,   4]]
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %d = tensor.cast %v : tensor<3xf32> to tensor<?xf32>
  %s = func.call @sum_first_two(%d) : (tensor<?xf32>) -> f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %d, %c0 : tensor<?xf32>
  %ni = arith.index_cast %n : index to i32
  %nf = arith.sitofp %ni : i32 to f32
  %r = arith.addf %s, %nf : f32
  // 10 + 20 + 3
  // CHECK: 3.300000e+01
  return %r : f32
}
