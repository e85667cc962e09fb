// cf patterns: constant conditions and flags, pass-through successors
// (not round a loop), equal successors (selects when it is the only
// predecessor), merging a block into its only predecessor, the condition's
// truth propagated into the successors it alone reaches, switches decided
// or pruned by an enclosing switch on the same flag, cases equal to the
// default dropped, cf.assert on true erased, branch weights kept.
// The CHECK lines are mlir-opt 22's output for the same input and flags.
// RUN: strata opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @passthrough(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_succ(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truth(%arg0: i1, %arg1: i32) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT: return %true : i1
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%false) : (i1) -> ()
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg2 weights([30, 70]), ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assert_true() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cyc() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nocyc() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = "foo.c"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb4(%cst : f32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 42: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "foo.t"() : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: cf.br ^bb4(%arg2 : f32)
// CHECK-NEXT: ^bb4(%1: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: "foo.t"(%1) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pt(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = "foo.c"() : () -> i1
// CHECK-NEXT: %1 = arith.select %0, %arg1, %arg0 : i32
// CHECK-NEXT: return %arg0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w2(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 2]), ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }

func.func @passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb4(%y : i32)
^bb4(%z: i32):
  return %z : i32
}
func.func @same_succ(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @truth(%c: i1, %a: i32) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %n = arith.xori %c, %c : i1
  "foo.use"(%c) : (i1) -> ()
  return %c : i1
^bb2:
  "foo.use"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  return %c : i1
^bb4:
  %f = arith.constant false
  return %f : i1
}
func.func @switches(%f: i32, %a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2,
    2: ^bb3
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
^bb3:
  %y = arith.addi %a, %a : i32
  return %y : i32
}
func.func @w(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c weights([30, 70]), ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb3:
  cf.br ^bb4
^bb2:
  return %a : i32
^bb4:
  return %b : i32
}
func.func @assert_true() {
  %true = arith.constant true
  cf.assert %true, "no"
  return
}
func.func @cyc() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @nocyc() -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  %r = arith.constant 1 : i32
  return %r : i32
}
func.func @sw(%flag: i32, %x: f32, %y: f32) {
  %c = "foo.c"() : () -> i1
  %k = arith.constant 1.0 : f32
  cf.cond_br %c, ^bb1, ^bb9
^bb9:
  cf.cond_br %c, ^bb2, ^bb8
^bb8:
  cf.cond_br %c, ^bb4(%k : f32), ^bb5(%k : f32)
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2,
    42: ^bb3
  ]
^bb2:
  "foo.t"() : () -> ()
^bb3:
  "foo.op"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb4(%x : f32),
    42: ^bb5(%y : f32)
  ]
^bb4(%a: f32):
  "foo.t"(%a) : (f32) -> ()
^bb5(%b: f32):
  "foo.t"(%b) : (f32) -> ()
}
func.func @pt(%a: i32, %b: i32) -> (i32, i32) {
  %c = "foo.c"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb7
^bb7:
  cf.cond_br %c, ^bb2(%a : i32), ^bb3(%a, %a : i32, i32)
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb3(%p: i32, %q: i32):
  return %p, %q : i32, i32
}
func.func @w2(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c weights([1, 2]), ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.br ^bb2
^bb2:
  return %a : i32
}
