// convert-vector-to-llvm first runs its vector-to-vector patterns with
// MLIR's greedy rewriter, which folds every op (arith and math constants,
// identities, in-place operand swaps, memref.cast of a cast, chains of
// unrealized casts), keeps one arith.constant per value at the top of the
// function (new ones in front) and erases trivially dead ops, an unused
// memref.alloc included. The CHECK lines are mlir-opt 22's output.
// RUN: strata opt --convert-vector-to-llvm %s | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @g(%arg0: i32, %arg1: memref<4xf32>, %arg2: f32) -> (i32, i32, i1, memref<?xf32>, f32, f32, i32) {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:     %1 = arith.cmpi sgt, %arg0, %c3_i32 : i32
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %2 = math.floor %arg2 : f32
// CHECK-NEXT:     return %0, %arg0, %1, %cast, %cst, %2, %c6_i32 : i32, i32, i1, memref<?xf32>, f32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @g(%x: i32, %m: memref<4xf32>, %y: f32) -> (i32, i32, i1, memref<?xf32>, f32, f32, i32) {
  %c = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c, %x : i32
  %b = arith.addi %x, %c0 : i32
  %p = arith.cmpi slt, %c, %x : i32
  %m1 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %m2 = memref.cast %m1 : memref<?xf32> to memref<?xf32>
  %k = arith.constant 4.0 : f32
  %s = math.sqrt %k : f32
  %f = math.floor %y : f32
  %d = arith.addi %c, %c : i32
  %dead = memref.alloc() : memref<8xi8>
  %u = builtin.unrealized_conversion_cast %x : i32 to f32
  %w = builtin.unrealized_conversion_cast %u : f32 to i32
  return %a, %w, %p, %m2, %s, %f, %d : i32, i32, i1, memref<?xf32>, f32, f32, i32
}
