; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=EXPORT
; EXPORT: invoke i32 @ext(i32 %0)
; EXPORT: invoke void (i32, ...) @g(i32 1, i32 2)
; EXPORT: landingpad { ptr, i32 }
; EXPORT-NEXT: cleanup
; EXPORT-NEXT: catch ptr null
; EXPORT-NEXT: catch ptr @ti
; EXPORT: filter [1 x ptr] [ptr @ti]

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external constant @ti() {addr_space = 0 : i32} : !llvm.ptr
; CHECK-NEXT:   llvm.func @ext(i32) -> i32
; CHECK-NEXT:   llvm.func @g(i32, ...)
; CHECK-NEXT:   llvm.func @__gxx_personality_v0(...) -> i32
; CHECK-NEXT:   llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %3 = llvm.mlir.addressof @ti : !llvm.ptr
; CHECK-NEXT:     %4 = llvm.mlir.undef : !llvm.array<1 x ptr>
; CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[0] : !llvm.array<1 x ptr>
; CHECK-NEXT:     %6 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %7 = llvm.invoke @ext(%arg0) to ^bb1 unwind ^bb5 : (i32) -> i32
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     llvm.invoke @g(%0, %1) to ^bb2 unwind ^bb5 vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     %8 = llvm.invoke %arg1(%7) to ^bb3 unwind ^bb6 : !llvm.ptr, (i32) -> i32
; CHECK-NEXT:   ^bb3:  // pred: ^bb2
; CHECK-NEXT:     llvm.br ^bb4(%8 : i32)
; CHECK-NEXT:   ^bb4(%9: i32):  // pred: ^bb3
; CHECK-NEXT:     llvm.return %9 : i32
; CHECK-NEXT:   ^bb5:  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     %10 = llvm.landingpad cleanup (catch %2 : !llvm.ptr) (catch %3 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     llvm.resume %10 : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:   ^bb6:  // pred: ^bb2
; CHECK-NEXT:     %11 = llvm.landingpad (filter %5 : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     llvm.return %6 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }

; invoke (direct, varargs, indirect; a result feeding a PHI gets a block in
; front of the normal destination), landingpad (cleanup, catch, filter),
; resume, personality.
@ti = external constant ptr
declare i32 @ext(i32)
declare void @g(i32, ...)
declare i32 @__gxx_personality_v0(...)
define i32 @calls(i32 %x, ptr %fp) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @ext(i32 %x) to label %ok unwind label %lp
ok:
  invoke void (i32, ...) @g(i32 1, i32 2) to label %ok2 unwind label %lp
ok2:
  %r2 = invoke i32 %fp(i32 %r) to label %done unwind label %lp2
done:
  %p = phi i32 [ %r2, %ok2 ]
  ret i32 %p
lp:
  %e = landingpad { ptr, i32 } cleanup catch ptr null catch ptr @ti
  resume { ptr, i32 } %e
lp2:
  %e2 = landingpad { ptr, i32 } filter [1 x ptr] [ptr @ti]
  ret i32 0
}
