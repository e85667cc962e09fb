// RUN: strata opt %s --canonicalize | FileCheck %s
// CHECK lines: mlir-opt 22's output.
// The folder compares constants by value: `true`, `1 : i1` and `-1 : i1`
// (and `255 : i8`, `-1 : i8`) are one constant. A bitcast to its own type
// folds; a bitcast of a bitcast is a pattern (applied by canonicalize).
func.func private @use(i1, i1, i8, i8)
func.func @uniquing(%x: i32) -> (i32, i32) {
  %a = arith.constant 1 : i1
  %b = arith.constant -1 : i1
  %c = arith.constant 255 : i8
  func.call @use(%a, %b, %c, %c) : (i1, i1, i8, i8) -> ()
  %t = arith.constant true
  %d = arith.constant -1 : i8
  func.call @use(%t, %a, %d, %c) : (i1, i1, i8, i8) -> ()
  %e = arith.bitcast %x : i32 to i32
  %f = arith.bitcast %x : i32 to f32
  %g = arith.bitcast %f : f32 to i32
  return %e, %g : i32, i32
}

// CHECK-LABEL: func.func @uniquing
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: call @use(%true, %true, %c-1_i8, %c-1_i8) : (i1, i1, i8, i8) -> ()
// CHECK-NEXT: call @use(%true, %true, %c-1_i8, %c-1_i8) : (i1, i1, i8, i8) -> ()
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
// CHECK-NEXT: }
