; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @agg(%arg0: !llvm.struct<(i32, array<2 x i64>)>, %arg1: vector<4xi32>, %arg2: vector<4xi32>, %arg3: i64) -> vector<4xi32> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.poison : vector<4xi32>
; CHECK-NEXT:     %2 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(i32, array<2 x i64>)>
; CHECK-NEXT:     %3 = llvm.insertvalue %2, %arg0[1, 1] : !llvm.struct<(i32, array<2 x i64>)>
; CHECK-NEXT:     %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, array<2 x i64>)>
; CHECK-NEXT:     %5 = llvm.extractelement %arg1[%arg3 : i64] : vector<4xi32>
; CHECK-NEXT:     %6 = llvm.insertelement %4, %arg2[%0 : i32] : vector<4xi32>
; CHECK-NEXT:     %7 = llvm.shufflevector %6, %arg1 [0, 7, -1, 2] : vector<4xi32>
; CHECK-NEXT:     %8 = llvm.shufflevector %7, %1 [1, 1] : vector<4xi32>
; CHECK-NEXT:     llvm.return %7 : vector<4xi32>
; CHECK-NEXT:   }
; CHECK-NEXT: }

; extractvalue/insertvalue, extractelement/insertelement, shufflevector.
define <4 x i32> @agg({ i32, [2 x i64] } %s, <4 x i32> %v, <4 x i32> %w, i64 %k) {
  %a = extractvalue { i32, [2 x i64] } %s, 1, 0
  %b = insertvalue { i32, [2 x i64] } %s, i64 %a, 1, 1
  %c = extractvalue { i32, [2 x i64] } %b, 0
  %e = extractelement <4 x i32> %v, i64 %k
  %f = insertelement <4 x i32> %w, i32 %c, i32 0
  %g = shufflevector <4 x i32> %f, <4 x i32> %v, <4 x i32> <i32 0, i32 7, i32 poison, i32 2>
  %h = shufflevector <4 x i32> %g, <4 x i32> poison, <2 x i32> <i32 1, i32 1>
  ret <4 x i32> %g
}
