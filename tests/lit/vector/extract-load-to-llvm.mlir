// RUN: strata opt %s --convert-vector-to-llvm | FileCheck %s
// vector.extract to llvm.extractelement/extractvalue, vector.load to a GEP and
// an llvm.load aligned as the element type.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%v: vector<8xi32>, %i: index, %m: memref<4x8xf32>, %w: vector<2x3xf32>) -> (i32, i32, vector<8xf32>, f32, vector<3xf32>) {
  %a = vector.extract %v[%i] : i32 from vector<8xi32>
  %b = vector.extract %v[3] : i32 from vector<8xi32>
  %c = vector.load %m[%i, %i] : memref<4x8xf32>, vector<8xf32>
  %d = vector.extract %w[1, 2] : f32 from vector<2x3xf32>
  %e = vector.extract %w[1] : vector<3xf32> from vector<2x3xf32>
  return %a, %b, %c, %d, %e : i32, i32, vector<8xf32>, f32, vector<3xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: vector<8xi32>, %arg1: index, %arg2: memref<4x8xf32>, %arg3: vector<2x3xf32>) -> (i32, i32, vector<8xf32>, f32, vector<3xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %3 = llvm.extractelement %arg0[%2 : i64] : vector<8xi32>
// CHECK-NEXT:     %4 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %5 = llvm.extractelement %arg0[%4 : i64] : vector<8xi32>
// CHECK-NEXT:     %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %8 = llvm.mul %2, %7 : i64
// CHECK-NEXT:     %9 = llvm.add %8, %2 : i64
// CHECK-NEXT:     %10 = llvm.getelementptr %6[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %11 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT:     %12 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %13 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %14 = llvm.extractelement %12[%13 : i64] : vector<3xf32>
// CHECK-NEXT:     %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     return %3, %5, %11, %14, %15 : i32, i32, vector<8xf32>, f32, vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
