; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i64 @fact(i64 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i64 [ %8, %6 ], [ 1, %1 ]
  %4 = phi i64 [ %7, %6 ], [ 1, %1 ]
  %5 = icmp sgt i64 %3, %0
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = mul i64 %4, %3
  %8 = add i64 %3, 1
  br label %2

9:                                                ; preds = %2
  ret i64 %4
}

define i32 @dup(i1 %0, i32 %1, i32 %2) {
  br i1 %0, label %4, label %6

4:                                                ; preds = %6, %3
  %5 = phi i32 [ %7, %6 ], [ %1, %3 ]
  ret i32 %5

6:                                                ; preds = %3
  %7 = phi i32 [ %2, %3 ]
  br label %4
}

define i32 @sw(i32 %0, i32 %1) {
  switch i32 %0, label %4 [
    i32 1, label %6
    i32 5, label %3
  ]

3:                                                ; preds = %2
  ret i32 %1

4:                                                ; preds = %6, %2
  %5 = phi i32 [ %7, %6 ], [ %1, %2 ]
  ret i32 %5

6:                                                ; preds = %2
  %7 = phi i32 [ %0, %2 ]
  br label %4
}

define void @unreach() {
  ret void

1:                                                ; No predecessors!
  unreachable
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
