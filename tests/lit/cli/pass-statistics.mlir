// --mlir-pass-statistics: mlir-opt 22 (Debian's LLVM build, statistics
// compiled out) prints the report's header alone, whatever the passes
// (cse's and canonicalize's statistics too) and the display, on stderr
// after each pass manager run that started (one that failed too), after
// the pass's errors, before the timing report; a chunk that does not parse
// runs no pass manager. Under --verify-diagnostics, unexpected diagnostics
// come before it. The CHECK lines are mlir-opt's output.
// RUN: not strata opt %s --split-input-file --test-arith-emulate-wide-int=widest-int-supported=8 \
// RUN:   --dump-pass-pipeline --mlir-pass-statistics -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --match-full-lines
// RUN: not strata opt %s --split-input-file --test-arith-emulate-wide-int=widest-int-supported=8 \
// RUN:   --dump-pass-pipeline --mlir-pass-statistics --mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --match-full-lines
// RUN: diff <(strata opt %s --split-input-file --test-arith-emulate-wide-int=widest-int-supported=8 \
// RUN:   --dump-pass-pipeline --mlir-pass-statistics --verify-diagnostics -o /dev/null 2>&1) \
// RUN:   <(mlir-opt %s --split-input-file --test-arith-emulate-wide-int=widest-int-supported=8 \
// RUN:   --dump-pass-pipeline --mlir-pass-statistics --verify-diagnostics -o /dev/null 2>&1)
// RUN: not strata opt %s --split-input-file --cse --canonicalize --mlir-pass-statistics \
// RUN:   --mlir-pass-statistics-display=list --mlir-timing -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TIMING --strict-whitespace --match-full-lines

func.func @emulate_f(%a: i16) -> i16 {
  %0 = arith.addi %a, %a : i16
  return %0 : i16
}

// -----

func.func @emulate_g(%a: i64) -> i64 {
  // expected-error @below {{failed to legalize operation 'arith.addi' that was explicitly marked illegal}}
  %0 = arith.addi %a, %a : i64
  return %0 : i64
}

// -----

bad syntax

// CHECK:Pass Manager with 1 passes:
// CHECK-NEXT:builtin.module(
// CHECK-NEXT:  func.func(
// CHECK-NEXT:    test-arith-emulate-wide-int{function-prefix=emulate_ widest-int-supported=8}
// CHECK-NEXT:  )
// CHECK-NEXT:)
// CHECK-EMPTY:
// CHECK-NEXT:===-------------------------------------------------------------------------===
// CHECK-NEXT:                         ... Pass statistics report ...
// CHECK-NEXT:===-------------------------------------------------------------------------===
// CHECK-EMPTY:
// CHECK-NEXT:Pass Manager with 1 passes:
// CHECK-NEXT:builtin.module(
// CHECK-NEXT:  func.func(
// CHECK-NEXT:    test-arith-emulate-wide-int{function-prefix=emulate_ widest-int-supported=8}
// CHECK-NEXT:  )
// CHECK-NEXT:)
// CHECK-EMPTY:
// CHECK-NEXT:{{.*}}pass-statistics.mlir:31:8: error: failed to legalize operation 'arith.addi' that was explicitly marked illegal
// CHECK-NEXT:  %0 = arith.addi %a, %a : i64
// CHECK-NEXT:       ^
// CHECK:===-------------------------------------------------------------------------===
// CHECK-NEXT:                         ... Pass statistics report ...
// CHECK-NEXT:===-------------------------------------------------------------------------===
// CHECK-EMPTY:
// CHECK-NEXT:{{.*}}pass-statistics.mlir:37:1: error: custom op 'bad' is unknown (tried 'builtin.bad' as well)
// CHECK-NOT:Pass

// TIMING:===-------------------------------------------------------------------------===
// TIMING-NEXT:                         ... Pass statistics report ...
// TIMING-NEXT:===-------------------------------------------------------------------------===
// TIMING-EMPTY:
// TIMING-NEXT:===-------------------------------------------------------------------------===
// TIMING-NEXT:                         ... Execution time report ...
// TIMING:                         ... Pass statistics report ...
// TIMING:                         ... Execution time report ...
