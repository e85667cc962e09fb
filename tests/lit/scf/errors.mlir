// Malformed scf ops get located diagnostics (mlir-opt 22's messages).
// RUN: not strata opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'scf.if' op must have an else block if defining values
func.func @if_without_else(%c: i1) -> i32 {
  %a = scf.if %c -> (i32) { // expected-error {{must have an else block if defining values}}
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %a : i32
}

// -----

// CHECK: errors.mlir:[[@LINE+3]]:22: error: use of value '%b' expects different type than prior uses: 'index' vs 'i32'
// expected-note@+1 {{prior use here}}
func.func @mixed_bounds(%a: index, %b: i32) {
  scf.for %i = %a to %b step %a { // expected-error {{expects different type than prior uses}}
  }
  return
}

// -----

// CHECK: errors.mlir:[[@LINE+3]]:5: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
func.func @stray_yield() {
  "test.region"() ({
    scf.yield // expected-error {{expects parent op to be one of}}
  }) : () -> ()
  return
}
