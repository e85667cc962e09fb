// RUN: strata opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: strata opt %s --convert-to-llvm --reconcile-unrealized-casts | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR
// Small float values through the whole lowering: function signatures,
// constants and selects become integers of their width. The CHECK lines
// are mlir-opt 22's and mlir-translate 22's.

func.func @f(%c: i1, %a: f8E5M2, %v: vector<4xf4E2M1FN>, %i: i8) -> (f8E5M2, vector<4xf4E2M1FN>, i8) {
  %0 = arith.constant 1.5 : f8E5M2
  %1 = arith.select %c, %a, %0 : f8E5M2
  %2 = arith.constant dense<[1.0, -2.0, 0.5, 6.0]> : vector<4xf4E2M1FN>
  %3 = arith.select %c, %v, %2 : vector<4xf4E2M1FN>
  %4 = arith.bitcast %1 : f8E5M2 to i8
  %5 = arith.bitcast %i : i8 to f8E4M3FN
  %6 = arith.bitcast %5 : f8E4M3FN to i8
  %7 = arith.addi %4, %6 : i8
  return %1, %3, %7 : f8E5M2, vector<4xf4E2M1FN>, i8
}

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: i1, %arg1: i8, %arg2: vector<4xi4>, %arg3: i8) -> !llvm.struct<(i8, vector<4xi4>, i8)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(1.500000e+00 : f8E5M2) : i8
// CHECK-NEXT: %1 = llvm.select %arg0, %arg1, %0 : i1, i8
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<[1.000000e+00, -2.000000e+00, 5.000000e-01, 6.000000e+00]> : vector<4xf4E2M1FN>) : vector<4xi4>
// CHECK-NEXT: %3 = llvm.select %arg0, %arg2, %2 : i1, vector<4xi4>
// CHECK-NEXT: %4 = llvm.add %1, %arg3 : i8
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(i8, vector<4xi4>, i8)>
// CHECK-NEXT: %6 = llvm.insertvalue %1, %5[0] : !llvm.struct<(i8, vector<4xi4>, i8)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i8, vector<4xi4>, i8)>
// CHECK-NEXT: %8 = llvm.insertvalue %4, %7[2] : !llvm.struct<(i8, vector<4xi4>, i8)>
// CHECK-NEXT: llvm.return %8 : !llvm.struct<(i8, vector<4xi4>, i8)>
// CHECK-NEXT: }
// CHECK-NEXT: }

// LLVMIR: define { i8, <4 x i4>, i8 } @f(i1 %0, i8 %1, <4 x i4> %2, i8 %3) {
// LLVMIR:   %5 = select i1 %0, i8 %1, i8 62
// LLVMIR:   %6 = select i1 %0, <4 x i4> %2, <4 x i4> <i4 2, i4 -4, i4 1, i4 7>
// LLVMIR:   %7 = add i8 %5, %3
// LLVMIR:   %8 = insertvalue { i8, <4 x i4>, i8 } poison, i8 %5, 0
// LLVMIR:   %9 = insertvalue { i8, <4 x i4>, i8 } %8, <4 x i4> %6, 1
// LLVMIR:   %10 = insertvalue { i8, <4 x i4>, i8 } %9, i8 %7, 2
// LLVMIR:   ret { i8, <4 x i4>, i8 } %10
// LLVMIR: }
// LLVMIR: !llvm.module.flags = !{!0}
// LLVMIR: !0 = !{i32 2, !"Debug Info Version", i32 3}
