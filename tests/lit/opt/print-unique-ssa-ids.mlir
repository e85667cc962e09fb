// RUN: strata opt %s --mlir-print-unique-ssa-ids --allow-unregistered-dialect | FileCheck %s
// RUN: strata opt %s --mlir-print-unique-ssa-ids --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// --mlir-print-unique-ssa-ids, as mlir-opt 22 prints it: one set of
// counters runs through the module (function bodies go on from the values
// of the module's region, sibling regions are numbered last first), and
// suggested names stay scoped to their region (`%c0_i32` in both branches).

func.func @f(%a: i32, %c: i1) -> i32 {
  %m:2 = "test.multi"(%a) : (i32) -> (i32, i32)
  cf.br ^bb2
^bb1(%x: i32):
  %u = arith.addi %v, %x : i32
  return %u : i32
^bb2:
  %v = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %c0 = arith.constant 0 : i32
    %k = arith.addi %c0, %v : i32
    %n = scf.if %c -> i32 {
      %c0_1 = arith.constant 0 : i32
      %deep = arith.addi %c0_1, %k : i32
      scf.yield %deep : i32
    } else {
      scf.yield %k : i32
    }
    scf.yield %n : i32
  } else {
    %c0 = arith.constant 0 : i32
    %k = arith.addi %c0, %m#1 : i32
    scf.yield %k : i32
  }
  cf.br ^bb1(%r : i32)
}

func.func @g(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %c1 : index
  return %0 : index
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:     %1:2 = "test.multi"(%arg1) : (i32) -> (i32, i32)
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb1(%2: i32):  // pred: ^bb2
// CHECK-NEXT:     %3 = arith.addi %4, %2 : i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %4 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     %5 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:       %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:       %7 = arith.addi %c0_i32, %4 : i32
// CHECK-NEXT:       %8 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:         %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:         %9 = arith.addi %c0_i32_0, %7 : i32
// CHECK-NEXT:         scf.yield %9 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %7 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %8 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:       %6 = arith.addi %c0_i32, %1#1 : i32
// CHECK-NEXT:       scf.yield %6 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.br ^bb1(%5 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: i32, %arg2: i1):
// GENERIC-NEXT:     %2:2 = "test.multi"(%arg1) : (i32) -> (i32, i32)
// GENERIC-NEXT:     "cf.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   ^bb1(%3: i32):  // pred: ^bb2
// GENERIC-NEXT:     %4 = "arith.addi"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     "func.return"(%4) : (i32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     %5 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %6 = "scf.if"(%arg2) ({
// GENERIC-NEXT:       %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:       %10 = "arith.addi"(%9, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %11 = "scf.if"(%arg2) ({
// GENERIC-NEXT:         %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:         %13 = "arith.addi"(%12, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:         "scf.yield"(%13) : (i32) -> ()
// GENERIC-NEXT:       }, {
// GENERIC-NEXT:         "scf.yield"(%10) : (i32) -> ()
// GENERIC-NEXT:       }) : (i1) -> i32
// GENERIC-NEXT:       "scf.yield"(%11) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:       %8 = "arith.addi"(%7, %2#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "scf.yield"(%8) : (i32) -> ()
// GENERIC-NEXT:     }) : (i1) -> i32
// GENERIC-NEXT:     "cf.br"(%6)[^bb1] : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> index, sym_name = "g"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%1) : (index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
