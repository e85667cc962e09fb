// Math ops through the default lowering (convert-math-to-llvm inside
// convert-to-llvm): for i in 1..100, the popcount of i plus the floor of
// sqrt(i) plus round(exp(log(i))) (which is i again) and the count of
// trailing zeros; the sum is returned.
// Expected output of `main` (mlir-runner -e main --entry-point-result=i64):
// EXPECTED: 6091
func.func @main() -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %n = arith.constant 100 : i64
  cf.br ^loop(%c1, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sgt, %i, %n : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %pop = math.ctpop %i : i64
  %tz = math.cttz %i : i64
  %f = arith.sitofp %i : i64 to f64
  %r = math.sqrt %f : f64
  %fl = math.floor %r : f64
  %s = arith.fptosi %fl : f64 to i64
  %l = math.log %f fastmath<afn> : f64
  %e = math.exp %l : f64
  %er = math.round %e : f64
  %ei = arith.fptosi %er : f64 to i64
  %a1 = arith.addi %acc, %pop : i64
  %a2 = arith.addi %a1, %s : i64
  %a3 = arith.addi %a2, %ei : i64
  %a4 = arith.addi %a3, %tz : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^loop(%i2, %a4 : i64, i64)
^exit(%result: i64):
  return %result : i64
}
