// Lowered SPIR-V runs: a loop summing squares through a function variable.
// RUN: strata opt -convert-spirv-to-llvm %s | strata run -e main --entry-point-result=i32 | FileCheck %s
// CHECK: 285

spirv.func @main() -> i32 "None" {
  %zero = spirv.Constant 0 : i32
  %one = spirv.Constant 1 : i32
  %ten = spirv.Constant 10 : i32
  %acc = spirv.Variable init(%zero) : !spirv.ptr<i32, Function>
  spirv.mlir.loop {
    spirv.Branch ^header(%zero : i32)
  ^header(%i: i32):
    %cond = spirv.SLessThan %i, %ten : i32
    spirv.BranchConditional %cond, ^body, ^merge
  ^body:
    %a = spirv.Load "Function" %acc : i32
    %sq = spirv.IMul %i, %i : i32
    %s = spirv.IAdd %a, %sq : i32
    spirv.Store "Function" %acc, %s : i32
    %next = spirv.IAdd %i, %one : i32
    spirv.Branch ^header(%next : i32)
  ^merge:
    spirv.mlir.merge
  }
  %r = spirv.Load "Function" %acc : i32
  spirv.ReturnValue %r : i32
}
