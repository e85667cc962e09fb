// RUN: strata opt %s -finalize-memref-to-llvm | FileCheck %s
// RUN: strata opt %s -finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// memref.reshape to ranked (static and loaded sizes, running strides) and
// unranked results (descriptor filled by a loop). CHECK lines: mlir-opt 22.

func.func @r1(%in: memref<2x3xf32>, %s: memref<2xindex>) -> memref<3x2xf32> {
  %o = memref.reshape %in(%s) : (memref<2x3xf32>, memref<2xindex>) -> memref<3x2xf32>
  return %o : memref<3x2xf32>
}
func.func @r2(%in: memref<?x?xf32>, %s: memref<3xi64>) -> memref<?x4x?xf32> {
  %o = memref.reshape %in(%s) : (memref<?x?xf32>, memref<3xi64>) -> memref<?x4x?xf32>
  return %o : memref<?x4x?xf32>
}
func.func @r3(%in: memref<*xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %o = memref.reshape %in(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %o : memref<*xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @r1(%arg0: memref<2x3xf32>, %arg1: memref<2xindex>) -> memref<3x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %12 = llvm.mul %8, %9 : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %16 = llvm.insertvalue %13, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<3x2xf32>
// CHECK-NEXT: %18 = llvm.mul %13, %14 : i64
// CHECK-NEXT: return %17 : memref<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r2(%arg0: memref<?x?xf32>, %arg1: memref<3xi64>) -> memref<?x4x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<3xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %8[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %15 = llvm.insertvalue %9, %14[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %16 = llvm.mul %9, %13 : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %20 = llvm.mul %16, %17 : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %22 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %23 = llvm.getelementptr inbounds|nuw %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %24 = llvm.load %23 : !llvm.ptr -> i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %26 = llvm.insertvalue %20, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x4x?xf32>
// CHECK-NEXT: %28 = llvm.mul %20, %24 : i64
// CHECK-NEXT: return %27 : memref<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r3(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %20 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %19, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %21, %24 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %23, %25 : i64, !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %27 = llvm.getelementptr %26[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %30 = llvm.sub %2, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%30, %29 : i64, i64)
// CHECK-NEXT: {{\^}}bb1(%31: i64, %32: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %34 = llvm.icmp "sge" %31, %33 : i64
// CHECK-NEXT: llvm.cond_br %34, ^bb2, ^bb3
// CHECK-NEXT: {{\^}}bb2:  // pred: ^bb1
// CHECK-NEXT: %35 = llvm.getelementptr %28[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i64
// CHECK-NEXT: %37 = llvm.getelementptr %26[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %36, %37 : i64, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %27[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %32, %38 : i64, !llvm.ptr
// CHECK-NEXT: %39 = llvm.mul %32, %36 : i64
// CHECK-NEXT: %40 = llvm.sub %31, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%40, %39 : i64, i64)
// CHECK-NEXT: {{\^}}bb3:  // pred: ^bb1
// CHECK-NEXT: return %17 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// I32-LABEL: func.func @r2(%arg0: memref<?x?xf32>, %arg1: memref<3xi64>) -> memref<?x4x?xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<3xi64> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// I32-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// I32-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %7 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %9 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %10 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// I32-NEXT: %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i32) -> !llvm.ptr, i64
// I32-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i64
// I32-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i64 to i32
// I32-NEXT: %15 = llvm.insertvalue %14, %8[3, 2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %16 = llvm.insertvalue %9, %15[4, 2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %17 = llvm.mul %9, %14 : i32
// I32-NEXT: %18 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %19 = llvm.insertvalue %18, %16[3, 1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %20 = llvm.insertvalue %17, %19[4, 1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %21 = llvm.mul %17, %18 : i32
// I32-NEXT: %22 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %23 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// I32-NEXT: %24 = llvm.getelementptr inbounds|nuw %23[%22] : (!llvm.ptr, i32) -> !llvm.ptr, i64
// I32-NEXT: %25 = llvm.load %24 : !llvm.ptr -> i64
// I32-NEXT: %26 = builtin.unrealized_conversion_cast %25 : i64 to i32
// I32-NEXT: %27 = llvm.insertvalue %26, %20[3, 0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> 
// I32-NEXT: %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> to memref<?x4x?xf32>
// I32-NEXT: %30 = llvm.mul %21, %26 : i32
// I32-NEXT: return %29 : memref<?x4x?xf32>
// I32-NEXT: }
