// RUN: strata translate -mlir-to-llvmir -split-input-file -verify-diagnostics %s | FileCheck %s
// Global initializers from `dense_resource` blobs (4-byte alignment, then
// little-endian data), and MLIR 22's errors for the ones it rejects.

// CHECK: @f2x2 = internal constant [2 x [2 x float]] {{\[\[}}2 x float] [float 0x3FD6B46A80000000, float 0x3FD6781AC0000000], [2 x float] [float 0xBFB45A2AA0000000, float 0x3FD77A5CA0000000]]
// CHECK: @fvec = internal constant <4 x float> <float 0x3FD6B46A80000000, float 0x3FD6781AC0000000, float 0xBFB45A2AA0000000, float 0x3FD77A5CA0000000>
// CHECK: @bytes = internal constant [16 x i8] c"T\A3\B5>\D6\C0\B3>U\D1\A2\BD\E5\D2\BB>"
// CHECK: @i16s = internal constant [1 x [2 x [2 x i16]]] {{\[\[}}2 x [2 x i16]] {{\[\[}}2 x i16] [i16 1, i16 -2], [2 x i16] [i16 3, i16 4]]]
llvm.mlir.global internal constant @f2x2(dense_resource<floats> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
llvm.mlir.global internal constant @fvec(dense_resource<floats> : vector<4xf32>) : vector<4xf32>
llvm.mlir.global internal constant @bytes(dense_resource<floats> : tensor<16xi8>) : !llvm.array<16 x i8>
llvm.mlir.global internal constant @i16s(dense_resource<shorts> : tensor<1x2x2xi16>) : !llvm.array<1 x array<2 x array<2 x i16>>>

{-#
  dialect_resources: {
    builtin: {
      floats: "0x0800000054A3B53ED6C0B33E55D1A2BDE5D2BB3E",
      shorts: "0x040000000100FEFF03000400"
    }
  }
#-}

// -----

// expected-error @below {{resource does not exist}}
llvm.mlir.global internal constant @missing(dense_resource<nope> : tensor<4xf32>) : !llvm.array<4 x f32>

// -----

// expected-error @below {{raw data size does not match element type size}}
llvm.mlir.global internal constant @short(dense_resource<floats> : tensor<5xf32>) : !llvm.array<4 x f32>

{-#
  dialect_resources: {
    builtin: {
      floats: "0x0800000054A3B53ED6C0B33E55D1A2BDE5D2BB3E"
    }
  }
#-}

// -----

// expected-error @below {{unsupported dense_resource type}}
llvm.mlir.global internal constant @memref(dense_resource<floats> : memref<4xf32>) : !llvm.array<4 x f32>

{-#
  dialect_resources: {
    builtin: {
      floats: "0x0800000054A3B53ED6C0B33E55D1A2BDE5D2BB3E"
    }
  }
#-}

// -----

// expected-error @below {{no known conversion for innermost element type}}
llvm.mlir.global internal constant @i4s(dense_resource<floats> : tensor<4xi4>) : !llvm.array<4 x i4>
