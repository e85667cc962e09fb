// RUN: strata translate --mlir-to-llvmir -split-input-file -verify-diagnostics %s | FileCheck %s
// A float attribute makes a constant of its own float type only (or of an
// integer of its width, for formats LLVM lacks): a global initialised with
// another, or a scalar float filling a vector, is mlir-translate 22's error
// (the expected messages and lines are its output). Strata used to
// reinterpret the bits: 37.0 as an f32 global was 0.0.

// expected-error@+1 {{FloatAttr does not match expected type of the constant}}
llvm.mlir.global internal constant @f64_into_f32(37.0) : f32

// -----

// expected-error@+1 {{FloatAttr does not match expected type of the constant}}
llvm.mlir.global internal constant @f32_into_f64(37.0 : f32) : f64

// -----

// expected-error@+1 {{FloatAttr does not match expected type of the constant}}
llvm.mlir.global internal constant @f16_into_bf16(1.0 : f16) : bf16

// -----

// expected-error@+1 {{FloatAttr does not match expected type of the constant}}
llvm.mlir.global internal constant @scalar_into_vector(1.0 : f32) : vector<2xf32>

// -----

// expected-error@+1 {{FloatAttr does not match expected type of the constant}}
llvm.mlir.global internal constant @dense_f64_into_f32(dense<[1.0, 2.0]> : tensor<2xf64>) : !llvm.array<2 x f32>

// -----

// CHECK: @same_kind = internal constant [2 x float] [float 1.000000e+00, float 2.000000e+00]
llvm.mlir.global internal constant @same_kind(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x f32>

// -----

// CHECK: @f16_as_i16 = internal constant [2 x i16] [i16 15360, i16 16384]
llvm.mlir.global internal constant @f16_as_i16(dense<[1.0, 2.0]> : tensor<2xf16>) : !llvm.array<2 x i16>

// -----

// CHECK: @f8_as_i8 = internal constant i8 62
llvm.mlir.global internal constant @f8_as_i8(1.5 : f8E5M2) : i8

// -----

// CHECK: @int_truncated = internal constant i32 3
llvm.mlir.global internal constant @int_truncated(3 : i64) : i32
