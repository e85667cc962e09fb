// RUN: strata opt %s --test-arith-emulate-wide-int=widest-int-supported=8 | FileCheck %s
// test-arith-emulate-wide-int: extsi/extui into, trunci out of the wide type,
// cmpi (orderings: high halves, low halves unsigned when equal), select.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @emulate_chain(%a : i16, %b : i8) -> i16 {
  %e = arith.extsi %b : i8 to i16
  %s = arith.addi %a, %e : i16
  %c = arith.cmpi slt, %s, %a : i16
  %r = arith.select %c, %s, %a : i16
  %t = arith.trunci %r : i16 to i8
  %u = arith.extui %t : i8 to i16
  return %u : i16
}

// CHECK: module {
// CHECK-NEXT:   func.func @emulate_chain(%arg0: i16, %arg1: i8) -> i16 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg1, %c0_i8 : i8
// CHECK-NEXT:     %2 = arith.extsi %1 : i1 to i8
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %3 = vector.insert %arg1, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %4 = vector.insert %2, %3 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %5 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %6 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %7 = vector.extract %4[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %8 = vector.extract %4[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %5, %7 : i8, i1
// CHECK-NEXT:     %9 = arith.extui %overflow : i1 to i8
// CHECK-NEXT:     %10 = arith.addi %9, %6 : i8
// CHECK-NEXT:     %11 = arith.addi %10, %8 : i8
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %12 = vector.insert %sum, %cst_0 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %13 = vector.insert %11, %12 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %14 = vector.extract %13[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %15 = vector.extract %13[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %16 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %17 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %18 = arith.cmpi ult, %14, %16 : i8
// CHECK-NEXT:     %19 = arith.cmpi slt, %15, %17 : i8
// CHECK-NEXT:     %20 = arith.cmpi eq, %15, %17 : i8
// CHECK-NEXT:     %21 = arith.select %20, %18, %19 : i1
// CHECK-NEXT:     %22 = vector.extract %13[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %23 = vector.extract %13[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %24 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %25 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %26 = arith.select %21, %22, %24 : i8
// CHECK-NEXT:     %27 = arith.select %21, %23, %25 : i8
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %28 = vector.insert %26, %cst_1 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %29 = vector.insert %27, %28 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %30 = vector.extract %29[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %31 = vector.insert %30, %cst_2 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %32 = llvm.bitcast %31 : vector<2xi8> to i16
// CHECK-NEXT:     return %32 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
