// RUN: strata opt %s --convert-scf-to-cf | FileCheck %s
// convert-scf-to-cf: loops split their block into condition, body and exit
// blocks; ifs branch to a continuation block (plus one more with results).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%lb: index, %ub: index, %c: i1, %x: i32) -> i32 {
  scf.for %i = %lb to %ub step %lb {
    scf.if %c {
      vector.print %i : index
    } else {
      vector.print str "no\n"
    }
  }
  %r = scf.for %i = %lb to %ub step %lb iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  %t = scf.if %c -> (i32) {
    scf.yield %r : i32
  } else {
    scf.yield %x : i32
  }
  scf.for unsigned %j = %x to %x step %x : i32 {
  }
  return %t : i32
}
func.func @g(%x: i32) {
  scf.for %j = %x to %x step %x : i32 {
    vector.print %j : i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index, %arg2: i1, %arg3: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.cond_br %arg2, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     vector.print %0 : index
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     vector.print str "no\0A"
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     %2 = arith.addi %0, %arg0 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb7(%arg0, %arg3 : index, i32)
// CHECK-NEXT:   ^bb7(%3: index, %4: i32):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %5, ^bb8, ^bb9
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %6 = arith.addi %4, %4 : i32
// CHECK-NEXT:     %7 = arith.addi %3, %arg0 : index
// CHECK-NEXT:     cf.br ^bb7(%7, %6 : index, i32)
// CHECK-NEXT:   ^bb9:  // pred: ^bb7
// CHECK-NEXT:     cf.cond_br %arg2, ^bb10, ^bb11
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     cf.br ^bb12(%4 : i32)
// CHECK-NEXT:   ^bb11:  // pred: ^bb9
// CHECK-NEXT:     cf.br ^bb12(%arg3 : i32)
// CHECK-NEXT:   ^bb12(%8: i32):  // 2 preds: ^bb10, ^bb11
// CHECK-NEXT:     cf.br ^bb13
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     cf.br ^bb14(%arg3 : i32)
// CHECK-NEXT:   ^bb14(%9: i32):  // 2 preds: ^bb13, ^bb15
// CHECK-NEXT:     %10 = arith.cmpi ult, %9, %arg3 : i32
// CHECK-NEXT:     cf.cond_br %10, ^bb15, ^bb16
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     %11 = arith.addi %9, %arg3 : i32
// CHECK-NEXT:     cf.br ^bb14(%11 : i32)
// CHECK-NEXT:   ^bb16:  // pred: ^bb14
// CHECK-NEXT:     return %8 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     vector.print %0 : i32
// CHECK-NEXT:     %2 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:     cf.br ^bb1(%2 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
