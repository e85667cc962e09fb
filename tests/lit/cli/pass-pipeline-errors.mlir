// RUN: not strata opt %s --pass-pipeline='builtin.module(func.func(bogus))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata opt %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm)' 2>&1 | FileCheck %s --check-prefix=OPEN
// RUN: not strata opt %s --pass-pipeline='builtin.module(convert-func-to-llvm))' 2>&1 | FileCheck %s --check-prefix=CLOSE
// RUN: not strata opt %s --pass-pipeline='convert-func-to-llvm' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not strata opt %s --pass-pipeline='builtin.module(convert-func-to-llvm,)' 2>&1 | FileCheck %s --check-prefix=EMPTY
// Anchors nested deeper than ops can be (64 regions) are an error, not a
// stack overflow (10000 levels overflowed it):
// RUN: not strata opt %s --pass-pipeline="builtin.module($(printf 'func.func(%.0s' $(seq 65))cse$(printf ')%.0s' $(seq 65)))" 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not strata opt %s --pass-pipeline="builtin.module($(printf 'func.func(%.0s' $(seq 10000))$(printf ')%.0s' $(seq 10000)))" 2>&1 | FileCheck %s --check-prefix=DEEP
// --pass-pipeline errors as mlir-opt 22 reports them: located in the text
// inside the anchor, as a diagnostic at an unknown location.

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'bogus' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: func.func(bogus)
// UNKNOWN-NEXT: {{^          \^$}}
// OPEN: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// CLOSE: MLIR Textual PassPipeline Parser:1:21: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// WRAP: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// EMPTY: MLIR Textual PassPipeline Parser:1:22: error: '' does not refer to a registered pass or pass pipeline
// DEEP: MLIR Textual PassPipeline Parser:1:650: error: pass pipeline nested too deeply
func.func @f() {
  return
}
