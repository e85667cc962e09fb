// RUN: strata opt %s --finalize-memref-to-llvm | FileCheck %s
// A conversion that leaves arith alone still folds an arith.bitcast to its
// own type (the fold is shared with the canonicalizer); a bitcast of a
// bitcast is a canonicalization pattern and stays. The CHECK lines are
// mlir-opt 22's output for the same input and flags.

func.func @identity_bitcast(%a: i32, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = arith.bitcast %a : i32 to i32
  %1 = arith.bitcast %a : i32 to f32
  %2 = arith.bitcast %1 : f32 to i32
  memref.store %0, %m[%i] : memref<4xi32>
  return %0, %2 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @identity_bitcast(%arg0: i32, %arg1: memref<4xi32>, %arg2: index) -> (i32, i32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : memref<4xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT:     %3 = arith.bitcast %2 : f32 to i32
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.getelementptr inbounds|nuw %4[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     llvm.store %arg0, %5 : i32, !llvm.ptr
// CHECK-NEXT:     return %arg0, %3 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
