; EXPECT: 2141192192
@nan = global float 0x7FF4000000000000
@sub = global double 4.9406564584124654E-324
define i64 @entry() {
  %n = load i32, ptr @nan
  %d = load i64, ptr @sub
  %nz = zext i32 %n to i64
  %r = add i64 %nz, %d
  %c = add i64 %r, -1
  ret i64 %c
}
