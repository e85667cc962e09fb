// RUN: strata opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: strata opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL
// vector.extract of a vector.broadcast in convert-vector-to-llvm's pre-phase:
// its folds apply (not the canonicalization patterns that create broadcasts);
// a scalar broadcast with a scalable outer dimension stays, as in MLIR.
// In convert-to-llvm, whose conversion folds ops before its patterns, an
// extract reading within the broadcast's source is changed in place to read
// the source, and converted as changed (ALL).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @e(%f: f32, %v: vector<4xf32>, %w: vector<1x4xf32>) -> (f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) {
  %b = vector.broadcast %f : f32 to vector<2x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<2x4xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract %c[1, 3] : f32 from vector<3x4xf32>
  %2 = vector.extract %c[2] : vector<4xf32> from vector<3x4xf32>
  %d = vector.broadcast %w : vector<1x4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %d[1, 2, 0] : f32 from vector<2x3x4xf32>
  %4 = vector.extract %d[0, 1] : vector<4xf32> from vector<2x3x4xf32>
  %5 = vector.extract %b[0] : vector<4xf32> from vector<2x4xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>
}
func.func @s(%f: f32) -> vector<[2]x3xf32> {
  %b = vector.broadcast %f : f32 to vector<[2]x1xf32>
  %0 = vector.broadcast %b : vector<[2]x1xf32> to vector<[2]x3xf32>
  return %0 : vector<[2]x3xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @e(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %2 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %4 = llvm.insertelement %arg0, %2[%3 : i32] : vector<4xf32>
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %4 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %7 = llvm.insertvalue %5, %6[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %8 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %9 = llvm.extractelement %arg1[%8 : i64] : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %12 = llvm.extractelement %10[%11 : i64] : vector<4xf32>
// CHECK-NEXT:     %13 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %14 = llvm.extractvalue %7[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     return %arg0, %9, %arg1, %12, %13, %14 : f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s(%arg0: f32) -> vector<[2]x3xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<[2]x1xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<[2]x1xf32> to vector<[2]x3xf32>
// CHECK-NEXT:     return %1 : vector<[2]x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ALL: module {
// ALL-NEXT:   llvm.func @e(%arg0: f32, %arg1: vector<4xf32>, %arg2: !llvm.array<1 x vector<4xf32>>) -> !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)> {
// ALL-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : !llvm.array<1 x vector<4xf32>> to vector<1x4xf32>
// ALL-NEXT:     %1 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// ALL-NEXT:     %2 = llvm.mlir.poison : vector<4xf32>
// ALL-NEXT:     %3 = llvm.mlir.constant(0 : i32) : i32
// ALL-NEXT:     %4 = llvm.insertelement %arg0, %2[%3 : i32] : vector<4xf32>
// ALL-NEXT:     %5 = llvm.shufflevector %4, %4 [0, 0, 0, 0] : vector<4xf32> 
// ALL-NEXT:     %6 = llvm.insertvalue %5, %1[0] : !llvm.array<2 x vector<4xf32>> 
// ALL-NEXT:     %7 = llvm.insertvalue %5, %6[1] : !llvm.array<2 x vector<4xf32>> 
// ALL-NEXT:     %8 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
// ALL-NEXT:     %9 = llvm.mlir.constant(3 : i64) : i64
// ALL-NEXT:     %10 = llvm.extractelement %arg1[%9 : i64] : vector<4xf32>
// ALL-NEXT:     %11 = vector.broadcast %0 : vector<1x4xf32> to vector<2x3x4xf32>
// ALL-NEXT:     %12 = llvm.extractvalue %arg2[0] : !llvm.array<1 x vector<4xf32>> 
// ALL-NEXT:     %13 = llvm.mlir.constant(0 : i64) : i64
// ALL-NEXT:     %14 = llvm.extractelement %12[%13 : i64] : vector<4xf32>
// ALL-NEXT:     %15 = llvm.extractvalue %arg2[0] : !llvm.array<1 x vector<4xf32>> 
// ALL-NEXT:     %16 = llvm.extractvalue %7[0] : !llvm.array<2 x vector<4xf32>> 
// ALL-NEXT:     %17 = llvm.mlir.poison : !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)>
// ALL-NEXT:     %18 = llvm.insertvalue %arg0, %17[0] : !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)> 
// ALL-NEXT:     %19 = llvm.insertvalue %10, %18[1] : !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)> 
// ALL-NEXT:     %20 = llvm.insertvalue %arg1, %19[2] : !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)> 
// ALL-NEXT:     %21 = llvm.insertvalue %14, %20[3] : !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)> 
// ALL-NEXT:     %22 = llvm.insertvalue %15, %21[4] : !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)> 
// ALL-NEXT:     %23 = llvm.insertvalue %16, %22[5] : !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)> 
// ALL-NEXT:     llvm.return %23 : !llvm.struct<(f32, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>)>
// ALL-NEXT:   }
// ALL-NEXT:   func.func @s(%arg0: f32) -> vector<[2]x3xf32> {
// ALL-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<[2]x1xf32>
// ALL-NEXT:     %1 = vector.broadcast %0 : vector<[2]x1xf32> to vector<[2]x3xf32>
// ALL-NEXT:     return %1 : vector<[2]x3xf32>
// ALL-NEXT:   }
// ALL-NEXT: }
