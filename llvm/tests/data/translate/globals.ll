; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ext_decl = external global i32
@str = internal constant [6 x i8] c"hello\00"
@dense = private global [3 x double] [double 1.500000e+00, double -2.000000e+00, double 3.250000e+00]
@zeros = weak_odr global [4 x i16] zeroinitializer, align 32
@half = linkonce global half 0xH3E00
@c = common global i64 0
@big = global i128 123456789012345678901234567890
@as1 = addrspace(1) global i32 7
@vec = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@pair = global { ptr, i64 } { ptr @str, i64 6 }
@fnptr = global ptr @get
@asint = global i64 ptrtoint (ptr @c to i64)
@nullp = global ptr null
@undef_init = internal global i32 undef

define i32 @get() {
  %1 = load i32, ptr addrspace(1) @as1, align 4
  ret i32 %1
}

; Function Attrs: nounwind
define weak hidden void @weakfn(ptr sret({ i32, i32 }) %0, ptr nonnull readonly dereferenceable(16) %1, ptr byval(i64) %2) #0 {
  ret void
}

attributes #0 = { nounwind "frame-pointer"="all" }

!llvm.ident = !{!0}
!llvm.module.flags = !{!1}

!0 = !{!"strata test"}
!1 = !{i32 2, !"Debug Info Version", i32 3}
