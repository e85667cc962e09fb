// RUN: strata opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: strata opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL
// MLIR's dialect conversion tries each arith op's folders before its
// patterns: constants fold, identities give an operand, constants move to
// the right of commutative ops and cmpi, casts of casts become one cast.
// Operands count as constant only when an arith.constant defines them in
// the input; i1 constants are signed (true is -1) where the op is.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @int_folds(%a: i32, %b: i32, %x: index, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, index, vector<4xi32>, vector<4xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  %cmin = arith.constant -2147483648 : i32
  %cmax = arith.constant 2147483647 : i32
  %i3 = arith.constant 3 : index
  %i4 = arith.constant 4 : index
  %vc = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %vs = arith.constant dense<5> : vector<4xi32>
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %c7, %a : i32
  %2 = arith.muli %c7, %c7 : i32
  %3 = arith.subi %a, %a : i32
  %s = arith.subi %a, %b : i32
  %4 = arith.addi %s, %b : i32
  %5 = arith.divsi %cmin, %cm1 : i32
  %6 = arith.divui %c7, %c0 : i32
  %7 = arith.remsi %cmin, %cm1 : i32
  %8 = arith.andi %a, %cm1 : i32
  %n = arith.xori %a, %cm1 : i32
  %9 = arith.andi %a, %n : i32
  %10 = arith.ori %n, %a : i32
  %11 = arith.xori %a, %a : i32
  %12 = arith.shli %c7, %c1 : i32
  %c40 = arith.constant 40 : i32
  %13 = arith.shli %c7, %c40 : i32
  %14 = arith.maxsi %a, %cmax : i32
  %15 = arith.minsi %a, %cmax : i32
  %16 = arith.ceildivsi %cm1, %c7 : i32
  %17 = arith.floordivsi %cm1, %c7 : i32
  %18 = arith.andi %a, %a : i32
  %19 = arith.ori %b, %b : i32
  %20 = arith.muli %i3, %i4 : index
  %21 = arith.addi %vc, %vs : vector<4xi32>
  %22 = arith.addi %vs, %v : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, index, vector<4xi32>, vector<4xi32>
}

func.func @cmp_select_casts(%a: i32, %b: i32, %c: i1, %x: index, %t: i8) -> (i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, index, i1, i1) {
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.cmpi slt, %a, %a : i32
  %1 = arith.cmpi sle, %c5, %a : i32
  %2 = arith.cmpi ult, %c5, %c9 : i32
  %e = arith.extui %c : i1 to i32
  %c0 = arith.constant 0 : i32
  %3 = arith.cmpi ne, %e, %c0 : i32
  %4 = arith.select %c, %a, %a : i32
  %5 = arith.select %true, %a, %b : i32
  %eq = arith.cmpi eq, %a, %b : i32
  %6 = arith.select %eq, %a, %b : i32
  %7 = arith.select %c, %true, %false : i1
  %w = arith.extsi %t : i8 to i32
  %w2 = arith.extsi %w : i32 to i64
  %t2 = arith.trunci %w : i32 to i8
  %t3 = arith.trunci %w2 : i64 to i8
  %8 = arith.extsi %c9 : i32 to i64
  %9 = arith.index_cast %x : index to i32
  %10 = arith.index_cast %9 : i32 to index
  %11 = arith.index_cast %c9 : i32 to index
  %12 = arith.cmpi eq, %c, %true : i1
  %13 = arith.cmpi ne, %c, %false : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %w2, %t2, %t3, %9, %11, %12, %13 : i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, index, i1, i1
}

