// RUN: strata opt %s --convert-func-to-llvm | FileCheck %s
// memref.dim reads through a memref.cast in place, and MLIR folds the
// changed op again. In @g the size stays dynamic: the change is kept. In
// @f the size becomes the constant 4, which convert-func-to-llvm cannot
// legalize (arith.constant is not legal there): MLIR rolls the constant
// fold back and the in-place change with it, so the dim still reads the
// cast.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%m: memref<4xf32>) -> index {
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %dim = memref.dim %cast, %c0 : memref<?xf32>
  return %dim : index
}
func.func @g(%m: memref<?x?xf32>) -> index {
  %cast = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  %c1 = arith.constant 1 : index
  %dim = memref.dim %cast, %c1 : memref<4x?xf32>
  return %dim : index
}

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %6 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %cast, %c0 : memref<?xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %dim : index to i64
// CHECK-NEXT: llvm.return %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: %cast = memref.cast %8 : memref<?x?xf32> to memref<4x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %8, %c1 : memref<?x?xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %dim : index to i64
// CHECK-NEXT: llvm.return %9 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
