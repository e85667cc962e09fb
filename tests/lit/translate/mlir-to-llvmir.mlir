// strata translate --mlir-to-llvmir prints what mlir-translate prints.
// (The input is converted to the generic form by mlir-opt so that it does
// not depend on the LLVM dialect's custom syntax.)
// RUN: mlir-opt --mlir-print-op-generic %s > %t.mlir
// RUN: strata translate --mlir-to-llvmir %t.mlir -o %t.ours.ll
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ref.ll
// RUN: diff %t.ours.ll %t.ref.ll
// RUN: strata translate -mlir-to-llvmir < %t.mlir | FileCheck %s
// -o /dev/null stays a device.
// RUN: strata translate --mlir-to-llvmir %t.mlir -o /dev/null && test -c /dev/null
// RUN: not strata translate %t.mlir 2>&1 | FileCheck %s --check-prefix=NOTRANSLATION

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK: @counter = internal global i64 0
// CHECK: define i64 @fib(i64 %0) {
// CHECK: phi i64
// CHECK: define i32 @main() {
// CHECK: call i64 @fib(i64 10)
// NOTRANSLATION: error: no translation given (use --mlir-to-llvmir or --import-llvm)

llvm.mlir.global internal @counter(0 : i64) : i64

llvm.func @fib(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%zero, %one, %n : i64, i64, i64)
^loop(%a: i64, %b: i64, %k: i64):
  %done = llvm.icmp "eq" %k, %zero : i64
  llvm.cond_br %done, ^exit, ^step
^step:
  %c = llvm.add %a, %b : i64
  %k1 = llvm.sub %k, %one : i64
  llvm.br ^loop(%b, %c, %k1 : i64, i64, i64)
^exit:
  %p = llvm.mlir.addressof @counter : !llvm.ptr
  %old = llvm.load %p : !llvm.ptr -> i64
  %new = llvm.add %old, %one : i64
  llvm.store %new, %p : i64, !llvm.ptr
  llvm.return %a : i64
}

llvm.func @main() -> i32 {
  %ten = llvm.mlir.constant(10 : i64) : i64
  %r = llvm.call @fib(%ten) : (i64) -> i64
  %t = llvm.trunc %r : i64 to i32
  llvm.return %t : i32
}
