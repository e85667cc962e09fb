// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s | strata opt | FileCheck %s
// RUN: strata opt %s --emit-bytecode | strata opt | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --mlir-print-op-generic | strata opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// Kernel containers, kernels (inputs, workgroup and private buffers, argument
// and function attributes, results) and launches in every form mlir-opt 22
// parses (clusters, non-index sizes, dynamic shared memory, kernel operands,
// attributes), printed as it prints them.
// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @k1(%arg0: memref<4xf32>, %arg1: f32) workgroup(%arg2 : memref<32xf32, 3>) private(%arg3 : memref<2xf32, 5>) kernel {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @k2(%arg0: memref<4xf32> {llvm.noalias}) kernel attributes {foo = 1 : i32} {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @helper(%arg0: f32) -> f32 {
// CHECK-NEXT:       gpu.return %arg0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @k3() kernel {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @m2 attributes {bar} {
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: memref<4xf32>, %arg1: f32, %arg2: i32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT:     gpu.launch_func  @kernels::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<4xf32>, %arg1 : f32)
// CHECK-NEXT:     gpu.launch_func  @kernels::@k3 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
// CHECK-NEXT:     gpu.launch_func  @kernels::@k3 blocks in (%c2_i64, %c2_i64, %c2_i64) threads in (%c2_i64, %c2_i64, %c2_i64) : i64 dynamic_shared_memory_size %arg2
// CHECK-NEXT:     gpu.launch_func  @kernels::@k3 clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)   {attr1 = 2 : i64}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k1(%arg0: memref<4xf32>, %arg1: f32) workgroup(%w: memref<32xf32, 3>) private(%p: memref<2xf32, 5>) kernel {
      gpu.return
    }
    gpu.func @k2(%arg0: memref<4xf32> {llvm.noalias}) kernel attributes {foo = 1 : i32} {
      gpu.return
    }
    gpu.func @helper(%a: f32) -> f32 {
      gpu.return %a : f32
    }
    gpu.func @k3() kernel {
      gpu.return
    }
  }
  gpu.module @m2 attributes {bar} {
  }
  func.func @main(%m: memref<4xf32>, %f: f32, %i: i32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : i64
    gpu.launch_func @kernels::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>, %f : f32)
    gpu.launch_func @kernels::@k3 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@k3 blocks in (%c2, %c2, %c2) threads in (%c2, %c2, %c2) : i64 dynamic_shared_memory_size %i
    gpu.launch_func @kernels::@k3 clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {attr1 = 2}
    return
  }
}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "gpu.module"() <{sym_name = "kernels"}> ({
// GENERIC-NEXT:     "gpu.func"() <{function_type = (memref<4xf32>, f32) -> ()}> ({
// GENERIC-NEXT:     ^bb0(%arg5: memref<4xf32>, %arg6: f32, %arg7: memref<32xf32, 3>, %arg8: memref<2xf32, 5>):
// GENERIC-NEXT:       "gpu.return"() : () -> ()
// GENERIC-NEXT:     }) {gpu.kernel, sym_name = "k1", workgroup_attributions = 1 : i64} : () -> ()
// GENERIC-NEXT:     "gpu.func"() <{arg_attrs = [{llvm.noalias}], function_type = (memref<4xf32>) -> ()}> ({
// GENERIC-NEXT:     ^bb0(%arg4: memref<4xf32>):
// GENERIC-NEXT:       "gpu.return"() : () -> ()
// GENERIC-NEXT:     }) {foo = 1 : i32, gpu.kernel, sym_name = "k2", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT:     "gpu.func"() <{function_type = (f32) -> f32}> ({
// GENERIC-NEXT:     ^bb0(%arg3: f32):
// GENERIC-NEXT:       "gpu.return"(%arg3) : (f32) -> ()
// GENERIC-NEXT:     }) {sym_name = "helper", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT:     "gpu.func"() <{function_type = () -> ()}> ({
// GENERIC-NEXT:       "gpu.return"() : () -> ()
// GENERIC-NEXT:     }) {gpu.kernel, sym_name = "k3", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "gpu.module"() <{sym_name = "m2"}> ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) {bar} : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4xf32>, f32, i32) -> (), sym_name = "main"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4xf32>, %arg1: f32, %arg2: i32):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
// GENERIC-NEXT:     "gpu.launch_func"(%0, %0, %0, %0, %0, %0, %arg0, %arg1) <{kernel = @kernels::@k1, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<4xf32>, f32) -> ()
// GENERIC-NEXT:     "gpu.launch_func"(%0, %0, %0, %0, %0, %0) <{kernel = @kernels::@k3, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:     "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %arg2) <{kernel = @kernels::@k3, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0>}> : (i64, i64, i64, i64, i64, i64, i32) -> ()
// GENERIC-NEXT:     "gpu.launch_func"(%0, %0, %0, %0, %0, %0, %0, %0, %0) <{kernel = @kernels::@k3, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> {attr1 = 2 : i64} : (index, index, index, index, index, index, index, index, index) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) {gpu.container_module} : () -> ()
