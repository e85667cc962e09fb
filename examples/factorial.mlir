// Recursive factorial through func.call; 20! is the largest that fits in i64.
// Expected output of `main` (mlir-runner -e main --entry-point-result=i64):
// EXPECTED: 2432902008176640000
func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %base = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %base, ^one, ^recurse
^one:
  return %c1 : i64
^recurse:
  %m = arith.subi %n, %c1 : i64
  %f = func.call @factorial(%m) : (i64) -> i64
  %r = arith.muli %n, %f : i64
  return %r : i64
}

func.func @main() -> i64 {
  %c20 = arith.constant 20 : i64
  %r = func.call @factorial(%c20) : (i64) -> i64
  return %r : i64
}
