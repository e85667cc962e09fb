// RUN: strata translate -mlir-to-llvmir %s | FileCheck %s
// A module that sets the debug info version itself does not get it twice.

// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NOT: Debug Info Version
llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3>]
