// RUN: strata opt %s --test-arith-emulate-wide-int=widest-int-supported=8 | FileCheck %s
// test-arith-emulate-wide-int: i16 as vector<2xi8> in emulate_* functions only:
// constants split in halves, addi with a carry, bitwise ops half by half;
// llvm.bitcast bridges arguments and results.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @emulate_mix(%a : i16, %b : i16, %c : i8) -> (i16, i16) {
  %k = arith.constant 258 : i16
  %x = arith.andi %a, %k : i16
  %y = arith.addi %x, %b : i16
  %z = arith.xori %y, %a : i16
  %n = arith.addi %c, %c : i8
  %o = arith.ori %z, %y : i16
  return %o, %y : i16, i16
}
func.func @not_emulated(%a : i16) -> i16 {
  %y = arith.addi %a, %a : i16
  return %y : i16
}

// CHECK: module {
// CHECK-NEXT:   func.func @emulate_mix(%arg0: i16, %arg1: i16, %arg2: i8) -> (i16, i16) {
// CHECK-NEXT:     %0 = llvm.bitcast %arg1 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %cst = arith.constant dense<[2, 1]> : vector<2xi8>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %4 = vector.extract %cst[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %5 = vector.extract %cst[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %6 = arith.andi %2, %4 : i8
// CHECK-NEXT:     %7 = arith.andi %3, %5 : i8
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %8 = vector.insert %6, %cst_0 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %9 = vector.insert %7, %8 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %10 = vector.extract %9[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %11 = vector.extract %9[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %12 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %13 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %10, %12 : i8, i1
// CHECK-NEXT:     %14 = arith.extui %overflow : i1 to i8
// CHECK-NEXT:     %15 = arith.addi %14, %11 : i8
// CHECK-NEXT:     %16 = arith.addi %15, %13 : i8
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %17 = vector.insert %sum, %cst_1 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %18 = vector.insert %16, %17 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %19 = llvm.bitcast %18 : vector<2xi8> to i16
// CHECK-NEXT:     %20 = vector.extract %18[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %21 = vector.extract %18[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %22 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %23 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %24 = arith.xori %20, %22 : i8
// CHECK-NEXT:     %25 = arith.xori %21, %23 : i8
// CHECK-NEXT:     %cst_2 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %26 = vector.insert %24, %cst_2 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %27 = vector.insert %25, %26 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %28 = arith.addi %arg2, %arg2 : i8
// CHECK-NEXT:     %29 = vector.extract %27[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %30 = vector.extract %27[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %31 = vector.extract %18[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %32 = vector.extract %18[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %33 = arith.ori %29, %31 : i8
// CHECK-NEXT:     %34 = arith.ori %30, %32 : i8
// CHECK-NEXT:     %cst_3 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %35 = vector.insert %33, %cst_3 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %36 = vector.insert %34, %35 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %37 = llvm.bitcast %36 : vector<2xi8> to i16
// CHECK-NEXT:     return %37, %19 : i16, i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_emulated(%arg0: i16) -> i16 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i16
// CHECK-NEXT:     return %0 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
