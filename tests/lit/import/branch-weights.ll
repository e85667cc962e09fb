; !prof branch weights become `weights(...)` of llvm.cond_br and
; `branch_weights` of llvm.switch (an "expected" marker is skipped), as
; mlir-translate --import-llvm reads them; they translate back to !prof.
; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate --import-llvm %s -o %t.ours.mlir
; RUN: mlir-translate --import-llvm %s -o %t.ref.mlir
; RUN: diff %t.ours.mlir %t.ref.mlir
; RUN: strata translate --mlir-to-llvmir %t.ours.mlir -o %t.back.ll
; RUN: mlir-translate --mlir-to-llvmir %t.ref.mlir -o %t.back.ref.ll
; RUN: diff %t.back.ll %t.back.ref.ll

; CHECK: llvm.cond_br %arg0 weights([3, 5]), ^bb1, ^bb2
; CHECK: ] {branch_weights = array<i32: 1, 2, 3>}
; CHECK: llvm.cond_br %arg0 weights([1, 2000]), ^bb3, ^bb4

declare void @g()

define void @f(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b, !prof !0
a:
  switch i32 %x, label %b [ i32 1, label %a
                            i32 2, label %b ], !prof !1
b:
  call void @g()
  br i1 %c, label %d, label %e, !prof !2
d:
  ret void
e:
  ret void
}

!0 = !{!"branch_weights", i32 3, i32 5}
!1 = !{!"branch_weights", i32 1, i32 2, i32 3}
!2 = !{!"branch_weights", !"expected", i32 1, i32 2000}
