; Malformed TBAA graphs and access groups fail the import, as in
; mlir-translate.
; RUN: split-file %s %t
; RUN: not strata translate --import-llvm %t/cycle.ll 2>&1 | FileCheck %s --check-prefix=CYCLE
; RUN: not mlir-translate --import-llvm %t/cycle.ll 2>&1 | FileCheck %s --check-prefix=CYCLE
; RUN: not strata translate --import-llvm %t/group.ll 2>&1 | FileCheck %s --check-prefix=GROUP
; RUN: not mlir-translate --import-llvm %t/group.ll 2>&1 | FileCheck %s --check-prefix=GROUP
; RUN: not strata translate --import-llvm %t/format.ll 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: not mlir-translate --import-llvm %t/format.ll 2>&1 | FileCheck %s --check-prefix=FORMAT

; CYCLE: error: has cycle in TBAA graph: ![[ID:[0-9]+]] = distinct !{![[ID]], i64 4, !"int"}
; GROUP: error: unsupported access group node: !{{[0-9]+}} = !{}
; FORMAT: error: unsupported TBAA node format: !{{[0-9]+}} = !{!{{[0-9]+}}, i64 1, !"omnipotent char"}

;--- cycle.ll
define void @tbaa(ptr %0) {
  store i32 1, ptr %0, align 4, !tbaa !2
  ret void
}

!2 = !{!3, !3, i64 0, i64 4}
!3 = !{!3, i64 4, !"int"}

;--- group.ll
define void @access_group(ptr %arg1) {
  %1 = load i32, ptr %arg1, !llvm.access.group !0
  ret void
}

!0 = !{}

;--- format.ll
define void @tbaa(ptr %0) {
  store i32 1, ptr %0, align 4, !tbaa !2
  ret void
}

!2 = !{!3, !3, i64 0, i64 4}
!3 = !{!4, i64 4, !"int"}
!4 = !{!5, i64 1, !"omnipotent char"}
!5 = !{!"Simple C++ TBAA"}
