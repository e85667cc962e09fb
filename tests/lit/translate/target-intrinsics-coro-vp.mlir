// Intrinsics mlir-translate 22 knows that an earlier Strata did not: the
// coroutine ones, eh.typeid.for, vector.insert/extract/deinterleave2, the
// constrained int-to-float and fpext conversions, the vector-predicated
// min/max, fma, reductions, conversions, loads and stores.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// The whole output is what mlir-translate 22 prints, and both forms print
// as mlir-opt 22 prints them.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s -o %t.ours.ll
// RUN: mlir-translate --mlir-to-llvmir --split-input-file %s -o %t.ref.ll
// RUN: diff %t.ours.ll %t.ref.ll
// RUN: strata opt --split-input-file %s -o %t.ours.mlir
// RUN: mlir-opt --split-input-file %s -o %t.ref.mlir
// RUN: diff %t.ours.mlir %t.ref.mlir
// RUN: strata opt --split-input-file --mlir-print-op-generic %s -o %t.ours.g.mlir
// RUN: mlir-opt --split-input-file --mlir-print-op-generic %s -o %t.ref.g.mlir
// RUN: diff %t.ours.g.mlir %t.ref.g.mlir

// CHECK-LABEL: define void @coroutine
// CHECK: %[[ID:.*]] = call token @llvm.coro.id(i32 0, ptr %0, ptr null, ptr null)
// CHECK: call i64 @llvm.coro.size.i64()
// CHECK: call i32 @llvm.coro.align.i32()
// CHECK: %[[HDL:.*]] = call ptr @llvm.coro.begin(token %[[ID]], ptr %0)
// CHECK: call token @llvm.coro.save(ptr %[[HDL]])
// CHECK: call i8 @llvm.coro.suspend(token %[[ID]], i1 %1)
// CHECK: call ptr @llvm.coro.free(token %[[ID]], ptr %[[HDL]])
// CHECK: call ptr @llvm.coro.promise(ptr %[[HDL]], i32 8, i1 false)
// CHECK: call void @llvm.coro.resume(ptr %[[HDL]])
// CHECK: call void @llvm.coro.end(ptr %[[HDL]], i1 false, token none)
// CHECK: call i32 @llvm.eh.typeid.for.p0(ptr %0)
llvm.func @coroutine(%mem: !llvm.ptr, %final: i1) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %eight = llvm.mlir.constant(8 : i32) : i32
  %false = llvm.mlir.constant(false) : i1
  %null = llvm.mlir.zero : !llvm.ptr
  %none = llvm.mlir.none : !llvm.token
  %id = llvm.intr.coro.id %zero, %mem, %null, %null : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  %size = llvm.intr.coro.size : i64
  %align = llvm.intr.coro.align : i32
  %hdl = llvm.intr.coro.begin %id, %mem : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %save = llvm.intr.coro.save %hdl : (!llvm.ptr) -> !llvm.token
  %s = llvm.intr.coro.suspend %id, %final : i8
  %f = llvm.intr.coro.free %id, %hdl : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %p = llvm.intr.coro.promise %hdl, %eight, %false : (!llvm.ptr, i32, i1) -> !llvm.ptr
  llvm.intr.coro.resume %hdl : !llvm.ptr
  %e = llvm.intr.coro.end %hdl, %false, %none : (!llvm.ptr, i1, !llvm.token) -> !llvm.void
  %t = llvm.intr.eh.typeid.for %mem : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// CHECK-LABEL: define void @vectors
// CHECK: call <vscale x 4 x float> @llvm.vector.insert.nxv4f32.v4f32(<vscale x 4 x float> %1, <4 x float> %0, i64 4)
// CHECK: call <2 x float> @llvm.vector.extract.v2f32.v4f32(<4 x float> %0, i64 2)
// CHECK: call { <2 x float>, <2 x float> } @llvm.vector.deinterleave2.v4f32(<4 x float> %0)
llvm.func @vectors(%v: vector<4xf32>, %s: vector<[4]xf32>) {
  %0 = llvm.intr.vector.insert %v, %s[4] : vector<4xf32> into vector<[4]xf32>
  %1 = llvm.intr.vector.extract %v[2] : vector<2xf32> from vector<4xf32>
  %2 = "llvm.intr.vector.deinterleave2"(%v) : (vector<4xf32>) -> !llvm.struct<(vector<2xf32>, vector<2xf32>)>
  llvm.return
}

