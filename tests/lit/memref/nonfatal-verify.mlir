// RUN: strata opt %s -finalize-memref-to-llvm -split-input-file -verify-diagnostics | FileCheck %s
// RUN: strata opt %s -finalize-memref-to-llvm -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
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

// -----

// A body converted twice (the load's fold reads through the cast in
// place, so the conversion starts again from a copy with that change)
// still reports the error once.
func.func @outside_value_refolded(%m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %c = memref.cast %m : memref<4xi32> to memref<?xi32>
  %x = memref.load %c[%i] : memref<?xi32>
  // expected-error @+1 {{result not defined in region}}
  %1 = memref.generic_atomic_rmw %c[%i] : memref<?xi32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %v : i32
  }
  return %x : i32
}
// CHECK-LABEL: func.func @outside_value_refolded
// CHECK: llvm.load
// CHECK: memref.generic_atomic_rmw

// Each error once, whether or not its body was converted twice.
// ERR-COUNT-2: error: result not defined in region
// ERR-NOT: error: result not defined in region
