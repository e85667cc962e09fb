// RUN: not strata opt %s -split-input-file 2>&1 | FileCheck %s --implicit-check-not=error:
// Diagnostics mlir-opt 22 gives outside the op verifiers: a bad
// `addr_space` in llvm.mlir.global's generic attribute dictionary is a
// parse error (no note quoting the op, the rest of the input unread), an
// invalid data layout's message ends in LLVM's newline and quotes the
// module, and llvm.switch's repeated or single case values form a splat.

// CHECK: llvm-diag-parse-parity.mlir:[[@LINE+2]]:1: error: 'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative
// CHECK-NOT: note:
"llvm.mlir.global"() ({}) {sym_name = "foo", global_type = i64, value = 42 : i64, addr_space = -1 : i32, linkage = #llvm.linkage<private>} : () -> ()
"llvm.mlir.global"() ({}) {sym_name = "bar", global_type = i64, value = 42 : i64, addr_space = -1 : i32, linkage = #llvm.linkage<private>} : () -> ()

// -----

// CHECK: llvm-diag-parse-parity.mlir:[[@LINE+6]]:1: error: 'builtin.module' op invalid data layout descriptor: unknown specifier '#'
// CHECK-EMPTY:
// CHECK-NEXT: module attributes
// CHECK: llvm-diag-parse-parity.mlir:[[@LINE+3]]:1: note: see current operation:
// CHECK-NEXT: "builtin.module"() ({
// CHECK: }) {llvm.data_layout = "#vjkr32"} : () -> ()
module attributes {llvm.data_layout = "#vjkr32"} {
  func.func @invalid_data_layout()
}

// -----

llvm.func @switch_splat(%arg0 : i32) {
  // CHECK: error: expects number of branch weights to match number of successors: 3 vs 2
  // CHECK: case_values = dense<42> : vector<1xi32>
  llvm.switch %arg0 : i32, ^bb1 [
    42: ^bb2(%arg0, %arg0 : i32, i32)
  ] {branch_weights = array<i32: 13, 17, 19>}

^bb1:  // pred: ^bb0
  llvm.return

^bb2(%1: i32, %2: i32):  // pred: ^bb0
  llvm.return
}
