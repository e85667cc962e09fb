// RUN: strata opt %s | FileCheck %s --check-prefix=OPT
// RUN: strata translate -mlir-to-llvmir %s | FileCheck %s
// Matrix and masked memory intrinsics: custom forms and translation as
// mlir-opt / mlir-translate 22 print them.

llvm.func @matrix_intrinsics(%A: vector<64 x f32>, %B: vector<48 x f32>,
                             %ptr: !llvm.ptr, %stride: i64) {
  %C = llvm.intr.matrix.multiply %A, %B
    { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32} :
    (vector<64 x f32>, vector<48 x f32>) -> vector<12 x f32>
  %D = llvm.intr.matrix.transpose %B { rows = 3: i32, columns = 16: i32} :
    vector<48 x f32> into vector<48 x f32>
  %E = llvm.intr.matrix.column.major.load %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} :
    vector<48 x f32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %E, %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} :
    vector<48 x f32> to !llvm.ptr stride i64
  %F = llvm.intr.matrix.column.major.load %ptr, <stride=%stride>
    { isVolatile = 1: i1, rows = 2: i32, columns = 2: i32} :
    vector<4 x f64> from !llvm.ptr stride i64
  llvm.return
}

llvm.func @mk(%p: !llvm.ptr, %m: vector<7xi1>, %pass: vector<7xf32>, %v: vector<7xf32>, %ps: vector<7x!llvm.ptr>) -> vector<7xf32> {
  %0 = llvm.intr.masked.load %p, %m { alignment = 1: i32} : (!llvm.ptr, vector<7xi1>) -> vector<7xf32>
  %1 = llvm.intr.masked.load %p, %m, %pass { alignment = 4: i32, nontemporal} : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  llvm.intr.masked.store %v, %p, %m { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into !llvm.ptr
  %2 = llvm.intr.masked.gather %ps, %m { alignment = 1: i32} : (vector<7x!llvm.ptr>, vector<7xi1>) -> vector<7xf32>
  %3 = llvm.intr.masked.gather %ps, %m, %pass { alignment = 1: i32} : (vector<7x!llvm.ptr>, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  llvm.intr.masked.scatter %v, %ps, %m { alignment = 8: i32} : vector<7xf32>, vector<7xi1> into vector<7x!llvm.ptr>
  %4 = "llvm.intr.masked.expandload"(%p, %m, %pass) : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  "llvm.intr.masked.compressstore"(%v, %p, %m) : (vector<7xf32>, !llvm.ptr, vector<7xi1>) -> ()
  llvm.return %0 : vector<7xf32>
}

// OPT-LABEL: llvm.func @matrix_intrinsics
// OPT-NEXT: %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 16 : i32, lhs_rows = 4 : i32, rhs_columns = 3 : i32} : (vector<64xf32>, vector<48xf32>) -> vector<12xf32>
// OPT-NEXT: %1 = llvm.intr.matrix.transpose %arg1 {columns = 16 : i32, rows = 3 : i32} : vector<48xf32> into vector<48xf32>
// OPT-NEXT: %2 = llvm.intr.matrix.column.major.load %arg2, <stride = %arg3> {columns = 16 : i32, isVolatile = false, rows = 3 : i32} : vector<48xf32> from !llvm.ptr stride i64
// OPT-NEXT: llvm.intr.matrix.column.major.store %2, %arg2, <stride = %arg3> {columns = 16 : i32, isVolatile = false, rows = 3 : i32} : vector<48xf32> to !llvm.ptr stride i64
// OPT-NEXT: %3 = llvm.intr.matrix.column.major.load %arg2, <stride = %arg3> {columns = 2 : i32, isVolatile = true, rows = 2 : i32} : vector<4xf64> from !llvm.ptr stride i64
// OPT-LABEL: llvm.func @mk
// OPT-NEXT: %0 = llvm.intr.masked.load %arg0, %arg1 {alignment = 1 : i32} : (!llvm.ptr, vector<7xi1>) -> vector<7xf32>
// OPT-NEXT: %1 = llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 4 : i32, nontemporal} : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
// OPT-NEXT: llvm.intr.masked.store %arg3, %arg0, %arg1 {alignment = 1 : i32} : vector<7xf32>, vector<7xi1> into !llvm.ptr
// OPT-NEXT: %2 = llvm.intr.masked.gather %arg4, %arg1 {alignment = 1 : i32} : (vector<7x!llvm.ptr>, vector<7xi1>) -> vector<7xf32>
// OPT-NEXT: %3 = llvm.intr.masked.gather %arg4, %arg1, %arg2 {alignment = 1 : i32} : (vector<7x!llvm.ptr>, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
// OPT-NEXT: llvm.intr.masked.scatter %arg3, %arg4, %arg1 {alignment = 8 : i32} : vector<7xf32>, vector<7xi1> into vector<7x!llvm.ptr>
// OPT-NEXT: %4 = "llvm.intr.masked.expandload"(%arg0, %arg1, %arg2) : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
// OPT-NEXT: "llvm.intr.masked.compressstore"(%arg3, %arg0, %arg1) : (vector<7xf32>, !llvm.ptr, vector<7xi1>) -> ()
// CHECK-LABEL: define void @matrix_intrinsics
// CHECK-NEXT: %5 = call <12 x float> @llvm.matrix.multiply.v12f32.v64f32.v48f32(<64 x float> %0, <48 x float> %1, i32 4, i32 16, i32 3)
// CHECK-NEXT: %6 = call <48 x float> @llvm.matrix.transpose.v48f32(<48 x float> %1, i32 3, i32 16)
// CHECK-NEXT: %7 = call <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr align 4 %2, i64 %3, i1 false, i32 3, i32 16)
// CHECK-NEXT: call void @llvm.matrix.column.major.store.v48f32.i64(<48 x float> %7, ptr align 4 %2, i64 %3, i1 false, i32 3, i32 16)
// CHECK-NEXT: %8 = call <4 x double> @llvm.matrix.column.major.load.v4f64.i64(ptr align 8 %2, i64 %3, i1 true, i32 2, i32 2)
// CHECK-LABEL: define <7 x float> @mk
// CHECK-NEXT: %6 = call <7 x float> @llvm.masked.load.v7f32.p0(ptr align 1 %0, <7 x i1> %1, <7 x float> poison)
// CHECK-NEXT: %7 = call <7 x float> @llvm.masked.load.v7f32.p0(ptr align 4 %0, <7 x i1> %1, <7 x float> %2), !nontemporal !1
// CHECK-NEXT: call void @llvm.masked.store.v7f32.p0(<7 x float> %3, ptr align 1 %0, <7 x i1> %1)
// CHECK-NEXT: %8 = call <7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr> align 1 %4, <7 x i1> %1, <7 x float> poison)
// CHECK-NEXT: %9 = call <7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr> align 1 %4, <7 x i1> %1, <7 x float> %2)
// CHECK-NEXT: call void @llvm.masked.scatter.v7f32.v7p0(<7 x float> %3, <7 x ptr> align 8 %4, <7 x i1> %1)
// CHECK-NEXT: %10 = call <7 x float> @llvm.masked.expandload.v7f32(ptr %0, <7 x i1> %1, <7 x float> %2)
// CHECK-NEXT: call void @llvm.masked.compressstore.v7f32(<7 x float> %3, ptr %0, <7 x i1> %1)
