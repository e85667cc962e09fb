; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=EXPORT
; EXPORT: call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 4 %0
; EXPORT: call i32 @llvm.expect.with.probability.i32(i32 %4, i32 1, double 5.000000e-01)

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external thread_local @tls(0 : i32) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: f32, %arg4: i32, %arg5: i64, %arg6: vector<4xf32>) {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
; CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i8) : i8
; CHECK-NEXT:     %4 = llvm.mlir.constant(true) : i1
; CHECK-NEXT:     %5 = llvm.mlir.constant(-8 : i64) : i64
; CHECK-NEXT:     %6 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:     %7 = llvm.mlir.addressof @tls : !llvm.ptr
; CHECK-NEXT:     %8 = llvm.mlir.constant(false) : i1
; CHECK-NEXT:     %9 = llvm.intr.masked.load %arg0, %arg2, %arg1 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
; CHECK-NEXT:     llvm.intr.masked.store %9, %arg0, %arg2 {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr
; CHECK-NEXT:     %10 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     llvm.intr.lifetime.start %10 : !llvm.ptr
; CHECK-NEXT:     llvm.intr.lifetime.end %10 : !llvm.ptr
; CHECK-NEXT:     %11 = llvm.intr.expect %arg4, %0 : i32
; CHECK-NEXT:     "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
; CHECK-NEXT:     %12 = "llvm.intr.is.fpclass"(%arg3) <{bit = 3 : i32}> : (f32) -> i1
; CHECK-NEXT:     %13 = "llvm.intr.umul.with.overflow"(%arg4, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
; CHECK-NEXT:     %14 = llvm.intr.fshl(%arg4, %arg4, %1) : (i32, i32, i32) -> i32
; CHECK-NEXT:     %15 = llvm.intr.copysign(%arg3, %arg3) : (f32, f32) -> f32
; CHECK-NEXT:     %16 = llvm.intr.minnum(%arg3, %arg3) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
; CHECK-NEXT:     %17 = "llvm.intr.vector.reduce.fadd"(%2, %arg6) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
; CHECK-NEXT:     "llvm.intr.memmove"(%arg0, %arg0, %arg5) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
; CHECK-NEXT:     "llvm.intr.memset.inline"(%arg0, %3) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, i8) -> ()
; CHECK-NEXT:     "llvm.intr.memcpy.inline"(%arg0, %arg0) <{isVolatile = true, len = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
; CHECK-NEXT:     llvm.intr.assume %4 : i1
; CHECK-NEXT:     llvm.intr.trap
; CHECK-NEXT:     llvm.intr.ubsantrap <{failureKind = 3 : i8}>
; CHECK-NEXT:     %18 = llvm.intr.ptrmask %arg0, %5 : (!llvm.ptr, i64) -> !llvm.ptr
; CHECK-NEXT:     %19 = llvm.intr.stepvector : vector<4xi32>
; CHECK-NEXT:     %20 = "llvm.intr.vscale"() : () -> i64
; CHECK-NEXT:     %21 = llvm.intr.get.active.lane.mask %arg5, %6 : i64, i64 to vector<4xi1>
; CHECK-NEXT:     %22 = "llvm.intr.threadlocal.address"(%7) : (!llvm.ptr) -> !llvm.ptr
; CHECK-NEXT:     %23 = llvm.intr.expect.with.probability %arg4, %0, 5.000000e-01 : i32
; CHECK-NEXT:     %24 = llvm.intr.powi(%arg3, %arg4) : (f32, i32) -> f32
; CHECK-NEXT:     %25 = llvm.intr.frexp(%arg3) : (f32) -> !llvm.struct<(f32, i32)>
; CHECK-NEXT:     %26 = "llvm.intr.abs"(%arg4) <{is_int_min_poison = false}> : (i32) -> i32
; CHECK-NEXT:     %27 = "llvm.intr.cttz"(%arg4) <{is_zero_poison = true}> : (i32) -> i32
; CHECK-NEXT:     %28 = "llvm.intr.is.constant"(%arg4) : (i32) -> i1
; CHECK-NEXT:     %29 = llvm.call_intrinsic "llvm.objectsize.i64.p0"(%arg0, %8, %4, %8) : (!llvm.ptr, i1, i1, i1) -> i64
; CHECK-NEXT:     %30 = llvm.intr.fmuladd(%arg3, %arg3, %arg3) : (f32, f32, f32) -> f32
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @llvm.objectsize.i64.p0(!llvm.ptr, i1, i1, i1) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nocallback", "nofree", "nosync", "speculatable"], will_return}
; CHECK-NEXT: }

; More intrinsics: masked memory (alignment from the pointer's align
; attribute), lifetime, expect, prefetch, fpclass, overflow, funnel shifts,
; reductions with a start value, inline memory ops, traps, vscale, lane masks,
; thread-local addresses; objectsize is not in the dialect (call_intrinsic).
define void @f(ptr %p, <4 x i32> %v, <4 x i1> %m, float %x, i32 %i, i64 %n, <4 x float> %vf) {
  %a = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 4 %p, <4 x i1> %m, <4 x i32> %v)
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %a, ptr align 4 %p, <4 x i1> %m)
  %al = alloca i32
  call void @llvm.lifetime.start.p0(ptr %al)
  call void @llvm.lifetime.end.p0(ptr %al)
  %e = call i32 @llvm.expect.i32(i32 %i, i32 1)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  %c = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  %u = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %i, i32 %i)
  %s = call i32 @llvm.fshl.i32(i32 %i, i32 %i, i32 3)
  %cs = call float @llvm.copysign.f32(float %x, float %x)
  %mn = call nnan float @llvm.minnum.f32(float %x, float %x)
  %rf = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %vf)
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %p, i64 %n, i1 false)
  call void @llvm.memset.inline.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %p, ptr %p, i64 8, i1 true)
  call void @llvm.assume(i1 true)
  call void @llvm.trap()
  call void @llvm.ubsantrap(i8 3)
  %pm = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -8)
  %sv = call <4 x i32> @llvm.stepvector.v4i32()
  %vs = call i64 @llvm.vscale.i64()
  %lm = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 %n, i64 8)
  %ta = call ptr @llvm.threadlocal.address.p0(ptr @tls)
  %ew = call i32 @llvm.expect.with.probability.i32(i32 %i, i32 1, double 0.5)
  %pw = call float @llvm.powi.f32.i32(float %x, i32 %i)
  %fr = call {float, i32} @llvm.frexp.f32.i32(float %x)
  %ab = call i32 @llvm.abs.i32(i32 %i, i1 false)
  %cz = call i32 @llvm.cttz.i32(i32 %i, i1 true)
  %ic = call i1 @llvm.is.constant.i32(i32 %i)
  %os = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 true, i1 false)
  %fm = call float @llvm.fmuladd.f32(float %x, float %x, float %x)
  ret void
}
@tls = thread_local global i32 0
