// RUN: strata opt %s --split-input-file --reconcile-unrealized-casts | FileCheck %s
// A chain of casts folds to the earliest value of the wanted type, and the
// casts left without uses go.

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: return %arg0 : i32
func.func @chain(%x: i32) -> i32 {
  %a = builtin.unrealized_conversion_cast %x : i32 to i64
  %b = builtin.unrealized_conversion_cast %a : i64 to i32
  %c = builtin.unrealized_conversion_cast %b : i32 to i64
  %d = builtin.unrealized_conversion_cast %c : i64 to i32
  return %d : i32
}

// -----

// Two casts off one value share its chain; one whose chain has no value
// of its type stays.
// CHECK-LABEL: func.func @branches
// CHECK-NEXT: %[[F:.*]] = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT: return %arg0, %arg1, %[[F]] : i32, i64, f32
func.func @branches(%x: i32, %y: i64) -> (i32, i64, f32) {
  %a = builtin.unrealized_conversion_cast %x : i32 to i64
  %b = builtin.unrealized_conversion_cast %a : i64 to i32
  %c = builtin.unrealized_conversion_cast %y : i64 to i32
  %d = builtin.unrealized_conversion_cast %c : i32 to i64
  %f = builtin.unrealized_conversion_cast %b : i32 to f32
  return %b, %d, %f : i32, i64, f32
}

// A chain of 200k casts folds in linear time (each cast walked the whole
// chain before it: 10 s for 40k; minutes for this one).
// RUN: awk 'BEGIN { print "func.func @long(%%x: i32) -> i32 {\n  %%v0 = builtin.unrealized_conversion_cast %%x : i32 to i64"; for (i = 1; i < 200000; i++) print "  %%v" i " = builtin.unrealized_conversion_cast %%v" (i - 1) " : " (i %% 2 ? "i64" : "i32") " to " (i %% 2 ? "i32" : "i64"); print "  return %%v199999 : i32\n}" }' > %t.long.mlir
// RUN: strata opt %t.long.mlir --reconcile-unrealized-casts | FileCheck %s --check-prefix=LONG
// LONG: func.func @long(%arg0: i32) -> i32 {
// LONG-NEXT: return %arg0 : i32
