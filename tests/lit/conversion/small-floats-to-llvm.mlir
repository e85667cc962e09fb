// RUN: strata opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s
// RUN: strata opt %s --split-input-file --convert-to-llvm=filter-dialects=arith | FileCheck %s
// Arith to LLVM on the small float types, which MLIR 22's LLVM type
// converter turns into integers of their width: constants, select and
// bitcast convert (through unrealized casts); float arithmetic, compares
// and float casts are left as they are. The CHECK lines are mlir-opt 22's
// output.
func.func @constant() -> f8E5M2 {
  %r = arith.constant 1.5 : f8E5M2
  return %r : f8E5M2
}

// -----

func.func @constant_vector() -> vector<4xf8E4M3FN> {
  %r = arith.constant dense<[1.0, 2.0, 0.1, 448.0]> : vector<4xf8E4M3FN>
  return %r : vector<4xf8E4M3FN>
}

// -----

func.func @constant_nd() -> vector<2x3xf8E4M3FN> {
  %r = arith.constant dense<2.0> : vector<2x3xf8E4M3FN>
  return %r : vector<2x3xf8E4M3FN>
}

// -----

func.func @constant_f4() -> f4E2M1FN {
  %r = arith.constant -1.5 : f4E2M1FN
  return %r : f4E2M1FN
}

// -----

func.func @constant_e8m0() -> f8E8M0FNU {
  %r = arith.constant 4.0 : f8E8M0FNU
  return %r : f8E8M0FNU
}

// -----

func.func @select(%c: i1, %a: f8E5M2, %b: f8E5M2) -> f8E5M2 {
  %r = arith.select %c, %a, %b : f8E5M2
  return %r : f8E5M2
}

// -----

func.func @select_vector(%c: vector<4xi1>, %a: vector<4xf6E2M3FN>, %b: vector<4xf6E2M3FN>) -> vector<4xf6E2M3FN> {
  %r = arith.select %c, %a, %b : vector<4xi1>, vector<4xf6E2M3FN>
  return %r : vector<4xf6E2M3FN>
}

// -----

func.func @bitcast_to_int(%a: f8E5M2) -> i8 {
  %r = arith.bitcast %a : f8E5M2 to i8
  return %r : i8
}

// -----

func.func @bitcast_from_int(%a: i8) -> f8E3M4 {
  %r = arith.bitcast %a : i8 to f8E3M4
  return %r : f8E3M4
}

// -----

func.func @bitcast_float(%a: f8E5M2) -> f8E4M3FN {
  %r = arith.bitcast %a : f8E5M2 to f8E4M3FN
  return %r : f8E4M3FN
}

// -----

func.func @addf(%a: f8E5M2, %b: f8E5M2) -> f8E5M2 {
  %r = arith.addf %a, %b : f8E5M2
  return %r : f8E5M2
}

// -----

func.func @addf_vector(%a: vector<4xf4E2M1FN>, %b: vector<4xf4E2M1FN>) -> vector<4xf4E2M1FN> {
  %r = arith.addf %a, %b : vector<4xf4E2M1FN>
  return %r : vector<4xf4E2M1FN>
}

// -----

func.func @mulf(%a: f6E3M2FN, %b: f6E3M2FN) -> f6E3M2FN {
  %r = arith.mulf %a, %b : f6E3M2FN
  return %r : f6E3M2FN
}

// -----

func.func @divf(%a: f8E4M3FNUZ, %b: f8E4M3FNUZ) -> f8E4M3FNUZ {
  %r = arith.divf %a, %b : f8E4M3FNUZ
  return %r : f8E4M3FNUZ
}

// -----

func.func @remf(%a: f8E4M3, %b: f8E4M3) -> f8E4M3 {
  %r = arith.remf %a, %b : f8E4M3
  return %r : f8E4M3
}

// -----

func.func @subf(%a: f8E3M4, %b: f8E3M4) -> f8E3M4 {
  %r = arith.subf %a, %b : f8E3M4
  return %r : f8E3M4
}

// -----

