// TBAA tags become !tbaa metadata over uniqued type descriptor nodes, as
// mlir-translate makes them.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// The whole output is what mlir-translate 22 prints.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s -o %t.ours.ll
// RUN: mlir-translate --mlir-to-llvmir --split-input-file %s -o %t.ref.ll
// RUN: diff %t.ours.ll %t.ref.ll

// CHECK-LABEL: define void @tbaa(ptr %0, ptr %1) {
// CHECK: %4 = load i64, ptr %3, align 4, !tbaa !1
// CHECK: store i32 %5, ptr %6, align 4, !tbaa !6
// CHECK: %7 = atomicrmw add ptr %0, i32 0 monotonic, align 4, !tbaa !9
// CHECK: %8 = cmpxchg ptr %0, i32 0, i32 1 acq_rel monotonic, align 4, !tbaa !9
// CHECK: call void @llvm.memcpy.p0.p0.i32(ptr %0, ptr %1, i32 0, i1 false), !tbaa !9
// CHECK: call void @llvm.memmove.p0.p0.i32(ptr %0, ptr %1, i32 0, i1 false), !tbaa !9
// CHECK: call void @foo(ptr %1), !tbaa !6
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!2, !3, i64 8}
// CHECK-NEXT: !2 = !{!"agg2_t", !3, i64 0, !3, i64 8}
// CHECK-NEXT: !3 = !{!"long long", !4, i64 0}
// CHECK-NEXT: !4 = !{!"omnipotent char", !5, i64 0}
// CHECK-NEXT: !5 = !{!"Simple C/C++ TBAA"}
// CHECK-NEXT: !6 = !{!7, !8, i64 0, i64 1}
// CHECK-NEXT: !7 = !{!"agg1_t", !8, i64 0, !8, i64 4}
// CHECK-NEXT: !8 = !{!"int", !4, i64 0}
// CHECK-NEXT: !9 = !{!10, !10, i64 0}
// CHECK-NEXT: !10 = !{!"omnipotent char", !11, i64 0}
// CHECK-NEXT: !11 = distinct !{!11}

// TBAA roots (named and anonymous), type descriptors and access tags.
#tbaa_root_0 = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc_1 = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root_0, 0>}>
#tbaa_type_desc_2 = #llvm.tbaa_type_desc<id = "long long", members = {<#tbaa_type_desc_1, 0>}>
#tbaa_type_desc_3 = #llvm.tbaa_type_desc<id = "agg2_t", members = {<#tbaa_type_desc_2, 0>, <#tbaa_type_desc_2, 8>}>
#tbaa_tag_4 = #llvm.tbaa_tag<access_type = #tbaa_type_desc_2, base_type = #tbaa_type_desc_3, offset = 8>
#tbaa_type_desc_5 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc_1, 0>}>
#tbaa_type_desc_6 = #llvm.tbaa_type_desc<id = "agg1_t", members = {<#tbaa_type_desc_5, 0>, <#tbaa_type_desc_5, 4>}>
#tbaa_tag_7 = #llvm.tbaa_tag<access_type = #tbaa_type_desc_5, base_type = #tbaa_type_desc_6, offset = 0, constant = true>
#anon_root = #llvm.tbaa_root
#anon_char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#anon_root, 0>}>
#anon_tag = #llvm.tbaa_tag<base_type = #anon_char, access_type = #anon_char, offset = 0>
llvm.func @foo(%arg0: !llvm.ptr)
llvm.func @tbaa(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.getelementptr inbounds %arg1[%0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.agg2_t", (i64, i64)>
  %3 = llvm.load %2 {tbaa = [#tbaa_tag_4]} : !llvm.ptr -> i64
  %4 = llvm.trunc %3 : i64 to i32
  %5 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.agg1_t", (i32, i32)>
  llvm.store %4, %5 {tbaa = [#tbaa_tag_7]} : i32, !llvm.ptr
  %6 = llvm.atomicrmw add %arg0, %0 monotonic {tbaa = [#anon_tag]} : !llvm.ptr, i32
  %7 = llvm.cmpxchg %arg0, %0, %1 acq_rel monotonic {tbaa = [#anon_tag]} : !llvm.ptr, i32
  "llvm.intr.memcpy"(%arg0, %arg1, %0) <{isVolatile = false}> {tbaa = [#anon_tag]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memmove"(%arg0, %arg1, %0) <{isVolatile = false}> {tbaa = [#anon_tag]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.call @foo(%arg1) {tbaa = [#tbaa_tag_7]} : (!llvm.ptr) -> ()
  // Several tags are left untranslated, as in MLIR.
  %8 = llvm.load %2 {tbaa = [#tbaa_tag_4, #anon_tag]} : !llvm.ptr -> i64
  llvm.return
}
