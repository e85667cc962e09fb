// RUN: strata opt %s --convert-vector-to-scf | FileCheck %s
// convert-vector-to-scf decomposes prints of vectors into loops: n-D vectors are
// flattened, i1 widened to i8, 0-d vectors extracted without position; the
// index constants are shared at the top of the function.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%v: vector<3xi32>, %h: vector<2x2xf32>, %s: vector<[4]xi8>, %z: vector<i64>, %one: vector<1xi1>) {
  vector.print %v : vector<3xi32>
  vector.print %h : vector<2x2xf32>
  vector.print %z : vector<i64>
  vector.print %one : vector<1xi1> punctuation <comma>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: vector<3xi32>, %arg1: vector<2x2xf32>, %arg2: vector<[4]xi8>, %arg3: vector<i64>, %arg4: vector<1xi1>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %2 = vector.extract %arg0[%arg5] : i32 from vector<3xi32>
// CHECK-NEXT:       vector.print %2 : i32 punctuation <no_punctuation>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg5, %c2 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %0 = vector.shape_cast %arg1 : vector<2x2xf32> to vector<4xf32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg6 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %3 = arith.muli %arg5, %c2 : index
// CHECK-NEXT:         %4 = arith.addi %arg6, %3 : index
// CHECK-NEXT:         %5 = vector.extract %0[%4] : f32 from vector<4xf32>
// CHECK-NEXT:         vector.print %5 : f32 punctuation <no_punctuation>
// CHECK-NEXT:         %6 = arith.cmpi ult, %arg6, %c1 : index
// CHECK-NEXT:         scf.if %6 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %2 = arith.cmpi ult, %arg5, %c1 : index
// CHECK-NEXT:       scf.if %2 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       %2 = vector.extract %arg3[] : i64 from vector<i64>
// CHECK-NEXT:       vector.print %2 : i64 punctuation <no_punctuation>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg5, %c0 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %1 = arith.extui %arg4 : vector<1xi1> to vector<1xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       %2 = vector.extract %1[%arg5] : i8 from vector<1xi8>
// CHECK-NEXT:       vector.print %2 : i8 punctuation <no_punctuation>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg5, %c0 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
