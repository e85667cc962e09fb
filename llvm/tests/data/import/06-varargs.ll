; EXPECT: 60
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
define i64 @sum(i32 %n, ...) {
entry:
  %ap = alloca [24 x i8], align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %v = va_arg ptr %ap, i64
  %acc1 = add i64 %acc, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret i64 %acc
}
define i64 @entry() {
  %r = call i64 (i32, ...) @sum(i32 3, i64 10, i64 20, i64 30)
  ret i64 %r
}
