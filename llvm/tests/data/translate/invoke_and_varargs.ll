; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @f(ptr %0) personality ptr @g {
  %2 = invoke i32 @g(i32 1)
          to label %3 unwind label %4

3:                                                ; preds = %1
  ret i32 %2

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %5
}

declare i32 @g(i32)

define void @v(i32 %0, ...) {
  %2 = alloca [24 x i8], align 1
  call void @llvm.va_start.p0(ptr %2)
  %3 = va_arg ptr %2, i32
  call void @llvm.va_end.p0(ptr %2)
  call void @llvm.lifetime.start.p0(ptr %2)
  %4 = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
