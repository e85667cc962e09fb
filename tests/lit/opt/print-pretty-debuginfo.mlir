// RUN: strata opt %s --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s
// RUN: strata opt %s --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// --mlir-pretty-debuginfo, as mlir-opt 22: locations are spelled out where
// they are used, without loc(...), file names bare, call sites as
// `callee at caller` (on a new line unless a name is called from a file
// position), their parts by alias; the alias definitions are printed (in
// the pretty form) all the same.
#l1 = loc("a.c":3:4)
func.func @f(%a: i32 loc("x.c":1:2), %b: i32 loc(unknown)) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(callsite("foo" at "a.c":1:1))
  %1 = arith.addi %0, %b : i32 loc(callsite("a.c":9:9 at callsite("bar"("b.c":2:2) at #l1)))
  %2 = arith.addi %1, %b : i32 loc(fused["a.c":1:1, "n"])
  %3 = arith.addi %2, %b : i32 loc(fused<"meta">["a.c":5:5, unknown])
  %4 = arith.addi %3, %b : i32 loc(unknown)
  %5 = arith.addi %4, %b : i32 loc("we\"ird name"(#l1))
  cf.br ^bb1(%5 : i32)
^bb1(%x: i32 loc(callsite("q" at "z.c":7:7))):
  return %x : i32 loc(#l1)
}

// CHECK:      #loc2 = x.c:1:2
// CHECK-NEXT: #loc3 = [unknown]
// CHECK-NEXT: #loc12 = "q"
// CHECK-NEXT: #loc13 = z.c:7:7
// CHECK-NEXT: #loc19 = #loc12 at #loc13
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 x.c:1:2, %arg1: i32 [unknown]) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 #loc4 at #loc5
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : i32 #loc6
// CHECK-NEXT:  at #loc20
// CHECK-NEXT:     %2 = arith.addi %1, %arg1 : i32 [#loc5, #loc9]
// CHECK-NEXT:     %3 = arith.addi %2, %arg1 : i32 <"meta">[#loc10]
// CHECK-NEXT:     %4 = arith.addi %3, %arg1 : i32 [unknown]
// CHECK-NEXT:     %5 = arith.addi %4, %arg1 : i32 "we\22ird name"(#loc8)
// CHECK-NEXT:     cf.br ^bb1(%5 : i32) {{.*}}print-pretty-debuginfo.mlir:16:3
// CHECK-NEXT:   ^bb1(%6: i32 #loc12 at #loc13):  // pred: ^bb0
// CHECK-NEXT:     return %6 : i32 a.c:3:4
// CHECK-NEXT:   } {{.*}}print-pretty-debuginfo.mlir:9:1
// CHECK-NEXT: } {{.*}}print-pretty-debuginfo.mlir:0:0
// CHECK-NEXT: #loc = {{.*}}print-pretty-debuginfo.mlir:0:0
// CHECK-NEXT: #loc1 = {{.*}}print-pretty-debuginfo.mlir:9:1
// CHECK-NEXT: #loc4 = "foo"
// CHECK-NEXT: #loc5 = a.c:1:1
// CHECK-NEXT: #loc6 = a.c:9:9
// CHECK-NEXT: #loc7 = b.c:2:2
// CHECK-NEXT: #loc8 = a.c:3:4
// CHECK-NEXT: #loc9 = "n"
// CHECK-NEXT: #loc10 = a.c:5:5
// CHECK-NEXT: #loc11 = {{.*}}print-pretty-debuginfo.mlir:16:3
// CHECK-NEXT: #loc14 = #loc4 at #loc5
// CHECK-NEXT: #loc15 = "bar"(#loc7)
// CHECK-NEXT: #loc16 = [#loc5, #loc9]
// CHECK-NEXT: #loc17 = <"meta">[#loc10]
// CHECK-NEXT: #loc18 = "we\22ird name"(#loc8)
// CHECK-NEXT: #loc20 = #loc15 at #loc8
// CHECK-NEXT: #loc21 = #loc6
// CHECK-NEXT:  at #loc20
// CHECK-EMPTY:

// LOCAL:      module {
// LOCAL-NEXT:   func.func @f(%arg0: i32 x.c:1:2, %arg1: i32 [unknown]) -> i32 {
// LOCAL-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 "foo" at a.c:1:1
// LOCAL-NEXT:     %1 = arith.addi %0, %arg1 : i32 a.c:9:9
// LOCAL-NEXT:  at "bar"(b.c:2:2) at a.c:3:4
// LOCAL-NEXT:     %2 = arith.addi %1, %arg1 : i32 [a.c:1:1, "n"]
// LOCAL-NEXT:     %3 = arith.addi %2, %arg1 : i32 <"meta">[a.c:5:5]
// LOCAL-NEXT:     %4 = arith.addi %3, %arg1 : i32 [unknown]
// LOCAL-NEXT:     %5 = arith.addi %4, %arg1 : i32 "we\22ird name"(a.c:3:4)
// LOCAL-NEXT:     cf.br ^bb1(%5 : i32) {{.*}}print-pretty-debuginfo.mlir:16:3
// LOCAL-NEXT:   ^bb1(%6: i32 "q" at z.c:7:7):  // pred: ^bb0
// LOCAL-NEXT:     return %6 : i32 a.c:3:4
// LOCAL-NEXT:   } {{.*}}print-pretty-debuginfo.mlir:9:1
// LOCAL-NEXT: } {{.*}}print-pretty-debuginfo.mlir:0:0
