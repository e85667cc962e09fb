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

// -----

// Both errors come with a note quoting the function in generic form, as
// MLIR's errors emitted on an op do.
// RUN: strata opt %s -convert-func-to-llvm -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=NOTE
// NOTE: error: Contains llvm.linkage attribute not of type LLVM::LinkageAttr
// NOTE-NEXT: func.func private @bad_linkage(i64) attributes { llvm.linkage = "weak" }
// NOTE-NEXT: ^
// NOTE-NEXT: note: see current operation:
// NOTE-NEXT: "func.func"() <{function_type = (i64) -> (), sym_name = "bad_linkage", sym_visibility = "private"}> ({
// NOTE-NEXT: }) {llvm.linkage = "weak"} : () -> ()
// NOTE: error: C interface for variadic functions is not supported yet.
// NOTE: note: see current operation:

// A variadic function on the bare-pointer convention gets no C wrapper,
// so no error either.
// CHECK: llvm.func @variadic_bare(i32, ...) attributes {llvm.bareptr, llvm.emit_c_interface, sym_visibility = "private"}
func.func private @variadic_bare(i32) attributes { func.varargs = true, llvm.emit_c_interface, llvm.bareptr }
