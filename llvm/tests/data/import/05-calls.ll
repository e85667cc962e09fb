; EXPECT: 89
define internal fastcc i64 @fib(i64 %n) {
entry:
  %c = icmp slt i64 %n, 2
  br i1 %c, label %base, label %rec
base:
  ret i64 %n
rec:
  %a = sub i64 %n, 1
  %b = sub i64 %n, 2
  %fa = call fastcc i64 @fib(i64 %a)
  %fb = tail call fastcc i64 @fib(i64 %b)
  %s = add i64 %fa, %fb
  ret i64 %s
}
define i64 @twice(ptr %f, i64 %x) {
  %a = call i64 %f(i64 %x)
  ret i64 %a
}
define i64 @inc(i64 %x) {
  %r = add i64 %x, 1
  ret i64 %r
}
define i64 @entry() {
  %f = call fastcc i64 @fib(i64 10)
  %g = call i64 @twice(ptr @inc, i64 %f)
  %h = sub i64 %g, 1
  %r = add i64 %h, 34
  ret i64 %r
}
