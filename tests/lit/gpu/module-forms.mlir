// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | strata opt | FileCheck %s
// RUN: strata opt %s --emit-bytecode | strata opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// gpu.module's targets, offloading handler and attributes; gpu.func's
// attributions with attributes, known sizes and result attributes.
// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @t [#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>] {
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @h<#gpu.select_object<0 : i64>> attributes {x.y = 1 : i32} {
// CHECK-NEXT:     gpu.func @k(%arg0: f32) workgroup(%arg1 : memref<4xf32, 3> {x.a}, %arg2 : memref<2xf32, 3>) private(%arg3 : memref<1xf32, 5> {x.b = 2 : i64}) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @d(%arg0: f32) -> (f32 {x.r}) {
// CHECK-NEXT:       gpu.return %arg0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
module attributes {gpu.container_module} {
  gpu.module @t [#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>] {
  }
  gpu.module @h <#gpu.select_object<0 : i64>> attributes {x.y = 1 : i32} {
    gpu.func @k(%a: f32) workgroup(%w: memref<4xf32, 3> {x.a}, %w2: memref<2xf32, 3>) private(%p: memref<1xf32, 5> {x.b = 2}) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      gpu.return
    }
    gpu.func @d(%a: f32) -> (f32 {x.r}) {
      gpu.return %a : f32
    }
  }
}
