// Messages that are not UTF-8 (cf.assert, vector.print str) lower to
// globals of their exact bytes, as with mlir-opt 22 (the CHECK lines are
// its output).
// RUN: strata opt %s --convert-to-llvm | FileCheck %s --match-full-lines --strict-whitespace

func.func @f(%c: i1) {
  cf.assert %c, "bad \FF\00x"
  vector.print str "hi\FE\n"
  return
}

// Expected output, from mlir-opt 22 / mlir-translate 22:
// CHECK:module {
// CHECK-NEXT:  llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:  llvm.mlir.global private constant @vector_print_str(dense<[104, 105, -2, 10, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT:  llvm.func @abort()
// CHECK-NEXT:  llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:  llvm.mlir.global private constant @assert_msg(dense<[98, 97, 100, 32, -1, 0, 120, 0]> : tensor<8xi8>) {addr_space = 0 : i32} : !llvm.array<8 x i8>
// CHECK-NEXT:  llvm.func @f(%arg0: i1) {
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:    %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:    llvm.call @printString(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:    %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i8>
// CHECK-NEXT:    llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @abort() : () -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  }
// CHECK-NEXT:}
