// RUN: strata opt %s --split-input-file --verify-diagnostics
// The math verifier's checks and messages, as mlir-opt 22 gives them:
// counts first, then operand and result type constraints, then the traits
// relating the types.

func.func @absf_on_int(%i: i32) {
  // expected-error@below {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%i) : (i32) -> i32
  return
}

// -----

func.func @absf_result_type(%f: f32) {
  // expected-error@below {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%f) : (f32) -> f64
  return
}

// -----

func.func @ctlz_on_float(%f: f32) {
  // expected-error@below {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%f) : (f32) -> f32
  return
}

// -----

func.func @fpowi_power(%f: f32) {
  // expected-error@below {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_result(%f: vector<4xf32>, %i: vector<4xi32>) {
  // expected-error@below {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%f, %i) : (vector<4xf32>, vector<4xi32>) -> vector<4xf64>
  return
}

// -----

func.func @fpowi_shape(%v: vector<2x3xf32>, %i: i32) {
  // expected-error@below {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %v, %i : vector<2x3xf32>, i32
  return
}

// -----

func.func @isnan_result(%f: f32) {
  // expected-error@below {{'math.isnan' op result #0 must be bool-like, but got 'f32'}}
  %0 = "math.isnan"(%f) : (f32) -> f32
  return
}

// -----

func.func @isnan_shape(%f: vector<4xf32>) {
  // expected-error@below {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%f) : (vector<4xf32>) -> vector<3xi1>
  return
}

// -----

func.func @sincos_one_result(%f: f32) {
  // expected-error@below {{'math.sincos' op expected 2 results}}
  %0 = "math.sincos"(%f) : (f32) -> f32
  return
}

// -----

func.func @sincos_types(%f: f32) {
  // expected-error@below {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%f) : (f32) -> (f32, f64)
  return
}

// -----

func.func @two_operands(%f: f32) {
  // expected-error@below {{'math.absf' op requires a single operand}}
  %0 = "math.absf"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @atan2_one_operand(%f: f32) {
  // expected-error@below {{'math.atan2' op expected 2 operands, but found 1}}
  %0 = "math.atan2"(%f) : (f32) -> f32
  return
}

// -----

func.func @no_result(%f: f32) {
  // expected-error@below {{'math.absf' op requires one result}}
  "math.absf"(%f) : (f32) -> ()
  return
}

// -----

func.func @clampf_types(%f: f32, %g: f64) {
  // expected-error@below {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%f, %g, %f) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @ipowi_result(%i: i32) {
  // expected-error@below {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @custom_form_types(%f: f32) {
  // expected-error@+2 {{use of value '%f' expects different type than prior uses: 'i32' vs 'f32'}}
  // expected-note@-2 {{prior use here}}
  %0 = math.absf %f : i32
  return
}
