; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.module_asm = ["nop", ".globl foo"], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
; CHECK-NEXT: }

; Module-level data: target triple, data layout, module asm.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
module asm "nop"
module asm ".globl foo"
