// What canonicalize leaves alone: ops with side effects (stores, unknown
// ops), unregistered ops even when unused; what it erases when unused:
// pure ops, loads and allocations. llvm.mlir.constant, zero, undef, poison
// and addressof are uniqued like arith constants (per dialect); casts to
// their own type fold away.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @side_effects(%arg0: memref<4xi32>, %arg1: i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: memref.store %c2_i32, %arg0[%c0] : memref<4xi32>
// CHECK-NEXT: %0 = "foo.bar"(%arg1) : (i32) -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @f() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.undef : i32
// CHECK-NEXT: %3 = llvm.mlir.poison : i32
// CHECK-NEXT: %4 = llvm.add %1, %1 : i32
// CHECK-NEXT: %5 = llvm.add %4, %2 : i32
// CHECK-NEXT: %6 = llvm.add %5, %2 : i32
// CHECK-NEXT: %7 = llvm.add %6, %3 : i32
// CHECK-NEXT: %8 = llvm.add %7, %3 : i32
// CHECK-NEXT: %9 = llvm.getelementptr %0[%8] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %0, %9 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.return %9 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: memref<4xf32>, %arg1: tensor<4xf32>) -> (memref<4xf32>, tensor<4xf32>, memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: "foo.effect"() : () -> ()
// CHECK-NEXT: %1 = "foo.pure_looking"() : () -> i32
// CHECK-NEXT: return %arg0, %arg1, %cast : memref<4xf32>, tensor<4xf32>, memref<?xf32>
// CHECK-NEXT: }

func.func @side_effects(%m: memref<4xi32>, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %0 = memref.load %m[%c0] : memref<4xi32>
  %1 = arith.addi %c1, %c1 : i32
  memref.store %1, %m[%c0] : memref<4xi32>
  %u = "foo.bar"(%a) : (i32) -> i32
  %dead = arith.muli %a, %a : i32
  return
}
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.mlir.constant(1 : i32) : i32
  %u = llvm.mlir.undef : i32
  %2 = llvm.mlir.zero : !llvm.ptr
  %3 = llvm.mlir.constant(1 : i32) : i32
  %u2 = llvm.mlir.undef : i32
  %p = llvm.mlir.poison : i32
  %p2 = llvm.mlir.poison : i32
  %a = llvm.add %1, %3 : i32
  %b = llvm.add %a, %u : i32
  %c = llvm.add %b, %u2 : i32
  %d = llvm.add %c, %p : i32
  %e = llvm.add %d, %p2 : i32
  %x = llvm.getelementptr %0[%e] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.store %2, %x : !llvm.ptr, !llvm.ptr
  llvm.return %x : !llvm.ptr
}
func.func @casts(%m: memref<4xf32>, %t: tensor<4xf32>) -> (memref<4xf32>, tensor<4xf32>, memref<?xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32>
  %1 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  %2 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %3 = memref.load %m[%c0] : memref<4xf32>
  %4 = memref.load %m[%c0] : memref<4xf32>
  memref.store %4, %m[%c0] : memref<4xf32>
  "foo.effect"() : () -> ()
  %u = "foo.pure_looking"() : () -> i32
  return %0, %1, %2 : memref<4xf32>, tensor<4xf32>, memref<?xf32>
}
