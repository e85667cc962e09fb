// RUN: strata opt %s --convert-vector-to-llvm | FileCheck %s
// convert-vector-to-llvm leaves prints of whole vectors (convert-vector-to-scf
// decomposes them); index values are cast at the top of the function.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%a: i1, %b: i8, %c: i16, %d: i64, %v: vector<3xi32>, %e: f32, %g: index, %h: vector<2x2xf32>) {
  vector.print str "@hi\n"
  vector.print %a : i1
  vector.print %b : i8
  vector.print %c : i16
  vector.print %d : i64
  vector.print %e : f32
  vector.print %g : index
  vector.print %v : vector<3xi32>
  vector.print %h : vector<2x2xf32>
  vector.print %b : i8 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printU64(i64)
// CHECK-NEXT:   llvm.func @printF32(f32)
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[64, 104, 105, 10, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i64, %arg4: vector<3xi32>, %arg5: f32, %arg6: index, %arg7: vector<2x2xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg6 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:     llvm.call @printString(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %3 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT:     llvm.call @printI64(%3) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %4 = arith.extsi %arg1 : i8 to i64
// CHECK-NEXT:     llvm.call @printI64(%4) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %5 = arith.extsi %arg2 : i16 to i64
// CHECK-NEXT:     llvm.call @printI64(%5) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printI64(%arg3) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printF32(%arg5) : (f32) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printU64(%0) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     vector.print %arg4 : vector<3xi32>
// CHECK-NEXT:     vector.print %arg7 : vector<2x2xf32>
// CHECK-NEXT:     %6 = arith.extsi %arg1 : i8 to i64
// CHECK-NEXT:     llvm.call @printI64(%6) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
