; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @disjointflag_func(i64 %0, i64 %1) {
  %3 = or disjoint i64 %0, %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
