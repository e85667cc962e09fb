// RUN: strata opt %s -set-llvm-module-datalayout | FileCheck %s --check-prefix=EMPTY
// RUN: strata opt %s -set-llvm-module-datalayout='data-layout=e-p:32:32' | FileCheck %s --check-prefix=P32
// RUN: not strata opt %s -set-llvm-module-datalayout='data-layout=e-x' 2>&1 | FileCheck %s --check-prefix=BAD
// `set-llvm-module-datalayout` replaces the module's `llvm.data_layout`
// with its option (empty by default) after checking it as LLVM would.

// EMPTY: module attributes {llvm.data_layout = "", test.keep} {
// P32: module attributes {llvm.data_layout = "e-p:32:32", test.keep} {
// BAD: set-llvm-module-datalayout.mlir:[[@LINE+1]]:1: error: invalid data layout descriptor: unknown specifier 'x'
module attributes {llvm.data_layout = "p:64:64:64", test.keep} {
}
