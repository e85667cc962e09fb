// A chain of identified structs, each holding the previous one twice,
// 40 deep: 2^40 paths through 41 distinct types. The type converter
// must convert each type once (it took exponential time before); the
// bytecode writer, its reader and the translation to LLVM IR must also
// visit each type once. MLIR's text form spells every body out (2^40
// copies), so the module travels as bytecode, and LLVM IR names each
// identified struct once.
// import-corpus: skip (importing its LLVM IR prints 2^40 copies as MLIR text)
// RUN: strata opt %s --convert-to-llvm --emit-bytecode -o %t.sbc
// RUN: strata translate --mlir-to-llvmir %t.sbc | FileCheck %s
// Importing that LLVM IR back would need 2^40 copies of the bodies as MLIR
// type text: refused, quickly, with an error.
// RUN: strata translate --mlir-to-llvmir %t.sbc -o %t.ll
// RUN: not strata translate --import-llvm %t.ll --emit-bytecode -o %t.back.sbc 2>&1 | FileCheck %s --check-prefix=IMPORT
// IMPORT: error: a struct type's MLIR text would exceed 64 MiB (its parts are shared, and MLIR's text spells every use out)
// The text output and the IR dumps refuse too, naming the type.
// RUN: not strata opt %t.sbc -o %t.text 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: error: a type of the module would print as about 2^{{[0-9]+}} bytes of text
// The CHECK lines are the output of `mlir-opt --convert-to-llvm
// --emit-bytecode | mlir-translate --mlir-to-llvmir` (LLVM 22) for this
// chain cut at 12 deep, continued in the same pattern: mlir-opt's
// bytecode writer prints these types as text, so it cannot take 40.

!s0 = !llvm.struct<"s0", (i32, index)>
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

func.func @f(%a: !s40) -> !s40 {
  return %a : !s40
}

// CHECK: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: %_Converted.s40 = type { %_Converted.s39, %_Converted.s39 }
// CHECK-NEXT: %_Converted.s39 = type { %_Converted.s38, %_Converted.s38 }
// CHECK-NEXT: %_Converted.s38 = type { %_Converted.s37, %_Converted.s37 }
// CHECK-NEXT: %_Converted.s37 = type { %_Converted.s36, %_Converted.s36 }
// CHECK-NEXT: %_Converted.s36 = type { %_Converted.s35, %_Converted.s35 }
// CHECK-NEXT: %_Converted.s35 = type { %_Converted.s34, %_Converted.s34 }
// CHECK-NEXT: %_Converted.s34 = type { %_Converted.s33, %_Converted.s33 }
// CHECK-NEXT: %_Converted.s33 = type { %_Converted.s32, %_Converted.s32 }
// CHECK-NEXT: %_Converted.s32 = type { %_Converted.s31, %_Converted.s31 }
// CHECK-NEXT: %_Converted.s31 = type { %_Converted.s30, %_Converted.s30 }
// CHECK-NEXT: %_Converted.s30 = type { %_Converted.s29, %_Converted.s29 }
// CHECK-NEXT: %_Converted.s29 = type { %_Converted.s28, %_Converted.s28 }
// CHECK-NEXT: %_Converted.s28 = type { %_Converted.s27, %_Converted.s27 }
// CHECK-NEXT: %_Converted.s27 = type { %_Converted.s26, %_Converted.s26 }
// CHECK-NEXT: %_Converted.s26 = type { %_Converted.s25, %_Converted.s25 }
// CHECK-NEXT: %_Converted.s25 = type { %_Converted.s24, %_Converted.s24 }
// CHECK-NEXT: %_Converted.s24 = type { %_Converted.s23, %_Converted.s23 }
// CHECK-NEXT: %_Converted.s23 = type { %_Converted.s22, %_Converted.s22 }
// CHECK-NEXT: %_Converted.s22 = type { %_Converted.s21, %_Converted.s21 }
// CHECK-NEXT: %_Converted.s21 = type { %_Converted.s20, %_Converted.s20 }
// CHECK-NEXT: %_Converted.s20 = type { %_Converted.s19, %_Converted.s19 }
// CHECK-NEXT: %_Converted.s19 = type { %_Converted.s18, %_Converted.s18 }
// CHECK-NEXT: %_Converted.s18 = type { %_Converted.s17, %_Converted.s17 }
// CHECK-NEXT: %_Converted.s17 = type { %_Converted.s16, %_Converted.s16 }
// CHECK-NEXT: %_Converted.s16 = type { %_Converted.s15, %_Converted.s15 }
// CHECK-NEXT: %_Converted.s15 = type { %_Converted.s14, %_Converted.s14 }
// CHECK-NEXT: %_Converted.s14 = type { %_Converted.s13, %_Converted.s13 }
// CHECK-NEXT: %_Converted.s13 = type { %_Converted.s12, %_Converted.s12 }
// CHECK-NEXT: %_Converted.s12 = type { %_Converted.s11, %_Converted.s11 }
// CHECK-NEXT: %_Converted.s11 = type { %_Converted.s10, %_Converted.s10 }
// CHECK-NEXT: %_Converted.s10 = type { %_Converted.s9, %_Converted.s9 }
// CHECK-NEXT: %_Converted.s9 = type { %_Converted.s8, %_Converted.s8 }
// CHECK-NEXT: %_Converted.s8 = type { %_Converted.s7, %_Converted.s7 }
// CHECK-NEXT: %_Converted.s7 = type { %_Converted.s6, %_Converted.s6 }
// CHECK-NEXT: %_Converted.s6 = type { %_Converted.s5, %_Converted.s5 }
// CHECK-NEXT: %_Converted.s5 = type { %_Converted.s4, %_Converted.s4 }
// CHECK-NEXT: %_Converted.s4 = type { %_Converted.s3, %_Converted.s3 }
// CHECK-NEXT: %_Converted.s3 = type { %_Converted.s2, %_Converted.s2 }
// CHECK-NEXT: %_Converted.s2 = type { %_Converted.s1, %_Converted.s1 }
// CHECK-NEXT: %_Converted.s1 = type { %_Converted.s0, %_Converted.s0 }
// CHECK-NEXT: %_Converted.s0 = type { i32, i64 }
// CHECK-EMPTY:
// CHECK-NEXT: define %_Converted.s40 @f(%_Converted.s40 %0) {
// CHECK-NEXT:   ret %_Converted.s40 %0
// CHECK-NEXT: }
