// Invalid memref ops; the messages are mlir-opt 22's
// (checked with: mlir-opt --split-input-file --verify-diagnostics).

func.func @a(%i: index) {
// expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @a(%i: index) {
// expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc(%i)[%i] : memref<?xf32>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>, %i: index) {
// expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> i32
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %v: i32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
// expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %v : i32
  }
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %v: i32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
// expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<4xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @a(%m: memref<*xf32>, %i: index) {
// expected-error@+1 {{expected result type with offset = 0 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @a(%m: memref<*xf32>, %i: index) {
// expected-error@+1 {{expected result type with size = 10 instead of 11 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<11xf32>
  return
}

// -----

func.func @a(%m: memref<*xf32>, %i: index) {
// expected-error@+1 {{expected result type with stride = 2 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [2] : memref<*xf32> to memref<10xf32>
  return
}

// -----

func.func @a(%m: memref<*xf32>, %i: index) {
// expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 1], strides: [2] : memref<*xf32> to memref<10xf32>
  return
}

// -----

func.func @a(%m: memref<*xf32>, %i: index) {
// expected-error@+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x5xf32, strided<[8, 1]>>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>, %i: index) {
// expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>, %i: index) {
// expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x4xf32, strided<[8, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4x4xf32, strided<[8, 1, 1]>>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>, %i: index) {
// expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>, %i: index) {
// expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>) {
// expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (63) must equal reassociation group size (64)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<63xf32>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>) {
// expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<8x8xf32> into memref<64xf32>
  return
}

// -----

func.func @a(%m: memref<64xf32>) {
// expected-error@+1 {{'memref.expand_shape' op collapsed dim size (64) must equal reassociation group size (56)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x7xf32>
  return
}

// -----

func.func @a(%m: memref<64xf32>) {
// expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 8, 1] : memref<64xf32> into memref<8x8xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>) {
// expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>) {
// expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index) {
// expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>) {
// expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>) {
// expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<?x?xf32>' and result type 'memref<?x4xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<?x?xf32> to memref<?x4xf32, 1>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

func.func @a(%m: memref<4xf32>) {
// expected-note@-1 {{prior use here}}
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
// expected-error@+1 {{use of value '%m' expects different type than prior uses: 'index' vs 'memref<4xf32>'}}
  %0 = memref.view %m[%m][] : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @a(%m: memref<2048xi8>, %i: index) {
// expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?xf32>
  return
}

// -----

func.func @a(%m: memref<2048xi8, strided<[2]>>, %i: index) {
// expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
// expected-error@+1 {{operation defines 3 results but was provided 1 to bind}}
  %0 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> i64
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
// expected-note@-1 {{prior use here}}
// expected-error@+1 {{use of value '%m' expects different type than prior uses: 'memref<5xf32>' vs 'memref<4xf32>'}}
  memref.copy %m, %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

// expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
"memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>

// -----

func.func @a(%v: i32) {
// expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global @g : memref<2xf32>
func.func @a(%v: i32) {
// expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}
