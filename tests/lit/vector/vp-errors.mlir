// The vp intrinsic ops check their operands as mlir-opt 22 does.
// RUN: not strata opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: strata opt %s --split-input-file --verify-diagnostics

// CHECK: vp-errors.mlir:[[@LINE+2]]:8: error: 'llvm.intr.vp.add' op expected 4 operands, but found 1
llvm.func @count(%a: vector<8xi32>) {
  %0 = "llvm.intr.vp.add"(%a) : (vector<8xi32>) -> vector<8xi32> // expected-error {{expected 4 operands, but found 1}}
  llvm.return
}

// -----

// CHECK: vp-errors.mlir:[[@LINE+2]]:8: error: 'llvm.intr.vp.fneg' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'vector<8xi32>'
llvm.func @float_of_int(%a: vector<8xi32>, %m: vector<8xi1>, %n: i32) {
  %0 = "llvm.intr.vp.fneg"(%a, %m, %n) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32> // expected-error {{must be LLVM dialect-compatible vector of floating-point}}
  llvm.return
}

// -----

// CHECK: vp-errors.mlir:[[@LINE+2]]:8: error: 'llvm.intr.vp.add' op operand #2 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<8xi32>'
llvm.func @mask(%a: vector<8xi32>, %n: i32) {
  %0 = "llvm.intr.vp.add"(%a, %a, %a, %n) : (vector<8xi32>, vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32> // expected-error {{operand #2 must be}}
  llvm.return
}

// -----

// CHECK: vp-errors.mlir:[[@LINE+2]]:8: error: 'llvm.intr.vp.fadd' op operand #3 must be 32-bit signless integer, but got 'i64'
llvm.func @evl(%f: vector<8xf32>, %m: vector<8xi1>, %i: i64) {
  %0 = "llvm.intr.vp.fadd"(%f, %f, %m, %i) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i64) -> vector<8xf32> // expected-error {{operand #3 must be 32-bit signless integer}}
  llvm.return
}
