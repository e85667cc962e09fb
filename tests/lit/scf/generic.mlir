// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s
// scf ops in the generic form: the implicit yields are there.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%lb: index, %ub: index, %c: i1, %x: i32) -> i32 {
  scf.for %i = %lb to %ub step %lb {
    scf.if %c {
      vector.print %i : index
    } else {
      vector.print str "no\n"
    }
  }
  %r = scf.for %i = %lb to %ub step %lb iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  %t = scf.if %c -> (i32) {
    scf.yield %r : i32
  } else {
    scf.yield %x : i32
  }
  scf.for unsigned %j = %x to %x step %x : i32 {
  }
  return %t : i32
}
func.func @g(%x: i32) {
  scf.for %j = %x to %x step %x : i32 {
    vector.print %j : i32
  }
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (index, index, i1, i32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg2: index, %arg3: index, %arg4: i1, %arg5: i32):
// CHECK-NEXT:     "scf.for"(%arg2, %arg3, %arg2) ({
// CHECK-NEXT:     ^bb0(%arg9: index):
// CHECK-NEXT:       "scf.if"(%arg4) ({
// CHECK-NEXT:         "vector.print"(%arg9) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
// CHECK-NEXT:         "scf.yield"() : () -> ()
// CHECK-NEXT:       }, {
// CHECK-NEXT:         "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "no\0A"}> : () -> ()
// CHECK-NEXT:         "scf.yield"() : () -> ()
// CHECK-NEXT:       }) : (i1) -> ()
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }) : (index, index, index) -> ()
// CHECK-NEXT:     %0 = "scf.for"(%arg2, %arg3, %arg2, %arg5) ({
// CHECK-NEXT:     ^bb0(%arg7: index, %arg8: i32):
// CHECK-NEXT:       %2 = "arith.addi"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       "scf.yield"(%2) : (i32) -> ()
// CHECK-NEXT:     }) : (index, index, index, i32) -> i32
// CHECK-NEXT:     %1 = "scf.if"(%arg4) ({
// CHECK-NEXT:       "scf.yield"(%0) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "scf.yield"(%arg5) : (i32) -> ()
// CHECK-NEXT:     }) : (i1) -> i32
// CHECK-NEXT:     "scf.for"(%arg5, %arg5, %arg5) <{unsignedCmp}> ({
// CHECK-NEXT:     ^bb0(%arg6: i32):
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }) : (i32, i32, i32) -> ()
// CHECK-NEXT:     "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "scf.for"(%arg0, %arg0, %arg0) ({
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       "vector.print"(%arg1) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }) : (i32, i32, i32) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
