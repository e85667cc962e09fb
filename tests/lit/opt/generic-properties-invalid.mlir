// RUN: strata opt %s --split-input-file --verify-diagnostics
// Properties that are not a dictionary, on a registered op: mlir-opt 22's
// error, at the op, once the op's type is read.

func.func @not_dict(%a: i32) -> i32 {
  // expected-error@+1 {{invalid properties 5 : i64 for op arith.addi: expected DictionaryAttr to set properties}}
  %0 = "arith.addi"(%a, %a) <5> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @array(%a: i32) -> i32 {
  // expected-error@+1 {{invalid properties [1, 2] for op llvm.add: expected DictionaryAttr to set properties}}
  %0 = "llvm.add"(%a, %a) <[1, 2]> : (i32, i32) -> i32
  return %0 : i32
}
