// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// llvm.intr.assume with operand bundles, in mlir-opt 22's custom form.

// CHECK-LABEL: llvm.func @f
// CHECK-NEXT: llvm.intr.assume %arg0 : i1 {foo}
// CHECK-NEXT: %0 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: llvm.intr.assume %arg0 ["align"(%arg1, %0 : !llvm.ptr, i64), "nonnull"(%arg1 : !llvm.ptr)] : i1
// CHECK-NEXT: llvm.intr.assume %arg0 : i1
// GENERIC: "llvm.intr.assume"(%arg0) <{op_bundle_sizes = array<i32>}> {foo} : (i1) -> ()
// GENERIC: "llvm.intr.assume"(%arg0, %arg1, %1, %arg1) <{op_bundle_sizes = array<i32: 2, 1>, op_bundle_tags = ["align", "nonnull"]}> : (i1, !llvm.ptr, i64, !llvm.ptr) -> ()
// GENERIC-NEXT: "llvm.intr.assume"(%arg0) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
llvm.func @f(%c: i1, %p: !llvm.ptr) {
  llvm.intr.assume %c : i1 {foo}
  %a = llvm.mlir.constant(16 : i64) : i64
  llvm.intr.assume %c ["align"(%p, %a : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr)] : i1
  llvm.intr.assume %c [] : i1
  llvm.return
}

// CHECK-LABEL: func.func @test_ops
// CHECK-NEXT: "test.foo"() : () -> memref<10xi32>
func.func @test_ops() {
  %0 = "test.foo"() : () -> memref<10xi32>
  return
}
