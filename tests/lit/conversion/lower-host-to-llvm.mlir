// RUN: strata opt %s --lower-host-to-llvm -split-input-file | FileCheck %s
// The host half of the SPIR-V CPU pipeline. The CHECK lines are mlir-opt
// 22's output for the same flags.

// One kernel with one buffer: the buffer is copied into the global its
// SPIR-V variable stands for, the kernel called, the buffer copied back.
// CHECK: module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 4, 4]>>} {
// CHECK-NEXT:   llvm.mlir.global linkonce @__spv__kernels_scale_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<8 x f32>)>
// CHECK-NEXT:   llvm.func @__spv__kernels_scale()
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
// CHECK-NEXT:     spirv.GlobalVariable @scale_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT:     spirv.func @__spv__kernels_scale() "None" attributes {workgroup_attributions = 0 : i64} {
// CHECK-NEXT:       %scale_arg_0_addr = spirv.mlir.addressof @scale_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT:       spirv.Return
// CHECK-NEXT:     }
// CHECK-NEXT:     spirv.EntryPoint "GLCompute" @__spv__kernels_scale
// CHECK-NEXT:     spirv.ExecutionMode @__spv__kernels_scale "LocalSize", 4, 1, 1
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @host() attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT:     %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %14 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %15 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %17 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %18 = llvm.getelementptr %17[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
// CHECK-NEXT:     %20 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %21 = llvm.mlir.addressof @__spv__kernels_scale_arg_0_descriptor_set0_binding0 : !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%21, %20, %19) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @__spv__kernels_scale() : () -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%20, %21, %19) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_host() attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     llvm.call @host() : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
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

// -----

// Two kernels, one taking two buffers (one a function argument, one 2-D),
// each launched twice from two functions: declarations and globals are
// made once, each at the front of the module (the last made comes first).
// CHECK-NEXT: {{^}}//{{ }}-----{{$}}
// CHECK-NEXT: module attributes {gpu.container_module} {
// CHECK-NEXT:   llvm.mlir.global linkonce @__spv__b_other_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<2 x i64>)>
// CHECK-NEXT:   llvm.func @__spv__b_other()
// CHECK-NEXT:   llvm.mlir.global linkonce @__spv__a_k_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<6 x f32>)>
// CHECK-NEXT:   llvm.mlir.global linkonce @__spv__a_k_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<4 x i32>)>
// CHECK-NEXT:   llvm.func @__spv__a_k()
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   spirv.module @__spv__a Logical GLSL450 {
// CHECK-NEXT:     spirv.GlobalVariable @k_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT:     spirv.GlobalVariable @k_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT:     spirv.func @__spv__a_k() "None" {
// CHECK-NEXT:       spirv.Return
// CHECK-NEXT:     }
// CHECK-NEXT:     spirv.EntryPoint "GLCompute" @__spv__a_k
// CHECK-NEXT:   }
// CHECK-NEXT:   spirv.module @__spv__b Logical GLSL450 {
// CHECK-NEXT:     spirv.GlobalVariable @other_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer>
// CHECK-NEXT:     spirv.func @__spv__b_other() "None" {
// CHECK-NEXT:       spirv.Return
// CHECK-NEXT:     }
// CHECK-NEXT:     spirv.EntryPoint "GLCompute" @__spv__b_other
// CHECK-NEXT:     spirv.ExecutionMode @__spv__b_other "LocalSize", 1, 1, 1
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @first(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %9 = llvm.getelementptr %8[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT:     %11 = llvm.call @malloc(%10) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %17 = llvm.insertvalue %6, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %18 = llvm.insertvalue %7, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %19 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %20 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %22 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:     %23 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %24 = llvm.getelementptr %23[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %25 = llvm.ptrtoint %24 : !llvm.ptr to i64
// CHECK-NEXT:     %26 = llvm.call @malloc(%25) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %27 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %28 = llvm.insertvalue %26, %27[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %29 = llvm.insertvalue %26, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %31 = llvm.insertvalue %30, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %32 = llvm.insertvalue %19, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %33 = llvm.insertvalue %20, %32[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %34 = llvm.insertvalue %20, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %35 = llvm.insertvalue %21, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %37 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %38 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %39 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %40 = llvm.getelementptr %39[%37] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %41 = llvm.ptrtoint %40 : !llvm.ptr to i64
// CHECK-NEXT:     %42 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %43 = llvm.mlir.addressof @__spv__a_k_arg_0_descriptor_set0_binding0 : !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%43, %42, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %44 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %45 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %46 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %47 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:     %48 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %49 = llvm.getelementptr %48[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
// CHECK-NEXT:     %51 = llvm.extractvalue %35[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %52 = llvm.mlir.addressof @__spv__a_k_arg_1_descriptor_set0_binding1 : !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%52, %51, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @__spv__a_k() : () -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%42, %43, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%51, %52, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %53 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %54 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %55 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %56 = llvm.getelementptr %55[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %57 = llvm.ptrtoint %56 : !llvm.ptr to i64
// CHECK-NEXT:     %58 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %59 = llvm.mlir.addressof @__spv__b_other_arg_0_descriptor_set0_binding0 : !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%59, %58, %57) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @__spv__b_other() : () -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%58, %59, %57) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_first(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.call @first(%1, %2, %3, %4, %5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @second() attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT:     %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %1, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %17 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:     %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %19 = llvm.getelementptr %18[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
// CHECK-NEXT:     %21 = llvm.call @malloc(%20) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %25 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %27 = llvm.insertvalue %14, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %28 = llvm.insertvalue %15, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %29 = llvm.insertvalue %15, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %30 = llvm.insertvalue %16, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %31 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %33 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %34 = llvm.getelementptr %33[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
// CHECK-NEXT:     %36 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %37 = llvm.mlir.addressof @__spv__a_k_arg_0_descriptor_set0_binding0 : !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%37, %36, %35) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %38 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %39 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %40 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %41 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:     %42 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %43 = llvm.getelementptr %42[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %44 = llvm.ptrtoint %43 : !llvm.ptr to i64
// CHECK-NEXT:     %45 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %46 = llvm.mlir.addressof @__spv__a_k_arg_1_descriptor_set0_binding1 : !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%46, %45, %44) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @__spv__a_k() : () -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%36, %37, %35) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%45, %46, %44) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_second() attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     llvm.call @second() : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
module attributes {gpu.container_module} {
  spirv.module @__spv__a Logical GLSL450 {
    spirv.GlobalVariable @k_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @k_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @k() "None" {
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @k
  }
  spirv.module @__spv__b Logical GLSL450 {
    spirv.GlobalVariable @other_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer>
    spirv.func @other() "None" {
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @other
    spirv.ExecutionMode @other "LocalSize", 1, 1, 1
  }
  gpu.module @a {
    gpu.func @k(%x: memref<4xi32>, %y: memref<2x3xf32>) kernel {
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @other(%z: memref<2xi64>) kernel {
      gpu.return
    }
  }
  func.func @first(%in: memref<2xi64>) {
    %x = memref.alloc() : memref<4xi32>
    %y = memref.alloc() : memref<2x3xf32>
    %one = arith.constant 1 : index
    gpu.launch_func @a::@k blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%x : memref<4xi32>, %y : memref<2x3xf32>)
    gpu.launch_func @b::@other blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%in : memref<2xi64>)
    return
  }
  func.func @second() {
    %one = arith.constant 1 : index
    %x = memref.alloc() : memref<4xi32>
    %y = memref.alloc() : memref<2x3xf32>
    gpu.launch_func @a::@k blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%x : memref<4xi32>, %y : memref<2x3xf32>)
    return
  }
}

// -----

// A named SPIR-V module without launches: its entry point takes the
// module's name as a prefix, in every reference.
// CHECK-NEXT: {{^}}//{{ }}-----{{$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   spirv.module @my.kernels Logical GLSL450 {
// CHECK-NEXT:     spirv.func @my.kernels_main_kernel() "None" {
// CHECK-NEXT:       spirv.Return
// CHECK-NEXT:     }
// CHECK-NEXT:     spirv.EntryPoint "GLCompute" @my.kernels_main_kernel
// CHECK-NEXT:     spirv.ExecutionMode @my.kernels_main_kernel "LocalSize", 2, 2, 1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
module {
  spirv.module @my.kernels Logical GLSL450 {
    spirv.func @main_kernel() "None" {
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @main_kernel
    spirv.ExecutionMode @main_kernel "LocalSize", 2, 2, 1
  }
}

// -----

// An unnamed SPIR-V module: the prefix is `__spv__`.
// CHECK-NEXT: {{^}}//{{ }}-----{{$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   spirv.module Logical GLSL450 {
// CHECK-NEXT:     spirv.func @__spv___entry() "None" {
// CHECK-NEXT:       spirv.Return
// CHECK-NEXT:     }
// CHECK-NEXT:     spirv.EntryPoint "GLCompute" @__spv___entry
// CHECK-NEXT:     spirv.ExecutionMode @__spv___entry "LocalSize", 1, 1, 1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
module {
  spirv.module Logical GLSL450 {
    spirv.func @entry() "None" {
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @entry
    spirv.ExecutionMode @entry "LocalSize", 1, 1, 1
  }
}
