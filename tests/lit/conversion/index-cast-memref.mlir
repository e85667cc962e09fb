// RUN: not strata opt %s -split-input-file -convert-arith-to-llvm 2>&1 | FileCheck %s
// arith.index_cast on memrefs: MLIR 22 compares the element widths and casts
// the descriptor itself, which the verifier rejects; integer casts check
// their operand.

// CHECK: index-cast-memref.mlir:[[@LINE+2]]:8: error: 'llvm.sext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got '!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>'
func.func @memref_index_cast(%arg0: memref<3xi32>) -> memref<3xindex> {
  %0 = arith.index_cast %arg0 : memref<3xi32> to memref<3xindex>
  return %0 : memref<3xindex>
}

// -----

// CHECK: index-cast-memref.mlir:[[@LINE+2]]:8: error: 'llvm.zext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'
llvm.func @f(%a: f32) -> i64 {
  %0 = "llvm.zext"(%a) : (f32) -> i64
  llvm.return %0 : i64
}
