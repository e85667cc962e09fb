// RUN: not strata translate --mlir-to-llvmir -split-input-file %s 2>&1 | FileCheck %s
// llvm.call_intrinsic is checked as mlir-translate 22 checks it: the
// intrinsic must exist, and one that is not overloaded must be called with
// its own signature. Each error is followed by MLIR's "LLVM Translation
// failed" error, which quotes the op.

llvm.func @no_intrinsic() {
  llvm.call_intrinsic "llvm.does_not_exist"() : () -> ()
  llvm.return
}
// CHECK: within split at {{.*}}call-intrinsic-errors.mlir:1 offset :[[# @LINE - 3]]:3: error: could not find LLVM intrinsic: "llvm.does_not_exist"
// CHECK: within split at {{.*}}call-intrinsic-errors.mlir:1 offset :[[# @LINE - 4]]:3: error: LLVM Translation failed for operation: llvm.call_intrinsic
// CHECK: within split at {{.*}}call-intrinsic-errors.mlir:1 offset :[[# @LINE - 5]]:3: note: see current operation: "llvm.call_intrinsic"() <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.does_not_exist", op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()

// -----

llvm.func @bad_result() {
  llvm.call_intrinsic "llvm.x86.sse41.round.ss"() : () -> ()
  llvm.return
}
// CHECK: error: intrinsic call returns void but "llvm.x86.sse41.round.ss" actually returns <4 x float>
// CHECK: error: LLVM Translation failed for operation: llvm.call_intrinsic

// -----

llvm.func @bad_count() {
  %0 = llvm.mlir.constant(1 : i8) : i8
  %1 = llvm.call_intrinsic "llvm.x86.sse41.round.ss"(%0) : (i8) -> (vector<4xf32>)
  llvm.return
}
// CHECK: error: intrinsic call has 1 operands but "llvm.x86.sse41.round.ss" expects 3

// -----

llvm.func @bad_operand(%a: vector<4xf32>, %b: i32) {
  %1 = llvm.call_intrinsic "llvm.x86.sse41.round.ss"(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> (vector<4xf32>)
  llvm.return
}
// CHECK: error: intrinsic call operand #2 has type <4 x float> but "llvm.x86.sse41.round.ss" expects i32
