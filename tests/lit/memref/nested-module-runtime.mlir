// RUN: strata opt %s -finalize-memref-to-llvm 2>&1 | FileCheck %s
// Runtime functions are looked up in the op's nearest builtin.module, as
// MLIR 22 looks them up in the op's parent module: a nested module's own
// conflicting `malloc` refuses the allocation in that module (an error
// that does not fail the pass, quoting the declaration), and a nested
// module whose `free` is another kind of op calls a fresh `free_0`,
// whatever the top-level module holds.

// CHECK: nested-module-runtime.mlir:[[# @LINE + 7]]:5: error: redefinition of reserved function 'malloc' of different type '!llvm.func<ptr (i32)>' is prohibited
// CHECK-NEXT: llvm.func @malloc(i32) -> !llvm.ptr
// CHECK-NEXT: ^
// CHECK-NEXT: nested-module-runtime.mlir:[[# @LINE + 4]]:5: note: see current operation:
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i32)>, linkage = #llvm.linkage<external>, sym_name = "malloc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
module @inner {
    llvm.func @malloc(i32) -> !llvm.ptr
    func.func @f() {
      %0 = memref.alloc() : memref<4xf32>
      return
    }
}
func.func private @free(!llvm.ptr)
module @other {
    func.func private @free(!llvm.ptr)
    func.func @g(%m: memref<4xf32>) {
      memref.dealloc %m : memref<4xf32>
      return
    }
}

// CHECK-LABEL: module @inner {
// CHECK-NEXT:    llvm.func @malloc(i32) -> !llvm.ptr
// CHECK-NEXT:    func.func @f() {
// CHECK-NEXT:      %alloc = memref.alloc() : memref<4xf32>
// CHECK-LABEL: module @other {
// CHECK-NEXT:    llvm.func @free_0(!llvm.ptr)
// CHECK-NEXT:    func.func private @free(!llvm.ptr)
// CHECK:         llvm.call @free_0(%{{.*}}) : (!llvm.ptr) -> ()
