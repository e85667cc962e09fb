; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @cf(%arg0: i32, %arg1: i1) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(10 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     llvm.cond_br %arg1, ^bb1(%0, %1 : i32, i32), ^bb2
; CHECK-NEXT:   ^bb1(%4: i32, %5: i32):  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     %6 = llvm.mul %5, %3 : i32
; CHECK-NEXT:     %7 = llvm.add %4, %1 : i32
; CHECK-NEXT:     %8 = llvm.icmp "slt" %7, %arg0 : i32
; CHECK-NEXT:     llvm.cond_br %8, ^bb1(%7, %6 : i32, i32), ^bb4(%6 : i32)
; CHECK-NEXT:   ^bb2:  // pred: ^bb0
; CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb4(%arg0 : i32) [
; CHECK-NEXT:       1: ^bb3(%2 : i32),
; CHECK-NEXT:       2: ^bb3(%2 : i32),
; CHECK-NEXT:       -3: ^bb4(%arg0 : i32)
; CHECK-NEXT:     ]
; CHECK-NEXT:   ^bb3(%9: i32):  // 2 preds: ^bb2, ^bb2
; CHECK-NEXT:     llvm.br ^bb4(%9 : i32)
; CHECK-NEXT:   ^bb4(%10: i32):  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
; CHECK-NEXT:     llvm.return %10 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @trap() {
; CHECK-NEXT:     llvm.unreachable
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @same(%arg0: i1, %arg1: i32) {
; CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
; CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Branches, switch (a block reached twice), unreachable, PHIs as block
; arguments, blocks unreachable from the entry dropped.
define i32 @cf(i32 %n, i1 %b) {
entry:
  br i1 %b, label %loop, label %sw
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 1, %entry ], [ %acc1, %loop ]
  %acc1 = mul i32 %acc, 3
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
sw:
  switch i32 %n, label %exit [
    i32 1, label %one
    i32 2, label %one
    i32 -3, label %exit
  ]
one:
  %o = phi i32 [ 10, %sw ], [ 10, %sw ]
  br label %exit
exit:
  %r = phi i32 [ %acc1, %loop ], [ %n, %sw ], [ %n, %sw ], [ %o, %one ]
  ret i32 %r
dead:
  br label %dead
}
define void @trap() {
  unreachable
}
define void @same(i1 %c, i32 %x) {
entry:
  br i1 %c, label %t, label %t
t:
  %p = phi i32 [ %x, %entry ], [ %x, %entry ]
  ret void
}
