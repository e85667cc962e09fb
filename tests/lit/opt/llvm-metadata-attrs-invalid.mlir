// Malformed metadata attributes get mlir-opt's diagnostics (mlir-opt adds a
// second error after "invalid kind of attribute specified", hence
// only-expected for it).
// RUN: strata opt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics=only-expected %s

llvm.func @f() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<disableNonforced = 3>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<vectorize = #llvm.loop_unroll<>>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{duplicate or unknown struct parameter name: vectorize}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<vectorize = <disable = true>, vectorize = <disable = true>>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{duplicate or unknown struct parameter name: unknownOption}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unknownOption = true>}
^bb1:
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = [1]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {alias_scopes = [#llvm.access_group<id = distinct[0]<>>]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  llvm.store %p, %p {tbaa = ["tag"]} : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = llvm.load %p {tbaa = [#llvm.tbaa_tag<access_type = #llvm.tbaa_root, base_type = #llvm.tbaa_root, offset = 0>]} : !llvm.ptr -> i32
  llvm.return
}

// -----

#g = #llvm.access_group<id = distinct[0]<>>
llvm.func @f() {
  // The access group list takes everything after it.
  // expected-error @+1 {{expected '<'}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<parallelAccesses = #g, mustProgress = true>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{expected valid keyword}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<interleave = <>>}
^bb1:
  llvm.return
}

// -----

// expected-error @+1 {{struct is missing required parameter: domain}}
#scope = #llvm.alias_scope<id = "x">
