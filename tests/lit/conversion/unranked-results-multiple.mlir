// RUN: strata opt %s -convert-func-to-llvm | FileCheck %s
// Several unranked memref results: each descriptor is copied in turn, with its
// own constants and size (mlir-opt 22's order; the CHECK lines are its output).

func.func @two(%a: memref<*xf32>, %b: memref<*xf32>) -> (memref<*xf32>, memref<*xf32>) {
  return %a, %b : memref<*xf32>, memref<*xf32>
}
func.func @caller(%a: memref<*xf32>) {
  %0:2 = call @two(%a, %a) : (memref<*xf32>, memref<*xf32>) -> (memref<*xf32>, memref<*xf32>)
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @two(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %7, %9 : i64
// CHECK-NEXT: %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %12 = llvm.mul %7, %11 : i64
// CHECK-NEXT: %13 = llvm.add %12, %6 : i64
// CHECK-NEXT: %14 = llvm.mul %13, %8 : i64
// CHECK-NEXT: %15 = llvm.add %10, %14 : i64
// CHECK-NEXT: %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
// CHECK-NEXT: %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %18 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %26 = llvm.mul %23, %25 : i64
// CHECK-NEXT: %27 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %28 = llvm.mul %23, %27 : i64
// CHECK-NEXT: %29 = llvm.add %28, %22 : i64
// CHECK-NEXT: %30 = llvm.mul %29, %24 : i64
// CHECK-NEXT: %31 = llvm.add %26, %30 : i64
// CHECK-NEXT: %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// CHECK-NEXT: %33 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %34 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %35 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %38 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %39 = llvm.insertvalue %21, %38[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> 
// CHECK-NEXT: %40 = llvm.insertvalue %37, %39[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> 
// CHECK-NEXT: llvm.return %40 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @caller(%arg0: i64, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %5 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %6 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %7 = llvm.call @two(%3, %4, %5, %6) : (i64, !llvm.ptr, i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> 
// CHECK-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> 
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %14 = llvm.mul %11, %13 : i64
// CHECK-NEXT: %15 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %16 = llvm.mul %11, %15 : i64
// CHECK-NEXT: %17 = llvm.add %16, %10 : i64
// CHECK-NEXT: %18 = llvm.mul %17, %12 : i64
// CHECK-NEXT: %19 = llvm.add %14, %18 : i64
// CHECK-NEXT: %20 = llvm.alloca %19 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.extractvalue %8[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: "llvm.intr.memcpy"(%20, %21, %19) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%21) : (!llvm.ptr) -> ()
// CHECK-NEXT: %22 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %24 = llvm.insertvalue %23, %22[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %25 = llvm.insertvalue %20, %24[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %28 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %30 = llvm.mul %27, %29 : i64
// CHECK-NEXT: %31 = llvm.extractvalue %9[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %32 = llvm.mul %27, %31 : i64
// CHECK-NEXT: %33 = llvm.add %32, %26 : i64
// CHECK-NEXT: %34 = llvm.mul %33, %28 : i64
// CHECK-NEXT: %35 = llvm.add %30, %34 : i64
// CHECK-NEXT: %36 = llvm.alloca %35 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %37 = llvm.extractvalue %9[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: "llvm.intr.memcpy"(%36, %37, %35) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%37) : (!llvm.ptr) -> ()
// CHECK-NEXT: %38 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %39 = llvm.extractvalue %9[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %40 = llvm.insertvalue %39, %38[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: %41 = llvm.insertvalue %36, %40[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
