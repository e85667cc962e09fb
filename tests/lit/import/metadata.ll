; !llvm.loop, !llvm.access.group, !alias.scope, !noalias and !tbaa become
; the LLVM dialect's attributes, printed through aliases, as mlir-translate
; --import-llvm makes them (the whole output is compared).
; RUN: strata translate --import-llvm %s 2> %t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: strata translate --import-llvm %s -o %t.ours.mlir
; RUN: mlir-translate --import-llvm %s -o %t.ref.mlir
; RUN: diff %t.ours.mlir %t.ref.mlir
; The attributes translate back to metadata as mlir-translate does.
; RUN: strata translate --mlir-to-llvmir %t.ours.mlir -o %t.back.ll
; RUN: mlir-translate --mlir-to-llvmir %t.ref.mlir -o %t.back.ref.ll
; RUN: diff %t.back.ll %t.back.ref.ll

; WARN: warning: unknown loop annotation llvm.loop.unknown

; CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
; CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
; CHECK-NEXT: #access_group2 = #llvm.access_group<id = distinct[2]<>>
; CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[3]<>, description = "domain">
; CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = "named domain", description = "named domain desc">
; CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
; CHECK-NEXT: #loop_distribute = #llvm.loop_distribute<disable = true>
; CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<initiationinterval = 3 : i32>
; CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<count = 4 : i32>
; CHECK-NEXT: #loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = true>
; CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false>
; CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
; CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[4]<>, domain = #alias_scope_domain, description = "scope A">
; CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[5]<>, domain = #alias_scope_domain>
; CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = "named scope", domain = #alias_scope_domain1>
; CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize, isVectorized = true, parallelAccesses = #access_group1, #access_group2>
; CHECK-NEXT: #loop_unroll1 = #llvm.loop_unroll<followupRemainder = #loop_annotation>
; CHECK-NEXT: #loop_vectorize1 = #llvm.loop_vectorize<followupAll = #loop_annotation>
; CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<vectorize = #loop_vectorize1, unroll = #loop_unroll, mustProgress = true>
; CHECK-NEXT: #loop_annotation3 = #llvm.loop_annotation<unroll = #loop_unroll1, unrollAndJam = #loop_unroll_and_jam, distribute = #loop_distribute, pipeline = #loop_pipeline>
; CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
; CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
; CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
; CHECK-NEXT: #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "pair", members = {<#tbaa_type_desc1, 0>, <#tbaa_type_desc1, 4>}>
; CHECK-NEXT: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc1, offset = 4, constant = true>
; CHECK: %4 = llvm.load %arg0 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
; CHECK: llvm.br ^bb1 {loop_annotation = #loop_annotation2}
; CHECK: llvm.store %4, %arg0 {access_groups = [#access_group1], alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1, #alias_scope]} : i32, !llvm.ptr
; CHECK: llvm.call @use(%arg0) {access_groups = [#access_group2], tbaa = [#tbaa_tag1]} : (!llvm.ptr) -> ()
; CHECK: "llvm.intr.memset"(%arg0, %0, %1) <{alias_scopes = [#alias_scope1, #alias_scope], isVolatile = false, tbaa = [#tbaa_tag1]}> : (!llvm.ptr, i8, i64) -> ()
; CHECK: llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
; CHECK: %5 = llvm.atomicrmw add %arg0, %2 seq_cst {alignment = 4 : i64, noalias_scopes = [#alias_scope]} : !llvm.ptr, i32
; CHECK: %6 = llvm.cmpxchg %arg0, %3, %2 acquire monotonic {alias_scopes = [#alias_scope2], alignment = 4 : i64} : !llvm.ptr, i32
; CHECK: llvm.intr.experimental.noalias.scope.decl #alias_scope
; CHECK: llvm.cond_br %arg1, ^bb1, ^bb3 {loop_annotation = #loop_annotation3}

declare void @use(ptr)

define void @loops(ptr %p, i1 %c) {
entry:
  %a = load i32, ptr %p, align 4, !llvm.access.group !20, !tbaa !30
  br label %header, !llvm.loop !1

header:
  store i32 %a, ptr %p, align 4, !llvm.access.group !21, !alias.scope !40, !noalias !43
  call void @use(ptr %p), !llvm.access.group !22, !tbaa !34
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false), !tbaa !34, !alias.scope !43
  br i1 %c, label %header, label %latch, !llvm.loop !5

latch:
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4, !noalias !40
  %pair = cmpxchg ptr %p, i32 0, i32 1 acquire monotonic, align 4, !alias.scope !46
  call void @llvm.experimental.noalias.scope.decl(metadata !40)
  br i1 %c, label %header, label %exit, !llvm.loop !9

exit:
  br label %end, !llvm.loop !12

end:
  br label %last, !llvm.loop !14

last:
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.experimental.noalias.scope.decl(metadata)

; Loop nodes: unit, boolean, integer and followup properties, parallel
; accesses, a shared followup.
!1 = distinct !{!1, !2, !3, !4}
!2 = !{!"llvm.loop.mustprogress"}
!3 = !{!"llvm.loop.unroll.count", i32 4}
!4 = !{!"llvm.loop.vectorize.followup_all", !8}
!5 = distinct !{!5, !6, !7, !16}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = !{!"llvm.loop.parallel_accesses", !23}
!8 = distinct !{!8, !17}
!9 = distinct !{!9, !10, !11, !18, !19}
!10 = !{!"llvm.loop.unroll_and_jam.disable"}
!11 = !{!"llvm.loop.distribute.enable", i1 false}
; Unknown properties drop the whole annotation (with a warning).
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unknown"}
; Only a self reference: nothing to import.
!14 = distinct !{!14}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.disable_nonforced"}
!18 = !{!"llvm.loop.pipeline.initiationinterval", i32 3}
!19 = !{!"llvm.loop.unroll.followup_remainder", !8}
; Access groups: single, list.
!20 = distinct !{}
!21 = distinct !{}
!22 = distinct !{}
!23 = !{!21, !22}
; TBAA: a root, scalar types (one with the optional offset left out), a
; struct, tags (one constant).
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !{!35, !31, i64 4, i64 1}
!35 = !{!"pair", !31, i64 0, !31, i64 4}
; Alias scopes: distinct with descriptions, string-named.
!40 = !{!41}
!41 = distinct !{!41, !42, !"scope A"}
!42 = distinct !{!42, !"domain"}
!43 = !{!44, !41}
!44 = distinct !{!44, !42}
!46 = !{!47}
!47 = !{!"named scope", !48}
!48 = !{!"named domain", !"named domain desc"}
