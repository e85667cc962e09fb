; EXPECT: 161
%Point = type { i32, i32, { i8, i64 } }
@origin = global %Point { i32 3, i32 4, { i8, i64 } { i8 5, i64 6 } }
define i64 @entry() {
  %p = alloca %Point, align 8
  store %Point { i32 10, i32 20, { i8, i64 } { i8 1, i64 100 } }, ptr %p
  %y = getelementptr inbounds %Point, ptr %p, i64 0, i32 1
  %yv = load i32, ptr %y
  %z = getelementptr inbounds %Point, ptr %p, i64 0, i32 2, i32 1
  %zv = load i64, ptr %z
  %o = load %Point, ptr @origin
  %ox = extractvalue %Point %o, 0
  %oz = extractvalue %Point %o, 2, 1
  %o2 = insertvalue %Point %o, i32 %yv, 1
  %oy = extractvalue %Point %o2, 1
  %a = add i32 %ox, %oy
  %a64 = sext i32 %a to i64
  %b = add i64 %a64, %zv
  %c = add i64 %b, %oz
  %d = add i64 %c, 32
  ret i64 %d
}
