// The LLVM dialect's metadata attributes (loop annotations, access groups,
// alias scopes, TBAA) print as mlir-opt prints them: through aliases named
// after their mnemonics, ordered by depth and name, distinct ids renumbered
// in print order. Aliases and the `<...>` shorthand in the input are
// resolved at parse time (one canonical form, so equal attributes are one).
// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s > %t.ours.mlir && mlir-opt %s > %t.ref.mlir && diff %t.ours.mlir %t.ref.mlir
// RUN: strata opt %t.ours.mlir > %t.again.mlir && diff %t.ours.mlir %t.again.mlir

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "dom">
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = "d">
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
// CHECK-NEXT: #loop_interleave = #llvm.loop_interleave<count = 2 : i64>
// CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = true>
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = "s", domain = #alias_scope_domain1, description = "named">
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = false, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll, licm = #loop_licm, mustProgress = true, parallelAccesses = #access_group, #access_group1>
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0, constant = true>
// CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "S", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc, 4>}>
// CHECK-NEXT: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc, offset = 4>
// CHECK: llvm.br ^bb1 {loop_annotation = #loop_annotation2}
// CHECK: %1 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : !llvm.ptr -> i32
// CHECK: llvm.store %1, %arg0 {tbaa = [#tbaa_tag]} : i32, !llvm.ptr
// CHECK: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK: "llvm.intr.memcpy"(%arg0, %arg0, %0) <{access_groups = [#access_group1], isVolatile = false, tbaa = [#tbaa_tag1]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK: llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}

#g0 = #llvm.access_group<id = distinct[0]<>>
#g1 = #llvm.access_group<id = distinct[1]<>>
#follow = #llvm.loop_annotation<disableNonforced = true>
#dom = #llvm.alias_scope_domain<id = distinct[2]<>, description = "dom">
#scope = #llvm.alias_scope<domain = #dom, id = distinct[3]<>>
#named = #llvm.alias_scope<id = "s", description = "named", domain = <id = "d">>
#root = #llvm.tbaa_root
#int = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#s = #llvm.tbaa_type_desc<id = "S", members = {<#int, 0>, <#int, 4>}>
llvm.func @f(%p: !llvm.ptr, %c: i1) {
  %n = llvm.mlir.constant(4 : i32) : i32
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = true, licm = <disable = true>, unroll = <followupAll = #follow, disable = false>, parallelAccesses = #g0, #g1>}
^bb1:
  %0 = llvm.load %p {access_groups = [#g0], alias_scopes = [#scope], noalias_scopes = [#named]} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#llvm.tbaa_tag<offset = 0, access_type = #int, base_type = #int, constant = true>]} : i32, !llvm.ptr
  llvm.intr.experimental.noalias.scope.decl #scope
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> {access_groups = [#g1], tbaa = [#llvm.tbaa_tag<base_type = #s, access_type = #int, offset = 4, constant = false>]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #llvm.loop_annotation<interleave = <count = 2>>}
^bb2:
  llvm.return
}

