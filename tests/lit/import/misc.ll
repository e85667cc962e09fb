; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @x(1 : i32) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global external thread_local @tl(2 : i32) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global appending @llvm.used() {addr_space = 0 : i32, section = "llvm.metadata"} : !llvm.array<1 x ptr> {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @x : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.undef : !llvm.array<1 x ptr>
; CHECK-NEXT:     %2 = llvm.insertvalue %0, %1[0] : !llvm.array<1 x ptr>
; CHECK-NEXT:     llvm.return %2 : !llvm.array<1 x ptr>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.alias internal @al2 {dso_local} : i8 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(2 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.addressof @x : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.getelementptr %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:     llvm.return %2 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @f() attributes {alignment = 16 : i64, garbageCollector = "statepoint-example", section = ".text.f"} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @g() {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func hidden local_unnamed_addr @h() attributes {dso_local} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Module-level odds and ends: llvm.used, TLS, aliases of constant
; expressions, function alignment, gc, section, prefix data (dropped).
@x = global i32 1
@tl = thread_local(initialexec) global i32 2
@llvm.used = appending global [1 x ptr] [ptr @x], section "llvm.metadata"
@al2 = internal alias i8, getelementptr (i8, ptr @x, i64 2)
define void @f() section ".text.f" align 16 gc "statepoint-example" { ret void }
define void @g() prefix i32 123 { ret void }
define hidden void @h() local_unnamed_addr { ret void }
