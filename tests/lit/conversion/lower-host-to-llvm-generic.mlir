// RUN: strata opt %s --lower-host-to-llvm --mlir-print-op-generic | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// The lowering in the generic form: every property as mlir-opt 22 prints it.
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<8 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_scale_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scale", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, sym_name = "__spv__kernels", vce_triple = #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>}> ({
// CHECK-NEXT:     "spirv.GlobalVariable"() <{binding = 0 : i32, descriptor_set = 0 : i32, sym_name = "scale_arg_0", type = !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>}> : () -> ()
// CHECK-NEXT:     "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = () -> (), sym_name = "__spv__kernels_scale"}> ({
// CHECK-NEXT:       %22 = "spirv.mlir.addressof"() <{variable = @scale_arg_0}> : () -> !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT:       "spirv.Return"() : () -> ()
// CHECK-NEXT:     }) {workgroup_attributions = 0 : i64} : () -> ()
// CHECK-NEXT:     "spirv.EntryPoint"() <{execution_model = #spirv.execution_model<GLCompute>, fn = @__spv__kernels_scale, interface = []}> : () -> ()
// CHECK-NEXT:     "spirv.ExecutionMode"() <{execution_mode = #spirv.execution_mode<LocalSize>, fn = @__spv__kernels_scale, values = [4 : i32, 1 : i32, 1 : i32]}> : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "host", visibility_ = 0 : i64}> ({
// CHECK-NEXT:     %0 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// CHECK-NEXT:     %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %2 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %3 = "llvm.getelementptr"(%2, %0) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %4 = "llvm.ptrtoint"(%3) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %5 = "llvm.call"(%4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %6 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = "llvm.insertvalue"(%6, %5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = "llvm.insertvalue"(%7, %5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %10 = "llvm.insertvalue"(%8, %9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = "llvm.insertvalue"(%10, %0) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = "llvm.insertvalue"(%11, %1) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %14 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %15 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// CHECK-NEXT:     %16 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     %17 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT:     %18 = "llvm.getelementptr"(%17, %15) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %19 = "llvm.ptrtoint"(%18) : (!llvm.ptr) -> i64
// CHECK-NEXT:     %20 = "llvm.extractvalue"(%12) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     %21 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%21, %20, %19) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_scale, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%20, %21, %19) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     "llvm.return"() : () -> ()
// CHECK-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_host", visibility_ = 0 : i64}> ({
// CHECK-NEXT:     "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @host, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// CHECK-NEXT:     "llvm.return"() : () -> ()
// CHECK-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT: }) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 4, 4]>>} : () -> ()
// CHECK-EMPTY:
module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<max_compute_workgroup_invocations = 128, max_compute_workgroup_size = [64, 4, 4]>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @scale_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @scale() "None" attributes {workgroup_attributions = 0 : i64} {
      %p = spirv.mlir.addressof @scale_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @scale
    spirv.ExecutionMode @scale "LocalSize", 4, 1, 1
  }
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      gpu.return
    }
  }
  func.func @host() {
    %data = memref.alloc() : memref<8xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @kernels::@scale blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1) args(%data : memref<8xf32>)
    return
  }
}
