// RUN: strata opt %s --arith-expand | FileCheck %s
// arith-expand: ceildivsi/ceildivui/floordivsi (scalar and vector), float and
// integer min/max.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%a: i8, %b: i8, %v: vector<2xi32>, %w: vector<2xi32>, %x: f32, %y: f32) -> (i8, i8, i8, vector<2xi32>, f32, f32, f32, f32, i8, i8) {
  %0 = arith.ceildivsi %a, %b : i8
  %1 = arith.ceildivui %a, %b : i8
  %2 = arith.floordivsi %a, %b : i8
  %3 = arith.ceildivsi %v, %w : vector<2xi32>
  %4 = arith.maximumf %x, %y : f32
  %5 = arith.minimumf %x, %y : f32
  %6 = arith.maxnumf %x, %y : f32
  %7 = arith.minnumf %x, %y : f32
  %8 = arith.maxsi %a, %b : i8
  %9 = arith.minui %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i8, i8, vector<2xi32>, f32, f32, f32, f32, i8, i8
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i8, %arg1: i8, %arg2: vector<2xi32>, %arg3: vector<2xi32>, %arg4: f32, %arg5: f32) -> (i8, i8, i8, vector<2xi32>, f32, f32, f32, f32, i8, i8) {
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : i8
// CHECK-NEXT:     %1 = arith.muli %0, %arg1 : i8
// CHECK-NEXT:     %2 = arith.cmpi ne, %arg0, %1 : i8
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %c0_i8 : i8
// CHECK-NEXT:     %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT:     %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:     %7 = arith.addi %0, %c1_i8 : i8
// CHECK-NEXT:     %8 = arith.select %6, %7, %0 : i8
// CHECK-NEXT:     %c0_i8_0 = arith.constant 0 : i8
// CHECK-NEXT:     %9 = arith.cmpi eq, %arg0, %c0_i8_0 : i8
// CHECK-NEXT:     %c1_i8_1 = arith.constant 1 : i8
// CHECK-NEXT:     %10 = arith.subi %arg0, %c1_i8_1 : i8
// CHECK-NEXT:     %11 = arith.divui %10, %arg1 : i8
// CHECK-NEXT:     %12 = arith.addi %11, %c1_i8_1 : i8
// CHECK-NEXT:     %13 = arith.select %9, %c0_i8_0, %12 : i8
// CHECK-NEXT:     %14 = arith.divsi %arg0, %arg1 : i8
// CHECK-NEXT:     %15 = arith.muli %14, %arg1 : i8
// CHECK-NEXT:     %16 = arith.cmpi ne, %arg0, %15 : i8
// CHECK-NEXT:     %c0_i8_2 = arith.constant 0 : i8
// CHECK-NEXT:     %17 = arith.cmpi slt, %arg0, %c0_i8_2 : i8
// CHECK-NEXT:     %18 = arith.cmpi slt, %arg1, %c0_i8_2 : i8
// CHECK-NEXT:     %19 = arith.cmpi ne, %17, %18 : i1
// CHECK-NEXT:     %20 = arith.andi %16, %19 : i1
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %21 = arith.addi %14, %c-1_i8 : i8
// CHECK-NEXT:     %22 = arith.select %20, %21, %14 : i8
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:     %23 = arith.divsi %arg2, %arg3 : vector<2xi32>
// CHECK-NEXT:     %24 = arith.muli %23, %arg3 : vector<2xi32>
// CHECK-NEXT:     %25 = arith.cmpi ne, %arg2, %24 : vector<2xi32>
// CHECK-NEXT:     %26 = arith.cmpi slt, %arg2, %cst : vector<2xi32>
// CHECK-NEXT:     %27 = arith.cmpi slt, %arg3, %cst : vector<2xi32>
// CHECK-NEXT:     %28 = arith.cmpi eq, %26, %27 : vector<2xi1>
// CHECK-NEXT:     %29 = arith.andi %25, %28 : vector<2xi1>
// CHECK-NEXT:     %30 = arith.addi %23, %cst_3 : vector<2xi32>
// CHECK-NEXT:     %31 = arith.select %29, %30, %23 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:     %32 = arith.cmpf ugt, %arg4, %arg5 : f32
// CHECK-NEXT:     %33 = arith.select %32, %arg4, %arg5 : f32
// CHECK-NEXT:     %34 = arith.cmpf uno, %arg5, %arg5 : f32
// CHECK-NEXT:     %35 = arith.select %34, %arg5, %33 : f32
// CHECK-NEXT:     %36 = arith.cmpf ult, %arg4, %arg5 : f32
// CHECK-NEXT:     %37 = arith.select %36, %arg4, %arg5 : f32
// CHECK-NEXT:     %38 = arith.cmpf uno, %arg5, %arg5 : f32
// CHECK-NEXT:     %39 = arith.select %38, %arg5, %37 : f32
// CHECK-NEXT:     %40 = arith.cmpf ugt, %arg4, %arg5 : f32
// CHECK-NEXT:     %41 = arith.select %40, %arg4, %arg5 : f32
// CHECK-NEXT:     %42 = arith.cmpf uno, %arg4, %arg4 : f32
// CHECK-NEXT:     %43 = arith.select %42, %arg5, %41 : f32
// CHECK-NEXT:     %44 = arith.cmpf ult, %arg4, %arg5 : f32
// CHECK-NEXT:     %45 = arith.select %44, %arg4, %arg5 : f32
// CHECK-NEXT:     %46 = arith.cmpf uno, %arg4, %arg4 : f32
// CHECK-NEXT:     %47 = arith.select %46, %arg5, %45 : f32
// CHECK-NEXT:     %48 = arith.cmpi sgt, %arg0, %arg1 : i8
// CHECK-NEXT:     %49 = arith.select %48, %arg0, %arg1 : i8
// CHECK-NEXT:     %50 = arith.cmpi ult, %arg0, %arg1 : i8
// CHECK-NEXT:     %51 = arith.select %50, %arg0, %arg1 : i8
// CHECK-NEXT:     return %8, %13, %22, %31, %35, %39, %43, %47, %49, %51 : i8, i8, i8, vector<2xi32>, f32, f32, f32, f32, i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
