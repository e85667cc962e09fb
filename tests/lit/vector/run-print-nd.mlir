// strata run prints n-D, 0-d and odd-width integer vectors as mlir-runner does
// (n-D vectors are flattened with vector.shape_cast, lowered to shuffles).
// RUN: strata run %s -e entry -entry-point-result=void | FileCheck %s --match-full-lines --strict-whitespace

func.func @entry() {
  %m = arith.constant dense<[[1.5, 2.0], [3.0, 4.25]]> : vector<2x2xf32>
  vector.print %m : vector<2x2xf32>
  %t = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi8>
  vector.print %t : vector<2x2x2xi8> punctuation <comma>
  vector.print punctuation <newline>
  %z = arith.constant dense<42> : vector<i64>
  vector.print %z : vector<i64>
  %w = arith.constant dense<[-1, 2, -3]> : vector<3xi4>
  vector.print %w : vector<3xi4>
  return
}

// CHECK:( ( 1.5, 2 ), ( 3, 4.25 ) )
// CHECK-NEXT:( ( ( 1, 2 ), ( 3, 4 ) ), ( ( 5, 6 ), ( 7, 8 ) ) ), 
// CHECK-NEXT:( 42 )
// CHECK-NEXT:( -1, 2, -3 )
