; EXPECT: 55
define i64 @entry() {
entry:
  %n = alloca i32, align 4
  store i32 10, ptr %n
  %nv = load volatile i32, ptr %n
  %arr = alloca i64, i32 %nv, align 8
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %slot = getelementptr inbounds i64, ptr %arr, i32 %i
  %i1 = add i32 %i, 1
  %v = zext i32 %i1 to i64
  store i64 %v, ptr %slot, align 8, !nontemporal !0
  %c = icmp slt i32 %i1, %nv
  br i1 %c, label %fill, label %sum
sum:
  %k = phi i32 [ 0, %fill ], [ %k1, %sum ]
  %acc = phi i64 [ 0, %fill ], [ %acc1, %sum ]
  %s = getelementptr inbounds i64, ptr %arr, i32 %k
  %sv = load i64, ptr %s
  %acc1 = add i64 %acc, %sv
  %k1 = add i32 %k, 1
  %d = icmp slt i32 %k1, %nv
  br i1 %d, label %sum, label %out
out:
  ret i64 %acc1
}
!0 = !{i32 1}
