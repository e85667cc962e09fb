// RUN: strata opt %s --split-input-file --verify-diagnostics
// arith.constant's checks on its value, in mlir-opt 22's order and words:
// a typed attribute (a string without a type has type `none`), of the
// result's type, holding a number or elements.

func.func @untyped_string() {
  // expected-error@below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "x"} : () -> i32
  return
}

// -----

func.func @typed_string() {
  // expected-error@below {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "x" : i32} : () -> i32
  return
}

// -----

func.func @not_typed() {
  // expected-error@below {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = @sym} : () -> i32
  return
}

// -----

func.func @poison_value() {
  // expected-error@below {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = #ub.poison} : () -> i32
  return
}

// -----

func.func @other_type() {
  // expected-error@below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = dense<1> : vector<2xi32>} : () -> i32
  return
}
