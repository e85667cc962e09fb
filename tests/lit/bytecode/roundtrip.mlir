// RUN: strata opt %s --emit-bytecode -o %t.sbc
// RUN: strata opt %t.sbc | FileCheck %s
// RUN: strata bc info %t.sbc | FileCheck %s --check-prefix=INFO
// RUN: strata bc %t.sbc --to-text | FileCheck %s
// RUN: not strata bc info %s 2>&1 | FileCheck %s --check-prefix=NOTBC

// CHECK-LABEL: func.func @sum(%arg0: memref<?xi64>, %arg1: index) -> i64 {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: ^bb1(%0: index, %1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK: %{{.*}} = memref.load %arg0[%0] : memref<?xi64>
// CHECK: return %1 : i64

// INFO: format version: 4
// INFO: bodies: 2
// INFO: checksums: one per section; indexes: strings, types, attributes, body offsets, directory, 1 sorted symbols
// INFO: sections:
// INFO-NEXT: 1 strings
// INFO-NEXT: 2 dialects
// INFO-NEXT: 3 op_names
// INFO-NEXT: 4 constants
// INFO-NEXT: 5 module
// INFO-NEXT: 6 body
// INFO-NEXT: 6 body

// NOTBC: error: not a Strata bytecode file
func.func @sum(%m: memref<?xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%c0, %z : index, i64)
^bb1(%i: index, %acc: i64):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^bb3, ^bb2
^bb2:
  %x = memref.load %m[%i] : memref<?xi64>
  %a = arith.addi %acc, %x : i64
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %a : index, i64)
^bb3:
  return %acc : i64
}
