// convert-to-llvm folds tensor.dim (a static size, read through a
// tensor.cast that only erased static sizes: in place when the size stays
// dynamic) and tensor.extract of a dense constant at constant indices
// before trying patterns. The CHECK lines are mlir-opt 22's output.
// RUN: strata opt --convert-to-llvm %s | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @t(%arg0: tensor<4xf32>, %arg1: tensor<?x8xf32>) -> (index, index, f32, f32) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     %3 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %cast_0 = tensor.cast %arg1 : tensor<?x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %dim = tensor.dim %arg1, %1 : tensor<?x8xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %dim : index to i64
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK-NEXT:     %cst_1 = arith.constant dense<7.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(7.000000e+00 : f32) : f32
// CHECK-NEXT:     %7 = llvm.mlir.poison : !llvm.struct<(i64, i64, f32, f32)>
// CHECK-NEXT:     %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(i64, i64, f32, f32)>
// CHECK-NEXT:     %9 = llvm.insertvalue %4, %8[1] : !llvm.struct<(i64, i64, f32, f32)>
// CHECK-NEXT:     %10 = llvm.insertvalue %5, %9[2] : !llvm.struct<(i64, i64, f32, f32)>
// CHECK-NEXT:     %11 = llvm.insertvalue %6, %10[3] : !llvm.struct<(i64, i64, f32, f32)>
// CHECK-NEXT:     llvm.return %11 : !llvm.struct<(i64, i64, f32, f32)>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @t(%t: tensor<4xf32>, %u: tensor<?x8xf32>) -> (index, index, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cast = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d0 = tensor.dim %cast, %c0 : tensor<?xf32>
  %cu = tensor.cast %u : tensor<?x8xf32> to tensor<?x?xf32>
  %d1 = tensor.dim %cu, %c0 : tensor<?x?xf32>
  %cst = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.extract %cst[%c1] : tensor<3xf32>
  %s = arith.constant dense<7.0> : tensor<2x2xf32>
  %e2 = tensor.extract %s[%c1, %c0] : tensor<2x2xf32>
  return %d0, %d1, %e, %e2 : index, index, f32, f32
}
