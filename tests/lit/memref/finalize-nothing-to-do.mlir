// RUN: strata opt --finalize-memref-to-llvm %s | FileCheck %s
// RUN: strata opt --convert-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts --mlir-timing %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// The CHECK lines are mlir-opt 22's output for the same flags.

// Without memref ops the pass leaves the IR as it is, memref types in
// signatures included (Strata then skips the conversion: it still appears,
// at no cost, in the timing report).

// CHECK-LABEL: func.func @keep(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT:    return %arg0 : memref<?xf32>
// CHECK-NEXT:  }
func.func @keep(%m: memref<?xf32>, %i: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  return %m : memref<?xf32>
}

// CHECK-LABEL: llvm.func @lowered(%arg0: i64) -> i64 {
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg0 : i64
// CHECK-NEXT:    llvm.return %0 : i64
// CHECK-NEXT:  }
llvm.func @lowered(%a: i64) -> i64 {
  %0 = llvm.add %a, %a : i64
  llvm.return %0 : i64
}

// TIMING: convert-to-llvm
// TIMING-NEXT: finalize-memref-to-llvm
// TIMING-NEXT: reconcile-unrealized-casts
