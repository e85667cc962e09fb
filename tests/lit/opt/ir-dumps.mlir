// RUN: strata opt %s --pass-pipeline="builtin.module(func.func(convert-arith-to-llvm),convert-func-to-llvm,reconcile-unrealized-casts)" --mlir-print-ir-before=convert-arith-to-llvm --mlir-print-ir-after=convert-func-to-llvm -o /dev/null 2>&1 | FileCheck %s
// RUN: strata opt %s --pass-pipeline="builtin.module(func.func(convert-arith-to-llvm),convert-func-to-llvm,reconcile-unrealized-casts)" --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: strata opt %s --pass-pipeline="builtin.module(func.func(convert-arith-to-llvm),convert-func-to-llvm)" --mlir-print-ir-after-all --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// IR dumps on stderr around passes, character for character as mlir-opt
// 22 prints them (with --mlir-disable-threading): a nested pass dumps each
// op it runs on, a module pass the module; after-change leaves out passes
// that changed nothing (reconcile-unrealized-casts here); module scope
// dumps the module with the op named in the header.

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g() {
  return
}

// CHECK:      // -----// IR Dump Before ArithToLLVMConversionPass (convert-arith-to-llvm) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before ArithToLLVMConversionPass (convert-arith-to-llvm) //----- //
// CHECK-NEXT: func.func @g() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After ConvertFuncToLLVMPass (convert-func-to-llvm) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g() {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// CHANGE:      // -----// IR Dump After ArithToLLVMConversionPass (convert-arith-to-llvm) //----- //
// CHANGE-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHANGE-NEXT:   %0 = llvm.add %arg0, %arg0 : i32
// CHANGE-NEXT:   return %0 : i32
// CHANGE-NEXT: }
// CHANGE-EMPTY:
// CHANGE-NEXT: // -----// IR Dump After ConvertFuncToLLVMPass (convert-func-to-llvm) //----- //
// CHANGE-NEXT: module {
// CHANGE-NEXT:   llvm.func @f(%arg0: i32) -> i32 {
// CHANGE-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// CHANGE-NEXT:     llvm.return %0 : i32
// CHANGE-NEXT:   }
// CHANGE-NEXT:   llvm.func @g() {
// CHANGE-NEXT:     llvm.return
// CHANGE-NEXT:   }
// CHANGE-NEXT: }

// SCOPE:      // -----// IR Dump After ArithToLLVMConversionPass (convert-arith-to-llvm) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// SCOPE-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// SCOPE-NEXT:     return %0 : i32
// SCOPE-NEXT:   }
// SCOPE-NEXT:   func.func @g() {
// SCOPE-NEXT:     return
// SCOPE-NEXT:   }
// SCOPE-NEXT: }
// SCOPE-EMPTY:
// SCOPE-EMPTY:
// SCOPE-NEXT: // -----// IR Dump After ArithToLLVMConversionPass (convert-arith-to-llvm) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// SCOPE-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// SCOPE-NEXT:     return %0 : i32
// SCOPE-NEXT:   }
// SCOPE-NEXT:   func.func @g() {
// SCOPE-NEXT:     return
// SCOPE-NEXT:   }
// SCOPE-NEXT: }
// SCOPE-EMPTY:
// SCOPE-EMPTY:
// SCOPE-NEXT: // -----// IR Dump After ConvertFuncToLLVMPass (convert-func-to-llvm) ('builtin.module' operation) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   llvm.func @f(%arg0: i32) -> i32 {
// SCOPE-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// SCOPE-NEXT:     llvm.return %0 : i32
// SCOPE-NEXT:   }
// SCOPE-NEXT:   llvm.func @g() {
// SCOPE-NEXT:     llvm.return
// SCOPE-NEXT:   }
// SCOPE-NEXT: }
