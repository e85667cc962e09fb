// RUN: strata opt %s --canonicalize | FileCheck %s
// CHECK lines: mlir-opt 22's output.
// llvm.indirectbr is a branch (BranchOpInterface): the operands it passes
// to dead block arguments are dropped with them.
llvm.func @f(%arg0: i32, %p: !llvm.ptr) -> i32 {
  %1 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1(%arg0 : i32),
  ^bb2
  ]
^bb1(%x: i32):
  llvm.blocktag <id = 1>
  llvm.return %arg0 : i32
^bb2:
  llvm.indirectbr %p : !llvm.ptr, [
  ]
}

// CHECK-LABEL: llvm.func @f
// CHECK-NEXT: llvm.indirectbr %arg1 : !llvm.ptr, [
// CHECK-NEXT: ^bb1,
// CHECK-NEXT: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.blocktag <id = 1>
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
