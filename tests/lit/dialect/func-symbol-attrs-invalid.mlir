// func.call and func.constant require a flat symbol reference (`callee`,
// `value`), with mlir-opt 22's messages. A call without one used to verify
// and then lower to an indirect llvm.call through its first operand.
// RUN: strata opt %s --split-input-file --verify-diagnostics

func.func @missing(%a: i64) -> i64 {
  // expected-error@below {{'func.call' op requires attribute 'callee'}}
  %0 = "func.call"(%a) {cCllee = @missing} : (i64) -> i64
  return %0 : i64
}

// -----

func.func @not_a_symbol(%a: i64) -> i64 {
  // expected-error@below {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.call"(%a) {callee = 3} : (i64) -> i64
  return %0 : i64
}

// -----

func.func @nested(%a: i64) -> i64 {
  // expected-error@below {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.call"(%a) {callee = @nested::@x} : (i64) -> i64
  return %0 : i64
}

// -----

func.func @constant_missing(%a: i64) {
  // expected-error@below {{'func.constant' op requires attribute 'value'}}
  %0 = "func.constant"() : () -> ((i64) -> ())
  return
}

// -----

func.func @constant_not_a_symbol(%a: i64) {
  // expected-error@below {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.constant"() {value = 1} : () -> ((i64) -> ())
  return
}
