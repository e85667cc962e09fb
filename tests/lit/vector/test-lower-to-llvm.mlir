// RUN: strata opt %s --arith-expand --test-lower-to-llvm | FileCheck %s
// test-lower-to-llvm (MLIR's test pipeline) after arith-expand: vector prints
// decomposed, scf/cf, vector, func, arith lowered; string GEPs folded.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @ceil(%a : i8, %b : i8) {
  vector.print str "ceil\n"
  %0 = arith.ceildivsi %a, %b : i8
  vector.print %0 : i8
  return
}

func.func @entry() {
  %c9 = arith.constant 9 : i8
  %c2 = arith.constant -2 : i8
  func.call @ceil(%c9, %c2) : (i8, i8) -> ()
  %v = arith.constant dense<[4, 5]> : vector<2xi16>
  vector.print %v : vector<2xi16>
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @printClose()
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printOpen()
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[99, 101, 105, 108, 10, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   llvm.func @ceil(%arg0: i8, %arg1: i8) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i8) : i8
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT:     %2 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:     llvm.call @printString(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %3 = llvm.sdiv %arg0, %arg1 : i8
// CHECK-NEXT:     %4 = llvm.mul %3, %arg1 : i8
// CHECK-NEXT:     %5 = llvm.icmp "ne" %arg0, %4 : i8
// CHECK-NEXT:     %6 = llvm.icmp "slt" %arg0, %1 : i8
// CHECK-NEXT:     %7 = llvm.icmp "slt" %arg1, %1 : i8
// CHECK-NEXT:     %8 = llvm.icmp "eq" %6, %7 : i1
// CHECK-NEXT:     %9 = llvm.and %5, %8 : i1
// CHECK-NEXT:     %10 = llvm.add %3, %0 : i8
// CHECK-NEXT:     %11 = llvm.select %9, %10, %3 : i1, i8
// CHECK-NEXT:     %12 = llvm.sext %11 : i8 to i64
// CHECK-NEXT:     llvm.call @printI64(%12) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @entry() {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %3 = llvm.mlir.constant(dense<[4, 5]> : vector<2xi16>) : vector<2xi16>
// CHECK-NEXT:     %4 = llvm.mlir.constant(9 : i8) : i8
// CHECK-NEXT:     %5 = llvm.mlir.constant(-2 : i8) : i8
// CHECK-NEXT:     llvm.call @ceil(%4, %5) : (i8, i8) -> ()
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     llvm.br ^bb1(%2 : i64)
// CHECK-NEXT:   ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:     %7 = llvm.icmp "slt" %6, %1 : i64
// CHECK-NEXT:     llvm.cond_br %7, ^bb2, ^bb5
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %8 = llvm.extractelement %3[%6 : i64] : vector<2xi16>
// CHECK-NEXT:     %9 = llvm.sext %8 : i16 to i64
// CHECK-NEXT:     llvm.call @printI64(%9) : (i64) -> ()
// CHECK-NEXT:     %10 = llvm.icmp "ult" %6, %0 : i64
// CHECK-NEXT:     llvm.cond_br %10, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     llvm.br ^bb4
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     %11 = llvm.add %6, %0 : i64
// CHECK-NEXT:     llvm.br ^bb1(%11 : i64)
// CHECK-NEXT:   ^bb5:  // pred: ^bb1
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
