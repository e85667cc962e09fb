// spirv's integer and boolean folders (identities, constant folding that
// skips division by zero, MIN / -1 and over-wide shifts), Select, Bitcast
// chains, CompositeExtract through inserts and of constant vectors, and the
// commutative operand sort, materializing spirv.Constant.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: spirv.func @ints(%arg0: i32, %arg1: i1, %arg2: i8) -> i32 "None" {
// CHECK-NEXT: %cst-41_i32 = spirv.Constant -41 : i32
// CHECK-NEXT: %true = spirv.Constant true
// CHECK-NEXT: %false = spirv.Constant false
// CHECK-NEXT: %cst2147483647_i32 = spirv.Constant 2147483647 : i32
// CHECK-NEXT: %cst107374182_i32 = spirv.Constant 107374182 : i32
// CHECK-NEXT: %cst15_i32 = spirv.Constant 15 : i32
// CHECK-NEXT: %cst_f32 = spirv.Constant 2.000000e+00 : f32
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst-1_i32 = spirv.Constant -1 : i32
// CHECK-NEXT: %cst-2147483648_i32 = spirv.Constant -2147483648 : i32
// CHECK-NEXT: %cst40_i32 = spirv.Constant 40 : i32
// CHECK-NEXT: %cst33_i32 = spirv.Constant 33 : i32
// CHECK-NEXT: %0 = spirv.SDiv %cst-2147483648_i32, %cst-1_i32 : i32
// CHECK-NEXT: %1 = spirv.ShiftLeftLogical %cst40_i32, %cst33_i32 : i32, i32
// CHECK-NEXT: %2 = spirv.ISub %cst40_i32, %arg0 : i32
// CHECK-NEXT: %3 = spirv.Bitcast %arg0 : i32 to f32
// CHECK-NEXT: %4 = spirv.FAdd %3, %cst_f32 : f32
// CHECK-NEXT: %5 = spirv.Bitcast %4 : f32 to i32
// CHECK-NEXT: "test.use"(%0, %cst-1_i32, %cst15_i32, %cst107374182_i32, %1, %cst-1_i32, %cst2147483647_i32, %false, %true, %true, %true, %arg0, %cst-2147483648_i32, %cst-41_i32, %cst0_i32, %cst-1_i32, %arg0, %2, %cst0_i32, %5, %arg0) : (i32, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: spirv.ReturnValue %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @composites(%arg0: i32, %arg1: !spirv.struct<(i32, f32)>) -> i32 "None" {
// CHECK-NEXT: %cst8_i32 = spirv.Constant 8 : i32
// CHECK-NEXT: %0 = spirv.CompositeInsert %arg0, %arg1[0 : i32] : i32 into !spirv.struct<(i32, f32)>
// CHECK-NEXT: %1 = spirv.CompositeExtract %0[1 : i32] : !spirv.struct<(i32, f32)>
// CHECK-NEXT: %2 = spirv.IAdd %arg0, %cst8_i32 : i32
// CHECK-NEXT: "test.use"(%1) : (f32) -> ()
// CHECK-NEXT: spirv.ReturnValue %2 : i32
// CHECK-NEXT: }

spirv.func @ints(%a: i32, %b: i1, %c: i8) -> i32 "None" {
  %z = spirv.Constant 0 : i32
  %one = spirv.Constant 1 : i32
  %m1 = spirv.Constant -1 : i32
  %min = spirv.Constant -2147483648 : i32
  %k = spirv.Constant 40 : i32
  %s = spirv.Constant 33 : i32
  %0 = spirv.IAdd %z, %a : i32
  %1 = spirv.IMul %one, %0 : i32
  %2 = spirv.SDiv %k, %z : i32
  %3 = spirv.SDiv %min, %m1 : i32
  %4 = spirv.SRem %m1, %k : i32
  %5 = spirv.UMod %m1, %k : i32
  %6 = spirv.UDiv %m1, %k : i32
  %7 = spirv.ShiftLeftLogical %k, %s : i32, i32
  %8 = spirv.ShiftRightArithmetic %m1, %one : i32, i32
  %9 = spirv.ShiftRightLogical %m1, %one : i32, i32
  %10 = spirv.ULessThan %m1, %one : i32
  %11 = spirv.SLessThan %m1, %one : i32
  %12 = spirv.UGreaterThanEqual %a, %a : i32
  %13 = spirv.INotEqual %k, %one : i32
  %14 = spirv.LogicalOr %b, %13 : i1
  %15 = spirv.LogicalNot %b : i1
  %16 = spirv.LogicalNot %15 : i1
  %17 = spirv.LogicalEqual %16, %b : i1
  %18 = spirv.Select %17, %1, %2 : i1, i32
  %19 = spirv.SNegate %min : i32
  %20 = spirv.Not %k : i32
  %21 = spirv.BitwiseXor %a, %a : i32
  %22 = spirv.BitwiseOr %a, %m1 : i32
  %23 = spirv.BitwiseAnd %m1, %a : i32
  %24 = spirv.ISub %k, %a : i32
  %25 = spirv.IMul %a, %z : i32
  %f = spirv.Constant 2.0 : f32
  %g = spirv.Bitcast %a : i32 to f32
  %26 = spirv.FAdd %f, %g : f32
  %27 = spirv.Bitcast %26 : f32 to i32
  %28 = spirv.Bitcast %g : f32 to i32
  "test.use"(%3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %14, %18, %19, %20, %21, %22, %23, %24, %25, %27, %28) : (i32, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  spirv.ReturnValue %18 : i32
}
spirv.func @composites(%a: i32, %s: !spirv.struct<(i32, f32)>) -> i32 "None" {
  %c = spirv.Constant dense<[7, 8, 9]> : vector<3xi32>
  %0 = spirv.CompositeExtract %c[1 : i32] : vector<3xi32>
  %1 = spirv.CompositeInsert %a, %s[0 : i32] : i32 into !spirv.struct<(i32, f32)>
  %2 = spirv.CompositeExtract %1[1 : i32] : !spirv.struct<(i32, f32)>
  %3 = spirv.CompositeExtract %1[0 : i32] : !spirv.struct<(i32, f32)>
  %4 = spirv.IAdd %0, %3 : i32
  "test.use"(%2) : (f32) -> ()
  spirv.ReturnValue %4 : i32
}
