// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | strata opt | FileCheck %s --check-prefix=PRETTY
// llvm.inline_asm keeps its dialect as an i64 property, as MLIR 22 does
// (the CHECK lines are mlir-opt 22's output; Strata printed an enum
// attribute MLIR 22 does not have).

// CHECK: "llvm.inline_asm"(%arg0, %arg0) <{asm_dialect = 1 : i64, asm_string = "foo", constraints = "=r,r,r", tail_call_kind = #llvm.tailcallkind<none>}> : (i32, i32) -> i8
// PRETTY: llvm.inline_asm asm_dialect = intel "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
llvm.func @f(%a: i32) -> i8 {
  %0 = llvm.inline_asm asm_dialect = intel "foo", "=r,r,r" %a, %a : (i32, i32) -> i8
  llvm.return %0 : i8
}
