// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --finalize-memref-to-llvm %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// Memref descriptors of every rank (LLVM-IR-Target.md, "Ranked MemRef Types"): heap and stack allocation, malloc alignment padding, memref elements, dealloc.

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
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (index, index) -> (), sym_name = "descriptors"}> ({
// CHECK-NEXT:   ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT:     %0 = "builtin.unrealized_conversion_cast"(%arg1) : (index) -> i64
// CHECK-NEXT:     %1 = "builtin.unrealized_conversion_cast"(%arg0) : (index) -> i64
// CHECK-NEXT:     %2 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %3 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %4 = "llvm.getelementptr"(%3, %2) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %5 = "llvm.ptrtoint"(%4) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %6 = "llvm.call"(%5) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %7 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %8 = "llvm.insertvalue"(%7, %6) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %9 = "llvm.insertvalue"(%8, %6) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %10 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %11 = "llvm.insertvalue"(%9, %10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64)>, i64) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %12 = "builtin.unrealized_conversion_cast"(%11) : (!llvm.struct<(ptr, ptr, i64)>) -> memref<f32>
// CHECK-NEXT:     %13 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %14 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %15 = "llvm.getelementptr"(%14, %1) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %16 = "llvm.ptrtoint"(%15) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %17 = "llvm.call"(%16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %18 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %19 = "llvm.insertvalue"(%18, %17) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %20 = "llvm.insertvalue"(%19, %17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %21 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %22 = "llvm.insertvalue"(%20, %21) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %23 = "llvm.insertvalue"(%22, %1) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %24 = "llvm.insertvalue"(%23, %13) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %25 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
// CHECK-NEXT:     %26 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %27 = "llvm.mul"(%25, %1) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %28 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %29 = "llvm.getelementptr"(%28, %27) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %30 = "llvm.ptrtoint"(%29) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %31 = "llvm.call"(%30) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %32 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %33 = "llvm.insertvalue"(%32, %31) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %34 = "llvm.insertvalue"(%33, %31) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %35 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %36 = "llvm.insertvalue"(%34, %35) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %37 = "llvm.insertvalue"(%36, %1) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %38 = "llvm.insertvalue"(%37, %25) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %39 = "llvm.insertvalue"(%38, %25) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %40 = "llvm.insertvalue"(%39, %26) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %41 = "builtin.unrealized_conversion_cast"(%40) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x4xf32>
// CHECK-NEXT:     %42 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %43 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
// CHECK-NEXT:     %44 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %45 = "llvm.mul"(%0, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %46 = "llvm.mul"(%45, %1) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %47 = "llvm.mul"(%46, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %48 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %49 = "llvm.getelementptr"(%48, %47) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %50 = "llvm.ptrtoint"(%49) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %51 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
// CHECK-NEXT:     %52 = "llvm.add"(%50, %51) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %53 = "llvm.call"(%52) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %54 = "llvm.ptrtoint"(%53) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %55 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %56 = "llvm.sub"(%51, %55) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %57 = "llvm.add"(%54, %56) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %58 = "llvm.urem"(%57, %51) : (i64, i64) -> i64
// CHECK-NEXT:     %59 = "llvm.sub"(%57, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %60 = "llvm.inttoptr"(%59) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %61 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %62 = "llvm.insertvalue"(%61, %53) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %63 = "llvm.insertvalue"(%62, %60) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %64 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %65 = "llvm.insertvalue"(%63, %64) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %66 = "llvm.insertvalue"(%65, %42) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %67 = "llvm.insertvalue"(%66, %1) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %68 = "llvm.insertvalue"(%67, %43) <{position = array<i64: 3, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %69 = "llvm.insertvalue"(%68, %0) <{position = array<i64: 3, 3>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %70 = "llvm.insertvalue"(%69, %46) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %71 = "llvm.insertvalue"(%70, %45) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %72 = "llvm.insertvalue"(%71, %0) <{position = array<i64: 4, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %73 = "llvm.insertvalue"(%72, %44) <{position = array<i64: 4, 3>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:     %74 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %75 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %76 = "llvm.mul"(%0, %74) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %77 = "llvm.alloca"(%76) <{elem_type = f64}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %78 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %79 = "llvm.insertvalue"(%78, %77) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %80 = "llvm.insertvalue"(%79, %77) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %81 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %82 = "llvm.insertvalue"(%80, %81) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %83 = "llvm.insertvalue"(%82, %74) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %84 = "llvm.insertvalue"(%83, %0) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %85 = "llvm.insertvalue"(%84, %0) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %86 = "llvm.insertvalue"(%85, %75) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %87 = "builtin.unrealized_conversion_cast"(%86) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<2x?xf64>
// CHECK-NEXT:     %88 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %89 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %90 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %91 = "llvm.getelementptr"(%90, %88) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %92 = "llvm.ptrtoint"(%91) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %93 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %94 = "llvm.getelementptr"(%93) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:     %95 = "llvm.ptrtoint"(%94) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %96 = "llvm.add"(%92, %95) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %97 = "llvm.call"(%96) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %98 = "llvm.ptrtoint"(%97) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %99 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %100 = "llvm.sub"(%95, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %101 = "llvm.add"(%98, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %102 = "llvm.urem"(%101, %95) : (i64, i64) -> i64
// CHECK-NEXT:     %103 = "llvm.sub"(%101, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %104 = "llvm.inttoptr"(%103) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %105 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %106 = "llvm.insertvalue"(%105, %97) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %107 = "llvm.insertvalue"(%106, %104) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %108 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %109 = "llvm.insertvalue"(%107, %108) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %110 = "llvm.insertvalue"(%109, %88) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %111 = "llvm.insertvalue"(%110, %89) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %112 = "builtin.unrealized_conversion_cast"(%111) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> memref<2xmemref<4xf32>>
// CHECK-NEXT:     %113 = "llvm.extractvalue"(%24) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     "llvm.call"(%113) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     %114 = "llvm.extractvalue"(%73) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     "llvm.call"(%114) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     "use"(%12, %41, %87, %112) : (memref<f32>, memref<?x4xf32>, memref<2x?xf64>, memref<2xmemref<4xf32>>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
