// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-to-llvm --mlir-disable-threading %s | FileCheck %s
// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --convert-to-llvm --threads=4 %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// Repeated successors (ConversionToLLVMDialect.md, "Repeated Successor
// Removal"): MLIR 22 keeps the repeated successor in the LLVM dialect (no
// dummy block); the translation to LLVM IR deals with it.
func.func @repeated(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i1, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "repeated", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
// CHECK-NEXT:     "llvm.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:     "llvm.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
