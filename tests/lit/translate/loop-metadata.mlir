// Loop annotations become !llvm.loop metadata and access groups
// !llvm.access.group metadata, as mlir-translate makes them.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// The whole output is what mlir-translate 22 prints.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s -o %t.ours.ll
// RUN: mlir-translate --mlir-to-llvmir --split-input-file %s -o %t.ref.ll
// RUN: diff %t.ours.ll %t.ref.ll

// CHECK-LABEL: define void @options() {
// CHECK: br label %1, !llvm.loop !1
// CHECK: br label %2, !llvm.loop !5
// CHECK: br label %3, !llvm.loop !14
// CHECK: br label %4, !llvm.loop !21
// CHECK: br label %5, !llvm.loop !29
// CHECK: br label %6, !llvm.loop !36
// CHECK: br label %7, !llvm.loop !42
// CHECK: br label %8, !llvm.loop !47
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = distinct !{!1, !2, !3, !4}
// CHECK-NEXT: !2 = !{!"llvm.loop.disable_nonforced"}
// CHECK-NEXT: !3 = !{!"llvm.loop.mustprogress"}
// CHECK-NEXT: !4 = !{!"llvm.loop.isvectorized", i32 0}
// CHECK-NEXT: !5 = distinct !{!5, !6, !7, !8, !9, !10, !12, !13}
// CHECK-NEXT: !6 = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK-NEXT: !7 = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// CHECK-NEXT: !8 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// CHECK-NEXT: !9 = !{!"llvm.loop.vectorize.width", i32 16}
// CHECK-NEXT: !10 = !{!"llvm.loop.vectorize.followup_vectorized", !11}
// CHECK-NEXT: !11 = distinct !{!11, !2}
// CHECK-NEXT: !12 = !{!"llvm.loop.vectorize.followup_epilogue", !11}
// CHECK-NEXT: !13 = !{!"llvm.loop.vectorize.followup_all", !11}
// CHECK-NEXT: !14 = distinct !{!14, !15, !16, !17, !18, !19, !20}
// CHECK-NEXT: !15 = !{!"llvm.loop.unroll.disable"}
// CHECK-NEXT: !16 = !{!"llvm.loop.unroll.count", i32 64}
// CHECK-NEXT: !17 = !{!"llvm.loop.unroll.runtime.disable", i1 false}
// CHECK-NEXT: !18 = !{!"llvm.loop.unroll.followup_unrolled", !11}
// CHECK-NEXT: !19 = !{!"llvm.loop.unroll.followup_remainder", !11}
// CHECK-NEXT: !20 = !{!"llvm.loop.unroll.followup_all", !11}
// CHECK-NEXT: !21 = distinct !{!21, !22, !23, !24, !25, !26, !27, !28}
// CHECK-NEXT: !22 = !{!"llvm.loop.unroll_and_jam.enable"}
// CHECK-NEXT: !23 = !{!"llvm.loop.unroll_and_jam.count", i32 8}
// CHECK-NEXT: !24 = !{!"llvm.loop.unroll_and_jam.followup_outer", !11}
// CHECK-NEXT: !25 = !{!"llvm.loop.unroll_and_jam.followup_inner", !11}
// CHECK-NEXT: !26 = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", !11}
// CHECK-NEXT: !27 = !{!"llvm.loop.unroll_and_jam.followup_remainder_inner", !11}
// CHECK-NEXT: !28 = !{!"llvm.loop.unroll_and_jam.followup_all", !11}
// CHECK-NEXT: !29 = distinct !{!29, !30, !31, !32, !33, !34, !35}
// CHECK-NEXT: !30 = !{!"llvm.loop.licm_versioning.disable"}
// CHECK-NEXT: !31 = !{!"llvm.loop.distribute.enable", i1 false}
// CHECK-NEXT: !32 = !{!"llvm.loop.distribute.followup_coincident", !11}
// CHECK-NEXT: !33 = !{!"llvm.loop.distribute.followup_sequential", !11}
// CHECK-NEXT: !34 = !{!"llvm.loop.distribute.followup_fallback", !11}
// CHECK-NEXT: !35 = !{!"llvm.loop.distribute.followup_all", !11}
// CHECK-NEXT: !36 = distinct !{!36, !37, !38, !39, !40, !41}
// CHECK-NEXT: !37 = !{!"llvm.loop.interleave.count", i32 32}
// CHECK-NEXT: !38 = !{!"llvm.loop.pipeline.disable", i1 false}
// CHECK-NEXT: !39 = !{!"llvm.loop.pipeline.initiationinterval", i32 1}
// CHECK-NEXT: !40 = !{!"llvm.loop.peeled.count", i32 3}
// CHECK-NEXT: !41 = !{!"llvm.loop.unswitch.partial.disable"}
// CHECK-NEXT: !42 = distinct !{!42, !43, !44, !45, !46}
// CHECK-NEXT: !43 = !{!"llvm.loop.isvectorized", i32 1}
// CHECK-NEXT: !44 = !{!"llvm.loop.unroll.enable"}
// CHECK-NEXT: !45 = !{!"llvm.loop.unroll.full"}
// CHECK-NEXT: !46 = !{!"llvm.licm.disable"}
// CHECK-NEXT: !47 = distinct !{!47}
// CHECK-LABEL: define void @loopOptions(i32 %0, i32 %1, i1 %2) {
// CHECK: br i1 %7, label %8, label %15, !prof !1, !llvm.loop !2
// CHECK: %10 = load i32, ptr %4, align 4, !llvm.access.group !14
// CHECK: store i32 %10, ptr %4, align 4, !llvm.access.group !14
// CHECK: %11 = atomicrmw add ptr %4, i32 %10 monotonic, align 4, !llvm.access.group !14
// CHECK: %12 = cmpxchg ptr %4, i32 %10, i32 %11 acq_rel monotonic, align 4, !llvm.access.group !14
// CHECK: call void @llvm.memcpy.p0.p0.i32(ptr %4, ptr %4, i32 0, i1 false), !llvm.access.group !14
// CHECK: call void @llvm.memmove.p0.p0.i32(ptr %4, ptr %4, i32 0, i1 false), !llvm.access.group !13
// CHECK: call void @llvm.memset.p0.i32(ptr %4, i8 42, i32 0, i1 false), !llvm.access.group !14
// CHECK: call void @foo(i32 %0), !llvm.access.group !12
// CHECK: br i1 %2, label %5, label %14, !llvm.loop !2
// CHECK: br label %5, !llvm.loop !6
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!"branch_weights", i32 10, i32 1}
// CHECK-NEXT: !2 = distinct !{!2, !3, !4, !5, !8, !9, !10, !11}
// CHECK-NEXT: !3 = !{!"llvm.loop.interleave.count", i32 1}
// CHECK-NEXT: !4 = !{!"llvm.loop.unroll.disable"}
// CHECK-NEXT: !5 = !{!"llvm.loop.unroll.followup_all", !6}
// CHECK-NEXT: !6 = distinct !{!6, !7}
// CHECK-NEXT: !7 = !{!"llvm.loop.mustprogress"}
// CHECK-NEXT: !8 = !{!"llvm.licm.disable"}
// CHECK-NEXT: !9 = !{!"llvm.loop.pipeline.disable", i1 true}
// CHECK-NEXT: !10 = !{!"llvm.loop.pipeline.initiationinterval", i32 2}
// CHECK-NEXT: !11 = !{!"llvm.loop.parallel_accesses", !12, !13}
// CHECK-NEXT: !12 = distinct !{}
// CHECK-NEXT: !13 = distinct !{}
// CHECK-NEXT: !14 = !{!12, !13}

