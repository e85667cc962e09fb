// Bad values of the pass manager report flags: mlir-opt's messages, exit 1.
// RUN: not strata opt %s --mlir-pass-statistics-display=bogus 2>&1 | FileCheck %s --check-prefix=DISPLAY
// RUN: not strata opt --mlir-pass-statistics-display %s 2>&1 | FileCheck %s --check-prefix=EATS
// RUN: not strata opt %s --mlir-pass-statistics-display 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata opt %s --mlir-pass-statistics=bogus 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not strata opt %s --dump-pass-pipeline=2 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not strata opt --list-passes=maybe 2>&1 | FileCheck %s --check-prefix=LIST
// The value is taken from the next argument when not given with '=', as
// mlir-opt does (the input file, here).
// DISPLAY: strata opt: for the --mlir-pass-statistics-display option: Cannot find option named 'bogus'!
// EATS: strata opt: for the --mlir-pass-statistics-display option: Cannot find option named '{{.*}}pass-report-flag-errors.mlir'!
// MISSING: strata opt: for the --mlir-pass-statistics-display option: requires a value!
// BOOL: strata opt: for the --mlir-pass-statistics option: 'bogus' is invalid value for boolean argument! Try 0 or 1
// DUMP: strata opt: for the --dump-pass-pipeline option: '2' is invalid value for boolean argument! Try 0 or 1
// LIST: strata opt: for the --list-passes option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// Both displays give the same report; false turns the flags off.
// RUN: strata opt %s --mlir-pass-statistics --mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: ... Pass statistics report ...
// RUN: strata opt %s --mlir-pass-statistics=false --dump-pass-pipeline=0 --list-passes=false -o /dev/null 2>&1 | count 0

func.func @f() {
  return
}
