// lower-host-to-llvm on kernels it cannot lower: errors as mlir-opt 22
// reports them (a launch left alone is then reported by the verifier, its
// gpu.module being gone), exit code 1, never a crash.
// RUN: strata opt %s --lower-host-to-llvm --split-input-file --verify-diagnostics
// RUN: not strata opt %s --lower-host-to-llvm --split-input-file 2>&1 | FileCheck %s

// No SPIR-V module for the kernel's GPU module.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%buf: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @launch() {
    %buf = memref.alloc() : memref<4xf32>
    %c1 = arith.constant 1 : index
    // CHECK: [[@LINE+4]]:5: error: 'gpu.launch_func' op SPIR-V kernel module '__spv__kernels' is not found
    // CHECK: [[@LINE+3]]:5: error: 'gpu.launch_func' op kernel container 'kernels' is undefined
    // expected-error@+2 {{SPIR-V kernel module '__spv__kernels' is not found}}
    // expected-error@+1 {{kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<4xf32>)
    return
  }
}

// -----

// A SPIR-V module with two entry points: reported by the launch and again
// when its entry point is renamed.
module attributes {gpu.container_module} {
  // (One directive matches both errors, as mlir-opt's verifier counts them.)
  // CHECK: [[@LINE+3]]:3: error: The module must contain exactly one entry point function
  // CHECK: [[@LINE+2]]:3: error: The module must contain exactly one entry point function
  // expected-error@+1 {{The module must contain exactly one entry point function}}
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @k() "None" {
      spirv.Return
    }
    spirv.func @k2() "None" {
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @k
    spirv.EntryPoint "GLCompute" @k2
  }
  gpu.module @kernels {
    gpu.func @k(%buf: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @launch() {
    %buf = memref.alloc() : memref<4xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<4xf32>)
    return
  }
}

// -----

// A scalar kernel operand: the launch is left as it is.
module attributes {gpu.container_module} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @k_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @k() "None" {
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @k
  }
  gpu.module @kernels {
    gpu.func @k(%buf: memref<4xf32>, %s: f32) kernel {
      gpu.return
    }
  }
  func.func @launch(%s: f32) {
    %buf = memref.alloc() : memref<4xf32>
    %c1 = arith.constant 1 : index
    // CHECK: [[@LINE+2]]:5: error: 'gpu.launch_func' op kernel container 'kernels' is undefined
    // expected-error@+1 {{kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<4xf32>, %s : f32)
    return
  }
}

// -----

// A SPIR-V module without an entry point.
module {
  // CHECK: [[@LINE+2]]:3: error: The module must contain exactly one entry point function
  // expected-error@+1 {{The module must contain exactly one entry point function}}
  spirv.module Logical GLSL450 {
    spirv.func @k() "None" {
      spirv.Return
    }
  }
}
