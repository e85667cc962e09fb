// RUN: strata opt %s --split-input-file --verify-diagnostics
// A keyword missing from an op's custom form: MLIR's custom-op parser names
// the op in the error (its other token errors, such as a missing ':', do
// not). The messages are mlir-opt 22's.

func.func @shape_cast(%v: vector<4xf32>) {
  %0 = vector.shape_cast %v : vector<4xf32>
  // expected-error@below {{custom op 'vector.shape_cast' expected 'to'}}
  return
}

// -----

func.func @index_cast(%i: index) {
  %0 = arith.index_cast %i : index
  // expected-error@below {{custom op 'arith.index_cast' expected 'to'}}
  return
}

// -----

func.func @memref_cast(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32>
  // expected-error@below {{custom op 'memref.cast' expected 'to'}}
  return
}

// -----

func.func @no_colon() {
  %0 = ub.poison
  // expected-error@-1 {{expected ':'}}
  return
}
