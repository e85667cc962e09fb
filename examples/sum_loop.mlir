// Sum of 1..100 with a loop built from cf.br / cf.cond_br and block arguments.
// Expected output of `main` (mlir-runner -e main --entry-point-result=i64):
// EXPECTED: 5050
func.func @main() -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %n = arith.constant 100 : i64
  cf.br ^loop(%c1, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sgt, %i, %n : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %acc2 = arith.addi %acc, %i : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^exit(%result: i64):
  return %result : i64
}
