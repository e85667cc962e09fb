// RUN: strata opt %s | FileCheck %s --check-prefix=ROUND
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --convert-cf-to-llvm | FileCheck %s --check-prefix=LLVM
// `cf.assume` (newer than MLIR 22, which does not know the op): an `i1`
// operand and an attr-dict; convert-cf-to-llvm makes it `llvm.intr.assume`
// without operand bundles, as upstream's ControlFlowToLLVM/assume.mlir wants.

// ROUND-LABEL: func.func @assume(%arg0: i1)
// ROUND-NEXT: cf.assume %arg0
// ROUND-NEXT: cf.assume %arg0 {foo}
// GENERIC: "cf.assume"(%arg0) : (i1) -> ()
// GENERIC: "cf.assume"(%arg0) {foo} : (i1) -> ()
// LLVM-LABEL: func.func @assume(%arg0: i1)
// LLVM-NEXT: llvm.intr.assume %arg0 : i1
// LLVM-NEXT: llvm.intr.assume %arg0 : i1
// LLVM-NEXT: return
func.func @assume(%arg: i1) {
  cf.assume %arg
  cf.assume %arg {foo}
  return
}
