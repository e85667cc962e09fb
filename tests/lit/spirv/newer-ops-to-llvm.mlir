// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// RUN: strata opt -convert-spirv-to-llvm='client-api=OpenCL' %s | FileCheck %s --check-prefix=CL
// Ops MLIR 22 parses but does not lower ("failed to legalize"), lowered as
// newer MLIR's conversion tests expect (mlir/test/Conversion/SPIRVToLLVM):
// the GL intrinsics, SNegate as `0 - x`, SAbs as `abs` defined on the
// minimum value, and the pointer casts. Integer constants of unsigned types
// become signless ones printed signed, as mlir-opt 22 prints them.

// CHECK-LABEL: llvm.func @gl(%arg0: f32, %arg1: vector<3xf16>, %arg2: i16) {
// CHECK-NEXT:    %0 = llvm.intr.pow(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:    %1 = llvm.intr.fma(%arg1, %arg1, %arg1) : (vector<3xf16>, vector<3xf16>, vector<3xf16>) -> vector<3xf16>
// CHECK-NEXT:    %2 = llvm.intr.umax(%arg2, %arg2) : (i16, i16) -> i16
// CHECK-NEXT:    %3 = llvm.intr.umin(%arg2, %arg2) : (i16, i16) -> i16
// CHECK-NEXT:    %4 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT:    %5 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT:    %6 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT:    %7 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT:    %8 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT:    %9 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-NEXT:    %10 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i16) -> i16
// CHECK-NEXT:    llvm.return
spirv.func @gl(%f: f32, %v: vector<3xf16>, %i: i16) "None" {
  %0 = spirv.GL.Pow %f, %f : f32
  %1 = spirv.GL.Fma %v, %v, %v : vector<3xf16>
  %2 = spirv.GL.UMax %i, %i : i16
  %3 = spirv.GL.UMin %i, %i : i16
  %4 = spirv.GL.Exp2 %f : f32
  %5 = spirv.GL.Log2 %f : f32
  %6 = spirv.GL.Round %f : f32
  %7 = spirv.GL.RoundEven %f : f32
  %8 = spirv.GL.Sinh %f : f32
  %9 = spirv.GL.Cosh %f : f32
  %10 = spirv.GL.SAbs %i : i16
  spirv.Return
}

// CHECK-LABEL: llvm.func @snegate(%arg0: i32, %arg1: vector<2xi8>) {
// CHECK-NEXT:    %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %1 = llvm.sub %0, %arg0 : i32
// CHECK-NEXT:    %2 = llvm.mlir.constant(dense<0> : vector<2xi8>) : vector<2xi8>
// CHECK-NEXT:    %3 = llvm.sub %2, %arg1 : vector<2xi8>
// CHECK-NEXT:    llvm.return
spirv.func @snegate(%a: i32, %b: vector<2xsi8>) "None" {
  %0 = spirv.SNegate %a : i32
  %1 = spirv.SNegate %b : vector<2xsi8>
  spirv.Return
}

// CHECK-LABEL: llvm.func @pointers(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) {
// CHECK-NEXT:    %0 = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK-NEXT:    %1 = llvm.inttoptr %arg2 : i64 to !llvm.ptr
// CHECK-NEXT:    %2 = llvm.addrspacecast %arg1 : !llvm.ptr to !llvm.ptr
// CHECK-NEXT:    %3 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr
// CHECK-NEXT:    %4 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr
// CHECK-NEXT:    llvm.return
// CL-LABEL:    llvm.func @pointers(%arg0: !llvm.ptr<4>, %arg1: !llvm.ptr<1>, %arg2: i64) {
// CL-NEXT:       %0 = llvm.ptrtoint %arg0 : !llvm.ptr<4> to i64
// CL-NEXT:       %1 = llvm.inttoptr %arg2 : i64 to !llvm.ptr<4>
// CL-NEXT:       %2 = llvm.addrspacecast %arg1 : !llvm.ptr<1> to !llvm.ptr<4>
// CL-NEXT:       %3 = llvm.addrspacecast %2 : !llvm.ptr<4> to !llvm.ptr<1>
// CL-NEXT:       %4 = llvm.addrspacecast %2 : !llvm.ptr<4> to !llvm.ptr<1>
// CL-NEXT:       llvm.return
spirv.func @pointers(%p: !spirv.ptr<i32, Generic>, %q: !spirv.ptr<f32, CrossWorkgroup>, %n: i64) "None" {
  %0 = spirv.ConvertPtrToU %p : !spirv.ptr<i32, Generic> to i64
  %1 = spirv.ConvertUToPtr %n : i64 to !spirv.ptr<i32, Generic>
  %2 = spirv.PtrCastToGeneric %q : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<f32, Generic>
  %3 = spirv.GenericCastToPtr %2 : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, CrossWorkgroup>
  %4 = spirv.GenericCastToPtrExplicit %2 : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, CrossWorkgroup>
  spirv.Return
}

// CHECK-LABEL: llvm.func @unsigned_constants() -> vector<2xi16> {
// CHECK-NEXT:    %0 = llvm.mlir.constant(-1 : i16) : i16
// CHECK-NEXT:    %1 = llvm.mlir.constant(dense<[-1, 7]> : vector<2xi16>) : vector<2xi16>
// CHECK-NEXT:    llvm.return %1 : vector<2xi16>
spirv.func @unsigned_constants() -> vector<2xui16> "None" {
  %0 = spirv.Constant 65535 : ui16
  %1 = spirv.Constant dense<[65535, 7]> : vector<2xui16>
  spirv.ReturnValue %1 : vector<2xui16>
}
