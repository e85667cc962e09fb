// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --mlir-disable-threading %s | FileCheck %s
// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --threads=4 %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// The bare pointer convention (ConversionToLLVMDialect.md, "Bare Pointer
// Convention"): statically shaped memrefs with the default layout pass as a
// pointer.
func.func private @bare(memref<f32>, memref<10x42xf32>, memref<10x42xvector<4xf32>>)
func.func @load_through(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "bare", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr)>, linkage = #llvm.linkage<external>, sym_name = "load_through", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg0: !llvm.ptr):
// CHECK-NEXT:     %0 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = "llvm.insertvalue"(%0, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = "llvm.insertvalue"(%1, %arg0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %4 = "llvm.insertvalue"(%2, %3) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
// CHECK-NEXT:     %6 = "llvm.insertvalue"(%4, %5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %8 = "llvm.insertvalue"(%6, %7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = "llvm.extractvalue"(%8) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     "llvm.return"(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
