; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @mem(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32) -> i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %2 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.constant(1 : i64) : i64
; CHECK-NEXT:     %4 = llvm.mlir.constant(3 : i64) : i64
; CHECK-NEXT:     %5 = llvm.alloca %0 x !llvm.struct<"S", (i32, array<4 x i64>, struct<(i8, ptr)>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     %6 = llvm.alloca %arg2 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     %7 = llvm.getelementptr inbounds %5[%1, 1, %arg1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<"S", (i32, array<4 x i64>, struct<(i8, ptr)>)>
; CHECK-NEXT:     %8 = llvm.getelementptr nuw %arg0[%arg1, 2, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"S", (i32, array<4 x i64>, struct<(i8, ptr)>)>
; CHECK-NEXT:     %9 = llvm.getelementptr %arg0[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
; CHECK-NEXT:     %10 = llvm.getelementptr inbounds|nuw %arg0[%3, %4] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i64>
; CHECK-NEXT:     %11 = llvm.load volatile %7 {alignment = 8 : i64} : !llvm.ptr -> i64
; CHECK-NEXT:     %12 = llvm.load %10 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i64
; CHECK-NEXT:     %13 = llvm.load %7 atomic seq_cst {alignment = 8 : i64} : !llvm.ptr -> i64
; CHECK-NEXT:     llvm.store volatile %11, %7 {alignment = 16 : i64} : i64, !llvm.ptr
; CHECK-NEXT:     llvm.store %12, %7 {alignment = 8 : i64, nontemporal} : i64, !llvm.ptr
; CHECK-NEXT:     llvm.store %13, %7 atomic syncscope("singlethread") release {alignment = 8 : i64} : i64, !llvm.ptr
; CHECK-NEXT:     %14 = llvm.ptrtoint %8 : !llvm.ptr to i64
; CHECK-NEXT:     %15 = llvm.inttoptr %14 : i64 to !llvm.ptr
; CHECK-NEXT:     %16 = llvm.addrspacecast %15 : !llvm.ptr to !llvm.ptr<2>
; CHECK-NEXT:     %17 = llvm.va_arg %arg0 : (!llvm.ptr) -> i64
; CHECK-NEXT:     llvm.return %17 : i64
; CHECK-NEXT:   }
; CHECK-NEXT: }

; alloca, load/store (align, volatile, nontemporal, atomic), GEP
; (inbounds/nuw, struct indices as constants, dynamic indices), pointer
; casts, va_arg.
%S = type { i32, [4 x i64], { i8, ptr } }
define i64 @mem(ptr %p, i64 %i, i32 %j) {
  %a = alloca %S, align 8
  %n = alloca i32, i32 %j, align 4
  %g1 = getelementptr inbounds %S, ptr %a, i64 0, i32 1, i64 %i
  %g2 = getelementptr nuw %S, ptr %p, i64 %i, i32 2, i32 1
  %g3 = getelementptr i8, ptr %p, i32 %j
  %g4 = getelementptr inbounds nuw [4 x i64], ptr %p, i64 1, i64 3
  %l = load volatile i64, ptr %g1, align 8
  %l2 = load i64, ptr %g4, align 4, !nontemporal !0
  %l3 = load atomic i64, ptr %g1 seq_cst, align 8
  store volatile i64 %l, ptr %g1, align 16
  store i64 %l2, ptr %g1, align 8, !nontemporal !0
  store atomic i64 %l3, ptr %g1 syncscope("singlethread") release, align 8
  %pi = ptrtoint ptr %g2 to i64
  %ip = inttoptr i64 %pi to ptr
  %as = addrspacecast ptr %ip to ptr addrspace(2)
  %va = va_arg ptr %p, i64
  ret i64 %va
}
!0 = !{i32 1}
