// Memref printing and verification in MLIR's exact format, built in.
// The lowering of memref is done by mlir-opt here (Strata's own
// finalize-memref-to-llvm may not be there yet); what is under test is the
// runtime. mlir-runner with MLIR's libraries prints the same.
// RUN: mlir-opt %s --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   --mlir-print-op-generic > %t.ll.mlir
// RUN: strata run %t.ll.mlir -e main -entry-point-result=void 2> %t.err \
// RUN:   | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: env LD_LIBRARY_PATH=%llvmlib mlir-runner %t.ll.mlir -e main -entry-point-result=void \
// RUN:   -shared-libs=%llvmlib/libmlir_c_runner_utils.so.22.1,%llvmlib/libmlir_runner_utils.so.22.1 \
// RUN:   | FileCheck %s --match-full-lines --strict-whitespace

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefShapeI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

// CHECK:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
// CHECK-NEXT:{{\[}}[0,   1,   2], 
// CHECK-NEXT: [10,   11,   12]]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
// CHECK-NEXT:{{\[}}[0,   1.5,   3], 
// CHECK-NEXT: [-1,   1e+10,   -0]]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 1, 2] strides = [3, 2, 1] data = 
// CHECK-NEXT:{{\[}}[{{\[}}0,    1]], 
// CHECK-NEXT: {{\[}}[10,    11]]]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 1, 2] strides = [2, 2, 1] data = 
// CHECK-NEXT:{{\[}}[{{\[}}0,    1]], 
// CHECK-NEXT: {{\[}}[10,    11]]]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data = 
// CHECK-NEXT:[2.25]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT:[A,  B,  C]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]
// CHECK-NEXT:0
// CHECK-NEXT:1
// ERR:1.5 != 3 offset = 1
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : i32

  %m = memref.alloc() : memref<2x3xi32>
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %oi = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %oi, ^inner_start, ^done
^inner_start:
  cf.br ^inner(%c0 : index)
^inner(%j: index):
  %ij = arith.cmpi slt, %j, %c3 : index
  cf.cond_br %ij, ^body, ^next
^body:
  %ii = arith.index_cast %i : index to i32
  %jj = arith.index_cast %j : index to i32
  %t = arith.muli %ii, %c10 : i32
  %v = arith.addi %t, %jj : i32
  memref.store %v, %m[%i, %j] : memref<2x3xi32>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1 : index)
^next:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1 : index)
^done:
  %um = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%um) : (memref<*xi32>) -> ()

  %f = memref.alloc() : memref<2x3xf32>
  %f0 = arith.constant 0.0 : f32
  %f15 = arith.constant 1.5 : f32
  %f3 = arith.constant 3.0 : f32
  %fm1 = arith.constant -1.0 : f32
  %fbig = arith.constant 1.0e10 : f32
  %fnz = arith.constant -0.0 : f32
  memref.store %f0, %f[%c0, %c0] : memref<2x3xf32>
  memref.store %f15, %f[%c0, %c1] : memref<2x3xf32>
  memref.store %f3, %f[%c0, %c2] : memref<2x3xf32>
  memref.store %fm1, %f[%c1, %c0] : memref<2x3xf32>
  memref.store %fbig, %f[%c1, %c1] : memref<2x3xf32>
  memref.store %fnz, %f[%c1, %c2] : memref<2x3xf32>
  %uf = memref.cast %f : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()

  // A strided view: columns 0 and 1 of %m, as a 2x1x2 memref.
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [2, 1, 2], strides: [3, 2, 1]
      : memref<2x3xi32> to memref<2x1x2xi32, strided<[3, 2, 1]>>
  %ur = memref.cast %r : memref<2x1x2xi32, strided<[3, 2, 1]>> to memref<*xi32>
  call @printMemrefI32(%ur) : (memref<*xi32>) -> ()
  // Copying from a strided view goes through the runtime's memrefCopy.
  %h = memref.alloc() : memref<2x1x2xi32>
  memref.copy %r, %h : memref<2x1x2xi32, strided<[3, 2, 1]>> to memref<2x1x2xi32>
  %uh = memref.cast %h : memref<2x1x2xi32> to memref<*xi32>
  call @printMemrefI32(%uh) : (memref<*xi32>) -> ()

  %s = memref.alloc() : memref<f64>
  %sv = arith.constant 2.25 : f64
  memref.store %sv, %s[] : memref<f64>
  %us = memref.cast %s : memref<f64> to memref<*xf64>
  call @printMemrefF64(%us) : (memref<*xf64>) -> ()

  %b = memref.alloc() : memref<3xi8>
  %ca = arith.constant 65 : i8
  %cb = arith.constant 66 : i8
  %cc = arith.constant 67 : i8
  memref.store %ca, %b[%c0] : memref<3xi8>
  memref.store %cb, %b[%c1] : memref<3xi8>
  memref.store %cc, %b[%c2] : memref<3xi8>
  %ub = memref.cast %b : memref<3xi8> to memref<*xi8>
  call @printMemrefI8(%ub) : (memref<*xi8>) -> ()

  call @printMemrefShapeI32(%um) : (memref<*xi32>) -> ()

  %same = call @verifyMemRefF32(%uf, %uf) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%same) : (i64) -> ()
  call @printNewline() : () -> ()
  // Copy %f into %g, change one element, and compare.
  %g = memref.alloc() : memref<2x3xf32>
  memref.copy %f, %g : memref<2x3xf32> to memref<2x3xf32>
  memref.store %f3, %g[%c0, %c1] : memref<2x3xf32>
  %ug = memref.cast %g : memref<2x3xf32> to memref<*xf32>
  %diff = call @verifyMemRefF32(%uf, %ug) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%diff) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<2x3xi32>
  memref.dealloc %h : memref<2x1x2xi32>
  memref.dealloc %f : memref<2x3xf32>
  memref.dealloc %g : memref<2x3xf32>
  memref.dealloc %s : memref<f64>
  memref.dealloc %b : memref<3xi8>
  return
}
