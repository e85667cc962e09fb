// RUN: strata opt %s | FileCheck %s --check-prefix=SYNTAX
// RUN: strata opt --mlir-print-op-generic %s | strata opt | FileCheck %s --check-prefix=SYNTAX
// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// The split barrier of SPV_INTEL_split_barrier: mlir-opt 22 writes its
// operands without commas (SYNTAX lines, its output), newer MLIR with
// commas; both parse. Each half becomes a spir_func call (CHECK lines,
// mlir-opt 22's output).

// SYNTAX:      module {
// SYNTAX-NEXT:   spirv.func @split_barrier() "None" {
// SYNTAX-NEXT:     spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <Acquire|CrossWorkgroupMemory>
// SYNTAX-NEXT:     spirv.INTEL.ControlBarrierWait <Subgroup> <Workgroup> <None>
// SYNTAX-NEXT:     spirv.Return
// SYNTAX-NEXT:   }
// SYNTAX-NEXT: }

// CHECK:      module {
// CHECK-NEXT:   llvm.func spir_funccc @_Z31__spirv_ControlBarrierWaitINTELiii(i32, i32, i32) attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32) attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func @split_barrier() {
// CHECK-NEXT:     %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(514 : i32) : i32
// CHECK-NEXT:     llvm.call spir_funccc @_Z33__spirv_ControlBarrierArriveINTELiii(%0, %1, %2) {convergent, no_unwind, will_return} : (i32, i32, i32) -> ()
// CHECK-NEXT:     %3 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     llvm.call spir_funccc @_Z31__spirv_ControlBarrierWaitINTELiii(%3, %4, %5) {convergent, no_unwind, will_return} : (i32, i32, i32) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

spirv.func @split_barrier() "None" {
  spirv.INTEL.ControlBarrierArrive <Workgroup>, <Device>, <CrossWorkgroupMemory|Acquire>
  spirv.INTEL.ControlBarrierWait <Subgroup> <Workgroup> <None>
  spirv.Return
}
