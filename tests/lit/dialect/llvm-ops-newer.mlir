// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --verify-roundtrip
// LLVM dialect ops and forms newer than MLIR 22, as upstream's
// Dialect/LLVMIR/roundtrip.mlir writes them: llvm.ptrtoaddr, the atomicrmw
// kinds fmaximumnum / fminimumnum (enum values 21, 22), the constrained FP
// arithmetic intrinsics, constrained_fp_call, and llvm.named_metadata with
// the #llvm.md_* attributes (printed on one line, nested in full).

// CHECK: llvm.named_metadata "foo.kernel" [#llvm.md_node<#llvm.md_func<@md_kernel>, #llvm.md_node<>, #llvm.md_node<#llvm.md_const<0 : i32>, #llvm.md_string<"foo.buffer">>>]
// GENERIC: "llvm.named_metadata"() <{metadata_name = "foo.kernel", nodes = [#llvm.md_node<#llvm.md_func<@md_kernel>, #llvm.md_node<>, #llvm.md_node<#llvm.md_const<0 : i32>, #llvm.md_string<"foo.buffer">>>]}> : () -> ()
llvm.func @md_kernel() {
  llvm.return
}
llvm.named_metadata "foo.kernel" [
  #llvm.md_node<
    #llvm.md_func<@md_kernel>,
    #llvm.md_node<>,
    #llvm.md_node<#llvm.md_const<0 : i32>, #llvm.md_string<"foo.buffer">>
  >
]

// CHECK-LABEL: llvm.func @newer
// CHECK-NEXT: %0 = llvm.ptrtoaddr %arg0 : !llvm.ptr to i64
// CHECK-NEXT: %1 = llvm.ptrtoaddr %arg1 : vector<3x!llvm.ptr> to vector<3xi64>
// CHECK-NEXT: %2 = llvm.atomicrmw fmaximumnum %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT: %3 = llvm.atomicrmw fminimumnum %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fadd %arg2, %arg3 towardzero ignore : f32
// CHECK-NEXT: %5 = llvm.intr.experimental.constrained.fsub %arg5, %arg5 tonearest maytrap {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
// CHECK-NEXT: %6 = llvm.intr.experimental.constrained.fma %arg2, %arg3, %arg4 upward strict : f32
// CHECK-NEXT: %7 = llvm.intr.experimental.constrained.fmuladd %arg2, %arg3, %arg4 dynamic ignore : f32
// CHECK-NEXT: %8 = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.maximum.f32"(%arg2, %arg3) strict : (f32, f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.powi.f32"(%arg2, %arg6) tonearest ignore : (f32, i32) -> f32

// GENERIC: "llvm.ptrtoaddr"(%arg0) : (!llvm.ptr) -> i64
// GENERIC: "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 21 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC: "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 22 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC: "llvm.intr.experimental.constrained.fadd"(%arg2, %arg3) <{fpExceptionBehavior = 0 : i64, roundingmode = 0 : i64}> : (f32, f32) -> f32
// GENERIC: "llvm.intr.experimental.constrained.fsub"(%arg5, %arg5) <{fastmathFlags = #llvm.fastmath<nnan>, fpExceptionBehavior = 1 : i64, roundingmode = 1 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "llvm.intr.experimental.constrained_fp_call"(%arg2, %arg3) <{fpExceptionBehavior = 2 : i64, intrinsic = "llvm.experimental.constrained.maximum.f32"}> : (f32, f32) -> f32
llvm.func @newer(%p: !llvm.ptr, %vp: vector<3x!llvm.ptr>, %a: f32, %b: f32, %c: f32, %v: vector<4xf32>, %i: i32) {
  %0 = llvm.ptrtoaddr %p : !llvm.ptr to i64
  %1 = llvm.ptrtoaddr %vp : vector<3x!llvm.ptr> to vector<3xi64>
  %2 = llvm.atomicrmw fmaximumnum %p, %a monotonic : !llvm.ptr, f32
  %3 = llvm.atomicrmw fminimumnum %p, %a monotonic : !llvm.ptr, f32
  %4 = llvm.intr.experimental.constrained.fadd %a, %b towardzero ignore : f32
  %5 = llvm.intr.experimental.constrained.fsub %v, %v tonearest maytrap {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
  %6 = llvm.intr.experimental.constrained.fma %a, %b, %c upward strict : f32
  %7 = llvm.intr.experimental.constrained.fmuladd %a, %b, %c dynamic ignore : f32
  %8 = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.maximum.f32"(%a, %b) strict : (f32, f32) -> f32
  %9 = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.powi.f32"(%a, %i) tonearest ignore : (f32, i32) -> f32
  llvm.return
}
