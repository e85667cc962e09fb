// strata opt takes mlir-opt's flags, single dash or double.
// RUN: strata opt --help | FileCheck %s --check-prefix=HELP
// HELP: USAGE: strata opt [options] [<input file>]
// HELP: --split-input-file
//
// Unknown flags are diagnosed with exit status 1.
// RUN: not strata opt -mlir-no-such-flag %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unknown command line argument '-mlir-no-such-flag'
//
// A missing input file is an error, not a crash.
// RUN: not strata opt %t.missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: could not open input file
//
// Near misses of the split marker are reported as mlir-opt does (whatever
// the exit status: this file is only comments), with the marker's line
// and a caret under it.
// RUN: { strata opt -split-input-file %s 2>&1 || true; } | FileCheck %s --check-prefix=NEAR
// NEAR: opt-args.mlir:[[@LINE+3]]:7: warning: near miss with file split marker
// NEAR-NEXT: {{^// -{4}$}}
// NEAR-NEXT: {{^      \^$}}
// ----
