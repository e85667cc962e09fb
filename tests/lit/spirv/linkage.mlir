// RUN: strata opt %s | FileCheck %s
// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s --check-prefix=LLVM
// Imported functions (linkage_attributes) print and lower to declarations. The CHECK lines are mlir-opt 22's output.

// CHECK:      module {
// CHECK-NEXT:   spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], []> {
// CHECK-NEXT:     spirv.func @outside.func(i32) -> i32 "Pure" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "outside.func", linkage_type = <Import>>}
// CHECK-NEXT:     spirv.func @inside(%arg0: i32) -> i32 "Const" {
// CHECK-NEXT:       %0 = spirv.FunctionCall @outside.func(%arg0) : (i32) -> i32
// CHECK-NEXT:       spirv.ReturnValue %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// LLVM:      module {
// LLVM-NEXT:   module {
// LLVM-NEXT:     llvm.func @outside.func(i32) -> i32 attributes {passthrough = ["readonly"]}
// LLVM-NEXT:     llvm.func @inside(%arg0: i32) -> i32 attributes {passthrough = ["readnone"]} {
// LLVM-NEXT:       %0 = llvm.call @outside.func(%arg0) : (i32) -> i32
// LLVM-NEXT:       llvm.return %0 : i32
// LLVM-NEXT:     }
// LLVM-NEXT:   }
// LLVM-NEXT: }

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], []> {
  spirv.func @outside.func(%a: i32) -> i32 "Pure" attributes {linkage_attributes=#spirv.linkage_attributes<linkage_name="outside.func", linkage_type=<Import>>}
  spirv.func @inside(%a: i32) -> i32 "Const" {
    %0 = spirv.FunctionCall @outside.func(%a) : (i32) -> i32
    spirv.ReturnValue %0 : i32
  }
}