func.func @floats(%f: f32, %g: f64) -> (f32, f32, f32, f32, f32, f32, f64, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %c2 = arith.constant 2.5 : f32
  %d = arith.constant 0.1 : f64
  %0 = arith.addf %f, %nz : f32
  %1 = arith.subf %f, %pz : f32
  %2 = arith.mulf %one, %f : f32
  %3 = arith.divf %f, %one : f32
  %4 = arith.addf %c2, %c2 : f32
  %5 = arith.maximumf %f, %f : f32
  %6 = arith.addf %d, %d : f64
  %n = arith.negf %f : f32
  %7 = arith.negf %n : f32
  %8 = arith.mulf %c2, %f fastmath<fast> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f64, f32, f32
}
func.func @more(%a: i32, %b: i32, %c: i1, %h: f16, %f: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32) {
  %m = arith.muli %a, %b overflow<nsw> : i32
  %0 = arith.divsi %m, %b : i32
  %mu = arith.muli %a, %b overflow<nuw> : i32
  %1 = arith.divui %mu, %a : i32
  %and = arith.andi %a, %b : i32
  %2 = arith.andi %a, %and : i32
  %cm1 = arith.constant -1 : i32
  %n = arith.xori %a, %cm1 : i32
  %3 = arith.ori %a, %n : i32
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %4 = arith.ceildivsi %cm7, %c7 : i32
  %5 = arith.ceildivui %c7, %c7 : i32
  %cmin = arith.constant -2147483648 : i32
  %6 = arith.maxsi %a, %cmin : i32
  %cmax = arith.constant 2147483647 : i32
  %7 = arith.minsi %a, %cmax : i32
  %e = arith.extsi %c : i1 to i32
  %c0 = arith.constant 0 : i32
  %8 = arith.cmpi ne, %e, %c0 : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %sel = arith.select %ne, %a, %b : i32
  %9 = arith.cmpi eq, %sel, %a : i32
  %t = arith.truncf %f fastmath<contract> : f32 to f16
  %10 = arith.extf %t fastmath<contract> : f16 to f32
  %x1 = arith.xori %a, %b : i32
  %11 = arith.xori %x1, %b : i32
  %12 = arith.xori %b, %x1 : i32
  %ad = arith.addi %a, %b : i32
  %13 = arith.subi %ad, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32
}

func.func @fcasts(%f: f32, %h: f16, %d: f64) -> (f32, f64, f32, f16, f16) {
  %e = arith.extf %h : f16 to f32
  %0 = arith.truncf %e : f32 to f16
  %c = arith.constant 1.5 : f32
  %1 = arith.extf %c : f32 to f64
  %cd = arith.constant 0.25 : f64
  %2 = arith.truncf %cd : f64 to f32
  %cx = arith.constant 0.1 : f64
  %3 = arith.truncf %cx : f64 to f32
  %ed = arith.extf %f : f32 to f64
  %4 = arith.truncf %ed : f64 to f16
  return %2, %1, %3, %0, %4 : f32, f64, f32, f16, f16
}
func.func @i1_signed(%a: i1) -> (i64, i1, i1, i1, i8, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.extsi %true : i1 to i64
  %1 = arith.cmpi slt, %true, %false : i1
  %2 = arith.maxsi %true, %false : i1
  %3 = arith.minsi %a, %true : i1
  %cm = arith.constant -128 : i8
  %cm1 = arith.constant -1 : i8
  %4 = arith.remsi %cm, %cm1 : i8
  %5 = arith.cmpi sgt, %true, %a : i1
  return %0, %1, %2, %3, %4, %5 : i64, i1, i1, i1, i8, i1
}

