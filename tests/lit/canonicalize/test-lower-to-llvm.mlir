// test-lower-to-llvm runs canonicalize and cse after convert-scf-to-cf, as
// MLIR 22's pipeline does: the constant branch, the unreachable block, the
// folded addition and the duplicate addition are gone before lowering.
// The CHECK lines are mlir-opt 22's output for the same flags.
// RUN: strata opt %s --test-lower-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:    %1 = llvm.mul %arg0, %0 : i32
// CHECK-NEXT:    %2 = llvm.add %1, %1 : i32
// CHECK-NEXT:    %3 = llvm.add %2, %2 : i32
// CHECK-NEXT:    llvm.return %3 : i32
// CHECK-NEXT:  }
func.func @f(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %m = arith.muli %x, %s : i32
  %z = arith.addi %m, %m : i32
  %z2 = arith.addi %m, %m : i32
  %r = arith.addi %z, %z2 : i32
  return %r : i32
^bb2:
  return %c1 : i32
}
