// buffer-deallocation-pipeline frees entry-block allocations that do not
// escape, before every return; returned, branched or stored buffers stay.
// canonicalize folds identity casts and erases dead pure ops.
// RUN: strata opt %s -buffer-deallocation-pipeline -split-input-file | FileCheck %s
// RUN: strata opt %s -canonicalize -split-input-file | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @local
// CHECK:         %alloc = memref.alloc() : memref<4xf32>
// CHECK:         call @use(%cast_0) : (memref<?xf32>) -> ()
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return
// CANON-LABEL: func.func @local
// CANON-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CANON-NEXT:    %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CANON-NEXT:    call @use(%cast) : (memref<?xf32>) -> ()
// CANON-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
func.func private @use(memref<?xf32>)
func.func @local(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %same = memref.cast %a : memref<4xf32> to memref<4xf32>
  %v = memref.cast %same : memref<4xf32> to memref<?xf32>
  %k = arith.constant 4 : index
  %unused = arith.addi %k, %k : index
  func.call @use(%v) : (memref<?xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK-LABEL: func.func @escapes
// CHECK-NOT:     memref.dealloc
// CHECK:         return %cast
func.func @escapes() -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %v : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @stored_or_branched
// CHECK-NOT:     memref.dealloc
func.func @stored_or_branched(%slot: memref<1xmemref<2xi8>>, %c0: index) {
  %a = memref.alloc() : memref<2xi8>
  memref.store %a, %slot[%c0] : memref<1xmemref<2xi8>>
  %b = memref.alloc() : memref<2xi8>
  cf.br ^bb1(%b : memref<2xi8>)
^bb1(%x: memref<2xi8>):
  return
}