// CHECK: module {
// CHECK:   func.func @int_folds(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, index, vector<4xi32>, vector<4xi32>) {
// CHECK:     %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK:     %2 = llvm.mlir.constant(7 : i32) : i32
// CHECK:     %3 = llvm.mlir.constant(-1 : i32) : i32
// CHECK:     %4 = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK:     %5 = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK:     %6 = llvm.mlir.constant(3 : index) : i64
// CHECK:     %7 = llvm.mlir.constant(4 : index) : i64
// CHECK:     %8 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK:     %9 = llvm.mlir.constant(dense<5> : vector<4xi32>) : vector<4xi32>
// CHECK:     %10 = llvm.add %arg0, %2 : i32
// CHECK:     %11 = llvm.mlir.constant(49 : i32) : i32
// CHECK:     %12 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %13 = llvm.sub %arg0, %arg1 : i32
// CHECK:     %14 = llvm.sdiv %4, %3 : i32
// CHECK:     %15 = llvm.udiv %2, %0 : i32
// CHECK:     %16 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %17 = llvm.xor %arg0, %3 : i32
// CHECK:     %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %20 = llvm.mlir.constant(14 : i32) : i32
// CHECK:     %21 = llvm.mlir.constant(40 : i32) : i32
// CHECK:     %22 = llvm.shl %2, %21 : i32
// CHECK:     %23 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %24 = llvm.mlir.constant(-1 : i32) : i32
// CHECK:     %25 = llvm.mlir.constant(12 : index) : i64
// CHECK:     %26 = builtin.unrealized_conversion_cast %25 : i64 to index
// CHECK:     %27 = llvm.mlir.constant(dense<[6, 7, 8, 9]> : vector<4xi32>) : vector<4xi32>
// CHECK:     %28 = llvm.add %arg3, %9 : vector<4xi32>
// CHECK:     return %arg0, %10, %11, %12, %arg0, %14, %15, %16, %arg0, %18, %3, %19, %20, %22, %5, %arg0, %23, %24, %arg0, %arg1, %26, %27, %28 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, index, vector<4xi32>, vector<4xi32>
// CHECK:   }
// CHECK:   func.func @cmp_select_casts(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: index, %arg4: i8) -> (i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, index, i1, i1) {
// CHECK:     %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK:     %1 = llvm.mlir.constant(5 : i32) : i32
// CHECK:     %2 = llvm.mlir.constant(9 : i32) : i32
// CHECK:     %3 = llvm.mlir.constant(true) : i1
// CHECK:     %4 = llvm.mlir.constant(false) : i1
// CHECK:     %5 = llvm.mlir.constant(false) : i1
// CHECK:     %6 = llvm.icmp "sge" %arg0, %1 : i32
// CHECK:     %7 = llvm.mlir.constant(true) : i1
// CHECK:     %8 = llvm.zext %arg2 : i1 to i32
// CHECK:     %9 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %10 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK:     %11 = llvm.sext %arg4 : i8 to i32
// CHECK:     %12 = llvm.sext %arg4 : i8 to i64
// CHECK:     %13 = llvm.mlir.constant(9 : i64) : i64
// CHECK:     %14 = llvm.trunc %0 : i64 to i32
// CHECK:     %15 = llvm.sext %14 : i32 to i64
// CHECK:     %16 = llvm.mlir.constant(9 : index) : i64
// CHECK:     %17 = builtin.unrealized_conversion_cast %16 : i64 to index
// CHECK:     return %5, %6, %7, %arg2, %arg0, %arg0, %arg1, %arg2, %12, %arg4, %arg4, %14, %17, %arg2, %arg2 : i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, index, i1, i1
// CHECK:   }
// CHECK:   func.func @floats(%arg0: f32, %arg1: f64) -> (f32, f32, f32, f32, f32, f32, f64, f32, f32) {
// CHECK:     %0 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
// CHECK:     %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK:     %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK:     %3 = llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK:     %4 = llvm.mlir.constant(1.000000e-01 : f64) : f64
// CHECK:     %5 = llvm.mlir.constant(5.000000e+00 : f32) : f32
// CHECK:     %6 = llvm.mlir.constant(2.000000e-01 : f64) : f64
// CHECK:     %7 = llvm.fneg %arg0 : f32
// CHECK:     %8 = llvm.fmul %arg0, %3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK:     return %arg0, %arg0, %arg0, %arg0, %5, %arg0, %6, %arg0, %8 : f32, f32, f32, f32, f32, f32, f64, f32, f32
// CHECK:   }
// CHECK:   func.func @more(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: f16, %arg4: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32) {
// CHECK:     %0 = llvm.mul %arg0, %arg1 overflow<nsw> : i32
// CHECK:     %1 = llvm.mul %arg0, %arg1 overflow<nuw> : i32
// CHECK:     %2 = llvm.and %arg0, %arg1 : i32
// CHECK:     %3 = llvm.mlir.constant(-1 : i32) : i32
// CHECK:     %4 = llvm.xor %arg0, %3 : i32
// CHECK:     %5 = llvm.mlir.constant(7 : i32) : i32
// CHECK:     %6 = llvm.mlir.constant(-7 : i32) : i32
// CHECK:     %7 = llvm.mlir.constant(-1 : i32) : i32
// CHECK:     %8 = llvm.mlir.constant(1 : i32) : i32
// CHECK:     %9 = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK:     %10 = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK:     %11 = llvm.sext %arg2 : i1 to i32
// CHECK:     %12 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %13 = llvm.icmp "ne" %arg0, %arg1 : i32
// CHECK:     %14 = llvm.icmp "eq" %arg0, %arg0 : i32
// CHECK:     %15 = llvm.fptrunc %arg4 {fastmath = #arith.fastmath<contract>} : f32 to f16
// CHECK:     %16 = llvm.xor %arg0, %arg1 : i32
// CHECK:     %17 = llvm.add %arg0, %arg1 : i32
// CHECK:     return %arg0, %arg1, %2, %3, %7, %8, %arg0, %arg0, %arg2, %14, %arg4, %arg0, %arg0, %arg1 : i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32
// CHECK:   }
// CHECK:   func.func @fcasts(%arg0: f32, %arg1: f16, %arg2: f64) -> (f32, f64, f32, f16, f16) {
// CHECK:     %0 = llvm.fpext %arg1 : f16 to f32
// CHECK:     %1 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK:     %2 = llvm.mlir.constant(1.500000e+00 : f64) : f64
// CHECK:     %3 = llvm.mlir.constant(2.500000e-01 : f64) : f64
// CHECK:     %4 = llvm.mlir.constant(2.500000e-01 : f32) : f32
// CHECK:     %5 = llvm.mlir.constant(1.000000e-01 : f64) : f64
// CHECK:     %6 = llvm.fptrunc %5 : f64 to f32
// CHECK:     %7 = llvm.fpext %arg0 : f32 to f64
// CHECK:     %8 = llvm.fptrunc %arg0 : f32 to f16
// CHECK:     return %4, %2, %6, %arg1, %8 : f32, f64, f32, f16, f16
// CHECK:   }
// CHECK:   func.func @i1_signed(%arg0: i1) -> (i64, i1, i1, i1, i8, i1) {
// CHECK:     %0 = llvm.mlir.constant(true) : i1
// CHECK:     %1 = llvm.mlir.constant(false) : i1
// CHECK:     %2 = llvm.mlir.constant(-1 : i64) : i64
// CHECK:     %3 = llvm.mlir.constant(true) : i1
// CHECK:     %4 = llvm.mlir.constant(-128 : i8) : i8
// CHECK:     %5 = llvm.mlir.constant(-1 : i8) : i8
// CHECK:     %6 = llvm.mlir.constant(0 : i8) : i8
// CHECK:     %7 = llvm.icmp "slt" %arg0, %0 : i1
// CHECK:     return %2, %3, %1, %0, %6, %7 : i64, i1, i1, i1, i8, i1
// CHECK:   }
// CHECK: }
// CHECK-EMPTY:

