// cse: equal side-effect-free ops dominated by an equal one are erased (in
// the same block, in dominated blocks and in nested regions); ops without
// uses are erased too. Output as mlir-opt 22 prints it.
// RUN: strata opt %s -cse | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %c7_i32 : i32
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %2 = arith.subi %0, %1 : i32
// CHECK-NEXT:     cf.br ^bb3(%2 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %3 = arith.xori %c7_i32, %1 : i32
// CHECK-NEXT:     cf.br ^bb3(%3 : i32)
// CHECK-NEXT:   ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %5 = arith.xori %c7_i32, %1 : i32
// CHECK-NEXT:     %6 = arith.addi %4, %5 : i32
// CHECK-NEXT:     return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg1 = %arg0 to %arg0 step %c1 iter_args(%arg2 = %arg0) -> (index) {
// CHECK-NEXT:       %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %k = arith.constant 7 : i32
  %k2 = arith.constant 7 : i32
  %2 = arith.muli %0, %k : i32
  %3 = arith.muli %1, %k2 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %4 = arith.addi %a, %a : i32
  %5 = arith.subi %4, %3 : i32
  cf.br ^bb3(%5 : i32)
^bb2:
  %6 = arith.constant 7 : i32
  %7 = arith.xori %6, %2 : i32
  cf.br ^bb3(%7 : i32)
^bb3(%r: i32):
  %8 = arith.xori %k, %2 : i32
  %9 = arith.addi %r, %8 : i32
  return %9 : i32
}
func.func @g(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %a to %a step %c1 iter_args(%x = %a) -> index {
    %c1b = arith.constant 1 : index
    %y = arith.addi %x, %c1b : index
    scf.yield %y : index
  }
  return %r : index
}

// A read and an allocation without uses are dead too; stores are not.
func.func @dead(%m: memref<4xf32>, %i: index, %v: f32) {
  %x = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  return
}
