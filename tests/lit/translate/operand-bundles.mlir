// RUN: strata translate -mlir-to-llvmir %s | FileCheck %s
// Operand bundles on calls, llvm.intr.assume and llvm.call_intrinsic
// (mlir-translate 22 output in the CHECK lines).

llvm.func @foo()
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(2 : i32) : i32
  llvm.call @foo() ["tag1"(%0, %1 : i32, i32), "tag2"(%1 : i32)] : () -> ()
  llvm.call @foo() ["tag"()] : () -> ()
  %t = llvm.mlir.constant(true) : i1
  %a = llvm.mlir.constant(16 : i64) : i64
  llvm.intr.assume %t ["align"(%p, %a : !llvm.ptr, i64)] : i1
  llvm.call_intrinsic "llvm.assume"(%t) ["nonnull"(%p : !llvm.ptr)] : (i1) -> ()
  llvm.return
}

// CHECK: call void @foo() [ "tag1"(i32 1, i32 2), "tag2"(i32 2) ]
// CHECK: call void @foo() [ "tag"() ]
// CHECK: call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 16) ]
// CHECK: call void @llvm.assume(i1 true) [ "nonnull"(ptr %0) ]
