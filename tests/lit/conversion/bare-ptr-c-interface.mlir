// RUN: strata opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | FileCheck %s
// RUN: strata opt %s --convert-func-to-llvm | FileCheck %s --check-prefix=ATTR
// Functions on the bare-pointer convention, by the pass option or by the
// llvm.bareptr attribute, get no _mlir_ciface_ wrapper even when they ask
// for a C interface, as in MLIR 22 (the CHECK lines are mlir-opt's output).
// Strata built a descriptor-taking wrapper here, calling the function
// with descriptors where it takes pointers.
func.func @g(%m: memref<4xf32>, %i: index) -> memref<4xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<4xf32>
}
func.func private @h(%m: memref<4xf32>, %i: index) attributes {llvm.emit_c_interface}
func.func private @k(%m: memref<4xf32>) attributes {llvm.emit_c_interface, llvm.bareptr}

// CHECK:   llvm.func @g(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.return %9 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @h(!llvm.ptr, i64) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @k(!llvm.ptr) attributes {llvm.bareptr, llvm.emit_c_interface, sym_visibility = "private"}

// ATTR:   llvm.func @g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface} {
// ATTR:   llvm.func @_mlir_ciface_g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) attributes {llvm.emit_c_interface} {
// ATTR:   llvm.func private @h(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// ATTR:   llvm.func @_mlir_ciface_h(!llvm.ptr, i64) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// ATTR:   llvm.func @k(!llvm.ptr) attributes {llvm.bareptr, llvm.emit_c_interface, sym_visibility = "private"}
