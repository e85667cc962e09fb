; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@test = internal global [1 x float] [float -0.000000e+00]

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
