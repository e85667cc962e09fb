// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// RUN: strata opt %s | strata opt -convert-spirv-to-llvm | FileCheck %s
// Newer MLIR lowers the OpenCL extended instructions to LLVM intrinsics
// (MLIR 22 has no pattern; the CHECK lines follow newer MLIR's
// cl-ops-to-llvm test). exp2, exp10, log2, log10 and trunc are newer ops.
// erf, rsqrt, mix and s_abs have no pattern (see to-llvm-invalid.mlir).
// CHECK-LABEL: llvm.func @cl(%arg0: f32, %arg1: vector<3xf32>, %arg2: i32) {
// CHECK-NEXT:  %0 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT:  %1 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-NEXT:  %2 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-NEXT:  %3 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT:  %4 = llvm.intr.fabs(%arg0) : (f32) -> f32
// CHECK-NEXT:  %5 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT:  %6 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT:  %7 = llvm.intr.rint(%arg0) : (f32) -> f32
// CHECK-NEXT:  %8 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT:  %9 = llvm.intr.sin(%arg1) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %10 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT:  %11 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT:  %12 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT:  %13 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT:  %14 = llvm.intr.asin(%arg0) : (f32) -> f32
// CHECK-NEXT:  %15 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT:  %16 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-NEXT:  %17 = llvm.intr.pow(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:  %18 = llvm.intr.atan2(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:  %19 = llvm.intr.maxnum(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:  %20 = llvm.intr.minnum(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:  %21 = llvm.intr.fma(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT:  %22 = llvm.intr.smax(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:  %23 = llvm.intr.smin(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:  %24 = llvm.intr.umax(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:  %25 = llvm.intr.umin(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:  llvm.return
// CHECK-LABEL: llvm.func @newer(%arg0: f32) {
// CHECK-NEXT:  %0 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT:  %1 = llvm.intr.exp10(%arg0) : (f32) -> f32
// CHECK-NEXT:  %2 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT:  %3 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT:  %4 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT:  llvm.return
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

spirv.func @newer(%f: f32) "None" {
  %0 = spirv.CL.exp2 %f : f32
  %1 = spirv.CL.exp10 %f : f32
  %2 = spirv.CL.log2 %f : f32
  %3 = spirv.CL.log10 %f : f32
  %4 = spirv.CL.trunc %f : f32
  spirv.Return
}
