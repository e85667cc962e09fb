// Malformed SPIR-V types and ops get MLIR's located diagnostics (the same
// messages and positions as mlir-opt 22), never a crash.
// RUN: strata opt %s --split-input-file --verify-diagnostics
// RUN: not strata opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: invalid.mlir:[[@LINE+1]]:36: error: unknown storage class: Bogus
func.func private @f(!spirv.ptr<f32, Bogus>) // expected-error {{unknown storage class: Bogus}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:36: error: expected ','
func.func private @f(!spirv.ptr<f32 Input>) // expected-error {{expected ','}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:35: error: expected array length greater than 0
func.func private @f(!spirv.array<0 x f32>) // expected-error {{expected array length greater than 0}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:36: error: expected 'x' in dimension list
func.func private @f(!spirv.array<4 f32>) // expected-error {{expected 'x' in dimension list}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:39: error: cannot use 'tensor<4xf32>' to compose SPIR-V types
func.func private @f(!spirv.array<4 x tensor<4xf32>>) // expected-error {{cannot use 'tensor<4xf32>' to compose SPIR-V types}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:51: error: ArrayStride must be greater than zero
func.func private @f(!spirv.array<4 x f32, stride=0>) // expected-error {{ArrayStride must be greater than zero}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:42: error: expected 'stride'
func.func private @f(!spirv.rtarray<f32, strid=4>) // expected-error {{expected 'stride'}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:29: error: offset specification must be given for all members
func.func private @f(!spirv.struct<(i32 [0], i32)>) // expected-error {{offset specification must be given for all members}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:42: error: unknown attribute: 'Bogus'
func.func private @f(!spirv.struct<(f32 [Bogus])>) // expected-error {{unknown attribute: 'Bogus'}}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:29: error: unknown SPIR-V type: foo
func.func private @f(!spirv.foo<i32>) // expected-error {{unknown SPIR-V type: foo}}


// -----

// CHECK: invalid.mlir:[[@LINE+2]]:17: error: custom op 'spirv.func' invalid function_control attribute specification: "Bogus"
// expected-error@+1 {{custom op 'spirv.func' invalid function_control attribute specification: "Bogus"}}
spirv.func @f() "Bogus" {
  spirv.Return
}

// -----

// CHECK: invalid.mlir:[[@LINE+1]]:22: error: custom op 'spirv.module' invalid memory_model attribute specification: Bogus
spirv.module Logical Bogus {} // expected-error {{custom op 'spirv.module' invalid memory_model attribute specification: Bogus}}

// -----

spirv.func @f(%a: f32) "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:8: error: 'spirv.IAdd' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'f32'
  %0 = spirv.IAdd %a, %a : f32 // expected-error {{operand #0 must be 8/16/32/64-bit integer}}
  spirv.Return
}

// -----

spirv.func @f(%a: i32) "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:8: error: 'spirv.IAdd' op expected 2 operands, but found 1
  %0 = "spirv.IAdd"(%a) : (i32) -> i32 // expected-error {{expected 2 operands, but found 1}}
  spirv.Return
}

// -----

spirv.func @f(%a: i32) "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:8: error: 'spirv.IEqual' op result #0 must be bool or fixed-length vector of bool values of length 2/3/4/8/16, but got 'i32'
  %0 = "spirv.IEqual"(%a, %a) : (i32, i32) -> i32 // expected-error {{result #0 must be bool}}
  spirv.Return
}

// -----

spirv.func @f(%v: vector<3xf32>) "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:33: error: custom op 'spirv.CompositeExtract' index 5 out of bounds for 'vector<3xf32>'
  %0 = spirv.CompositeExtract %v[5 : i32] : vector<3xf32> // expected-error {{index 5 out of bounds for 'vector<3xf32>'}}
  spirv.Return
}

// -----

spirv.func @f(%v: vector<2xf32>) "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:8: error: 'spirv.VectorShuffle' op component selector 7 out of range: expected to be in [0, 4) or 0xffffffff
  %0 = "spirv.VectorShuffle"(%v, %v) <{components = [0 : i32, 7 : i32]}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32> // expected-error {{component selector 7 out of range: expected to be in [0, 4) or 0xffffffff}}
  spirv.Return
}

// -----

spirv.module Logical GLSL450 {
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: 'spirv.module' can only contain spirv.* ops
  func.func @f() { return } // expected-error {{'spirv.module' can only contain spirv.* ops}}
}

// -----

spirv.module Logical GLSL450 {
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: 'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)
  spirv.func @f(i32) "None" // expected-error {{cannot contain external functions}}
}

// -----

spirv.func @f() -> i32 "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: 'spirv.Return' op cannot be used in functions returning value
  spirv.Return // expected-error {{cannot be used in functions returning value}}
}

// -----

spirv.func @f() "None" {
  %c = spirv.Constant 1 : i32
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: 'spirv.ReturnValue' op returns 1 value but enclosing function requires 0 results
  spirv.ReturnValue %c : i32 // expected-error {{returns 1 value but enclosing function requires 0 results}}
}

// -----

spirv.func @f() "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:8: error: 'spirv.mlir.addressof' op expected spirv.GlobalVariable symbol
  %c = spirv.mlir.addressof @nope : !spirv.ptr<i32, Private> // expected-error {{expected spirv.GlobalVariable symbol}}
  spirv.Return
}

// -----

spirv.func @f() "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: 'spirv.FunctionCall' op callee function 'g' not found in nearest symbol table
  spirv.FunctionCall @g() : () -> () // expected-error {{callee function 'g' not found in nearest symbol table}}
  spirv.Return
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @a : !spirv.ptr<i32, Private>
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: 'spirv.GlobalVariable' op initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op
  spirv.GlobalVariable @b initializer(@a) : !spirv.ptr<i32, Private> // expected-error {{initializer must be result of a spirv.SpecConstant}}
}

// -----

spirv.func @f(%a: i32) "None" {
  // CHECK: invalid.mlir:[[@LINE+1]]:8: error: 'spirv.GroupIAdd' op execution scope must be 'Workgroup' or 'Subgroup'
  %0 = spirv.GroupIAdd <Device> <Reduce> %a : i32 // expected-error {{execution scope must be 'Workgroup' or 'Subgroup'}}
  spirv.Return
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @g : !spirv.ptr<i32, Private>
  spirv.func @f() -> i32 "None" {
    // CHECK: invalid.mlir:[[@LINE+1]]:10: error: 'spirv.mlir.referenceof' op expected spirv.SpecConstant or spirv.SpecConstantComposite symbol
    %0 = spirv.mlir.referenceof @g : i32 // expected-error {{expected spirv.SpecConstant or spirv.SpecConstantComposite symbol}}
    spirv.ReturnValue %0 : i32
  }
}
