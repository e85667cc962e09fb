; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @v(%arg0: vector<4x!llvm.ptr>, %arg1: vector<4xi64>, %arg2: vector<[4]xi32>, %arg3: i32, %arg4: !llvm.ptr<3>, %arg5: vector<2xf32>) {
; CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %2 = llvm.mlir.constant(dense<0> : vector<4xi64>) : vector<4xi64>
; CHECK-NEXT:     %3 = llvm.mlir.constant(dense<7> : vector<4xi64>) : vector<4xi64>
; CHECK-NEXT:     %4 = llvm.mlir.poison : vector<[4]xi32>
; CHECK-NEXT:     %5 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : vector<2xf32>
; CHECK-NEXT:     %6 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %7 = llvm.getelementptr %arg0[%arg1] : (vector<4x!llvm.ptr>, vector<4xi64>) -> vector<4x!llvm.ptr>, i32
; CHECK-NEXT:     %8 = llvm.getelementptr %0[%arg1] : (!llvm.ptr, vector<4xi64>) -> vector<4x!llvm.ptr>, i32
; CHECK-NEXT:     %9 = llvm.icmp "eq" %arg1, %2 : vector<4xi64>
; CHECK-NEXT:     %10 = llvm.select %9, %arg1, %3 : vector<4xi1>, vector<4xi64>
; CHECK-NEXT:     %11 = llvm.insertelement %arg3, %4[%1 : i64] : vector<[4]xi32>
; CHECK-NEXT:     %12 = llvm.shufflevector %11, %4 [0, 0, 0, 0] : vector<[4]xi32>
; CHECK-NEXT:     %13 = llvm.add %12, %arg2 : vector<[4]xi32>
; CHECK-NEXT:     %14 = llvm.freeze %10 : vector<4xi64>
; CHECK-NEXT:     %15 = llvm.bitcast %14 : vector<4xi64> to i256
; CHECK-NEXT:     %16 = llvm.fcmp "ole" %arg5, %5 {fastmathFlags = #llvm.fastmath<fast>} : vector<2xf32>
; CHECK-NEXT:     %17 = llvm.load %arg4 {alignment = 8 : i64} : !llvm.ptr<3> -> !llvm.ptr<3>
; CHECK-NEXT:     %18 = llvm.extractelement %13[%6 : i32] : vector<[4]xi32>
; CHECK-NEXT:     %19 = llvm.zext %9 : vector<4xi1> to vector<4xi8>
; CHECK-NEXT:     %20 = llvm.ptrtoint %arg0 : vector<4x!llvm.ptr> to vector<4xi64>
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Vectors: vector GEPs, vector compares and selects, splats, scalable
; vectors (insertelement, zero-mask shufflevector), vector casts.
define void @v(<4 x ptr> %ps, <4 x i64> %is, <vscale x 4 x i32> %sv, i32 %x, ptr addrspace(3) %p3, <2 x float> %f2) {
  %g = getelementptr i32, <4 x ptr> %ps, <4 x i64> %is
  %g2 = getelementptr i32, ptr null, <4 x i64> %is
  %c = icmp eq <4 x i64> %is, zeroinitializer
  %s = select <4 x i1> %c, <4 x i64> %is, <4 x i64> splat (i64 7)
  %ins = insertelement <vscale x 4 x i32> poison, i32 %x, i64 0
  %spl = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %add = add <vscale x 4 x i32> %spl, %sv
  %fr = freeze <4 x i64> %s
  %bc = bitcast <4 x i64> %fr to i256
  %fc = fcmp fast ole <2 x float> %f2, <float 1.0, float 2.0>
  %l = load ptr addrspace(3), ptr addrspace(3) %p3
  %ev = extractelement <vscale x 4 x i32> %add, i32 1
  %z = zext <4 x i1> %c to <4 x i8>
  %p2i = ptrtoint <4 x ptr> %ps to <4 x i64>
  ret void
}
