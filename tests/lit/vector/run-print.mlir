// strata run lowers vector.print (scalars, strings, whole vectors through
// convert-vector-to-scf) and scf itself; the output is mlir-runner's for the
// same program lowered by mlir-opt (checked byte for byte).
// RUN: strata run %s -e entry -entry-point-result=void | FileCheck %s --match-full-lines --strict-whitespace
// The upstream test pipeline lowers it the same way:
// RUN: strata opt %s --test-lower-to-llvm | strata run -e entry -entry-point-result=void | FileCheck %s --match-full-lines --strict-whitespace
// And so do the individual passes, with mlir-runner's flags:
// RUN: strata opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | strata run -e entry -entry-point-result=void | FileCheck %s --match-full-lines --strict-whitespace

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[1, -2, 3]> : vector<3xi32>
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print str "hello\n"
  scf.for %i = %c0 to %c3 step %c1 {
    %e = vector.extract %v[%i] : i32 from vector<3xi32>
    vector.print %e : i32 punctuation <comma>
  }
  vector.print
  vector.print %v : vector<3xi32>
  vector.print %b : vector<2xi1>
  %x = arith.constant 7 : i8
  %y = arith.constant -2 : i8
  %r = arith.floordivsi %x, %y : i8
  vector.print %r : i8
  %h = arith.constant 1.5 : f16
  vector.print %h : f16
  %bf = arith.constant -2.5 : bf16
  vector.print %bf : bf16
  %f = arith.constant 0.1 : f64
  vector.print %f : f64 punctuation <no_punctuation>
  vector.print punctuation <newline>
  %ix = arith.constant 42 : index
  vector.print %ix : index
  return
}

// CHECK:hello
// CHECK-NEXT:1, -2, 3, 
// CHECK-NEXT:( 1, -2, 3 )
// CHECK-NEXT:( 1, 0 )
// CHECK-NEXT:-4
// CHECK-NEXT:1.5
// CHECK-NEXT:-2.5
// CHECK-NEXT:0.1
// CHECK-NEXT:42
