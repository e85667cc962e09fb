// RUN: strata opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --convert-spirv-to-llvm | FileCheck %s --check-prefix=SPV
// MLIR's dialect conversion folds every op it tries to legalize before its
// patterns, spirv ops too (their legality is unknown to convert-to-llvm):
// - a fold to an existing value is kept (identities, select of equal arms,
//   not(not x), a bitcast round trip, an extract of the inserted object);
// - a fold to a constant is rolled back, as the spirv.Constant it
//   materializes cannot be legalized (the op stays as written);
// - in-place folds are kept: a constant first operand of a commutative op
//   moves to the end, a bitcast of a bitcast reads the first one's operand,
//   and the changed op is folded again; when that fold gives a constant,
//   the whole fold is rolled back (@swap_then_constant).
// convert-spirv-to-llvm legalizes spirv.Constant: there constant folds
// stay, as do the swapped ops' folds (SPV lines).
// Folds see operands as written (values other folds produced do not count).
// The CHECK lines are mlir-opt 22's output for the same flags.

// CHECK:      module {
// CHECK-NEXT:   spirv.func @value_folds(%arg0: i32, %arg1: i1, %arg2: vector<2xi32>) -> i32 "None" {
// CHECK-NEXT:     %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT:     %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT:     %cst-1_i32 = spirv.Constant -1 : i32
// CHECK-NEXT:     %cst_vec_2xi32 = spirv.Constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %false = spirv.Constant false
// CHECK-NEXT:     %0 = spirv.Not %arg0 : i32
// CHECK-NEXT:     "test.use"(%arg0, %cst0_i32, %cst-1_i32, %arg0, %arg0, %arg0, %arg1, %arg2, %arg0) : (i32, i32, i32, i32, i32, i32, i1, vector<2xi32>, i32) -> ()
// CHECK-NEXT:     spirv.ReturnValue %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   spirv.func @constant_folds(%arg0: i32, %arg1: i1) "None" {
// CHECK-NEXT:     %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT:     %cst2_i32 = spirv.Constant 2 : i32
// CHECK-NEXT:     %true = spirv.Constant true
// CHECK-NEXT:     %0 = spirv.IAdd %cst1_i32, %cst2_i32 : i32
// CHECK-NEXT:     %1 = spirv.ISub %arg0, %arg0 : i32
// CHECK-NEXT:     %2 = spirv.IEqual %arg0, %arg0 : i32
// CHECK-NEXT:     %3 = spirv.SLessThan %cst1_i32, %cst2_i32 : i32
// CHECK-NEXT:     %4 = spirv.LogicalOr %arg1, %true : i1
// CHECK-NEXT:     %5 = spirv.BitwiseXor %arg0, %arg0 : i32
// CHECK-NEXT:     %6 = spirv.SNegate %cst2_i32 : i32
// CHECK-NEXT:     %7 = spirv.UMod %arg0, %cst1_i32 : i32
// CHECK-NEXT:     "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (i32, i32, i1, i1, i1, i32, i32, i32) -> ()
// CHECK-NEXT:     spirv.Return
// CHECK-NEXT:   }
// CHECK-NEXT:   spirv.func @commutative(%arg0: i32, %arg1: i1, %arg2: f32) "None" {
// CHECK-NEXT:     %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT:     %cst2_i32 = spirv.Constant 2 : i32
// CHECK-NEXT:     %true = spirv.Constant true
// CHECK-NEXT:     %cst_f32 = spirv.Constant 2.000000e+00 : f32
// CHECK-NEXT:     %0 = spirv.IMul %arg0, %cst2_i32 : i32
// CHECK-NEXT:     %1 = spirv.FAdd %arg2, %cst_f32 : f32
// CHECK-NEXT:     %2 = spirv.BitwiseAnd %arg0, %cst2_i32 : i32
// CHECK-NEXT:     "test.use"(%arg0, %0, %arg1, %1, %2) : (i32, i32, i1, f32, i32) -> ()
// CHECK-NEXT:     spirv.Return
// CHECK-NEXT:   }
// CHECK-NEXT:   spirv.func @casts_and_composites(%arg0: i32, %arg1: !spirv.struct<(i32, f32)>) -> i32 "None" {
// CHECK-NEXT:     %0 = spirv.Bitcast %arg0 : i32 to f32
// CHECK-NEXT:     %1 = spirv.Bitcast %arg0 : i32 to vector<2xi16>
// CHECK-NEXT:     %2 = spirv.Bitcast %arg0 : i32 to vector<4xi8>
// CHECK-NEXT:     %cst_vec_2xi32 = spirv.Constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:     %3 = spirv.CompositeExtract %cst_vec_2xi32[1 : i32] : vector<2xi32>
// CHECK-NEXT:     %4 = spirv.CompositeInsert %arg0, %arg1[0 : i32] : i32 into !spirv.struct<(i32, f32)>
// CHECK-NEXT:     "test.use"(%arg0, %2, %3, %arg0) : (i32, vector<4xi8>, i32, i32) -> ()
// CHECK-NEXT:     spirv.ReturnValue %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @in_func(%arg0: i32) -> i32 {
// CHECK-NEXT:     %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   spirv.func @swap_then_constant(%arg0: i1) "None" {
// CHECK-NEXT:     %true = spirv.Constant true
// CHECK-NEXT:     %false = spirv.Constant false
// CHECK-NEXT:     %0 = spirv.LogicalOr %true, %arg0 : i1
// CHECK-NEXT:     %1 = spirv.LogicalAnd %false, %arg0 : i1
// CHECK-NEXT:     "test.use"(%0, %1) : (i1, i1) -> ()
// CHECK-NEXT:     spirv.Return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SPV:      module {
// SPV-NEXT:   llvm.func @value_folds(%arg0: i32, %arg1: i1, %arg2: vector<2xi32>) -> i32 {
// SPV-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// SPV-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// SPV-NEXT:     %2 = llvm.mlir.constant(-1 : i32) : i32
// SPV-NEXT:     %3 = llvm.mlir.constant(dense<0> : vector<2xi32>) : vector<2xi32>
// SPV-NEXT:     %4 = llvm.mlir.constant(false) : i1
// SPV-NEXT:     %5 = llvm.mlir.constant(-1 : i32) : i32
// SPV-NEXT:     %6 = llvm.xor %arg0, %5 : i32
// SPV-NEXT:     "test.use"(%arg0, %0, %2, %arg0, %arg0, %arg0, %arg1, %arg2, %arg0) : (i32, i32, i32, i32, i32, i32, i1, vector<2xi32>, i32) -> ()
// SPV-NEXT:     llvm.return %arg0 : i32
// SPV-NEXT:   }
// SPV-NEXT:   llvm.func @constant_folds(%arg0: i32, %arg1: i1) {
// SPV-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// SPV-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// SPV-NEXT:     %2 = llvm.mlir.constant(true) : i1
// SPV-NEXT:     %3 = llvm.mlir.constant(3 : i32) : i32
// SPV-NEXT:     %4 = llvm.mlir.constant(0 : i32) : i32
// SPV-NEXT:     %5 = llvm.mlir.constant(true) : i1
// SPV-NEXT:     %6 = llvm.mlir.constant(true) : i1
// SPV-NEXT:     %7 = llvm.mlir.constant(true) : i1
// SPV-NEXT:     %8 = llvm.mlir.constant(0 : i32) : i32
// SPV-NEXT:     %9 = llvm.mlir.constant(-2 : i32) : i32
// SPV-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// SPV-NEXT:     "test.use"(%3, %4, %5, %6, %7, %8, %9, %10) : (i32, i32, i1, i1, i1, i32, i32, i32) -> ()
// SPV-NEXT:     llvm.return
// SPV-NEXT:   }
// SPV-NEXT:   llvm.func @commutative(%arg0: i32, %arg1: i1, %arg2: f32) {
// SPV-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// SPV-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// SPV-NEXT:     %2 = llvm.mlir.constant(true) : i1
// SPV-NEXT:     %3 = llvm.mlir.constant(2.000000e+00 : f32) : f32
// SPV-NEXT:     %4 = llvm.mul %arg0, %1 : i32
// SPV-NEXT:     %5 = llvm.fadd %arg2, %3 : f32
// SPV-NEXT:     %6 = llvm.and %arg0, %1 : i32
// SPV-NEXT:     "test.use"(%arg0, %4, %arg1, %5, %6) : (i32, i32, i1, f32, i32) -> ()
// SPV-NEXT:     llvm.return
// SPV-NEXT:   }
// SPV-NEXT:   llvm.func @casts_and_composites(%arg0: i32, %arg1: !llvm.struct<packed (i32, f32)>) -> i32 {
// SPV-NEXT:     %0 = llvm.bitcast %arg0 : i32 to f32
// SPV-NEXT:     %1 = llvm.bitcast %arg0 : i32 to vector<2xi16>
// SPV-NEXT:     %2 = llvm.bitcast %arg0 : i32 to vector<4xi8>
// SPV-NEXT:     %3 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// SPV-NEXT:     %4 = llvm.mlir.constant(2 : i32) : i32
// SPV-NEXT:     %5 = llvm.insertvalue %arg0, %arg1[0] : !llvm.struct<packed (i32, f32)>
// SPV-NEXT:     "test.use"(%arg0, %2, %4, %arg0) : (i32, vector<4xi8>, i32, i32) -> ()
// SPV-NEXT:     llvm.return %arg0 : i32
// SPV-NEXT:   }
// SPV-NEXT:   func.func @in_func(%arg0: i32) -> i32 {
// SPV-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// SPV-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// SPV-NEXT:     return %1 : i32
// SPV-NEXT:   }
// SPV-NEXT:   llvm.func @swap_then_constant(%arg0: i1) {
// SPV-NEXT:     %0 = llvm.mlir.constant(true) : i1
// SPV-NEXT:     %1 = llvm.mlir.constant(false) : i1
// SPV-NEXT:     %2 = llvm.mlir.constant(true) : i1
// SPV-NEXT:     %3 = llvm.mlir.constant(false) : i1
// SPV-NEXT:     "test.use"(%2, %3) : (i1, i1) -> ()
// SPV-NEXT:     llvm.return
// SPV-NEXT:   }
// SPV-NEXT: }

