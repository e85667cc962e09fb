// Ops MLIR 22 erases when unused: pure LLVM intrinsics (not the loads,
// stack, invariant-group, exception or matrix ones), inline assembly without
// has_side_effects, llvm.blockaddress (constant-like: hoisted and uniqued),
// memref.assume_alignment and spirv's Group (not GroupNonUniform) reductions.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: llvm.func @intrinsics(%arg0: !llvm.ptr, %arg1: vector<4xf32>, %arg2: i32, %arg3: vector<4xi1>, %arg4: f64, %arg5: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vp.load"(%arg0, %arg3, %arg2) : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-NEXT: %1 = llvm.intr.masked.load %arg0, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.intr.launder.invariant.group %arg0 : !llvm.ptr
// CHECK-NEXT: %4 = llvm.intr.eh.typeid.for %arg0 : (!llvm.ptr) -> i32
// CHECK-NEXT: %5 = llvm.intr.matrix.transpose %arg1 {columns = 2 : i32, rows = 2 : i32} : vector<4xf32> into vector<4xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @inline_asm(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.inline_asm has_side_effects "bar", "=r,r" %arg0 : (i32) -> i32
// CHECK-NEXT: %1 = llvm.inline_asm "baz", "=r,r" %arg0 : (i32) -> i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @g(!llvm.ptr)
// CHECK-LABEL: llvm.func @blockaddress() {
// CHECK-NEXT: %0 = llvm.blockaddress <function = @blockaddress, tag = <id = 1>> : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.call @g(%0) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @g(%0) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.blocktag <id = 1>
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.blocktag <id = 2>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assume_alignment(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 32 : memref<4xf32>
// CHECK-NEXT: return %assume_align : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: spirv.module Logical GLSL450 {
// CHECK-LABEL: spirv.func @group(%arg0: i32, %arg1: f32, %arg2: i1) -> i32 "None" {
// CHECK-NEXT: %0 = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %arg0 : i32 -> i32
// CHECK-NEXT: %1 = spirv.GroupSMin <Workgroup> <ExclusiveScan> %arg0 : i32
// CHECK-NEXT: spirv.ReturnValue %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

llvm.func @intrinsics(%p: !llvm.ptr, %v: vector<4xf32>, %i: i32, %m: vector<4xi1>, %d: f64, %w: vector<4xi32>) {
  %0 = llvm.intr.fabs(%v) : (vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.vector.insert %v, %v[0] : vector<4xf32> into vector<4xf32>
  %2 = llvm.intr.vector.extract %v[0] : vector<2xf32> from vector<4xf32>
  %3 = "llvm.intr.vp.smax"(%w, %w, %m, %i) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %4 = llvm.intr.experimental.constrained.fptrunc %d towardzero maytrap : f64 to f32
  %5 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %6 = "llvm.intr.vector.reduce.add"(%w) : (vector<4xi32>) -> i32
  %7 = "llvm.intr.vp.load"(%p, %m, %i) : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xf32>
  %8 = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  %9 = llvm.intr.stacksave : !llvm.ptr
  %10 = llvm.intr.launder.invariant.group %p : !llvm.ptr
  %11 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  %12 = llvm.intr.matrix.transpose %v {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> into vector<4xf32>
  llvm.return
}
llvm.func @inline_asm(%a: i32) -> i32 {
  %0 = llvm.inline_asm "foo", "=r,r" %a : (i32) -> i32
  %1 = llvm.inline_asm has_side_effects "bar", "=r,r" %a : (i32) -> i32
  %2 = llvm.inline_asm "baz", "=r,r" %a : (i32) -> i32
  llvm.return %2 : i32
}
llvm.func @g(!llvm.ptr)
llvm.func @blockaddress() {
  %0 = llvm.blockaddress <function = @blockaddress, tag = <id = 2>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  %1 = llvm.blockaddress <function = @blockaddress, tag = <id = 1>> : !llvm.ptr
  %2 = llvm.blockaddress <function = @blockaddress, tag = <id = 1>> : !llvm.ptr
  llvm.call @g(%1) : (!llvm.ptr) -> ()
  llvm.call @g(%2) : (!llvm.ptr) -> ()
  llvm.br ^bb2
^bb2:
  llvm.blocktag <id = 1>
  llvm.br ^bb3
^bb3:
  llvm.blocktag <id = 2>
  llvm.return
}
func.func @assume_alignment(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %m, 32 : memref<4xf32>
  return %1 : memref<4xf32>
}
spirv.module Logical GLSL450 {
  spirv.func @group(%a: i32, %f: f32, %b: i1) -> i32 "None" {
    %0 = spirv.GroupIAdd <Workgroup> <Reduce> %a : i32
    %1 = spirv.GroupFMax <Workgroup> <Reduce> %f : f32
    %2 = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %a : i32 -> i32
    %3 = spirv.GroupSMin <Workgroup> <ExclusiveScan> %a : i32
    spirv.ReturnValue %3 : i32
  }
}
