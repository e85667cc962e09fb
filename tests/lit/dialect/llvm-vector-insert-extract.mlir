// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=LLVMIR
// Intrinsics mlir-opt 22 has and Strata lacked: the custom forms of
// vector.insert / vector.extract (the generic operand order is (vec, sub)),
// the generic-only interleave2 / deinterleave2 and vp.smax..umin, and
// eh.typeid.for; a zero alloca alignment is dropped at parse time. All CHECK
// lines are mlir-opt 22's (and mlir-translate 22's) output.

// CHECK-LABEL: llvm.func @subvectors
// CHECK-NEXT: %0 = llvm.intr.vector.insert %arg0, %arg1[0] {foo} : vector<8xf32> into vector<[4]xf32>
// CHECK-NEXT: %1 = llvm.intr.vector.extract %arg0[6] : vector<2xf32> from vector<8xf32>
// CHECK-NEXT: %2 = "llvm.intr.vector.interleave2"(%arg2, %arg2) : (vector<[4]xf16>, vector<[4]xf16>) -> vector<[8]xf16>
// CHECK-NEXT: %3 = "llvm.intr.vector.deinterleave2"(%2) : (vector<[8]xf16>) -> !llvm.struct<(vector<[4]xf16>, vector<[4]xf16>)>
// CHECK-NEXT: %4 = llvm.intr.eh.typeid.for %arg3 : (!llvm.ptr) -> i32
// CHECK-NEXT: %5 = "llvm.intr.vp.smax"(%arg4, %arg4, %arg5, %arg6) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
// CHECK-NEXT: %6 = "llvm.intr.vp.umin"(%arg4, %arg4, %arg5, %arg6) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
// CHECK-NEXT: %7 = llvm.alloca %arg7 x i32 : (i64) -> !llvm.ptr

// GENERIC: "llvm.intr.vector.insert"(%arg1, %arg0) <{pos = 0 : i64}> {foo} : (vector<[4]xf32>, vector<8xf32>) -> vector<[4]xf32>
// GENERIC: "llvm.intr.vector.extract"(%arg0) <{pos = 6 : i64}> : (vector<8xf32>) -> vector<2xf32>
// GENERIC: "llvm.intr.eh.typeid.for"(%arg3) : (!llvm.ptr) -> i32
// GENERIC: "llvm.alloca"(%arg7) <{elem_type = i32}> : (i64) -> !llvm.ptr

// LLVMIR: call <vscale x 4 x float> @llvm.vector.insert.nxv4f32.v8f32(<vscale x 4 x float> %1, <8 x float> %0, i64 0)
// LLVMIR: call <2 x float> @llvm.vector.extract.v2f32.v8f32(<8 x float> %0, i64 6)
// LLVMIR: call <vscale x 8 x half> @llvm.vector.interleave2.nxv8f16(<vscale x 4 x half> %2, <vscale x 4 x half> %2)
// LLVMIR: call { <vscale x 4 x half>, <vscale x 4 x half> } @llvm.vector.deinterleave2.nxv8f16(<vscale x 8 x half> %11)
// LLVMIR: call i32 @llvm.eh.typeid.for.p0(ptr %3)
// LLVMIR: call <8 x i32> @llvm.vp.smax.v8i32(<8 x i32> %4, <8 x i32> %4, <8 x i1> %5, i32 %6)
// LLVMIR: call <8 x i32> @llvm.vp.umin.v8i32(<8 x i32> %4, <8 x i32> %4, <8 x i1> %5, i32 %6)
// LLVMIR: alloca i32, i64 %7, align 4
llvm.func @subvectors(%arg0: vector<8xf32>, %arg1: vector<[4]xf32>, %arg2: vector<[4]xf16>, %arg3: !llvm.ptr, %arg4: vector<8xi32>, %arg5: vector<8xi1>, %arg6: i32, %n: i64) {
  %0 = llvm.intr.vector.insert %arg0, %arg1[0] {foo} : vector<8xf32> into vector<[4]xf32>
  %1 = llvm.intr.vector.extract %arg0[6] : vector<2xf32> from vector<8xf32>
  %2 = "llvm.intr.vector.interleave2"(%arg2, %arg2) : (vector<[4]xf16>, vector<[4]xf16>) -> vector<[8]xf16>
  %3 = "llvm.intr.vector.deinterleave2"(%2) : (vector<[8]xf16>) -> !llvm.struct<(vector<[4]xf16>, vector<[4]xf16>)>
  %4 = llvm.intr.eh.typeid.for %arg3 : (!llvm.ptr) -> i32
  %5 = "llvm.intr.vp.smax"(%arg4, %arg4, %arg5, %arg6) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %6 = "llvm.intr.vp.umin"(%arg4, %arg4, %arg5, %arg6) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %7 = llvm.alloca %n x i32 {alignment = 0} : (i64) -> !llvm.ptr
  llvm.return
}
