// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s
// A gpu.module is device code: translation to LLVM IR skips it, as
// mlir-translate 22 does (the expected lines are its output), and
// translates the host code around it.

// CHECK: define void @host() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-NOT: kernel
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%a: i32) kernel {
      %0 = llvm.add %a, %a : i32
      gpu.return
    }
  }
  llvm.func @host() {
    llvm.return
  }
}
