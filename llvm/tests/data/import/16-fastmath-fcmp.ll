; EXPECT: 6
define i64 @entry() {
  %a = fadd fast double 1.5, 2.5
  %b = fmul nnan ninf double %a, 2.0
  %c = fdiv arcp double %b, 4.0
  %d = fneg double %c
  %e = frem double 7.5, 2.0
  %o = fcmp olt double %d, 0.0
  %u = fcmp uno double %d, %e
  %t = fcmp one double %e, 1.5
  %oz = zext i1 %o to i64
  %uz = zext i1 %u to i64
  %tz = zext i1 %t to i64
  %s1 = shl i64 %oz, 2
  %s2 = shl i64 %uz, 1
  %s3 = or i64 %s1, %s2
  %s4 = or disjoint i64 %s3, %tz
  %r = add i64 %s4, 2
  ret i64 %r
}
