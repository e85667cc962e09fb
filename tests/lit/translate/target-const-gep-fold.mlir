// Constant GEPs fold as MLIR 22's data-layout-aware builder folds them: one
// byte offset from the innermost base (`getelementptr (i8, ptr @g, i64 N)`),
// the base for a zero offset, `inttoptr` from null, and `inbounds nuw` when
// the offset stays within a global variable.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// The whole output is what mlir-translate 22 prints.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s -o %t.ours.ll
// RUN: mlir-translate --mlir-to-llvmir --split-input-file %s -o %t.ref.ll
// RUN: diff %t.ours.ll %t.ref.ll

llvm.mlir.global internal constant @str("hello\00") : !llvm.array<6 x i8>
llvm.mlir.global external @ext() : i32
llvm.mlir.global extern_weak @weak() : i32
llvm.mlir.global internal @g1(0 : i32) {addr_space = 1 : i32} : i32
llvm.func @fn()
// CHECK-LABEL: define ptr @f(
// CHECK: %2 = getelementptr i8, ptr @str, i64 %0
// CHECK: call void @use(ptr @str, ptr getelementptr inbounds nuw (i8, ptr @str, i64 3), ptr getelementptr inbounds nuw (i8, ptr @str, i64 3), ptr getelementptr (i8, ptr @str, i64 -1), ptr getelementptr inbounds nuw (i8, ptr @ext, i64 4), ptr getelementptr (i8, ptr @weak, i64 2), ptr getelementptr (i8, ptr @fn, i64 2), ptr %2, ptr getelementptr inbounds nuw (i8, ptr @str, i64 4), ptr getelementptr inbounds nuw (i8, ptr @str, i64 1), ptr getelementptr inbounds nuw (i8, ptr @str, i64 7), ptr inttoptr (i64 4 to ptr))
// CHECK: call void @use1(ptr addrspace(1) getelementptr inbounds nuw (i8, ptr addrspace(1) @g1, i64 2))
// CHECK: ret ptr @str
llvm.func @f(%i: i64) -> !llvm.ptr {
  %s = llvm.mlir.addressof @str : !llvm.ptr
  %0 = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
  %1 = llvm.getelementptr %s[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
  %2 = llvm.getelementptr inbounds %s[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
  %3 = llvm.getelementptr %s[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  %e = llvm.mlir.addressof @ext : !llvm.ptr
  %4 = llvm.getelementptr %e[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %w = llvm.mlir.addressof @weak : !llvm.ptr
  %5 = llvm.getelementptr %w[1] : (!llvm.ptr) -> !llvm.ptr, i16
  %fp = llvm.mlir.addressof @fn : !llvm.ptr
  %6 = llvm.getelementptr %fp[1] : (!llvm.ptr) -> !llvm.ptr, i16
  %g = llvm.mlir.addressof @g1 : !llvm.ptr<1>
  %7 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i16
  %8 = llvm.getelementptr %s[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %9 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %10 = llvm.getelementptr %s[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %11 = llvm.getelementptr inbounds|nuw %s[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
  %z = llvm.mlir.zero : !llvm.ptr
  %12 = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.call @use(%0, %1, %2, %3, %4, %5, %6, %8, %9, %10, %11, %12) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.call @use1(%7) : (!llvm.ptr<1>) -> ()
  llvm.return %0 : !llvm.ptr
}
llvm.func @use(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
llvm.func @use1(!llvm.ptr<1>)

// -----

// CHECK: @int_gep = internal constant ptr getelementptr inbounds nuw (i8, ptr @s, i64 20)
// CHECK: ret ptr getelementptr (i8, ptr @g, i64 8)
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @s() : !llvm.struct<(i32, f64, array<4 x i16>)>
llvm.mlir.global internal constant @int_gep() : !llvm.ptr {
  %addr = llvm.mlir.addressof @s : !llvm.ptr
  %_c0 = llvm.mlir.constant(2: i32) : i32
  %gepinit = llvm.getelementptr %addr[0, 2, %_c0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f64, array<4 x i16>)>
  llvm.return %gepinit : !llvm.ptr
}
llvm.func @f() -> !llvm.ptr {
  %addr = llvm.mlir.addressof @g : !llvm.ptr
  %_c0 = llvm.mlir.constant(2: i32) : i32
  %gepinit = llvm.getelementptr %addr[%_c0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %a = llvm.add %_c0, %_c0 : i32
  %p = llvm.ptrtoint %addr : !llvm.ptr to i64
  llvm.return %gepinit : !llvm.ptr
}
