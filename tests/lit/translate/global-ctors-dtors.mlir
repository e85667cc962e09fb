// RUN: strata translate -mlir-to-llvmir %s | FileCheck %s
// llvm.mlir.global_ctors / global_dtors as appending arrays (mlir-translate 22
// output in the CHECK lines, including its null data pointers).

llvm.func @foo() {
  llvm.return
}
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.global_ctors ctors = [@foo, @foo], priorities = [0 : i32, 65535 : i32], data = [#llvm.zero, @foo]
llvm.mlir.global_dtors dtors = [], priorities = [], data = []

// CHECK: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @foo, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @foo, ptr null }]
// CHECK: @llvm.global_dtors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
