; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @nnegflag_func(i32 %0) {
  %2 = zext nneg i32 %0 to i64
  %3 = uitofp nneg i32 %0 to float
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
