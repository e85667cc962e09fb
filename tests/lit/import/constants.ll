; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.func @use(%arg0: !llvm.ptr) {
; CHECK-NEXT:     %0 = llvm.mlir.constant(true) : i1
; CHECK-NEXT:     %1 = llvm.mlir.constant(-1 : i8) : i8
; CHECK-NEXT:     %2 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
; CHECK-NEXT:     %3 = llvm.mlir.constant(0x7FA00000 : f32) : f32
; CHECK-NEXT:     %4 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
; CHECK-NEXT:     %5 = llvm.mlir.constant(0x7C01 : f16) : f16
; CHECK-NEXT:     %6 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
; CHECK-NEXT:     %7 = llvm.mlir.constant(3.000000e+00 : f80) : f80
; CHECK-NEXT:     %8 = llvm.mlir.constant(2.00000000000000000000000000000000039 : f128) : f128
; CHECK-NEXT:     %9 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %10 = llvm.mlir.undef : i32
; CHECK-NEXT:     %11 = llvm.mlir.poison : i32
; CHECK-NEXT:     %12 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %13 = llvm.mlir.constant(dense<0> : tensor<3xi32>) : !llvm.array<3 x i32>
; CHECK-NEXT:     %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
; CHECK-NEXT:     %15 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
; CHECK-NEXT:     %16 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi16>) : !llvm.array<3 x i16>
; CHECK-NEXT:     %17 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>) : vector<4xf32>
; CHECK-NEXT:     %18 = llvm.mlir.constant(dense<7> : vector<2xi32>) : vector<2xi32>
; CHECK-NEXT:     %19 = llvm.mlir.constant("ab\0A\00") : !llvm.array<4 x i8>
; CHECK-NEXT:     %20 = llvm.mlir.addressof @g : !llvm.ptr
; CHECK-NEXT:     %21 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %22 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
; CHECK-NEXT:     %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(i32, ptr)>
; CHECK-NEXT:     %24 = llvm.insertvalue %20, %23[1] : !llvm.struct<(i32, ptr)>
; CHECK-NEXT:     %25 = llvm.mlir.undef : vector<2xi32>
; CHECK-NEXT:     %26 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %27 = llvm.insertelement %21, %25[%26 : i32] : vector<2xi32>
; CHECK-NEXT:     %28 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %29 = llvm.insertelement %10, %27[%28 : i32] : vector<2xi32>
; CHECK-NEXT:     %30 = llvm.mlir.constant(4 : i64) : i64
; CHECK-NEXT:     %31 = llvm.getelementptr %20[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:     %32 = llvm.ptrtoint %20 : !llvm.ptr to i64
; CHECK-NEXT:     %33 = llvm.addrspacecast %20 : !llvm.ptr to !llvm.ptr<1>
; CHECK-NEXT:     %34 = llvm.mlir.addressof @use : !llvm.ptr
; CHECK-NEXT:     %35 = llvm.mlir.constant(1 : i64) : i64
; CHECK-NEXT:     %36 = llvm.add %32, %35 overflow<nuw> : i64
; CHECK-NEXT:     %37 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:     %38 = llvm.sub %32, %37 overflow<nsw> : i64
; CHECK-NEXT:     llvm.store %0, %arg0 {alignment = 1 : i64} : i1, !llvm.ptr
; CHECK-NEXT:     llvm.store %1, %arg0 {alignment = 1 : i64} : i8, !llvm.ptr
; CHECK-NEXT:     llvm.store %2, %arg0 {alignment = 4 : i64} : i128, !llvm.ptr
; CHECK-NEXT:     llvm.store %3, %arg0 {alignment = 4 : i64} : f32, !llvm.ptr
; CHECK-NEXT:     llvm.store %4, %arg0 {alignment = 8 : i64} : f64, !llvm.ptr
; CHECK-NEXT:     llvm.store %5, %arg0 {alignment = 2 : i64} : f16, !llvm.ptr
; CHECK-NEXT:     llvm.store %6, %arg0 {alignment = 2 : i64} : bf16, !llvm.ptr
; CHECK-NEXT:     llvm.store %7, %arg0 {alignment = 16 : i64} : f80, !llvm.ptr
; CHECK-NEXT:     llvm.store %8, %arg0 {alignment = 16 : i64} : f128, !llvm.ptr
; CHECK-NEXT:     llvm.store %9, %arg0 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
; CHECK-NEXT:     llvm.store %10, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr
; CHECK-NEXT:     llvm.store %11, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr
; CHECK-NEXT:     llvm.store %13, %arg0 {alignment = 4 : i64} : !llvm.array<3 x i32>, !llvm.ptr
; CHECK-NEXT:     llvm.store %15, %arg0 {alignment = 4 : i64} : !llvm.struct<(i32, f32)>, !llvm.ptr
; CHECK-NEXT:     llvm.store %16, %arg0 {alignment = 2 : i64} : !llvm.array<3 x i16>, !llvm.ptr
; CHECK-NEXT:     llvm.store %17, %arg0 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
; CHECK-NEXT:     llvm.store %18, %arg0 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr
; CHECK-NEXT:     llvm.store %19, %arg0 {alignment = 1 : i64} : !llvm.array<4 x i8>, !llvm.ptr
; CHECK-NEXT:     llvm.store %24, %arg0 {alignment = 8 : i64} : !llvm.struct<(i32, ptr)>, !llvm.ptr
; CHECK-NEXT:     llvm.store %29, %arg0 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr
; CHECK-NEXT:     llvm.store %31, %arg0 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
; CHECK-NEXT:     llvm.store %32, %arg0 {alignment = 4 : i64} : i64, !llvm.ptr
; CHECK-NEXT:     llvm.store %33, %arg0 {alignment = 8 : i64} : !llvm.ptr<1>, !llvm.ptr
; CHECK-NEXT:     llvm.store %34, %arg0 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
; CHECK-NEXT:     llvm.store %36, %arg0 {alignment = 4 : i64} : i64, !llvm.ptr
; CHECK-NEXT:     llvm.store %38, %arg0 {alignment = 4 : i64} : i64, !llvm.ptr
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Constants: integers (i1, wide), floats bit-exact (NaN payloads, half,
; bfloat, x86_fp80, fp128), null, undef, poison, zero aggregates, dense
; arrays and vectors, strings, aggregates built with insertvalue /
; insertelement, constant expressions, addresses of globals and functions.
@g = global i32 0
define void @use(ptr %p) {
  store i1 true, ptr %p
  store i8 -1, ptr %p
  store i128 170141183460469231731687303715884105727, ptr %p
  store float 0x7FF4000000000000, ptr %p
  store double -0.0, ptr %p
  store half 0xH7C01, ptr %p
  store bfloat 0xR3F80, ptr %p
  store x86_fp80 0xK4000C000000000000000, ptr %p
  store fp128 0xL00000000000000014000000000000000, ptr %p
  store ptr null, ptr %p
  store i32 undef, ptr %p
  store i32 poison, ptr %p
  store [3 x i32] zeroinitializer, ptr %p
  store { i32, float } zeroinitializer, ptr %p
  store [3 x i16] [i16 1, i16 2, i16 3], ptr %p
  store <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, ptr %p
  store <2 x i32> <i32 7, i32 7>, ptr %p
  store [4 x i8] c"ab\0A\00", ptr %p
  store { i32, ptr } { i32 1, ptr @g }, ptr %p
  store <2 x i32> <i32 1, i32 undef>, ptr %p
  store ptr getelementptr (i8, ptr @g, i64 4), ptr %p
  store i64 ptrtoint (ptr @g to i64), ptr %p
  store ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)), ptr %p
  store ptr @use, ptr %p
  store i64 add nuw (i64 ptrtoint (ptr @g to i64), i64 1), ptr %p
  store i64 sub nsw (i64 ptrtoint (ptr @g to i64), i64 8), ptr %p
  ret void
}
