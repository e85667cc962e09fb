// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// scf.if's fold in a conversion that leaves scf.if alone: a condition
// `arith.xori %c, true` becomes %c with the branches swapped. The xori was
// folded first (its constant moved last), so `xori true, %c` counts too; an
// if without else is left. The CHECK lines are mlir-opt 22's output for
// the same input and flags.

func.func @negated(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @negated_constant_first(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %true, %c : i1
  %r = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @no_else(%c: i1, %p: memref<i32>, %a: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %a, %p[] : memref<i32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @negated(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %1 = llvm.xor %arg0, %0 : i1
// CHECK-NEXT:     %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @negated_constant_first(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %1 = llvm.xor %arg0, %0 : i1
// CHECK-NEXT:     %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @no_else(%arg0: i1, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i32) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %5 = llvm.xor %arg0, %4 : i1
// CHECK-NEXT:     scf.if %5 {
// CHECK-NEXT:       %6 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:       llvm.store %arg4, %6 : i32, !llvm.ptr
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
