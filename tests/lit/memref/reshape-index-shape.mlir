// RUN: strata opt %s -finalize-memref-to-llvm | FileCheck %s
// A dynamic size loaded from an index-typed shape goes through index and back,
// as in mlir-opt 22 (whose output the CHECK lines are).

func.func @r4(%in: memref<4xi32>, %s: memref<1xindex>) -> memref<?xi32> {
  %o = memref.reshape %in(%s) : (memref<4xi32>, memref<1xindex>) -> memref<?xi32>
  return %o : memref<?xi32>
}

// CHECK: module {
// CHECK-NEXT: func.func @r4(%arg0: memref<4xi32>, %arg1: memref<1xindex>) -> memref<?xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<1xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : index to i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %17 = llvm.insertvalue %9, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
// CHECK-NEXT: %19 = llvm.mul %9, %15 : i64
// CHECK-NEXT: return %18 : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
