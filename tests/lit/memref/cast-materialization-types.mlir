// RUN: strata opt %s --finalize-memref-to-llvm | FileCheck %s
// Two memref.casts of one allocation lower to the same descriptor; each
// unconverted user still gets a cast back to the type it uses (the output
// verifies). MLIR 22 chains the second cast through the first; the CHECK
// lines ask only for the types.

func.func private @take_dyn(memref<?xf32>)
func.func private @take_strided(memref<?xf32, strided<[?], offset: ?>>)
func.func @two_casts_of_one_alloc() {
  %a = memref.alloc() : memref<5xf32>
  %1 = memref.cast %a : memref<5xf32> to memref<?xf32>
  %2 = memref.cast %a : memref<5xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @take_dyn(%1) : (memref<?xf32>) -> ()
  call @take_strided(%2) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  return
}

// CHECK-LABEL: func.func @two_casts_of_one_alloc()
// CHECK-DAG: %[[DYN:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-DAG: %[[STRIDED:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: call @take_dyn(%[[DYN]]) : (memref<?xf32>) -> ()
// CHECK: call @take_strided(%[[STRIDED]]) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
