// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s
// Function attributes newer than MLIR 22 (`cold`, `hot`, `noduplicate`,
// `nocallback`, `zero_call_used_regs`, ...) are discardable attributes of
// llvm.func in 22, not properties; mlir-translate 22 ignores them. The
// CHECK lines are mlir-opt 22's output.

// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, always_inline, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK: }) {approx_func_fp_math = true, cold, hot, modular_format = "x", no_caller_saved_registers, nocallback, noduplicate, unsafe_fp_math = true, use_sample_profile, zero_call_used_regs = "all"} : () -> ()
llvm.func @f() attributes {always_inline, cold, hot, noduplicate, nocallback, approx_func_fp_math = true, unsafe_fp_math = true, no_caller_saved_registers, use_sample_profile, zero_call_used_regs = "all", modular_format = "x"} {
  llvm.return
}
