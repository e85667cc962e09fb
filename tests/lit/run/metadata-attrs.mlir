// Metadata attributes (TBAA, alias scopes, access groups, loop annotations)
// survive JIT compilation; the program computes what it computes without
// them.
// RUN: strata run %s -e main --entry-point-result=i32 | FileCheck %s
// RUN: mlir-runner %s -e main --entry-point-result=i32 | FileCheck %s
// CHECK: 10

#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d>
#g = #llvm.access_group<id = distinct[2]<>>
#r = #llvm.tbaa_root<id = "r">
#i = #llvm.tbaa_type_desc<id = "int", members = {<#r, 0>}>
#t = #llvm.tbaa_tag<base_type = #i, access_type = #i, offset = 0>
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(5 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %z, %p {tbaa = [#t], alias_scopes = [#s]} : i32, !llvm.ptr
  llvm.intr.experimental.noalias.scope.decl #s
  llvm.br ^loop(%z : i32)
^loop(%k: i32):
  %v = llvm.load %p {access_groups = [#g], tbaa = [#t], noalias_scopes = [#s]} : !llvm.ptr -> i32
  %w = llvm.add %v, %k : i32
  llvm.store %w, %p {access_groups = [#g]} : i32, !llvm.ptr
  %k1 = llvm.add %k, %one : i32
  %c = llvm.icmp "slt" %k1, %n : i32
  llvm.cond_br %c, ^loop(%k1 : i32), ^done {loop_annotation = #llvm.loop_annotation<mustProgress = true, parallelAccesses = #g>}
^done:
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}
