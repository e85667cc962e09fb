// RUN: strata opt %s | FileCheck %s
// RUN: strata opt --mlir-print-op-generic %s | strata opt | FileCheck %s
// RUN: strata opt --emit-bytecode %s | strata opt | FileCheck %s
// Parse and print of SPIR-V types and ops (custom, generic and bytecode
// round trips); the CHECK lines are mlir-opt 22's printing of this file.

// CHECK:      module {
// CHECK-NEXT:   spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_16bit_storage]> {
// CHECK-NEXT:     spirv.GlobalVariable @var : !spirv.ptr<f32, Private>
// CHECK-NEXT:     spirv.GlobalVariable @var2 bind(1, 2) : !spirv.ptr<f32, StorageBuffer>
// CHECK-NEXT:     spirv.GlobalVariable @var3 built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT:     spirv.func @f(%arg0: i32, %arg1: si32, %arg2: i1, %arg3: vector<3xf32>, %arg4: !spirv.struct<(f32, !spirv.array<4 x i32>)>) -> i32 "Inline|Pure" {
// CHECK-NEXT:       %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT:       %true = spirv.Constant true
// CHECK-NEXT:       %cst_vec_2xi32 = spirv.Constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:       %cst_f32 = spirv.Constant 1.500000e+00 : f32
// CHECK-NEXT:       %0 = spirv.IAdd %arg0, %cst0_i32 : i32
// CHECK-NEXT:       %1 = spirv.IEqual %arg0, %cst0_i32 : i32
// CHECK-NEXT:       %2 = spirv.ShiftRightArithmetic %arg0, %arg1 : i32, si32
// CHECK-NEXT:       %3 = spirv.LogicalNot %arg2 : i1
// CHECK-NEXT:       %4 = spirv.Select %arg2, %arg0, %cst0_i32 : i1, i32
// CHECK-NEXT:       %5 = spirv.Undef : f32
// CHECK-NEXT:       %6 = spirv.CompositeExtract %arg3[0 : i32] : vector<3xf32>
// CHECK-NEXT:       %7 = spirv.CompositeInsert %arg0, %arg4[1 : i32, 3 : i32] : i32 into !spirv.struct<(f32, !spirv.array<4 x i32>)>
// CHECK-NEXT:       %8 = spirv.VectorShuffle [0 : i32, 2 : i32, -1 : i32] %arg3, %arg3 : vector<3xf32>, vector<3xf32> -> vector<3xf32>
// CHECK-NEXT:       %9 = spirv.GroupIAdd <Workgroup> <Reduce> %arg0 : i32
// CHECK-NEXT:       %var_addr = spirv.mlir.addressof @var : !spirv.ptr<f32, Private>
// CHECK-NEXT:       %10 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT:       %11 = spirv.Variable init(%cst0_i32) : !spirv.ptr<i32, Function>
// CHECK-NEXT:       spirv.mlir.selection {
// CHECK-NEXT:         spirv.BranchConditional %arg2 [1, 2], ^bb1(%cst0_i32 : i32), ^bb2
// CHECK-NEXT:       ^bb1(%12: i32):  // pred: ^bb0
// CHECK-NEXT:         spirv.Branch ^bb2
// CHECK-NEXT:       ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:         spirv.mlir.merge
// CHECK-NEXT:       }
// CHECK-NEXT:       spirv.mlir.loop {
// CHECK-NEXT:       }
// CHECK-NEXT:       spirv.ReturnValue %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     spirv.func @g(%arg0: i32) "DontInline" {
// CHECK-NEXT:       spirv.Return
// CHECK-NEXT:     }
// CHECK-NEXT:     spirv.EntryPoint "Kernel" @g, @var
// CHECK-NEXT:     spirv.ExecutionMode @g "LocalSizeHint", 32, 1, 1
// CHECK-NEXT:     spirv.ExecutionMode @g "ContractionOff"
// CHECK-NEXT:   }
// CHECK-NEXT:   spirv.module @foo Physical64 OpenCL {
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @types(!spirv.array<4 x !spirv.array<4 x f32>>, !spirv.array<16 x f32, stride=4>, !spirv.rtarray<vector<4xf32>>, !spirv.rtarray<i8, stride=1>, !spirv.struct<()>, !spirv.struct<(f32 [0, RelaxedPrecision], i32 [4])>, !spirv.struct<(!spirv.ptr<f32, Function>, vector<4xf32>)>, !spirv.struct<(f32 [NonWritable, Offset=4])>, !spirv.ptr<!spirv.struct<(i8 [0], i32 [4])>, StorageBuffer>, !spirv.ptr<i1, PhysicalStorageBuffer>, !spirv.ptr<i1, HostOnlyINTEL>)
// CHECK-NEXT: }

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_16bit_storage]> {
  spirv.GlobalVariable @var : !spirv.ptr<f32, Private>
  spirv.GlobalVariable @var2 bind(1, 2) : !spirv.ptr<f32, StorageBuffer>
  spirv.GlobalVariable @var3 built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @f(%arg0: i32, %arg1: si32, %c: i1, %v: vector<3xf32>, %s: !spirv.struct<(f32, !spirv.array<4xi32>)>) -> i32 "Inline|Pure" {
    %0 = spirv.Constant 0 : i32
    %1 = spirv.Constant true
    %2 = spirv.Constant dense<[1, 2]> : vector<2xi32>
    %3 = spirv.Constant 1.5 : f32
    %x = spirv.IAdd %arg0, %0 : i32
    %e = spirv.IEqual %arg0, %0 : i32
    %sh = spirv.ShiftRightArithmetic %arg0, %arg1 : i32, si32
    %n = spirv.LogicalNot %c : i1
    %sel = spirv.Select %c, %arg0, %0 : i1, i32
    %u = spirv.Undef : f32
    %ce = spirv.CompositeExtract %v[0 : i32] : vector<3xf32>
    %ci = spirv.CompositeInsert %arg0, %s[1 : i32, 3 : i32] : i32 into !spirv.struct<(f32, !spirv.array<4xi32>)>
    %vs = spirv.VectorShuffle [0: i32, 2: i32, 0xffffffff: i32] %v, %v : vector<3xf32>, vector<3xf32> -> vector<3xf32>
    %g = spirv.GroupIAdd <Workgroup> <Reduce> %arg0 : i32
    %a = spirv.mlir.addressof @var : !spirv.ptr<f32, Private>
    %var = spirv.Variable : !spirv.ptr<i32, Function>
    %var2 = spirv.Variable init(%0) : !spirv.ptr<i32, Function>
    spirv.mlir.selection {
      spirv.BranchConditional %c [1, 2], ^t(%0 : i32), ^m
    ^t(%a1: i32):
      spirv.Branch ^m
    ^m:
      spirv.mlir.merge
    }
    spirv.mlir.loop {
    }
    spirv.ReturnValue %x : i32
  }
  spirv.func @g(%q: i32) "DontInline" {
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @g, @var
  spirv.ExecutionMode @g "LocalSizeHint", 32, 1, 1
  spirv.ExecutionMode @g "ContractionOff"
}
spirv.module @foo Physical64 OpenCL {}
func.func private @types(!spirv.array<4x!spirv.array<4xf32>>, !spirv.array<16 x f32, stride=4>, !spirv.rtarray< vector<4xf32> >, !spirv.rtarray<i8, stride=1>, !spirv.struct<()>, !spirv.struct<(f32 [0, RelaxedPrecision], i32[4])>, !spirv.struct<(!spirv.ptr<f32, Function>, vector<4xf32>)>, !spirv.struct<(f32 [NonWritable, Offset=4])>, !spirv.ptr<!spirv.struct<(i8[0], i32[4])>, StorageBuffer>, !spirv.ptr<i1, PhysicalStorageBuffer>, !spirv.ptr<i1, HostOnlyINTEL>)
