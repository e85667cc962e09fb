; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir > /dev/null

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @arith(%arg0: i32, %arg1: i32) -> i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %4 = llvm.mlir.constant(255 : i32) : i32
; CHECK-NEXT:     %5 = llvm.mlir.constant(256 : i32) : i32
; CHECK-NEXT:     %6 = llvm.mlir.constant(-1 : i32) : i32
; CHECK-NEXT:     %7 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %8 = llvm.add %arg0, %arg1 overflow<nsw> : i32
; CHECK-NEXT:     %9 = llvm.sub %8, %arg1 overflow<nuw> : i32
; CHECK-NEXT:     %10 = llvm.mul %9, %0 overflow<nsw, nuw> : i32
; CHECK-NEXT:     %11 = llvm.udiv exact %10, %arg1 : i32
; CHECK-NEXT:     %12 = llvm.sdiv %11, %arg0 : i32
; CHECK-NEXT:     %13 = llvm.urem %12, %1 : i32
; CHECK-NEXT:     %14 = llvm.srem %13, %arg0 : i32
; CHECK-NEXT:     %15 = llvm.shl %14, %2 overflow<nuw> : i32
; CHECK-NEXT:     %16 = llvm.lshr exact %15, %3 : i32
; CHECK-NEXT:     %17 = llvm.ashr %16, %3 : i32
; CHECK-NEXT:     %18 = llvm.and %17, %4 : i32
; CHECK-NEXT:     %19 = llvm.or disjoint %18, %5 : i32
; CHECK-NEXT:     %20 = llvm.xor %19, %6 : i32
; CHECK-NEXT:     %21 = llvm.icmp "sge" %20, %arg0 : i32
; CHECK-NEXT:     %22 = llvm.icmp "ne" %20, %7 : i32
; CHECK-NEXT:     %23 = llvm.select %21, %20, %arg0 : i1, i32
; CHECK-NEXT:     %24 = llvm.freeze %23 : i32
; CHECK-NEXT:     %25 = llvm.trunc %24 overflow<nsw> : i32 to i16
; CHECK-NEXT:     %26 = llvm.zext nneg %25 : i16 to i64
; CHECK-NEXT:     %27 = llvm.sext %22 : i1 to i64
; CHECK-NEXT:     %28 = llvm.add %26, %27 : i64
; CHECK-NEXT:     llvm.return %28 : i64
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Integer arithmetic with nsw/nuw/exact/disjoint, comparisons, casts,
; select and freeze.
define i64 @arith(i32 %a, i32 %b) {
  %1 = add nsw i32 %a, %b
  %2 = sub nuw i32 %1, %b
  %3 = mul nuw nsw i32 %2, 3
  %4 = udiv exact i32 %3, %b
  %5 = sdiv i32 %4, %a
  %6 = urem i32 %5, 7
  %7 = srem i32 %6, %a
  %8 = shl nuw i32 %7, 2
  %9 = lshr exact i32 %8, 1
  %10 = ashr i32 %9, 1
  %11 = and i32 %10, 255
  %12 = or disjoint i32 %11, 256
  %13 = xor i32 %12, -1
  %c = icmp sge i32 %13, %a
  %c2 = icmp ne i32 %13, 0
  %s = select i1 %c, i32 %13, i32 %a
  %f = freeze i32 %s
  %t = trunc nsw i32 %f to i16
  %z = zext nneg i16 %t to i64
  %x = sext i1 %c2 to i64
  %r = add i64 %z, %x
  ret i64 %r
}
