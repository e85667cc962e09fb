// Inputs large in one direction are read in time linear in their size.
// Each took time quadratic in it (minutes at these sizes); the 60 s
// limit of a lit test catches a return of that.
//
// A dictionary of 300k entries (duplicate names were looked for by a scan
// of all the earlier ones; 15 s for 200k):
// RUN: awk 'BEGIN { printf "func.func @f() attributes {a0 = 0"; for (i = 1; i < 300000; i++) printf ", a%%d = %%d", i, i; print "} {\n  return\n}" }' > %t.dict.mlir
// RUN: strata opt %t.dict.mlir -o %t.dict.out
// RUN: head -c 100 %t.dict.out | FileCheck %s --check-prefix=DICT
// RUN: tail -c 100 %t.dict.out | FileCheck %s --check-prefix=DICT-END
// DICT: func.func @f() attributes {a0 = 0 : i64, a1 = 1 : i64, a10 = 10 : i64,
// DICT-END: a99999 = 99999 : i64} {
//
// A function of 300k blocks printed with a `// pred:` comment each, read
// back on several threads (the brace scan that cuts the module into
// functions searched the rest of the body again after each comment: 35 s
// to translate 200k blocks):
// RUN: awk 'BEGIN { print "func.func @g() {\n  cf.br ^bb1"; for (i = 1; i < 300000; i++) printf "^bb%%d:  // pred: ^bb%%d\n  cf.br ^bb%%d\n", i, i - 1, i + 1; print "^bb300000:\n  return\n}\nfunc.func @h() {\n  return\n}" }' > %t.blocks.mlir
// RUN: strata opt %t.blocks.mlir --threads=2 | FileCheck %s --check-prefix=BLOCKS
// BLOCKS: ^bb299999:  // pred: ^bb299998
// BLOCKS-NEXT: cf.br ^bb300000
// BLOCKS: func.func @h()
//
// Duplicates are still found past the point where a set takes over from
// the scan.
// RUN: strata opt %s --verify-diagnostics
func.func @dup() attributes {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a5} { // expected-error {{duplicate key 'a5' in dictionary attribute}}
  return
}