spirv.func @value_folds(%a: i32, %b: i1, %v: vector<2xi32>) -> i32 "None" {
  %z = spirv.Constant 0 : i32
  %one = spirv.Constant 1 : i32
  %m1 = spirv.Constant -1 : i32
  %vz = spirv.Constant dense<0> : vector<2xi32>
  %f = spirv.Constant false
  %0 = spirv.IAdd %a, %z : i32
  %1 = spirv.IMul %0, %one : i32
  %2 = spirv.IMul %a, %z : i32
  %3 = spirv.BitwiseOr %a, %m1 : i32
  %4 = spirv.BitwiseAnd %a, %m1 : i32
  %5 = spirv.ShiftLeftLogical %a, %z : i32, i32
  %6 = spirv.Select %b, %a, %a : i1, i32
  %7 = spirv.LogicalOr %b, %f : i1
  %8 = spirv.IAdd %v, %vz : vector<2xi32>
  %9 = spirv.Not %a : i32
  %10 = spirv.Not %9 : i32
  "test.use"(%1, %2, %3, %4, %5, %6, %7, %8, %10) : (i32, i32, i32, i32, i32, i32, i1, vector<2xi32>, i32) -> ()
  spirv.ReturnValue %1 : i32
}

spirv.func @constant_folds(%a: i32, %b: i1) "None" {
  %one = spirv.Constant 1 : i32
  %two = spirv.Constant 2 : i32
  %t = spirv.Constant true
  %0 = spirv.IAdd %one, %two : i32
  %1 = spirv.ISub %a, %a : i32
  %2 = spirv.IEqual %a, %a : i32
  %3 = spirv.SLessThan %one, %two : i32
  %4 = spirv.LogicalOr %b, %t : i1
  %5 = spirv.BitwiseXor %a, %a : i32
  %6 = spirv.SNegate %two : i32
  %7 = spirv.UMod %a, %one : i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (i32, i32, i1, i1, i1, i32, i32, i32) -> ()
  spirv.Return
}

