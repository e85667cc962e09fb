// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | strata opt | FileCheck %s
// RUN: strata opt %s --emit-bytecode | strata opt | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The math dialect's custom forms (fastmath keyword, or the dictionary for
// the classification ops; clampf's bounds; fpowi's two types; sincos's
// named results) and its generic form with the default fastmath property,
// as mlir-opt 22 prints them.
func.func @forms(%f: f32, %g: f32, %i: i32, %v: vector<4xf32>, %t: tensor<2xf64>, %ix: index) -> (f32, f32) {
  %0 = math.absf %f : f32
  %1 = math.copysign %f, %g fastmath<nnan,ninf> : f32
  %2 = math.fma %v, %v, %v fastmath<fast> : vector<4xf32>
  %3 = math.fpowi %f, %i fastmath<afn> {tag} : f32, i32
  %4 = math.ipowi %i, %i : i32
  %5 = math.ctlz %ix : index
  %6 = math.isnan %t : tensor<2xf64>
  %7 = math.isinf %f {fastmath = #arith.fastmath<nsz>} : f32
  %s, %c = math.sincos %f fastmath<contract> : f32
  %8 = math.clampf %f to [%g, %g] fastmath<reassoc> : f32
  %9 = math.sqrt %t : tensor<2xf64>
  %10 = "math.exp"(%f) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  return %s, %c : f32, f32
}
// CHECK-LABEL: func.func @forms(
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.copysign %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %2 = math.fma %arg3, %arg3, %arg3 fastmath<fast> : vector<4xf32>
// CHECK-NEXT: %3 = math.fpowi %arg0, %arg2 fastmath<afn> {tag} : f32, i32
// CHECK-NEXT: %4 = math.ipowi %arg2, %arg2 : i32
// CHECK-NEXT: %5 = math.ctlz %arg5 : index
// CHECK-NEXT: %6 = math.isnan %arg4 : tensor<2xf64>
// CHECK-NEXT: %7 = math.isinf %arg0 {fastmath = #arith.fastmath<nsz>} : f32
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 fastmath<contract> : f32
// CHECK-NEXT: %8 = math.clampf %arg0 to [%arg1, %arg1] fastmath<reassoc> : f32
// CHECK-NEXT: %9 = math.sqrt %arg4 : tensor<2xf64>
// CHECK-NEXT: %10 = math.exp %arg0 : f32
// CHECK-NEXT: return %sin, %cos : f32, f32
// CHECK-NEXT: }
// GENERIC: %0 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %1 = "math.copysign"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC: %2 = "math.fma"(%arg3, %arg3, %arg3) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: %3 = "math.fpowi"(%arg0, %arg2) <{fastmath = #arith.fastmath<afn>}> {tag} : (f32, i32) -> f32
// GENERIC: %4 = "math.ipowi"(%arg2, %arg2) : (i32, i32) -> i32
// GENERIC: %5 = "math.ctlz"(%arg5) : (index) -> index
// GENERIC: %6 = "math.isnan"(%arg4) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xi1>
// GENERIC: %7 = "math.isinf"(%arg0) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> i1
// GENERIC: %8:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (f32) -> (f32, f32)
// GENERIC: %9 = "math.clampf"(%arg0, %arg1, %arg1) <{fastmath = #arith.fastmath<reassoc>}> : (f32, f32, f32) -> f32
// GENERIC: %10 = "math.sqrt"(%arg4) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC: %11 = "math.exp"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
