// RUN: strata translate --mlir-to-llvmir -split-input-file %s | FileCheck %s
// The module's `llvm.ident` is translated before its top-level ops, so
// `!llvm.ident` precedes the linker options and module flags, as in
// mlir-translate 22's output; identifier and option strings keep their
// exact bytes, UTF-8 or not.

module attributes {llvm.ident = "id\FFx"} {
  llvm.linker_options ["/DEFAULTLIB:\FE", "b"]
}
// CHECK:      !llvm.ident = !{!0}
// CHECK-NEXT: !llvm.linker.options = !{!1}
// CHECK-NEXT: !llvm.module.flags = !{!2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{!"id\FFx"}
// CHECK-NEXT: !1 = !{!"/DEFAULTLIB:\FE", !"b"}
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}

// -----

module attributes {llvm.ident = "id"} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "probe", 1 : i32>]
  llvm.linker_options ["a"]
}
// CHECK:      !llvm.ident = !{!0}
// CHECK-NEXT: !llvm.module.flags = !{!1, !2}
// CHECK-NEXT: !llvm.linker.options = !{!3}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{!"id"}
// CHECK-NEXT: !1 = !{i32 1, !"probe", i32 1}
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !3 = !{!"a"}

// -----

// Inline assembly keeps its exact bytes too.
module attributes {llvm.module_asm = ["foo \E9"]} {
}
// CHECK: module asm "foo \E9"
