; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=EXPORT
; EXPORT: @g = private global ptr blockaddress(@fn, %3)
; EXPORT: ret ptr blockaddress(@fn, %3)

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global private @g() {addr_space = 0 : i32, dso_local} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.blockaddress <function = @fn, tag = <id = 2>> : !llvm.ptr
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @fn(%arg0: i1) -> !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.blockaddress <function = @fn, tag = <id = 2>> : !llvm.ptr
; CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     llvm.br ^bb2
; CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     llvm.blocktag <id = 2>
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @tnp() -> !llvm.target<"target-no-param">
; CHECK-NEXT:   llvm.func @tp(!llvm.target<"spirv.Image", f32, 5>) -> !llvm.target<"target-params", i32, f64, 0, 5>
; CHECK-NEXT: }

; blockaddress constants and the llvm.blocktag in the blocks they name (tag:
; the position of the block in its function; mlir-translate uses LLVM's block
; numbers, which differ when the block is referenced before it is defined);
; target extension types.
@g = private global ptr blockaddress(@fn, %b)
define ptr @fn(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret ptr blockaddress(@fn, %b)
}
declare target("target-no-param") @tnp()
declare target("target-params", i32, double, 0, 5) @tp(target("spirv.Image", float, 5))
