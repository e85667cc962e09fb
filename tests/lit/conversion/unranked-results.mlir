// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-func-to-llvm --mlir-disable-threading %s | FileCheck %s
// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-func-to-llvm --threads=4 %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// Unranked memref results cross calls by copy: the callee's return copies
// the ranked descriptor to the heap (malloc), the caller copies it onto its
// stack and frees the heap copy.
func.func private @hoo(memref<*xi8>) -> memref<*xi8>
func.func @check_unranked_memref_func_call(%in: memref<*xi8>) -> memref<*xi8> {
  %res = call @hoo(%in) : (memref<*xi8>) -> memref<*xi8>
  return %res : memref<*xi8>
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "free", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, ptr)> (i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "hoo", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, ptr)> (i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "check_unranked_memref_func_call", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg0: i64, %arg1: !llvm.ptr):
// CHECK-NEXT:     %0 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = "llvm.insertvalue"(%0, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = "llvm.insertvalue"(%1, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = "llvm.extractvalue"(%2) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// CHECK-NEXT:     %4 = "llvm.extractvalue"(%2) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
// CHECK-NEXT:     %5 = "llvm.call"(%3, %4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @hoo, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %6 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %7 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %8 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// CHECK-NEXT:     %9 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// CHECK-NEXT:     %10 = "llvm.mul"(%7, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %11 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// CHECK-NEXT:     %12 = "llvm.mul"(%7, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %13 = "llvm.add"(%12, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %14 = "llvm.mul"(%13, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %15 = "llvm.add"(%10, %14) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %16 = "llvm.alloca"(%15) <{elem_type = i8}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %17 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     "llvm.call"(%17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     %18 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %19 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// CHECK-NEXT:     %20 = "llvm.insertvalue"(%18, %19) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %21 = "llvm.insertvalue"(%20, %16) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %22 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %23 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %24 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// CHECK-NEXT:     %25 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// CHECK-NEXT:     %26 = "llvm.mul"(%23, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %27 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// CHECK-NEXT:     %28 = "llvm.mul"(%23, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %29 = "llvm.add"(%28, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %30 = "llvm.mul"(%29, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %31 = "llvm.add"(%26, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %32 = "llvm.call"(%31) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %33 = "llvm.extractvalue"(%21) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %34 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %35 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// CHECK-NEXT:     %36 = "llvm.insertvalue"(%34, %35) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %37 = "llvm.insertvalue"(%36, %32) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.return"(%37) : (!llvm.struct<(i64, ptr)>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
