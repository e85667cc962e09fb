; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=EXPORT
; EXPORT: attributes #0 = { noinline nounwind optnone willreturn "foo" "frame-pointer"="all" }
; EXPORT: attributes #1 = { hot inlinehint minsize mustprogress noreturn nosync optsize memory(read) }
; EXPORT: attributes #2 = { vscale_range(1,16) "instrument-function-entry"="enter" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="false" "unsafe-fp-math"="true" }
; EXPORT: attributes #3 = { memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "target-cpu"="x86-64" "target-features"="+avx,-sse4a" "tune-cpu"="generic" }

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
; CHECK-NEXT:   llvm.func @sret(!llvm.ptr {llvm.align = 4 : i64, llvm.sret = !llvm.struct<(i32, i32)>})
; CHECK-NEXT:   llvm.func @zext(i8 {llvm.signext}, !llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.nocapture, llvm.readonly}) -> (i8 {llvm.zeroext})
; CHECK-NEXT:   llvm.func internal fastcc @fast(%arg0: i32 {llvm.noundef}) -> i32 attributes {dso_local} {
; CHECK-NEXT:     llvm.return %arg0 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func hidden coldcc @cold() attributes {dso_local} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func weak_odr protected unnamed_addr @wodr() attributes {dso_local} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @attrs() attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["foo"], will_return} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @byval(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = i64}, %arg1: !llvm.ptr {llvm.inreg, llvm.nonnull}) {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @more() attributes {inline_hint, memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>, passthrough = ["hot", "minsize", "mustprogress", "noreturn", "nosync", "optsize"]} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @fp() vscale_range(1, 16) attributes {instrument_function_entry = "enter", no_infs_fp_math = true, no_nans_fp_math = false, passthrough = ["no-builtins", ["unsafe-fp-math", "true"]]} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @cpu() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, passthrough = {{\[\[}}"target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+avx", "-sse4a"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }

; The attributes survive the way back (mlir-translate 22 prints the same).


; Functions: linkage, visibility, calling conventions, varargs,
; declarations, argument and result attributes, function attributes.
declare i32 @printf(ptr, ...)
declare void @sret(ptr sret({ i32, i32 }) align 4)
declare zeroext i8 @zext(i8 signext, ptr noalias nocapture readonly dereferenceable(8))
define internal fastcc i32 @fast(i32 noundef %a) {
  ret i32 %a
}
define hidden coldcc void @cold() {
  ret void
}
define weak_odr protected void @wodr() unnamed_addr {
  ret void
}
define dso_local void @attrs() #0 {
  ret void
}
define void @byval(ptr byval(i64) align 8 %p, ptr inreg nonnull %q) {
  ret void
}
define void @more() #1 {
  ret void
}
define void @fp() #2 {
  ret void
}
define void @cpu() #3 {
  ret void
}
attributes #0 = { noinline nounwind optnone willreturn "frame-pointer"="all" "foo" }
attributes #1 = { inlinehint noreturn optsize minsize hot memory(read) mustprogress nosync }
attributes #2 = { "no-infs-fp-math"="true" "unsafe-fp-math"="true" vscale_range(1,16) "no-builtins" "no-nans-fp-math"="false" "instrument-function-entry"="enter" }
attributes #3 = { memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "target-cpu"="x86-64" "target-features"="+avx,-sse4a" "tune-cpu"="generic" }
