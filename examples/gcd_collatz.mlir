// Euclid's GCD (arith.remsi) and Collatz step counting (arith.divui,
// bit tests with arith.andi, arith.select), combined.
// gcd(1071, 462) = 21; collatz_steps(27) = 111.
// 21 * 1000 + 111 = 21111
// Expected output of `main` (mlir-runner -e main --entry-point-result=i64):
// EXPECTED: 21111
func.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %zero = arith.cmpi eq, %y, %c0 : i64
  cf.cond_br %zero, ^done, ^step
^step:
  %r = arith.remsi %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^done:
  return %x : i64
}

func.func @collatz_steps(%start: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  cf.br ^loop(%start, %c0 : i64, i64)
^loop(%n: i64, %steps: i64):
  %at_one = arith.cmpi eq, %n, %c1 : i64
  cf.cond_br %at_one, ^done(%steps : i64), ^step
^step:
  %low = arith.andi %n, %c1 : i64
  %odd = arith.cmpi ne, %low, %c0 : i64
  %half = arith.divui %n, %c2 : i64
  %triple = arith.muli %n, %c3 : i64
  %up = arith.addi %triple, %c1 : i64
  %next = arith.select %odd, %up, %half : i64
  %steps2 = arith.addi %steps, %c1 : i64
  cf.br ^loop(%next, %steps2 : i64, i64)
^done(%s: i64):
  return %s : i64
}

func.func @main() -> i64 {
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %n = arith.constant 27 : i64
  %k = arith.constant 1000 : i64
  %g = func.call @gcd(%a, %b) : (i64, i64) -> i64
  %s = func.call @collatz_steps(%n) : (i64) -> i64
  %scaled = arith.muli %g, %k : i64
  %r = arith.addi %scaled, %s : i64
  return %r : i64
}
