; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @at(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %2 = llvm.atomicrmw xchg %arg0, %arg1 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %3 = llvm.atomicrmw add %arg0, %0 monotonic {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %4 = llvm.atomicrmw sub %arg0, %0 acquire {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %5 = llvm.atomicrmw _and %arg0, %0 release {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %6 = llvm.atomicrmw nand %arg0, %0 acq_rel {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %7 = llvm.atomicrmw _or %arg0, %0 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %8 = llvm.atomicrmw _xor %arg0, %0 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %9 = llvm.atomicrmw max %arg0, %0 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %10 = llvm.atomicrmw umin %arg0, %0 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %11 = llvm.atomicrmw fadd %arg0, %arg2 seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
; CHECK-NEXT:     %12 = llvm.atomicrmw volatile uinc_wrap %arg0, %0 syncscope("singlethread") seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %13 = llvm.cmpxchg %arg0, %arg1, %0 acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %14 = llvm.cmpxchg weak volatile %arg0, %arg1, %1 syncscope("singlethread") seq_cst acquire {alignment = 8 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     llvm.fence acquire
; CHECK-NEXT:     llvm.fence syncscope("singlethread") seq_cst
; CHECK-NEXT:     llvm.fence syncscope("agent") release
; CHECK-NEXT:     %15 = llvm.load %arg0 atomic syncscope("workgroup") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
; CHECK-NEXT:     %16 = llvm.extractvalue %13[0] : !llvm.struct<(i32, i1)>
; CHECK-NEXT:     llvm.return %16 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }

; atomicrmw (every operation kind used by C11), cmpxchg, fence, named sync
; scopes.
define i32 @at(ptr %p, i32 %v, float %f) {
  %1 = atomicrmw xchg ptr %p, i32 %v seq_cst
  %2 = atomicrmw add ptr %p, i32 1 monotonic, align 4
  %3 = atomicrmw sub ptr %p, i32 1 acquire
  %4 = atomicrmw and ptr %p, i32 1 release
  %5 = atomicrmw nand ptr %p, i32 1 acq_rel
  %6 = atomicrmw or ptr %p, i32 1 seq_cst
  %7 = atomicrmw xor ptr %p, i32 1 seq_cst
  %8 = atomicrmw max ptr %p, i32 1 seq_cst
  %9 = atomicrmw umin ptr %p, i32 1 seq_cst
  %10 = atomicrmw fadd ptr %p, float %f seq_cst
  %11 = atomicrmw volatile uinc_wrap ptr %p, i32 1 syncscope("singlethread") seq_cst
  %12 = cmpxchg ptr %p, i32 %v, i32 1 acq_rel monotonic
  %13 = cmpxchg weak volatile ptr %p, i32 %v, i32 2 syncscope("singlethread") seq_cst acquire, align 8
  fence acquire
  fence syncscope("singlethread") seq_cst
  fence syncscope("agent") release
  %14 = load atomic i32, ptr %p syncscope("workgroup") acquire, align 4
  %r = extractvalue { i32, i1 } %12, 0
  ret i32 %r
}
