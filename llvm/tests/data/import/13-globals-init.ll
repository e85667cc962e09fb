; EXPECT: 4046
%S = type { i64, [2 x i32], ptr }
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@zero = global [16 x i64] zeroinitializer
@s = internal global %S { i64 4000, [2 x i32] [i32 7, i32 8], ptr @arr }
@tl = thread_local global i64 21
define i64 @entry() {
  %p = getelementptr inbounds %S, ptr @s, i64 0, i32 2
  %ap = load ptr, ptr %p
  %e = getelementptr inbounds i32, ptr %ap, i64 3
  %ev = load i32, ptr %e
  %f = getelementptr inbounds %S, ptr @s, i64 0, i32 1, i64 1
  %fv = load i32, ptr %f
  %z = load i64, ptr getelementptr ([16 x i64], ptr @zero, i64 0, i64 9)
  %b = load i64, ptr @s
  %t = load i64, ptr @tl
  %x = add i32 %ev, %fv
  %x64 = zext i32 %x to i64
  %y = add i64 %x64, %b
  %w = add i64 %y, %z
  %r = add i64 %w, %t
  %r2 = add i64 %r, 13
  ret i64 %r2
}
