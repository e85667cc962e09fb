// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --finalize-memref-to-llvm=use-aligned-alloc=1 %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// use-aligned-alloc: aligned_alloc with the alignment bumped to a power of two (at least 16) and the size padded to a multiple of it.

func.func @descriptors(%n: index, %m: index) {
  %r0 = memref.alloc() : memref<f32>
  %r1 = memref.alloc(%n) : memref<?xf32>
  %r2 = memref.alloc(%n) : memref<?x4xf32>
  %r3 = memref.alloc(%n, %m) {alignment = 32} : memref<2x?x3x?xi8>
  %s = memref.alloca(%m) : memref<2x?xf64>
  %v = memref.alloc() : memref<2xmemref<4xf32>>
  memref.dealloc %r1 : memref<?xf32>
  memref.dealloc %r3 : memref<2x?x3x?xi8>
  "use"(%r0, %r2, %s, %v) : (memref<f32>, memref<?x4xf32>, memref<2x?xf64>, memref<2xmemref<4xf32>>) -> ()
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "free", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "aligned_alloc", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (index, index) -> (), sym_name = "descriptors"}> ({
// CHECK-NEXT:   ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT:     %0 = "builtin.unrealized_conversion_cast"(%arg1) : (index) -> i64
// CHECK-NEXT:     %1 = "builtin.unrealized_conversion_cast"(%arg0) : (index) -> i64
// CHECK-NEXT:     %2 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %3 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %4 = "llvm.getelementptr"(%3, %2) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %5 = "llvm.ptrtoint"(%4) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %6 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
// CHECK-NEXT:     %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %8 = "llvm.sub"(%6, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %9 = "llvm.add"(%5, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %10 = "llvm.urem"(%9, %6) : (i64, i64) -> i64
// CHECK-NEXT:     %11 = "llvm.sub"(%9, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %12 = "llvm.call"(%6, %11) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @aligned_alloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %13 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %14 = "llvm.insertvalue"(%13, %12) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %15 = "llvm.insertvalue"(%14, %12) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %16 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %17 = "llvm.insertvalue"(%15, %16) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64)>, i64) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %18 = "builtin.unrealized_conversion_cast"(%17) : (!llvm.struct<(ptr, ptr, i64)>) -> memref<f32>
// CHECK-NEXT:     %19 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %20 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %21 = "llvm.getelementptr"(%20, %1) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %22 = "llvm.ptrtoint"(%21) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %23 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
// CHECK-NEXT:     %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %25 = "llvm.sub"(%23, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %26 = "llvm.add"(%22, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %27 = "llvm.urem"(%26, %23) : (i64, i64) -> i64
// CHECK-NEXT:     %28 = "llvm.sub"(%26, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %29 = "llvm.call"(%23, %28) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @aligned_alloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %30 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %31 = "llvm.insertvalue"(%30, %29) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %32 = "llvm.insertvalue"(%31, %29) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %33 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %34 = "llvm.insertvalue"(%32, %33) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %35 = "llvm.insertvalue"(%34, %1) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %36 = "llvm.insertvalue"(%35, %19) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %37 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
// CHECK-NEXT:     %38 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %39 = "llvm.mul"(%37, %1) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %40 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %41 = "llvm.getelementptr"(%40, %39) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %42 = "llvm.ptrtoint"(%41) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %43 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
// CHECK-NEXT:     %44 = "llvm.call"(%43, %42) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @aligned_alloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %45 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %46 = "llvm.insertvalue"(%45, %44) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %47 = "llvm.insertvalue"(%46, %44) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %48 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %49 = "llvm.insertvalue"(%47, %48) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %50 = "llvm.insertvalue"(%49, %1) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %51 = "llvm.insertvalue"(%50, %37) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %52 = "llvm.insertvalue"(%51, %37) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %53 = "llvm.insertvalue"(%52, %38) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %54 = "builtin.unrealized_conversion_cast"(%53) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x4xf32>
// CHECK-NEXT:     %55 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %56 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
// CHECK-NEXT:     %57 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %58 = "llvm.mul"(%0, %56) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %59 = "llvm.mul"(%58, %1) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %60 = "llvm.mul"(%59, %55) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %61 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %62 = "llvm.getelementptr"(%61, %60) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %63 = "llvm.ptrtoint"(%62) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %64 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
// CHECK-NEXT:     %65 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %66 = "llvm.sub"(%64, %65) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %67 = "llvm.add"(%63, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %68 = "llvm.urem"(%67, %64) : (i64, i64) -> i64
// CHECK-NEXT:     %69 = "llvm.sub"(%67, %68) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %70 = "llvm.call"(%64, %69) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @aligned_alloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %71 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %72 = "llvm.insertvalue"(%71, %70) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %73 = "llvm.insertvalue"(%72, %70) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %74 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %75 = "llvm.insertvalue"(%73, %74) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %76 = "llvm.insertvalue"(%75, %55) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %77 = "llvm.insertvalue"(%76, %1) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %78 = "llvm.insertvalue"(%77, %56) <{position = array<i64: 3, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %79 = "llvm.insertvalue"(%78, %0) <{position = array<i64: 3, 3>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %80 = "llvm.insertvalue"(%79, %59) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %81 = "llvm.insertvalue"(%80, %58) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %82 = "llvm.insertvalue"(%81, %0) <{position = array<i64: 4, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %83 = "llvm.insertvalue"(%82, %57) <{position = array<i64: 4, 3>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %84 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %85 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %86 = "llvm.mul"(%0, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %87 = "llvm.alloca"(%86) <{elem_type = f64}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %88 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %89 = "llvm.insertvalue"(%88, %87) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %90 = "llvm.insertvalue"(%89, %87) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %91 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %92 = "llvm.insertvalue"(%90, %91) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %93 = "llvm.insertvalue"(%92, %84) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %94 = "llvm.insertvalue"(%93, %0) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %95 = "llvm.insertvalue"(%94, %0) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %96 = "llvm.insertvalue"(%95, %85) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %97 = "builtin.unrealized_conversion_cast"(%96) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<2x?xf64>
// CHECK-NEXT:     %98 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %99 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %100 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %101 = "llvm.getelementptr"(%100, %98) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %102 = "llvm.ptrtoint"(%101) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %103 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
// CHECK-NEXT:     %104 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %105 = "llvm.sub"(%103, %104) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %106 = "llvm.add"(%102, %105) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %107 = "llvm.urem"(%106, %103) : (i64, i64) -> i64
// CHECK-NEXT:     %108 = "llvm.sub"(%106, %107) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %109 = "llvm.call"(%103, %108) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @aligned_alloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %110 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %111 = "llvm.insertvalue"(%110, %109) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %112 = "llvm.insertvalue"(%111, %109) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %113 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %114 = "llvm.insertvalue"(%112, %113) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %115 = "llvm.insertvalue"(%114, %98) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %116 = "llvm.insertvalue"(%115, %99) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %117 = "builtin.unrealized_conversion_cast"(%116) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> memref<2xmemref<4xf32>>
// CHECK-NEXT:     %118 = "llvm.extractvalue"(%36) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     "llvm.call"(%118) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     %119 = "llvm.extractvalue"(%83) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     "llvm.call"(%119) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     "use"(%18, %54, %97, %117) : (memref<f32>, memref<?x4xf32>, memref<2x?xf64>, memref<2xmemref<4xf32>>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
