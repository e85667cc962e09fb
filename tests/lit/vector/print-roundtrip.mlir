// RUN: strata opt %s  | FileCheck %s
// vector.print custom forms: values, strings (escaped on output),
// punctuation (newline, the default, is left out).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%a: i1, %b: i8, %c: i16, %d: i64, %v: vector<3xi32>, %e: f32, %g: index, %h: vector<2x2xf32>) {
  vector.print str "@hi\n"
  vector.print %a : i1
  vector.print %b : i8
  vector.print %c : i16
  vector.print %d : i64
  vector.print %e : f32
  vector.print %g : index
  vector.print %v : vector<3xi32>
  vector.print %h : vector<2x2xf32>
  vector.print %b : i8 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i64, %arg4: vector<3xi32>, %arg5: f32, %arg6: index, %arg7: vector<2x2xf32>) {
// CHECK-NEXT:     vector.print str "@hi\0A"
// CHECK-NEXT:     vector.print %arg0 : i1
// CHECK-NEXT:     vector.print %arg1 : i8
// CHECK-NEXT:     vector.print %arg2 : i16
// CHECK-NEXT:     vector.print %arg3 : i64
// CHECK-NEXT:     vector.print %arg5 : f32
// CHECK-NEXT:     vector.print %arg6 : index
// CHECK-NEXT:     vector.print %arg4 : vector<3xi32>
// CHECK-NEXT:     vector.print %arg7 : vector<2x2xf32>
// CHECK-NEXT:     vector.print %arg1 : i8 punctuation <no_punctuation>
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
