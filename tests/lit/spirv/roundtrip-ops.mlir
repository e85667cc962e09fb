// RUN: strata opt %s | FileCheck %s
// RUN: strata opt --mlir-print-op-generic %s | strata opt | FileCheck %s
// RUN: strata opt --emit-bytecode %s | strata opt | FileCheck %s
// Memory, call, cast, bit and GLSL op syntax; the CHECK lines are
// mlir-opt 22's printing of this file.

// CHECK:      module {
// CHECK-NEXT:   spirv.func @f(%arg0: f32, %arg1: i32) "None" {
// CHECK-NEXT:     %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT:     %0 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Function>
// CHECK-NEXT:     %1 = spirv.AccessChain %0[%cst1_i32, %arg1] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Function>, i32, i32 -> !spirv.ptr<f32, Function>
// CHECK-NEXT:     %2 = spirv.Load "Function" %1 ["Volatile"] : f32
// CHECK-NEXT:     %3 = spirv.Load "Function" %1 ["Aligned", 4] : f32
// CHECK-NEXT:     %4 = spirv.Load "Function" %1 ["None"] : f32
// CHECK-NEXT:     %5 = spirv.Load "Function" %1 : f32
// CHECK-NEXT:     spirv.Store "Function" %1, %arg0 ["Nontemporal"] : f32
// CHECK-NEXT:     spirv.Store "Function" %1, %arg0 ["Aligned", 8] : f32
// CHECK-NEXT:     spirv.Store "Function" %1, %arg0 : f32
// CHECK-NEXT:     %6 = spirv.FunctionCall @g(%arg0) : (f32) -> f32
// CHECK-NEXT:     spirv.FunctionCall @h() : () -> ()
// CHECK-NEXT:     %7 = spirv.Bitcast %arg0 : f32 to i32
// CHECK-NEXT:     %8 = spirv.GL.Fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT:     %9 = spirv.BitFieldInsert %arg1, %arg1, %arg1, %arg1 : i32, i32, i32
// CHECK-NEXT:     %10 = spirv.BitFieldSExtract %arg1, %arg1, %arg1 : i32, i32, i32
// CHECK-NEXT:     %11 = spirv.BitCount %arg1 : i32
// CHECK-NEXT:     %12 = spirv.GL.FMax %arg0, %arg0 : f32
// CHECK-NEXT:     spirv.Return
// CHECK-NEXT:   }
// CHECK-NEXT:   spirv.func @g(%arg0: f32) -> f32 "None" {
// CHECK-NEXT:     spirv.ReturnValue %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   spirv.func @h() "None" {
// CHECK-NEXT:     spirv.Return
// CHECK-NEXT:   }
// CHECK-NEXT: }

spirv.func @f(%arg0: f32, %i: i32) "None" {
  %c1 = spirv.Constant 1 : i32
  %0 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>
  %1 = spirv.AccessChain %0[%c1, %i] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32, i32 -> !spirv.ptr<f32, Function>
  %2 = spirv.Load "Function" %1 ["Volatile"] : f32
  %3 = spirv.Load "Function" %1 ["Aligned", 4] : f32
  %4 = spirv.Load "Function" %1 ["None"] : f32
  %5 = spirv.Load "Function" %1 : f32
  spirv.Store "Function" %1, %arg0 ["Nontemporal"] : f32
  spirv.Store "Function" %1, %arg0 ["Aligned", 8] : f32
  spirv.Store "Function" %1, %arg0 : f32
  %6 = spirv.FunctionCall @g(%arg0) : (f32) -> f32
  spirv.FunctionCall @h() : () -> ()
  %7 = spirv.Bitcast %arg0: f32 to i32
  %8 = spirv.GL.Fma %arg0, %arg0, %arg0 : f32
  %9 = spirv.BitFieldInsert %i, %i, %i, %i : i32, i32, i32
  %10 = spirv.BitFieldSExtract %i, %i, %i : i32, i32, i32
  %11 = spirv.BitCount %i: i32
  %12 = spirv.GL.FMax %arg0, %arg0 : f32
  spirv.Return
}
spirv.func @g(%a: f32) -> f32 "None" {
  spirv.ReturnValue %a : f32
}
spirv.func @h() "None" {
  spirv.Return
}
