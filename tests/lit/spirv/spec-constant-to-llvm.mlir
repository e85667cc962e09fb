// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// RUN: strata opt --mlir-print-op-generic %s | strata opt -convert-spirv-to-llvm | FileCheck %s
// Specialization constants lower as newer MLIR lowers them (MLIR 22 has
// no pattern; newer MLIR's constant-op-to-llvm test): private constant
// globals holding the default value, integers made signless (printed
// signed), which spirv.mlir.referenceof loads. The spec id is dropped.

// CHECK:      module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     llvm.mlir.global private constant @sc_int(-5 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:     llvm.mlir.global private constant @sc_signed(-5 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:     llvm.mlir.global private constant @sc_unsigned(-1 : i16) {addr_space = 0 : i32} : i16
// CHECK-NEXT:     llvm.mlir.global private constant @sc_float(3.140000e+00 : f32) {addr_space = 0 : i32} : f32
// CHECK-NEXT:     llvm.mlir.global private constant @sc_bool(true) {addr_space = 0 : i32} : i1
// CHECK-NEXT:     llvm.func @use() -> i16 {
// CHECK-NEXT:       %0 = llvm.mlir.addressof @sc_unsigned : !llvm.ptr
// CHECK-NEXT:       %1 = llvm.load %0 : !llvm.ptr -> i16
// CHECK-NEXT:       %2 = llvm.mlir.addressof @sc_bool : !llvm.ptr
// CHECK-NEXT:       %3 = llvm.load %2 : !llvm.ptr -> i1
// CHECK-NEXT:       llvm.return %1 : i16
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc_int = -5 : i32
  spirv.SpecConstant @sc_signed = -5 : si32
  spirv.SpecConstant @sc_unsigned = 65535 : ui16
  spirv.SpecConstant @sc_float spec_id(3) = 3.14 : f32
  spirv.SpecConstant @sc_bool = true
  spirv.func @use() -> ui16 "None" {
    %0 = spirv.mlir.referenceof @sc_unsigned : ui16
    %1 = spirv.mlir.referenceof @sc_bool : i1
    spirv.ReturnValue %0 : ui16
  }
}
