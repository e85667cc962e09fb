// RUN: strata opt %s --finalize-memref-to-llvm | FileCheck %s
// Two memref.casts of one allocation lower to the same descriptor; each
// unconverted user still gets a cast back to the type it uses (the output
// verifies). As MLIR 22 does, the second cast starts from the first: the
// source materializations of one replacement value form a chain, each after
// the previous one. Through to LLVM the chain reconciles away.
// RUN: strata opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

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
// CHECK:      %[[DESC:.*]] = llvm.insertvalue %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[DYN:.*]] = builtin.unrealized_conversion_cast %[[DESC]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: %[[STRIDED:.*]] = builtin.unrealized_conversion_cast %[[DYN]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: call @take_dyn(%[[DYN]]) : (memref<?xf32>) -> ()
// CHECK-NEXT: call @take_strided(%[[STRIDED]]) : (memref<?xf32, strided<[?], offset: ?>>) -> ()

// LLVM-LABEL: llvm.func @two_casts_of_one_alloc()
// LLVM-NOT:   builtin.unrealized_conversion_cast
// LLVM:       %[[DESC:.*]] = llvm.insertvalue %{{.*}}[4, 0]
// LLVM-NEXT:  %[[A0:.*]] = llvm.extractvalue %[[DESC]][0]
// LLVM:       llvm.call @take_dyn(%[[A0]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// LLVM-NEXT:  %[[B0:.*]] = llvm.extractvalue %[[DESC]][0]
// LLVM:       llvm.call @take_strided(%[[B0]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
