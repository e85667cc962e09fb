// A folder that can answer with an operand does so before it folds
// constants, as MLIR's do: maximumf(x, x) and maxnumf(x, x) are x, and so
// is x with the operation's identity on the right, even when x is a
// constant (no new constant is made). The integer folders differ op by op.
// RUN: strata opt %s --convert-arith-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[C1:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:    %[[C2:.*]] = llvm.mlir.constant(2.000000e+00 : f64) : f64
// CHECK-NEXT:    llvm.mlir.constant(0xFF800000 : f32) : f32
// CHECK-NEXT:    llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK-NEXT:    %[[I:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %[[AND:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %[[OR:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %[[XOR:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[SUB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[DIV:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[REM:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    return %[[C1]], %[[C2]], %[[C1]], %[[C1]], %[[I]], %[[I]], %[[AND]], %[[OR]], %[[XOR]], %[[SUB]], %[[DIV]], %[[REM]]
func.func @f(%a: i32) -> (f32, f64, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c = arith.constant 1.0 : f32
  %d = arith.constant 2.0 : f64
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %0 = arith.maximumf %c, %c : f32
  %1 = arith.minnumf %d, %d : f64
  %2 = arith.maximumf %c, %ninf : f32
  %3 = arith.minimumf %c, %pinf : f32
  %i = arith.constant 7 : i32
  %4 = arith.maxsi %i, %i : i32
  %5 = arith.minui %i, %i : i32
  %6 = arith.andi %i, %i : i32
  %7 = arith.ori %i, %i : i32
  %8 = arith.xori %i, %i : i32
  %9 = arith.subi %i, %i : i32
  %10 = arith.divui %i, %i : i32
  %11 = arith.remsi %i, %i : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f64, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32
}
