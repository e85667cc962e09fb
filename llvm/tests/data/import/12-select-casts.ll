; EXPECT: -256
define i64 @entry() {
  %a = trunc i64 4294967551 to i32
  %b = sext i32 -1 to i64
  %c = icmp ugt i32 %a, 100
  %d = select i1 %c, i64 %b, i64 0
  %e = freeze i64 %d
  %f = xor i64 %e, 255
  %g = lshr exact i64 %f, 0
  %h = ashr i64 %g, 0
  %p = inttoptr i64 %h to ptr
  %q = ptrtoint ptr %p to i64
  %u = uitofp i64 %q to float
  %fi = fptoui float 2.5 to i8
  %fz = zext i8 %fi to i64
  %r = sub i64 %q, %fz
  %r2 = add i64 %r, 2
  ret i64 %r2
}