// -----

// CHECK-LABEL: define void @constrained_conversions
// CHECK: call double @llvm.experimental.constrained.uitofp.f64.i64(i64 %0, metadata !"round.upward", metadata !"fpexcept.strict")
// CHECK: call <2 x float> @llvm.experimental.constrained.sitofp.v2f32.v2i16(<2 x i16> %1, metadata !"round.dynamic", metadata !"fpexcept.maytrap")
// CHECK: call double @llvm.experimental.constrained.fpext.f64.f32(float %2, metadata !"fpexcept.ignore")
llvm.func @constrained_conversions(%i: i64, %v: vector<2xi16>, %f: f32) {
  %0 = llvm.intr.experimental.constrained.uitofp %i upward strict : i64 to f64
  %1 = llvm.intr.experimental.constrained.sitofp %v dynamic maytrap : vector<2xi16> to vector<2xf32>
  %2 = llvm.intr.experimental.constrained.fpext %f ignore : f32 to f64
  llvm.return
}

// -----

// CHECK-LABEL: define void @predicated
// CHECK: call <4 x i32> @llvm.vp.smax.v4i32(
// CHECK: call <4 x i32> @llvm.vp.umin.v4i32(
// CHECK: call <4 x float> @llvm.vp.fma.v4f32(
// CHECK: call i32 @llvm.vp.reduce.add.v4i32(i32
// CHECK: call float @llvm.vp.reduce.fmax.v4f32(float
// CHECK: call <4 x i64> @llvm.vp.sext.v4i64.v4i32(
// CHECK: call <4 x i64> @llvm.vp.ptrtoint.v4i64.v4p0(
// CHECK: call <4 x i32> @llvm.vp.merge.v4i32(
// CHECK: call <4 x i32> @llvm.vp.load.v4i32.p0(
// CHECK: call void @llvm.vp.store.v4i32.p0(
// CHECK: call <4 x i32> @llvm.experimental.vp.strided.load.v4i32.p0.i64(
// CHECK: call void @llvm.experimental.vp.strided.store.v4i32.p0.i64(
llvm.func @predicated(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<4xf32>, %ps: vector<4x!llvm.ptr>,
                      %p: !llvm.ptr, %i: i32, %f: f32, %stride: i64, %mask: vector<4xi1>, %evl: i32) {
  %0 = "llvm.intr.vp.smax"(%a, %b, %mask, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %1 = "llvm.intr.vp.umin"(%a, %b, %mask, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %2 = "llvm.intr.vp.fma"(%x, %x, %x, %mask, %evl) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %3 = "llvm.intr.vp.reduce.add"(%i, %a, %mask, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %4 = "llvm.intr.vp.reduce.fmax"(%f, %x, %mask, %evl) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
  %5 = "llvm.intr.vp.sext"(%a, %mask, %evl) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
  %6 = "llvm.intr.vp.ptrtoint"(%ps, %mask, %evl) : (vector<4x!llvm.ptr>, vector<4xi1>, i32) -> vector<4xi64>
  %7 = "llvm.intr.vp.merge"(%mask, %a, %b, %evl) : (vector<4xi1>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>
  %8 = "llvm.intr.vp.load"(%p, %mask, %evl) : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xi32>
  "llvm.intr.vp.store"(%a, %p, %mask, %evl) : (vector<4xi32>, !llvm.ptr, vector<4xi1>, i32) -> ()
  %9 = "llvm.intr.experimental.vp.strided.load"(%p, %stride, %mask, %evl) : (!llvm.ptr, i64, vector<4xi1>, i32) -> vector<4xi32>
  "llvm.intr.experimental.vp.strided.store"(%a, %p, %stride, %mask, %evl) : (vector<4xi32>, !llvm.ptr, i64, vector<4xi1>, i32) -> ()
  llvm.return
}
