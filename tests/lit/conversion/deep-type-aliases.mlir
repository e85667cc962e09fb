// Types whose parts repeat, nested through aliases: each alias holds
// the previous one twice, so a walk that does not remember converted types
// takes 2^n steps. --convert-to-llvm must convert each distinct type once
// (it took exponential time before; this file timed out). MLIR's text
// spells each converted type out in full (2^n copies), so the result
// travels as bytecode and only the small function is printed back.
// import-corpus: skip (its LLVM IR text would hold 2^40 copies)
// RUN: strata opt %s --convert-to-llvm --emit-bytecode -o %t.sbc
// RUN: strata bc extract %t.sbc @small | FileCheck %s
// RUN: strata opt %s --convert-to-llvm --threads=1 --emit-bytecode -o %t.serial.sbc
// RUN: cmp %t.sbc %t.serial.sbc
// The CHECK lines are mlir-opt 22's output for @small.

// LLVM structs holding `index` (which converts to i64), 40 deep.
!t0 = !llvm.struct<(i32, index)>
!t1 = !llvm.struct<(!t0, !t0)>
!t2 = !llvm.struct<(!t1, !t1)>
!t3 = !llvm.struct<(!t2, !t2)>
!t4 = !llvm.struct<(!t3, !t3)>
!t5 = !llvm.struct<(!t4, !t4)>
!t6 = !llvm.struct<(!t5, !t5)>
!t7 = !llvm.struct<(!t6, !t6)>
!t8 = !llvm.struct<(!t7, !t7)>
!t9 = !llvm.struct<(!t8, !t8)>
!t10 = !llvm.struct<(!t9, !t9)>
!t11 = !llvm.struct<(!t10, !t10)>
!t12 = !llvm.struct<(!t11, !t11)>
!t13 = !llvm.struct<(!t12, !t12)>
!t14 = !llvm.struct<(!t13, !t13)>
!t15 = !llvm.struct<(!t14, !t14)>
!t16 = !llvm.struct<(!t15, !t15)>
!t17 = !llvm.struct<(!t16, !t16)>
!t18 = !llvm.struct<(!t17, !t17)>
!t19 = !llvm.struct<(!t18, !t18)>
!t20 = !llvm.struct<(!t19, !t19)>
!t21 = !llvm.struct<(!t20, !t20)>
!t22 = !llvm.struct<(!t21, !t21)>
!t23 = !llvm.struct<(!t22, !t22)>
!t24 = !llvm.struct<(!t23, !t23)>
!t25 = !llvm.struct<(!t24, !t24)>
!t26 = !llvm.struct<(!t25, !t25)>
!t27 = !llvm.struct<(!t26, !t26)>
!t28 = !llvm.struct<(!t27, !t27)>
!t29 = !llvm.struct<(!t28, !t28)>
!t30 = !llvm.struct<(!t29, !t29)>
!t31 = !llvm.struct<(!t30, !t30)>
!t32 = !llvm.struct<(!t31, !t31)>
!t33 = !llvm.struct<(!t32, !t32)>
!t34 = !llvm.struct<(!t33, !t33)>
!t35 = !llvm.struct<(!t34, !t34)>
!t36 = !llvm.struct<(!t35, !t35)>
!t37 = !llvm.struct<(!t36, !t36)>
!t38 = !llvm.struct<(!t37, !t37)>
!t39 = !llvm.struct<(!t38, !t38)>
!t40 = !llvm.struct<(!t39, !t39)>

// Vectors and memrefs of vectors inside structs and arrays, 29 deep
// (an array and a struct a level: some 60 nested types, near the parser's cap).
!a0 = !llvm.struct<(vector<2x3xindex>, memref<2xvector<4xindex>>)>
!a1 = !llvm.struct<(!a0, array<2 x !a0>)>
!a2 = !llvm.struct<(!a1, array<2 x !a1>)>
!a3 = !llvm.struct<(!a2, array<2 x !a2>)>
!a4 = !llvm.struct<(!a3, array<2 x !a3>)>
!a5 = !llvm.struct<(!a4, array<2 x !a4>)>
!a6 = !llvm.struct<(!a5, array<2 x !a5>)>
!a7 = !llvm.struct<(!a6, array<2 x !a6>)>
!a8 = !llvm.struct<(!a7, array<2 x !a7>)>
!a9 = !llvm.struct<(!a8, array<2 x !a8>)>
!a10 = !llvm.struct<(!a9, array<2 x !a9>)>
!a11 = !llvm.struct<(!a10, array<2 x !a10>)>
!a12 = !llvm.struct<(!a11, array<2 x !a11>)>
!a13 = !llvm.struct<(!a12, array<2 x !a12>)>
!a14 = !llvm.struct<(!a13, array<2 x !a13>)>
!a15 = !llvm.struct<(!a14, array<2 x !a14>)>
!a16 = !llvm.struct<(!a15, array<2 x !a15>)>
!a17 = !llvm.struct<(!a16, array<2 x !a16>)>
!a18 = !llvm.struct<(!a17, array<2 x !a17>)>
!a19 = !llvm.struct<(!a18, array<2 x !a18>)>
!a20 = !llvm.struct<(!a19, array<2 x !a19>)>
!a21 = !llvm.struct<(!a20, array<2 x !a20>)>
!a22 = !llvm.struct<(!a21, array<2 x !a21>)>
!a23 = !llvm.struct<(!a22, array<2 x !a22>)>
!a24 = !llvm.struct<(!a23, array<2 x !a23>)>
!a25 = !llvm.struct<(!a24, array<2 x !a24>)>
!a26 = !llvm.struct<(!a25, array<2 x !a25>)>
!a27 = !llvm.struct<(!a26, array<2 x !a26>)>
!a28 = !llvm.struct<(!a27, array<2 x !a27>)>
!a29 = !llvm.struct<(!a28, array<2 x !a28>)>

