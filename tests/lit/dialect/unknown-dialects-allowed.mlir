// RUN: strata opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: not strata opt %s 2>&1 | FileCheck %s --check-prefix=ERR
// With --allow-unregistered-dialect, attributes and types of unknown
// dialects are kept as written, a trailing `: type` of an attribute
// included; without it, the first is an error at its name (the type's
// `t`). The expected lines are mlir-opt 22's output.

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: !foo.t<x, "y">, %arg1: !foo<"t">)
// CHECK-SAME: attributes {a = #foo.bar<"x"> : i32, b = #foo<"y">}
// ERR: unknown-dialects-allowed.mlir:[[# @LINE + 1]]:26: error: `!"foo"<"t<x, "y">">` type created with unregistered dialect
func.func @f(%arg0: !foo.t<x, "y">, %arg1: !foo<"t">) attributes {a = #foo.bar<"x"> : i32, b = #foo<"y">} {
  return
}
