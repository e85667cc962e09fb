// RUN: strata opt %s --split-input-file --verify-diagnostics
// The index ops' checks and messages, as mlir-opt 22 gives them.

func.func @operand_type(%a: index, %i: i32) {
  // expected-error@below {{'index.add' op operand #1 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %i) : (index, i32) -> index
  return
}

// -----

func.func @result_type(%a: index) {
  // expected-error@below {{'index.add' op result #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (index, index) -> i32
  return
}

// -----

func.func @cast_of_index_to_index(%a: index) {
  // expected-error@below {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @cast_of_float(%f: f32) {
  // expected-error@below {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %f : f32 to index
  return
}

// -----

func.func @cmp_result(%a: index) {
  // expected-error@below {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i32
  return
}

// -----

func.func @constant_type() {
  // expected-error@below {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 3 : i32}> : () -> index
  return
}

// -----

func.func @constant_range() {
  // expected-error@below {{integer constant out of range for attribute}}
  %0 = index.constant 99999999999999999999
  return
}

// -----

func.func @cmp_predicate_kind(%a: index) {
  // expected-error@below {{invalid properties {pred = 3 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 3 : i64}}
  %0 = "index.cmp"(%a, %a) <{pred = 3}> : (index, index) -> i1
  return
}
