// RUN: strata opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not strata opt %s -split-input-file -allow-unregistered-dialect 2>&1 >/dev/null | FileCheck %s --check-prefix=LOC
// The LOC lines are mlir-opt 22's positions.
// LOC: missing-op-errors.mlir:17:28: error: expected operation name in quotes
// LOC: missing-op-errors.mlir:23:30: error: expected operation name in quotes
// LOC: missing-op-errors.mlir:28:27: error: expected operation name in quotes
// LOC: missing-op-errors.mlir:35:15: error: expected operation name in quotes
// LOC: missing-op-errors.mlir:44:127: error: custom op 'llvm.intr.matrix.multiply' invalid kind o
// LOC: missing-op-errors.mlir:51:75: error: target features must start with '+' or '-'
// Where an op is expected but the input ends or another token comes, the
// error is mlir-opt 22's "expected operation name in quotes", reported at
// the end of the previous token when the wrong token starts a new line
// (this file passes mlir-opt's -verify-diagnostics too). Strata said
// "expected '}'" at the end of the input.

// expected-error@+1 {{expected operation name in quotes}}
func.func @unterminated() {

// -----

func.func @unterminated_after_op() {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = arith.constant 1 : i32

// -----

// expected-error@+1 {{expected operation name in quotes}}
func.func @stray_token() {
  )
}

// -----

// expected-error@+1 {{expected operation name in quotes}}
"test.op"() ({

// -----

// A wrong-kind type in an intrinsic's custom form is reported where that
// type is written, and an invalid #llvm.target_features at its parameters
// as the attribute is parsed, as mlir-opt 22 does.
llvm.func @matrix(%m: vector<64xf32>, %f: f32) {
  // expected-error@+1 {{custom op 'llvm.intr.matrix.multiply' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.intr.matrix.multiply %m, %f { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32} : (vector<64xf32>, f32) -> vector<12xf32>
  llvm.return
}

// -----

// expected-error@+1 {{target features must start with '+' or '-'}}
llvm.func @features() attributes { target_features = #llvm.target_features<["sme"]> }
