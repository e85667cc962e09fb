// RUN: strata opt %s --convert-vector-to-llvm | FileCheck %s
// vector.insert: llvm.insertelement into the innermost vector, llvm.insertvalue
// into the array of vectors.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%v: vector<2x3xi32>, %s: i32, %i: index) -> (vector<2x3xi32>, vector<2x3xi32>) {
  %a = vector.insert %s, %v [1, %i] : i32 into vector<2x3xi32>
  %w = vector.extract %v[0] : vector<3xi32> from vector<2x3xi32>
  %b = vector.insert %w, %v [1] : vector<3xi32> into vector<2x3xi32>
  return %a, %b : vector<2x3xi32>, vector<2x3xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: vector<2x3xi32>, %arg1: i32, %arg2: index) -> (vector<2x3xi32>, vector<2x3xi32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %3 = llvm.insertelement %arg1, %2[%0 : i64] : vector<3xi32>
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT:     %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT:     return %5, %8 : vector<2x3xi32>, vector<2x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
