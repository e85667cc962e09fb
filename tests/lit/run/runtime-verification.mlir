// Out-of-bounds accesses caught at run time: -generate-runtime-verification
// adds the checks, -test-cf-assert makes a failed check print its message
// and go on (instead of aborting), so every failure shows up in order.
// RUN: strata opt %s -generate-runtime-verification -test-cf-assert -convert-to-llvm -reconcile-unrealized-casts | strata run -e main -entry-point-result=void 2>&1 | FileCheck %s

func.func @load_at(%m: memref<?xi64>, %i: index) -> i64 {
  %v = memref.load %m[%i] : memref<?xi64>
  return %v : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %seven = arith.constant 7 : i64
  %big = memref.alloc(%c8) : memref<?xi64>
  // A view of 8 elements disguised as 4: the checks see 4, the memory has 8.
  %small = memref.reinterpret_cast %big to offset: [0], sizes: [%c4], strides: [1] : memref<?xi64> to memref<?xi64>
  memref.store %seven, %big[%c4] : memref<?xi64>
  // In bounds: no message.
  %a = func.call @load_at(%small, %c3) : (memref<?xi64>, index) -> i64
  // CHECK:      ERROR: Runtime op verification failed
  // CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xi64>
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc("{{.*}}runtime-verification.mlir":7:8)
  %b = func.call @load_at(%small, %c4) : (memref<?xi64>, index) -> i64
  // CHECK-NEXT: 7
  vector.print %b : i64
  // CHECK-NOT: ERROR
  memref.dealloc %big : memref<?xi64>
  return
}
