// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Generic memref.alloc/alloca without operandSegmentSizes hold all-zero
// sizes, as MLIR 22's properties do: they print in their custom form, and
// in generic form with the sizes (the CHECK lines are mlir-opt 22's
// output; Strata printed the first op back in generic form).
func.func @f() {
  %0 = "memref.alloc"() : () -> memref<4xf32>
  %1 = "memref.alloca"() {alignment = 8 : i64} : () -> memref<4xf32>
  %2 = "memref.alloc"() <{alignment = 8 : i64}> : () -> memref<4xf32>
  return
}

// CHECK: %alloc = memref.alloc() : memref<4xf32>
// CHECK: %alloca = memref.alloca() {alignment = 8 : i64} : memref<4xf32>
// CHECK: %alloc_0 = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// GENERIC: %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC: %1 = "memref.alloca"() <{alignment = 8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC: %2 = "memref.alloc"() <{alignment = 8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
