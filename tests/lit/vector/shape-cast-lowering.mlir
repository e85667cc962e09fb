// convert-vector-to-llvm lowers vector.shape_cast between any fixed shapes
// as MLIR 22 does, in the pass's greedy pre-phase: only leading 1s differ
// (one extract, one insert), element by element (the differing dimensions
// share no divisor), or in slices of rows (shuffles for 1-D slices, row
// chains for n-D ones). The poison it starts from is hoisted to the entry
// block; a cast back to the first cast's type is that cast. Vectors of
// `index` are lowered by the conversion where they need shuffles.
// RUN: strata opt %s --convert-vector-to-llvm | FileCheck %s

func.func @leading_ones(%a: vector<4xf32>) -> vector<1x4xf32> {
  %0 = vector.shape_cast %a : vector<4xf32> to vector<1x4xf32>
  return %0 : vector<1x4xf32>
}
func.func @rows_split(%a: vector<2x4xf32>) -> vector<4x2xf32> {
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
func.func @rows_joined(%a: vector<2x2x2xi8>) -> vector<2x4xi8> {
  %0 = vector.shape_cast %a : vector<2x2x2xi8> to vector<2x4xi8>
  return %0 : vector<2x4xi8>
}
func.func @element_by_element(%a: vector<2x3xi32>) -> vector<3x2xi32> {
  %0 = vector.shape_cast %a : vector<2x3xi32> to vector<3x2xi32>
  return %0 : vector<3x2xi32>
}
func.func @slices_of_rows(%a: vector<4x3xf32>) -> vector<2x2x3xf32> {
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<2x2x3xf32>
  return %0 : vector<2x2x3xf32>
}
func.func @rows_into_slices(%a: vector<2x6x1xf32>) -> vector<3x4x1xf32> {
  %0 = vector.shape_cast %a : vector<2x6x1xf32> to vector<3x4x1xf32>
  return %0 : vector<3x4x1xf32>
}
func.func @index_elements(%a: vector<2x3xindex>) -> vector<6xindex> {
  %0 = vector.shape_cast %a : vector<2x3xindex> to vector<3x2xindex>
  %1 = vector.shape_cast %0 : vector<3x2xindex> to vector<6xindex>
  return %1 : vector<6xindex>
}
func.func @poison_hoisted(%a: vector<2x4xf32>, %b: f32, %c: i1) -> vector<8xf32> {
  %x = arith.addf %b, %b : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  return %0 : vector<8xf32>
^bb2:
  %y = arith.mulf %x, %x : f32
  %1 = vector.broadcast %y : f32 to vector<8xf32>
  return %1 : vector<8xf32>
}
func.func @cast_back_is_the_first_cast(%a: vector<6xi16>) -> vector<2x3xi16> {
  %v1 = vector.shape_cast %a : vector<6xi16> to vector<2x3xi16>
  %v2 = vector.shape_cast %v1 : vector<2x3xi16> to vector<3x2xi16>
  %v3 = vector.shape_cast %v2 : vector<3x2xi16> to vector<2x3xi16>
  return %v3 : vector<2x3xi16>
}

// CHECK-LABEL: func.func @leading_ones(
// CHECK-NEXT:  %0 = ub.poison : vector<1x4xf32>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg0, %1[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:  %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<1 x vector<4xf32>> to vector<1x4xf32>
// CHECK-NEXT:  return %3 : vector<1x4xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @rows_split(
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %1 = ub.poison : vector<4x2xf32>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %1 : vector<4x2xf32> to !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT:  %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %4 = llvm.shufflevector %3, %3 [0, 1] : vector<4xf32>
// CHECK-NEXT:  %5 = llvm.insertvalue %4, %2[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT:  %6 = llvm.shufflevector %3, %3 [2, 3] : vector<4xf32>
// CHECK-NEXT:  %7 = llvm.insertvalue %6, %5[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT:  %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %9 = llvm.shufflevector %8, %8 [0, 1] : vector<4xf32>
// CHECK-NEXT:  %10 = llvm.insertvalue %9, %7[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT:  %11 = llvm.shufflevector %8, %8 [2, 3] : vector<4xf32>
// CHECK-NEXT:  %12 = llvm.insertvalue %11, %10[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT:  %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<4 x vector<2xf32>> to vector<4x2xf32>
// CHECK-NEXT:  return %13 : vector<4x2xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @rows_joined(
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x2xi8> to !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %1 = ub.poison : vector<2x4xi8>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %1 : vector<2x4xi8> to !llvm.array<2 x vector<4xi8>>
// CHECK-NEXT:  %3 = ub.poison : vector<4xi8>
// CHECK-NEXT:  %4 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %5 = llvm.shufflevector %4, %4 [0, 1, 0, 0] : vector<2xi8>
// CHECK-NEXT:  %6 = llvm.shufflevector %5, %3 [0, 1, 6, 7] : vector<4xi8>
// CHECK-NEXT:  %7 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %8 = llvm.shufflevector %7, %7 [0, 1, 0, 0] : vector<2xi8>
// CHECK-NEXT:  %9 = llvm.shufflevector %8, %6 [4, 5, 0, 1] : vector<4xi8>
// CHECK-NEXT:  %10 = llvm.insertvalue %9, %2[0] : !llvm.array<2 x vector<4xi8>>
// CHECK-NEXT:  %11 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %12 = llvm.shufflevector %11, %11 [0, 1, 0, 0] : vector<2xi8>
// CHECK-NEXT:  %13 = llvm.shufflevector %12, %3 [0, 1, 6, 7] : vector<4xi8>
// CHECK-NEXT:  %14 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %15 = llvm.shufflevector %14, %14 [0, 1, 0, 0] : vector<2xi8>
// CHECK-NEXT:  %16 = llvm.shufflevector %15, %13 [4, 5, 0, 1] : vector<4xi8>
// CHECK-NEXT:  %17 = llvm.insertvalue %16, %10[1] : !llvm.array<2 x vector<4xi8>>
// CHECK-NEXT:  %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x vector<4xi8>> to vector<2x4xi8>
// CHECK-NEXT:  return %18 : vector<2x4xi8>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @element_by_element(
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:  %1 = ub.poison : vector<3x2xi32>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:  %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %5 = llvm.extractelement %3[%4 : i64] : vector<3xi32>
// CHECK-NEXT:  %6 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xi32>
// CHECK-NEXT:  %9 = llvm.insertvalue %8, %2[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:  %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %12 = llvm.extractelement %10[%11 : i64] : vector<3xi32>
// CHECK-NEXT:  %13 = llvm.extractvalue %9[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xi32>
// CHECK-NEXT:  %16 = llvm.insertvalue %15, %9[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %17 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:  %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:  %19 = llvm.extractelement %17[%18 : i64] : vector<3xi32>
// CHECK-NEXT:  %20 = llvm.extractvalue %16[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %22 = llvm.insertelement %19, %20[%21 : i64] : vector<2xi32>
// CHECK-NEXT:  %23 = llvm.insertvalue %22, %16[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %24 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:  %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %26 = llvm.extractelement %24[%25 : i64] : vector<3xi32>
// CHECK-NEXT:  %27 = llvm.extractvalue %23[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xi32>
// CHECK-NEXT:  %30 = llvm.insertvalue %29, %23[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %31 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:  %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %33 = llvm.extractelement %31[%32 : i64] : vector<3xi32>
// CHECK-NEXT:  %34 = llvm.extractvalue %30[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %36 = llvm.insertelement %33, %34[%35 : i64] : vector<2xi32>
// CHECK-NEXT:  %37 = llvm.insertvalue %36, %30[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %38 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:  %39 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:  %40 = llvm.extractelement %38[%39 : i64] : vector<3xi32>
// CHECK-NEXT:  %41 = llvm.extractvalue %37[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %42 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %43 = llvm.insertelement %40, %41[%42 : i64] : vector<2xi32>
// CHECK-NEXT:  %44 = llvm.insertvalue %43, %37[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:  %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<3 x vector<2xi32>> to vector<3x2xi32>
// CHECK-NEXT:  return %45 : vector<3x2xi32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @slices_of_rows(
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:  %1 = ub.poison : vector<2x2x3xf32>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %1 : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:  %3 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %4 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:  %5 = llvm.insertvalue %4, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %6 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:  %7 = llvm.insertvalue %6, %5[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %8 = llvm.insertvalue %7, %2[0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT:  %9 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:  %10 = llvm.insertvalue %9, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %11 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:  %12 = llvm.insertvalue %11, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT:  %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x array<2 x vector<3xf32>>> to vector<2x2x3xf32>
// CHECK-NEXT:  return %14 : vector<2x2x3xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @rows_into_slices(
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x6x1xf32> to !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %1 = ub.poison : vector<3x4x1xf32>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %1 : vector<3x4x1xf32> to !llvm.array<3 x array<4 x vector<1xf32>>>
// CHECK-NEXT:  %3 = ub.poison : vector<4x1xf32>
// CHECK-NEXT:  %4 = builtin.unrealized_conversion_cast %3 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %5 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %6 = llvm.insertvalue %5, %4[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %7 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %8 = llvm.insertvalue %7, %6[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %9 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %10 = llvm.insertvalue %9, %8[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %11 = llvm.extractvalue %0[0, 3] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %12 = llvm.insertvalue %11, %10[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %13 = llvm.insertvalue %12, %2[0] : !llvm.array<3 x array<4 x vector<1xf32>>>
// CHECK-NEXT:  %14 = llvm.extractvalue %0[0, 4] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %15 = llvm.insertvalue %14, %4[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %16 = llvm.extractvalue %0[0, 5] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %17 = llvm.insertvalue %16, %15[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %18 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %19 = llvm.insertvalue %18, %17[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %20 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %21 = llvm.insertvalue %20, %19[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %22 = llvm.insertvalue %21, %13[1] : !llvm.array<3 x array<4 x vector<1xf32>>>
// CHECK-NEXT:  %23 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %24 = llvm.insertvalue %23, %4[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %25 = llvm.extractvalue %0[1, 3] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %26 = llvm.insertvalue %25, %24[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %27 = llvm.extractvalue %0[1, 4] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %28 = llvm.insertvalue %27, %26[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %29 = llvm.extractvalue %0[1, 5] : !llvm.array<2 x array<6 x vector<1xf32>>>
// CHECK-NEXT:  %30 = llvm.insertvalue %29, %28[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:  %31 = llvm.insertvalue %30, %22[2] : !llvm.array<3 x array<4 x vector<1xf32>>>
// CHECK-NEXT:  %32 = builtin.unrealized_conversion_cast %31 : !llvm.array<3 x array<4 x vector<1xf32>>> to vector<3x4x1xf32>
// CHECK-NEXT:  return %32 : vector<3x4x1xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @index_elements(
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xindex> to !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT:  %1 = ub.poison : vector<6xindex>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %1 : vector<6xindex> to vector<6xi64>
// CHECK-NEXT:  %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT:  %4 = llvm.shufflevector %3, %3 [0, 1, 2, 0, 0, 0] : vector<3xi64>
// CHECK-NEXT:  %5 = llvm.shufflevector %4, %2 [0, 1, 2, 9, 10, 11] : vector<6xi64>
// CHECK-NEXT:  %6 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT:  %7 = llvm.shufflevector %6, %6 [0, 1, 2, 0, 0, 0] : vector<3xi64>
// CHECK-NEXT:  %8 = llvm.shufflevector %7, %5 [6, 7, 8, 0, 1, 2] : vector<6xi64>
// CHECK-NEXT:  %9 = builtin.unrealized_conversion_cast %8 : vector<6xi64> to vector<6xindex>
// CHECK-NEXT:  return %9 : vector<6xindex>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @poison_hoisted(
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %1 = ub.poison : vector<8xf32>
// CHECK-NEXT:  %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:  cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %4 = llvm.shufflevector %3, %3 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %5 = llvm.shufflevector %4, %1 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT:  %6 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %7 = llvm.shufflevector %6, %6 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %8 = llvm.shufflevector %7, %5 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT:  return %8 : vector<8xf32>
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %9 = arith.mulf %2, %2 : f32
// CHECK-NEXT:  %10 = llvm.mlir.poison : vector<8xf32>
// CHECK-NEXT:  %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %12 = llvm.insertelement %9, %10[%11 : i32] : vector<8xf32>
// CHECK-NEXT:  %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
// CHECK-NEXT:  return %13 : vector<8xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @cast_back_is_the_first_cast(
// CHECK-NEXT:  %0 = ub.poison : vector<2x3xi16>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %0 : vector<2x3xi16> to !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT:  %2 = llvm.shufflevector %arg0, %arg0 [0, 1, 2] : vector<6xi16>
// CHECK-NEXT:  %3 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT:  %4 = llvm.shufflevector %arg0, %arg0 [3, 4, 5] : vector<6xi16>
// CHECK-NEXT:  %5 = llvm.insertvalue %4, %3[1] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT:  %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<3xi16>> to vector<2x3xi16>
// CHECK-NEXT:  return %6 : vector<2x3xi16>
// CHECK-NEXT:  }
