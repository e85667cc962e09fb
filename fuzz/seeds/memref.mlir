func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 42 : i64
  %m = memref.alloc() : memref<4xi64>
  memref.store %v, %m[%c1] : memref<4xi64>
  memref.store %v, %m[%c0] : memref<4xi64>
  %a = memref.load %m[%c1] : memref<4xi64>
  %f = arith.sitofp %a : i64 to f64
  %g = arith.mulf %f, %f fastmath<fast> : f64
  %b = arith.fptosi %g : f64 to i64
  memref.dealloc %m : memref<4xi64>
  return %b : i64
}
