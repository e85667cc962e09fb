// RUN: not strata opt %s --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --implicit-check-not="see current operation"
// --mlir-print-op-on-diagnostic=false leaves out the note quoting the op.

// CHECK: error: 'func.return' op has 1 operands, but enclosing function (@r) returns 0
func.func @r(%a: i32) {
  return %a : i32
}
