; EXPECT: 285
define i64 @entry() {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %outer.latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %acc1 = phi i64 [ %acc, %outer ], [ %acc3, %inner ]
  %is = icmp eq i64 %i, %j
  %sq = mul i64 %i, %j
  %add = select i1 %is, i64 %sq, i64 0
  %acc3 = add i64 %acc1, %add
  %j1 = add i64 %j, 1
  %jc = icmp ult i64 %j1, 10
  br i1 %jc, label %inner, label %outer.latch
outer.latch:
  %acc2 = phi i64 [ %acc3, %inner ]
  %i1 = add i64 %i, 1
  %ic = icmp ult i64 %i1, 10
  br i1 %ic, label %outer, label %exit
exit:
  ret i64 %acc2
}
