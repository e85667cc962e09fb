// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// RUN: strata opt %s | FileCheck %s --check-prefix=SYNTAX
// Group and non-uniform group reductions (with cluster sizes) become
// spir_func calls of the mangled SPIR-V builtins, declared at the module's
// front. The CHECK lines are mlir-opt 22's output.

// CHECK:      module {
// CHECK-NEXT:   llvm.func spir_funccc @_Z17__spirv_GroupFMaxiif(i32, i32, f32) -> f32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z17__spirv_GroupFMiniid(i32, i32, f64) -> f64 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z17__spirv_GroupFAddiiDh(i32, i32, f16) -> f16 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z17__spirv_GroupUMaxiic(i32, i32, i8) -> i8 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z17__spirv_GroupSMaxiij(i32, i32, i32) -> i32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z17__spirv_GroupUMiniim(i32, i32, i64) -> i64 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z17__spirv_GroupSMiniit(i32, i32, i16) -> i16 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z17__spirv_GroupIAddiic(i32, i32, i8) -> i8 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z32__spirv_GroupNonUniformLogicalOriib(i32, i32, i1) -> i1 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z33__spirv_GroupNonUniformLogicalAndiib(i32, i32, i1) -> i1 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z33__spirv_GroupNonUniformBitwiseXoriic(i32, i32, i8) -> i8 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z32__spirv_GroupNonUniformBitwiseOriit(i32, i32, i16) -> i16 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z33__spirv_GroupNonUniformBitwiseAndiij(i32, i32, i32) -> i32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformFMaxiif(i32, i32, f32) -> f32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformFMiniiDh(i32, i32, f16) -> f16 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformFMuliid(i32, i32, f64) -> f64 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformFAddiif(i32, i32, f32) -> f32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformUMaxiim(i32, i32, i64) -> i64 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformSMaxiij(i32, i32, i32) -> i32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformUMiniic(i32, i32, i8) -> i8 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformSMiniit(i32, i32, i16) -> i16 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformIMuliim(i32, i32, i64) -> i64 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z33__spirv_GroupNonUniformLogicalXoriib(i32, i32, i1) -> i1 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformFMaxiifj(i32, i32, f32, i32) -> f32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func spir_funccc @_Z27__spirv_GroupNonUniformIAddiij(i32, i32, i32) -> i32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: f32, %arg2: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformIAddiij(%0, %1, %arg0) {convergent, no_unwind, will_return} : (i32, i32, i32) -> i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %5 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %6 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformFMaxiifj(%4, %5, %arg1, %3) {convergent, no_unwind, will_return} : (i32, i32, f32, i32) -> f32
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %9 = llvm.call spir_funccc @_Z33__spirv_GroupNonUniformLogicalXoriib(%7, %8, %arg2) {convergent, no_unwind, will_return} : (i32, i32, i1) -> i1
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g(%arg0: i32, %arg1: i64, %arg2: i16, %arg3: f32, %arg4: f64, %arg5: f16, %arg6: i1, %arg7: i8, %arg8: vector<4xi32>) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformIAddiij(%0, %1, %arg0) {convergent, no_unwind, will_return} : (i32, i32, i32) -> i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %5 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformIMuliim(%3, %4, %arg1) {convergent, no_unwind, will_return} : (i32, i32, i64) -> i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %8 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformSMiniit(%6, %7, %arg2) {convergent, no_unwind, will_return} : (i32, i32, i16) -> i16
// CHECK-NEXT:     %9 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %11 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformUMiniic(%9, %10, %arg7) {convergent, no_unwind, will_return} : (i32, i32, i8) -> i8
// CHECK-NEXT:     %12 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %13 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %14 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformSMaxiij(%12, %13, %arg0) {convergent, no_unwind, will_return} : (i32, i32, i32) -> i32
// CHECK-NEXT:     %15 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %17 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformUMaxiim(%15, %16, %arg1) {convergent, no_unwind, will_return} : (i32, i32, i64) -> i64
// CHECK-NEXT:     %18 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %20 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformFAddiif(%18, %19, %arg3) {convergent, no_unwind, will_return} : (i32, i32, f32) -> f32
// CHECK-NEXT:     %21 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %22 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %23 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformFMuliid(%21, %22, %arg4) {convergent, no_unwind, will_return} : (i32, i32, f64) -> f64
// CHECK-NEXT:     %24 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %25 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %26 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformFMiniiDh(%24, %25, %arg5) {convergent, no_unwind, will_return} : (i32, i32, f16) -> f16
// CHECK-NEXT:     %27 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %28 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %29 = llvm.call spir_funccc @_Z27__spirv_GroupNonUniformFMaxiif(%27, %28, %arg3) {convergent, no_unwind, will_return} : (i32, i32, f32) -> f32
// CHECK-NEXT:     %30 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %31 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %32 = llvm.call spir_funccc @_Z33__spirv_GroupNonUniformBitwiseAndiij(%30, %31, %arg0) {convergent, no_unwind, will_return} : (i32, i32, i32) -> i32
// CHECK-NEXT:     %33 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %34 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %35 = llvm.call spir_funccc @_Z32__spirv_GroupNonUniformBitwiseOriit(%33, %34, %arg2) {convergent, no_unwind, will_return} : (i32, i32, i16) -> i16
// CHECK-NEXT:     %36 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %37 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %38 = llvm.call spir_funccc @_Z33__spirv_GroupNonUniformBitwiseXoriic(%36, %37, %arg7) {convergent, no_unwind, will_return} : (i32, i32, i8) -> i8
// CHECK-NEXT:     %39 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %40 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %41 = llvm.call spir_funccc @_Z33__spirv_GroupNonUniformLogicalAndiib(%39, %40, %arg6) {convergent, no_unwind, will_return} : (i32, i32, i1) -> i1
// CHECK-NEXT:     %42 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %43 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %44 = llvm.call spir_funccc @_Z32__spirv_GroupNonUniformLogicalOriib(%42, %43, %arg6) {convergent, no_unwind, will_return} : (i32, i32, i1) -> i1
// CHECK-NEXT:     %45 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %46 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %47 = llvm.call spir_funccc @_Z33__spirv_GroupNonUniformLogicalXoriib(%45, %46, %arg6) {convergent, no_unwind, will_return} : (i32, i32, i1) -> i1
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @h(%arg0: i32, %arg1: i64, %arg2: i16, %arg3: f32, %arg4: f64, %arg5: f16, %arg6: i8) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %2 = llvm.call spir_funccc @_Z17__spirv_GroupIAddiic(%0, %1, %arg6) {convergent, no_unwind, will_return} : (i32, i32, i8) -> i8
// CHECK-NEXT:     %3 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %5 = llvm.call spir_funccc @_Z17__spirv_GroupSMiniit(%3, %4, %arg2) {convergent, no_unwind, will_return} : (i32, i32, i16) -> i16
// CHECK-NEXT:     %6 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %8 = llvm.call spir_funccc @_Z17__spirv_GroupUMiniim(%6, %7, %arg1) {convergent, no_unwind, will_return} : (i32, i32, i64) -> i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %10 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %11 = llvm.call spir_funccc @_Z17__spirv_GroupSMaxiij(%9, %10, %arg0) {convergent, no_unwind, will_return} : (i32, i32, i32) -> i32
// CHECK-NEXT:     %12 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %13 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %14 = llvm.call spir_funccc @_Z17__spirv_GroupUMaxiic(%12, %13, %arg6) {convergent, no_unwind, will_return} : (i32, i32, i8) -> i8
// CHECK-NEXT:     %15 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %16 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %17 = llvm.call spir_funccc @_Z17__spirv_GroupFAddiiDh(%15, %16, %arg5) {convergent, no_unwind, will_return} : (i32, i32, f16) -> f16
// CHECK-NEXT:     %18 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %19 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %20 = llvm.call spir_funccc @_Z17__spirv_GroupFMiniid(%18, %19, %arg4) {convergent, no_unwind, will_return} : (i32, i32, f64) -> f64
// CHECK-NEXT:     %21 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %22 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %23 = llvm.call spir_funccc @_Z17__spirv_GroupFMaxiif(%21, %22, %arg3) {convergent, no_unwind, will_return} : (i32, i32, f32) -> f32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// SYNTAX:      module {
// SYNTAX-NEXT:   spirv.func @f(%arg0: i32, %arg1: f32, %arg2: i1) -> i32 "None" {
// SYNTAX-NEXT:     %0 = spirv.GroupNonUniformIAdd <Workgroup> <Reduce> %arg0 : i32 -> i32
// SYNTAX-NEXT:     %cst4_i32 = spirv.Constant 4 : i32
// SYNTAX-NEXT:     %1 = spirv.GroupNonUniformFMax <Subgroup> <ClusteredReduce> %arg1 cluster_size(%cst4_i32) : f32, i32 -> f32
// SYNTAX-NEXT:     %2 = spirv.GroupNonUniformLogicalXor <Workgroup> <InclusiveScan> %arg2 : i1 -> i1
// SYNTAX-NEXT:     spirv.ReturnValue %0 : i32
// SYNTAX-NEXT:   }
// SYNTAX-NEXT:   spirv.func @g(%arg0: i32, %arg1: i64, %arg2: i16, %arg3: f32, %arg4: f64, %arg5: f16, %arg6: i1, %arg7: i8, %arg8: vector<4xi32>) "None" {
// SYNTAX-NEXT:     %0 = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %arg0 : i32 -> i32
// SYNTAX-NEXT:     %1 = spirv.GroupNonUniformIMul <Subgroup> <Reduce> %arg1 : i64 -> i64
// SYNTAX-NEXT:     %2 = spirv.GroupNonUniformSMin <Subgroup> <Reduce> %arg2 : i16 -> i16
// SYNTAX-NEXT:     %3 = spirv.GroupNonUniformUMin <Subgroup> <Reduce> %arg7 : i8 -> i8
// SYNTAX-NEXT:     %4 = spirv.GroupNonUniformSMax <Subgroup> <Reduce> %arg0 : i32 -> i32
// SYNTAX-NEXT:     %5 = spirv.GroupNonUniformUMax <Subgroup> <Reduce> %arg1 : i64 -> i64
// SYNTAX-NEXT:     %6 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %arg3 : f32 -> f32
// SYNTAX-NEXT:     %7 = spirv.GroupNonUniformFMul <Subgroup> <Reduce> %arg4 : f64 -> f64
// SYNTAX-NEXT:     %8 = spirv.GroupNonUniformFMin <Subgroup> <Reduce> %arg5 : f16 -> f16
// SYNTAX-NEXT:     %9 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %arg3 : f32 -> f32
// SYNTAX-NEXT:     %10 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <Reduce> %arg0 : i32 -> i32
// SYNTAX-NEXT:     %11 = spirv.GroupNonUniformBitwiseOr <Subgroup> <Reduce> %arg2 : i16 -> i16
// SYNTAX-NEXT:     %12 = spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce> %arg7 : i8 -> i8
// SYNTAX-NEXT:     %13 = spirv.GroupNonUniformLogicalAnd <Subgroup> <Reduce> %arg6 : i1 -> i1
// SYNTAX-NEXT:     %14 = spirv.GroupNonUniformLogicalOr <Subgroup> <Reduce> %arg6 : i1 -> i1
// SYNTAX-NEXT:     %15 = spirv.GroupNonUniformLogicalXor <Subgroup> <Reduce> %arg6 : i1 -> i1
// SYNTAX-NEXT:     spirv.Return
// SYNTAX-NEXT:   }
// SYNTAX-NEXT:   spirv.func @h(%arg0: i32, %arg1: i64, %arg2: i16, %arg3: f32, %arg4: f64, %arg5: f16, %arg6: i8) "None" {
// SYNTAX-NEXT:     %0 = spirv.GroupIAdd <Workgroup> <ExclusiveScan> %arg6 : i8
// SYNTAX-NEXT:     %1 = spirv.GroupSMin <Workgroup> <ExclusiveScan> %arg2 : i16
// SYNTAX-NEXT:     %2 = spirv.GroupUMin <Workgroup> <ExclusiveScan> %arg1 : i64
// SYNTAX-NEXT:     %3 = spirv.GroupSMax <Workgroup> <ExclusiveScan> %arg0 : i32
// SYNTAX-NEXT:     %4 = spirv.GroupUMax <Workgroup> <ExclusiveScan> %arg6 : i8
// SYNTAX-NEXT:     %5 = spirv.GroupFAdd <Workgroup> <ExclusiveScan> %arg5 : f16
// SYNTAX-NEXT:     %6 = spirv.GroupFMin <Workgroup> <ExclusiveScan> %arg4 : f64
// SYNTAX-NEXT:     %7 = spirv.GroupFMax <Workgroup> <ExclusiveScan> %arg3 : f32
// SYNTAX-NEXT:     spirv.Return
// SYNTAX-NEXT:   }
// SYNTAX-NEXT: }

