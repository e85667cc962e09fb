; Random modules from llvm-stress import exactly as mlir-translate 22 imports
; them, translate back, and re-import to a fixed point.
; RUN: llvm-stress -seed=11 -size=300 -o %t.a.ll
; RUN: strata translate --import-llvm %t.a.ll -o %t.a.mlir
; RUN: mlir-translate --import-llvm %t.a.ll | diff - %t.a.mlir
; RUN: strata translate --mlir-to-llvmir %t.a.mlir -o %t.a2.ll
; RUN: strata translate --import-llvm %t.a2.ll | strata translate --mlir-to-llvmir -o %t.a3.ll
; RUN: strata translate --import-llvm %t.a2.ll -o %t.a2.mlir
; RUN: strata translate --import-llvm %t.a3.ll | diff - %t.a2.mlir
; RUN: llvm-stress -seed=12 -size=500 -o %t.b.ll
; RUN: strata translate --import-llvm %t.b.ll -o %t.b.mlir
; RUN: mlir-translate --import-llvm %t.b.ll | diff - %t.b.mlir
; RUN: llvm-stress -seed=13 -size=1000 -o %t.c.ll
; RUN: strata translate --import-llvm %t.c.ll -o %t.c.mlir
; RUN: mlir-translate --import-llvm %t.c.ll | diff - %t.c.mlir
