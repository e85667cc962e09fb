// The LLVM dialect's metadata attributes are kept in one canonical form:
// aliases and the `<...>` shorthand expanded, parameters in MLIR's order,
// integers typed. Printing is stable, and mlir-opt reads the result as the
// same attributes it reads from the input.
// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s > %t.1.mlir && strata opt %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: mlir-opt %t.1.mlir > %t.ours.mlir && mlir-opt %s > %t.ref.mlir && diff %t.ours.mlir %t.ref.mlir

// CHECK-LABEL: llvm.func @f
// CHECK: llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = false, followupAll = #llvm.loop_annotation<disableNonforced = true>>, licm = #llvm.loop_licm<disable = true>, mustProgress = true, parallelAccesses = #llvm.access_group<id = distinct[0]<>>, #llvm.access_group<id = distinct[1]<>>>}
// CHECK: llvm.load %arg0 {access_groups = [#llvm.access_group<id = distinct[0]<>>], alias_scopes = [#llvm.alias_scope<id = distinct[3]<>, domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "dom">>], noalias_scopes = [#llvm.alias_scope<id = "s", domain = #llvm.alias_scope_domain<id = "d">, description = "named">]} : !llvm.ptr -> i32
// CHECK: llvm.store %{{.*}}, %arg0 {tbaa = [#llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root, 0>}>, access_type = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root, 0>}>, offset = 0, constant = true>]} : i32, !llvm.ptr
// CHECK: llvm.intr.experimental.noalias.scope.decl #llvm.alias_scope<id = distinct[3]<>, domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "dom">>
// CHECK: "llvm.intr.memcpy"(%arg0, %arg0, %{{.*}}) <{access_groups = [#llvm.access_group<id = distinct[1]<>>], isVolatile = false, tbaa = [#llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "S", members = {<#llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root, 0>}>, 0>, <#llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root, 0>}>, 4>}>, access_type = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root, 0>}>, offset = 4>]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK: llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #llvm.loop_annotation<interleave = #llvm.loop_interleave<count = 2 : i64>>}

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
