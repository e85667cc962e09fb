// Bad input and bad libraries: messages, exit status 1, no crash.
// RUN: not strata run %t.missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: echo 'garbage' | not strata run 2>&1 | FileCheck %s --check-prefix=PARSE
// A library that cannot be loaded is reported and skipped, as mlir-runner
// does; the run still works when nothing was needed from it.
// RUN: strata run %s -e main -entry-point-result=i32 -shared-libs=%t.nolib.so 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=NOLIB < %t.err
// A symbol nobody defines fails the run.
// RUN: printf 'func.func private @no_such_function()\nfunc.func @f() {\n  call @no_such_function() : () -> ()\n  return\n}\n' > %t.undef.mlir
// RUN: not strata run %t.undef.mlir -e f -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=UNDEF
// --dump-object-file writes the compiled object.
// RUN: strata run %s -e main -entry-point-result=i32 --dump-object-file --object-filename=%t.o | FileCheck %s
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=NM

// MISSING: error: could not open input file
// PARSE: <stdin>:1:1: error: custom op 'garbage' is unknown
// NOLIB: Could not load {{.*}}nolib.so:
// UNDEF: Symbols not found: [ no_such_function ]
// UNDEF: Error: {{.*}}Failed to materialize symbols
// NM: T main
// CHECK: 9

func.func @main() -> i32 {
  %c = arith.constant 9 : i32
  return %c : i32
}

