// RUN: strata opt %s --convert-vector-to-scf | FileCheck %s
// The greedy driver's constant handling: existing constants are uniqued and
// hoisted, unused ones and dead pure ops erased, new constants reused.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%x: i32, %v: vector<2x3x4xi32>, %w: vector<2xf32>) {
  %c5 = arith.constant 5 : i32
  %u = arith.addi %x, %c5 : i32
  %c2 = arith.constant 2 : index
  vector.print %u : i32
  vector.print %v : vector<2x3x4xi32>
  %c7 = arith.constant 7 : i32
  vector.print %c7 : i32
  vector.print %w : vector<2xf32> punctuation <no_punctuation>
  return
}
func.func @g(%x: i32) {
  %c5 = arith.constant 5 : i32
  %dead = arith.addi %x, %c5 : i32
  %c6 = arith.constant 6 : i32
  vector.print %c6 : i32
  %c5b = arith.constant 5 : i32
  vector.print %c5b : i32
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: vector<2x3x4xi32>, %arg2: vector<2xf32>) {
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT:     vector.print %0 : i32
// CHECK-NEXT:     %1 = vector.shape_cast %arg1 : vector<2x3x4xi32> to vector<24xi32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         vector.print punctuation <open>
// CHECK-NEXT:         scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT:           %4 = arith.muli %arg4, %c4 : index
// CHECK-NEXT:           %5 = arith.addi %arg5, %4 : index
// CHECK-NEXT:           %6 = arith.muli %arg3, %c12 : index
// CHECK-NEXT:           %7 = arith.addi %5, %6 : index
// CHECK-NEXT:           %8 = vector.extract %1[%7] : i32 from vector<24xi32>
// CHECK-NEXT:           vector.print %8 : i32 punctuation <no_punctuation>
// CHECK-NEXT:           %9 = arith.cmpi ult, %arg5, %c3 : index
// CHECK-NEXT:           scf.if %9 {
// CHECK-NEXT:             vector.print punctuation <comma>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         vector.print punctuation <close>
// CHECK-NEXT:         %3 = arith.cmpi ult, %arg4, %c2 : index
// CHECK-NEXT:         scf.if %3 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %2 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:       scf.if %2 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print %c7_i32 : i32
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %2 = vector.extract %arg2[%arg3] : f32 from vector<2xf32>
// CHECK-NEXT:       vector.print %2 : f32 punctuation <no_punctuation>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <no_punctuation>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i32) {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     vector.print %c6_i32 : i32
// CHECK-NEXT:     vector.print %c5_i32 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
