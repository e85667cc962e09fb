; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @arith(i32 %0, i32 %1, double %2, double %3, ptr %4) {
  %6 = sub nsw i32 %0, %1
  %7 = mul nuw i32 %6, %1
  %8 = shl i32 %7, %0
  %9 = udiv exact i32 %8, %1
  %10 = sdiv i32 %9, %1
  %11 = urem i32 %10, %0
  %12 = srem i32 %11, %0
  %13 = and i32 %12, %0
  %14 = or disjoint i32 %13, %1
  %15 = xor i32 %14, %0
  %16 = lshr i32 %15, %1
  %17 = ashr exact i32 %16, %1
  %18 = fsub nnan ninf double %2, %3
  %19 = fmul double %18, %3
  %20 = fdiv arcp afn double %19, %3
  %21 = frem double %20, %2
  %22 = fcmp nsz une double %21, %2
  %23 = zext i1 %22 to i32
  %24 = sext i1 %22 to i64
  %25 = trunc i64 %24 to i16
  %26 = fptosi double %21 to i32
  %27 = fptoui double %21 to i64
  %28 = sitofp i32 %26 to float
  %29 = uitofp i64 %27 to double
  %30 = fpext float %28 to double
  %31 = bitcast double %30 to i64
  %32 = inttoptr i64 %31 to ptr
  %33 = ptrtoint ptr %32 to i64
  %34 = addrspacecast ptr %32 to ptr addrspace(3)
  %35 = icmp uge i32 %0, %1
  %36 = select i1 %35, i32 %17, i32 %23
  %37 = load volatile i16, ptr %4, align 2, !nontemporal !1
  store i16 %25, ptr %4, align 2
  %38 = load atomic i32, ptr %4 acquire, align 4
  %39 = atomicrmw xchg ptr %4, i32 %0 seq_cst, align 4
  %40 = cmpxchg weak ptr %4, i32 %0, i32 %1 monotonic monotonic, align 8
  %41 = extractvalue { i32, i1 } %40, 1
  fence release
  %42 = getelementptr float, ptr %4, i64 %33
  %43 = call i32 @arith(i32 %0, i32 %36, double %2, double %3, ptr %42)
  %44 = freeze i32 %43
  ret i32 %44
}

define i32 @intr(i32 %0, i32 %1, float %2, <4 x i32> %3, ptr %4) {
  %6 = call i32 @llvm.abs.i32(i32 %0, i1 true)
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %6, i32 %1)
  %8 = call float @llvm.fabs.f32(float %2)
  %9 = call float @llvm.powi.f32.i32(float %8, i32 %0)
  %10 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %3)
  %11 = call i32 @llvm.umin.i32(i32 %10, i32 %0)
  %12 = call i32 @llvm.fshl.i32(i32 %11, i32 %0, i32 %1)
  %13 = call i1 @llvm.is.fpclass.f32(float %9, i32 3)
  %14 = call i1 @llvm.expect.i1(i1 %13, i1 %13)
  %15 = zext i1 %14 to i8
  call void @llvm.memset.p0.i32(ptr %4, i8 %15, i32 %0, i1 false)
  %16 = call i64 @llvm.lround.i64.f32(float %9)
  %17 = call i8 @llvm.ucmp.i8.i32(i32 %0, i32 %1)
  call void @llvm.trap()
  ret i32 %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr writeonly captures(none), i8, i32, i1 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.lround.i64.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i8 -1, 2) i8 @llvm.ucmp.i8.i32(i32, i32) #1

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #4

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { cold noreturn nounwind memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1}
