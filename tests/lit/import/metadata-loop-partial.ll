; Loop metadata mlir-translate can only partly read: what it drops, and the
; warnings it gives (the whole output is compared).
; RUN: strata translate --import-llvm %s 2> %t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: strata translate --import-llvm %s -o %t.ours.mlir
; RUN: mlir-translate --import-llvm %s -o %t.ref.mlir
; RUN: diff %t.ours.mlir %t.ref.mlir

; CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
; CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<disable = false>
; CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
; CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = true>
; CHECK-NEXT: #loop_vectorize1 = #llvm.loop_vectorize<predicateEnable = true>
; CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<vectorize = #loop_vectorize, unroll = #loop_unroll, pipeline = #loop_pipeline>
; CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize1>
; CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<parallelAccesses = #access_group>
; CHECK: llvm.br ^bb1{{$}}
; CHECK: llvm.br ^bb2 {loop_annotation = #loop_annotation}
; CHECK: llvm.br ^bb3 {loop_annotation = #loop_annotation1}
; CHECK: llvm.br ^bb4 {loop_annotation = #loop_annotation2}
; WARN: warning: unknown loop annotation llvm.loop.distribute.disable
; WARN: warning: expected metadata node llvm.loop.distribute.enable to hold a boolean value
; WARN: warning: could not lookup access group

define void @f(ptr %arg) {
entry:
  %0 = load i32, ptr %arg, !llvm.access.group !20
  br label %b1, !llvm.loop !1
b1:
  br label %b2, !llvm.loop !11
b2:
  br label %b3, !llvm.loop !21
b3:
  br label %b4, !llvm.loop !31
b4:
  ret void
}

; An unknown property drops the whole annotation.
!1 = distinct !{!1, !2, !3}
!2 = !{!"llvm.loop.distribute.disable"}
!3 = !{!"llvm.loop.mustprogress"}
; Booleans with values, a unit runtime.disable.
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.pipeline.disable", i1 0}
!13 = !{!"llvm.loop.vectorize.enable", i1 0}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
; A malformed option drops only that option.
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.distribute.enable"}
!23 = !{!"llvm.loop.vectorize.predicate.enable", i1 1}
; Access groups no memory access uses are left out.
!20 = distinct !{}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.parallel_accesses", !20, !33}
!33 = distinct !{}
