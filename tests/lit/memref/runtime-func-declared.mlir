// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// RUN: strata opt %s --finalize-memref-to-llvm | FileCheck %s --check-prefix=MEMREF
// In convert-to-llvm, a `func.func @free` declared before the functions
// that free memory is converted to `llvm.func @free` first, and the
// deallocation calls it, as in mlir-opt 22 (the CHECK lines are its
// output, for both passes). finalize-memref-to-llvm does not convert it, so the call goes
// to a fresh `free_0`. (Declared after its callers, MLIR 22 makes a second
// `@free` and fails to verify; Strata calls `free_0` there.)
func.func private @free(!llvm.ptr)
func.func @g(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}

// CHECK: llvm.func @free(!llvm.ptr) attributes {sym_visibility = "private"}
// CHECK: llvm.func @g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
// CHECK: llvm.call @free(%6) : (!llvm.ptr) -> ()
// MEMREF: llvm.func @free_0(!llvm.ptr)
// MEMREF: func.func private @free(!llvm.ptr)
// MEMREF: llvm.call @free_0(%1) : (!llvm.ptr) -> ()
