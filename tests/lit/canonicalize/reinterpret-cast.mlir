// RUN: strata opt %s --canonicalize | FileCheck %s
// memref.reinterpret_cast: its fold reads through memref.cast, another
// reinterpret_cast or a subview at offset zero, and is its source when both
// have one fully static type; constant offsets, sizes and strides become
// static in a new op of the strided type they describe, cast back. The
// CHECK lines are mlir-opt 22's output for the same input and flags.

func.func private @use(memref<?xi64>)
func.func private @use2(memref<?x?xf32, strided<[?, 1], offset: ?>>)
func.func private @use4(memref<?x?xf32, strided<[?, ?], offset: ?>>)
func.func private @use3(memref<4xi64>)
func.func @a(%n: index) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc() : memref<8xi64>
  %cast = memref.cast %alloc : memref<8xi64> to memref<?xi64>
  %r = memref.reinterpret_cast %cast to offset: [0], sizes: [%c4], strides: [1] : memref<?xi64> to memref<?xi64>
  call @use(%r) : (memref<?xi64>) -> ()
  return
}
func.func @b(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%n, %c8], strides: [%c8, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @use2(%r) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %r2 = memref.reinterpret_cast %r to offset: [%c2], sizes: [%n, %n], strides: [%n, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @use2(%r2) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  return
}
func.func @c(%m: memref<4xi64>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xi64> to memref<4xi64>
  call @use3(%r) : (memref<4xi64>) -> ()
  %s = memref.subview %m[0] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1]>>
  %r3 = memref.reinterpret_cast %s to offset: [0], sizes: [4], strides: [1] : memref<2xi64, strided<[1]>> to memref<4xi64>
  call @use3(%r3) : (memref<4xi64>) -> ()
  return
}
func.func @s(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %c3 = arith.constant 3 : index
  %r2 = memref.reinterpret_cast %m to offset: [%n], sizes: [%n, %n], strides: [%c0, %n] {foo} : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @use4(%r2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(memref<?xi64>)
// CHECK-NEXT:   func.func private @use2(memref<?x?xf32, strided<[?, 1], offset: ?>>)
// CHECK-NEXT:   func.func private @use4(memref<?x?xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT:   func.func private @use3(memref<4xi64>)
// CHECK-NEXT:   func.func @a(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xi64>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [4], strides: [1] : memref<8xi64> to memref<4xi64, strided<[1]>>
// CHECK-NEXT:     %cast = memref.cast %reinterpret_cast : memref<4xi64, strided<[1]>> to memref<?xi64>
// CHECK-NEXT:     call @use(%cast) : (memref<?xi64>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 8], strides: [8, 1] : memref<?x?xf32> to memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT:     %cast = memref.cast %reinterpret_cast : memref<?x8xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     call @use2(%cast) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
// CHECK-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [2], sizes: [%arg1, %arg1], strides: [%arg1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: 2>>
// CHECK-NEXT:     %cast_1 = memref.cast %reinterpret_cast_0 : memref<?x?xf32, strided<[?, 1], offset: 2>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     call @use2(%cast_1) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: memref<4xi64>) {
// CHECK-NEXT:     call @use3(%arg0) : (memref<4xi64>) -> ()
// CHECK-NEXT:     call @use3(%arg0) : (memref<4xi64>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg1, %arg1], strides: [0, %arg1] : memref<?x?xf32> to memref<?x?xf32, strided<[0, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %reinterpret_cast : memref<?x?xf32, strided<[0, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     call @use4(%cast) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
