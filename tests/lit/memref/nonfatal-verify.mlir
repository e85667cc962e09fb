// RUN: strata opt %s -finalize-memref-to-llvm -split-input-file -verify-diagnostics | FileCheck %s
// Under -verify-diagnostics, errors a pass emits without failing are
// matched like any other, and the converted output is still printed.

func.func @outside_value(%m: memref<?xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{result not defined in region}}
  %1 = memref.generic_atomic_rmw %m[%i] : memref<?xi32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %v : i32
  }
  return
}
// CHECK-LABEL: func.func @outside_value
// CHECK: memref.generic_atomic_rmw
// CHECK: memref.atomic_yield %arg2 : i32

// -----

// expected-error@unknown {{conversion of memref memory space 1 : ui64 to integer address space failed. Consider adding memory space conversions.}}
func.func @unsigned_space() {
  %a = memref.alloc() : memref<4xf32, 1 : ui64>
  return
}
// CHECK-LABEL: func.func @unsigned_space
// CHECK: memref.alloc() : memref<4xf32, 1 : ui64>
