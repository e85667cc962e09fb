// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// A registered op's generic `<{...}>` sets its properties by name, as in
// mlir-opt 22: keys the op has no property for are dropped silently (not
// kept as attributes). See generic-properties-invalid.mlir for errors.

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %1 = llvm.add %arg0, %0 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %1 : i32
// CHECK-NEXT: %3 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: return %3 : i32
// CHECK-LABEL: func.func @g() {
// GENERIC: "func.func"() <{function_type = (i32, memref<4xi32>, index) -> i32, sym_name = "f"}> ({
// GENERIC: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %1 = "llvm.add"(%arg0, %0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// GENERIC-NEXT: %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %3 = "memref.load"(%arg1, %arg2) : (memref<4xi32>, index) -> i32
// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
func.func @f(%a: i32, %p: memref<4xi32>, %i: index) -> i32 {
  %0 = "arith.addi"(%a, %a) <{foo = 1, overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "llvm.add"(%a, %0) <{foo = 1}> : (i32, i32) -> i32
  %2 = "arith.addi"(%a, %1) <{"a.b" = 2}> : (i32, i32) -> i32
  %3 = "memref.load"(%p, %i) <{foo = 1}> : (memref<4xi32>, index) -> i32
  return %3 : i32
}
"func.func"() <{sym_name = "g", function_type = () -> (), foo = 1}> ({
  "func.return"() : () -> ()
}) : () -> ()

