// RUN: strata opt %s -finalize-memref-to-llvm -split-input-file 2>&1 | FileCheck %s
// Errors MLIR 22 emits without failing the pass: the op that needs the
// conversion stays, the rest is converted, the output still printed.

// Errors go to stderr as they are emitted, so all chunks' errors come
// before the output (printed at the end), as with mlir-opt.

// A memory space with no integer address space: reported once per type,
// at an unknown location.
// CHECK: <unknown>:0: error: conversion of memref memory space "shared" to integer address space failed. Consider adding memory space conversions.
// CHECK-NEXT: nonfatal-errors.mlir:[[MALLOC:[0-9]+]]:1: error: redefinition of reserved function 'malloc' of different type '!llvm.func<void (i64)>' is prohibited
// CHECK-NEXT: {{^}}llvm.func @malloc(i64)
// CHECK-NEXT: {{^}}^
// CHECK: nonfatal-errors.mlir:[[MALLOC]]:1: error: redefinition of reserved function 'malloc' of different type '!llvm.func<void (i64)>' is prohibited
// CHECK-LABEL: func.func @unknown_space
// CHECK: %[[A:.*]] = memref.alloca() : memref<4xf32, "shared">
// CHECK: memref.load %[[A]]
// CHECK: memref.load %[[A]]
// CHECK: llvm.store
func.func @unknown_space(%m: memref<f32>, %i: index) {
  %a = memref.alloca() : memref<4xf32, "shared">
  %0 = memref.load %a[%i] : memref<4xf32, "shared">
  %1 = memref.load %a[%i] : memref<4xf32, "shared">
  memref.store %0, %m[] : memref<f32>
  return
}

// -----

// A runtime function declared with another type: each op that needs it
// reports the declaration and stays.
// CHECK-LABEL: func.func @bad_malloc
// CHECK-COUNT-2: memref.alloc()
llvm.func @malloc(i64)
func.func @bad_malloc() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  return
}
