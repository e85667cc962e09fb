; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@z3 = internal constant [3 x [0 x [4 x float]]] zeroinitializer
@z1 = internal constant [0 x float] zeroinitializer
@big_ = common global [4294967296 x i8] zeroinitializer
@s2 = internal global [2 x <2 x float>] [<2 x float> splat (float 4.200000e+01), <2 x float> splat (float 4.200000e+01)]
@z2 = internal global [2 x <2 x float>] zeroinitializer

define <vscale x 4 x float> @f() {
  ret <vscale x 4 x float> splat (float 1.000000e+00)
}

define <vscale x 4 x float> @g() {
  ret <vscale x 4 x float> zeroinitializer
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
