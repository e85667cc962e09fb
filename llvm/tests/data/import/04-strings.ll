; EXPECT: 1156
@msg = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@table = internal constant [2 x [3 x i16]] [[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 5, i16 6]]
@ptrs = global [2 x ptr] [ptr @msg, ptr getelementptr (i8, ptr @msg, i64 6)]
define i64 @strlen(ptr %s) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i8, ptr %s, i64 %i
  %c = load i8, ptr %p
  %i1 = add i64 %i, 1
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %loop
done:
  ret i64 %i
}
define i64 @entry() {
  %l = call i64 @strlen(ptr @msg)
  %q = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @ptrs, i64 0, i64 1)
  %l2 = call i64 @strlen(ptr %q)
  %t = getelementptr inbounds [2 x [3 x i16]], ptr @table, i64 0, i64 1, i64 2
  %tv = load i16, ptr %t
  %tz = zext i16 %tv to i64
  %a = mul i64 %l, 100
  %b = mul i64 %l2, 10
  %s = add i64 %a, %b
  %r = add i64 %s, %tz
  ret i64 %r
}
