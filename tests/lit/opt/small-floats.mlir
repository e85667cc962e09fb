// RUN: strata opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// MLIR 22's small float types (FP4, FP6, FP8, E8M0): parsing, printing and
// constants rounded and printed as APFloat does. The CHECK lines are
// mlir-opt 22's output for the same input.

func.func @types(%a: f8E5M2, %b: f4E2M1FN, %c: f6E2M3FN, %d: f6E3M2FN, %e: f8E4M3, %f: f8E4M3FN, %g: f8E5M2FNUZ, %h: f8E4M3FNUZ, %i: f8E4M3B11FNUZ, %j: f8E3M4, %k: f8E8M0FNU) -> (vector<4xf8E5M2>, memref<2x?xf6E3M2FN>, tensor<3xf8E8M0FNU>, complex<f8E4M3>) {
  %0 = arith.constant 1.5 : f8E4M3FN
  %1 = arith.constant dense<[1.0, 2.0, 0.1, 448.0]> : vector<4xf8E5M2>
  %2 = arith.addf %a, %a : f8E5M2
  %3 = arith.cmpf olt, %f, %0 : f8E4M3FN
  %4 = arith.select %3, %f, %0 : f8E4M3FN
  %5 = arith.extf %b : f4E2M1FN to f32
  %6 = arith.truncf %5 : f32 to f8E8M0FNU
  %7 = arith.bitcast %j : f8E3M4 to i8
  %8 = arith.index_cast %7 : i8 to index
  %m = memref.alloc(%8) : memref<2x?xf6E3M2FN>
  %t = "test.t"() : () -> tensor<3xf8E8M0FNU>
  %cx = "test.c"() : () -> complex<f8E4M3>
  return %1, %m, %t, %cx : vector<4xf8E5M2>, memref<2x?xf6E3M2FN>, tensor<3xf8E8M0FNU>, complex<f8E4M3>
}

// Rounding to nearest-even through f64, overflow (to infinity, to the NaN,
// or saturating for the FP4/FP6 formats), underflow, no negative zero in
// FNUZ formats, E8M0's missing zero and sign.
"test.values"() {
  f4 = [0.25 : f4E2M1FN, 0.75 : f4E2M1FN, 5.0 : f4E2M1FN, 7.0 : f4E2M1FN, 100.0 : f4E2M1FN, -100.0 : f4E2M1FN, 1.0e400 : f4E2M1FN, -1.0e400 : f4E2M1FN, -0.0 : f4E2M1FN],
  f6a = [0.1 : f6E2M3FN, 7.75 : f6E2M3FN, 8.0 : f6E2M3FN, 0.0625 : f6E2M3FN],
  f6b = [0.3 : f6E3M2FN, 7.5 : f6E3M2FN, 100.0 : f6E3M2FN, 0.03125 : f6E3M2FN, 1.0e-10 : f6E3M2FN, -1.0e-10 : f6E3M2FN],
  e5m2 = [0.1 : f8E5M2, 30.0 : f8E5M2, 61439.0 : f8E5M2, 61440.0 : f8E5M2, -1.0e10 : f8E5M2, 1.0e-3 : f8E5M2, 7.6e-6 : f8E5M2, 1.6e-5 : f8E5M2, 2.3e-5 : f8E5M2],
  e4m3 = [0.1 : f8E4M3, 7.75 : f8E4M3, 240.0 : f8E4M3, 248.0 : f8E4M3, 448.0 : f8E4M3, 0.001953125 : f8E4M3, 0.0009765625 : f8E4M3],
  e4m3fn = [448.0 : f8E4M3FN, 464.0 : f8E4M3FN, 480.0 : f8E4M3FN, -1.0e10 : f8E4M3FN, 1.0e400 : f8E4M3FN, 0.0009765625 : f8E4M3FN, -0.0 : f8E4M3FN],
  e5m2fnuz = [-0.0 : f8E5M2FNUZ, -1.0e-10 : f8E5M2FNUZ, 3.8e-6 : f8E5M2FNUZ, 3.9e-6 : f8E5M2FNUZ, 57344.0 : f8E5M2FNUZ, 61440.0 : f8E5M2FNUZ, -1.0e10 : f8E5M2FNUZ],
  e4m3fnuz = [240.0 : f8E4M3FNUZ, 248.0 : f8E4M3FNUZ, 256.0 : f8E4M3FNUZ, 0.00048828125 : f8E4M3FNUZ],
  b11 = [30.0 : f8E4M3B11FNUZ, 31.0 : f8E4M3B11FNUZ, 32.0 : f8E4M3B11FNUZ, -100.0 : f8E4M3B11FNUZ, 1.2e-4 : f8E4M3B11FNUZ],
  e3m4 = [0.3 : f8E3M4, 15.5 : f8E3M4, 15.75 : f8E3M4, 100.0 : f8E3M4, -100.0 : f8E3M4, 0.0078125 : f8E3M4],
  e8m0 = [0.0 : f8E8M0FNU, -0.0 : f8E8M0FNU, 1.5 : f8E8M0FNU, 3.0 : f8E8M0FNU, 0.75 : f8E8M0FNU, 0.3 : f8E8M0FNU, -1.0 : f8E8M0FNU, -2.5 : f8E8M0FNU, -1.0e-300 : f8E8M0FNU, 1.0e-39 : f8E8M0FNU, 4.0e-39 : f8E8M0FNU, -4.0e-39 : f8E8M0FNU, 1.7e38 : f8E8M0FNU, 3.0e38 : f8E8M0FNU, 1.0e400 : f8E8M0FNU]
} : () -> ()