spirv.func @f(%a: i32, %f: f32, %b: i1) -> i32 "None" {
  %0 = spirv.GroupNonUniformIAdd <Workgroup> <Reduce> %a : i32 -> i32
  %c = spirv.Constant 4 : i32
  %1 = spirv.GroupNonUniformFMax <Subgroup> <ClusteredReduce> %f cluster_size(%c) : f32, i32 -> f32
  %2 = spirv.GroupNonUniformLogicalXor <Workgroup> <InclusiveScan> %b : i1 -> i1
  spirv.ReturnValue %0 : i32
}
spirv.func @g(%i: i32, %l: i64, %s: i16, %f: f32, %d: f64, %h: f16, %b: i1, %c: i8, %v: vector<4xi32>) "None" {
  %IAdd = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %i : i32 -> i32
  %IMul = spirv.GroupNonUniformIMul <Subgroup> <Reduce> %l : i64 -> i64
  %SMin = spirv.GroupNonUniformSMin <Subgroup> <Reduce> %s : i16 -> i16
  %UMin = spirv.GroupNonUniformUMin <Subgroup> <Reduce> %c : i8 -> i8
  %SMax = spirv.GroupNonUniformSMax <Subgroup> <Reduce> %i : i32 -> i32
  %UMax = spirv.GroupNonUniformUMax <Subgroup> <Reduce> %l : i64 -> i64
  %FAdd = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %f : f32 -> f32
  %FMul = spirv.GroupNonUniformFMul <Subgroup> <Reduce> %d : f64 -> f64
  %FMin = spirv.GroupNonUniformFMin <Subgroup> <Reduce> %h : f16 -> f16
  %FMax = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %f : f32 -> f32
  %BitwiseAnd = spirv.GroupNonUniformBitwiseAnd <Subgroup> <Reduce> %i : i32 -> i32
  %BitwiseOr = spirv.GroupNonUniformBitwiseOr <Subgroup> <Reduce> %s : i16 -> i16
  %BitwiseXor = spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce> %c : i8 -> i8
  %LogicalAnd = spirv.GroupNonUniformLogicalAnd <Subgroup> <Reduce> %b : i1 -> i1
  %LogicalOr = spirv.GroupNonUniformLogicalOr <Subgroup> <Reduce> %b : i1 -> i1
  %LogicalXor = spirv.GroupNonUniformLogicalXor <Subgroup> <Reduce> %b : i1 -> i1
  spirv.Return
}
spirv.func @h(%i: i32, %l: i64, %s: i16, %f: f32, %d: f64, %h: f16, %c: i8) "None" {
  %IAdd = spirv.GroupIAdd <Workgroup> <ExclusiveScan> %c : i8
  %SMin = spirv.GroupSMin <Workgroup> <ExclusiveScan> %s : i16
  %UMin = spirv.GroupUMin <Workgroup> <ExclusiveScan> %l : i64
  %SMax = spirv.GroupSMax <Workgroup> <ExclusiveScan> %i : i32
  %UMax = spirv.GroupUMax <Workgroup> <ExclusiveScan> %c : i8
  %FAdd = spirv.GroupFAdd <Workgroup> <ExclusiveScan> %h : f16
  %FMin = spirv.GroupFMin <Workgroup> <ExclusiveScan> %d : f64
  %FMax = spirv.GroupFMax <Workgroup> <ExclusiveScan> %f : f32
  spirv.Return
}
