// Verifier errors of the OpenCL extended instructions (and the operand
// count, type agreement and element types of the GL and core ops sharing
// their checks: no i1 or bf16, vectors of 2/3/4/8/16 elements; the GL
// transcendental ops take 16/32-bit floats only): the messages mlir-opt 22
// gives, at its positions.
// RUN: strata opt %s --split-input-file --verify-diagnostics

spirv.func @float_op_on_int(%i: i32) "None" {
  // expected-error @+1 {{'spirv.CL.exp' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spirv.CL.exp %i : i32
  spirv.Return
}

// -----

spirv.func @int_op_on_float(%f: f32) "None" {
  // expected-error @+1 {{'spirv.CL.u_max' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
  %0 = spirv.CL.u_max %f, %f : f32
  spirv.Return
}

// -----

spirv.func @int_op_on_bool(%b: i1) "None" {
  // expected-error @+1 {{'spirv.CL.s_abs' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'i1'}}
  %0 = spirv.CL.s_abs %b : i1
  spirv.Return
}

// -----

spirv.func @mixed_operands(%f: f32, %d: f64) "None" {
  // expected-error @+1 {{'spirv.CL.pow' op requires the same type for all operands and results}}
  %0 = "spirv.CL.pow"(%f, %d) : (f32, f64) -> f32
  spirv.Return
}

// -----

spirv.func @other_result(%f: f32) "None" {
  // expected-error @+1 {{'spirv.CL.fma' op requires the same type for all operands and results}}
  %0 = "spirv.CL.fma"(%f, %f, %f) : (f32, f32, f32) -> f64
  spirv.Return
}

// -----

spirv.func @two_operands(%f: f32) "None" {
  // expected-error @+1 {{'spirv.CL.sqrt' op requires a single operand}}
  %0 = "spirv.CL.sqrt"(%f, %f) : (f32, f32) -> f32
  spirv.Return
}

// -----

spirv.func @gl_two_operands(%f: f32) "None" {
  // expected-error @+1 {{'spirv.GL.Sqrt' op requires a single operand}}
  %0 = "spirv.GL.Sqrt"(%f, %f) : (f32, f32) -> f32
  spirv.Return
}

// -----

spirv.func @core_mixed(%a: i32, %b: i64) "None" {
  // expected-error @+1 {{'spirv.IAdd' op failed to verify that all of {operand1, operand2, result} have same type}}
  %0 = "spirv.IAdd"(%a, %b) : (i32, i64) -> i32
  spirv.Return
}

// -----

spirv.func @compare_mixed(%a: f32, %b: f64) "None" {
  // expected-error @+1 {{'spirv.FOrdEqual' op requires all operands to have the same type}}
  %0 = "spirv.FOrdEqual"(%a, %b) : (f32, f64) -> i1
  spirv.Return
}

// -----

spirv.func @iadd_bool(%b: i1) "None" {
  // expected-error @+1 {{'spirv.IAdd' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'i1'}}
  %0 = spirv.IAdd %b, %b : i1
  spirv.Return
}

// -----

spirv.func @gl_exp_f64(%d: f64) "None" {
  // expected-error @+1 {{'spirv.GL.Exp' op operand #0 must be 16/32-bit float or fixed-length vector of 16/32-bit float values of length 2/3/4/8/16, but got 'f64'}}
  %0 = spirv.GL.Exp %d : f64
  spirv.Return
}

// -----

spirv.func @cl_exp_f64(%d: f64) "None" {
  %0 = spirv.CL.exp %d : f64
  spirv.Return
}

// -----

spirv.func @bf16(%b: bf16) "None" {
  // expected-error @+1 {{'spirv.CL.ceil' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'bf16'}}
  %0 = spirv.CL.ceil %b : bf16
  spirv.Return
}

// -----

spirv.func @fadd_bf16(%b: vector<2xbf16>) "None" {
  // expected-error @+1 {{'spirv.FAdd' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float values, but got 'vector<2xbf16>'}}
  %0 = spirv.FAdd %b, %b : vector<2xbf16>
  spirv.Return
}

// -----

spirv.func @vector_of_five(%v: vector<5xf32>) "None" {
  // expected-error @+1 {{'spirv.CL.exp' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'vector<5xf32>'}}
  %0 = spirv.CL.exp %v : vector<5xf32>
  spirv.Return
}

// -----

spirv.func @scalable(%v: vector<[4]xi32>) "None" {
  // expected-error @+1 {{'spirv.IAdd' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'vector<[4]xi32>'}}
  %0 = spirv.IAdd %v, %v : vector<[4]xi32>
  spirv.Return
}

// -----

spirv.func @bit_op_vector_of_one(%v: vector<1xi32>) "None" {
  // expected-error @+1 {{'spirv.BitwiseAnd' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'vector<1xi32>'}}
  %0 = spirv.BitwiseAnd %v, %v : vector<1xi32>
  spirv.Return
}

// -----

// Like mlir-opt 22, the length is the element count: vector<2x2xf32> passes.
spirv.func @two_by_two(%v: vector<2x2xf32>) "None" {
  %0 = spirv.FAdd %v, %v : vector<2x2xf32>
  spirv.Return
}
