// RUN: not strata opt %s --pass-pipeline='builtin.module(convert-func-to-llvm{bogus=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not strata opt %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=x}))' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata opt %s --pass-pipeline='builtin.module(func.func(convert-func-to-llvm))' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not strata opt %s --convert-func-to-llvm='index-bitwidth=x' -split-input-file 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not strata opt %s --convert-func-to-llvm='index-bitwidth=x' -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=VERIFY
// As mlir-opt 22 reports a pass it cannot add to its pass manager: the
// error, then (for a --pass-pipeline) what it failed to add at each
// nesting level and an empty line. A bad option value is the command
// line's error, printed before an empty diagnostic, once per chunk.

// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// OPTION-EMPTY:
// OPTION-NEXT: failed to add `convert-func-to-llvm` with options `bogus=1`
// OPTION-EMPTY:
// OPTION-NOT: error

// VALUE: strata opt: for the --index-bitwidth option: 'x' value invalid for uint argument!
// VALUE-NEXT: <unknown>:0: error: {{$}}
// VALUE-NEXT: failed to add `convert-arith-to-llvm` with options `index-bitwidth=x`
// VALUE-NEXT: failed to add `func.func` with options `` to inner pipeline
// VALUE-EMPTY:

// NEST: <unknown>:0: error: Can't add pass 'ConvertFuncToLLVMPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// NEST-NEXT: failed to add `convert-func-to-llvm` with options ``
// NEST-NEXT: failed to add `func.func` with options `` to inner pipeline
// NEST-EMPTY:

// FLAG: strata opt: for the --index-bitwidth option: 'x' value invalid for uint argument!
// FLAG-NEXT: <unknown>:0: error: {{$}}
// FLAG-NEXT: strata opt: for the --index-bitwidth option: 'x' value invalid for uint argument!
// FLAG-NEXT: <unknown>:0: error: {{$}}
// FLAG-NEXT: // {{-----}}

// VERIFY: strata opt: for the --index-bitwidth option: 'x' value invalid for uint argument!
// VERIFY-NEXT: <unknown>:0: error: unexpected error: {{$}}

func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
