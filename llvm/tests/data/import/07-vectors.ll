; EXPECT: 3054
define i64 @entry() {
  %a = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <i32 10, i32 20, i32 30, i32 40>
  %b = mul <4 x i32> %a, splat (i32 2)
  %s = shufflevector <4 x i32> %b, <4 x i32> %a, <4 x i32> <i32 3, i32 2, i32 5, i32 0>
  %e0 = extractelement <4 x i32> %s, i64 0
  %ins = insertelement <4 x i32> %s, i32 1000, i32 1
  %e1 = extractelement <4 x i32> %ins, i32 1
  %e2 = extractelement <4 x i32> %ins, i32 2
  %e3 = extractelement <4 x i32> %ins, i32 3
  %x = add i32 %e0, %e1
  %y = add i32 %e2, %e3
  %z = add i32 %x, %y
  %v = sitofp <2 x i32> <i32 3, i32 5> to <2 x double>
  %w = fmul <2 x double> %v, <double 100.0, double 200.0>
  %w0 = extractelement <2 x double> %w, i32 0
  %w1 = extractelement <2 x double> %w, i32 1
  %ws = fadd double %w0, %w1
  %wi = fptosi double %ws to i32
  %t = add i32 %z, %wi
  %t2 = add i32 %t, 622
  %r = zext i32 %t2 to i64
  ret i64 %r
}
