// memref patterns: SimplifyDeadAlloc (an allocation only stored into and
// deallocated goes with those users) and AllocaScopeInliner (no potential
// stack allocation inside, or last op of an allocation scope's block).
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func private @g()
// CHECK-LABEL: llvm.func @lg()
// CHECK-LABEL: func.func @call_not_last(%arg0: memref<4xf32>) {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: func.call @g() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @call_last() {
// CHECK-NEXT: call @g() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @llvm_call_not_last() {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: llvm.call @lg() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_not_last() {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @store_not_last(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: vector.print %arg1 : f32
// CHECK-NEXT: "test.use"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_scope(%arg0: f32) {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: vector.print %arg0 : f32
// CHECK-NEXT: "test.use"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_allocs(%arg0: index, %arg1: f32, %arg2: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_scope_results(%arg0: f32) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+01 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.subf %cst, %arg0 : f32
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }

func.func private @g()
llvm.func @lg()
func.func @call_not_last(%m: memref<4xf32>) {
  memref.alloca_scope {
    func.call @g() : () -> ()
  }
  "test.use"() : () -> ()
  return
}
func.func @call_last() {
  memref.alloca_scope {
    func.call @g() : () -> ()
  }
  return
}
func.func @llvm_call_not_last() {
  memref.alloca_scope {
    llvm.call @lg() : () -> ()
  }
  "test.use"() : () -> ()
  return
}
func.func @alloca_not_last() {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  "test.use"() : () -> ()
  return
}
func.func @store_not_last(%m: memref<4xf32>, %f: f32, %i: index) {
  memref.alloca_scope {
    memref.store %f, %m[%i] : memref<4xf32>
    vector.print %f : f32
  }
  "test.use"() : () -> ()
  return
}
func.func @nested_scope(%f: f32) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    vector.print %f : f32
  }
  "test.use"() : () -> ()
  return
}
func.func @dead_allocs(%n: index, %f: f32, %i: index) {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%n, %c8) : memref<?x?xi64>
  memref.dealloc %a : memref<?x?xi64>
  %b = memref.alloca() : memref<4xf32>
  memref.store %f, %b[%i] : memref<4xf32>
  memref.store %f, %b[%i] : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<1xmemref<4xf32>>
  memref.store %c, %d[%i] : memref<1xmemref<4xf32>>
  %e = memref.alloc() : memref<4xf32>
  %l = memref.load %e[%i] : memref<4xf32>
  "test.use"(%l) : (f32) -> ()
  return
}
func.func @alloca_scope_results(%b: f32) -> f32 {
  %a = arith.constant 10.0 : f32
  %r1, %r2 = memref.alloca_scope -> (f32, f32) {
    %c = arith.addf %a, %b : f32
    %d = arith.subf %a, %b : f32
    memref.alloca_scope.return %c, %d: f32, f32
  }
  %r = arith.addf %r1, %r2 : f32
  return %r : f32
}
