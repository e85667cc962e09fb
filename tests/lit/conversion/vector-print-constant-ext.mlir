// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// Under convert-to-llvm, printing an integer constant narrower than 64 bits
// passes the constant extended to i64: MLIR's print lowering makes an arith
// extension, which the conversion folds before converting it. The CHECK
// lines are mlir-opt 22's output.
func.func @h(%a: i1) {
  %c = arith.constant -3 : i32
  vector.print %c : i32
  %u = arith.constant 200 : i8
  vector.print %u : i8
  %t = arith.constant true
  vector.print %t : i1
  %x = arith.constant 7 : index
  vector.print %x : index
  %z = arith.constant 9 : i16
  %z2 = arith.addi %z, %z : i16
  vector.print %z2 : i16
  return
}
// CHECK-LABEL: llvm.func @h(%arg0: i1) {
// CHECK-NEXT: %0 = llvm.mlir.constant(-3 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(-3 : i64) : i64
// CHECK-NEXT: llvm.call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %2 = llvm.mlir.constant(-56 : i8) : i8
// CHECK-NEXT: %3 = llvm.mlir.constant(-56 : i64) : i64
// CHECK-NEXT: llvm.call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.call @printI64(%5) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %6 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: llvm.call @printU64(%6) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %7 = llvm.mlir.constant(9 : i16) : i16
// CHECK-NEXT: %8 = llvm.mlir.constant(18 : i16) : i16
// CHECK-NEXT: %9 = llvm.mlir.constant(18 : i64) : i64
// CHECK-NEXT: llvm.call @printI64(%9) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.return
