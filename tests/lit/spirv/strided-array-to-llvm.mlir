// RUN: strata opt -convert-spirv-to-llvm --split-input-file --verify-diagnostics %s | FileCheck %s
// An array of strided arrays converts when its stride is the element's
// size. MLIR 22 sizes a strided array as (element size + stride) * length
// (@mlir22_rule converts in mlir-opt 22); newer MLIR as stride * length
// (@newer_rule, from its spirv-types-to-llvm test). Either converts;
// a stride matching neither does not.

// CHECK-LABEL: llvm.func @newer_rule(!llvm.array<3 x array<4 x f32>>)
spirv.func @newer_rule(!spirv.array<3 x !spirv.array<4 x f32, stride=4>, stride=16>) "None"

// CHECK-LABEL: llvm.func @mlir22_rule(!llvm.array<2 x array<2 x f32>>)
spirv.func @mlir22_rule(!spirv.array<2 x !spirv.array<2 x f32, stride=4>, stride=16>) "None"

// -----

// expected-error @+1 {{failed to legalize operation 'spirv.func' that was explicitly marked illegal}}
spirv.func @neither(!spirv.array<2 x !spirv.array<2 x f32, stride=4>, stride=12>) "None"
