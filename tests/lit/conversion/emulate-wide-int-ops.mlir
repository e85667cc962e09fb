// RUN: strata opt %s --test-arith-emulate-wide-int=widest-int-supported=8 | FileCheck %s
// test-arith-emulate-wide-int: each supported op on its own.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @emulate_ext(%a : i8, %c : i1) -> (i16, i16, i16) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %a : i8 to i16
  %2 = arith.extui %c : i1 to i16
  return %0, %1, %2 : i16, i16, i16
}
func.func @emulate_trunc(%a : i16) -> (i8, i1) {
  %0 = arith.trunci %a : i16 to i8
  %1 = arith.trunci %a : i16 to i1
  return %0, %1 : i8, i1
}
func.func @emulate_sel(%c : i1, %a : i16, %b : i16) -> i16 {
  %0 = arith.select %c, %a, %b : i16
  return %0 : i16
}
func.func @emulate_cmp(%a : i16, %b : i16) -> (i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i16
  %1 = arith.cmpi ne, %a, %b : i16
  %2 = arith.cmpi ult, %a, %b : i16
  %3 = arith.cmpi sge, %a, %b : i16
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @emulate_ext(%arg0: i8, %arg1: i1) -> (i16, i16, i16) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %0 = vector.insert %arg0, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %0 : vector<2xi8> to i16
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT:     %3 = arith.extsi %2 : i1 to i8
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %4 = vector.insert %arg0, %cst_0 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %5 = vector.insert %3, %4 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %6 = llvm.bitcast %5 : vector<2xi8> to i16
// CHECK-NEXT:     %7 = arith.extui %arg1 : i1 to i8
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %8 = vector.insert %7, %cst_1 [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %9 = llvm.bitcast %8 : vector<2xi8> to i16
// CHECK-NEXT:     return %1, %6, %9 : i16, i16, i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @emulate_trunc(%arg0: i16) -> (i8, i1) {
// CHECK-NEXT:     %0 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %2 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %3 = arith.trunci %2 : i8 to i1
// CHECK-NEXT:     return %1, %3 : i8, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @emulate_sel(%arg0: i1, %arg1: i16, %arg2: i16) -> i16 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg2 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %arg1 : i16 to vector<2xi8>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %4 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %5 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %6 = arith.select %arg0, %2, %4 : i8
// CHECK-NEXT:     %7 = arith.select %arg0, %3, %5 : i8
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %8 = vector.insert %6, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %9 = vector.insert %7, %8 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     %10 = llvm.bitcast %9 : vector<2xi8> to i16
// CHECK-NEXT:     return %10 : i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @emulate_cmp(%arg0: i16, %arg1: i16) -> (i1, i1, i1, i1) {
// CHECK-NEXT:     %0 = llvm.bitcast %arg1 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %4 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %5 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %6 = arith.cmpi eq, %2, %4 : i8
// CHECK-NEXT:     %7 = arith.cmpi eq, %3, %5 : i8
// CHECK-NEXT:     %8 = arith.andi %6, %7 : i1
// CHECK-NEXT:     %9 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %10 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %11 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %12 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %13 = arith.cmpi ne, %9, %11 : i8
// CHECK-NEXT:     %14 = arith.cmpi ne, %10, %12 : i8
// CHECK-NEXT:     %15 = arith.ori %13, %14 : i1
// CHECK-NEXT:     %16 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %17 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %18 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %19 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %20 = arith.cmpi ult, %16, %18 : i8
// CHECK-NEXT:     %21 = arith.cmpi ult, %17, %19 : i8
// CHECK-NEXT:     %22 = arith.cmpi eq, %17, %19 : i8
// CHECK-NEXT:     %23 = arith.select %22, %20, %21 : i1
// CHECK-NEXT:     %24 = vector.extract %1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %25 = vector.extract %1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %26 = vector.extract %0[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %27 = vector.extract %0[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %28 = arith.cmpi uge, %24, %26 : i8
// CHECK-NEXT:     %29 = arith.cmpi sge, %25, %27 : i8
// CHECK-NEXT:     %30 = arith.cmpi eq, %25, %27 : i8
// CHECK-NEXT:     %31 = arith.select %30, %28, %29 : i1
// CHECK-NEXT:     return %8, %15, %23, %31 : i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