// Bit patterns, and NaN / infinity patterns printed in hexadecimal.
"test.hex"() {
  nan64 = [0x7FF8000000000000, 1.5],
  a = [0x0 : f4E2M1FN, 0x7 : f4E2M1FN, 0xF : f4E2M1FN, 0x8 : f4E2M1FN],
  b = [0x1 : f6E2M3FN, 0x1F : f6E2M3FN, 0x3F : f6E3M2FN, 0x20 : f6E3M2FN],
  c = [0x1 : f8E5M2, 0x7B : f8E5M2, 0x7C : f8E5M2, 0x7D : f8E5M2, 0xFC : f8E5M2, 0xFF : f8E5M2],
  d = [0x1 : f8E4M3, 0x77 : f8E4M3, 0x78 : f8E4M3, 0x79 : f8E4M3],
  e = [0x1 : f8E4M3FN, 0x7E : f8E4M3FN, 0x7F : f8E4M3FN, 0xFF : f8E4M3FN, 0x80 : f8E4M3FN],
  f = [0x1 : f8E5M2FNUZ, 0x7F : f8E5M2FNUZ, 0x80 : f8E5M2FNUZ, 0xFF : f8E5M2FNUZ],
  g = [0x1 : f8E4M3FNUZ, 0x80 : f8E4M3FNUZ, 0x1 : f8E4M3B11FNUZ, 0x7F : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ],
  h = [0x1 : f8E3M4, 0x6F : f8E3M4, 0x70 : f8E3M4, 0x71 : f8E3M4, 0xF0 : f8E3M4],
  i = [0x0 : f8E8M0FNU, 0x1 : f8E8M0FNU, 0x7F : f8E8M0FNU, 0xFE : f8E8M0FNU, 0xFF : f8E8M0FNU]
} : () -> ()

// Dense elements hold bit patterns: a negative E8M0 value becomes its
// pattern with the top bit set, an infinity of FP4 its sign bit.
"test.dense"() {
  a = dense<[-1.0, 2.0, -4.0, 1.0e400]> : tensor<4xf8E8M0FNU>,
  b = dense<[-1.0e400, 1.0, 0x7, 0x0]> : tensor<4xf4E2M1FN>,
  c = dense<"0x0102"> : tensor<2xf4E2M1FN>,
  d = dense<"0x3C7F"> : tensor<2xf8E4M3FN>,
  e = dense<-0.0> : tensor<2x2xf8E5M2FNUZ>,
  f = array<f8E4M3: 1.5, 0x7F>
} : () -> ()

