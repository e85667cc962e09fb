; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @i() {addr_space = 0 : i32} : i17
; CHECK-NEXT:   llvm.mlir.global external @f() {addr_space = 0 : i32} : !llvm.struct<(f16, bf16, f32, f64, f80, f128)>
; CHECK-NEXT:   llvm.mlir.global external @p() {addr_space = 0 : i32} : !llvm.ptr<3>
; CHECK-NEXT:   llvm.mlir.global external @a() {addr_space = 0 : i32} : !llvm.array<4 x array<2 x i8>>
; CHECK-NEXT:   llvm.mlir.global external @v() {addr_space = 0 : i32} : vector<8xi16>
; CHECK-NEXT:   llvm.mlir.global external @vp() {addr_space = 0 : i32} : vector<2x!llvm.ptr>
; CHECK-NEXT:   llvm.mlir.global external @n() {addr_space = 0 : i32} : !llvm.struct<"named", (i32, ptr)>
; CHECK-NEXT:   llvm.mlir.global external @pk() {addr_space = 0 : i32} : !llvm.struct<"packed", packed (i8, i64)>
; CHECK-NEXT:   llvm.mlir.global external @o() {addr_space = 0 : i32} : !llvm.struct<"opaque", opaque>
; CHECK-NEXT:   llvm.mlir.global external @lit() {addr_space = 0 : i32} : !llvm.struct<packed (i1, struct<(i8)>)>
; CHECK-NEXT:   llvm.func @fn(!llvm.ptr, ...)
; CHECK-NEXT:   llvm.func @sc(vector<[2]xf64>) -> vector<[2]xf64>
; CHECK-NEXT: }

; Types: integers, floats, pointers with address spaces, arrays, vectors
; (fixed and scalable), literal/packed/identified/opaque/recursive structs,
; function types, void.
%named = type { i32, ptr }
%packed = type <{ i8, i64 }>
%opaque = type opaque
%rec = type { i32, ptr }
@i = external global i17
@f = external global { half, bfloat, float, double, x86_fp80, fp128 }
@p = external global ptr addrspace(3)
@a = external global [4 x [2 x i8]]
@v = external global <8 x i16>
@vp = external global <2 x ptr>
@n = external global %named
@pk = external global %packed
@o = external global %opaque
@lit = external global <{ i1, { i8 } }>
declare void @fn(ptr, ...)
declare <vscale x 2 x double> @sc(<vscale x 2 x double>)
