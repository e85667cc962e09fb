// RUN: not strata opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// A string's length is its byte count (`\C3\A9` is two bytes, `\FF` one):
// mlir-opt 22's diagnostics, and the op quoted with its bytes escaped.

llvm.mlir.global internal constant @s("\FF\00abc\C3\A9") {addr_space = 0 : i32} : !llvm.array<6 x i8>

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant("\F0\9F\00") : !llvm.array<4 x i8>
  llvm.return
}

// Expected output, from mlir-opt 22 / mlir-translate 22:
// CHECK:{{.*}}string-bytes-invalid.mlir:5:1: error: 'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute
// CHECK-NEXT:llvm.mlir.global internal constant @s("\FF\00abc\C3\A9") {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}string-bytes-invalid.mlir:5:1: note: see current operation: 
// CHECK-NEXT:"llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<internal>, sym_name = "s", unnamed_addr = 0 : i64, value = "\FF\00abc\C3\A9", visibility_ = 0 : i64}> ({
// CHECK-NEXT:}) : () -> ()
// CHECK-NEXT:{{.*}}string-bytes-invalid.mlir:10:8: error: 'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant
// CHECK-NEXT:  %0 = llvm.mlir.constant("\F0\9F\00") : !llvm.array<4 x i8>
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}string-bytes-invalid.mlir:10:8: note: see current operation: %0 = "llvm.mlir.constant"() <{value = "\F0\9F\00"}> : () -> !llvm.array<4 x i8>
