// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// RUN: strata opt %s --convert-vector-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=SEP
// The declarations and globals conversions add (assert messages, puts and
// abort, printed strings and print functions, malloc and free) go in the
// builtin.module nearest around the op that needs them, as MLIR puts them
// in the op's parent module: each module declares what its own ops call,
// names are unique within it (the assert_msg counter is shared), and the
// families are ordered by first use within each module. The CHECK lines are
// mlir-opt 22's output.
func.func @x(%a: i1) { 
  cf.assert %a, "top"
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  vector.print %v : vector<2xf32>
  return }
module @inner {
  func.func @f(%n: index) -> memref<?xf32> {
    %0 = memref.alloc(%n) : memref<?xf32>
    vector.print str "hello"
    return %0 : memref<?xf32>
  }
  func.func @g(%a: i1, %m: memref<?xf32>) {
    cf.assert %a, "inner"
    memref.dealloc %m : memref<?xf32>
    return
  }
  module @deeper {
    func.func @h(%a: i1) {
      cf.assert %a, "deep"
      %c = arith.constant 3.0 : f32
      vector.print %c : f32
      return
    }
  }
}
func.func @h(%a: i1) {
  cf.assert %a, "outer"
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[111, 117, 116, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[116, 111, 112, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT: llvm.func @x(%arg0: i1) {
// CHECK: module @inner {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[105, 110, 110, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT: llvm.func @printString(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[104, 101, 108, 108, 111, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @f(%arg0: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK: llvm.func @g(%arg0: i1, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) {
// CHECK: module @deeper {
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[100, 101, 101, 112, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT: llvm.func @h(%arg0: i1) {
// CHECK: llvm.func @h(%arg0: i1) {

// SEP: module {
// SEP-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[111, 117, 116, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// SEP-NEXT: llvm.func @abort()
// SEP-NEXT: llvm.func @puts(!llvm.ptr)
// SEP-NEXT: llvm.mlir.global private constant @assert_msg(dense<[116, 111, 112, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// SEP-NEXT: llvm.func @x(%arg0: i1) {
// SEP: module @inner {
// SEP-NEXT: llvm.func @abort()
// SEP-NEXT: llvm.func @puts(!llvm.ptr)
// SEP-NEXT: llvm.mlir.global private constant @assert_msg(dense<[105, 110, 110, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// SEP-NEXT: llvm.func @free(!llvm.ptr)
// SEP-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// SEP-NEXT: llvm.func @printString(!llvm.ptr)
// SEP-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[104, 101, 108, 108, 111, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// SEP-NEXT: llvm.func @f(%arg0: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// SEP: llvm.func @g(%arg0: i1, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) {
// SEP: module @deeper {
// SEP-NEXT: llvm.func @abort()
// SEP-NEXT: llvm.func @puts(!llvm.ptr)
// SEP-NEXT: llvm.mlir.global private constant @assert_msg(dense<[100, 101, 101, 112, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// SEP-NEXT: llvm.func @printNewline()
// SEP-NEXT: llvm.func @printF32(f32)
// SEP-NEXT: llvm.func @h(%arg0: i1) {
// SEP: llvm.func @h(%arg0: i1) {
