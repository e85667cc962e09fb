// memref.cast absorbed by its memref users (foldMemRefCast: dealloc, load,
// store, atomic_rmw, prefetch, dim and memref.cast itself; copy only when
// the cast makes its type less static), never from an unranked source nor
// as a stored value. A cast of a cast back to the first's source type is
// that source; a dim through a cast of a static size is that size.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @copy_casts() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_more_static(%arg0: memref<?xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %cast, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @access(%arg0: memref<4xf32>, %arg1: index, %arg2: f32, %arg3: memref<*xf32>) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %arg3 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %2 = memref.load %cast[%arg1] : memref<?xf32>
// CHECK-NEXT: %3 = arith.addf %0, %2 : f32
// CHECK-NEXT: %4 = arith.addf %3, %1 : f32
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @store_memref(%arg0: memref<4xf32>, %arg1: memref<1xmemref<?xf32>>, %arg2: index) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %cast, %arg1[%arg2] : memref<1xmemref<?xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @cast_of_cast(%arg0: memref<?xf32>) -> (memref<?xf32>, memref<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: return %arg0, %cast : memref<?xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_through_cast(%arg0: memref<?x?xf32>, %arg1: memref<4x8xf32>) -> (index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: return %dim, %c8 : index, index
// CHECK-NEXT: }
func.func @copy_casts() {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.cast %0 : memref<2xf32> to memref<?xf32>
  %2 = memref.alloc() : memref<2xf32>
  %3 = memref.cast %2 : memref<2xf32> to memref<?xf32>
  memref.copy %1, %3 : memref<?xf32> to memref<?xf32>
  return
}
func.func @copy_more_static(%m: memref<?xf32>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<?xf32> to memref<4xf32>
  memref.copy %0, %n : memref<4xf32> to memref<4xf32>
  return
}
func.func @access(%m: memref<4xf32>, %i: index, %f: f32, %u: memref<*xf32>) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.store %f, %0[%i] : memref<?xf32>
  %2 = memref.atomic_rmw addf %f, %0[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %0[%i], read, locality<3>, data : memref<?xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %4 = memref.load %3[%i] : memref<?xf32>
  %5 = arith.addf %1, %4 : f32
  %6 = arith.addf %5, %2 : f32
  memref.dealloc %0 : memref<?xf32>
  return %6 : f32
}
func.func @store_memref(%m: memref<4xf32>, %mm: memref<1xmemref<?xf32>>, %i: index) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.store %0, %mm[%i] : memref<1xmemref<?xf32>>
  return
}
func.func @cast_of_cast(%m: memref<?xf32>) -> (memref<?xf32>, memref<4xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %s = memref.cast %m : memref<?xf32> to memref<4xf32>
  %d = memref.cast %s : memref<4xf32> to memref<?xf32>
  %t = memref.cast %d : memref<?xf32> to memref<4xf32>
  return %r, %t : memref<?xf32>, memref<4xf32>
}
func.func @dim_through_cast(%m: memref<?x?xf32>, %s: memref<4x8xf32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  %1 = memref.dim %0, %c1 : memref<4x?xf32>
  %2 = memref.cast %s : memref<4x8xf32> to memref<?x?xf32>
  %3 = memref.dim %2, %c1 : memref<?x?xf32>
  return %1, %3 : index, index
}
