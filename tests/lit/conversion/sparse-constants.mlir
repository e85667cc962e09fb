// RUN: strata opt %s | FileCheck %s --check-prefix=ROUND
// RUN: strata opt %s --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s
// sparse<> constants: printed as MLIR 22 does (each part as its dense literal,
// a repeated value as a splat) and kept with their type by the arith lowering.

func.func @s1() -> vector<4xindex> {
  %0 = arith.constant sparse<[[0]], [-1]> : vector<4xindex>
  return %0 : vector<4xindex>
}
func.func @s2() -> vector<2x3xi32> {
  %0 = arith.constant sparse<[[0, 1], [1, 2]], [5, 7]> : vector<2x3xi32>
  return %0 : vector<2x3xi32>
}
func.func @s3() -> vector<4xf32> {
  %0 = arith.constant sparse<[[1], [3]], [1.5, 2.0]> : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @f() -> (vector<2xi8>, tensor<3xf32>) {
  %0 = arith.constant sparse<[[0], [1]], [3, 3]> : vector<2xi8>
  %1 = arith.constant sparse<[[1]], 2.5> : tensor<3xf32>
  return %0, %1 : vector<2xi8>, tensor<3xf32>
}

// ROUND: %cst = arith.constant sparse<0, -1> : vector<4xindex>
// ROUND: %cst = arith.constant sparse<{{\[\[}}0, 1], [1, 2]], [5, 7]> : vector<2x3xi32>
// ROUND: %cst = arith.constant sparse<{{\[\[}}1], [3]], [1.500000e+00, 2.000000e+00]> : vector<4xf32>
// ROUND: %cst = arith.constant sparse<{{\[\[}}0], [1]], 3> : vector<2xi8>
// ROUND: %cst_0 = arith.constant sparse<1, 2.500000e+00> : tensor<3xf32>
// CHECK: %0 = llvm.mlir.constant(sparse<0, -1> : vector<4xindex>) : vector<4xi32>
// CHECK: %0 = llvm.mlir.constant(sparse<{{\[\[}}0, 1], [1, 2]], [5, 7]> : vector<2x3xi32>) : !llvm.array<2 x vector<3xi32>>
// CHECK: %0 = llvm.mlir.constant(sparse<{{\[\[}}1], [3]], [1.500000e+00, 2.000000e+00]> : vector<4xf32>) : vector<4xf32>
// CHECK: %0 = llvm.mlir.constant(sparse<{{\[\[}}0], [1]], 3> : vector<2xi8>) : vector<2xi8>
