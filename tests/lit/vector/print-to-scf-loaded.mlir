// RUN: strata opt %s -convert-vector-to-scf | FileCheck %s
// Existing constants are hoisted in the folder's order (those after other ops
// move to the front, one by one); the new loop constants go in front of them.
// The CHECK lines are mlir-opt 22's output for the same flags.

memref.global "private" @table : memref<12xi32> = dense<[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8]>

func.func @main() -> i32 {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %t = memref.get_global @table : memref<12xi32>
  %a = vector.load %t[%c2] : memref<12xi32>, vector<4xi32>
  %b = vector.load %t[%c6] : memref<12xi32>, vector<4xi32>
  %mask = arith.constant dense<[1, 1, 0, 1]> : vector<4xi1>
  %n = arith.constant 3 : i32
  %s = "llvm.intr.vp.add" (%a, %b, %mask, %n) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  vector.print %s : vector<4xi32>
  %zero = arith.constant 0 : i32
  return %zero : i32
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" @table : memref<12xi32> = dense<[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8]>
// CHECK-NEXT:   func.func @main() -> i32 {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %cst = arith.constant dense<[true, true, false, true]> : vector<4xi1>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = memref.get_global @table : memref<12xi32>
// CHECK-NEXT:     %1 = vector.load %0[%c2] : memref<12xi32>, vector<4xi32>
// CHECK-NEXT:     %2 = vector.load %0[%c6] : memref<12xi32>, vector<4xi32>
// CHECK-NEXT:     %3 = "llvm.intr.vp.add"(%1, %2, %cst, %c3_i32) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg0 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %4 = vector.extract %3[%arg0] : i32 from vector<4xi32>
// CHECK-NEXT:       vector.print %4 : i32 punctuation <no_punctuation>
// CHECK-NEXT:       %5 = arith.cmpi ult, %arg0, %c3 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
