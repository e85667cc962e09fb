// RUN: strata opt %s --split-input-file --verify-diagnostics
// RUN: not strata opt %s --split-input-file 2>&1 | FileCheck %s
// Ops whose custom form states one type and derives the others from it
// must have those types: each of these once verified and printed as text
// that did not parse back (found by the `parse` fuzz target). Messages as
// mlir-opt 22 gives them.

// CHECK: llvm-access-invalid.mlir:[[@LINE+2]]:8: error: 'llvm.extractvalue' op Type mismatch: extracting from '!llvm.array<4 x vector<8xf32>>' should produce 'vector<8xf32>' but this op returns '!llvm.array<4 x vector<8xf32>>'
llvm.func @extract_type(%a : !llvm.array<4 x vector<8xf32>>) {
  %b = "llvm.extractvalue"(%a) {position = array<i64: 1>} : (!llvm.array<4 x vector<8xf32>>) -> !llvm.array<4 x vector<8xf32>> // expected-error {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.array<4 x vector<8xf32>>' should produce 'vector<8xf32>' but this op returns '!llvm.array<4 x vector<8xf32>>'}}
  llvm.return
}

// -----

llvm.func @extract_out_of_bounds(%a : !llvm.struct<(i32, f32)>) {
  // CHECK: error: 'llvm.extractvalue' op position out of bounds: 2
  %b = "llvm.extractvalue"(%a) {position = array<i64: 2>} : (!llvm.struct<(i32, f32)>) -> i32 // expected-error {{'llvm.extractvalue' op position out of bounds: 2}}
  llvm.return
}

// -----

llvm.func @extract_scalar(%a : i32) {
  // CHECK: error: 'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i32'
  %b = "llvm.extractvalue"(%a) {position = array<i64: 0>} : (i32) -> i32 // expected-error {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
  llvm.return
}

// -----

llvm.func @extract_too_deep(%a : !llvm.struct<(i32)>) {
  // CHECK: error: 'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'
  %b = "llvm.extractvalue"(%a) {position = array<i64: 0, 0>} : (!llvm.struct<(i32)>) -> i32 // expected-error {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

llvm.func @insert_type(%a : !llvm.array<1 x i32>) {
  // CHECK: error: 'llvm.insertvalue' op Type mismatch: cannot insert '!llvm.array<1 x i32>' into '!llvm.array<1 x i32>'
  %b = "llvm.insertvalue"(%a, %a) {position = array<i64: 0>} : (!llvm.array<1 x i32>, !llvm.array<1 x i32>) -> !llvm.array<1 x i32> // expected-error {{'llvm.insertvalue' op Type mismatch: cannot insert '!llvm.array<1 x i32>' into '!llvm.array<1 x i32>'}}
  llvm.return
}

// -----

llvm.func @extractelement_type(%a : vector<4xf32>, %i : i32) {
  // CHECK: error: 'llvm.extractelement' op failed to verify that result type matches vector element type
  %b = "llvm.extractelement"(%a, %i) : (vector<4xf32>, i32) -> vector<4xf32> // expected-error {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  llvm.return
}

// -----

llvm.func @insertelement_type(%a : vector<4xf32>, %i : i32) {
  // CHECK: error: 'llvm.insertelement' op failed to verify that argument type matches vector element type
  %b = "llvm.insertelement"(%a, %a, %i) : (vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32> // expected-error {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  llvm.return
}

// -----

llvm.func @cmpxchg_types(%p : !llvm.ptr, %a : i32, %b : i64) {
  // CHECK: error: 'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type
  %0 = "llvm.cmpxchg"(%p, %a, %b) {success_ordering = 2 : i64, failure_ordering = 2 : i64} : (!llvm.ptr, i32, i64) -> !llvm.struct<(i32, i1)> // expected-error {{'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type}}
  llvm.return
}

// -----

llvm.func @call_nothing() {
  // CHECK: error: 'llvm.call' op must have either a `callee` attribute or at least an operand
  "llvm.call"() {op_bundle_sizes = array<i32>} : () -> () // expected-error {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  llvm.return
}

// -----

// The well-typed forms still verify, and print as they parse. (Without
// --verify-diagnostics the annotations above are then reported as not
// produced, `error: expected ...`, as mlir-opt 22 reports them.)
// CHECK-NOT: {{error: [^e]}}
// CHECK: llvm.func @valid
llvm.func @valid(%s : !llvm.struct<(i32, array<2 x f32>)>, %v : vector<4xf32>, %i : i32, %f : f32, %p : !llvm.ptr) {
  %0 = llvm.extractvalue %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %0, %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %3 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %4 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  llvm.return
}
