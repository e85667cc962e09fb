// RUN: strata opt %s --split-input-file --verify-diagnostics -o /dev/null
// `-re` expectations are literal text with POSIX extended regexes in
// `{{...}}`, matched anywhere in the message as mlir-opt 22 (llvm::Regex)
// matches them. Every expectation here holds, so the run succeeds.

func.func @classes() {
  // expected-error-re@+1 {{use of {{[a-z]+}} SSA value {{[[:alpha:]]+}}}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

func.func @repetitions_and_groups() {
  // expected-error-re@+1 {{{{(un|re)}}declared SSA v{{a?}}l{{u*}}e {{(name)+}}}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

func.func @anchors() {
  // expected-error-re@+1 {{{{^}}use of{{.*}}name{{$}}}}
  "test.op"(%a) : (i32) -> ()
  return
}

// -----

// Text outside `{{...}}` is literal: the `.` and `(` below match only
// themselves; `\` before a letter is the letter (`\d` is `d`), and `{`
// not before a digit is a literal brace.
func.func @literal_text() -> i32 {
  %c = arith.constant 1 : i64
  // expected-error-re@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function {{@\l}}iteral_text}}
  return %c : i64
}

// -----

// A regex on a later line of its own `@below`, and a note.
func.func @g(%arg0: i32) {
  // expected-note-re@below {{previously defined {{h[e]re}}}}
  %0 = arith.constant 1 : i32
  // expected-error-re@+1 {{redefinition of SSA value '%{{[0-9]}}'}}
  %0 = arith.constant 2 : i32
  return
}
