; The data layout becomes a dlti.dl_spec as mlir-translate 22 builds it (the
; string's entries in order, then LLVM's defaults); tokens it does not model
; are warnings. The export turns the spec back into a layout string.
; RUN: strata translate --import-llvm %s 2>&1 | FileCheck %s
; RUN: strata translate --import-llvm %s 2>/dev/null | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=EXPORT
; CHECK: data-layout.ll:0:0: warning: unhandled data layout token: v128:64:128
; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[32, 32, 32, 16]> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "big", "dlti.program_memory_space" = 1 : ui64, "dlti.global_memory_space" = 2 : ui64, "dlti.alloca_memory_space" = 5 : ui64, "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<8, function_dependent = false>, "dlti.mangling_mode" = "o", "dlti.legal_int_widths" = array<i32: 32>, "dlti.stack_alignment" = 64 : i64>, llvm.module_asm = [], llvm.target_triple = ""} {
; EXPORT: target datalayout = "E-P1-G2-A5-Fi8-m:o-n32-S64-p1:32:32:32:16-i64:64-p0:64:64:64:64-i1:8-i8:8-i16:16-i32:32-f16:16-f64:64-f128:128"
target datalayout = "E-P1-G2-A5-Fi8-m:o-p1:32:32:32:16-i64:64-v128:64:128-n32-S64"
