// RUN: strata opt %s | FileCheck %s --check-prefix=OPT
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata translate -mlir-to-llvmir %s | FileCheck %s
// llvm.intr.experimental.constrained.fptrunc: custom form, properties, and
// translation with metadata arguments and strictfp calls (mlir-opt and
// mlir-translate 22 output in the CHECK lines).

llvm.func @f(%a: f64) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %a tonearest ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %a dynamic strict {foo} : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %a towardzero maytrap : f64 to f32
  llvm.return %0 : f32
}

// OPT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// OPT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 dynamic strict {foo} : f64 to f32
// OPT: %2 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero maytrap : f64 to f32
// GENERIC: %0 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> : (f64) -> f32
// GENERIC: %1 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 2 : i64, roundingmode = 7 : i64}> {foo} : (f64) -> f32
// GENERIC: %2 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 1 : i64, roundingmode = 0 : i64}> : (f64) -> f32
// CHECK: %2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearest", metadata !"fpexcept.ignore") #1
// CHECK: %3 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #1
// CHECK: %4 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.towardzero", metadata !"fpexcept.maytrap") #1
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
// CHECK: attributes #0 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
// CHECK: attributes #1 = { strictfp }
