// RUN: not strata translate --mlir-to-llvmir %s -o %t.ll 2>&1 | FileCheck %s
// RUN: test ! -e %t.ll
// RUN: strata translate --mlir-to-llvmir --no-verify-llvm %s | FileCheck %s --check-prefix=UNVERIFIED
// LLVM's verifier runs on every translation, as mlir-translate 22 runs it:
// the LLVM dialect verifier accepts this switch, LLVM rejects its
// duplicate case value. The error points at the function LLVM rejected;
// no output file is left behind. `--no-verify-llvm` skips the check.

llvm.func @fine(%x: i32) -> i32 {
  llvm.return %x : i32
}

// CHECK: llvm-ir-verifier.mlir:[[# @LINE + 1]]:1: error: LLVM IR fails to verify: Duplicate integer as switch case
llvm.func @duplicate_case(%x: i32) -> i32 {
  llvm.switch %x : i32, ^bb1 [
    1: ^bb1,
    1: ^bb2
  ]
^bb1:
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
^bb2:
  llvm.return %x : i32
}
// CHECK-NEXT: switch i32 %0, label %2 [
// CHECK-NEXT: i32 1, label %2
// CHECK-NEXT: i32 1, label %3
// CHECK-NEXT: ]
// CHECK-NEXT: i32 1
// CHECK-NEXT: llvm.func @duplicate_case

// UNVERIFIED:      define i32 @duplicate_case(i32 %0) {
// UNVERIFIED-NEXT:   switch i32 %0, label %2 [
// UNVERIFIED-NEXT:     i32 1, label %2
// UNVERIFIED-NEXT:     i32 1, label %3
// UNVERIFIED-NEXT:   ]
