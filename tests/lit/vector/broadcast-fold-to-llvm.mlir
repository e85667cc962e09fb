// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// vector.broadcast's folds applied by convert-to-llvm before its patterns
// (constants become llvm.mlir.constant splats); a broadcast of a broadcast
// is a canonicalization pattern, not a fold, so it stays.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f1(%v: vector<4xf32>, %x: f32, %z: vector<f32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x3xf32>, vector<4xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<4xf32>, vector<f32>, vector<3xindex>, vector<2xi1>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 1.5 : f32
  %1 = vector.broadcast %c : f32 to vector<2x4xf32>
  %cv = arith.constant dense<7> : vector<4xi32>
  %2 = vector.broadcast %cv : vector<4xi32> to vector<4xi32>
  %p = ub.poison : f32
  %3 = vector.broadcast %p : f32 to vector<2x3xf32>
  %s = arith.constant dense<2.0> : vector<1xf32>
  %4 = vector.broadcast %s : vector<1xf32> to vector<4xf32>
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %5 = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  %6 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %7 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %8 = vector.broadcast %x : f32 to vector<f32>
  %ci = arith.constant 3 : index
  %9 = vector.broadcast %ci : index to vector<3xindex>
  %t = arith.constant true
  %10 = vector.broadcast %t : i1 to vector<2xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x3xf32>, vector<4xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<4xf32>, vector<f32>, vector<3xindex>, vector<2xi1>
}
func.func @f2(%x: f32) -> (vector<2x4xf32>, vector<[4]xf32>, vector<3x2xf32>, vector<2xi64>) {
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %5 = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  %c = arith.constant 1.0 : f32
  %6 = vector.broadcast %c : f32 to vector<[4]xf32>
  %n = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %7 = vector.broadcast %n : vector<2xf32> to vector<3x2xf32>
  %l = llvm.mlir.constant(5 : i64) : i64
  %8 = vector.broadcast %l : i64 to vector<2xi64>
  return %5, %6, %7, %8 : vector<2x4xf32>, vector<[4]xf32>, vector<3x2xf32>, vector<2xi64>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f1(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<1xf32>) -> !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:     %2 = llvm.mlir.constant(dense<1.500000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %3 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:     %4 = llvm.mlir.poison : f32
// CHECK-NEXT:     %5 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %6 = llvm.mlir.constant(dense<2.000000e+00> : vector<1xf32>) : vector<1xf32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(dense<2.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:     %8 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %10 = llvm.insertelement %arg1, %8[%9 : i32] : vector<4xf32>
// CHECK-NEXT:     %11 = llvm.shufflevector %10, %8 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %12 = vector.broadcast %11 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT:     %13 = builtin.unrealized_conversion_cast %12 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %14 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %16 = vector.broadcast %0 : vector<f32> to vector<4xf32>
// CHECK-NEXT:     %17 = llvm.mlir.poison : vector<1xf32>
// CHECK-NEXT:     %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %19 = llvm.insertelement %arg1, %17[%18 : i32] : vector<1xf32>
// CHECK-NEXT:     %20 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %21 = llvm.mlir.constant(dense<3> : vector<3xindex>) : vector<3xi64>
// CHECK-NEXT:     %22 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %23 = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT:     %24 = llvm.mlir.poison : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %25 = llvm.insertvalue %arg0, %24[0] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %26 = llvm.insertvalue %2, %25[1] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %27 = llvm.insertvalue %3, %26[2] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %28 = llvm.insertvalue %5, %27[3] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %29 = llvm.insertvalue %7, %28[4] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %30 = llvm.insertvalue %13, %29[5] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %31 = llvm.insertvalue %15, %30[6] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %32 = llvm.insertvalue %16, %31[7] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %33 = llvm.insertvalue %19, %32[8] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %34 = llvm.insertvalue %21, %33[9] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     %35 = llvm.insertvalue %23, %34[10] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:     llvm.return %35 : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, vector<4xi32>, array<2 x vector<3xf32>>, vector<4xf32>, array<2 x vector<4xf32>>, array<1 x vector<4xf32>>, vector<4xf32>, vector<1xf32>, vector<3xi64>, vector<2xi1>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f2(%arg0: f32) -> !llvm.struct<(array<2 x vector<4xf32>>, vector<[4]xf32>, array<3 x vector<2xf32>>, vector<2xi64>)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %4 = vector.broadcast %3 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %6 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %7 = llvm.mlir.constant(dense<1.000000e+00> : vector<[4]xf32>) : vector<[4]xf32>
// CHECK-NEXT:     %8 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT:     %9 = vector.broadcast %8 : vector<2xf32> to vector<3x2xf32>
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %11 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:     %12 = llvm.mlir.constant(dense<5> : vector<2xi64>) : vector<2xi64>
// CHECK-NEXT:     %13 = llvm.mlir.poison : !llvm.struct<(array<2 x vector<4xf32>>, vector<[4]xf32>, array<3 x vector<2xf32>>, vector<2xi64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %5, %13[0] : !llvm.struct<(array<2 x vector<4xf32>>, vector<[4]xf32>, array<3 x vector<2xf32>>, vector<2xi64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %7, %14[1] : !llvm.struct<(array<2 x vector<4xf32>>, vector<[4]xf32>, array<3 x vector<2xf32>>, vector<2xi64>)>
// CHECK-NEXT:     %16 = llvm.insertvalue %10, %15[2] : !llvm.struct<(array<2 x vector<4xf32>>, vector<[4]xf32>, array<3 x vector<2xf32>>, vector<2xi64>)>
// CHECK-NEXT:     %17 = llvm.insertvalue %12, %16[3] : !llvm.struct<(array<2 x vector<4xf32>>, vector<[4]xf32>, array<3 x vector<2xf32>>, vector<2xi64>)>
// CHECK-NEXT:     llvm.return %17 : !llvm.struct<(array<2 x vector<4xf32>>, vector<[4]xf32>, array<3 x vector<2xf32>>, vector<2xi64>)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
