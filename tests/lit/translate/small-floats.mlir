// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s
// Float attributes of the small formats initialise integers of their width
// with their bit pattern (a negative E8M0 value with its top bit set, an
// FP6 infinity as its sign bit). The CHECK lines are mlir-translate 22's.

llvm.mlir.global internal @f4E2M1FN_global_as_i4(1.5 : f4E2M1FN) : i4
llvm.mlir.global internal @f6E2M3FN_global_as_i6(1.5 : f6E2M3FN) : i6
llvm.mlir.global internal @f6E3M2FN_global_as_i6(1.5 : f6E3M2FN) : i6
llvm.mlir.global internal @f8E3M4_global_as_i8(1.5 : f8E3M4) : i8
llvm.mlir.global internal @f8E4M3_global_as_i8(1.5 : f8E4M3) : i8
llvm.mlir.global internal @f8E4M3FN_global_as_i8(1.5 : f8E4M3FN) : i8
llvm.mlir.global internal @f8E5M2_global_as_i8(1.5 : f8E5M2) : i8
llvm.mlir.global internal @f8E4M3FNUZ_global_as_i8(1.5 : f8E4M3FNUZ) : i8
llvm.mlir.global internal @f8E5M2FNUZ_global_as_i8(1.5 : f8E5M2FNUZ) : i8
llvm.mlir.global internal @f8E4M3B11FNUZ_global_as_i8(1.5 : f8E4M3B11FNUZ) : i8
llvm.mlir.global internal @f8E8M0FNU_global_as_i8(1.0 : f8E8M0FNU) : i8
llvm.mlir.global internal @neg(-1.0 : f8E8M0FNU) : i8
llvm.mlir.global internal @negf4(-1.0 : f4E2M1FN) : i4
llvm.mlir.global internal @inf(1.0e400 : f6E3M2FN) : i6
llvm.mlir.global internal @h(dense<[-1.0, 2.0]> : tensor<2xf8E8M0FNU>) : !llvm.array<2 x i8>
llvm.mlir.global internal @v(dense<[1.0, 2.0, -0.5, 6.0]> : vector<4xf4E2M1FN>) : vector<4xi4>
llvm.func @f() -> vector<4xi8> {
  %0 = llvm.mlir.constant(1.5 : f8E5M2) : i8
  %1 = llvm.mlir.constant(dense<[1.0, 2.0, 0.1, 448.0]> : vector<4xf8E4M3FN>) : vector<4xi8>
  %2 = llvm.mlir.constant(-1.5 : f4E2M1FN) : i4
  llvm.return %1 : vector<4xi8>
}

// CHECK: @f4E2M1FN_global_as_i4 = internal global i4 3
// CHECK-NEXT: @f6E2M3FN_global_as_i6 = internal global i6 12
// CHECK-NEXT: @f6E3M2FN_global_as_i6 = internal global i6 14
// CHECK-NEXT: @f8E3M4_global_as_i8 = internal global i8 56
// CHECK-NEXT: @f8E4M3_global_as_i8 = internal global i8 60
// CHECK-NEXT: @f8E4M3FN_global_as_i8 = internal global i8 60
// CHECK-NEXT: @f8E5M2_global_as_i8 = internal global i8 62
// CHECK-NEXT: @f8E4M3FNUZ_global_as_i8 = internal global i8 68
// CHECK-NEXT: @f8E5M2FNUZ_global_as_i8 = internal global i8 66
// CHECK-NEXT: @f8E4M3B11FNUZ_global_as_i8 = internal global i8 92
// CHECK-NEXT: @f8E8M0FNU_global_as_i8 = internal global i8 127
// CHECK-NEXT: @neg = internal global i8 -1
// CHECK-NEXT: @negf4 = internal global i4 -6
// CHECK-NEXT: @inf = internal global i6 0
// CHECK-NEXT: @h = internal global [2 x i8] c"\FF\80"
// CHECK-NEXT: @v = internal global <4 x i4> <i4 2, i4 4, i4 -7, i4 7>
// CHECK: define <4 x i8> @f() {
// CHECK-NEXT: ret <4 x i8> <i8 56, i8 64, i8 29, i8 126>
// CHECK-NEXT: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
