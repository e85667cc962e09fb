// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --finalize-memref-to-llvm %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// Unranked memrefs (LLVM-IR-Target.md, "Unranked MemRef Types"): ranked to unranked through a stack descriptor, unranked to ranked, dim and rank.

func.func @unranked(%a: memref<?x4xf32>, %u: memref<*xf32>, %i: index) -> (index, index) {
  %0 = memref.cast %a : memref<?x4xf32> to memref<*xf32>
  %1 = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %2 = memref.dim %u, %i : memref<*xf32>
  %3 = memref.rank %u : memref<*xf32>
  "use"(%0, %1) : (memref<*xf32>, memref<?x4xf32>) -> ()
  return %2, %3 : index, index
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x4xf32>, memref<*xf32>, index) -> (index, index), sym_name = "unranked"}> ({
// CHECK-NEXT:   ^bb0(%arg0: memref<?x4xf32>, %arg1: memref<*xf32>, %arg2: index):
// CHECK-NEXT:     %0 = "builtin.unrealized_conversion_cast"(%arg2) : (index) -> i64
// CHECK-NEXT:     %1 = "builtin.unrealized_conversion_cast"(%arg1) : (memref<*xf32>) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = "builtin.unrealized_conversion_cast"(%arg0) : (memref<?x4xf32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %4 = "llvm.alloca"(%3) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     "llvm.store"(%2, %4) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
// CHECK-NEXT:     %5 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %6 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %7 = "llvm.insertvalue"(%6, %5) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %8 = "llvm.insertvalue"(%7, %4) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %9 = "builtin.unrealized_conversion_cast"(%8) : (!llvm.struct<(i64, ptr)>) -> memref<*xf32>
// CHECK-NEXT:     %10 = "llvm.extractvalue"(%1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
// CHECK-NEXT:     %11 = "llvm.load"(%10) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = "builtin.unrealized_conversion_cast"(%11) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x4xf32>
// CHECK-NEXT:     %13 = "llvm.extractvalue"(%1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
// CHECK-NEXT:     %14 = "llvm.getelementptr"(%13) <{elem_type = !llvm.struct<(ptr, ptr, i64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:     %15 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %16 = "llvm.add"(%15, %0) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %17 = "llvm.getelementptr"(%14, %16) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %18 = "llvm.load"(%17) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
// CHECK-NEXT:     %19 = "builtin.unrealized_conversion_cast"(%18) : (i64) -> index
// CHECK-NEXT:     %20 = "llvm.extractvalue"(%1) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// CHECK-NEXT:     %21 = "builtin.unrealized_conversion_cast"(%20) : (i64) -> index
// CHECK-NEXT:     "use"(%9, %12) : (memref<*xf32>, memref<?x4xf32>) -> ()
// CHECK-NEXT:     "func.return"(%19, %21) : (index, index) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
