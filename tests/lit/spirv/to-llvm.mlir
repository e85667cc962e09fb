// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// RUN: strata opt -convert-spirv-to-llvm --mlir-disable-threading %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output: spirv.module becomes a module,
// spirv.func llvm.func (function control to always_inline / no_inline /
// passthrough), globals llvm.mlir.global (linkage and constness from the
// storage class), execution modes constant globals at the module's front,
// group reductions spir_func calls of declared builtins, loops inlined.

// CHECK:      module {
// CHECK-NEXT:   module @kernels {
// CHECK-NEXT:     llvm.mlir.global external constant @__spv__kernels_loop_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
// CHECK-NEXT:       %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT:       %1 = llvm.mlir.constant(17 : i32) : i32
// CHECK-NEXT:       %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT:       %3 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:       %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT:       %5 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:       %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT:       %7 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT:       llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func spir_funccc @_Z17__spirv_GroupSMiniim(i32, i32, i64) -> i64 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:     llvm.func spir_funccc @_Z17__spirv_GroupFMaxiif(i32, i32, f32) -> f32 attributes {convergent, no_unwind, will_return}
// CHECK-NEXT:     llvm.mlir.global external constant @in() {addr_space = 0 : i32} : vector<3xi32>
// CHECK-NEXT:     llvm.mlir.global external @out() {addr_space = 0 : i32} : f32
// CHECK-NEXT:     llvm.mlir.global private @priv() {addr_space = 0 : i32} : !llvm.struct<packed (f32, array<10 x f32>)>
// CHECK-NEXT:     llvm.mlir.global external @buf() {addr_space = 0 : i32} : !llvm.struct<(i8, i32)>
// CHECK-NEXT:     llvm.func @inline(%arg0: i32, %arg1: i32, %arg2: i16) -> i32 attributes {always_inline} {
// CHECK-NEXT:       %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:       %1 = llvm.shl %0, %arg1 : i32
// CHECK-NEXT:       %2 = llvm.zext %arg2 : i16 to i32
// CHECK-NEXT:       %3 = llvm.lshr %1, %2 : i32
// CHECK-NEXT:       %4 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:       %5 = llvm.xor %3, %4 : i32
// CHECK-NEXT:       %6 = llvm.icmp "slt" %5, %arg0 : i32
// CHECK-NEXT:       %7 = llvm.select %6, %5, %arg0 : i1, i32
// CHECK-NEXT:       llvm.return %7 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @dont_inline(%arg0: f32, %arg1: vector<2xf32>) -> f32 attributes {no_inline} {
// CHECK-NEXT:       %0 = llvm.fmul %arg0, %arg0 : f32
// CHECK-NEXT:       %1 = llvm.fcmp "olt" %0, %arg0 : f32
// CHECK-NEXT:       %2 = llvm.fcmp "une" %arg1, %arg1 : vector<2xf32>
// CHECK-NEXT:       %3 = llvm.fneg %0 : f32
// CHECK-NEXT:       %4 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       %5 = llvm.extractelement %arg1[%4 : i32] : vector<2xf32>
// CHECK-NEXT:       %6 = llvm.fadd %3, %5 : f32
// CHECK-NEXT:       llvm.return %6 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @pure(%arg0: vector<4xi32>) -> vector<4xi32> attributes {passthrough = ["readonly"]} {
// CHECK-NEXT:       %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:       %1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:       %2 = llvm.mlir.constant(-3 : i32) : i32
// CHECK-NEXT:       %3 = llvm.xor %arg0, %0 : vector<4xi32>
// CHECK-NEXT:       %4 = llvm.shufflevector %3, %arg0 [3, 2, 1, 0] : vector<4xi32>
// CHECK-NEXT:       llvm.return %4 : vector<4xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @const(%arg0: !llvm.struct<packed (f32, array<10 x f32>)>, %arg1: f32) attributes {passthrough = ["readnone"]} {
// CHECK-NEXT:       %0 = llvm.insertvalue %arg1, %arg0[1, 2] : !llvm.struct<packed (f32, array<10 x f32>)>
// CHECK-NEXT:       %1 = llvm.mlir.addressof @priv : !llvm.ptr
// CHECK-NEXT:       %2 = llvm.mlir.undef : !llvm.array<10 x f32>
// CHECK-NEXT:       llvm.return
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @loop(%arg0: i32) -> i32 {
// CHECK-NEXT:       %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:       %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       llvm.br ^bb1(%0 : i32)
// CHECK-NEXT:     ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:       %3 = llvm.icmp "slt" %2, %arg0 : i32
// CHECK-NEXT:       llvm.cond_br %3 weights([3, 1]), ^bb2, ^bb3
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       %4 = llvm.add %2, %1 : i32
// CHECK-NEXT:       llvm.br ^bb1(%4 : i32)
// CHECK-NEXT:     ^bb3:  // pred: ^bb1
// CHECK-NEXT:       llvm.br ^bb4
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       llvm.return %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @group(%arg0: f32, %arg1: i64) -> f32 {
// CHECK-NEXT:       %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:       %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:       %2 = llvm.call spir_funccc @_Z17__spirv_GroupFMaxiif(%0, %1, %arg0) {convergent, no_unwind, will_return} : (i32, i32, f32) -> f32
// CHECK-NEXT:       %3 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:       %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:       %5 = llvm.call spir_funccc @_Z17__spirv_GroupSMiniim(%3, %4, %arg1) {convergent, no_unwind, will_return} : (i32, i32, i64) -> i64
// CHECK-NEXT:       llvm.return %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

spirv.module @kernels Logical OpenCL requires #spirv.vce<v1.0, [Kernel], []> {
  spirv.GlobalVariable @in : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @out : !spirv.ptr<f32, Output>
  spirv.GlobalVariable @priv : !spirv.ptr<!spirv.struct<(f32, !spirv.array<10 x f32>)>, Private>
  spirv.GlobalVariable @buf : !spirv.ptr<!spirv.struct<(i8 [0], i32 [4])>, StorageBuffer>
  spirv.func @inline(%a: i32, %b: si32, %c: ui16) -> i32 "Inline" {
    %0 = spirv.IAdd %a, %a : i32
    %1 = spirv.ShiftLeftLogical %0, %b : i32, si32
    %2 = spirv.ShiftRightLogical %1, %c : i32, ui16
    %3 = spirv.Not %2 : i32
    %4 = spirv.SLessThan %3, %a : i32
    %5 = spirv.Select %4, %3, %a : i1, i32
    spirv.ReturnValue %5 : i32
  }
  spirv.func @dont_inline(%x: f32, %y: vector<2xf32>) -> f32 "DontInline" {
    %0 = spirv.FMul %x, %x : f32
    %1 = spirv.FOrdLessThan %0, %x : f32
    %2 = spirv.FUnordNotEqual %y, %y : vector<2xf32>
    %3 = spirv.FNegate %0 : f32
    %4 = spirv.CompositeExtract %y[1 : i32] : vector<2xf32>
    %5 = spirv.FAdd %3, %4 : f32
    spirv.ReturnValue %5 : f32
  }
  spirv.func @pure(%v: vector<4xi32>) -> vector<4xi32> "Pure" {
    %c = spirv.Constant dense<[1, 2, 3, 4]> : vector<4xi32>
    %cu = spirv.Constant dense<[1, 2, 3, 4]> : vector<4xui32>
    %s = spirv.Constant -3 : si32
    %0 = spirv.BitwiseXor %v, %c : vector<4xi32>
    %1 = spirv.VectorShuffle [3 : i32, 2 : i32, 1 : i32, 0 : i32] %0, %v : vector<4xi32>, vector<4xi32> -> vector<4xi32>
    spirv.ReturnValue %1 : vector<4xi32>
  }
  spirv.func @const(%s: !spirv.struct<(f32, !spirv.array<10 x f32>)>, %f: f32) "Const" {
    %0 = spirv.CompositeInsert %f, %s[1 : i32, 2 : i32] : f32 into !spirv.struct<(f32, !spirv.array<10 x f32>)>
    %p = spirv.mlir.addressof @priv : !spirv.ptr<!spirv.struct<(f32, !spirv.array<10 x f32>)>, Private>
    %u = spirv.Undef : !spirv.array<10 x f32>
    spirv.Return
  }
  spirv.func @loop(%n: i32) -> i32 "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    spirv.mlir.loop {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %cond = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %cond [3, 1], ^body, ^merge
    ^body:
      %next = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge
    }
    spirv.ReturnValue %zero : i32
  }
  spirv.func @group(%x: f32, %y: i64) -> f32 "None" {
    %0 = spirv.GroupFMax <Subgroup> <ExclusiveScan> %x : f32
    %1 = spirv.GroupSMin <Workgroup> <Reduce> %y : i64
    spirv.ReturnValue %0 : f32
  }
  spirv.EntryPoint "Kernel" @loop, @in
  spirv.ExecutionMode @loop "LocalSize", 8, 4, 1
}
