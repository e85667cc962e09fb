// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s
// llvm.ptrtoaddr (newer than MLIR 22) becomes LLVM 22's `ptrtoaddr` (its
// width check: llvm-ptrtoaddr-newer-invalid.mlir), and the constrained FP
// arithmetic (also newer) the strictfp intrinsic calls with their metadata
// arguments.

// CHECK-LABEL: define i64 @addr(ptr %0, <3 x ptr> %1, float %2, float %3)
// CHECK-NEXT: %5 = ptrtoaddr ptr %0 to i64
// CHECK-NEXT: %6 = ptrtoaddr <3 x ptr> %1 to <3 x i64>
// CHECK-NEXT: %7 = call float @llvm.experimental.constrained.fadd.f32(float %2, float %3, metadata !"round.towardzero", metadata !"fpexcept.ignore") #1
// CHECK-NEXT: %8 = call nnan float @llvm.experimental.constrained.fmuladd.f32(float %2, float %3, float %2, metadata !"round.dynamic", metadata !"fpexcept.strict") #1
// CHECK: attributes #1 = { strictfp }
llvm.func @addr(%p: !llvm.ptr, %vp: vector<3x!llvm.ptr>, %a: f32, %b: f32) -> i64 {
  %0 = llvm.ptrtoaddr %p : !llvm.ptr to i64
  %1 = llvm.ptrtoaddr %vp : vector<3x!llvm.ptr> to vector<3xi64>
  %2 = llvm.intr.experimental.constrained.fadd %a, %b towardzero ignore : f32
  %3 = llvm.intr.experimental.constrained.fmuladd %a, %b, %a dynamic strict {fastmathFlags = #llvm.fastmath<nnan>} : f32
  llvm.return %0 : i64
}
