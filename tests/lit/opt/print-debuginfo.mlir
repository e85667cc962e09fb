// RUN: strata opt %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: strata opt %s --mlir-print-debuginfo --mlir-print-local-scope --convert-to-llvm | FileCheck %s --check-prefix=LLVM
// With --mlir-print-local-scope, locations print inline: op, block
// argument and function argument locations, kept through a conversion
// (loc-aliases.mlir has the default, aliased form).

func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32):
  return %x : i32
}

// CHECK:      func.func @f(%arg0: i32 loc("{{.*}}print-debuginfo.mlir":7:14), %arg1: i32 loc("{{.*}}print-debuginfo.mlir":7:23)) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i32 loc("{{.*}}print-debuginfo.mlir":8:8)
// CHECK-NEXT:   cf.br ^bb1(%0 : i32) loc("{{.*}}print-debuginfo.mlir":9:3)
// CHECK-NEXT: ^bb1(%1: i32 loc("{{.*}}print-debuginfo.mlir":10:6)):
// CHECK-NEXT:   return %1 : i32 loc("{{.*}}print-debuginfo.mlir":11:3)
// CHECK-NEXT: } loc("{{.*}}print-debuginfo.mlir":7:1)

// LLVM:      llvm.func @f(%arg0: i32 loc("{{.*}}print-debuginfo.mlir":7:14), %arg1: i32 loc("{{.*}}print-debuginfo.mlir":7:23)) -> i32 {
// LLVM-NEXT:   %0 = llvm.add %arg0, %arg1 : i32 loc("{{.*}}print-debuginfo.mlir":8:8)
// LLVM-NEXT:   llvm.br ^bb1(%0 : i32) loc("{{.*}}print-debuginfo.mlir":9:3)
// LLVM-NEXT: ^bb1(%1: i32 loc("{{.*}}print-debuginfo.mlir":10:6)):
// LLVM-NEXT:   llvm.return %1 : i32 loc("{{.*}}print-debuginfo.mlir":11:3)
