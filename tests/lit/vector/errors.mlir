// Malformed vector ops get located diagnostics (mlir-opt 22's messages).
// RUN: not strata opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: strata opt %s --split-input-file --verify-diagnostics

// CHECK: errors.mlir:[[@LINE+2]]:38: error: custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close
func.func @bad_punctuation(%m: i32) {
  vector.print %m : i32 punctuation <semicolon> // expected-error {{expected ::mlir::vector::PrintPunctuation to be one of}}
  return
}

// -----

// CHECK: errors.mlir:[[@LINE+2]]:3: error: 'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings
func.func @string_and_value(%m: i32) {
  vector.print %m : i32 str "x" // expected-error {{`source` or `punctuation` are not set when printing strings}}
  return
}

// -----

// CHECK: errors.mlir:[[@LINE+2]]:3: error: 'vector.print' op operand #0 must be , but got 'memref<2xi32>'
func.func @not_printable(%m: memref<2xi32>) {
  vector.print %m : memref<2xi32> // expected-error {{operand #0 must be , but got 'memref<2xi32>'}}
  return
}

// -----

// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
func.func @extract_out_of_range(%v: vector<4xi32>) -> i32 {
  %a = vector.extract %v[7] : i32 from vector<4xi32> // expected-error {{expected position attribute #1}}
  return %a : i32
}

// -----

// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'vector.shape_cast' op has different number of elements at source (4) and result (3)
func.func @shape_cast_count(%v: vector<4xi32>) -> vector<3xi32> {
  %a = vector.shape_cast %v : vector<4xi32> to vector<3xi32> // expected-error {{different number of elements}}
  return %a : vector<3xi32>
}
