// RUN: strata opt --allow-unregistered-dialect --mlir-print-op-generic --finalize-memref-to-llvm %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output for the same flags.

// Address computation (LLVM-IR-Target.md, "Address Computation"): static strides folded into constants, unit strides not multiplied, zero offsets omitted, dynamic strides and offsets read from the descriptor; rank 0; nontemporal.

func.func @address_computation(%a: memref<?x4xf32>, %b: memref<4x?xf32, strided<[?, 1], offset: ?>>, %c: memref<3x5xi32, strided<[10, 2], offset: 7>>, %d: memref<f32>, %i: index, %j: index) {
  %0 = memref.load %a[%i, %j] : memref<?x4xf32>
  %1 = memref.load %b[%i, %j] : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.load %c[%i, %j] : memref<3x5xi32, strided<[10, 2], offset: 7>>
  %3 = memref.load %d[] : memref<f32>
  memref.store %0, %a[%i, %j] {nontemporal = true} : memref<?x4xf32>
  memref.store %3, %d[] : memref<f32>
  "use"(%1, %2) : (f32, i32) -> ()
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x4xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<3x5xi32, strided<[10, 2], offset: 7>>, memref<f32>, index, index) -> (), sym_name = "address_computation"}> ({
// CHECK-NEXT:   ^bb0(%arg0: memref<?x4xf32>, %arg1: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg2: memref<3x5xi32, strided<[10, 2], offset: 7>>, %arg3: memref<f32>, %arg4: index, %arg5: index):
// CHECK-NEXT:     %0 = "builtin.unrealized_conversion_cast"(%arg3) : (memref<f32>) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = "builtin.unrealized_conversion_cast"(%arg2) : (memref<3x5xi32, strided<[10, 2], offset: 7>>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = "builtin.unrealized_conversion_cast"(%arg1) : (memref<4x?xf32, strided<[?, 1], offset: ?>>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = "builtin.unrealized_conversion_cast"(%arg5) : (index) -> i64
// CHECK-NEXT:     %4 = "builtin.unrealized_conversion_cast"(%arg4) : (index) -> i64
// CHECK-NEXT:     %5 = "builtin.unrealized_conversion_cast"(%arg0) : (memref<?x4xf32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     %7 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
// CHECK-NEXT:     %8 = "llvm.mul"(%4, %7) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %9 = "llvm.add"(%8, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %10 = "llvm.getelementptr"(%6, %9) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %11 = "llvm.load"(%10) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT:     %12 = "llvm.extractvalue"(%2) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     %13 = "llvm.extractvalue"(%2) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
// CHECK-NEXT:     %14 = "llvm.getelementptr"(%12, %13) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %15 = "llvm.extractvalue"(%2) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
// CHECK-NEXT:     %16 = "llvm.mul"(%4, %15) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %17 = "llvm.add"(%16, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %18 = "llvm.getelementptr"(%14, %17) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %19 = "llvm.load"(%18) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT:     %20 = "llvm.extractvalue"(%1) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     %21 = "llvm.mlir.constant"() <{value = 7 : index}> : () -> i64
// CHECK-NEXT:     %22 = "llvm.getelementptr"(%20, %21) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %23 = "llvm.mlir.constant"() <{value = 10 : index}> : () -> i64
// CHECK-NEXT:     %24 = "llvm.mul"(%4, %23) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %25 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// CHECK-NEXT:     %26 = "llvm.mul"(%3, %25) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %27 = "llvm.add"(%24, %26) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %28 = "llvm.getelementptr"(%22, %27) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %29 = "llvm.load"(%28) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT:     %30 = "llvm.extractvalue"(%0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64)>) -> !llvm.ptr
// CHECK-NEXT:     %31 = "llvm.load"(%30) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT:     %32 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
// CHECK-NEXT:     %33 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
// CHECK-NEXT:     %34 = "llvm.mul"(%4, %33) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %35 = "llvm.add"(%34, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     %36 = "llvm.getelementptr"(%32, %35) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     "llvm.store"(%11, %36) <{nontemporal, ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT:     %37 = "llvm.extractvalue"(%0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64)>) -> !llvm.ptr
// CHECK-NEXT:     "llvm.store"(%31, %37) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT:     "use"(%19, %29) : (f32, i32) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
