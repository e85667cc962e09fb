// RUN: strata opt %s --expand-strided-metadata | FileCheck %s
// expand-strided-metadata runs MLIR's greedy driver, which folds a GEP with a
// single zero index into its base (and nothing else here).
// The CHECK lines are mlir-opt 22's output for the same flags.

llvm.func @f(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
  %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
  %2 = llvm.getelementptr inbounds %1[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %3 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return %3 : !llvm.ptr
}
func.func @g(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:     %1 = llvm.getelementptr inbounds %0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %2 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:     llvm.return %2 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
