// String initializers and symbol names that are not UTF-8 translate to the
// same bytes as with mlir-translate 22 (the CHECK lines are its output),
// from text and from bytecode.
// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: strata opt %s --emit-bytecode -o %t.sbc
// RUN: strata translate --mlir-to-llvmir %t.sbc | FileCheck %s --match-full-lines --strict-whitespace

module {
  llvm.mlir.global internal constant @s("\FF\00abc\22q\\x\0A\09\7F\80\C3\A9\E9~  ") {addr_space = 0 : i32} : !llvm.array<19 x i8>
  llvm.mlir.global external constant @"t\FF\01"("x\FE") {addr_space = 0 : i32} : !llvm.array<2 x i8>
  llvm.func @"ext\FF"(!llvm.array<3 x i8>)
  llvm.func @f() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @s : !llvm.ptr
    %1 = llvm.mlir.constant("\F0\9F\00") : !llvm.array<3 x i8>
    llvm.call @"ext\FF"(%1) : (!llvm.array<3 x i8>) -> ()
    llvm.return %0 : !llvm.ptr
  }
}

// Expected output, from mlir-opt 22 / mlir-translate 22:
// CHECK:; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT:source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT:@s = internal constant [19 x i8] c"\FF\00abc\22q\\x\0A\09\7F\80\C3\A9\E9~  "
// CHECK-NEXT:@"t\FF\01" = constant [2 x i8] c"x\FE"
// CHECK-EMPTY:
// CHECK-NEXT:declare void @"ext\FF"([3 x i8])
// CHECK-EMPTY:
// CHECK-NEXT:define ptr @f() {
// CHECK-NEXT:  call void @"ext\FF"([3 x i8] c"\F0\9F\00")
// CHECK-NEXT:  ret ptr @s
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:!llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT:!0 = !{i32 2, !"Debug Info Version", i32 3}