// Identified structs whose bodies repeat the previous one, 40 deep.
!s0 = !llvm.struct<"s0", (f32, index)>
!s1 = !llvm.struct<"s1", (!s0, !s0)>
!s2 = !llvm.struct<"s2", (!s1, !s1)>
!s3 = !llvm.struct<"s3", (!s2, !s2)>
!s4 = !llvm.struct<"s4", (!s3, !s3)>
!s5 = !llvm.struct<"s5", (!s4, !s4)>
!s6 = !llvm.struct<"s6", (!s5, !s5)>
!s7 = !llvm.struct<"s7", (!s6, !s6)>
!s8 = !llvm.struct<"s8", (!s7, !s7)>
!s9 = !llvm.struct<"s9", (!s8, !s8)>
!s10 = !llvm.struct<"s10", (!s9, !s9)>
!s11 = !llvm.struct<"s11", (!s10, !s10)>
!s12 = !llvm.struct<"s12", (!s11, !s11)>
!s13 = !llvm.struct<"s13", (!s12, !s12)>
!s14 = !llvm.struct<"s14", (!s13, !s13)>
!s15 = !llvm.struct<"s15", (!s14, !s14)>
!s16 = !llvm.struct<"s16", (!s15, !s15)>
!s17 = !llvm.struct<"s17", (!s16, !s16)>
!s18 = !llvm.struct<"s18", (!s17, !s17)>
!s19 = !llvm.struct<"s19", (!s18, !s18)>
!s20 = !llvm.struct<"s20", (!s19, !s19)>
!s21 = !llvm.struct<"s21", (!s20, !s20)>
!s22 = !llvm.struct<"s22", (!s21, !s21)>
!s23 = !llvm.struct<"s23", (!s22, !s22)>
!s24 = !llvm.struct<"s24", (!s23, !s23)>
!s25 = !llvm.struct<"s25", (!s24, !s24)>
!s26 = !llvm.struct<"s26", (!s25, !s25)>
!s27 = !llvm.struct<"s27", (!s26, !s26)>
!s28 = !llvm.struct<"s28", (!s27, !s27)>
!s29 = !llvm.struct<"s29", (!s28, !s28)>
!s30 = !llvm.struct<"s30", (!s29, !s29)>
!s31 = !llvm.struct<"s31", (!s30, !s30)>
!s32 = !llvm.struct<"s32", (!s31, !s31)>
!s33 = !llvm.struct<"s33", (!s32, !s32)>
!s34 = !llvm.struct<"s34", (!s33, !s33)>
!s35 = !llvm.struct<"s35", (!s34, !s34)>
!s36 = !llvm.struct<"s36", (!s35, !s35)>
!s37 = !llvm.struct<"s37", (!s36, !s36)>
!s38 = !llvm.struct<"s38", (!s37, !s37)>
!s39 = !llvm.struct<"s39", (!s38, !s38)>
!s40 = !llvm.struct<"s40", (!s39, !s39)>

// Several functions share the types, so rayon workers convert them at
// the same time.
func.func @lit(%a: !t40) -> !t40 {
  return %a : !t40
}
func.func @lit_again(%a: !t40, %b: !t39) -> !t40 {
  return %a : !t40
}
func.func @arr(%a: !a29) -> !a29 {
  return %a : !a29
}
func.func @named(%a: !s40, %b: !t40) -> !s40 {
  return %a : !s40
}
func.func @fn(%a: (!t40, !s40) -> !a29) {
  return
}
func.func @small(%a: index) -> index {
  return %a : index
}

// CHECK:      module {
// CHECK-NEXT:   llvm.func @small(%arg0: i64) -> i64 {
// CHECK-NEXT:     llvm.return %arg0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
