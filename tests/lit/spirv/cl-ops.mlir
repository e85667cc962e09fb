// RUN: strata opt %s | FileCheck %s --check-prefix=RT
// RUN: strata opt --mlir-print-op-generic %s | strata opt | FileCheck %s --check-prefix=RT
// The OpenCL extended instructions of MLIR 22 print as mlir-opt 22 prints
// them (RT lines, its output); exp2, exp10, log2, log10 and trunc, which
// newer MLIR adds, take the same form (see cl-ops-to-llvm.mlir, which also
// has their lowering).

// RT:      module {
// RT-NEXT:   spirv.func @cl(%arg0: f32, %arg1: vector<3xf32>, %arg2: i32) "None" {
// RT-NEXT:     %0 = spirv.CL.ceil %arg0 : f32
// RT-NEXT:     %1 = spirv.CL.cos %arg0 : f32
// RT-NEXT:     %2 = spirv.CL.cosh %arg0 : f32
// RT-NEXT:     %3 = spirv.CL.exp %arg0 : f32
// RT-NEXT:     %4 = spirv.CL.fabs %arg0 : f32
// RT-NEXT:     %5 = spirv.CL.floor %arg0 : f32
// RT-NEXT:     %6 = spirv.CL.log %arg0 : f32
// RT-NEXT:     %7 = spirv.CL.rint %arg0 : f32
// RT-NEXT:     %8 = spirv.CL.round %arg0 : f32
// RT-NEXT:     %9 = spirv.CL.sin %arg1 : vector<3xf32>
// RT-NEXT:     %10 = spirv.CL.sinh %arg0 : f32
// RT-NEXT:     %11 = spirv.CL.sqrt %arg0 : f32
// RT-NEXT:     %12 = spirv.CL.tan %arg0 : f32
// RT-NEXT:     %13 = spirv.CL.tanh %arg0 : f32
// RT-NEXT:     %14 = spirv.CL.asin %arg0 : f32
// RT-NEXT:     %15 = spirv.CL.acos %arg0 : f32
// RT-NEXT:     %16 = spirv.CL.atan %arg0 : f32
// RT-NEXT:     %17 = spirv.CL.pow %arg0, %arg0 : f32
// RT-NEXT:     %18 = spirv.CL.atan2 %arg0, %arg0 : f32
// RT-NEXT:     %19 = spirv.CL.fmax %arg0, %arg0 : f32
// RT-NEXT:     %20 = spirv.CL.fmin %arg0, %arg0 : f32
// RT-NEXT:     %21 = spirv.CL.fma %arg0, %arg0, %arg0 : f32
// RT-NEXT:     %22 = spirv.CL.s_max %arg2, %arg2 : i32
// RT-NEXT:     %23 = spirv.CL.s_min %arg2, %arg2 : i32
// RT-NEXT:     %24 = spirv.CL.u_max %arg2, %arg2 : i32
// RT-NEXT:     %25 = spirv.CL.u_min %arg2, %arg2 : i32
// RT-NEXT:     spirv.Return
// RT-NEXT:   }
// RT-NEXT:   spirv.func @unlowered(%arg0: f32, %arg1: i32) "None" {
// RT-NEXT:     %0 = spirv.CL.erf %arg0 : f32
// RT-NEXT:     %1 = spirv.CL.rsqrt %arg0 : f32
// RT-NEXT:     %2 = spirv.CL.mix %arg0, %arg0, %arg0 : f32
// RT-NEXT:     %3 = spirv.CL.s_abs %arg1 : i32
// RT-NEXT:     spirv.Return
// RT-NEXT:   }
// RT-NEXT: }

spirv.func @cl(%f: f32, %v: vector<3xf32>, %i: i32) "None" {
  %0 = spirv.CL.ceil %f : f32
  %1 = spirv.CL.cos %f : f32
  %2 = spirv.CL.cosh %f : f32
  %3 = spirv.CL.exp %f : f32
  %4 = spirv.CL.fabs %f : f32
  %5 = spirv.CL.floor %f : f32
  %6 = spirv.CL.log %f : f32
  %7 = spirv.CL.rint %f : f32
  %8 = spirv.CL.round %f : f32
  %9 = spirv.CL.sin %v : vector<3xf32>
  %10 = spirv.CL.sinh %f : f32
  %11 = spirv.CL.sqrt %f : f32
  %12 = spirv.CL.tan %f : f32
  %13 = spirv.CL.tanh %f : f32
  %14 = spirv.CL.asin %f : f32
  %15 = spirv.CL.acos %f : f32
  %16 = spirv.CL.atan %f : f32
  %17 = spirv.CL.pow %f, %f : f32
  %18 = spirv.CL.atan2 %f, %f : f32
  %19 = spirv.CL.fmax %f, %f : f32
  %20 = spirv.CL.fmin %f, %f : f32
  %21 = spirv.CL.fma %f, %f, %f : f32
  %22 = spirv.CL.s_max %i, %i : i32
  %23 = spirv.CL.s_min %i, %i : i32
  %24 = spirv.CL.u_max %i, %i : i32
  %25 = spirv.CL.u_min %i, %i : i32
  spirv.Return
}

spirv.func @unlowered(%f: f32, %i: i32) "None" {
  %0 = spirv.CL.erf %f : f32
  %1 = spirv.CL.rsqrt %f : f32
  %2 = spirv.CL.mix %f, %f, %f : f32
  %3 = spirv.CL.s_abs %i : i32
  spirv.Return
}
