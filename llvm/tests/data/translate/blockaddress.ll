; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@g = private global ptr blockaddress(@fn, %1)

define void @fn() {
  br label %1

1:                                                ; preds = %0
  ret void
}

define ptr @blockaddr0() {
  br label %1

1:                                                ; preds = %0
  ret ptr blockaddress(@blockaddr0, %1)
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
