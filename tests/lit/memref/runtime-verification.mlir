// Runtime checks before memref ops, as MLIR 22's -generate-runtime-verification
// inserts them; messages quote the op with the names of the unmodified module.
// RUN: strata opt %s -generate-runtime-verification -split-input-file | FileCheck %s
// RUN: strata opt %s -generate-runtime-verification=verbose-level=0 -split-input-file | FileCheck %s --check-prefix=TERSE

// CHECK-LABEL: func.func @load_store
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
// CHECK-NEXT:    %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT:    %2 = arith.andi %0, %1 : i1
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %3 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT:    %4 = arith.cmpi slt, %arg2, %c4 : index
// CHECK-NEXT:    %5 = arith.andi %3, %4 : i1
// CHECK-NEXT:    %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:    cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:{{[0-9]+}}:8)"
// CHECK-NEXT:    %7 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>
// CHECK:         cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0Amemref.store %0, %arg0[%arg2, %arg1] : memref<?x4xf32>\0A^ out-of-bounds access
// CHECK:         memref.store %7, %arg0[%arg2, %arg1] : memref<?x4xf32>
// TERSE-LABEL: func.func @load_store
// TERSE:         cf.assert %6, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(
func.func @load_store(%m: memref<?x4xf32>, %i: index, %j: index) {
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  memref.store %v, %m[%j, %i] : memref<?x4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dim_and_cast
// CHECK-NEXT:    %0 = memref.rank %arg0 : memref<?x4xf32>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %1 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT:    %2 = arith.cmpi slt, %arg2, %0 : index
// CHECK-NEXT:    %3 = arith.andi %1, %2 : i1
// CHECK-NEXT:    cf.assert %3, "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %arg2 : memref<?x4xf32>\0A^ index is out of bounds
// CHECK-NEXT:    %dim = memref.dim %arg0, %arg2 : memref<?x4xf32>
// CHECK-NEXT:    %4 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %5 = arith.cmpi eq, %4, %c2 : index
// CHECK-NEXT:    cf.assert %5, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg1 : memref<*xf32> to memref<3x?xf32>\0A^ rank mismatch
// CHECK-NEXT:    %cast = memref.cast %arg1 : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %dim_1 = memref.dim %arg1, %c0_0 : memref<*xf32>
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %6 = arith.cmpi eq, %dim_1, %c3 : index
// CHECK-NEXT:    cf.assert %6, "{{.*}}^ size mismatch of dim 0
// CHECK-NEXT:    %c0_2 = arith.constant 0 : index
// CHECK-NEXT:    %7 = arith.cmpi eq, %offset, %c0_2 : index
// CHECK-NEXT:    cf.assert %7, "{{.*}}^ offset mismatch
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %8 = arith.cmpi eq, %strides#1, %c1 : index
// CHECK-NEXT:    cf.assert %8, "{{.*}}^ stride mismatch of dim 1
// CHECK-NEXT:    %cast_3 = memref.cast %arg1 : memref<*xf32> to memref<3x?xf32>
func.func @dim_and_cast(%m: memref<?x4xf32>, %u: memref<*xf32>, %k: index) -> index {
  %d = memref.dim %m, %k : memref<?x4xf32>
  %c = memref.cast %u : memref<*xf32> to memref<3x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @alignment_copy_expand
// CHECK:         %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x4xf32> -> index
// CHECK-NEXT:    %c16 = arith.constant 16 : index
// CHECK-NEXT:    %0 = arith.remui %intptr, %c16 : index
// CHECK:         cf.assert %{{.*}}, "{{.*}}^ memref is not aligned to 16
// CHECK:         %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %{{.*}} = arith.cmpi eq, %dim, %c5 : index
// CHECK-NEXT:    cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x4xf32> to memref<5x4xf32>\0A^ size of 0-th source/target dim does not match
// CHECK:         %{{.*}} = arith.remsi %{{.*}}, %c2 : index
// CHECK:         cf.assert %{{.*}}, "{{.*}}^ static result dims in reassoc group do not divide src dim evenly
// CHECK:         %{{.*}} = arith.remsi %{{.*}}, %c4 : index
// CHECK:         cf.assert %{{.*}}, "{{.*}}^ static result dims in reassoc group do not divide src dim evenly
// CHECK:         cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%0 = memref.generic_atomic_rmw %arg0[%arg2, %arg2] : memref<?x4xf32> {...}\0A^ out-of-bounds access
func.func @alignment_copy_expand(%m: memref<?x4xf32>, %t: memref<5x4xf32>, %i: index, %n: index) {
  memref.assume_alignment %m, 16 : memref<?x4xf32>
  memref.copy %m, %t : memref<?x4xf32> to memref<5x4xf32>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %g = memref.generic_atomic_rmw %m[%i, %i] : memref<?x4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return
}
