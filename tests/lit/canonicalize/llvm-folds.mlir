// The llvm dialect's cheap folds: llvm.getelementptr with one zero index
// is its base, constant dynamic indices become constant indices; unused
// non-volatile loads go, volatile ones stay; llvm.cond_br drops the
// operands of dead block arguments (left-alone.mlir shows LLVM constants
// uniqued and hoisted like arith's).
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[3, %arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @loads(%arg0: !llvm.ptr, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.load volatile %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1(%arg2 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }

llvm.func @f(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %c = llvm.mlir.constant(3 : i64) : i64
  %z = llvm.mlir.constant(0 : i64) : i64
  %0 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  %1 = llvm.getelementptr %0[%c, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %2 = llvm.getelementptr inbounds %1[%z] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return %2 : !llvm.ptr
}
llvm.func @loads(%p: !llvm.ptr, %c: i1, %a: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p : !llvm.ptr -> i32
  %u = llvm.mlir.undef : i32
  llvm.cond_br %c, ^bb1(%a, %0 : i32, i32), ^bb1(%a, %u : i32, i32)
^bb1(%x: i32, %y: i32):
  llvm.return %x : i32
}
