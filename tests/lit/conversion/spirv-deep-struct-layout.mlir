// RUN: not strata opt %s --convert-spirv-to-llvm 2>&1 | FileCheck %s
// A struct holding the previous one twice, 28 levels deep, checked for the
// natural (Vulkan) layout: each distinct type is laid out once (a walk
// without memo takes 2^28 steps; this took seconds before and mlir-opt 22
// does not finish in 20 s). The outer struct's second offset is not
// natural, so the variable does not convert, as in MLIR.

!s0 = !spirv.struct<(i32 [0], i32 [4])>
!s1 = !spirv.struct<(!s0 [0], !s0 [8])>
!s2 = !spirv.struct<(!s1 [0], !s1 [16])>
!s3 = !spirv.struct<(!s2 [0], !s2 [32])>
!s4 = !spirv.struct<(!s3 [0], !s3 [64])>
!s5 = !spirv.struct<(!s4 [0], !s4 [128])>
!s6 = !spirv.struct<(!s5 [0], !s5 [256])>
!s7 = !spirv.struct<(!s6 [0], !s6 [512])>
!s8 = !spirv.struct<(!s7 [0], !s7 [1024])>
!s9 = !spirv.struct<(!s8 [0], !s8 [2048])>
!s10 = !spirv.struct<(!s9 [0], !s9 [4096])>
!s11 = !spirv.struct<(!s10 [0], !s10 [8192])>
!s12 = !spirv.struct<(!s11 [0], !s11 [16384])>
!s13 = !spirv.struct<(!s12 [0], !s12 [32768])>
!s14 = !spirv.struct<(!s13 [0], !s13 [65536])>
!s15 = !spirv.struct<(!s14 [0], !s14 [131072])>
!s16 = !spirv.struct<(!s15 [0], !s15 [262144])>
!s17 = !spirv.struct<(!s16 [0], !s16 [524288])>
!s18 = !spirv.struct<(!s17 [0], !s17 [1048576])>
!s19 = !spirv.struct<(!s18 [0], !s18 [2097152])>
!s20 = !spirv.struct<(!s19 [0], !s19 [4194304])>
!s21 = !spirv.struct<(!s20 [0], !s20 [8388608])>
!s22 = !spirv.struct<(!s21 [0], !s21 [16777216])>
!s23 = !spirv.struct<(!s22 [0], !s22 [33554432])>
!s24 = !spirv.struct<(!s23 [0], !s23 [67108864])>
!s25 = !spirv.struct<(!s24 [0], !s24 [134217728])>
!s26 = !spirv.struct<(!s25 [0], !s25 [268435456])>
!s27 = !spirv.struct<(!s26 [0], !s26 [536870912])>
!bad = !spirv.struct<(!s27 [0], i32 [4])>
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @g : !spirv.ptr<!bad, StorageBuffer>
}

// CHECK: error: failed to legalize operation 'spirv.GlobalVariable' that was explicitly marked illegal
