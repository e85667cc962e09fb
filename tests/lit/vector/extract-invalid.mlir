// RUN: strata opt %s --split-input-file --verify-diagnostics
// vector.extract's result is a scalar, never a 0-d vector, as mlir-opt 22
// checks it first (its message carries no op name).

func.func @zero_d_result(%v: vector<4xf32>) -> vector<f32> {
  // expected-error@below {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[1] : vector<f32> from vector<4xf32>
  return %0 : vector<f32>
}

// -----

func.func @zero_d_whole(%v: vector<f32>) -> vector<f32> {
  // expected-error@below {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[] : vector<f32> from vector<f32>
  return %0 : vector<f32>
}

// -----

func.func @zero_d_before_type_match(%v: vector<2x3xf32>) -> vector<f32> {
  // expected-error@below {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[1] : vector<f32> from vector<2x3xf32>
  return %0 : vector<f32>
}
