// RUN: not strata opt %s --split-input-file --verify-diagnostics -o /dev/null 2>&1 | FileCheck %s
// RUN: not strata opt %s --split-input-file --verify-diagnostics=only-expected -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY
// Malformed `-re` expectations, as mlir-opt 22 reports them: at the
// directive, `^~~` under as many bytes as the expected text has, with
// LLVM regcomp's words; such a directive expects nothing. The whole file
// is checked at once: every chunk's malformed directives are reported
// first, then the unexpected diagnostics as the chunks run, then the
// expectations not met.

func.func @bracket() {
  // expected-error-re@+1 {{use of {{[}} SSA value}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

func.func @paren() {
  // expected-error-re@+1 {{use of {{(}} SSA value}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

func.func @empty() {
  // expected-error-re@+1 {{use of {{}} SSA value}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

func.func @unclosed() {
  // expected-error-re@+1 {{use of {{.* SSA value}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

func.func @brace() {
  // expected-error-re@+1 {{use of {{a{1}}} SSA value}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

func.func @backref() {
  // expected-error-re@+1 {{use of {{(a\2)}} SSA value}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

// expected-remark-re@unknown {{{{+}}}}
func.func @no_match() {
  // expected-error-re@+1 {{use of {{[0-9]+}} SSA value}}
  "test.op"(%a) : (i32) -> ()
  return
}

// The expected output (checks after the input keep its line numbers).
// CHECK: verify-diagnostics-regex-errors.mlir:11:6: error: invalid regex: brackets ([ ]) not balanced
// CHECK-NEXT: {{^  // expected-error-re@\+1 .*$}}
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:19:6: error: invalid regex: parentheses not balanced
// CHECK-NEXT: {{^  // expected-error-re@\+1 .*$}}
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:27:6: error: invalid regex: empty (sub)expression
// CHECK-NEXT: {{^  // expected-error-re@\+1 .*$}}
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:35:6: error: found start of regex with no end '}}'
// CHECK-NEXT: {{^  // expected-error-re@\+1 .*$}}
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:43:6: error: invalid regex: braces not balanced
// CHECK-NEXT: {{^  // expected-error-re@\+1 .*$}}
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:51:6: error: invalid regex: invalid backreference number
// CHECK-NEXT: {{^  // expected-error-re@\+1 .*$}}
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:58:4: error: invalid regex: repetition-operator operand invalid
// CHECK-NEXT: {{^// expected-remark-re@unknown .*$}}
// CHECK-NEXT: {{^   \^~~~~$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:12:13: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^  "test.op"\(%a\) : \(i32\) -> \(\)$}}
// CHECK-NEXT: {{^            \^$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:20:13: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^  "test.op"\(%a\) : \(i32\) -> \(\)$}}
// CHECK-NEXT: {{^            \^$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:28:13: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^  "test.op"\(%a\) : \(i32\) -> \(\)$}}
// CHECK-NEXT: {{^            \^$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:36:13: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^  "test.op"\(%a\) : \(i32\) -> \(\)$}}
// CHECK-NEXT: {{^            \^$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:44:13: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^  "test.op"\(%a\) : \(i32\) -> \(\)$}}
// CHECK-NEXT: {{^            \^$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:52:13: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^  "test.op"\(%a\) : \(i32\) -> \(\)$}}
// CHECK-NEXT: {{^            \^$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:61:13: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^  "test.op"\(%a\) : \(i32\) -> \(\)$}}
// CHECK-NEXT: {{^            \^$}}
// CHECK-NEXT: verify-diagnostics-regex-errors.mlir:60:6: error: expected error "use of {{.*}} SSA value" was not produced
// CHECK-NEXT: {{^  // expected-error-re@\+1 .*$}}
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NOT: error

// With only-expected, the unexpected diagnostics are not reported.
// ONLY: verify-diagnostics-regex-errors.mlir:11:6: error: invalid regex: brackets ([ ]) not balanced
// ONLY-NOT: unexpected
// ONLY: error: invalid regex: repetition-operator operand invalid
// ONLY-NOT: unexpected
// ONLY: error: expected error "use of {{.*}} SSA value" was not produced
// ONLY-NOT: unexpected
