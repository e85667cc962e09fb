// Intrinsics newer than MLIR 22 (which rejects these ops), translated as
// upstream MLIR's tests expect: llvm.fake.use (variadic), the constrained
// arithmetic ops and constrained_fp_call naming any constrained intrinsic.
// LLVM 22 accepts the output (llvm-as), and the custom form round-trips.
// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// RUN: strata opt %s | strata opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: strata opt --mlir-print-op-generic %s | strata opt | FileCheck %s --check-prefix=ROUNDTRIP

// CHECK-LABEL: define void @fake_use(i32 %0, ptr %1)
// CHECK: call void (...) @llvm.fake.use(i32 %0)
// CHECK: call void (...) @llvm.fake.use(i32 %0, ptr %1)
// ROUNDTRIP-LABEL: llvm.func @fake_use
// ROUNDTRIP: llvm.intr.fake.use %arg0 : i32
// ROUNDTRIP: llvm.intr.fake.use %arg0, %arg1 : i32, !llvm.ptr
llvm.func @fake_use(%a: i32, %p: !llvm.ptr) {
  llvm.intr.fake.use %a : i32
  llvm.intr.fake.use %a, %p : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: define void @constrained_arith(double %0, <2 x float> %1)
// CHECK: call double @llvm.experimental.constrained.fadd.f64(double %0, double %0, metadata !"round.tonearest", metadata !"fpexcept.strict") #[[STRICT:[0-9]+]]
// CHECK: call <2 x float> @llvm.experimental.constrained.fdiv.v2f32(<2 x float> %1, <2 x float> %1, metadata !"round.downward", metadata !"fpexcept.ignore")
// CHECK: call double @llvm.experimental.constrained.fmuladd.f64(double %0, double %0, double %0, metadata !"round.dynamic", metadata !"fpexcept.maytrap")
// CHECK: call float @llvm.experimental.constrained.sqrt.f32(float 2.000000e+00, metadata !"round.upward", metadata !"fpexcept.strict")
// CHECK: call i64 @llvm.experimental.constrained.fptoui.i64.f64(double %0, metadata !"fpexcept.strict")
// CHECK: call double @llvm.experimental.constrained.ldexp.f64.i32(double %0, i32 3, metadata !"round.tonearest", metadata !"fpexcept.ignore")
// CHECK: attributes #[[STRICT]] = { strictfp }
// ROUNDTRIP-LABEL: llvm.func @constrained_arith
// ROUNDTRIP: llvm.intr.experimental.constrained.fadd %arg0, %arg0 tonearest strict : f64
// ROUNDTRIP: llvm.intr.experimental.constrained.fdiv %arg1, %arg1 downward ignore : vector<2xf32>
// ROUNDTRIP: llvm.intr.experimental.constrained.fmuladd %arg0, %arg0, %arg0 dynamic maytrap : f64
// ROUNDTRIP: llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.sqrt"(%{{.*}}) upward strict : (f32) -> f32
// ROUNDTRIP: llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.fptoui"(%arg0) strict : (f64) -> i64
llvm.func @constrained_arith(%d: f64, %v: vector<2xf32>) {
  %0 = llvm.intr.experimental.constrained.fadd %d, %d tonearest strict : f64
  %1 = llvm.intr.experimental.constrained.fdiv %v, %v downward ignore : vector<2xf32>
  %2 = llvm.intr.experimental.constrained.fmuladd %d, %d, %d dynamic maytrap : f64
  %f = llvm.mlir.constant(2.0 : f32) : f32
  %3 = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.sqrt"(%f) upward strict : (f32) -> f32
  %4 = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.fptoui"(%d) strict : (f64) -> i64
  %three = llvm.mlir.constant(3 : i32) : i32
  %5 = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.ldexp"(%d, %three) tonearest ignore : (f64, i32) -> f64
  llvm.return
}
