// RUN: strata opt %s --split-input-file --convert-math-to-llvm | FileCheck %s
// RUN: strata opt %s --split-input-file --convert-math-to-llvm=approximate-log1p=false | FileCheck %s --check-prefix=NOAPPROX
// RUN: strata opt %s --split-input-file --convert-to-llvm | FileCheck %s --check-prefix=TOLLVM
// RUN: strata opt %s --split-input-file --pass-pipeline="builtin.module(func.func(convert-math-to-llvm))" | FileCheck %s
// convert-math-to-llvm as MLIR 22 does it: intrinsics for the elementwise
// ops (n-D vectors unrolled into rows, attributes and fast-math flags
// carried), expm1/log1p/rsqrt expanded, counting ops and absi with their
// poison flags (and left alone on n-D vectors), the ops without a lowering,
// tensors and small floats left as they are. The CHECK lines are mlir-opt
// 22's output.
func.func @unary_float(%f: f32, %d: f64) {
  %0 = math.absf %f : f32
  %1 = math.acos %f : f32
  %2 = math.asin %d : f64
  %3 = math.atan %f : f32
  %4 = math.ceil %f : f32
  %5 = math.cos %f : f32
  %6 = math.cosh %f : f32
  %7 = math.exp %f : f32
  %8 = math.exp2 %d : f64
  %9 = math.floor %f : f32
  %10 = math.log %f : f32
  %11 = math.log10 %f : f32
  %12 = math.log2 %f : f32
  %13 = math.round %f : f32
  %14 = math.roundeven %f : f32
  %15 = math.sin %f : f32
  %16 = math.sinh %f : f32
  %17 = math.sqrt %f : f32
  %18 = math.tan %f : f32
  %19 = math.tanh %f : f32
  %20 = math.trunc %f : f32
  return
}
// CHECK-LABEL: func.func @unary_float(%arg0: f32, %arg1: f64) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.asin(%arg1) : (f64) -> f64
// CHECK-NEXT: %3 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.exp2(%arg1) : (f64) -> f64
// CHECK-NEXT: %9 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT: %11 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT: %14 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT: return

// -----

func.func @binary_and_ternary(%f: f32, %g: f32, %i: i32, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = math.atan2 %f, %g : f32
  %1 = math.copysign %f, %g fastmath<nnan> : f32
  %2 = math.powf %f, %g : f32
  %3 = math.fpowi %f, %i fastmath<fast> : f32, i32
  %4 = math.fma %v, %v, %v {tag = 1 : i32} : vector<4xf32>
  return %4 : vector<4xf32>
}
// CHECK-LABEL: func.func @binary_and_ternary(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.copysign(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.powi(%arg0, %arg2) {fastmathFlags = #llvm.fastmath<fast>} : (f32, i32) -> f32
// CHECK-NEXT: %4 = llvm.intr.fma(%arg3, %arg3, %arg3) {tag = 1 : i32} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %4 : vector<4xf32>

// -----

func.func @integer(%i: i32, %v: vector<4xi16>, %w: vector<2x4xi32>) -> (i32, vector<4xi16>) {
  %0 = math.absi %i {dropped} : i32
  %1 = math.ctlz %v : vector<4xi16>
  %2 = math.cttz %i : i32
  %3 = math.ctpop %v {kept} : vector<4xi16>
  %4 = math.ctlz %w : vector<2x4xi32>
  %5 = math.ipowi %i, %i : i32
  return %2, %3 : i32, vector<4xi16>
}
// CHECK-LABEL: func.func @integer(%arg0: i32, %arg1: vector<4xi16>, %arg2: vector<2x4xi32>) -> (i32, vector<4xi16>) {
// CHECK-NEXT: %0 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %1 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (vector<4xi16>) -> vector<4xi16>
// CHECK-NEXT: %2 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %3 = llvm.intr.ctpop(%arg1) {kept} : (vector<4xi16>) -> vector<4xi16>
// CHECK-NEXT: %4 = math.ctlz %arg2 : vector<2x4xi32>
// CHECK-NEXT: %5 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: return %2, %3 : i32, vector<4xi16>

// -----

