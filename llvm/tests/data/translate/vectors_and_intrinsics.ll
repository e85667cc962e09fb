; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@d = global [2 x float] [float 1.000000e+00, float 2.000000e+00]
@arr = global [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]]
@w = weak hidden global { i32, double } { i32 7, double undef }, align 16

define float @h(<4 x float> %0, <4 x float> %1, ptr %2, { i32, double } %3, i1 %4) {
  %6 = shufflevector <4 x float> %0, <4 x float> %1, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %7 = extractelement <4 x float> %6, i32 1
  %8 = insertelement <4 x float> %0, float %7, i32 1
  %9 = extractvalue { i32, double } %3, 1
  %10 = fptrunc double %9 to float
  %11 = select i1 %4, float %10, float %7
  %12 = freeze float %11
  %13 = fcmp ogt float %12, %11
  %14 = alloca i64, align 8
  fence syncscope("agent") seq_cst
  %15 = call i32 asm sideeffect "nop", "=r,r"(i32 1)
  %16 = call float %2(float 2.500000e+00)
  %17 = fneg float %16
  %18 = call contract float @llvm.fma.f32(float %17, float %17, float 2.500000e+00)
  %19 = call float @llvm.vector.reduce.fadd.v4f32(float 2.500000e+00, <4 x float> %0)
  call void @llvm.memcpy.p0.p0.i32(ptr %2, ptr %2, i32 1, i1 false)
  ret float %18
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #2

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
