// RUN: strata translate -mlir-to-llvmir %s | FileCheck %s
// llvm.module_flags and llvm.linker_options as named metadata, before the
// debug info version flag (mlir-translate 22 output in the CHECK lines).

llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<warning, "s", "str">]
llvm.linker_options ["DEFAULTLIB:", "libcmt"]
llvm.linker_options ["x"]
llvm.func @f() {
  llvm.return
}

// CHECK: !llvm.module.flags = !{!0, !1, !2, !3}
// CHECK: !llvm.linker.options = !{!4, !5}
// CHECK: !0 = !{i32 1, !"wchar_size", i32 4}
// CHECK: !1 = !{i32 7, !"PIC Level", i32 2}
// CHECK: !2 = !{i32 2, !"s", !"str"}
// CHECK: !3 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: !4 = !{!"DEFAULTLIB:", !"libcmt"}
// CHECK: !5 = !{!"x"}