func.func @negf(%a: f8E5M2FNUZ) -> f8E5M2FNUZ {
  %r = arith.negf %a : f8E5M2FNUZ
  return %r : f8E5M2FNUZ
}

// -----

func.func @maximumf(%a: f8E5M2, %b: f8E5M2) -> f8E5M2 {
  %r = arith.maximumf %a, %b : f8E5M2
  return %r : f8E5M2
}

// -----

func.func @minnumf(%a: f8E4M3B11FNUZ, %b: f8E4M3B11FNUZ) -> f8E4M3B11FNUZ {
  %r = arith.minnumf %a, %b : f8E4M3B11FNUZ
  return %r : f8E4M3B11FNUZ
}

// -----

func.func @cmpf(%a: f8E5M2, %b: f8E5M2) -> i1 {
  %r = arith.cmpf olt, %a, %b : f8E5M2
  return %r : i1
}

// -----

func.func @extf(%a: f8E5M2) -> f32 {
  %r = arith.extf %a : f8E5M2 to f32
  return %r : f32
}

// -----

func.func @extf_e8m0(%a: vector<2xf8E8M0FNU>) -> vector<2xf32> {
  %r = arith.extf %a : vector<2xf8E8M0FNU> to vector<2xf32>
  return %r : vector<2xf32>
}

// -----

func.func @truncf(%a: f32) -> f4E2M1FN {
  %r = arith.truncf %a : f32 to f4E2M1FN
  return %r : f4E2M1FN
}

// -----

func.func @uitofp(%a: i8) -> f8E5M2 {
  %r = arith.uitofp %a : i8 to f8E5M2
  return %r : f8E5M2
}

// -----

func.func @fptosi(%a: f8E5M2) -> i32 {
  %r = arith.fptosi %a : f8E5M2 to i32
  return %r : i32
}

// -----

