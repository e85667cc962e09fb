// memref's SimplifyAllocConst: non-negative constant dynamic sizes become
// static sizes of a new alloc / alloca (keeping symbols, layout, memory
// space and alignment only), cast back to the old type.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK: #map = affine_map<(d0, d1, d2)[s0] -> (d0 * 64 + d1 * 16 + d2 + s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @const_sizes(%arg0: index, %arg1: index) -> (memref<?x?xf32>, memref<?x4x?xi8, #map>, memref<?xf32>) {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x8xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x8xf32> to memref<?x?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0)[%arg1] : memref<3x4x?xi8, #map>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<3x4x?xi8, #map> to memref<?x4x?xi8, #map>
// CHECK-NEXT: %alloca = memref.alloca(%c-1) : memref<?xf32>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<8xf32, 1>
// CHECK-NEXT: %cast_3 = memref.cast %alloca_2 : memref<8xf32, 1> to memref<?xf32, 1>
// CHECK-NEXT: "test.use"(%cast_3) : (memref<?xf32, 1>) -> ()
// CHECK-NEXT: return %cast, %cast_1, %alloca : memref<?x?xf32>, memref<?x4x?xi8, #map>, memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @const_sizes(%n: index, %s: index) -> (memref<?x?xf32>, memref<?x4x?xi8, affine_map<(d0, d1, d2)[s0] -> (d0 * 64 + d1 * 16 + d2 + s0)>>, memref<?xf32>) {
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %m1 = arith.constant -1 : index
  %0 = memref.alloc(%n, %c8) {alignment = 64 : i64, foo} : memref<?x?xf32>
  %1 = memref.alloc(%c3, %n)[%s] : memref<?x4x?xi8, affine_map<(d0, d1, d2)[s0] -> (d0 * 64 + d1 * 16 + d2 + s0)>>
  %2 = memref.alloca(%m1) : memref<?xf32>
  %3 = memref.alloca(%c8) : memref<?xf32, 1>
  "test.use"(%3) : (memref<?xf32, 1>) -> ()
  return %0, %1, %2 : memref<?x?xf32>, memref<?x4x?xi8, affine_map<(d0, d1, d2)[s0] -> (d0 * 64 + d1 * 16 + d2 + s0)>>, memref<?xf32>
}
func.func @dead(%n: index) {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%n, %c8) : memref<?x?xi64>
  memref.dealloc %a : memref<?x?xi64>
  return
}
