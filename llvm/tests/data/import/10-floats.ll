; EXPECT: 2141192192
@h = global half 0xH3C00
@q = global fp128 0xL00000000000000004000000000000000
@x = global x86_fp80 0xK4000C000000000000000
@nan = global float 0x7FF4000000000000
define i64 @entry() {
  %hv = load half, ptr @h
  %hd = fpext half %hv to double
  %qv = load fp128, ptr @q
  %qd = fptrunc fp128 %qv to double
  %xv = load x86_fp80, ptr @x
  %xd = fptrunc x86_fp80 %xv to double
  %s = fadd double %hd, %qd
  %t = fsub double %xd, %s
  %n = load i32, ptr @nan
  %nz = zext i32 %n to i64
  %bits = bitcast double %t to i64
  %c = fcmp oeq double %t, 0.0
  %r = select i1 %c, i64 %nz, i64 %bits
  ret i64 %r
}
