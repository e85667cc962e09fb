// Malformed gpu ops get mlir-opt 22's located diagnostics, never a crash.
// RUN: strata opt %s --split-input-file --verify-diagnostics
// RUN: not strata opt %s --split-input-file 2>&1 | FileCheck %s

module {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch() {
    %c1 = arith.constant 1 : index
    // CHECK: error: 'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute
    // expected-error@+1 {{expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @launch() {
    %c1 = arith.constant 1 : index
    // CHECK: error: 'gpu.launch_func' op kernel container 'missing' is undefined
    // expected-error@+1 {{kernel container 'missing' is undefined}}
    gpu.launch_func @missing::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @not_a_gpu_module() {
    return
  }
  func.func @launch() {
    %c1 = arith.constant 1 : index
    // CHECK: error: 'gpu.launch_func' op kernel module 'not_a_gpu_module' is undefined
    // expected-error@+1 {{kernel module 'not_a_gpu_module' is undefined}}
    gpu.launch_func @not_a_gpu_module::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @other() kernel {
      gpu.return
    }
  }
  func.func @launch() {
    %c1 = arith.constant 1 : index
    // CHECK: error: 'gpu.launch_func' op kernel function '@kernels::@k' is undefined
    // expected-error@+1 {{kernel function '@kernels::@k' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @helper() {
      gpu.return
    }
  }
  func.func @launch() {
    %c1 = arith.constant 1 : index
    // CHECK: error: 'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute
    // expected-error@+1 {{kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@helper blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%x: f32, %y: f32) kernel {
      gpu.return
    }
  }
  func.func @launch(%x: f32) {
    %c1 = arith.constant 1 : index
    // CHECK: error: 'gpu.launch_func' op got 1 kernel operands but expected 2
    // expected-error@+1 {{got 1 kernel operands but expected 2}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : f32)
    return
  }
}

// -----

gpu.module @kernels {
  // expected-note@+1 {{return type declared here}}
  gpu.func @f(%x: f32) -> f32 {
    // CHECK: error: 'gpu.return' op expected 1 result operands
    // expected-error@+1 {{expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @f(%x: f32) -> i32 {
    // CHECK: error: 'gpu.return' op unexpected type `'f32'' for operand #0
    // expected-error@+1 {{unexpected type `'f32'' for operand #0}}
    gpu.return %x : f32
  }
}

// -----

gpu.module @kernels {
  // CHECK: error: 'gpu.func' op expected void return type for kernel function
  // expected-error@+1 {{expected void return type for kernel function}}
  gpu.func @k(%x: f32) -> f32 kernel {
    gpu.return %x : f32
  }
}

// -----

// CHECK: error: 'gpu.func' op expects parent op 'gpu.module'
// expected-error@+1 {{expects parent op 'gpu.module'}}
gpu.func @k() kernel {
  gpu.return
}

// -----

gpu.module @kernels {
  // CHECK: error: custom op 'gpu.func' gpu.func requires named arguments
  // expected-error@+1 {{gpu.func requires named arguments}}
  gpu.func @k(f32) kernel {
    gpu.return
  }
}

// -----

func.func @launch() {
  %c1 = arith.constant 1 : index
  // CHECK: error: custom op 'gpu.launch_func' expected 'in'
  // expected-error@+1 {{expected 'in'}}
  gpu.launch_func @kernels::@k blocks (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
  return
}

// -----

gpu.module @kernels {
  // CHECK: error: 'gpu.func' op expected memref type in attribution
  // expected-error@+1 {{expected memref type in attribution}}
  gpu.func @k() workgroup(%w: f32) kernel {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // CHECK: error: 'gpu.func' op expected body with at least one block
  // expected-error@+1 {{expected body with at least one block}}
  gpu.func @k() kernel {
  }
}

// -----

gpu.module @kernels {
  // CHECK: error: expected '{' to begin a region
  // expected-error@+1 {{expected '{' to begin a region}}
  gpu.func @k() kernel
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%x: f32) kernel {
      gpu.return
    }
  }
  func.func @launch(%x: i32) {
    %c1 = arith.constant 1 : index
    // CHECK: error: 'gpu.launch_func' op type of function argument 0 does not match
    // expected-error@+1 {{type of function argument 0 does not match}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : i32)
    return
  }
}
