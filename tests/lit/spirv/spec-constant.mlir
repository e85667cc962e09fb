// RUN: strata opt %s | FileCheck %s
// RUN: strata opt --mlir-print-op-generic %s | strata opt | FileCheck %s
// RUN: not strata opt -convert-spirv-to-llvm %s 2>&1 | FileCheck %s --check-prefix=ERR
// Specialization constants parse and print as mlir-opt 22 does (CHECK
// lines). The conversion lowers them as newer MLIR does (MLIR 22 has no
// pattern; see spec-constant-to-llvm.mlir), but a global variable they
// initialize does not convert, as in MLIR.
// ERR: spec-constant.mlir:[[@LINE+19]]:3: error: failed to legalize operation 'spirv.GlobalVariable' that was explicitly marked illegal

// CHECK:      module {
// CHECK-NEXT:   spirv.module Logical GLSL450 {
// CHECK-NEXT:     spirv.SpecConstant @sc_int = -5 : i32
// CHECK-NEXT:     spirv.SpecConstant @sc_b spec_id(3) = true
// CHECK-NEXT:     spirv.SpecConstant @sc_f = 1.500000e+00 : f32
// CHECK-NEXT:     spirv.GlobalVariable @g initializer(@sc_int) : !spirv.ptr<i32, Private>
// CHECK-NEXT:     spirv.func @f() -> i32 "None" {
// CHECK-NEXT:       %0 = spirv.mlir.referenceof @sc_int : i32
// CHECK-NEXT:       spirv.ReturnValue %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc_int = -5 : i32
  spirv.SpecConstant @sc_b spec_id(3) = true
  spirv.SpecConstant @sc_f = 1.5 : f32
  spirv.GlobalVariable @g initializer(@sc_int) : !spirv.ptr<i32, Private>
  spirv.func @f() -> i32 "None" {
    %0 = spirv.mlir.referenceof @sc_int : i32
    spirv.ReturnValue %0 : i32
  }
}
