// MLIR strings are byte strings: `\XX` escapes may give bytes that are not
// UTF-8, kept exactly and printed back escaped, in string attributes,
// global initializers, symbol names, dense strings and locations, in every
// print form and through bytecode. (CHECK lines: mlir-opt 22's output.)
// RUN: strata opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: strata opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=GENERIC
// RUN: strata opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=DEBUG
// RUN: strata opt %s --allow-unregistered-dialect --emit-bytecode -o %t.sbc
// RUN: strata opt %t.sbc --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: strata opt %t.sbc --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=GENERIC

module attributes {dlti.dl_spec = #dlti.dl_spec<"a\FF" = 1 : i32>} {
  llvm.mlir.global internal constant @s("\FF\00abc\22q\5Cx\0A\09\7F\80é\e9\7e\20 ") {addr_space = 0 : i32} : !llvm.array<19 x i8>
  llvm.mlir.global internal constant @"\FF\01x"("a\FFb") {addr_space = 0 : i32} : !llvm.array<3 x i8>
  llvm.mlir.global external @t() {addr_space = 0 : i32} : !llvm.struct<"a\FF", (i32)>
  func.func private @"g\E9"() loc("f\FF.mlir":3:4)
  func.func @f() attributes {a = "\FF\00abc\n\t\"\\z", b = "\fe" : i32, c = dense<["\FF", "ok"]> : tensor<2x!llvm.ptr>, e = dense<["\FF"]> : tensor<1x!llvm.ptr>, s = @"\FF\01x", u = #foo.bar<"\FF">, plain = "ok", z = {"\FF" = 1, "\FE" = 2, a = 3, "\C3\A9" = 4}} {
    "test.x"() {v = "\e9"} : () -> () loc("n\FF"("q\FE":1:2))
    return
  }
}

// Expected output, from mlir-opt 22 / mlir-translate 22:
// CHECK:module attributes {dlti.dl_spec = #dlti.dl_spec<"a\FF" = 1 : i32>} {
// CHECK-NEXT:  llvm.mlir.global internal constant @s("\FF\00abc\22q\\x\0A\09\7F\80\C3\A9\E9~  ") {addr_space = 0 : i32}
// CHECK-NEXT:  llvm.mlir.global internal constant @"\FF\01x"("a\FFb") {addr_space = 0 : i32}
// CHECK-NEXT:  llvm.mlir.global external @t() {addr_space = 0 : i32} : !llvm.struct<"a\FF", (i32)>
// CHECK-NEXT:  func.func private @"g\E9"()
// CHECK-NEXT:  func.func @f() attributes {a = "\FF\00abc\0A\09\22\\z", b = "\FE" : i32, c = dense<["\FF", "ok"]> : tensor<2x!llvm.ptr>, e = dense<"\FF"> : tensor<1x!llvm.ptr>, plain = "ok", s = @"\FF\01x", u = #foo.bar<"\FF">, z = {a = 3 : i64, "\C3\A9" = 4 : i64, "\FE" = 2 : i64, "\FF" = 1 : i64}} {
// CHECK-NEXT:    "test.x"() {v = "\E9"} : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<19 x i8>, linkage = #llvm.linkage<internal>, sym_name = "s", unnamed_addr = 0 : i64, value = "\FF\00abc\22q\\x\0A\09\7F\80\C3\A9\E9~  ", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<internal>, sym_name = "\FF\01x", unnamed_addr = 0 : i64, value = "a\FFb", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<"a\FF", (i32)>, linkage = #llvm.linkage<external>, sym_name = "t", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "g\E9", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// GENERIC-NEXT:    "test.x"() {v = "\E9"} : () -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) {a = "\FF\00abc\0A\09\22\\z", b = "\FE" : i32, c = dense<["\FF", "ok"]> : tensor<2x!llvm.ptr>, e = dense<"\FF"> : tensor<1x!llvm.ptr>, plain = "ok", s = @"\FF\01x", u = #foo.bar<"\FF">, z = {a = 3 : i64, "\C3\A9" = 4 : i64, "\FE" = 2 : i64, "\FF" = 1 : i64}} : () -> ()
// GENERIC-NEXT:}) {dlti.dl_spec = #dlti.dl_spec<"a\FF" = 1 : i32>} : () -> ()

// DEBUG:module attributes {dlti.dl_spec = #dlti.dl_spec<"a\FF" = 1 : i32>} {
// DEBUG-NEXT:  llvm.mlir.global internal constant @s("\FF\00abc\22q\\x\0A\09\7F\80\C3\A9\E9~  ") {addr_space = 0 : i32} loc(#loc1)
// DEBUG-NEXT:  llvm.mlir.global internal constant @"\FF\01x"("a\FFb") {addr_space = 0 : i32} loc(#loc2)
// DEBUG-NEXT:  llvm.mlir.global external @t() {addr_space = 0 : i32} : !llvm.struct<"a\FF", (i32)> loc(#loc3)
// DEBUG-NEXT:  func.func private @"g\E9"() loc(#loc4)
// DEBUG-NEXT:  func.func @f() attributes {a = "\FF\00abc\0A\09\22\\z", b = "\FE" : i32, c = dense<["\FF", "ok"]> : tensor<2x!llvm.ptr>, e = dense<"\FF"> : tensor<1x!llvm.ptr>, plain = "ok", s = @"\FF\01x", u = #foo.bar<"\FF">, z = {a = 3 : i64, "\C3\A9" = 4 : i64, "\FE" = 2 : i64, "\FF" = 1 : i64}} {
// DEBUG-NEXT:    "test.x"() {v = "\E9"} : () -> () loc(#loc8)
// DEBUG-NEXT:    return loc(#loc7)
// DEBUG-NEXT:  } loc(#loc5)
// DEBUG-NEXT:} loc(#loc)
// DEBUG-NEXT:#loc = loc("{{.*}}string-bytes.mlir":12:1)
// DEBUG-NEXT:#loc1 = loc("{{.*}}string-bytes.mlir":13:3)
// DEBUG-NEXT:#loc2 = loc("{{.*}}string-bytes.mlir":14:3)
// DEBUG-NEXT:#loc3 = loc("{{.*}}string-bytes.mlir":15:3)
// DEBUG-NEXT:#loc4 = loc("f\FF.mlir":3:4)
// DEBUG-NEXT:#loc5 = loc("{{.*}}string-bytes.mlir":17:3)
// DEBUG-NEXT:#loc6 = loc("q\FE":1:2)
// DEBUG-NEXT:#loc7 = loc("{{.*}}string-bytes.mlir":19:5)
// DEBUG-NEXT:#loc8 = loc("n\FF"(#loc6))
