; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-i64:64"
target triple = "x86_64-unknown-linux-gnu"

@s = internal unnamed_addr constant [4 x i8] c"abc\00", section ".rodata", align 8
@t = thread_local global i32 3

declare i32 @ext(i32, ...)

; Function Attrs: noinline alignstack(4)
define internal fastcc zeroext i32 @f(i32 noundef %0, ptr noalias align 8 %1, float %2) #0 {
  %4 = add nuw nsw i32 %0, 1
  %5 = icmp slt i32 %4, %0
  %6 = fadd fast float %2, %2
  %7 = getelementptr inbounds { i32, [4 x i32] }, ptr %1, i32 1, i32 1, i32 %0
  %8 = load i32, ptr %7, align 4
  store atomic volatile i32 %8, ptr %1 release, align 4
  %9 = call i32 (i32, ...) @ext(i32 %8, float %6)
  br i1 %5, label %10, label %16, !prof !1

10:                                               ; preds = %10, %3
  %11 = phi i32 [ %15, %10 ], [ %4, %3 ]
  %12 = atomicrmw add ptr %1, i32 %11 acq_rel, align 4
  %13 = cmpxchg ptr %1, i32 %11, i32 %12 acq_rel monotonic, align 4
  %14 = call i32 @llvm.ctlz.i32(i32 %11, i1 false)
  %15 = call i32 @llvm.smax.i32(i32 %11, i32 %14)
  switch i32 %15, label %16 [
    i32 1, label %10
    i32 2, label %16
  ]

16:                                               ; preds = %10, %10, %3
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { noinline alignstack=4 }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"branch_weights", i32 3, i32 5}
