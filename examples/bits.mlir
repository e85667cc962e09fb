// Narrow integers and casts: a popcount loop on i32 (arith.shrui, arith.andi,
// arith.trunci, arith.extui), and sign- vs zero-extension of a negative i8.
// popcount(0xDEADBEEF) = 24; extsi(i8 -2) = -2, extui(i8 -2) = 254.
// 24 * 10000 + (254 + (-2)) = 240252
// Expected output of `main` (mlir-runner -e main --entry-point-result=i64):
// EXPECTED: 240252
func.func @popcount(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %c0 : i32, i32)
^loop(%v: i32, %count: i32):
  %empty = arith.cmpi eq, %v, %c0 : i32
  cf.cond_br %empty, ^done(%count : i32), ^step
^step:
  %bit = arith.andi %v, %c1 : i32
  %bit1 = arith.trunci %bit : i32 to i1
  %bit32 = arith.extui %bit1 : i1 to i32
  %count2 = arith.addi %count, %bit32 : i32
  %v2 = arith.shrui %v, %c1 : i32
  cf.br ^loop(%v2, %count2 : i32, i32)
^done(%r: i32):
  return %r : i32
}

func.func @main() -> i64 {
  %x = arith.constant 0xDEADBEEF : i32
  %pc = func.call @popcount(%x) : (i32) -> i32
  %pc64 = arith.extui %pc : i32 to i64
  %k = arith.constant 10000 : i64
  %scaled = arith.muli %pc64, %k : i64
  %m2 = arith.constant -2 : i8
  %s = arith.extsi %m2 : i8 to i64
  %u = arith.extui %m2 : i8 to i64
  %su = arith.addi %s, %u : i64
  %r = arith.addi %scaled, %su : i64
  return %r : i64
}
