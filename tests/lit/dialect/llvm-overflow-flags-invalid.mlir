// `overflow<...>` of the llvm dialect's integer ops: keywords only, with
// the dialect's own message at the offending token (mlir-opt 22).
// RUN: strata opt %s --split-input-file --verify-diagnostics

func.func @bogus(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.add' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: bogus}}
  %0 = llvm.add %a, %b overflow<bogus> : i32
  return
}

// -----

func.func @second_bogus(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.sub' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: bogus}}
  %0 = llvm.sub %a, %b overflow<nsw, bogus> : i32
  return
}

// -----

func.func @empty(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.add' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.add %a, %b overflow<> : i32
  return
}

// -----

func.func @trailing_comma(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.mul' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.mul %a, %b overflow<nsw,> : i32
  return
}

// -----

func.func @string(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.shl' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.shl %a, %b overflow<"nsw"> : i32
  return
}

// -----

func.func @cast(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.trunc' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: bogus}}
  %0 = llvm.trunc %a overflow<bogus> : i32 to i8
  return
}

// -----

func.func @no_separator(%a: i32, %b: i32) {
  // expected-error@+1 {{expected '>'}}
  %0 = llvm.add %a, %b overflow<nsw nuw> : i32
  return
}
