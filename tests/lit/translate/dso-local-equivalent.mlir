// llvm.dso_local_equivalent translates to LLVM's `dso_local_equivalent`
// constant: in a global initializer's constant expression, as a callee, and
// of an alias (which stays the alias). run/dso-local-equivalent.mlir runs
// a call through it.
// RUN: strata translate --mlir-to-llvmir -split-input-file %s | FileCheck %s

llvm.mlir.global external constant @const() {addr_space = 0 : i32, dso_local} : i32 {
  %0 = llvm.mlir.addressof @const : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.dso_local_equivalent @extern_func : !llvm.ptr
  %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
  %4 = llvm.sub %3, %1 : i64
  %5 = llvm.trunc %4 : i64 to i32
  llvm.return %5 : i32
}
llvm.func @extern_func()

// CHECK: @const = dso_local constant i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @extern_func to i64), i64 ptrtoint (ptr @const to i64)) to i32)
// CHECK: declare void @extern_func()
// CHECK-NOT: __strata

// -----

llvm.func @callee() -> i32
llvm.func @twice() {
  %0 = llvm.dso_local_equivalent @callee : !llvm.ptr
  %1 = llvm.call %0() : !llvm.ptr, () -> (i32 {llvm.noundef})
  %2 = llvm.dso_local_equivalent @callee : !llvm.ptr
  %3 = llvm.call %2() : !llvm.ptr, () -> i32
  llvm.return
}

// CHECK-LABEL: define void @twice() {
// CHECK-NEXT:    %1 = call noundef i32 dso_local_equivalent @callee()
// CHECK-NEXT:    %2 = call i32 dso_local_equivalent @callee()
// CHECK-NEXT:    ret void

// -----

llvm.mlir.alias external @alias_func : !llvm.func<void ()> {
  %0 = llvm.mlir.addressof @aliasee_func : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @aliasee_func() {
  llvm.return
}
llvm.func @call_alias_func() {
  %0 = llvm.dso_local_equivalent @alias_func : !llvm.ptr
  llvm.call %0() : !llvm.ptr, () -> ()
  llvm.return
}

// CHECK: @alias_func = alias void (), ptr @aliasee_func
// CHECK-LABEL: define void @call_alias_func() {
// CHECK-NEXT:    call void dso_local_equivalent @alias_func()
// CHECK-NOT: __strata
