// The reference interpreter runs a spirv.module directly; the `passes` oracle
// lowers it with convert-spirv-to-llvm first, and both agree.
// RUN: strata difftest %s --oracles interp,passes | FileCheck %s
// CHECK: difftest.mlir: agree
// CHECK-NEXT:   interp: returned (-42 : i32)
// CHECK-NEXT:   passes: returned (-42 : i32)

spirv.module Logical GLSL450 {
  spirv.func @abs_or_neg(%x: i32) -> i32 "None" {
    %zero = spirv.Constant 0 : i32
    %v = spirv.Variable : !spirv.ptr<i32, Function>
    %neg = spirv.SLessThan %x, %zero : i32
    spirv.mlir.selection {
      spirv.BranchConditional %neg, ^then, ^else
    ^then:
      spirv.Store "Function" %v, %x : i32
      spirv.Branch ^merge
    ^else:
      %n = spirv.ISub %zero, %x : i32
      spirv.Store "Function" %v, %n : i32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.Load "Function" %v : i32
    spirv.ReturnValue %r : i32
  }
  spirv.func @main() -> i32 "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %four = spirv.Constant 4 : i32
    %acc = spirv.Variable init(%zero) : !spirv.ptr<i32, Function>
    spirv.mlir.loop {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %c = spirv.SLessThan %i, %four : i32
      spirv.BranchConditional %c, ^body, ^merge
    ^body:
      %a = spirv.Load "Function" %acc : i32
      %sh = spirv.ShiftLeftLogical %one, %i : i32, i32
      %s = spirv.IAdd %a, %sh : i32
      spirv.Store "Function" %acc, %s : i32
      %next = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge
    }
    %t = spirv.Load "Function" %acc : i32
    %k = spirv.Constant 27 : i32
    %u = spirv.IAdd %t, %k : i32
    %r = spirv.FunctionCall @abs_or_neg(%u) : (i32) -> i32
    spirv.ReturnValue %r : i32
  }
}
