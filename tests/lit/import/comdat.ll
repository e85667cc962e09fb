; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=EXPORT
; EXPORT-DAG: $f = comdat largest
; EXPORT-DAG: $c1 = comdat any
; EXPORT-DAG: $"x y" = comdat nodeduplicate
; EXPORT-DAG: @cz = global i32 2, comdat($"x y")
; EXPORT-DAG: define void @f() comdat {

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.comdat @__llvm_global_comdat {
; CHECK-NEXT:     llvm.comdat_selector @c1 any
; CHECK-NEXT:     llvm.comdat_selector @"x y" nodeduplicate
; CHECK-NEXT:     llvm.comdat_selector @f largest
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @cg(1 : i32) comdat(@__llvm_global_comdat::@c1) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global external @cz(2 : i32) comdat(@__llvm_global_comdat::@"x y") {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.func @f() comdat(@__llvm_global_comdat::@f) {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func linkonce_odr @g() comdat(@__llvm_global_comdat::@c1) {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Comdats: one llvm.comdat op with a selector per comdat (in order of first
; use), referenced by globals and functions.
$c1 = comdat any
$f = comdat largest
$"x y" = comdat nodeduplicate
@cg = global i32 1, comdat($c1)
@cz = global i32 2, comdat($"x y")
define void @f() comdat { ret void }
define linkonce_odr void @g() comdat($c1) { ret void }
