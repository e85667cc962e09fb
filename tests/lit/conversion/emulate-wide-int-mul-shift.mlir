// RUN: strata opt %s --test-arith-emulate-wide-int=widest-int-supported=8 | FileCheck %s
// test-arith-emulate-wide-int: muli (extended low product plus cross products),
// shli/shrui (by the low half of the amount, with carries and selects for
// amounts of a half's width or more), maxsi (emulated compare and select).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @emulate_mul(%a : i16, %b : i16) -> i16 {
  %0 = arith.muli %a, %b : i16
  return %0 : i16
}
func.func @emulate_shl(%a : i16, %b : i16) -> i16 {
  %0 = arith.shli %a, %b : i16
  return %0 : i16
}
func.func @emulate_max(%a : i16, %b : i16) -> i16 {
  %0 = arith.maxsi %a, %b : i16
  return %0 : i16
}
func.func @emulate_shru(%a : i16, %b : i16) -> i16 {
  %0 = arith.shrui %a, %b : i16
  return %0 : i16
}

// CHECK: module {
// CHECK-NEXT:   func.func @emulate_mul(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg1 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %4 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %5 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %low, %high = arith.mului_extended %2, %4 : i8
// CHECK-NEXT:     %6 = arith.muli %2, %5 : i8
// CHECK-NEXT:     %7 = arith.muli %3, %4 : i8
// CHECK-NEXT:     %8 = arith.addi %high, %6 : i8
// CHECK-NEXT:     %9 = arith.addi %8, %7 : i8
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %10 = vector.insert %low, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %11 = vector.insert %9, %10 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %12 = llvm.bitcast %11 : vector<2xi8> to i16
// CHECK-NEXT:     return %12 : i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @emulate_shl(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg1 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %4 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %5 = arith.cmpi uge, %4, %c8_i8 : i8
// CHECK-NEXT:     %6 = arith.shli %2, %4 : i8
// CHECK-NEXT:     %7 = arith.select %5, %c0_i8, %6 : i8
// CHECK-NEXT:     %8 = arith.select %5, %c8_i8, %4 : i8
// CHECK-NEXT:     %9 = arith.subi %c8_i8, %8 : i8
// CHECK-NEXT:     %10 = arith.shrui %2, %9 : i8
// CHECK-NEXT:     %11 = arith.subi %4, %c8_i8 : i8
// CHECK-NEXT:     %12 = arith.shli %2, %11 : i8
// CHECK-NEXT:     %13 = arith.shli %3, %4 : i8
// CHECK-NEXT:     %14 = arith.select %5, %c0_i8, %13 : i8
// CHECK-NEXT:     %15 = arith.select %5, %12, %10 : i8
// CHECK-NEXT:     %16 = arith.ori %15, %14 : i8
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %17 = vector.insert %7, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %18 = vector.insert %16, %17 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %19 = llvm.bitcast %18 : vector<2xi8> to i16
// CHECK-NEXT:     return %19 : i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @emulate_max(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg1 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %4 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %5 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %6 = arith.cmpi ugt, %2, %4 : i8
// CHECK-NEXT:     %7 = arith.cmpi sgt, %3, %5 : i8
// CHECK-NEXT:     %8 = arith.cmpi eq, %3, %5 : i8
// CHECK-NEXT:     %9 = arith.select %8, %6, %7 : i1
// CHECK-NEXT:     %10 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %11 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %12 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %13 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %14 = arith.select %9, %10, %12 : i8
// CHECK-NEXT:     %15 = arith.select %9, %11, %13 : i8
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %16 = vector.insert %14, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %17 = vector.insert %15, %16 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %18 = llvm.bitcast %17 : vector<2xi8> to i16
// CHECK-NEXT:     return %18 : i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @emulate_shru(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg1 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %4 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %5 = arith.cmpi uge, %4, %c8_i8 : i8
// CHECK-NEXT:     %6 = arith.shrui %2, %4 : i8
// CHECK-NEXT:     %7 = arith.select %5, %c0_i8, %6 : i8
// CHECK-NEXT:     %8 = arith.shrui %3, %4 : i8
// CHECK-NEXT:     %9 = arith.select %5, %c0_i8, %8 : i8
// CHECK-NEXT:     %10 = arith.select %5, %c8_i8, %4 : i8
// CHECK-NEXT:     %11 = arith.subi %c8_i8, %10 : i8
// CHECK-NEXT:     %12 = arith.shli %3, %11 : i8
// CHECK-NEXT:     %13 = arith.subi %4, %c8_i8 : i8
// CHECK-NEXT:     %14 = arith.shrui %3, %13 : i8
// CHECK-NEXT:     %15 = arith.select %5, %14, %12 : i8
// CHECK-NEXT:     %16 = arith.ori %7, %15 : i8
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %17 = vector.insert %16, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %18 = vector.insert %9, %17 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %19 = llvm.bitcast %18 : vector<2xi8> to i16
// CHECK-NEXT:     return %19 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
