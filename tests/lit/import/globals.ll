; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @ext() {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global internal @int(42 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
; CHECK-NEXT:   llvm.mlir.global private unnamed_addr constant @priv("hello\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
; CHECK-NEXT:   llvm.mlir.global weak @weak(1 : i64) {addr_space = 0 : i32} : i64
; CHECK-NEXT:   llvm.mlir.global linkonce_odr local_unnamed_addr @lodr(2 : i8) {addr_space = 0 : i32} : i8
; CHECK-NEXT:   llvm.mlir.global common @com(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
; CHECK-NEXT:   llvm.mlir.global external hidden @hid(1.500000e+00 : f32) {addr_space = 0 : i32, dso_local} : f32
; CHECK-NEXT:   llvm.mlir.global external protected @prot(2.000000e+00 : f64) {addr_space = 0 : i32, dso_local} : f64
; CHECK-NEXT:   llvm.mlir.global external @dso(3 : i16) {addr_space = 0 : i32, dso_local} : i16
; CHECK-NEXT:   llvm.mlir.global external thread_local @tls(0 : i32) {addr_space = 0 : i32, section = ".tdata"} : i32
; CHECK-NEXT:   llvm.mlir.global external @as(5 : i32) {addr_space = 3 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global external @arr(dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i32>>
; CHECK-NEXT:   llvm.mlir.global external @ptrs() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
; CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.addressof @int : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.array<2 x ptr>
; CHECK-NEXT:     %3 = llvm.insertvalue %1, %2[0] : !llvm.array<2 x ptr>
; CHECK-NEXT:     %4 = llvm.insertvalue %0, %3[1] : !llvm.array<2 x ptr>
; CHECK-NEXT:     llvm.return %4 : !llvm.array<2 x ptr>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @zero() {addr_space = 0 : i32} : !llvm.struct<(i32, array<2 x f32>)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
; CHECK-NEXT:     %1 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf32>) : !llvm.array<2 x f32>
; CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.zero : !llvm.struct<(i32, array<2 x f32>)>
; CHECK-NEXT:     llvm.return %3 : !llvm.struct<(i32, array<2 x f32>)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @str() {addr_space = 0 : i32} : !llvm.struct<(ptr, i32)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(6 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.addressof @priv : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     llvm.return %4 : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @ext_init(0 : i32) {addr_space = 0 : i32, externally_initialized} : i32
; CHECK-NEXT:   llvm.mlir.alias external @alias : i32 {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @int : !llvm.ptr
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Globals: linkage, constant, alignment, thread_local, section,
; unnamed_addr, visibility, dso_local, address space, initializers and
; declarations; aliases.
@ext = external global i32
@int = internal global i32 42, align 4
@priv = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@weak = weak global i64 1
@lodr = linkonce_odr local_unnamed_addr global i8 2
@com = common global i32 0, align 4
@hid = hidden global float 1.5
@prot = protected global double 2.0
@dso = dso_local global i16 3
@tls = thread_local global i32 0, section ".tdata"
@as = addrspace(3) global i32 5
@arr = global [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]]
@ptrs = global [2 x ptr] [ptr @int, ptr null]
@zero = global { i32, [2 x float] } zeroinitializer
@str = global { ptr, i32 } { ptr @priv, i32 6 }
@ext_init = externally_initialized global i32 0
@alias = alias i32, ptr @int
