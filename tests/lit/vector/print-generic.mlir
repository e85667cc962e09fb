// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s
// vector.print in the generic form: punctuation and stringLiteral properties.
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

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i1, i8, i16, i64, vector<3xi32>, f32, index, vector<2x2xf32>) -> (), sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i64, %arg4: vector<3xi32>, %arg5: f32, %arg6: index, %arg7: vector<2x2xf32>):
// CHECK-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "@hi\0A"}> : () -> ()
// CHECK-NEXT:     "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (i1) -> ()
// CHECK-NEXT:     "vector.print"(%arg1) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
// CHECK-NEXT:     "vector.print"(%arg2) <{punctuation = #vector.punctuation<newline>}> : (i16) -> ()
// CHECK-NEXT:     "vector.print"(%arg3) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
// CHECK-NEXT:     "vector.print"(%arg5) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
// CHECK-NEXT:     "vector.print"(%arg6) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
// CHECK-NEXT:     "vector.print"(%arg4) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
// CHECK-NEXT:     "vector.print"(%arg7) <{punctuation = #vector.punctuation<newline>}> : (vector<2x2xf32>) -> ()
// CHECK-NEXT:     "vector.print"(%arg1) <{punctuation = #vector.punctuation<no_punctuation>}> : (i8) -> ()
// CHECK-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
// CHECK-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
