// Dense complex initializers (as memref globals of complex numbers lower
// to): each element is a { T, T } struct of real and imaginary part;
// splats repeat the pair. Text as mlir-translate 22 prints it.
// RUN: strata opt %s -finalize-memref-to-llvm | strata translate -mlir-to-llvmir | FileCheck %s

// CHECK: @c = private constant [2 x { float, float }] [{ float, float } { float 1.000000e+00, float 2.000000e+00 }, { float, float } { float 1.000000e+00, float 2.000000e+00 }]
// CHECK: @d = private constant [2 x { i16, i16 }] [{ i16, i16 } { i16 1, i16 2 }, { i16, i16 } { i16 3, i16 4 }]

memref.global "private" constant @c : memref<2xcomplex<f32>> = dense<(1.0,2.0)>
memref.global "private" constant @d : memref<2xcomplex<i16>> = dense<[(1,2),(3,4)]>
