; RUN: strata translate --import-llvm %s | FileCheck %s
; RUN: strata translate -import-llvm %s | strata translate --mlir-to-llvmir | FileCheck %s --check-prefix=EXPORT
; EXPORT: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
; EXPORT: call noundef i32 @ext(i32 noundef signext %0) #[[ATTR:[0-9]+]]
; EXPORT: attributes #[[ATTR]] = { nounwind memory(none) }
; EXPORT-DAG: !{i32 8, !"PIC Level", i32 2}
; EXPORT-DAG: !{!"clang version 22"}
; EXPORT-DAG: !{!"DEFAULTLIB:", !"libcmt"}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.ident = "clang version 22", llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global private @mlir.llvm.nameless_global_0(5 : i32) {addr_space = 0 : i32, dso_local} : i32
; CHECK-NEXT:   llvm.mlir.global_ctors ctors = [@init], priorities = [65535 : i32], data = [#llvm.zero]
; CHECK-NEXT:   llvm.mlir.global_dtors dtors = [@init, @init], priorities = [1 : i32, 2 : i32], data = [@init, #llvm.zero]
; CHECK-NEXT:   llvm.linker_options ["DEFAULTLIB:", "libcmt"]
; CHECK-NEXT:   llvm.linker_options ["x"]
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<error, "name", "value">]
; CHECK-NEXT:   llvm.func @ext(i32) -> i32
; CHECK-NEXT:   llvm.func @pure(i32) -> i32 attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>}
; CHECK-NEXT:   llvm.func @init() {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.addressof @mlir.llvm.nameless_global_0 : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.call @ext(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind} : (i32 {llvm.noundef, llvm.signext}) -> (i32 {llvm.noundef})
; CHECK-NEXT:     %3 = llvm.icmp "ult" %2, %0 : i32
; CHECK-NEXT:     %4 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
; CHECK-NEXT:     %5 = llvm.call @pure(%4) {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>} : (i32) -> i32
; CHECK-NEXT:     %6 = llvm.call @ext(%5) {convergent, will_return} : (i32) -> i32
; CHECK-NEXT:     llvm.return %6 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }

; Module metadata (llvm.ident, module flags, linker options), global constructors and
; destructors, nameless globals, call-site attributes (the callee's memory
; attribute included), samesign dropped as mlir-translate 22 does.
@0 = private global i32 5
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @init, ptr @init }, { i32, ptr, ptr } { i32 2, ptr @init, ptr null }]
declare i32 @ext(i32)
declare i32 @pure(i32) memory(read)
define void @init() { ret void }
define i32 @calls(i32 %x, ptr %p) {
entry:
  %a = call noundef i32 @ext(i32 noundef signext %x) #0
  %c = icmp samesign ult i32 %a, 3
  %l = load i32, ptr @0
  %r = call i32 @pure(i32 %l)
  %w = call i32 @ext(i32 %r) willreturn convergent
  ret i32 %w
}
attributes #0 = { nounwind memory(none) }
!llvm.ident = !{!1}
!llvm.module.flags = !{!2, !3}
!llvm.linker.options = !{!4, !5}
!1 = !{!"clang version 22"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 1, !"name", !"value"}
!4 = !{!"DEFAULTLIB:", !"libcmt"}
!5 = !{!"x"}
