// RUN: not strata opt %s --allow-unregistered-dialect -split-input-file 2>&1 | FileCheck %s
// Errors the llvm verifiers report about an op nested in the one being
// verified quote that nested op in their note, and identified struct body
// errors point at the first field (past the comma for an empty body), as
// mlir-opt 22 prints them.

llvm.mlir.global internal @side_effecting_global() : !llvm.struct<(i8)> {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // CHECK: llvm-nested-op-diag.mlir:[[@LINE+2]]:8: error: ops with side effects not allowed in global initializers
  // CHECK: llvm-nested-op-diag.mlir:[[@LINE+1]]:8: note: see current operation: %1 = "llvm.alloca"(%0) <{elem_type = !llvm.struct<(i8)>}> : (i64) -> !llvm.ptr
  %1 = llvm.alloca %0 x !llvm.struct<(i8)> : (i64) -> !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i8)>
  llvm.return %2 : !llvm.struct<(i8)>
}

// -----

llvm.mlir.global external @x(42 : i32) : i32
llvm.mlir.alias external @y : i32 {
  %0 = llvm.mlir.addressof @x : !llvm.ptr
  // CHECK: llvm-nested-op-diag.mlir:[[@LINE+2]]:8: error: ops with side effects are not allowed in alias initializers
  // CHECK: llvm-nested-op-diag.mlir:[[@LINE+1]]:8: note: see current operation: %1 = "llvm.load"(%0) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.comdat @__llvm_comdat {
  // CHECK: llvm-nested-op-diag.mlir:[[@LINE+2]]:3: error: only comdat selector symbols can appear in a comdat region
  // CHECK: llvm-nested-op-diag.mlir:[[@LINE+1]]:3: note: see current operation: "llvm.return"() : () -> ()
  llvm.return
}

// -----

llvm.func @t0() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @t0, tag = <id = 1>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.br ^bb2
^bb2:
  // CHECK: llvm-nested-op-diag.mlir:[[@LINE+2]]:3: error: duplicate block tag '1' in the same function:
  // CHECK: llvm-nested-op-diag.mlir:[[@LINE+1]]:3: note: see current operation: "llvm.blocktag"() <{tag = #llvm.blocktag<id = 1>}> : () -> ()
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}

// -----

"some.op"() : () -> !llvm.struct<"a", (i32)>
// CHECK: llvm-nested-op-diag.mlir:[[@LINE+1]]:40: error: identified type already used with a different body
"some.op"() : () -> !llvm.struct<"a", (i32, i64)>

// -----

// CHECK: llvm-nested-op-diag.mlir:[[@LINE+1]]:47: error: invalid LLVM structure element type: '!llvm.void'
"some.op"() : () -> !llvm.struct<"b", packed (i32, void)>

// -----

"some.op"() : () -> !llvm.struct<"c", opaque>
// CHECK: llvm-nested-op-diag.mlir:[[@LINE+1]]:39: error: identified type already used with a different body
"some.op"() : () -> !llvm.struct<"c", packed ()>
