// Sieve of Eratosthenes over a dynamically sized memref<?xi8>; counts the
// primes below 1000, with the buffer passed to a helper function.
// Expected output of `main` (mlir-runner -e main --entry-point-result=i64):
// EXPECTED: 168
func.func @mark_multiples(%sieve: memref<?xi8>, %p: index, %n: index) {
  %zero = arith.constant 0 : i8
  %start = arith.muli %p, %p : index
  cf.br ^loop(%start : index)
^loop(%k: index):
  %more = arith.cmpi ult, %k, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  memref.store %zero, %sieve[%k] : memref<?xi8>
  %k2 = arith.addi %k, %p : index
  cf.br ^loop(%k2 : index)
^done:
  return
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 1000 : index
  %one = arith.constant 1 : i8
  %zero = arith.constant 0 : i8
  %count0 = arith.constant 0 : i64
  %inc = arith.constant 1 : i64
  %sieve = memref.alloc(%n) : memref<?xi8>
  cf.br ^init(%c0 : index)
^init(%i: index):
  %more_i = arith.cmpi ult, %i, %n : index
  cf.cond_br %more_i, ^init_body, ^sieve_start
^init_body:
  memref.store %one, %sieve[%i] : memref<?xi8>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^init(%i2 : index)
^sieve_start:
  memref.store %zero, %sieve[%c0] : memref<?xi8>
  memref.store %zero, %sieve[%c1] : memref<?xi8>
  cf.br ^outer(%c2, %count0 : index, i64)
^outer(%p: index, %count: i64):
  %more_p = arith.cmpi ult, %p, %n : index
  cf.cond_br %more_p, ^check, ^done(%count : i64)
^check:
  %flag = memref.load %sieve[%p] : memref<?xi8>
  %is_prime = arith.cmpi ne, %flag, %zero : i8
  cf.cond_br %is_prime, ^prime, ^next(%count : i64)
^prime:
  func.call @mark_multiples(%sieve, %p, %n) : (memref<?xi8>, index, index) -> ()
  %count2 = arith.addi %count, %inc : i64
  cf.br ^next(%count2 : i64)
^next(%c: i64):
  %p2 = arith.addi %p, %c1 : index
  cf.br ^outer(%p2, %c : index, i64)
^done(%total: i64):
  memref.dealloc %sieve : memref<?xi8>
  return %total : i64
}
