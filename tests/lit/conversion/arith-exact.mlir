// RUN: strata opt %s | FileCheck %s --check-prefix=ROUND
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --convert-arith-to-llvm | FileCheck %s --check-prefix=LLVM
// `exact` on divsi/divui/shrsi/shrui (the `isExact` property), printed,
// kept apart from discardable attributes, and carried to the LLVM ops.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @exact(%a: i32, %b: i32, %v: vector<4xi32>, %x: index) {
  %0 = arith.divsi %a, %b exact {foo} : i32
  %1 = arith.shrui %v, %v exact : vector<4xi32>
  %2 = "arith.divui"(%a, %b) <{isExact}> : (i32, i32) -> i32
  %3 = arith.divsi %x, %x exact : index
  %4 = arith.shrsi %a, %b : i32
  %5 = arith.ceildivui %a, %b {isExact} : i32
  return
}

// ROUND: module {
// ROUND:   func.func @exact(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: index) {
// ROUND:     %0 = arith.divsi %arg0, %arg1 exact {foo} : i32
// ROUND:     %1 = arith.shrui %arg2, %arg2 exact : vector<4xi32>
// ROUND:     %2 = arith.divui %arg0, %arg1 exact : i32
// ROUND:     %3 = arith.divsi %arg3, %arg3 exact : index
// ROUND:     %4 = arith.shrsi %arg0, %arg1 : i32
// ROUND:     %5 = arith.ceildivui %arg0, %arg1 {isExact} : i32
// ROUND:     return
// ROUND:   }
// ROUND: }
// ROUND-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC:   "func.func"() <{function_type = (i32, i32, vector<4xi32>, index) -> (), sym_name = "exact"}> ({
// GENERIC:   ^bb0(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: index):
// GENERIC:     %0 = "arith.divsi"(%arg0, %arg1) <{isExact}> {foo} : (i32, i32) -> i32
// GENERIC:     %1 = "arith.shrui"(%arg2, %arg2) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC:     %2 = "arith.divui"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
// GENERIC:     %3 = "arith.divsi"(%arg3, %arg3) <{isExact}> : (index, index) -> index
// GENERIC:     %4 = "arith.shrsi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC:     %5 = "arith.ceildivui"(%arg0, %arg1) {isExact} : (i32, i32) -> i32
// GENERIC:     "func.return"() : () -> ()
// GENERIC:   }) : () -> ()
// GENERIC: }) : () -> ()
// GENERIC-EMPTY:

// LLVM: module {
// LLVM:   func.func @exact(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: index) {
// LLVM:     %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// LLVM:     %1 = llvm.sdiv exact %arg0, %arg1 {foo} : i32
// LLVM:     %2 = llvm.lshr exact %arg2, %arg2 : vector<4xi32>
// LLVM:     %3 = llvm.udiv exact %arg0, %arg1 : i32
// LLVM:     %4 = llvm.sdiv exact %0, %0 : i64
// LLVM:     %5 = llvm.ashr %arg0, %arg1 : i32
// LLVM:     %6 = llvm.mlir.constant(0 : i32) : i32
// LLVM:     %7 = llvm.icmp "eq" %arg0, %6 : i32
// LLVM:     %8 = llvm.mlir.constant(1 : i32) : i32
// LLVM:     %9 = llvm.sub %arg0, %8 : i32
// LLVM:     %10 = llvm.udiv %9, %arg1 : i32
// LLVM:     %11 = llvm.add %10, %8 : i32
// LLVM:     %12 = llvm.select %7, %6, %11 : i1, i32
// LLVM:     return
// LLVM:   }
// LLVM: }
// LLVM-EMPTY:
