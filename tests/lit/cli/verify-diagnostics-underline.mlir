// RUN: not strata opt %s --split-input-file --verify-diagnostics -o /dev/null 2>&1 | FileCheck %s
// mlir-opt 22 underlines (`^~~`) where its diagnostic verifier points at an
// `expected-*` directive it reports (a malformed one, or one not met): from
// `expected-`, as many bytes as the expected text has (the caret alone for
// one byte or none), tabs widened. A near miss (a diagnostic with another
// severity) gets the caret alone. The whole file is checked at once: what
// is not met is reported after the last chunk.

// expected-error {{}}
// expected-warning@+1 {{x}}
	// expected-remark {{a	b}}
// expected-remark {{a	bcdefghijklmnopqrstuvwxyz}}
// expected-note@above {{twelve chars}}
func.func @f() {
  return
}

// -----

func.func @g() {
  // expected-warning@+1 {{use of undeclared}}
  "test.op"(%a) : (i32) -> ()
  return
}
// expected-note@below {{never emitted}}

// CHECK: {{^.*verify-diagnostics-underline\.mlir:21:6: error: 'error' diagnostic emitted when expecting a 'warning'$}}
// CHECK-NEXT: {{^  // expected-warning@\+1 [{][{]use of undeclared[}][}]$}}
// CHECK-NEXT: {{^     \^$}}
// CHECK-NEXT: {{^.*verify-diagnostics-underline\.mlir:9:4: error: expected error "" was not produced$}}
// CHECK-NEXT: {{^// expected-error [{][{][}][}]$}}
// CHECK-NEXT: {{^   \^$}}
// CHECK-NEXT: {{^.*verify-diagnostics-underline\.mlir:10:4: error: expected warning "x" was not produced$}}
// CHECK-NEXT: {{^// expected-warning@\+1 [{][{]x[}][}]$}}
// CHECK-NEXT: {{^   \^$}}
// CHECK-NEXT: {{^.*verify-diagnostics-underline\.mlir:11:5: error: expected remark "a	b" was not produced$}}
// CHECK-NEXT: {{^        // expected-remark [{][{]a  b[}][}]$}}
// CHECK-NEXT: {{^           \^~~$}}
// CHECK-NEXT: {{^.*verify-diagnostics-underline\.mlir:12:4: error: expected remark "a	bcdefghijklmnopqrstuvwxyz" was not produced$}}
// CHECK-NEXT: {{^// expected-remark [{][{]a  bcdefghijklmnopqrstuvwxyz[}][}]$}}
// CHECK-NEXT: {{^   \^~~~~~~~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: {{^.*verify-diagnostics-underline\.mlir:13:4: error: expected note "twelve chars" was not produced$}}
// CHECK-NEXT: {{^// expected-note@above [{][{]twelve chars[}][}]$}}
// CHECK-NEXT: {{^   \^~~~~~~~~~~~$}}
// CHECK-NEXT: {{^.*verify-diagnostics-underline\.mlir:21:6: error: expected warning "use of undeclared" was not produced$}}
// CHECK-NEXT: {{^  // expected-warning@\+1 [{][{]use of undeclared[}][}]$}}
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: {{^.*verify-diagnostics-underline\.mlir:25:4: error: expected note "never emitted" was not produced$}}
// CHECK-NEXT: {{^// expected-note@below [{][{]never emitted[}][}]$}}
// CHECK-NEXT: {{^   \^~~~~~~~~~~~~$}}
