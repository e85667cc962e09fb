// RUN: not strata opt %s -o %t.out 2>&1 | FileCheck %s
// RUN: test ! -e %t.out
// RUN: strata opt %s --emit-bytecode -o %t.sbc
// RUN: not strata opt %t.sbc 2>&1 | FileCheck %s --check-prefix=FROM-BYTECODE
// RUN: not strata bc --to-text %t.sbc 2>&1 | FileCheck %s --check-prefix=FROM-BYTECODE
// RUN: not strata translate --mlir-to-llvmir %s 2>&1 | FileCheck %s --check-prefix=QUOTE
// RUN: strata opt %s --mlir-print-ir-after-all --canonicalize --emit-bytecode -o %t.dump.sbc 2>&1 | FileCheck %s --check-prefix=DUMP
// An attribute whose parts are shared 40 levels deep: 350 bytes of input,
// 2^40 copies of `[1, 2]` as MLIR prints it (every use spelled out).
// Printing it would exhaust memory; Strata refuses before printing, with
// exit 1 and no output file. Bytecode keeps the sharing and is written.

// CHECK: expansion-guard.mlir:0:0: error: an attribute of the module would print as about 2^46 bytes of text (its parts are shared, and the text spells every use out); write bytecode with --emit-bytecode instead
// Diagnostics that quote an op, and IR dumps, leave such a module out.
// QUOTE: note: see current operation: "func.func"(...) <<not printed: the module holds a type or attribute too large to print>>
// DUMP: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: // not printed: an attribute of the module would print as about 2^46 bytes of text
// FROM-BYTECODE: error: an attribute of the module would print as about 2^46 bytes of text

#a0 = [1, 2]
#a1 = [#a0, #a0]
#a2 = [#a1, #a1]
#a3 = [#a2, #a2]
#a4 = [#a3, #a3]
#a5 = [#a4, #a4]
#a6 = [#a5, #a5]
#a7 = [#a6, #a6]
#a8 = [#a7, #a7]
#a9 = [#a8, #a8]
#a10 = [#a9, #a9]
#a11 = [#a10, #a10]
#a12 = [#a11, #a11]
#a13 = [#a12, #a12]
#a14 = [#a13, #a13]
#a15 = [#a14, #a14]
#a16 = [#a15, #a15]
#a17 = [#a16, #a16]
#a18 = [#a17, #a17]
#a19 = [#a18, #a18]
#a20 = [#a19, #a19]
#a21 = [#a20, #a20]
#a22 = [#a21, #a21]
#a23 = [#a22, #a22]
#a24 = [#a23, #a23]
#a25 = [#a24, #a24]
#a26 = [#a25, #a25]
#a27 = [#a26, #a26]
#a28 = [#a27, #a27]
#a29 = [#a28, #a28]
#a30 = [#a29, #a29]
#a31 = [#a30, #a30]
#a32 = [#a31, #a31]
#a33 = [#a32, #a32]
#a34 = [#a33, #a33]
#a35 = [#a34, #a34]
#a36 = [#a35, #a35]
#a37 = [#a36, #a36]
#a38 = [#a37, #a37]
#a39 = [#a38, #a38]
#a40 = [#a39, #a39]
func.func @f() attributes {x = #a40} {
  return
}
