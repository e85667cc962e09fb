// The client-api option picks the address-space mapping of storage classes;
// clients without one get MLIR's warning and the default mapping.
// RUN: strata opt -convert-spirv-to-llvm='client-api=OpenCL' %s | FileCheck %s --check-prefix=OPENCL
// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s --check-prefix=UNKNOWN
// RUN: strata opt -convert-spirv-to-llvm='client-api=Metal' %s 2>&1 | FileCheck %s --check-prefix=METAL
// RUN: strata opt -convert-spirv-to-llvm='client-api=WebGPU' %s 2>&1 | FileCheck %s --check-prefix=WEBGPU
// RUN: not strata opt -convert-spirv-to-llvm='client-api=Bogus' %s 2>&1 | FileCheck %s --check-prefix=BOGUS

// OPENCL:      llvm.func @pointers(!llvm.ptr<2>, !llvm.ptr<1>, !llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<4>, !llvm.ptr<5>, !llvm.ptr<6>, !llvm.ptr, !llvm.ptr)
// OPENCL-NEXT: llvm.mlir.global external constant @uc() {addr_space = 2 : i32} : i32
// OPENCL-NEXT: llvm.mlir.global external constant @input() {addr_space = 1 : i32} : i32
// UNKNOWN:      llvm.func @pointers(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// UNKNOWN-NEXT: llvm.mlir.global external constant @uc() {addr_space = 0 : i32} : i32
// UNKNOWN-NEXT: llvm.mlir.global external constant @input() {addr_space = 0 : i32} : i32
// METAL: client-api.mlir:[[@LINE+5]]:1: warning: address space mapping for client 'Metal' not implemented
// METAL: llvm.func @pointers(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// WEBGPU: client-api.mlir:[[@LINE+3]]:1: warning: address space mapping for client 'WebGPU' not implemented
// BOGUS: for the --client-api option: Cannot find option named 'Bogus'!
// BOGUS-NOT: module
module {
  spirv.func @pointers(!spirv.ptr<i1, UniformConstant>, !spirv.ptr<i1, Input>, !spirv.ptr<i1, Workgroup>, !spirv.ptr<i1, CrossWorkgroup>, !spirv.ptr<i1, Generic>, !spirv.ptr<i1, DeviceOnlyINTEL>, !spirv.ptr<i1, HostOnlyINTEL>, !spirv.ptr<i1, Function>, !spirv.ptr<i1, Private>) "None"
  spirv.GlobalVariable @uc : !spirv.ptr<i32, UniformConstant>
  spirv.GlobalVariable @input : !spirv.ptr<i32, Input>
}
