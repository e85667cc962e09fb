; EXPECT: 13
@counter = global i64 0
define i64 @entry() {
  %a = atomicrmw add ptr @counter, i64 5 seq_cst
  %b = atomicrmw sub ptr @counter, i64 1 monotonic
  %c = atomicrmw max ptr @counter, i64 9 acq_rel
  %x = cmpxchg ptr @counter, i64 9, i64 12 seq_cst seq_cst
  %ok = extractvalue { i64, i1 } %x, 1
  %okz = zext i1 %ok to i64
  fence seq_cst
  %v = load atomic i64, ptr @counter acquire, align 8
  store atomic i64 0, ptr @counter release, align 8
  %r = add i64 %v, %okz
  ret i64 %r
}