// Every option of #llvm.loop_annotation.
#followup = #llvm.loop_annotation<disableNonforced = true>
llvm.func @options() {
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<disableNonforced = true, mustProgress = true, isVectorized = false>}
^bb1:
  llvm.br ^bb2 {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, predicateEnable = true, scalableEnable = false, width = 16 : i32, followupVectorized = #followup, followupEpilogue = #followup, followupAll = #followup>>}
^bb2:
  llvm.br ^bb3 {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 64 : i32, runtimeDisable = false, full = false, followupUnrolled = #followup, followupRemainder = #followup, followupAll = #followup>>}
^bb3:
  llvm.br ^bb4 {loop_annotation = #llvm.loop_annotation<unrollAndJam = <disable = false, count = 8 : i32, followupOuter = #followup, followupInner = #followup, followupRemainderOuter = #followup, followupRemainderInner = #followup, followupAll = #followup>>}
^bb4:
  llvm.br ^bb5 {loop_annotation = #llvm.loop_annotation<licm = <disable = false, versioningDisable = true>, distribute = <disable = true, followupCoincident = #followup, followupSequential = #followup, followupFallback = #followup, followupAll = #followup>>}
^bb5:
  llvm.br ^bb6 {loop_annotation = #llvm.loop_annotation<pipeline = <disable = false, initiationinterval = 1 : i32>, peeled = <count = 3 : i32>, unswitch = <partialDisable = true>, interleave = <count = 32 : i32>>}
^bb6:
  llvm.br ^bb7 {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>, licm = <disable = true, versioningDisable = false>, isVectorized = true>}
^bb7:
  llvm.br ^bb8 {loop_annotation = #llvm.loop_annotation<>}
^bb8:
  llvm.return
}

// -----

// Parallel accesses and access groups; one attribute is one node, shared by
// both branches (and by the followup that equals another annotation).
llvm.func @foo(%arg0: i32)
#group1 = #llvm.access_group<id = distinct[0]<>>
#group2 = #llvm.access_group<id = distinct[1]<>>
#inner = #llvm.loop_annotation<mustProgress = true>
#loop = #llvm.loop_annotation<licm = <disable = true>, interleave = <count = 1>, unroll = <disable = true, followupAll = #inner>, pipeline = <disable = true, initiationinterval = 2>, parallelAccesses = #group1, #group2>
llvm.func @loopOptions(%arg1 : i32, %arg2 : i32, %c : i1) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.alloca %arg1 x i32 : (i32) -> (!llvm.ptr)
    llvm.br ^bb3(%0 : i32)
  ^bb3(%1: i32):
    %2 = llvm.icmp "slt" %1, %arg1 : i32
    llvm.cond_br %2 weights([10, 1]), ^bb4, ^bb5 {loop_annotation = #loop}
  ^bb4:
    %3 = llvm.add %1, %arg2  : i32
    %5 = llvm.load %4 {access_groups = [#group1, #group2]} : !llvm.ptr -> i32
    llvm.store %5, %4 {access_groups = [#group1, #group2]} : i32, !llvm.ptr
    %6 = llvm.atomicrmw add %4, %5 monotonic {access_groups = [#group1, #group2]} : !llvm.ptr, i32
    %7 = llvm.cmpxchg %4, %5, %6 acq_rel monotonic {access_groups = [#group1, #group2]} : !llvm.ptr, i32
    %9 = llvm.mlir.constant(42 : i8) : i8
    "llvm.intr.memcpy"(%4, %4, %0) <{isVolatile = false}> {access_groups = [#group1, #group2]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.intr.memmove"(%4, %4, %0) <{isVolatile = false}> {access_groups = [#group2]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.intr.memset"(%4, %9, %0) <{isVolatile = false}> {access_groups = [#group1, #group2]} : (!llvm.ptr, i8, i32) -> ()
    llvm.call @foo(%arg1) {access_groups = [#group1]} : (i32) -> ()
    %10 = llvm.load %4 {access_groups = []} : !llvm.ptr -> i32
    llvm.cond_br %c, ^bb3(%3 : i32), ^bb6 {loop_annotation = #loop}
  ^bb6:
    llvm.br ^bb3(%3 : i32) {loop_annotation = #inner}
  ^bb5:
    llvm.return
}
