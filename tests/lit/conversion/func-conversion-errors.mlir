// RUN: strata opt %s -convert-func-to-llvm -split-input-file -verify-diagnostics | FileCheck %s
// Functions MLIR 22 refuses to convert (with an error, the pass going on),
// and llvm.readnone becoming memory effects.

// CHECK: llvm.func @readnone(f32) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
func.func private @readnone(f32) attributes { llvm.readnone }

// -----

// CHECK: func.func private @bad_linkage(i64) attributes {llvm.linkage = "weak"}
// expected-error@+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @bad_linkage(i64) attributes { llvm.linkage = "weak" }

// -----

// CHECK: func.func @variadic(%arg0: i32) attributes {func.varargs = true, llvm.emit_c_interface}
// expected-error@+1 {{C interface for variadic functions is not supported yet.}}
func.func @variadic(%arg0: i32) attributes { func.varargs = true, llvm.emit_c_interface } {
  return
}
