// RUN: strata opt %s --split-input-file --verify-diagnostics
// The ub ops' checks and messages, as mlir-opt 22 gives them.

func.func @poison_operand(%a: i32) {
  // expected-error@below {{'ub.poison' op requires zero operands}}
  %0 = "ub.poison"(%a) : (i32) -> i32
  return
}

// -----

func.func @poison_value_kind() {
  // expected-error@below {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @poison_property() {
  // expected-error@below {{invalid properties {value = 1 : i64} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i64}}
  %0 = "ub.poison"() <{value = 1}> : () -> i32
  return
}

// -----

func.func @poison_value_attr() {
  // expected-error@below {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1} : () -> i32
  return
}

// -----

func.func @poison_no_type() {
  %0 = ub.poison
  // expected-error@-1 {{expected ':'}}
  return
}

// -----

func.func @unreachable_results() {
  // expected-error@below {{'ub.unreachable' op requires zero results}}
  %0 = "ub.unreachable"() : () -> (i32)
}

// -----

func.func @unreachable_not_last() {
  // expected-error@below {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @unreachable_properties() {
  // expected-error@below {{invalid properties {x = 1 : i64} for op ub.unreachable: this operation does not support properties}}
  "ub.unreachable"() <{x = 1}> : () -> ()
}
