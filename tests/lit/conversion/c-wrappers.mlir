// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-func-to-llvm --mlir-disable-threading %s | FileCheck %s
// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-func-to-llvm --threads=4 %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// C-compatible wrappers (ConversionToLLVMDialect.md, "C-compatible wrapper
// emission"): `_mlir_ciface_` functions take memrefs by pointer to their
// descriptor and return structs through a leading pointer argument. A
// definition gets a wrapper calling it; a declaration gets a private body
// calling the declared C function.
func.func @defined(%m: memref<?xf32>, %x: f32) -> memref<?xf32> attributes { llvm.emit_c_interface } {
  return %m : memref<?xf32>
}
func.func private @declared(memref<2x?xf32> {test.arg}, i64) -> (f32 {test.res}) attributes { llvm.emit_c_interface }
func.func @scalar(%x: i64) -> i64 attributes { llvm.emit_c_interface } {
  return %x : i64
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> (ptr, ptr, i64, i64, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "defined", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg13: !llvm.ptr, %arg14: !llvm.ptr, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: f32):
// CHECK-NEXT:     %19 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %20 = "llvm.insertvalue"(%19, %arg13) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %21 = "llvm.insertvalue"(%20, %arg14) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %22 = "llvm.insertvalue"(%21, %arg15) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %23 = "llvm.insertvalue"(%22, %arg16) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %24 = "llvm.insertvalue"(%23, %arg17) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     "llvm.return"(%24) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> ()
// CHECK-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_defined", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: f32):
// CHECK-NEXT:     %12 = "llvm.load"(%arg11) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = "llvm.extractvalue"(%12) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     %14 = "llvm.extractvalue"(%12) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     %15 = "llvm.extractvalue"(%12) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
// CHECK-NEXT:     %16 = "llvm.extractvalue"(%12) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
// CHECK-NEXT:     %17 = "llvm.extractvalue"(%12) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
// CHECK-NEXT:     %18 = "llvm.call"(%13, %14, %15, %16, %17, %arg12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @defined, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     "llvm.store"(%18, %arg10) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
// CHECK-NEXT:     "llvm.return"() : () -> ()
// CHECK-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = !llvm.func<f32 (ptr, ptr, i64, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<private>, res_attrs = [{test.res}], sym_name = "declared", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64):
// CHECK-NEXT:     %1 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = "llvm.insertvalue"(%1, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = "llvm.insertvalue"(%2, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = "llvm.insertvalue"(%3, %arg4) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = "llvm.insertvalue"(%4, %arg5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = "llvm.insertvalue"(%5, %arg7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = "llvm.insertvalue"(%6, %arg6) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = "llvm.insertvalue"(%7, %arg8) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %10 = "llvm.alloca"(%9) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     "llvm.store"(%8, %10) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
// CHECK-NEXT:     %11 = "llvm.call"(%10, %arg9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_declared, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i64) -> f32
// CHECK-NEXT:     "llvm.return"(%11) : (f32) -> ()
// CHECK-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{test.arg}, {}], function_type = !llvm.func<f32 (ptr, i64)>, linkage = #llvm.linkage<external>, res_attrs = [{test.res}], sym_name = "_mlir_ciface_declared", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "scalar", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg1: i64):
// CHECK-NEXT:     "llvm.return"(%arg1) : (i64) -> ()
// CHECK-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_scalar", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg0: i64):
// CHECK-NEXT:     %0 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @scalar, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
// CHECK-NEXT:     "llvm.return"(%0) : (i64) -> ()
// CHECK-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT: }) : () -> ()
