// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// RUN: strata opt %s | FileCheck %s --check-prefix=SYNTAX
// spirv.ControlBarrier: memory semantics print in bit order; the barrier
// becomes a spir_func call of __spirv_ControlBarrier. The CHECK lines are
// mlir-opt 22's output.

// CHECK:      module {
// CHECK-NEXT:   llvm.func spir_funccc @_Z22__spirv_ControlBarrieriii(i32, i32, i32) attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func @control_barrier() {
// CHECK-NEXT:     %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(768 : i32) : i32
// CHECK-NEXT:     llvm.call spir_funccc @_Z22__spirv_ControlBarrieriii(%0, %1, %2) {convergent, no_unwind, will_return} : (i32, i32, i32) -> ()
// CHECK-NEXT:     %3 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %5 = llvm.mlir.constant(258 : i32) : i32
// CHECK-NEXT:     llvm.call spir_funccc @_Z22__spirv_ControlBarrieriii(%3, %4, %5) {convergent, no_unwind, will_return} : (i32, i32, i32) -> ()
// CHECK-NEXT:     %6 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     llvm.call spir_funccc @_Z22__spirv_ControlBarrieriii(%6, %7, %8) {convergent, no_unwind, will_return} : (i32, i32, i32) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// SYNTAX:      module {
// SYNTAX-NEXT:   spirv.func @control_barrier() "None" {
// SYNTAX-NEXT:     spirv.ControlBarrier <Workgroup>, <Workgroup>, <WorkgroupMemory|CrossWorkgroupMemory>
// SYNTAX-NEXT:     spirv.ControlBarrier <Subgroup>, <Device>, <Acquire|WorkgroupMemory>
// SYNTAX-NEXT:     spirv.ControlBarrier <Workgroup>, <Workgroup>, <None>
// SYNTAX-NEXT:     spirv.Return
// SYNTAX-NEXT:   }
// SYNTAX-NEXT: }

spirv.func @control_barrier() "None" {
  spirv.ControlBarrier <Workgroup>, <Workgroup>, <CrossWorkgroupMemory|WorkgroupMemory>
  spirv.ControlBarrier <Subgroup>, <Device>, <WorkgroupMemory|Acquire>
  spirv.ControlBarrier <Workgroup>, <Workgroup>, <None>
  spirv.Return
}
