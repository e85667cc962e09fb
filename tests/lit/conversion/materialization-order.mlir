// RUN: strata opt %s --allow-unregistered-dialect --convert-func-to-llvm | FileCheck %s --check-prefix=FUNC
// RUN: strata opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s --check-prefix=ALL
// Where the materializations of converted entry-block arguments go, as in
// mlir-opt 22 (the CHECK lines are its output). Those left for ops that
// stay unconverted come first, in reverse argument order; then the memref
// descriptors ops being converted asked for, the latest first, each with
// its cast back to the memref when an unconverted op wants that too.
func.func @f(%a: index, %m: memref<f32>, %b: index, %n: memref<?xf32>, %c: i32, %p: memref<*xf32>) {
  "test.use"(%n, %b) : (memref<?xf32>, index) -> ()
  "test.use"(%p, %m, %a, %c) : (memref<*xf32>, memref<f32>, index, i32) -> ()
  cf.br ^bb1(%n, %a, %m : memref<?xf32>, index, memref<f32>)
^bb1(%x: memref<?xf32>, %y: index, %z: memref<f32>):
  "test.use"(%z, %y) : (memref<f32>, index) -> ()
  "test.use"(%x) : (memref<?xf32>) -> ()
  return
}

// FUNC:   llvm.func @f(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i32, %arg11: i64, %arg12: !llvm.ptr) {
// FUNC-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// FUNC-NEXT:     %1 = llvm.insertvalue %arg11, %0[0] : !llvm.struct<(i64, ptr)>
// FUNC-NEXT:     %2 = llvm.insertvalue %arg12, %1[1] : !llvm.struct<(i64, ptr)>
// FUNC-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// FUNC-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %5 = llvm.insertvalue %arg5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %6 = llvm.insertvalue %arg6, %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %7 = llvm.insertvalue %arg7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %8 = llvm.insertvalue %arg8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %9 = llvm.insertvalue %arg9, %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// FUNC-NEXT:     %11 = builtin.unrealized_conversion_cast %arg4 : i64 to index
// FUNC-NEXT:     %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT:     %13 = llvm.insertvalue %arg1, %12[0] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT:     %14 = llvm.insertvalue %arg2, %13[1] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT:     %15 = llvm.insertvalue %arg3, %14[2] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// FUNC-NEXT:     %17 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// FUNC-NEXT:     "test.use"(%10, %11) : (memref<?xf32>, index) -> ()
// FUNC-NEXT:     "test.use"(%3, %16, %17, %arg10) : (memref<*xf32>, memref<f32>, index, i32) -> ()
// FUNC-NEXT:     cf.br ^bb1(%10, %17, %16 : memref<?xf32>, index, memref<f32>)
// FUNC-NEXT:   ^bb1(%18: memref<?xf32>, %19: index, %20: memref<f32>):  // pred: ^bb0
// FUNC-NEXT:     "test.use"(%20, %19) : (memref<f32>, index) -> ()
// FUNC-NEXT:     "test.use"(%18) : (memref<?xf32>) -> ()
// FUNC-NEXT:     llvm.return

// ALL:   llvm.func @f(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i32, %arg11: i64, %arg12: !llvm.ptr) {
// ALL-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// ALL-NEXT:     %1 = llvm.insertvalue %arg11, %0[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT:     %2 = llvm.insertvalue %arg12, %1[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// ALL-NEXT:     %4 = builtin.unrealized_conversion_cast %arg4 : i64 to index
// ALL-NEXT:     %5 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// ALL-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT:     %7 = llvm.insertvalue %arg1, %6[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT:     %8 = llvm.insertvalue %arg2, %7[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT:     %9 = llvm.insertvalue %arg3, %8[2] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// ALL-NEXT:     %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT:     %12 = llvm.insertvalue %arg5, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT:     %13 = llvm.insertvalue %arg6, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT:     %14 = llvm.insertvalue %arg7, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT:     %15 = llvm.insertvalue %arg8, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT:     %16 = llvm.insertvalue %arg9, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// ALL-NEXT:     "test.use"(%17, %4) : (memref<?xf32>, index) -> ()
// ALL-NEXT:     "test.use"(%3, %10, %5, %arg10) : (memref<*xf32>, memref<f32>, index, i32) -> ()
// ALL-NEXT:     llvm.br ^bb1(%16, %arg0, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64, !llvm.struct<(ptr, ptr, i64)>)
// ALL-NEXT:   ^bb1(%18: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %19: i64, %20: !llvm.struct<(ptr, ptr, i64)>):  // pred: ^bb0
// ALL-NEXT:     %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// ALL-NEXT:     %22 = builtin.unrealized_conversion_cast %19 : i64 to index
// ALL-NEXT:     %23 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// ALL-NEXT:     "test.use"(%21, %22) : (memref<f32>, index) -> ()
// ALL-NEXT:     "test.use"(%23) : (memref<?xf32>) -> ()
// ALL-NEXT:     llvm.return
// ALL-NEXT:   }
// ALL-NEXT: }
