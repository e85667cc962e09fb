// RUN: strata opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: strata opt %s --mlir-print-debuginfo | strata opt --mlir-print-debuginfo | FileCheck %s
// RUN: strata opt %s --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --mlir-print-debuginfo --threads=2 | FileCheck %s
// Without --mlir-print-local-scope, locations print by alias, character for
// character as mlir-opt 22 prints them: numbered by depth, then in print
// order (an op's location before its regions; an elided terminator's is
// not met); block arguments print theirs inline and define their aliases
// before the module (leaves before the affine map aliases, deeper ones
// after); the rest follow the module. Strata reads the aliases back,
// including those defined after their use.

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32 loc(fused["a.c":1:1, "b.c":2:2]), %m: memref<4xf32, #map> loc("m.c":3:3)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("b.c":2:2)
  cf.br ^bb1(%0 : i32) loc("B":2:2)
^bb1(%x: i32 loc("C":3:3)):
  %1 = memref.alloca_scope -> (i32) {
    %2 = arith.addi %x, %x : i32 loc("D":4:4)
    memref.alloca_scope.return %2 : i32 loc("E":5:5)
  } loc(fused<#map>["F":6:6, "named"(callsite("G":7:7 at fused["H":8:8, "I":9:9]))])
  memref.alloca_scope {
    memref.alloca_scope.return loc("elided":1:1)
  } loc("S":1:1)
  return %1 : i32 loc(unknown)
} loc("Z":0:0)
func.func private @g(i32) loc("Q":2:2)

// CHECK:      #loc2 = loc("a.c":1:1)
// CHECK-NEXT: #loc3 = loc("b.c":2:2)
// CHECK-NEXT: #loc4 = loc("m.c":3:3)
// CHECK-NEXT: #loc6 = loc("C":3:3)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #loc16 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc(fused[#loc2, #loc3]), %arg1: memref<4xf32, #map> loc("m.c":3:3)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
// CHECK-NEXT:     cf.br ^bb1(%0 : i32) loc(#loc5)
// CHECK-NEXT:   ^bb1(%1: i32 loc("C":3:3)):  // pred: ^bb0
// CHECK-NEXT:     %2 = memref.alloca_scope  -> (i32) {
// CHECK-NEXT:       %3 = arith.addi %1, %1 : i32 loc(#loc11)
// CHECK-NEXT:       memref.alloca_scope.return %3 : i32 loc(#loc12)
// CHECK-NEXT:     } loc(#loc20)
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:     } loc(#loc13)
// CHECK-NEXT:     return %2 : i32 loc(#loc14)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func private @g(i32) loc(#loc15)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}loc-aliases.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("Z":0:0)
// CHECK-NEXT: #loc5 = loc("B":2:2)
// CHECK-NEXT: #loc7 = loc("F":6:6)
// CHECK-NEXT: #loc8 = loc("G":7:7)
// CHECK-NEXT: #loc9 = loc("H":8:8)
// CHECK-NEXT: #loc10 = loc("I":9:9)
// CHECK-NEXT: #loc11 = loc("D":4:4)
// CHECK-NEXT: #loc12 = loc("E":5:5)
// CHECK-NEXT: #loc13 = loc("S":1:1)
// CHECK-NEXT: #loc14 = loc(unknown)
// CHECK-NEXT: #loc15 = loc("Q":2:2)
// CHECK-NEXT: #loc17 = loc(fused[#loc9, #loc10])
// CHECK-NEXT: #loc18 = loc(callsite(#loc8 at #loc17))
// CHECK-NEXT: #loc19 = loc("named"(#loc18))
// CHECK-NEXT: #loc20 = loc(fused<#map>[#loc7, #loc19])

// GENERIC:      #loc2 = loc("a.c":1:1)
// GENERIC-NEXT: #loc3 = loc("b.c":2:2)
// GENERIC-NEXT: #loc4 = loc("m.c":3:3)
// GENERIC-NEXT: #loc6 = loc("C":3:3)
// GENERIC-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: #loc17 = loc(fused[#loc2, #loc3])
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, memref<4xf32, #map>) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc(fused[#loc2, #loc3]), %arg1: memref<4xf32, #map> loc("m.c":3:3)):
// GENERIC-NEXT:     %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
// GENERIC-NEXT:     "cf.br"(%0)[^bb1] : (i32) -> () loc(#loc5)
// GENERIC-NEXT:   ^bb1(%1: i32 loc("C":3:3)):  // pred: ^bb0
// GENERIC-NEXT:     %2 = "memref.alloca_scope"() ({
// GENERIC-NEXT:       %3 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
// GENERIC-NEXT:       "memref.alloca_scope.return"(%3) : (i32) -> () loc(#loc12)
// GENERIC-NEXT:     }) : () -> i32 loc(#loc21)
// GENERIC-NEXT:     "memref.alloca_scope"() ({
// GENERIC-NEXT:       "memref.alloca_scope.return"() : () -> () loc(#loc14)
// GENERIC-NEXT:     }) : () -> () loc(#loc13)
// GENERIC-NEXT:     "func.return"(%2) : (i32) -> () loc(#loc15)
// GENERIC-NEXT:   }) : () -> () loc(#loc1)
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> (), sym_name = "g", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> () loc(#loc16)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// GENERIC-NEXT: #loc = loc("{{.*}}loc-aliases.mlir":0:0)
// GENERIC-NEXT: #loc1 = loc("Z":0:0)
// GENERIC-NEXT: #loc5 = loc("B":2:2)
// GENERIC-NEXT: #loc7 = loc("F":6:6)
// GENERIC-NEXT: #loc8 = loc("G":7:7)
// GENERIC-NEXT: #loc9 = loc("H":8:8)
// GENERIC-NEXT: #loc10 = loc("I":9:9)
// GENERIC-NEXT: #loc11 = loc("D":4:4)
// GENERIC-NEXT: #loc12 = loc("E":5:5)
// GENERIC-NEXT: #loc13 = loc("S":1:1)
// GENERIC-NEXT: #loc14 = loc("elided":1:1)
// GENERIC-NEXT: #loc15 = loc(unknown)
// GENERIC-NEXT: #loc16 = loc("Q":2:2)
// GENERIC-NEXT: #loc18 = loc(fused[#loc9, #loc10])
// GENERIC-NEXT: #loc19 = loc(callsite(#loc8 at #loc18))
// GENERIC-NEXT: #loc20 = loc("named"(#loc19))
// GENERIC-NEXT: #loc21 = loc(fused<#map>[#loc7, #loc20])
