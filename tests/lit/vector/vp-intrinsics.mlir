// llvm.intr.vp.* ops: generic form only, translated to the overloaded
// llvm.vp.* intrinsics (mlir-translate 22's output).
// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s

llvm.func @f(%a: vector<8xi32>, %x: vector<4xf32>, %m: vector<8xi1>, %m4: vector<4xi1>, %n: i32) -> vector<8xi32> {
  %0 = "llvm.intr.vp.add"(%a, %a, %m, %n) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %1 = "llvm.intr.vp.fneg"(%x, %m4, %n) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %2 = "llvm.intr.vp.srem"(%0, %a, %m, %n) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  llvm.return %2 : vector<8xi32>
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define <8 x i32> @f(<8 x i32> %0, <4 x float> %1, <8 x i1> %2, <4 x i1> %3, i32 %4) {
// CHECK-NEXT:   %6 = call <8 x i32> @llvm.vp.add.v8i32(<8 x i32> %0, <8 x i32> %0, <8 x i1> %2, i32 %4)
// CHECK-NEXT:   %7 = call <4 x float> @llvm.vp.fneg.v4f32(<4 x float> %1, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %8 = call <8 x i32> @llvm.vp.srem.v8i32(<8 x i32> %6, <8 x i32> %0, <8 x i1> %2, i32 %4)
// CHECK-NEXT:   ret <8 x i32> %8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <8 x i32> @llvm.vp.add.v8i32(<8 x i32>, <8 x i32>, <8 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x float> @llvm.vp.fneg.v4f32(<4 x float>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare <8 x i32> @llvm.vp.srem.v8i32(<8 x i32>, <8 x i32>, <8 x i1>, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
