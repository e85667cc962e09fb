; EXPECT: 1111
define i64 @classify(i64 %x) {
entry:
  switch i64 %x, label %other [
    i64 0, label %zero
    i64 1, label %small
    i64 2, label %small
    i64 -7, label %neg
  ]
zero:
  br label %done
small:
  br label %done
neg:
  br label %done
other:
  br label %done
done:
  %r = phi i64 [ 1, %zero ], [ 10, %small ], [ 100, %neg ], [ 1000, %other ]
  ret i64 %r
}
define i64 @entry() {
  %a = call i64 @classify(i64 0)
  %b = call i64 @classify(i64 2)
  %c = call i64 @classify(i64 -7)
  %d = call i64 @classify(i64 99)
  %s1 = add i64 %a, %b
  %s2 = add i64 %s1, %c
  %s3 = add i64 %s2, %d
  ret i64 %s3
}
