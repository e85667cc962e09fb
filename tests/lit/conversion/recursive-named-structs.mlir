// Identified structs that name themselves in their bodies, directly or
// through other types. Printing one prints its body once and each mention
// inside the body by name only; converting one stands for its converted
// self (`_Converted.a`) inside its converted body. Before, printing @c
// never ended (its body was spelled out again at each mention, two per
// level) and converting @a overflowed the stack.
// RUN: strata opt %s | FileCheck %s --check-prefix=PRINT
// RUN: strata opt %s --convert-to-llvm | FileCheck %s --check-prefix=CONV
// The CHECK lines are mlir-opt 22's output. @b and @c, whose bodies are
// all LLVM types, stay as they are (they were renamed `_Converted.b` and
// `_Converted.c`). A nested mention of a struct that is not LLVM-compatible
// (@a holds `index`) keeps its dialect prefix, as any non-LLVM type does.

!a = !llvm.struct<"a", (index, struct<"a">)>
!b = !llvm.struct<"b", (i32, struct<"b">)>
!c = !llvm.struct<"c", (i32, struct<(f32, struct<"c">, array<2 x struct<"c">>)>)>
func.func @a(%x: !a) {
  return
}
func.func @b(%x: !b) {
  return
}
func.func @c(%x: !c) {
  return
}

// PRINT: func.func @a(%arg0: !llvm.struct<"a", (index, !llvm.struct<"a">)>) {
// PRINT: func.func @b(%arg0: !llvm.struct<"b", (i32, struct<"b">)>) {
// PRINT: func.func @c(%arg0: !llvm.struct<"c", (i32, struct<(f32, struct<"c">, array<2 x struct<"c">>)>)>) {

// CONV: llvm.func @a(%arg0: !llvm.struct<"_Converted.a", (i64, struct<"_Converted.a">)>) {
// CONV: llvm.func @b(%arg0: !llvm.struct<"b", (i32, struct<"b">)>) {
// CONV: llvm.func @c(%arg0: !llvm.struct<"c", (i32, struct<(f32, struct<"c">, array<2 x struct<"c">>)>)>) {
