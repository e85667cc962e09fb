// one-shot-bufferize with function boundaries: constants become shared
// private globals, ranked arguments fully dynamic memrefs, results the
// returned buffer's type; a call that may write a read-only constant gets a
// copy; a call reading it (bufferization.access = "read") would not.
// RUN: strata opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s
// RUN: strata opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s --check-prefix=IDENTITY

// CHECK:      memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<[5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: func.func private @may_write(memref<*xf32>)
// CHECK-NEXT: func.func private @reads(memref<*xf32> {bufferization.access = "read"})
// CHECK-LABEL: func.func @sum2(
// CHECK-SAME:      %arg0: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
// CHECK:         %0 = memref.load %arg0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK:         %1 = memref.load %arg0[%c1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @table() -> memref<4xf32> {
// CHECK-NEXT:    %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:    return %0 : memref<4xf32>
// CHECK-LABEL: func.func @main() -> f32 {
// CHECK-NEXT:    %0 = call @table() : () -> memref<4xf32>
// CHECK-NEXT:    %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:    %2 = memref.get_global @__constant_4xf32_0 : memref<4xf32>
// CHECK-NEXT:    %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    %cast_0 = memref.cast %cast : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    %3 = call @sum2(%cast_0) : (memref<?xf32, strided<[?], offset: ?>>) -> f32
// CHECK-NEXT:    %cast_1 = memref.cast %2 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:    call @reads(%cast_1) : (memref<*xf32>) -> ()
// CHECK-NEXT:    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %2, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    %cast_2 = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:    call @may_write(%cast_2) : (memref<*xf32>) -> ()
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %cast, %c0 : memref<?xf32>
// CHECK-NEXT:    %4 = memref.load %1[%c0] : memref<4xf32>
// IDENTITY-LABEL: func.func @sum2(
// IDENTITY-SAME:      %arg0: memref<?xf32>) -> f32 {
func.func private @may_write(tensor<*xf32>)
func.func private @reads(tensor<*xf32> {bufferization.access = "read"})

func.func @sum2(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0] : tensor<?xf32>
  %b = tensor.extract %t[%c1] : tensor<?xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @table() -> tensor<4xf32> {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @main() -> f32 {
  %t = func.call @table() : () -> tensor<4xf32>
  %same = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %other = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : tensor<4xf32>
  %d = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %s = func.call @sum2(%d) : (tensor<?xf32>) -> f32
  %u = tensor.cast %other : tensor<4xf32> to tensor<*xf32>
  func.call @reads(%u) : (tensor<*xf32>) -> ()
  func.call @may_write(%u) : (tensor<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %n = tensor.dim %d, %c0 : tensor<?xf32>
  %x = tensor.extract %same[%c0] : tensor<4xf32>
  %r = arith.addf %s, %x : f32
  return %r : f32
}

// -----

func.func @unsupported(%t: tensor<4xf32>) {
  // expected-error@+1 {{'test.use' op was not bufferized}}
  "test.use"(%t) : (tensor<4xf32>) -> ()
  return
}