// ALL: module {
// ALL:   llvm.func @int_folds(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: vector<4xi32>) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> {
// ALL:     %0 = llvm.mlir.constant(0 : i32) : i32
// ALL:     %1 = llvm.mlir.constant(1 : i32) : i32
// ALL:     %2 = llvm.mlir.constant(7 : i32) : i32
// ALL:     %3 = llvm.mlir.constant(-1 : i32) : i32
// ALL:     %4 = llvm.mlir.constant(-2147483648 : i32) : i32
// ALL:     %5 = llvm.mlir.constant(2147483647 : i32) : i32
// ALL:     %6 = llvm.mlir.constant(3 : index) : i64
// ALL:     %7 = llvm.mlir.constant(4 : index) : i64
// ALL:     %8 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// ALL:     %9 = llvm.mlir.constant(dense<5> : vector<4xi32>) : vector<4xi32>
// ALL:     %10 = llvm.add %arg0, %2 : i32
// ALL:     %11 = llvm.mlir.constant(49 : i32) : i32
// ALL:     %12 = llvm.mlir.constant(0 : i32) : i32
// ALL:     %13 = llvm.sub %arg0, %arg1 : i32
// ALL:     %14 = llvm.sdiv %4, %3 : i32
// ALL:     %15 = llvm.udiv %2, %0 : i32
// ALL:     %16 = llvm.mlir.constant(0 : i32) : i32
// ALL:     %17 = llvm.xor %arg0, %3 : i32
// ALL:     %18 = llvm.mlir.constant(0 : i32) : i32
// ALL:     %19 = llvm.mlir.constant(0 : i32) : i32
// ALL:     %20 = llvm.mlir.constant(14 : i32) : i32
// ALL:     %21 = llvm.mlir.constant(40 : i32) : i32
// ALL:     %22 = llvm.shl %2, %21 : i32
// ALL:     %23 = llvm.mlir.constant(0 : i32) : i32
// ALL:     %24 = llvm.mlir.constant(-1 : i32) : i32
// ALL:     %25 = llvm.mlir.constant(12 : index) : i64
// ALL:     %26 = llvm.mlir.constant(dense<[6, 7, 8, 9]> : vector<4xi32>) : vector<4xi32>
// ALL:     %27 = llvm.add %arg3, %9 : vector<4xi32>
// ALL:     %28 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)>
// ALL:     %29 = llvm.insertvalue %arg0, %28[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %30 = llvm.insertvalue %10, %29[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %31 = llvm.insertvalue %11, %30[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %32 = llvm.insertvalue %12, %31[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %33 = llvm.insertvalue %arg0, %32[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %34 = llvm.insertvalue %14, %33[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %35 = llvm.insertvalue %15, %34[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %36 = llvm.insertvalue %16, %35[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %37 = llvm.insertvalue %arg0, %36[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %38 = llvm.insertvalue %18, %37[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %39 = llvm.insertvalue %3, %38[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %40 = llvm.insertvalue %19, %39[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %41 = llvm.insertvalue %20, %40[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %42 = llvm.insertvalue %22, %41[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %43 = llvm.insertvalue %5, %42[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %44 = llvm.insertvalue %arg0, %43[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %45 = llvm.insertvalue %23, %44[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %46 = llvm.insertvalue %24, %45[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %47 = llvm.insertvalue %arg0, %46[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %48 = llvm.insertvalue %arg1, %47[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %49 = llvm.insertvalue %25, %48[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %50 = llvm.insertvalue %26, %49[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     %51 = llvm.insertvalue %27, %50[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)> 
// ALL:     llvm.return %51 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, vector<4xi32>, vector<4xi32>)>
// ALL:   }
// ALL:   llvm.func @cmp_select_casts(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i64, %arg4: i8) -> !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> {
// ALL:     %0 = llvm.mlir.constant(5 : i32) : i32
// ALL:     %1 = llvm.mlir.constant(9 : i32) : i32
// ALL:     %2 = llvm.mlir.constant(true) : i1
// ALL:     %3 = llvm.mlir.constant(false) : i1
// ALL:     %4 = llvm.mlir.constant(false) : i1
// ALL:     %5 = llvm.icmp "sge" %arg0, %0 : i32
// ALL:     %6 = llvm.mlir.constant(true) : i1
// ALL:     %7 = llvm.zext %arg2 : i1 to i32
// ALL:     %8 = llvm.mlir.constant(0 : i32) : i32
// ALL:     %9 = llvm.icmp "eq" %arg0, %arg1 : i32
// ALL:     %10 = llvm.sext %arg4 : i8 to i32
// ALL:     %11 = llvm.sext %arg4 : i8 to i64
// ALL:     %12 = llvm.mlir.constant(9 : i64) : i64
// ALL:     %13 = llvm.trunc %arg3 : i64 to i32
// ALL:     %14 = llvm.sext %13 : i32 to i64
// ALL:     %15 = llvm.mlir.constant(9 : index) : i64
// ALL:     %16 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)>
// ALL:     %17 = llvm.insertvalue %4, %16[0] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %18 = llvm.insertvalue %5, %17[1] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %19 = llvm.insertvalue %6, %18[2] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %20 = llvm.insertvalue %arg2, %19[3] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %21 = llvm.insertvalue %arg0, %20[4] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %22 = llvm.insertvalue %arg0, %21[5] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %23 = llvm.insertvalue %arg1, %22[6] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %24 = llvm.insertvalue %arg2, %23[7] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %25 = llvm.insertvalue %11, %24[8] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %26 = llvm.insertvalue %arg4, %25[9] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %27 = llvm.insertvalue %arg4, %26[10] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %28 = llvm.insertvalue %13, %27[11] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %29 = llvm.insertvalue %15, %28[12] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %30 = llvm.insertvalue %arg2, %29[13] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     %31 = llvm.insertvalue %arg2, %30[14] : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)> 
// ALL:     llvm.return %31 : !llvm.struct<(i1, i1, i1, i1, i32, i32, i32, i1, i64, i8, i8, i32, i64, i1, i1)>
// ALL:   }
// ALL:   llvm.func @floats(%arg0: f32, %arg1: f64) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> {
// ALL:     %0 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
// ALL:     %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// ALL:     %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// ALL:     %3 = llvm.mlir.constant(2.500000e+00 : f32) : f32
// ALL:     %4 = llvm.mlir.constant(1.000000e-01 : f64) : f64
// ALL:     %5 = llvm.mlir.constant(5.000000e+00 : f32) : f32
// ALL:     %6 = llvm.mlir.constant(2.000000e-01 : f64) : f64
// ALL:     %7 = llvm.fneg %arg0 : f32
// ALL:     %8 = llvm.fmul %arg0, %3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// ALL:     %9 = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)>
// ALL:     %10 = llvm.insertvalue %arg0, %9[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     %11 = llvm.insertvalue %arg0, %10[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     %12 = llvm.insertvalue %arg0, %11[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     %13 = llvm.insertvalue %arg0, %12[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     %14 = llvm.insertvalue %5, %13[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     %15 = llvm.insertvalue %arg0, %14[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     %16 = llvm.insertvalue %6, %15[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     %17 = llvm.insertvalue %arg0, %16[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     %18 = llvm.insertvalue %8, %17[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)> 
// ALL:     llvm.return %18 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f64, f32, f32)>
// ALL:   }
// ALL:   llvm.func @more(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: f16, %arg4: f32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> {
// ALL:     %0 = llvm.mul %arg0, %arg1 overflow<nsw> : i32
// ALL:     %1 = llvm.mul %arg0, %arg1 overflow<nuw> : i32
// ALL:     %2 = llvm.and %arg0, %arg1 : i32
// ALL:     %3 = llvm.mlir.constant(-1 : i32) : i32
// ALL:     %4 = llvm.xor %arg0, %3 : i32
// ALL:     %5 = llvm.mlir.constant(7 : i32) : i32
// ALL:     %6 = llvm.mlir.constant(-7 : i32) : i32
// ALL:     %7 = llvm.mlir.constant(-1 : i32) : i32
// ALL:     %8 = llvm.mlir.constant(1 : i32) : i32
// ALL:     %9 = llvm.mlir.constant(-2147483648 : i32) : i32
// ALL:     %10 = llvm.mlir.constant(2147483647 : i32) : i32
// ALL:     %11 = llvm.sext %arg2 : i1 to i32
// ALL:     %12 = llvm.mlir.constant(0 : i32) : i32
// ALL:     %13 = llvm.icmp "ne" %arg0, %arg1 : i32
// ALL:     %14 = llvm.icmp "eq" %arg0, %arg0 : i32
// ALL:     %15 = llvm.fptrunc %arg4 {fastmath = #arith.fastmath<contract>} : f32 to f16
// ALL:     %16 = llvm.xor %arg0, %arg1 : i32
// ALL:     %17 = llvm.add %arg0, %arg1 : i32
// ALL:     %18 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)>
// ALL:     %19 = llvm.insertvalue %arg0, %18[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %20 = llvm.insertvalue %arg1, %19[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %21 = llvm.insertvalue %2, %20[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %22 = llvm.insertvalue %3, %21[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %23 = llvm.insertvalue %7, %22[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %24 = llvm.insertvalue %8, %23[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %25 = llvm.insertvalue %arg0, %24[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %26 = llvm.insertvalue %arg0, %25[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %27 = llvm.insertvalue %arg2, %26[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %28 = llvm.insertvalue %14, %27[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %29 = llvm.insertvalue %arg4, %28[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %30 = llvm.insertvalue %arg0, %29[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %31 = llvm.insertvalue %arg0, %30[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     %32 = llvm.insertvalue %arg1, %31[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)> 
// ALL:     llvm.return %32 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f32, i32, i32, i32)>
// ALL:   }
// ALL:   llvm.func @fcasts(%arg0: f32, %arg1: f16, %arg2: f64) -> !llvm.struct<(f32, f64, f32, f16, f16)> {
// ALL:     %0 = llvm.fpext %arg1 : f16 to f32
// ALL:     %1 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// ALL:     %2 = llvm.mlir.constant(1.500000e+00 : f64) : f64
// ALL:     %3 = llvm.mlir.constant(2.500000e-01 : f64) : f64
// ALL:     %4 = llvm.mlir.constant(2.500000e-01 : f32) : f32
// ALL:     %5 = llvm.mlir.constant(1.000000e-01 : f64) : f64
// ALL:     %6 = llvm.fptrunc %5 : f64 to f32
// ALL:     %7 = llvm.fpext %arg0 : f32 to f64
// ALL:     %8 = llvm.fptrunc %arg0 : f32 to f16
// ALL:     %9 = llvm.mlir.poison : !llvm.struct<(f32, f64, f32, f16, f16)>
// ALL:     %10 = llvm.insertvalue %4, %9[0] : !llvm.struct<(f32, f64, f32, f16, f16)> 
// ALL:     %11 = llvm.insertvalue %2, %10[1] : !llvm.struct<(f32, f64, f32, f16, f16)> 
// ALL:     %12 = llvm.insertvalue %6, %11[2] : !llvm.struct<(f32, f64, f32, f16, f16)> 
// ALL:     %13 = llvm.insertvalue %arg1, %12[3] : !llvm.struct<(f32, f64, f32, f16, f16)> 
// ALL:     %14 = llvm.insertvalue %8, %13[4] : !llvm.struct<(f32, f64, f32, f16, f16)> 
// ALL:     llvm.return %14 : !llvm.struct<(f32, f64, f32, f16, f16)>
// ALL:   }
// ALL:   llvm.func @i1_signed(%arg0: i1) -> !llvm.struct<(i64, i1, i1, i1, i8, i1)> {
// ALL:     %0 = llvm.mlir.constant(true) : i1
// ALL:     %1 = llvm.mlir.constant(false) : i1
// ALL:     %2 = llvm.mlir.constant(-1 : i64) : i64
// ALL:     %3 = llvm.mlir.constant(true) : i1
// ALL:     %4 = llvm.mlir.constant(-128 : i8) : i8
// ALL:     %5 = llvm.mlir.constant(-1 : i8) : i8
// ALL:     %6 = llvm.mlir.constant(0 : i8) : i8
// ALL:     %7 = llvm.icmp "slt" %arg0, %0 : i1
// ALL:     %8 = llvm.mlir.poison : !llvm.struct<(i64, i1, i1, i1, i8, i1)>
// ALL:     %9 = llvm.insertvalue %2, %8[0] : !llvm.struct<(i64, i1, i1, i1, i8, i1)> 
// ALL:     %10 = llvm.insertvalue %3, %9[1] : !llvm.struct<(i64, i1, i1, i1, i8, i1)> 
// ALL:     %11 = llvm.insertvalue %1, %10[2] : !llvm.struct<(i64, i1, i1, i1, i8, i1)> 
// ALL:     %12 = llvm.insertvalue %0, %11[3] : !llvm.struct<(i64, i1, i1, i1, i8, i1)> 
// ALL:     %13 = llvm.insertvalue %6, %12[4] : !llvm.struct<(i64, i1, i1, i1, i8, i1)> 
// ALL:     %14 = llvm.insertvalue %7, %13[5] : !llvm.struct<(i64, i1, i1, i1, i8, i1)> 
// ALL:     llvm.return %14 : !llvm.struct<(i64, i1, i1, i1, i8, i1)>
// ALL:   }
// ALL: }
// ALL-EMPTY:
