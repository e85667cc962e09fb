// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// convert-to-llvm lowers vector.print together with arith: llvm.sext/zext.
// The CHECK lines are mlir-opt 22's output for the same flags.

llvm.func @printNewline()
func.func @f(%i: i32, %u: ui8, %s: si16, %h: f16, %b: bf16, %d: f64, %w: i128) {
  vector.print str "a"
  vector.print str "a"
  vector.print %i : i32
  vector.print %u : ui8
  vector.print %s : si16
  vector.print %h : f16
  vector.print %b : bf16
  vector.print %d : f64
  vector.print %i : i32 punctuation <open>
  vector.print %i : i32 punctuation <close>
  return
}
func.func @g() {
  vector.print str "b"
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_1(dense<[98, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT:   llvm.func @printClose()
// CHECK-NEXT:   llvm.func @printOpen()
// CHECK-NEXT:   llvm.func @printF64(f64)
// CHECK-NEXT:   llvm.func @printBF16(i16)
// CHECK-NEXT:   llvm.func @printF16(i16)
// CHECK-NEXT:   llvm.func @printU64(i64)
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_0(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: i8, %arg2: i16, %arg3: f16, %arg4: bf16, %arg5: f64, %arg6: i128) {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT:     llvm.call @printString(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %2 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT:     llvm.call @printString(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %4 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:     llvm.call @printI64(%4) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %5 = llvm.zext %arg1 : i8 to i64
// CHECK-NEXT:     llvm.call @printU64(%5) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %6 = llvm.sext %arg2 : i16 to i64
// CHECK-NEXT:     llvm.call @printI64(%6) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %7 = llvm.bitcast %arg3 : f16 to i16
// CHECK-NEXT:     llvm.call @printF16(%7) : (i16) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %8 = llvm.bitcast %arg4 : bf16 to i16
// CHECK-NEXT:     llvm.call @printBF16(%8) : (i16) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printF64(%arg5) : (f64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %9 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:     llvm.call @printI64(%9) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     %10 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:     llvm.call @printI64(%10) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g() {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @vector_print_str_1 : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT:     llvm.call @printString(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
