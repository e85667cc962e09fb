// RUN: strata opt %s --convert-index-to-llvm | FileCheck %s
// convert-index-to-llvm's target is not an LLVMConversionTarget:
// builtin.unrealized_conversion_cast is not legal there, so MLIR's
// conversion folds it before patterns (a cast to its own type, a round
// trip back to the first input). A constant moves right of index.add.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @casts(%a: i64, %x: index) -> (i64, i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  %1 = builtin.unrealized_conversion_cast %a : i64 to f64
  %2 = builtin.unrealized_conversion_cast %1 : f64 to i64
  %c = index.constant 4
  %3 = index.add %c, %x
  %4 = index.casts %3 : index to i64
  return %0, %2, %4 : i64, i64, i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @casts(%arg0: i64, %arg1: index) -> (i64, i64, i64) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : i64 to f64
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:     %3 = llvm.add %0, %2 : i64
// CHECK-NEXT:     return %arg0, %arg0, %3 : i64, i64, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
