// Alias scopes become !alias.scope / !noalias metadata over distinct (or
// string-named) scope and domain nodes, as mlir-translate makes them.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// The whole output is what mlir-translate 22 prints.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s -o %t.ours.ll
// RUN: mlir-translate --mlir-to-llvmir --split-input-file %s -o %t.ref.ll
// RUN: diff %t.ours.ll %t.ref.ll

// CHECK-LABEL: define void @alias_scopes(ptr %0) {
// CHECK: call void @llvm.experimental.noalias.scope.decl(metadata !1)
// CHECK: store i32 0, ptr %0, align 4, !alias.scope !1, !noalias !4
// CHECK: %2 = load i32, ptr %0, align 4, !alias.scope !7, !noalias !8
// CHECK: %3 = atomicrmw add ptr %0, i32 0 monotonic, align 4, !alias.scope !9, !noalias !10
// CHECK: %4 = cmpxchg ptr %0, i32 %2, i32 %3 acq_rel monotonic, align 4, !alias.scope !9
// CHECK: call void @llvm.memcpy.p0.p0.i32(ptr %0, ptr %0, i32 0, i1 false), !alias.scope !9
// CHECK: call void @llvm.memset.p0.i32(ptr %0, i8 42, i32 0, i1 false), !noalias !9
// CHECK: call void @foo(ptr %0), !alias.scope !9
// CHECK: call void @foo(ptr %0), !noalias !9
// CHECK: store i32 0, ptr %0, align 4, !alias.scope !11, !noalias !14
// CHECK: call void @llvm.experimental.noalias.scope.decl(metadata !18)
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!2}
// CHECK-NEXT: !2 = distinct !{!2, !3, !"The first scope"}
// CHECK-NEXT: !3 = distinct !{!3, !"The domain"}
// CHECK-NEXT: !4 = !{!5, !6}
// CHECK-NEXT: !5 = distinct !{!5, !3}
// CHECK-NEXT: !6 = distinct !{!6, !3}
// CHECK-NEXT: !7 = !{!5}
// CHECK-NEXT: !8 = !{!2, !6}
// CHECK-NEXT: !9 = !{!6}
// CHECK-NEXT: !10 = !{!2, !5}
// CHECK-NEXT: !11 = !{!12}
// CHECK-NEXT: !12 = !{!"scope1", !13, !"The first string scope"}
// CHECK-NEXT: !13 = !{!"domain1", !"The string domain"}
// CHECK-NEXT: !14 = !{!15, !16}
// CHECK-NEXT: !15 = !{!"scope2", !13}
// CHECK-NEXT: !16 = distinct !{!16, !17}
// CHECK-NEXT: !17 = distinct !{!17}
// CHECK-NEXT: !18 = !{!16}
// CHECK-LABEL: define void @noalias_intr_only() {
// CHECK: call void @llvm.experimental.noalias.scope.decl(metadata !1)
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!2}
// CHECK-NEXT: !2 = distinct !{!2, !3}
// CHECK-NEXT: !3 = distinct !{!3, !"The domain"}

// Alias scopes with distinct and string ids, descriptions, and the noalias
// scope declaration intrinsic.
llvm.func @foo(%arg0: !llvm.ptr)
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">
#alias_scope1 = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain, description = "The first scope">
#alias_scope2 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
#alias_scope3 = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain>
#domain_str = #llvm.alias_scope_domain<id = "domain1", description = "The string domain">
#scope_str = #llvm.alias_scope<id = "scope1", domain = #domain_str, description = "The first string scope">
#scope_str2 = #llvm.alias_scope<id = "scope2", domain = #domain_str>
#bare_domain = #llvm.alias_scope_domain<id = distinct[4]<>>
#bare_scope = #llvm.alias_scope<id = distinct[5]<>, domain = #bare_domain>
llvm.func @alias_scopes(%arg1 : !llvm.ptr) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.intr.experimental.noalias.scope.decl #alias_scope1
  llvm.store %0, %arg1 {alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope2, #alias_scope3]} : i32, !llvm.ptr
  %1 = llvm.load %arg1 {alias_scopes = [#alias_scope2], noalias_scopes = [#alias_scope1, #alias_scope3]} : !llvm.ptr -> i32
  %2 = llvm.atomicrmw add %arg1, %0 monotonic {alias_scopes = [#alias_scope3], noalias_scopes = [#alias_scope1, #alias_scope2]} : !llvm.ptr, i32
  %3 = llvm.cmpxchg %arg1, %1, %2 acq_rel monotonic {alias_scopes = [#alias_scope3]} : !llvm.ptr, i32
  %5 = llvm.mlir.constant(42 : i8) : i8
  "llvm.intr.memcpy"(%arg1, %arg1, %0) <{isVolatile = false}> {alias_scopes = [#alias_scope3]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memset"(%arg1, %5, %0) <{isVolatile = false}> {noalias_scopes = [#alias_scope3]} : (!llvm.ptr, i8, i32) -> ()
  llvm.call @foo(%arg1) {alias_scopes = [#alias_scope3]} : (!llvm.ptr) -> ()
  llvm.call @foo(%arg1) {noalias_scopes = [#alias_scope3]} : (!llvm.ptr) -> ()
  llvm.store %0, %arg1 {alias_scopes = [#scope_str], noalias_scopes = [#scope_str2, #bare_scope]} : i32, !llvm.ptr
  llvm.intr.experimental.noalias.scope.decl #bare_scope
  llvm.return
}

// -----

// A scope declaration on its own.
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">
#alias_scope1 = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
llvm.func @noalias_intr_only() {
  llvm.intr.experimental.noalias.scope.decl #alias_scope1
  llvm.return
}
