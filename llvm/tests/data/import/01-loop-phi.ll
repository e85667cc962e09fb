; EXPECT: 2432902008176640000
define i64 @entry() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 1, %entry ], [ %acc1, %loop ]
  %acc1 = mul i64 %acc, %i
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp ule i64 %i1, 20
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc1
}
