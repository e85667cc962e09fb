; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @exactflag_func(i64 %0, i64 %1) {
  %3 = udiv exact i64 %0, %1
  %4 = sdiv exact i64 %0, %1
  %5 = lshr exact i64 %0, %1
  %6 = ashr exact i64 %0, %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