func.func @expansions(%f: f32, %v: vector<4xf64>, %b: bf16) -> (f32, vector<4xf64>) {
  %0 = math.expm1 %f fastmath<nnan> : f32
  %1 = math.log1p %v : vector<4xf64>
  %2 = math.rsqrt %b fastmath<afn> {tag} : bf16
  return %0, %1 : f32, vector<4xf64>
}
// CHECK-LABEL: func.func @expansions(%arg0: f32, %arg1: vector<4xf64>, %arg2: bf16) -> (f32, vector<4xf64>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// CHECK-NEXT: %2 = llvm.fsub %1, %0 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf64>) : vector<4xf64>
// CHECK-NEXT: %4 = llvm.fadd %3, %arg1 : vector<4xf64>
// CHECK-NEXT: %5 = llvm.intr.log(%4) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT: %6 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
// CHECK-NEXT: %7 = llvm.intr.sqrt(%arg2) {fastmathFlags = #llvm.fastmath<afn>, tag} : (bf16) -> bf16
// CHECK-NEXT: %8 = llvm.fdiv %6, %7 {fastmathFlags = #llvm.fastmath<afn>, tag} : bf16
// CHECK-NEXT: return %2, %5 : f32, vector<4xf64>
// NOAPPROX-LABEL: func.func @expansions(%arg0: f32, %arg1: vector<4xf64>, %arg2: bf16) -> (f32, vector<4xf64>) {
// NOAPPROX-NEXT: %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// NOAPPROX-NEXT: %1 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// NOAPPROX-NEXT: %2 = llvm.fsub %1, %0 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// NOAPPROX-NEXT: %3 = math.log1p %arg1 : vector<4xf64>
// NOAPPROX-NEXT: %4 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
// NOAPPROX-NEXT: %5 = llvm.intr.sqrt(%arg2) {fastmathFlags = #llvm.fastmath<afn>, tag} : (bf16) -> bf16
// NOAPPROX-NEXT: %6 = llvm.fdiv %4, %5 {fastmathFlags = #llvm.fastmath<afn>, tag} : bf16
// NOAPPROX-NEXT: return %2, %3 : f32, vector<4xf64>
// TOLLVM-LABEL: llvm.func @expansions(%arg0: f32, %arg1: vector<4xf64>, %arg2: bf16) -> !llvm.struct<(f32, vector<4xf64>)> {
// TOLLVM-NEXT: %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// TOLLVM-NEXT: %1 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// TOLLVM-NEXT: %2 = llvm.fsub %1, %0 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// TOLLVM-NEXT: %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf64>) : vector<4xf64>
// TOLLVM-NEXT: %4 = llvm.fadd %3, %arg1 : vector<4xf64>
// TOLLVM-NEXT: %5 = llvm.intr.log(%4) : (vector<4xf64>) -> vector<4xf64>
// TOLLVM-NEXT: %6 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
// TOLLVM-NEXT: %7 = llvm.intr.sqrt(%arg2) {fastmathFlags = #llvm.fastmath<afn>, tag} : (bf16) -> bf16
// TOLLVM-NEXT: %8 = llvm.fdiv %6, %7 {fastmathFlags = #llvm.fastmath<afn>, tag} : bf16
// TOLLVM-NEXT: %9 = llvm.mlir.poison : !llvm.struct<(f32, vector<4xf64>)>
// TOLLVM-NEXT: %10 = llvm.insertvalue %2, %9[0] : !llvm.struct<(f32, vector<4xf64>)>
// TOLLVM-NEXT: %11 = llvm.insertvalue %5, %10[1] : !llvm.struct<(f32, vector<4xf64>)>
// TOLLVM-NEXT: llvm.return %11 : !llvm.struct<(f32, vector<4xf64>)>

// -----

func.func @unrolled(%m: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = math.exp %m fastmath<nnan> : vector<2x3xf32>
  %1 = math.rsqrt %0 : vector<2x3xf32>
  return %1 : vector<2x3xf32>
}
// CHECK-LABEL: func.func @unrolled(%arg0: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.intr.exp(%2) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.intr.exp(%5) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %7[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %11 = llvm.intr.sqrt(%9) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %12 = llvm.fdiv %10, %11 : vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %7[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %16 = llvm.intr.sqrt(%14) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %17 = llvm.fdiv %15, %16 : vector<3xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %13[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %19 : vector<2x3xf32>

// -----

