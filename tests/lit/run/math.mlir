// math ops compiled and run: the intrinsics and expansions
// convert-math-to-llvm makes (n-D vectors unrolled) compute what
// mlir-runner 22 computes from mlir-opt 22's lowering of the same program.
// RUN: strata run %s -e main -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: strata opt %s --convert-math-to-llvm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | strata run -e main -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: mlir-opt %s --convert-math-to-llvm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | \
// RUN:   env LD_LIBRARY_PATH=%llvmlib mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%llvmlib/libmlir_c_runner_utils.so.22.1 | FileCheck %s --match-full-lines

// CHECK:1.41421, 0.5, 16, 0.785398, 10, -2
// CHECK-NEXT:1.64872, 0.405465, 0.648721, 0.125, 0.479426, 0.877583, 2, 3, -1, -0
// CHECK-NEXT:26, 3, 2, 14
// CHECK-NEXT:1, 0, 0, 1
// CHECK-NEXT:1, 0.135335

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @f32s(%x: f32, %y: f32) {
  %0 = math.sqrt %x : f32
  call @printF32(%0) : (f32) -> ()
  call @printComma() : () -> ()
  %1 = math.rsqrt %y fastmath<afn> : f32
  call @printF32(%1) : (f32) -> ()
  call @printComma() : () -> ()
  %2 = math.powf %x, %y : f32
  call @printF32(%2) : (f32) -> ()
  call @printComma() : () -> ()
  %3 = math.atan2 %x, %x : f32
  call @printF32(%3) : (f32) -> ()
  call @printComma() : () -> ()
  %4 = math.fma %x, %y, %x : f32
  call @printF32(%4) : (f32) -> ()
  call @printComma() : () -> ()
  %m = arith.negf %y : f32
  %5 = math.copysign %x, %m : f32
  call @printF32(%5) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @f64s(%x: f64, %i: i32) {
  %0 = math.exp %x : f64
  call @printF64(%0) : (f64) -> ()
  call @printComma() : () -> ()
  %1 = math.log1p %x : f64
  call @printF64(%1) : (f64) -> ()
  call @printComma() : () -> ()
  %2 = math.expm1 %x : f64
  call @printF64(%2) : (f64) -> ()
  call @printComma() : () -> ()
  %3 = math.fpowi %x, %i : f64, i32
  call @printF64(%3) : (f64) -> ()
  call @printComma() : () -> ()
  %s, %c = math.sincos %x : f64
  call @printF64(%s) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%c) : (f64) -> ()
  call @printComma() : () -> ()
  %n = arith.negf %x : f64
  %h = arith.constant 2.5 : f64
  %4 = math.roundeven %h : f64
  call @printF64(%4) : (f64) -> ()
  call @printComma() : () -> ()
  %5 = math.round %h : f64
  call @printF64(%5) : (f64) -> ()
  call @printComma() : () -> ()
  %6 = math.floor %n : f64
  call @printF64(%6) : (f64) -> ()
  call @printComma() : () -> ()
  %7 = math.trunc %n : f64
  call @printF64(%7) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ints(%a: i32) {
  %0 = math.ctlz %a : i32
  %1 = math.cttz %a : i32
  %2 = math.ctpop %a : i32
  %n = arith.subi %0, %a : i32
  %3 = math.absi %n : i32
  %e0 = arith.extsi %0 : i32 to i64
  %e1 = arith.extsi %1 : i32 to i64
  %e2 = arith.extsi %2 : i32 to i64
  %e3 = arith.extsi %3 : i32 to i64
  call @printI64(%e0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @classes(%x: f32) {
  %z = arith.constant 0.0 : f32
  %nan = arith.divf %z, %z : f32
  %inf = arith.divf %x, %z : f32
  %0 = math.isnan %nan : f32
  %1 = math.isnan %x : f32
  %2 = math.isfinite %inf : f32
  %3 = math.isfinite %x : f32
  %e0 = arith.extui %0 : i1 to i64
  %e1 = arith.extui %1 : i1 to i64
  %e2 = arith.extui %2 : i1 to i64
  %e3 = arith.extui %3 : i1 to i64
  call @printI64(%e0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @rows(%v: vector<2x2xf32>) {
  %0 = math.exp %v : vector<2x2xf32>
  %1 = math.rsqrt %0 : vector<2x2xf32>
  %r0 = vector.extract %1[0, 0] : f32 from vector<2x2xf32>
  %r1 = vector.extract %1[1, 1] : f32 from vector<2x2xf32>
  call @printF32(%r0) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%r1) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x = arith.constant 2.0 : f32
  %y = arith.constant 4.0 : f32
  call @f32s(%x, %y) : (f32, f32) -> ()
  %d = arith.constant 0.5 : f64
  %i = arith.constant 3 : i32
  call @f64s(%d, %i) : (f64, i32) -> ()
  %a = arith.constant 40 : i32
  call @ints(%a) : (i32) -> ()
  call @classes(%x) : (f32) -> ()
  %v = arith.constant dense<[[0.0, 1.0], [2.0, 4.0]]> : vector<2x2xf32>
  call @rows(%v) : (vector<2x2xf32>) -> ()
  return
}
