// RUN: not strata opt %s 2>&1 | FileCheck %s
// The op a verifier error quotes is numbered from the function holding it,
// as MLIR numbers an op it quotes in a diagnostic (from its closest
// isolated ancestor): not with the whole module's generic numbering, which
// runs through every function. The expected lines are mlir-opt 22's output.

// CHECK: :[[# @LINE + 3]]:8: note: see current operation: %1 = "llvm.extractvalue"(%arg1) <{position = array<i64: 5>}>
llvm.func @first(%x : i32, %a : !llvm.struct<(i32, f32)>) {
  %q = llvm.add %x, %x : i32
  %b = "llvm.extractvalue"(%a) {position = array<i64: 5>} : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// CHECK: :[[# @LINE + 4]]:8: note: see current operation: %2 = "llvm.extractvalue"(%arg1) <{position = array<i64: 2>}>
llvm.func @second(%x : i32, %a : !llvm.struct<(i32, f32)>) {
  %0 = llvm.add %x, %x : i32
  %1 = llvm.add %0, %x : i32
  %b = "llvm.extractvalue"(%a) {position = array<i64: 2>} : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

llvm.func @third(%x : i32) {
  llvm.return
}
