// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-func-to-llvm --mlir-disable-threading %s | FileCheck %s
// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-func-to-llvm --threads=4 %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// Type conversion (ConversionToLLVMDialect.md, "Type Conversion"): scalars
// keep their builtin types, index becomes i64 (or the index-bitwidth), 1-D
// vectors stay, n-D vectors become arrays of 1-D vectors, memrefs become
// descriptors expanded into scalars in signatures, unranked memrefs
// (rank, ptr), functions pointers.
func.func private @scalars(i1, i32, i64, f16, bf16, f32, f64, index) -> index
func.func private @vectors(vector<4xf32>, vector<4x8x16xf32>, vector<i32>) -> vector<2x3xi64>
func.func private @memrefs(memref<f32>, memref<1xf32>, memref<?xf32>, memref<10x?x42x?x123xf32>, memref<1x?xvector<4xf32>>)
func.func private @unranked(memref<*xf32>) -> memref<*xf32>
func.func private @function_args((i32) -> i64) -> ((f32) -> ())

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i1, i32, i64, f16, bf16, f32, f64, i64)>, linkage = #llvm.linkage<external>, sym_name = "scalars", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<array<2 x vector<3xi64>> (vector<4xf32>, array<4 x array<8 x vector<16xf32>>>, vector<1xi32>)>, linkage = #llvm.linkage<external>, sym_name = "vectors", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "memrefs", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, ptr)> (i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "unranked", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr)>, linkage = #llvm.linkage<external>, sym_name = "function_args", sym_visibility = "private", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
