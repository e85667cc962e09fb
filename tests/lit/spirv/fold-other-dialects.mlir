// RUN: strata opt %s --convert-spirv-to-llvm | FileCheck %s
// convert-spirv-to-llvm's target makes only the LLVM dialect legal, so
// MLIR's partial conversion folds every other op before its patterns,
// in functions without spirv ops too: folds to existing values stay
// (x + 0, a cast of a cast back to its source, an identity
// unrealized_conversion_cast), a constant moves right in place, and a
// fold to a new constant is rolled back (arith.constant is not legal).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @folds(%a: i32, %m: memref<?xf32>, %x: i64) -> (i32, i32, i32, memref<?xf32>, memref<4xf32>, i64) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.xori %c7, %a : i32
  %2 = arith.muli %c7, %c7 : i32
  %s = memref.cast %m : memref<?xf32> to memref<4xf32>
  %d = memref.cast %s : memref<4xf32> to memref<?xf32>
  %t = memref.cast %d : memref<?xf32> to memref<4xf32>
  %u = builtin.unrealized_conversion_cast %x : i64 to i64
  return %0, %1, %2, %d, %t, %u : i32, i32, i32, memref<?xf32>, memref<4xf32>, i64
}
spirv.module Logical GLSL450 {
  spirv.func @add(%a: i32) -> i32 "None" {
    %c = spirv.Constant 1 : i32
    %r = spirv.IAdd %c, %a : i32
    spirv.ReturnValue %r : i32
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @folds(%arg0: i32, %arg1: memref<?xf32>, %arg2: i64) -> (i32, i32, i32, memref<?xf32>, memref<4xf32>, i64) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = arith.xori %arg0, %c7_i32 : i32
// CHECK-NEXT:     %1 = arith.muli %c7_i32, %c7_i32 : i32
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %arg1 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:     return %arg0, %0, %1, %arg1, %cast_0, %arg2 : i32, i32, i32, memref<?xf32>, memref<4xf32>, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     llvm.func @add(%arg0: i32) -> i32 {
// CHECK-NEXT:       %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       %1 = llvm.add %arg0, %0 : i32
// CHECK-NEXT:       llvm.return %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
