// memref alloc/store/load/dealloc: fill a buffer with i*i, turn it into
// prefix sums in place, return the last element (0² + 1² + … + 9²).
// Expected output of `main` (mlir-runner -e main --entry-point-result=i64):
// EXPECTED: 285
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %buf = memref.alloc() : memref<10xi64>
  cf.br ^fill(%c0 : index)
^fill(%i: index):
  %more = arith.cmpi slt, %i, %c10 : index
  cf.cond_br %more, ^fill_body, ^scan_start
^fill_body:
  %iv = arith.index_cast %i : index to i64
  %sq = arith.muli %iv, %iv : i64
  memref.store %sq, %buf[%i] : memref<10xi64>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^fill(%i2 : index)
^scan_start:
  cf.br ^scan(%c1 : index)
^scan(%j: index):
  %more2 = arith.cmpi slt, %j, %c10 : index
  cf.cond_br %more2, ^scan_body, ^done
^scan_body:
  %jm1 = arith.subi %j, %c1 : index
  %prev = memref.load %buf[%jm1] : memref<10xi64>
  %cur = memref.load %buf[%j] : memref<10xi64>
  %sum = arith.addi %prev, %cur : i64
  memref.store %sum, %buf[%j] : memref<10xi64>
  %j2 = arith.addi %j, %c1 : index
  cf.br ^scan(%j2 : index)
^done:
  %c9 = arith.constant 9 : index
  %last = memref.load %buf[%c9] : memref<10xi64>
  memref.dealloc %buf : memref<10xi64>
  return %last : i64
}
