// RUN: strata opt %s | FileCheck %s
// SPIR-V attributes (kept as text) print with mlir-opt 22's spacing. The CHECK lines are mlir-opt 22's output.

// CHECK:      module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-NEXT:   spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, Int8], []> {
// CHECK-NEXT:     spirv.func @f(%arg0: !spirv.ptr<i1, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Aliased>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
// CHECK-NEXT:       spirv.Return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0,[Shader ,Int64],[SPV_KHR_storage_buffer_storage_class]>,#spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.3,[Shader,Int8],[]> {
    spirv.func @f(%p: !spirv.ptr<i1, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Aliased>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
      spirv.Return
    }
  }
}
