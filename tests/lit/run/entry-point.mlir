// strata run takes mlir-runner's flags and checks the entry function as it
// does, with its messages. Input in func/arith/cf is lowered first.
// RUN: strata run %s -e i32 -entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: strata run %s -e i64 --entry-point-result=i64 | FileCheck %s --check-prefix=I64
// RUN: strata run %s -e f32 | FileCheck %s --check-prefix=F32
// RUN: strata run %s -e f32_nan | FileCheck %s --check-prefix=NAN
// RUN: strata run %s -e f32_inf | FileCheck %s --check-prefix=INF
// RUN: strata run %s -e void -entry-point-result=void | count 0
// RUN: not strata run %s -e args -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not strata run %s -e i32 -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NOTVOID
// RUN: not strata run %s -e i32 -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=NOTI64
// RUN: not strata run %s -e i64 -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTI32
// RUN: not strata run %s -e i32 2>&1 | FileCheck %s --check-prefix=NOTF32
// RUN: not strata run %s -e decl -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata run %s -e nosuch -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISSING
// Optimisation levels change nothing in the result.
// RUN: strata run %s -e i64 -entry-point-result=i64 -O0 | FileCheck %s --check-prefix=I64
// RUN: strata run %s -e i64 -entry-point-result=i64 -O1 | FileCheck %s --check-prefix=I64
// RUN: strata run %s -e i64 -entry-point-result=i64 --O2 | FileCheck %s --check-prefix=I64
// RUN: strata run %s -e i64 -entry-point-result=i64 -O3 | FileCheck %s --check-prefix=I64
// Standard input works as the input file.
// RUN: strata run -e i32 -entry-point-result=i32 < %s | FileCheck %s --check-prefix=I32

// I32: {{^}}-7{{$}}
func.func @i32() -> i32 {
  %c = arith.constant -7 : i32
  return %c : i32
}

// I64: {{^}}1311768467463790320{{$}}
func.func @i64() -> i64 {
  %a = arith.constant 1311768467463790000 : i64
  %b = arith.constant 320 : i64
  %r = arith.addi %a, %b : i64
  return %r : i64
}

// F32: {{^}}3.500000e+00{{$}}
func.func @f32() -> f32 {
  %c = arith.constant 3.5 : f32
  return %c : f32
}

// NAN: {{^}}nan{{$}}
func.func @f32_nan() -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.divf %z, %z : f32
  return %r : f32
}

// INF: {{^}}-INF{{$}}
func.func @f32_inf() -> f32 {
  %c = arith.constant 0xFF800000 : f32
  return %c : f32
}

func.func @void() {
  return
}

func.func @args(%x: i32) -> i32 {
  return %x : i32
}

func.func private @decl() -> i32

// ARGS: Error: JIT can't invoke a main function expecting arguments
// NOTVOID: Error: expected void function
// NOTI64: Error: only single i64 function result supported
// NOTI32: Error: only single i32 function result supported
// NOTF32: Error: only single f32 function result supported
// MISSING: Error: entry point not found
