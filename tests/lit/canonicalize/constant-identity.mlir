// RUN: strata opt %s --canonicalize | FileCheck %s
// `0 : i1` and `false` (`-1 : i1` and `true`) are one attribute, so their
// constants are uniqued together; `llvm.dso_local_equivalent` is constant-like
// (hoisted with the constants) and pure (erased when unused). The CHECK lines
// are mlir-opt 22's output for the same input and flags.

llvm.func @extern_func()
func.func private @use(i1, i1)
func.func @i1_constants() {
  %f = arith.constant 0 : i1
  %t = arith.constant -1 : i1
  %f2 = arith.constant false
  %t2 = arith.constant true
  call @use(%f, %t) : (i1, i1) -> ()
  call @use(%f2, %t2) : (i1, i1) -> ()
  return
}
llvm.func @dso() -> i64 {
  %a = llvm.mlir.constant(7 : i64) : i64
  %b = llvm.add %a, %a : i64
  %0 = llvm.dso_local_equivalent @extern_func : !llvm.ptr
  %unused = llvm.dso_local_equivalent @extern_func : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.add %1, %b : i64
  llvm.return %2 : i64
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @extern_func()
// CHECK-NEXT:   func.func private @use(i1, i1)
// CHECK-NEXT:   func.func @i1_constants() {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     call @use(%false, %true) : (i1, i1) -> ()
// CHECK-NEXT:     call @use(%false, %true) : (i1, i1) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @dso() -> i64 {
// CHECK-NEXT:     %0 = llvm.dso_local_equivalent @extern_func : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:     %2 = llvm.add %1, %1 : i64
// CHECK-NEXT:     %3 = llvm.ptrtoint %0 : !llvm.ptr to i64
// CHECK-NEXT:     %4 = llvm.add %3, %2 : i64
// CHECK-NEXT:     llvm.return %4 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