func.func @fptoui(%a: f8E4M3FN) -> i32 {
  %r = arith.fptoui %a : f8E4M3FN to i32
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @constant() -> f8E5M2 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1.500000e+00 : f8E5M2) : i8
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i8 to f8E5M2
// CHECK-NEXT: return %1 : f8E5M2
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @constant_vector() -> vector<4xf8E4M3FN> {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00, 1.015630e-01, 4.480000e+02]> : vector<4xf8E4M3FN>) : vector<4xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<4xi8> to vector<4xf8E4M3FN>
// CHECK-NEXT: return %1 : vector<4xf8E4M3FN>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @constant_nd() -> vector<2x3xf8E4M3FN> {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<2.000000e+00> : vector<2x3xf8E4M3FN>) : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !llvm.array<2 x vector<3xi8>> to vector<2x3xf8E4M3FN>
// CHECK-NEXT: return %1 : vector<2x3xf8E4M3FN>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @constant_f4() -> f4E2M1FN {
// CHECK-NEXT: %0 = llvm.mlir.constant(-1.500000e+00 : f4E2M1FN) : i4
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i4 to f4E2M1FN
// CHECK-NEXT: return %1 : f4E2M1FN
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @constant_e8m0() -> f8E8M0FNU {
// CHECK-NEXT: %0 = llvm.mlir.constant(4.000000e+00 : f8E8M0FNU) : i8
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i8 to f8E8M0FNU
// CHECK-NEXT: return %1 : f8E8M0FNU
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @select(%arg0: i1, %arg1: f8E5M2, %arg2: f8E5M2) -> f8E5M2 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : f8E5M2 to i8
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : f8E5M2 to i8
// CHECK-NEXT: %2 = llvm.select %arg0, %1, %0 : i1, i8
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i8 to f8E5M2
// CHECK-NEXT: return %3 : f8E5M2
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @select_vector(%arg0: vector<4xi1>, %arg1: vector<4xf6E2M3FN>, %arg2: vector<4xf6E2M3FN>) -> vector<4xf6E2M3FN> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<4xf6E2M3FN> to vector<4xi6>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<4xf6E2M3FN> to vector<4xi6>
// CHECK-NEXT: %2 = llvm.select %arg0, %1, %0 : vector<4xi1>, vector<4xi6>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<4xi6> to vector<4xf6E2M3FN>
// CHECK-NEXT: return %3 : vector<4xf6E2M3FN>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @bitcast_to_int(%arg0: f8E5M2) -> i8 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : f8E5M2 to i8
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @bitcast_from_int(%arg0: i8) -> f8E3M4 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i8 to f8E3M4
// CHECK-NEXT: return %0 : f8E3M4
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @bitcast_float(%arg0: f8E5M2) -> f8E4M3FN {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : f8E5M2 to i8
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i8 to f8E4M3FN
// CHECK-NEXT: return %1 : f8E4M3FN
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @addf(%arg0: f8E5M2, %arg1: f8E5M2) -> f8E5M2 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f8E5M2
// CHECK-NEXT: return %0 : f8E5M2
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @addf_vector(%arg0: vector<4xf4E2M1FN>, %arg1: vector<4xf4E2M1FN>) -> vector<4xf4E2M1FN> {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : vector<4xf4E2M1FN>
// CHECK-NEXT: return %0 : vector<4xf4E2M1FN>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mulf(%arg0: f6E3M2FN, %arg1: f6E3M2FN) -> f6E3M2FN {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : f6E3M2FN
// CHECK-NEXT: return %0 : f6E3M2FN
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @divf(%arg0: f8E4M3FNUZ, %arg1: f8E4M3FNUZ) -> f8E4M3FNUZ {
// CHECK-NEXT: %0 = arith.divf %arg0, %arg1 : f8E4M3FNUZ
// CHECK-NEXT: return %0 : f8E4M3FNUZ
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @remf(%arg0: f8E4M3, %arg1: f8E4M3) -> f8E4M3 {
// CHECK-NEXT: %0 = arith.remf %arg0, %arg1 : f8E4M3
// CHECK-NEXT: return %0 : f8E4M3
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subf(%arg0: f8E3M4, %arg1: f8E3M4) -> f8E3M4 {
// CHECK-NEXT: %0 = arith.subf %arg0, %arg1 : f8E3M4
// CHECK-NEXT: return %0 : f8E3M4
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @negf(%arg0: f8E5M2FNUZ) -> f8E5M2FNUZ {
// CHECK-NEXT: %0 = arith.negf %arg0 : f8E5M2FNUZ
// CHECK-NEXT: return %0 : f8E5M2FNUZ
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @maximumf(%arg0: f8E5M2, %arg1: f8E5M2) -> f8E5M2 {
// CHECK-NEXT: %0 = arith.maximumf %arg0, %arg1 : f8E5M2
// CHECK-NEXT: return %0 : f8E5M2
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @minnumf(%arg0: f8E4M3B11FNUZ, %arg1: f8E4M3B11FNUZ) -> f8E4M3B11FNUZ {
// CHECK-NEXT: %0 = arith.minnumf %arg0, %arg1 : f8E4M3B11FNUZ
// CHECK-NEXT: return %0 : f8E4M3B11FNUZ
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @cmpf(%arg0: f8E5M2, %arg1: f8E5M2) -> i1 {
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %arg1 : f8E5M2
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @extf(%arg0: f8E5M2) -> f32 {
// CHECK-NEXT: %0 = arith.extf %arg0 : f8E5M2 to f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @extf_e8m0(%arg0: vector<2xf8E8M0FNU>) -> vector<2xf32> {
// CHECK-NEXT: %0 = arith.extf %arg0 : vector<2xf8E8M0FNU> to vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @truncf(%arg0: f32) -> f4E2M1FN {
// CHECK-NEXT: %0 = arith.truncf %arg0 : f32 to f4E2M1FN
// CHECK-NEXT: return %0 : f4E2M1FN
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @uitofp(%arg0: i8) -> f8E5M2 {
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i8 to f8E5M2
// CHECK-NEXT: return %0 : f8E5M2
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fptosi(%arg0: f8E5M2) -> i32 {
// CHECK-NEXT: %0 = arith.fptosi %arg0 : f8E5M2 to i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fptoui(%arg0: f8E4M3FN) -> i32 {
// CHECK-NEXT: %0 = arith.fptoui %arg0 : f8E4M3FN to i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
