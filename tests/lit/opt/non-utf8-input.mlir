// RUN: printf '// caf\351 comment\nfunc.func @f() attributes {s = "a\377b"} {\n  return\n}\n' > %t.mlir
// RUN: strata opt %t.mlir | FileCheck %s
// RUN: printf 'func.func @f\351() {\n  return\n}\n' > %t.bad.mlir
// RUN: not strata opt %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: rm -rf %t.corpus && mkdir -p %t.corpus && cp %t.mlir %t.corpus/latin1.mlir
// RUN: strata batch %t.corpus --emit mlir -o %t.corpus.out
// RUN: FileCheck %s --check-prefix=BATCH < %t.corpus.out/latin1.mlir
// Inputs that are not UTF-8, as mlir-opt 22 takes them: any byte in a
// comment or a string literal (the string keeps it: printed as \FF), an
// "unexpected character" anywhere else.

// CHECK:      func.func @f() attributes {s = "a\FFb"} {
// BAD:        non-utf8-input.mlir.tmp.bad.mlir:1:13: error: unexpected character
// BATCH:      llvm.func @f() attributes {s = "a\FFb"} {
