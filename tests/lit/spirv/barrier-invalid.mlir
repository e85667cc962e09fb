// Unknown scopes and memory semantics of the barriers are rejected at the
// case, then after it, with mlir-opt 22's two messages.
// RUN: strata opt %s --split-input-file --verify-diagnostics
// RUN: not strata opt %s --split-input-file 2>&1 | FileCheck %s
// CHECK: barrier-invalid.mlir:[[@LINE+6]]:38: error: custom op 'spirv.ControlBarrier' expected ::mlir::spirv::Scope to be one of:
// CHECK: barrier-invalid.mlir:[[@LINE+5]]:43: error: custom op 'spirv.ControlBarrier' failed to parse SPIRV_ScopeAttr

spirv.func @bad_scope() "None" {
  // expected-error @+2 {{custom op 'spirv.ControlBarrier' failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
  // expected-error @+1 {{custom op 'spirv.ControlBarrier' expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
  spirv.ControlBarrier <Workgroup>, <Bogus>, <None>
  spirv.Return
}

// -----

spirv.func @bad_semantics() "None" {
  // expected-error @+2 {{custom op 'spirv.ControlBarrier' failed to parse SPIRV_MemorySemanticsAttr parameter 'value' which is to be a `::mlir::spirv::MemorySemantics`}}
  // expected-error @+1 {{custom op 'spirv.ControlBarrier' expected ::mlir::spirv::MemorySemantics to be one of: None, Acquire, Release, AcquireRelease, SequentiallyConsistent, UniformMemory, SubgroupMemory, WorkgroupMemory, CrossWorkgroupMemory, AtomicCounterMemory, ImageMemory, OutputMemory, MakeAvailable, MakeVisible, Volatile}}
  spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|Bogus>
  spirv.Return
}

// -----

spirv.func @split_bad_scope() "None" {
  // expected-error @+2 {{custom op 'spirv.INTEL.ControlBarrierArrive' failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
  // expected-error @+1 {{custom op 'spirv.INTEL.ControlBarrierArrive' expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
  spirv.INTEL.ControlBarrierArrive <Workgroup> <Bogus> <None>
  spirv.Return
}
