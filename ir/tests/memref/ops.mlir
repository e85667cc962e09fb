// Every memref op in its custom form; ops.expected is mlir-opt 22's output.
#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64}
memref.global @u : memref<4xi32> = uninitialized
memref.global "private" @e : memref<3xf32>
memref.global @s : memref<f32> = dense<1.0>
memref.global "public" @p : memref<2xi8, 1> = dense<0>
func.func @f(%m: memref<?x?xf32>, %i: index, %j: index, %u: memref<*xf32>, %v: f32, %mi: memref<10xi32>, %b: memref<2048xi8>) -> index {
  %a = memref.alloc(%i) : memref<?x4xf32>
  %a2 = memref.alloc(%i)[%j] {alignment = 16} : memref<?x4xf32, #map>
  %a3 = memref.alloca() {alignment = 32} : memref<4xf32>
  %a4 = memref.alloca(%i, %j) : memref<?x?xf32>
  memref.dealloc %a : memref<?x4xf32>
  %l = memref.load %m[%i, %j] : memref<?x?xf32>
  %l2 = memref.load %m[%i, %j] {nontemporal = true} : memref<?x?xf32>
  %l5 = memref.load %mi[%i] : memref<10xi32>
  %l3 = memref.load %m[%i, %j] {alignment = 8} : memref<?x?xf32>
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  memref.store %v, %m[%i, %j] {nontemporal = true, alignment = 4} : memref<?x?xf32>
  %d = memref.dim %m, %i : memref<?x?xf32>
  %r = memref.rank %u : memref<*xf32>
  %c = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  %c2 = memref.cast %a3 : memref<4xf32> to memref<?xf32>
  %rc = memref.reinterpret_cast %u to offset: [%i], sizes: [4, %j], strides: [1, 1] : memref<*xf32> to memref<4x?xf32, strided<[1, 1], offset: ?>>
  %sv = memref.subview %m[%i, 0] [4, %j] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %vw = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  memref.copy %a3, %a3 : memref<4xf32> to memref<4xf32>
  %gg = memref.get_global @g : memref<2xf32>
  %ip = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32> -> index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %cs = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %es = memref.expand_shape %a3 [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %es2 = memref.expand_shape %c2 [[0, 1]] output_shape [%i, 2] : memref<?xf32> into memref<?x2xf32>
  %ar = memref.atomic_rmw addf %v, %a3[%i] : (f32, memref<4xf32>) -> f32
  %ar2 = memref.atomic_rmw maxs %l5, %mi[%i] : (i32, memref<10xi32>) -> i32
  %ga = memref.generic_atomic_rmw %a3[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %v : f32
    memref.atomic_yield %s : f32
  }
  %ms = memref.memory_space_cast %m : memref<?x?xf32> to memref<?x?xf32, 1>
  %tr = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<?x?xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<?x?xf32>
  %aa = memref.assume_alignment %m, 16 : memref<?x?xf32>
  %re = memref.realloc %a3 : memref<4xf32> to memref<8xf32>
  %re2 = memref.realloc %c2(%i) {alignment = 8} : memref<?xf32> to memref<?xf32>
  %rs = memref.reshape %a3(%mi) : (memref<4xf32>, memref<10xi32>) -> memref<*xf32>
  %sc = memref.alloca_scope -> (f32) {
    %q = memref.alloca() : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %q = memref.alloca() : memref<f32>
  }
  return %d : index
}
memref.global constant @c : memref<2xf32> = dense<1.0>
memref.global "nested" @n : memref<2xf32> = dense<[1.0, 3.0]> {foo}
func.func @g2(%m: memref<?x?xf32>, %i: index, %f: memref<f32>, %s: memref<100xf32>, %t: memref<100xf32, 1>, %tag: memref<1xi32>, %n: index) {
  %base, %off = memref.extract_strided_metadata %f : memref<f32> -> memref<f32>, index
  %base1, %off1, %sz, %st = memref.extract_strided_metadata %s : memref<100xf32> -> memref<f32>, index, index, index
  %rc = memref.reinterpret_cast %f to offset: [0], sizes: [], strides: [] : memref<f32> to memref<f32>
  %sv = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1]>>
  memref.dma_start %s[%i], %t[%i], %n, %tag[%i] : memref<100xf32>, memref<100xf32, 1>, memref<1xi32>
  memref.dma_start %s[%i], %t[%i], %n, %tag[%i], %n, %n : memref<100xf32>, memref<100xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  %0 = memref.generic_atomic_rmw %s[%i] : memref<100xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  } {attr = 1}
  memref.alloca_scope {
    %q = memref.alloca() : memref<f32>
  } {x}
  %a = memref.alloc() {alignment = 8 : i64, other = 1} : memref<4xf32>
  %v = memref.load %f[] : memref<f32>
  memref.store %v, %f[] : memref<f32>
  %v2 = memref.atomic_rmw assign %v, %f[] : (f32, memref<f32>) -> f32
  %v4 = memref.load %tag[%i] : memref<1xi32>
  %v3 = memref.atomic_rmw ori %v4, %tag[%i] {x} : (i32, memref<1xi32>) -> i32
  return
}