spirv.func @commutative(%a: i32, %b: i1, %x: f32) "None" {
  %z = spirv.Constant 0 : i32
  %two = spirv.Constant 2 : i32
  %t = spirv.Constant true
  %f2 = spirv.Constant 2.0 : f32
  %0 = spirv.IAdd %z, %a : i32
  %1 = spirv.IMul %two, %a : i32
  %2 = spirv.LogicalAnd %t, %b : i1
  %3 = spirv.FAdd %f2, %x : f32
  %4 = spirv.BitwiseAnd %two, %a : i32
  "test.use"(%0, %1, %2, %3, %4) : (i32, i32, i1, f32, i32) -> ()
  spirv.Return
}

spirv.func @casts_and_composites(%a: i32, %s: !spirv.struct<(i32, f32)>) -> i32 "None" {
  %0 = spirv.Bitcast %a : i32 to f32
  %1 = spirv.Bitcast %0 : f32 to i32
  %2 = spirv.Bitcast %0 : f32 to vector<2xi16>
  %3 = spirv.Bitcast %2 : vector<2xi16> to vector<4xi8>
  %vc = spirv.Constant dense<[1, 2]> : vector<2xi32>
  %4 = spirv.CompositeExtract %vc[1 : i32] : vector<2xi32>
  %5 = spirv.CompositeInsert %a, %s[0 : i32] : i32 into !spirv.struct<(i32, f32)>
  %6 = spirv.CompositeExtract %5[0 : i32] : !spirv.struct<(i32, f32)>
  "test.use"(%1, %3, %4, %6) : (i32, vector<4xi8>, i32, i32) -> ()
  spirv.ReturnValue %6 : i32
}

func.func @in_func(%a: i32) -> i32 {
  %z = spirv.Constant 0 : i32
  %0 = spirv.IAdd %z, %a : i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}

spirv.func @swap_then_constant(%b: i1) "None" {
  %t = spirv.Constant true
  %f = spirv.Constant false
  %0 = spirv.LogicalOr %t, %b : i1
  %1 = spirv.LogicalAnd %f, %b : i1
  "test.use"(%0, %1) : (i1, i1) -> ()
  spirv.Return
}
