// A type alias counts as deep as its type where it is used. A chain of
// aliases, each wrapping the one before, once built types of any depth
// with no recursion in the parser, and the passes that recurse over types
// overflowed the stack (100k levels; the printer cut them short).
//
// As deep as a type written out may be, and it prints as text that parses:
// RUN: awk 'BEGIN { print "!t0 = i32"; for (i = 1; i < 63; i++) print "!t" i " = !llvm.struct<(!t" (i - 1) ")>"; print "func.func @f(%%a: !t62) {\n  return\n}" }' > %t.ok.mlir
// RUN: strata opt %t.ok.mlir | strata opt --convert-to-llvm | FileCheck %s --check-prefix=OK
// OK: llvm.func @f(%arg0: !llvm.struct<(struct<(struct<
//
// One level more is an error at the use that makes it too deep:
// RUN: awk 'BEGIN { print "!t0 = i32"; for (i = 1; i < 100000; i++) print "!t" i " = !llvm.struct<(!t" (i - 1) ")>"; print "func.func @f(%%a: !t99999) {\n  return\n}" }' > %t.deep.mlir
// RUN: not strata opt %t.deep.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: alias-nesting.mlir.tmp.deep.mlir:64:22: error: nesting too deep
// DEEP-NEXT: !t63 = !llvm.struct<(!t62)>
