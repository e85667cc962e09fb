// RUN: strata opt %s --allow-unregistered-dialect | FileCheck %s
// LLVM target extension types as vector and memref elements (newer than
// MLIR 22, which rejects both; upstream's Dialect/LLVMIR/types.mlir).

// CHECK-LABEL: func.func @target_ext_elements
// CHECK: vector<4x!llvm.target<"spirv.Event">>
// CHECK: vector<[8]x!llvm.target<"spirv.DeviceEvent">>
// CHECK: vector<4x!llvm.target<"nvvm.Foo", i32, 5>>
// CHECK: memref<?x!llvm.target<"cuda.CUstream">>
// CHECK: memref<4x8x!llvm.target<"nvvm.Foo", i32, 5>>
func.func @target_ext_elements() {
  "some.op"() : () -> vector<4x!llvm.target<"spirv.Event">>
  "some.op"() : () -> vector<[8]x!llvm.target<"spirv.DeviceEvent">>
  "some.op"() : () -> vector<4x!llvm.target<"nvvm.Foo", i32, 5>>
  "some.op"() : () -> memref<?x!llvm.target<"cuda.CUstream">>
  "some.op"() : () -> memref<4x8x!llvm.target<"nvvm.Foo", i32, 5>>
  return
}
