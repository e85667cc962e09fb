// RUN: strata opt %s -split-input-file -pass-pipeline="builtin.module(convert-func-to-llvm{use-bare-ptr-memref-call-conv=1})" | FileCheck %s
// The bare-pointer convention has no form for unranked memrefs: MLIR 22
// leaves the function, the call and the return as they are, and declares no
// malloc/free for copying unranked results.

// CHECK-NOT: llvm.func @malloc
// CHECK-NOT: llvm.func @free
// CHECK: func.func private @hoo(memref<*xi8>) -> memref<*xi8>
// CHECK-LABEL: func.func @unranked_call(%arg0: memref<*xi8>) -> memref<*xi8>
// CHECK-NEXT: %0 = call @hoo(%arg0) : (memref<*xi8>) -> memref<*xi8>
// CHECK-NEXT: return %0 : memref<*xi8>
func.func private @hoo(memref<*xi8>) -> memref<*xi8>
func.func @unranked_call(%in: memref<*xi8>) -> memref<*xi8> {
  %res = call @hoo(%in) : (memref<*xi8>) -> memref<*xi8>
  return %res : memref<*xi8>
}

// -----

// The test dialect's memref element type parses (mlir-opt registers the
// test dialect) and is not convertible.
// CHECK-LABEL: func.func private @test_element() -> memref<42x!test.memref_element>
func.func private @test_element() -> memref<42x!test.memref_element>
