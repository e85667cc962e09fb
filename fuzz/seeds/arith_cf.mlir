func.func @main() -> i64 {
  %c3 = arith.constant 3 : i64
  %c10 = arith.constant -10 : i64
  %q = arith.divui %c10, %c3 : i64
  %r = arith.remsi %c10, %c3 : i64
  %lt = arith.cmpi slt, %q, %r : i64
  cf.cond_br %lt, ^a(%q : i64), ^a(%r : i64)
^a(%x: i64):
  %y = arith.addi %x, %c3 overflow<nsw> : i64
  return %y : i64
}
