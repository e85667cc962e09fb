// RUN: strata opt %s --convert-vector-to-llvm --convert-to-llvm | FileCheck %s
// vector.shape_cast of n-D vectors to 1-D: rows widened and shuffled into a
// poison vector (MLIR's standalone convert-vector-to-llvm leaves that poison as
// ub.poison, which convert-to-llvm makes llvm.mlir.poison).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%v: vector<2x3xf32>) -> vector<6xf32> {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  return %0 : vector<6xf32>
}
func.func @g(%v: vector<2x2x2xi8>) -> vector<8xi8> {
  %0 = vector.shape_cast %v : vector<2x2x2xi8> to vector<8xi8>
  return %0 : vector<8xi8>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.array<2 x vector<3xf32>>) -> vector<6xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %2 = llvm.mlir.poison : vector<6xf32>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %3 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %2 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT:     %6 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %6 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %8 = llvm.shufflevector %7, %5 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT:     llvm.return %8 : vector<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g(%arg0: !llvm.array<2 x array<2 x vector<2xi8>>>) -> vector<8xi8> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x array<2 x vector<2xi8>>> to vector<2x2x2xi8>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<2x2x2xi8> to !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:     %2 = llvm.mlir.poison : vector<8xi8>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %3 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %2 [0, 1, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT:     %6 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %6 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT:     %8 = llvm.shufflevector %7, %5 [8, 9, 0, 1, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT:     %9 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %9 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT:     %11 = llvm.shufflevector %10, %8 [8, 9, 10, 11, 0, 1, 14, 15] : vector<8xi8>
// CHECK-NEXT:     %12 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT:     %14 = llvm.shufflevector %13, %11 [8, 9, 10, 11, 12, 13, 0, 1] : vector<8xi8>
// CHECK-NEXT:     llvm.return %14 : vector<8xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
