// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-to-llvm --mlir-disable-threading %s | FileCheck %s
// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-to-llvm --threads=4 %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// Result packing (ConversionToLLVMDialect.md, "Result Packing"): several
// results travel in a struct, packed at the return and unpacked at the call.
func.func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
  return %arg0, %arg1 : i32, i64
}
func.func @bar() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 17 : i64
  %2:2 = call @foo(%0, %1) : (i32, i64) -> (i32, i64)
  "use_i32"(%2#0) : (i32) -> ()
  "use_i64"(%2#1) : (i64) -> ()
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, i64)> (i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "foo", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i64):
// CHECK-NEXT:     %5 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:     %6 = "llvm.insertvalue"(%5, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i64)>, i32) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:     %7 = "llvm.insertvalue"(%6, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i64)>, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:     "llvm.return"(%7) : (!llvm.struct<(i32, i64)>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "bar", visibility_ = 0 : i64}> ({
// CHECK-NEXT:     %0 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
// CHECK-NEXT:     %1 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
// CHECK-NEXT:     %2 = "llvm.call"(%0, %1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @foo, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:     %3 = "llvm.extractvalue"(%2) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i64)>) -> i32
// CHECK-NEXT:     %4 = "llvm.extractvalue"(%2) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i64)>) -> i64
// CHECK-NEXT:     "use_i32"(%3) : (i32) -> ()
// CHECK-NEXT:     "use_i64"(%4) : (i64) -> ()
// CHECK-NEXT:     "llvm.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
