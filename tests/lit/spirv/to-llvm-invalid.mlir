// Conversion failures: types and ops convert-spirv-to-llvm has no pattern for
// are reported as MLIR 22 reports them.
// RUN: strata opt -convert-spirv-to-llvm --split-input-file --verify-diagnostics %s
// RUN: not strata opt -convert-spirv-to-llvm --split-input-file %s 2>&1 | FileCheck %s
// Failed chunks print nothing, but the split markers between them stay:
// RUN: strata opt -convert-spirv-to-llvm --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=SEP
// SEP:      {{^}}//{{ }}-----{{$}}
// SEP-NEXT: {{^}}//{{ }}-----{{$}}
// SEP-NEXT: {{^}}//{{ }}-----{{$}}
// SEP-NEXT: {{^}}//{{ }}-----{{$}}
// SEP-NOT:  {{.}}

spirv.module Logical GLSL450 {
  // CHECK: to-llvm-invalid.mlir:[[@LINE+2]]:{{[0-9]+}}: error: failed to legalize operation 'spirv.GlobalVariable' that was explicitly marked illegal
  // expected-error@+1 {{failed to legalize operation 'spirv.GlobalVariable' that was explicitly marked illegal}}
  spirv.GlobalVariable @wg : !spirv.ptr<f32, Workgroup>
}

// -----

spirv.func @mix(%a: f32) "None" {
  // CHECK: to-llvm-invalid.mlir:[[@LINE+2]]:{{[0-9]+}}: error: failed to legalize operation 'spirv.CL.mix' that was explicitly marked illegal
  // expected-error@+1 {{failed to legalize operation 'spirv.CL.mix' that was explicitly marked illegal}}
  %0 = spirv.CL.mix %a, %a, %a : f32
  spirv.Return
}

// -----

spirv.func @flatten(%c: i1) "None" {
  // CHECK: to-llvm-invalid.mlir:[[@LINE+2]]:{{[0-9]+}}: error: failed to legalize operation 'spirv.mlir.selection' that was explicitly marked illegal
  // expected-error@+1 {{failed to legalize operation 'spirv.mlir.selection' that was explicitly marked illegal}}
  spirv.mlir.selection control(Flatten) {
    spirv.BranchConditional %c, ^t, ^m
  ^t:
    spirv.Branch ^m
  ^m:
    spirv.mlir.merge
  }
  spirv.Return
}

// -----

// CHECK: to-llvm-invalid.mlir:[[@LINE+2]]:{{[0-9]+}}: error: failed to legalize operation 'spirv.func' that was explicitly marked illegal
// expected-error@+1 {{failed to legalize operation 'spirv.func' that was explicitly marked illegal}}
spirv.func @rtarray_stride(%a: !spirv.rtarray<f32, stride=4>) "None" {
  spirv.Return
}

// -----

spirv.func @wide_shift(%a: i16, %b: i32) "None" {
  // CHECK: to-llvm-invalid.mlir:[[@LINE+2]]:{{[0-9]+}}: error: failed to legalize operation 'spirv.ShiftLeftLogical' that was explicitly marked illegal
  // expected-error@+1 {{failed to legalize operation 'spirv.ShiftLeftLogical' that was explicitly marked illegal}}
  %0 = spirv.ShiftLeftLogical %a, %b : i16, i32
  spirv.Return
}