// CHECK: module {
// CHECK-NEXT: func.func @types(%arg0: f8E5M2, %arg1: f4E2M1FN, %arg2: f6E2M3FN, %arg3: f6E3M2FN, %arg4: f8E4M3, %arg5: f8E4M3FN, %arg6: f8E5M2FNUZ, %arg7: f8E4M3FNUZ, %arg8: f8E4M3B11FNUZ, %arg9: f8E3M4, %arg10: f8E8M0FNU) -> (vector<4xf8E5M2>, memref<2x?xf6E3M2FN>, tensor<3xf8E8M0FNU>, complex<f8E4M3>) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 9.375000e-02, 4.480000e+02]> : vector<4xf8E5M2>
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f8E5M2
// CHECK-NEXT: %1 = arith.cmpf olt, %arg5, %cst : f8E4M3FN
// CHECK-NEXT: %2 = arith.select %1, %arg5, %cst : f8E4M3FN
// CHECK-NEXT: %3 = arith.extf %arg1 : f4E2M1FN to f32
// CHECK-NEXT: %4 = arith.truncf %3 : f32 to f8E8M0FNU
// CHECK-NEXT: %5 = arith.bitcast %arg9 : f8E3M4 to i8
// CHECK-NEXT: %6 = arith.index_cast %5 : i8 to index
// CHECK-NEXT: %alloc = memref.alloc(%6) : memref<2x?xf6E3M2FN>
// CHECK-NEXT: %7 = "test.t"() : () -> tensor<3xf8E8M0FNU>
// CHECK-NEXT: %8 = "test.c"() : () -> complex<f8E4M3>
// CHECK-NEXT: return %cst_0, %alloc, %7, %8 : vector<4xf8E5M2>, memref<2x?xf6E3M2FN>, tensor<3xf8E8M0FNU>, complex<f8E4M3>
// CHECK-NEXT: }
// CHECK-NEXT: "test.values"() {b11 = [3.000000e+01 : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ, 1.220700e-04 : f8E4M3B11FNUZ], e3m4 = [2.968750e-01 : f8E3M4, 1.550000e+01 : f8E3M4, 0x70 : f8E3M4, 0x70 : f8E3M4, 0xF0 : f8E3M4, 0.000000e+00 : f8E3M4], e4m3 = [1.015630e-01 : f8E4M3, 8.000000e+00 : f8E4M3, 2.400000e+02 : f8E4M3, 0x78 : f8E4M3, 0x78 : f8E4M3, 1.953130e-03 : f8E4M3, 0.000000e+00 : f8E4M3], e4m3fn = [4.480000e+02 : f8E4M3FN, 4.480000e+02 : f8E4M3FN, 0x7F : f8E4M3FN, 0xFF : f8E4M3FN, 0x7F : f8E4M3FN, 0.000000e+00 : f8E4M3FN, -0.000000e+00 : f8E4M3FN], e4m3fnuz = [2.400000e+02 : f8E4M3FNUZ, 0x80 : f8E4M3FNUZ, 0x80 : f8E4M3FNUZ, 0.000000e+00 : f8E4M3FNUZ], e5m2 = [9.375000e-02 : f8E5M2, 3.200000e+01 : f8E5M2, 5.734400e+04 : f8E5M2, 0x7C : f8E5M2, 0xFC : f8E5M2, 9.765620e-04 : f8E5M2, 0.000000e+00 : f8E5M2, 1.525880e-05 : f8E5M2, 3.051760e-05 : f8E5M2], e5m2fnuz = [0.000000e+00 : f8E5M2FNUZ, 0.000000e+00 : f8E5M2FNUZ, 0.000000e+00 : f8E5M2FNUZ, 7.629390e-06 : f8E5M2FNUZ, 5.734400e+04 : f8E5M2FNUZ, 0x80 : f8E5M2FNUZ, 0x80 : f8E5M2FNUZ], e8m0 = [5.877470e-39 : f8E8M0FNU, 5.877470e-39 : f8E8M0FNU, 2.000000e+00 : f8E8M0FNU, 4.000000e+00 : f8E8M0FNU, 1.000000e+00 : f8E8M0FNU, 2.500000e-01 : f8E8M0FNU, -1.000000e+00 : f8E8M0FNU, -2.000000e+00 : f8E8M0FNU, 5.877470e-39 : f8E8M0FNU, 5.877470e-39 : f8E8M0FNU, 5.877470e-39 : f8E8M0FNU, -5.877470e-39 : f8E8M0FNU, 1.701410e+38 : f8E8M0FNU, 0xFF : f8E8M0FNU, 0xFF : f8E8M0FNU], f4 = [0.000000e+00 : f4E2M1FN, 1.000000e+00 : f4E2M1FN, 4.000000e+00 : f4E2M1FN, 6.000000e+00 : f4E2M1FN, 6.000000e+00 : f4E2M1FN, -6.000000e+00 : f4E2M1FN, 0x0 : f4E2M1FN, 0x8 : f4E2M1FN, -0.000000e+00 : f4E2M1FN], f6a = [1.250000e-01 : f6E2M3FN, 7.500000e+00 : f6E2M3FN, 7.500000e+00 : f6E2M3FN, 0.000000e+00 : f6E2M3FN], f6b = [3.125000e-01 : f6E3M2FN, 8.000000e+00 : f6E3M2FN, 2.800000e+01 : f6E3M2FN, 0.000000e+00 : f6E3M2FN, 0.000000e+00 : f6E3M2FN, -0.000000e+00 : f6E3M2FN]} : () -> ()
// CHECK-NEXT: "test.hex"() {a = [0.000000e+00 : f4E2M1FN, 6.000000e+00 : f4E2M1FN, -6.000000e+00 : f4E2M1FN, -0.000000e+00 : f4E2M1FN], b = [1.250000e-01 : f6E2M3FN, 7.500000e+00 : f6E2M3FN, -2.800000e+01 : f6E3M2FN, -0.000000e+00 : f6E3M2FN], c = [1.525880e-05 : f8E5M2, 5.734400e+04 : f8E5M2, 0x7C : f8E5M2, 0x7D : f8E5M2, 0xFC : f8E5M2, 0xFF : f8E5M2], d = [1.953130e-03 : f8E4M3, 2.400000e+02 : f8E4M3, 0x78 : f8E4M3, 0x79 : f8E4M3], e = [1.953130e-03 : f8E4M3FN, 4.480000e+02 : f8E4M3FN, 0x7F : f8E4M3FN, 0xFF : f8E4M3FN, -0.000000e+00 : f8E4M3FN], f = [7.629390e-06 : f8E5M2FNUZ, 5.734400e+04 : f8E5M2FNUZ, 0x80 : f8E5M2FNUZ, -5.734400e+04 : f8E5M2FNUZ], g = [9.765620e-04 : f8E4M3FNUZ, 0x80 : f8E4M3FNUZ, 1.220700e-04 : f8E4M3B11FNUZ, 3.000000e+01 : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ], h = [1.562500e-02 : f8E3M4, 1.550000e+01 : f8E3M4, 0x70 : f8E3M4, 0x71 : f8E3M4, 0xF0 : f8E3M4], i = [5.877470e-39 : f8E8M0FNU, 1.175490e-38 : f8E8M0FNU, 1.000000e+00 : f8E8M0FNU, 1.701410e+38 : f8E8M0FNU, 0xFF : f8E8M0FNU], nan64 = [9221120237041090560, 1.500000e+00]} : () -> ()
// CHECK-NEXT: "test.dense"() {a = dense<[0xFF, 2.000000e+00, 4.000000e+00, 0xFF]> : tensor<4xf8E8M0FNU>, b = dense<[-0.000000e+00, 1.000000e+00, 6.000000e+00, 0.000000e+00]> : tensor<4xf4E2M1FN>, c = dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf4E2M1FN>, d = dense<[1.500000e+00, 0x7F]> : tensor<2xf8E4M3FN>, e = dense<0.000000e+00> : tensor<2x2xf8E5M2FNUZ>, f = array<f8E4M3: 1.500000e+00, 0x7F>} : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f8E5M2, f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU) -> (vector<4xf8E5M2>, memref<2x?xf6E3M2FN>, tensor<3xf8E8M0FNU>, complex<f8E4M3>), sym_name = "types"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f8E5M2, %arg1: f4E2M1FN, %arg2: f6E2M3FN, %arg3: f6E3M2FN, %arg4: f8E4M3, %arg5: f8E4M3FN, %arg6: f8E5M2FNUZ, %arg7: f8E4M3FNUZ, %arg8: f8E4M3B11FNUZ, %arg9: f8E3M4, %arg10: f8E8M0FNU):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 1.500000e+00 : f8E4M3FN}> : () -> f8E4M3FN
// GENERIC-NEXT: %1 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 9.375000e-02, 4.480000e+02]> : vector<4xf8E5M2>}> : () -> vector<4xf8E5M2>
// GENERIC-NEXT: %2 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f8E5M2, f8E5M2) -> f8E5M2
// GENERIC-NEXT: %3 = "arith.cmpf"(%arg5, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
// GENERIC-NEXT: %4 = "arith.select"(%3, %arg5, %0) : (i1, f8E4M3FN, f8E4M3FN) -> f8E4M3FN
// GENERIC-NEXT: %5 = "arith.extf"(%arg1) : (f4E2M1FN) -> f32
// GENERIC-NEXT: %6 = "arith.truncf"(%5) : (f32) -> f8E8M0FNU
// GENERIC-NEXT: %7 = "arith.bitcast"(%arg9) : (f8E3M4) -> i8
// GENERIC-NEXT: %8 = "arith.index_cast"(%7) : (i8) -> index
// GENERIC-NEXT: %9 = "memref.alloc"(%8) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xf6E3M2FN>
// GENERIC-NEXT: %10 = "test.t"() : () -> tensor<3xf8E8M0FNU>
// GENERIC-NEXT: %11 = "test.c"() : () -> complex<f8E4M3>
// GENERIC-NEXT: "func.return"(%1, %9, %10, %11) : (vector<4xf8E5M2>, memref<2x?xf6E3M2FN>, tensor<3xf8E8M0FNU>, complex<f8E4M3>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "test.values"() {b11 = [3.000000e+01 : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ, 1.220700e-04 : f8E4M3B11FNUZ], e3m4 = [2.968750e-01 : f8E3M4, 1.550000e+01 : f8E3M4, 0x70 : f8E3M4, 0x70 : f8E3M4, 0xF0 : f8E3M4, 0.000000e+00 : f8E3M4], e4m3 = [1.015630e-01 : f8E4M3, 8.000000e+00 : f8E4M3, 2.400000e+02 : f8E4M3, 0x78 : f8E4M3, 0x78 : f8E4M3, 1.953130e-03 : f8E4M3, 0.000000e+00 : f8E4M3], e4m3fn = [4.480000e+02 : f8E4M3FN, 4.480000e+02 : f8E4M3FN, 0x7F : f8E4M3FN, 0xFF : f8E4M3FN, 0x7F : f8E4M3FN, 0.000000e+00 : f8E4M3FN, -0.000000e+00 : f8E4M3FN], e4m3fnuz = [2.400000e+02 : f8E4M3FNUZ, 0x80 : f8E4M3FNUZ, 0x80 : f8E4M3FNUZ, 0.000000e+00 : f8E4M3FNUZ], e5m2 = [9.375000e-02 : f8E5M2, 3.200000e+01 : f8E5M2, 5.734400e+04 : f8E5M2, 0x7C : f8E5M2, 0xFC : f8E5M2, 9.765620e-04 : f8E5M2, 0.000000e+00 : f8E5M2, 1.525880e-05 : f8E5M2, 3.051760e-05 : f8E5M2], e5m2fnuz = [0.000000e+00 : f8E5M2FNUZ, 0.000000e+00 : f8E5M2FNUZ, 0.000000e+00 : f8E5M2FNUZ, 7.629390e-06 : f8E5M2FNUZ, 5.734400e+04 : f8E5M2FNUZ, 0x80 : f8E5M2FNUZ, 0x80 : f8E5M2FNUZ], e8m0 = [5.877470e-39 : f8E8M0FNU, 5.877470e-39 : f8E8M0FNU, 2.000000e+00 : f8E8M0FNU, 4.000000e+00 : f8E8M0FNU, 1.000000e+00 : f8E8M0FNU, 2.500000e-01 : f8E8M0FNU, -1.000000e+00 : f8E8M0FNU, -2.000000e+00 : f8E8M0FNU, 5.877470e-39 : f8E8M0FNU, 5.877470e-39 : f8E8M0FNU, 5.877470e-39 : f8E8M0FNU, -5.877470e-39 : f8E8M0FNU, 1.701410e+38 : f8E8M0FNU, 0xFF : f8E8M0FNU, 0xFF : f8E8M0FNU], f4 = [0.000000e+00 : f4E2M1FN, 1.000000e+00 : f4E2M1FN, 4.000000e+00 : f4E2M1FN, 6.000000e+00 : f4E2M1FN, 6.000000e+00 : f4E2M1FN, -6.000000e+00 : f4E2M1FN, 0x0 : f4E2M1FN, 0x8 : f4E2M1FN, -0.000000e+00 : f4E2M1FN], f6a = [1.250000e-01 : f6E2M3FN, 7.500000e+00 : f6E2M3FN, 7.500000e+00 : f6E2M3FN, 0.000000e+00 : f6E2M3FN], f6b = [3.125000e-01 : f6E3M2FN, 8.000000e+00 : f6E3M2FN, 2.800000e+01 : f6E3M2FN, 0.000000e+00 : f6E3M2FN, 0.000000e+00 : f6E3M2FN, -0.000000e+00 : f6E3M2FN]} : () -> ()
// GENERIC-NEXT: "test.hex"() {a = [0.000000e+00 : f4E2M1FN, 6.000000e+00 : f4E2M1FN, -6.000000e+00 : f4E2M1FN, -0.000000e+00 : f4E2M1FN], b = [1.250000e-01 : f6E2M3FN, 7.500000e+00 : f6E2M3FN, -2.800000e+01 : f6E3M2FN, -0.000000e+00 : f6E3M2FN], c = [1.525880e-05 : f8E5M2, 5.734400e+04 : f8E5M2, 0x7C : f8E5M2, 0x7D : f8E5M2, 0xFC : f8E5M2, 0xFF : f8E5M2], d = [1.953130e-03 : f8E4M3, 2.400000e+02 : f8E4M3, 0x78 : f8E4M3, 0x79 : f8E4M3], e = [1.953130e-03 : f8E4M3FN, 4.480000e+02 : f8E4M3FN, 0x7F : f8E4M3FN, 0xFF : f8E4M3FN, -0.000000e+00 : f8E4M3FN], f = [7.629390e-06 : f8E5M2FNUZ, 5.734400e+04 : f8E5M2FNUZ, 0x80 : f8E5M2FNUZ, -5.734400e+04 : f8E5M2FNUZ], g = [9.765620e-04 : f8E4M3FNUZ, 0x80 : f8E4M3FNUZ, 1.220700e-04 : f8E4M3B11FNUZ, 3.000000e+01 : f8E4M3B11FNUZ, 0x80 : f8E4M3B11FNUZ], h = [1.562500e-02 : f8E3M4, 1.550000e+01 : f8E3M4, 0x70 : f8E3M4, 0x71 : f8E3M4, 0xF0 : f8E3M4], i = [5.877470e-39 : f8E8M0FNU, 1.175490e-38 : f8E8M0FNU, 1.000000e+00 : f8E8M0FNU, 1.701410e+38 : f8E8M0FNU, 0xFF : f8E8M0FNU], nan64 = [9221120237041090560, 1.500000e+00]} : () -> ()
// GENERIC-NEXT: "test.dense"() {a = dense<[0xFF, 2.000000e+00, 4.000000e+00, 0xFF]> : tensor<4xf8E8M0FNU>, b = dense<[-0.000000e+00, 1.000000e+00, 6.000000e+00, 0.000000e+00]> : tensor<4xf4E2M1FN>, c = dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf4E2M1FN>, d = dense<[1.500000e+00, 0x7F]> : tensor<2xf8E4M3FN>, e = dense<0.000000e+00> : tensor<2x2xf8E5M2FNUZ>, f = array<f8E4M3: 1.500000e+00, 0x7F>} : () -> ()
// GENERIC-NEXT: }) : () -> ()
