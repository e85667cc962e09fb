// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// The conversion folds SPIR-V ops first, as MLIR's does: identities
// (x + 0, x * 1, x - x, x & 0, select with equal arms, not(not x), ...) and
// constant operands defined by spirv.Constant in the input (values other
// folds produced do not count). The CHECK lines are mlir-opt 22's output.

// CHECK:      module {
// CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mul %arg0, %3 : i32
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %7 = llvm.and %arg1, %6 : i1
// CHECK-NEXT:     %8 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %9 = llvm.select %8, %arg0, %5 : i1, i32
// CHECK-NEXT:     %10 = llvm.or %9, %0 : i32
// CHECK-NEXT:     llvm.return %10 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g(%arg0: i32, %arg1: i1, %arg2: vector<2xi32>) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(dense<0> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(dense<[3, 4]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %7 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %8 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %9 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %10 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %11 = llvm.mlir.constant(dense<[6, 8]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:     %12 = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT:     %13 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %14 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %17 = llvm.mlir.constant(-2 : i32) : i32
// CHECK-NEXT:     %18 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %19 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %20 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %21 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %22 = llvm.fadd %21, %21 : f32
// CHECK-NEXT:     %23 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:     %24 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %25 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %26 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @h(%arg0: i32, %arg1: vector<3xf32>, %arg2: !llvm.struct<packed (i32, f32)>) -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(3.000000e+00 : f32) : f32
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %arg2[0] : !llvm.struct<packed (i32, f32)>
// CHECK-NEXT:     %3 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT:     %4 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %5 = llvm.xor %arg0, %4 : i32
// CHECK-NEXT:     %6 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:     %7 = llvm.add %6, %arg0 : i32
// CHECK-NEXT:     %8 = llvm.mlir.constant(-8 : i32) : i32
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %10 = llvm.ashr %8, %9 : i32
// CHECK-NEXT:     %11 = llvm.udiv %arg0, %9 : i32
// CHECK-NEXT:     llvm.return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

spirv.func @f(%a: i32, %b: i1) -> i32 "None" {
  %z = spirv.Constant 0 : i32
  %one = spirv.Constant 1 : i32
  %two = spirv.Constant 2 : i32
  %0 = spirv.IAdd %a, %z : i32
  %1 = spirv.IMul %0, %one : i32
  %2 = spirv.IAdd %one, %two : i32
  %3 = spirv.IMul %1, %2 : i32
  %4 = spirv.ISub %3, %3 : i32
  %5 = spirv.IEqual %a, %a : i32
  %6 = spirv.Select %b, %a, %a : i1, i32
  %7 = spirv.LogicalAnd %b, %5 : i1
  %8 = spirv.SLessThan %one, %two : i32
  %9 = spirv.Select %8, %6, %4 : i1, i32
  %10 = spirv.ShiftLeftLogical %9, %z : i32, i32
  %11 = spirv.BitwiseAnd %10, %z : i32
  %12 = spirv.BitwiseOr %10, %11 : i32
  spirv.ReturnValue %12 : i32
}
spirv.func @g(%a: i32, %b: i1, %v: vector<2xi32>) "None" {
  %z = spirv.Constant 0 : i32
  %one = spirv.Constant 1 : i32
  %two = spirv.Constant 2 : i32
  %m1 = spirv.Constant -1 : i32
  %vz = spirv.Constant dense<0> : vector<2xi32>
  %vc = spirv.Constant dense<[3, 4]> : vector<2xi32>
  %t = spirv.Constant true
  %0 = spirv.SLessThan %a, %a : i32
  %1 = spirv.ULessThanEqual %a, %a : i32
  %2 = spirv.SGreaterThan %two, %one : i32
  %3 = spirv.UGreaterThanEqual %one, %m1 : i32
  %4 = spirv.Select %b, %a, %a : i1, i32
  %5 = spirv.Select %t, %a, %z : i1, i32
  %6 = spirv.IAdd %v, %vz : vector<2xi32>
  %7 = spirv.IAdd %vc, %vc : vector<2xi32>
  %8 = spirv.IEqual %vc, %vc : vector<2xi32>
  %9 = spirv.IEqual %one, %two : i32
  %10 = spirv.ShiftLeftLogical %one, %two : i32, i32
  %11 = spirv.SDiv %m1, %two : i32
  %12 = spirv.UMod %a, %one : i32
  %13 = spirv.SNegate %two : i32
  %14 = spirv.Not %z : i32
  %15 = spirv.LogicalNot %t : i1
  %16 = spirv.LogicalOr %b, %t : i1
  %17 = spirv.BitwiseXor %vc, %vz : vector<2xi32>
  %18 = spirv.IMul %a, %z : i32
  %f0 = spirv.Constant 1.0 : f32
  %19 = spirv.FAdd %f0, %f0 : f32
  %20 = spirv.ShiftLeftLogical %a, %z : i32, i32
  %21 = spirv.IAdd %a, %a : i32
  %22 = spirv.SLessThan %two, %one : i32
  %23 = spirv.SLessThanEqual %one, %one : i32
  %24 = spirv.ULessThan %m1, %one : i32
  spirv.Return
}
spirv.func @h(%a: i32, %v: vector<3xf32>, %s: !spirv.struct<(i32, f32)>) -> f32 "None" {
  %c = spirv.Constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %0 = spirv.CompositeExtract %c[2 : i32] : vector<3xf32>
  %1 = spirv.CompositeInsert %a, %s[0 : i32] : i32 into !spirv.struct<(i32, f32)>
  %2 = spirv.CompositeExtract %1[0 : i32] : !spirv.struct<(i32, f32)>
  %3 = spirv.Bitcast %a : i32 to f32
  %4 = spirv.Bitcast %3 : f32 to i32
  %n = spirv.Not %a : i32
  %5 = spirv.Not %n : i32
  %6 = spirv.IAdd %2, %4 : i32
  %7 = spirv.IAdd %6, %5 : i32
  %m = spirv.Constant -8 : i32
  %8 = spirv.SDiv %m, %m : i32
  %9 = spirv.ShiftRightArithmetic %m, %8 : i32, i32
  %10 = spirv.UDiv %a, %8 : i32
  spirv.ReturnValue %0 : f32
}
