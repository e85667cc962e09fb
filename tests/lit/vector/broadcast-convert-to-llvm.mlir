// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// vector.broadcast under convert-to-llvm: only scalar sources are lowered (no
// greedy pre-phase), vector sources stay behind casts, as in MLIR 22.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f1(%f: f32, %v: vector<4xf32>, %w: vector<1xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %f : f32 to vector<3x4xf32>
  %3 = vector.broadcast %w : vector<1xf32> to vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>
}
func.func @f2(%f: f32) -> vector<f32> {
  %0 = vector.broadcast %f : f32 to vector<f32>
  return %0 : vector<f32>
}
func.func @f3(%f: f32) -> vector<[4]xf32> {
  %0 = vector.broadcast %f : f32 to vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @f4(%i: index) -> vector<2x3x2xindex> {
  %0 = vector.broadcast %i : index to vector<2x3x2xindex>
  return %0 : vector<2x3x2xindex>
}
func.func @f5(%b: i1) -> vector<3xi1> {
  %0 = vector.broadcast %b : i1 to vector<3xi1>
  return %0 : vector<3xi1>
}
func.func @f6(%b: i1) -> vector<2x[3]xi1> {
  %0 = vector.broadcast %b : i1 to vector<2x[3]xi1>
  return %0 : vector<2x[3]xi1>
}
func.func @f7(%p: !llvm.ptr) -> vector<2x!llvm.ptr> {
  %0 = vector.broadcast %p : !llvm.ptr to vector<2x!llvm.ptr>
  return %0 : vector<2x!llvm.ptr>
}
func.func @f8(%f: f32) -> vector<1xf32> {
  %0 = vector.broadcast %f : f32 to vector<1xf32>
  return %0 : vector<1xf32>
}
func.func @f9(%f: f32) -> vector<2x1xf32> {
  %0 = vector.broadcast %f : f32 to vector<2x1xf32>
  return %0 : vector<2x1xf32>
}
func.func @f10(%v: vector<4xf32>) -> vector<2x4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @f11(%v: vector<f32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<f32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @f12(%v: vector<2x1xf32>) -> vector<2x4xf32> {
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @f13(%v: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.broadcast %v : vector<1x4xf32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @f14(%v: vector<4xf32>) -> vector<1x4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  return %0 : vector<1x4xf32>
}
func.func @f15(%v: vector<f32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<f32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @f16(%v: vector<1xf32>) -> vector<f32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<1xf32>
  %1 = vector.broadcast %v : vector<1xf32> to vector<2x1xf32>
  %2 = vector.broadcast %0 : vector<1xf32> to vector<3xf32>
  %f = arith.constant 0.0 : f32
  %3 = vector.broadcast %f : f32 to vector<f32>
  return %3 : vector<f32>
}
func.func @f17(%v: vector<3x1x2xindex>) -> vector<3x2x2xindex> {
  %0 = vector.broadcast %v : vector<3x1x2xindex> to vector<3x2x2xindex>
  return %0 : vector<3x2x2xindex>
}
func.func @f18(%f: f32) -> vector<[1]xf32> {
  %0 = vector.broadcast %f : f32 to vector<[1]xf32>
  return %0 : vector<[1]xf32>
}
func.func @f19(%v: vector<1xf32>) -> vector<[4]xf32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @f20(%v: vector<2x1xf32>) -> vector<2x[4]xf32> {
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
func.func @f21(%v: vector<1x4xf32>) -> vector<[2]x4xf32> {
  %0 = vector.broadcast %v : vector<1x4xf32> to vector<[2]x4xf32>
  return %0 : vector<[2]x4xf32>
}
func.func @f22(%v: vector<4xf32>) -> vector<[2]x4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<[2]x4xf32>
  return %0 : vector<[2]x4xf32>
}
func.func @f23(%v: vector<[2]x1xf32>) -> vector<[2]x3xf32> {
  %0 = vector.broadcast %v : vector<[2]x1xf32> to vector<[2]x3xf32>
  return %0 : vector<[2]x3xf32>
}
func.func @f24(%v: vector<1x1xi1>) -> vector<2x3x4xi1> {
  %0 = vector.broadcast %v : vector<1x1xi1> to vector<2x3x4xi1>
  return %0 : vector<2x3x4xi1>
}
func.func @f25(%v: vector<3x1x2xindex>) -> vector<3x2x2xindex> {
  %0 = vector.broadcast %v : vector<3x1x2xindex> to vector<3x2x2xindex>
  return %0 : vector<3x2x2xindex>
}
func.func @f26(%v: vector<2xi8>, %c: i1) -> vector<3x2xi8> {
  %r = scf.if %c -> vector<3x2xi8> {
    %0 = vector.broadcast %v : vector<2xi8> to vector<3x2xi8>
    scf.yield %0 : vector<3x2xi8>
  } else {
    %1 = vector.broadcast %v {foo} : vector<2xi8> to vector<3x2xi8>
    scf.yield %1 : vector<3x2xi8>
  }
  return %r : vector<3x2xi8>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f1(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1xf32>) -> !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, array<3 x vector<4xf32>>, vector<4xf32>)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %4 = vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %7 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %9 = llvm.insertelement %arg0, %7[%8 : i32] : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %6[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %12 = llvm.insertvalue %10, %11[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %13 = llvm.insertvalue %10, %12[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %14 = vector.broadcast %arg2 : vector<1xf32> to vector<4xf32>
// CHECK-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, array<3 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT:     %16 = llvm.insertvalue %3, %15[0] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, array<3 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT:     %17 = llvm.insertvalue %5, %16[1] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, array<3 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT:     %18 = llvm.insertvalue %13, %17[2] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, array<3 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT:     %19 = llvm.insertvalue %14, %18[3] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, array<3 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT:     llvm.return %19 : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, array<3 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f2(%arg0: f32) -> vector<1xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<1xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<1xf32>
// CHECK-NEXT:     llvm.return %2 : vector<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f3(%arg0: f32) -> vector<[4]xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<[4]xf32>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:     llvm.return %3 : vector<[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f4(%arg0: i64) -> !llvm.array<2 x array<3 x vector<2xi64>>> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %1 = llvm.mlir.poison : vector<2xi64>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<2xi64>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %3 [0, 0] : vector<2xi64>
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %0[0, 0] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[0, 1] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %7 = llvm.insertvalue %4, %6[0, 2] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %8 = llvm.insertvalue %4, %7[1, 0] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %9 = llvm.insertvalue %4, %8[1, 1] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %10 = llvm.insertvalue %4, %9[1, 2] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     llvm.return %10 : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f5(%arg0: i1) -> vector<3xi1> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<3xi1>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<3xi1>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0] : vector<3xi1>
// CHECK-NEXT:     llvm.return %3 : vector<3xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f6(%arg0: i1) -> !llvm.array<2 x vector<[3]xi1>> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.array<2 x vector<[3]xi1>>
// CHECK-NEXT:     %1 = llvm.mlir.poison : vector<[3]xi1>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<[3]xi1>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %3 [0, 0, 0] : vector<[3]xi1>
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %0[0] : !llvm.array<2 x vector<[3]xi1>>
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[1] : !llvm.array<2 x vector<[3]xi1>>
// CHECK-NEXT:     llvm.return %6 : !llvm.array<2 x vector<[3]xi1>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f7(%arg0: !llvm.ptr) -> vector<2x!llvm.ptr> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<2x!llvm.ptr>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<2x!llvm.ptr>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0] : vector<2x!llvm.ptr>
// CHECK-NEXT:     llvm.return %3 : vector<2x!llvm.ptr>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f8(%arg0: f32) -> vector<1xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<1xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<1xf32>
// CHECK-NEXT:     llvm.return %2 : vector<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f9(%arg0: f32) -> !llvm.array<2 x vector<1xf32>> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %1 = llvm.mlir.poison : vector<1xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<1xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %3 [0] : vector<1xf32>
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %0[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     llvm.return %6 : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f10(%arg0: vector<4xf32>) -> !llvm.array<2 x vector<4xf32>> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     llvm.return %1 : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f11(%arg0: vector<1xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<f32> to vector<4xf32>
// CHECK-NEXT:     llvm.return %1 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f12(%arg0: !llvm.array<2 x vector<1xf32>>) -> !llvm.array<2 x vector<4xf32>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x vector<1xf32>> to vector<2x1xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<2x1xf32> to vector<2x4xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     llvm.return %2 : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f13(%arg0: !llvm.array<1 x vector<4xf32>>) -> !llvm.array<3 x vector<4xf32>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<1 x vector<4xf32>> to vector<1x4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<1x4xf32> to vector<3x4xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     llvm.return %2 : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f14(%arg0: vector<4xf32>) -> !llvm.array<1 x vector<4xf32>> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     llvm.return %1 : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f15(%arg0: vector<1xf32>) -> !llvm.array<2 x vector<3xf32>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<f32> to vector<2x3xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     llvm.return %2 : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f16(%arg0: vector<1xf32>) -> vector<1xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<1xf32> to vector<2x1xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg0 : vector<1xf32> to vector<3xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %3 = llvm.mlir.constant(dense<0.000000e+00> : vector<f32>) : vector<1xf32>
// CHECK-NEXT:     llvm.return %3 : vector<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f17(%arg0: !llvm.array<3 x array<1 x vector<2xi64>>>) -> !llvm.array<3 x array<2 x vector<2xi64>>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<3 x array<1 x vector<2xi64>>> to vector<3x1x2xindex>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<3x1x2xindex> to vector<3x2x2xindex>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<3x2x2xindex> to !llvm.array<3 x array<2 x vector<2xi64>>>
// CHECK-NEXT:     llvm.return %2 : !llvm.array<3 x array<2 x vector<2xi64>>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f18(%arg0: f32) -> vector<[1]xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<[1]xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<[1]xf32>
// CHECK-NEXT:     llvm.return %2 : vector<[1]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f19(%arg0: vector<1xf32>) -> vector<[4]xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<1xf32> to vector<[4]xf32>
// CHECK-NEXT:     llvm.return %0 : vector<[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f20(%arg0: !llvm.array<2 x vector<1xf32>>) -> !llvm.array<2 x vector<[4]xf32>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x vector<1xf32>> to vector<2x1xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<2x1xf32> to vector<2x[4]xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:     llvm.return %2 : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f21(%arg0: vector<1x4xf32>) -> vector<[2]x4xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<1x4xf32> to vector<[2]x4xf32>
// CHECK-NEXT:     return %0 : vector<[2]x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f22(%arg0: vector<4xf32>) -> vector<[2]x4xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<4xf32> to vector<[2]x4xf32>
// CHECK-NEXT:     return %0 : vector<[2]x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f23(%arg0: vector<[2]x1xf32>) -> vector<[2]x3xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<[2]x1xf32> to vector<[2]x3xf32>
// CHECK-NEXT:     return %0 : vector<[2]x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f24(%arg0: !llvm.array<1 x vector<1xi1>>) -> !llvm.array<2 x array<3 x vector<4xi1>>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<1 x vector<1xi1>> to vector<1x1xi1>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<1x1xi1> to vector<2x3x4xi1>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<2x3x4xi1> to !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:     llvm.return %2 : !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f25(%arg0: !llvm.array<3 x array<1 x vector<2xi64>>>) -> !llvm.array<3 x array<2 x vector<2xi64>>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<3 x array<1 x vector<2xi64>>> to vector<3x1x2xindex>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<3x1x2xindex> to vector<3x2x2xindex>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<3x2x2xindex> to !llvm.array<3 x array<2 x vector<2xi64>>>
// CHECK-NEXT:     llvm.return %2 : !llvm.array<3 x array<2 x vector<2xi64>>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f26(%arg0: vector<2xi8>, %arg1: i1) -> !llvm.array<3 x vector<2xi8>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (vector<3x2xi8>) {
// CHECK-NEXT:       %2 = vector.broadcast %arg0 : vector<2xi8> to vector<3x2xi8>
// CHECK-NEXT:       scf.yield %2 : vector<3x2xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = vector.broadcast %arg0 {foo} : vector<2xi8> to vector<3x2xi8>
// CHECK-NEXT:       scf.yield %2 : vector<3x2xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<3x2xi8> to !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT:     llvm.return %1 : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
