// RUN: strata opt %s --split-input-file --verify-diagnostics
// Malformed vector.broadcast ops: the messages are mlir-opt 22's for the
// same inputs (mlir-opt --split-input-file --verify-diagnostics passes too).

func.func @rank_too_high(%v: vector<2x4xf32>) -> vector<4xf32> {
  // expected-error@below {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @rank_too_high_0d(%v: vector<1xf32>) -> vector<f32> {
  // expected-error@below {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<1xf32> to vector<f32>
  return %0 : vector<f32>
}

// -----

func.func @dim_mismatch(%v: vector<3xf32>) -> vector<2x4xf32> {
  // expected-error@below {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @first_mismatch(%v: vector<3x5xf32>) {
  // expected-error@below {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3x5xf32> to vector<4x6xf32>
  return
}

// -----

func.func @no_shrink(%v: vector<3x5xf32>) {
  // expected-error@below {{'vector.broadcast' op dimension mismatch (5 vs. 1)}}
  %0 = vector.broadcast %v : vector<3x5xf32> to vector<3x1xf32>
  return
}

// -----

func.func @scalable_src(%v: vector<[4]xf32>) -> vector<2x4xf32> {
  // expected-error@below {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @scalable_dst(%v: vector<4xf32>) -> vector<2x[4]xf32> {
  // expected-error@below {{'vector.broadcast' op dimension mismatch (4 vs. [4])}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}

// -----

func.func @scalable_one(%v: vector<[1]xf32>) -> vector<[4]xf32> {
  // expected-error@below {{'vector.broadcast' op dimension mismatch ([1] vs. [4])}}
  %0 = vector.broadcast %v : vector<[1]xf32> to vector<[4]xf32>
  return %0 : vector<[4]xf32>
}

// -----

func.func @elem_mismatch(%v: vector<4xi32>) -> vector<2x4xf32> {
  // expected-error@below {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<4xi32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @scalar_mismatch(%v: i32) -> vector<4xf32> {
  // expected-error@below {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : i32 to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @memref_source(%v: memref<4xf32>) -> vector<4xf32> {
  // expected-error@below {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %v : memref<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @tensor_source(%v: tensor<4xf32>) -> vector<4xf32> {
  // expected-error@below {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %v : tensor<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @scalar_result(%v: f32) -> f32 {
  // expected-error@below {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %v : f32 to f32
  return %0 : f32
}

// -----

func.func @generic_scalar_result(%v: f32) {
  // expected-error@below {{'vector.broadcast' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.broadcast"(%v) : (f32) -> f32
  return
}

// -----

func.func @generic_tensor_result(%v: vector<4xf32>) {
  // expected-error@below {{'vector.broadcast' op result #0 must be vector of any type values, but got 'tensor<4xf32>'}}
  %0 = "vector.broadcast"(%v) : (vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @no_result(%v: f32) {
  // expected-error@below {{'vector.broadcast' op requires one result}}
  "vector.broadcast"(%v) : (f32) -> ()
  return
}

// -----

func.func @no_operand_no_result() {
  // expected-error@below {{'vector.broadcast' op requires one result}}
  "vector.broadcast"() : () -> ()
  return
}

// -----

func.func @two_operands(%v: f32) {
  // expected-error@below {{'vector.broadcast' op requires a single operand}}
  "vector.broadcast"(%v, %v) : (f32, f32) -> vector<4xf32>
  return
}

// -----

func.func @no_operand() {
  // expected-error@below {{'vector.broadcast' op requires a single operand}}
  "vector.broadcast"() : () -> vector<4xf32>
  return
}

// -----

func.func @properties(%v: i1) {
  // expected-error@below {{invalid properties {foo = 1 : i64} for op vector.broadcast: this operation does not support properties}}
  %0 = "vector.broadcast"(%v) <{foo = 1}> : (i1) -> vector<2xi1>
  return
}

// -----

func.func @missing_to(%v: vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32>
  // expected-error@below {{custom op 'vector.broadcast' expected 'to'}}
  return
}
