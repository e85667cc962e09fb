; Corrupt bitcode on which LLVM's own reader aborts (mlir-translate and
; llvm-dis die with "LLVM ERROR: out of memory") is a diagnostic, exit 1,
; no output file.
; RUN: not strata translate --import-llvm %S/Inputs/aborting-reader.bc -o %t.mlir 2>&1 | FileCheck %s
; RUN: test ! -e %t.mlir
; CHECK: aborting-reader.bc: error: invalid bitcode: LLVM's bitcode reader aborts on this input
