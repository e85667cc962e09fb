// 2-D memrefs: C = A × B for 4×4 matrices with A[i][j] = i + j and
// B[i][j] = i - j + 1, then the sum of all elements of C.
// Expected output of `main` (mlir-runner -e main --entry-point-result=i64):
// EXPECTED: 272
func.func @fill(%a: memref<4x4xi64>, %b: memref<4x4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  cf.br ^rows(%c0 : index)
^rows(%i: index):
  %more_i = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %more_i, ^cols_start, ^done
^cols_start:
  cf.br ^cols(%c0 : index)
^cols(%j: index):
  %more_j = arith.cmpi slt, %j, %c4 : index
  cf.cond_br %more_j, ^body, ^next_row
^body:
  %iv = arith.index_cast %i : index to i64
  %jv = arith.index_cast %j : index to i64
  %s = arith.addi %iv, %jv : i64
  %d = arith.subi %iv, %jv : i64
  %d1 = arith.addi %d, %one : i64
  memref.store %s, %a[%i, %j] : memref<4x4xi64>
  memref.store %d1, %b[%i, %j] : memref<4x4xi64>
  %j2 = arith.addi %j, %c1 : index
  cf.br ^cols(%j2 : index)
^next_row:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^rows(%i2 : index)
^done:
  return
}

func.func @dot(%a: memref<4x4xi64>, %b: memref<4x4xi64>, %i: index, %j: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  cf.br ^loop(%c0, %zero : index, i64)
^loop(%k: index, %acc: i64):
  %more = arith.cmpi slt, %k, %c4 : index
  cf.cond_br %more, ^body, ^done(%acc : i64)
^body:
  %x = memref.load %a[%i, %k] : memref<4x4xi64>
  %y = memref.load %b[%k, %j] : memref<4x4xi64>
  %p = arith.muli %x, %y : i64
  %acc2 = arith.addi %acc, %p : i64
  %k2 = arith.addi %k, %c1 : index
  cf.br ^loop(%k2, %acc2 : index, i64)
^done(%r: i64):
  return %r : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %a = memref.alloc() : memref<4x4xi64>
  %b = memref.alloc() : memref<4x4xi64>
  %c = memref.alloc() : memref<4x4xi64>
  func.call @fill(%a, %b) : (memref<4x4xi64>, memref<4x4xi64>) -> ()
  cf.br ^rows(%c0 : index)
^rows(%i: index):
  %more_i = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %more_i, ^cols_start, ^sum_start
^cols_start:
  cf.br ^cols(%c0 : index)
^cols(%j: index):
  %more_j = arith.cmpi slt, %j, %c4 : index
  cf.cond_br %more_j, ^body, ^next_row
^body:
  %v = func.call @dot(%a, %b, %i, %j) : (memref<4x4xi64>, memref<4x4xi64>, index, index) -> i64
  memref.store %v, %c[%i, %j] : memref<4x4xi64>
  %j2 = arith.addi %j, %c1 : index
  cf.br ^cols(%j2 : index)
^next_row:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^rows(%i2 : index)
^sum_start:
  cf.br ^sum_rows(%c0, %zero : index, i64)
^sum_rows(%r: index, %total: i64):
  %more_r = arith.cmpi slt, %r, %c4 : index
  cf.cond_br %more_r, ^sum_cols_start, ^finish(%total : i64)
^sum_cols_start:
  cf.br ^sum_cols(%c0, %total : index, i64)
^sum_cols(%q: index, %t: i64):
  %more_q = arith.cmpi slt, %q, %c4 : index
  cf.cond_br %more_q, ^sum_body, ^sum_next_row(%t : i64)
^sum_body:
  %e = memref.load %c[%r, %q] : memref<4x4xi64>
  %t2 = arith.addi %t, %e : i64
  %q2 = arith.addi %q, %c1 : index
  cf.br ^sum_cols(%q2, %t2 : index, i64)
^sum_next_row(%t3: i64):
  %r2 = arith.addi %r, %c1 : index
  cf.br ^sum_rows(%r2, %t3 : index, i64)
^finish(%result: i64):
  memref.dealloc %a : memref<4x4xi64>
  memref.dealloc %b : memref<4x4xi64>
  memref.dealloc %c : memref<4x4xi64>
  return %result : i64
}
