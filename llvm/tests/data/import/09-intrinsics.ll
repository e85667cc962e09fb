; EXPECT: 82
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.abs.i64(i64, i1)
declare double @llvm.sqrt.f64(double)
declare double @llvm.fabs.f64(double)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @llvm.bswap.i32(i32)
define i64 @entry() {
  %buf = alloca [8 x i8], align 8
  %buf2 = alloca [8 x i8], align 8
  call void @llvm.memset.p0.i64(ptr %buf, i8 3, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %buf2, ptr %buf, i64 8, i1 false)
  %l = load i8, ptr %buf2
  %lz = zext i8 %l to i32
  %m = call i32 @llvm.smax.i32(i32 %lz, i32 -4)
  %p = call i32 @llvm.ctpop.i32(i32 255)
  %z = call i32 @llvm.ctlz.i32(i32 1, i1 false)
  %a = call i64 @llvm.abs.i64(i64 -20, i1 true)
  %s = call double @llvm.sqrt.f64(double 1.600000e+01)
  %f = call nnan double @llvm.fabs.f64(double -4.0)
  %sf = fadd double %s, %f
  %si = fptosi double %sf to i64
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %of = extractvalue { i32, i1 } %o, 1
  %ofz = zext i1 %of to i32
  %rd = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  %bs = call i32 @llvm.bswap.i32(i32 16777216)
  %x1 = add i32 %m, %p
  %x2 = add i32 %x1, %z
  %x3 = add i32 %x2, %ofz
  %x4 = add i32 %x3, %rd
  %x5 = add i32 %x4, %bs
  %x64 = zext i32 %x5 to i64
  %y = add i64 %x64, %a
  %r = add i64 %y, %si
  ret i64 %r
}