func.func @classes_and_sincos(%f: f32, %v: vector<4xf64>) -> (i1, vector<4xi1>, f32, f32) {
  %0 = math.isnan %f : f32
  %1 = math.isfinite %v {fastmath = #arith.fastmath<nnan>} : vector<4xf64>
  %2 = math.isinf %f : f32
  %3 = math.isnormal %f : f32
  %s, %c = math.sincos %f fastmath<ninf> : f32
  return %0, %1, %s, %c : i1, vector<4xi1>, f32, f32
}
// CHECK-LABEL: func.func @classes_and_sincos(%arg0: f32, %arg1: vector<4xf64>) -> (i1, vector<4xi1>, f32, f32) {
// CHECK-NEXT: %0 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %1 = "llvm.intr.is.fpclass"(%arg1) <{bit = 504 : i32}> : (vector<4xf64>) -> vector<4xi1>
// CHECK-NEXT: %2 = math.isinf %arg0 : f32
// CHECK-NEXT: %3 = math.isnormal %arg0 : f32
// CHECK-NEXT: %4 = llvm.intr.sincos(%arg0) {fastmathFlags = #llvm.fastmath<ninf>} : (f32) -> !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = llvm.extractvalue %4[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: return %0, %1, %5, %6 : i1, vector<4xi1>, f32, f32
// TOLLVM-LABEL: llvm.func @classes_and_sincos(%arg0: f32, %arg1: vector<4xf64>) -> !llvm.struct<(i1, vector<4xi1>, f32, f32)> {
// TOLLVM-NEXT: %0 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// TOLLVM-NEXT: %1 = "llvm.intr.is.fpclass"(%arg1) <{bit = 504 : i32}> : (vector<4xf64>) -> vector<4xi1>
// TOLLVM-NEXT: %2 = math.isinf %arg0 : f32
// TOLLVM-NEXT: %3 = math.isnormal %arg0 : f32
// TOLLVM-NEXT: %4 = llvm.intr.sincos(%arg0) {fastmathFlags = #llvm.fastmath<ninf>} : (f32) -> !llvm.struct<(f32, f32)>
// TOLLVM-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(f32, f32)>
// TOLLVM-NEXT: %6 = llvm.extractvalue %4[1] : !llvm.struct<(f32, f32)>
// TOLLVM-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(i1, vector<4xi1>, f32, f32)>
// TOLLVM-NEXT: %8 = llvm.insertvalue %0, %7[0] : !llvm.struct<(i1, vector<4xi1>, f32, f32)>
// TOLLVM-NEXT: %9 = llvm.insertvalue %1, %8[1] : !llvm.struct<(i1, vector<4xi1>, f32, f32)>
// TOLLVM-NEXT: %10 = llvm.insertvalue %5, %9[2] : !llvm.struct<(i1, vector<4xi1>, f32, f32)>
// TOLLVM-NEXT: %11 = llvm.insertvalue %6, %10[3] : !llvm.struct<(i1, vector<4xi1>, f32, f32)>
// TOLLVM-NEXT: llvm.return %11 : !llvm.struct<(i1, vector<4xi1>, f32, f32)>

// -----

func.func @left_alone(%f: f32, %t: tensor<4xf32>, %s: f8E4M3FN) {
  %0 = math.acosh %f : f32
  %1 = math.asinh %f : f32
  %2 = math.atanh %f : f32
  %3 = math.cbrt %f : f32
  %4 = math.erf %f : f32
  %5 = math.erfc %f : f32
  %6 = math.clampf %f to [%f, %f] : f32
  %7 = math.sqrt %t : tensor<4xf32>
  %8 = math.absf %s : f8E4M3FN
  return
}
// CHECK-LABEL: func.func @left_alone(%arg0: f32, %arg1: tensor<4xf32>, %arg2: f8E4M3FN) {
// CHECK-NEXT: %0 = math.acosh %arg0 : f32
// CHECK-NEXT: %1 = math.asinh %arg0 : f32
// CHECK-NEXT: %2 = math.atanh %arg0 : f32
// CHECK-NEXT: %3 = math.cbrt %arg0 : f32
// CHECK-NEXT: %4 = math.erf %arg0 : f32
// CHECK-NEXT: %5 = math.erfc %arg0 : f32
// CHECK-NEXT: %6 = math.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT: %7 = math.sqrt %arg1 : tensor<4xf32>
// CHECK-NEXT: %8 = math.absf %arg2 : f8E4M3FN
// CHECK-NEXT: return
