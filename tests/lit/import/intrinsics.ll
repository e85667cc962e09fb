; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @llvm.x86.sse2.pause() attributes {no_unwind}
; CHECK-NEXT:   llvm.func @intr(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: f32, %arg4: vector<4xi32>, ...) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(16 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i8) : i8
; CHECK-NEXT:     %2 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:     %3 = llvm.mlir.constant(2.000000e+00 : f32) : f32
; CHECK-NEXT:     %4 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:     %5 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     "llvm.intr.memcpy"(%arg0, %arg1, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
; CHECK-NEXT:     "llvm.intr.memset"(%arg0, %1, %2) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
; CHECK-NEXT:     %6 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = true}> : (i32) -> i32
; CHECK-NEXT:     %7 = llvm.intr.fabs(%arg3) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
; CHECK-NEXT:     %8 = llvm.intr.fma(%arg3, %7, %3) : (f32, f32, f32) -> f32
; CHECK-NEXT:     %9 = "llvm.intr.sadd.with.overflow"(%arg2, %4) : (i32, i32) -> !llvm.struct<(i32, i1)>
; CHECK-NEXT:     %10 = "llvm.intr.vector.reduce.add"(%arg4) : (vector<4xi32>) -> i32
; CHECK-NEXT:     %11 = llvm.intr.smax(%10, %6) : (i32, i32) -> i32
; CHECK-NEXT:     %12 = llvm.intr.stacksave : !llvm.ptr
; CHECK-NEXT:     llvm.intr.stackrestore %12 : !llvm.ptr
; CHECK-NEXT:     llvm.call_intrinsic "llvm.x86.sse2.pause"() : () -> ()
; CHECK-NEXT:     %13 = llvm.alloca %5 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     llvm.intr.vastart %13 : !llvm.ptr
; CHECK-NEXT:     llvm.intr.vaend %13 : !llvm.ptr
; CHECK-NEXT:     llvm.return %11 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Intrinsics become llvm.intr.* ops (immediate arguments as attributes,
; declarations dropped); unknown ones llvm.call_intrinsic.
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare float @llvm.fabs.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.smax.i32(i32, i32)
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare void @llvm.x86.sse2.pause()
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
define i32 @intr(ptr %a, ptr %b, i32 %x, float %y, <4 x i32> %v, ...) {
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 8, i1 true)
  %c = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %f = call nnan float @llvm.fabs.f32(float %y)
  %g = call float @llvm.fma.f32(float %y, float %f, float 2.0)
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 7)
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %m = call i32 @llvm.smax.i32(i32 %r, i32 %c)
  %ss = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %ss)
  call void @llvm.x86.sse2.pause()
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %m
}
