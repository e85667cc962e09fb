// RUN: strata opt -convert-spirv-to-llvm %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output: variables become allocas (with
// a store of the initializer), access chains GEPs (constant positions into
// structs), loads and stores keep alignment / volatile / nontemporal,
// bound globals are renamed after their module, set and binding, calls and
// casts map one to one, bit-field ops expand into shifts and masks, GLSL
// ops become intrinsics.

// CHECK:      module {
// CHECK-NEXT:   module @m {
// CHECK-NEXT:     llvm.mlir.global external @m_data_descriptor_set1_binding3() {addr_space = 0 : i32} : !llvm.array<8 x f32>
// CHECK-NEXT:     llvm.mlir.global external @loc() {addr_space = 0 : i32, location = 2 : i32} : i32
// CHECK-NEXT:     llvm.func @sum(%arg0: i32) -> f32 {
// CHECK-NEXT:       %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:       %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:       %3 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       %4 = llvm.alloca %3 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT:       llvm.store %2, %4 : f32, !llvm.ptr
// CHECK-NEXT:       %5 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       %6 = llvm.alloca %5 x !llvm.struct<packed (i32, array<4 x f32>)> : (i32) -> !llvm.ptr
// CHECK-NEXT:       %7 = llvm.mlir.addressof @m_data_descriptor_set1_binding3 : !llvm.ptr
// CHECK-NEXT:       %8 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:       %9 = llvm.getelementptr %7[%8, %arg0] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.array<8 x f32>
// CHECK-NEXT:       %10 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT:       %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:       %12 = llvm.getelementptr %6[%11, 1, %arg0] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<packed (i32, array<4 x f32>)>
// CHECK-NEXT:       llvm.store volatile %10, %12 : f32, !llvm.ptr
// CHECK-NEXT:       %13 = llvm.load %12 {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT:       %14 = llvm.call @scale(%13, %arg0) : (f32, i32) -> f32
// CHECK-NEXT:       llvm.store %14, %4 : f32, !llvm.ptr
// CHECK-NEXT:       llvm.call @nothing() : () -> ()
// CHECK-NEXT:       %15 = llvm.load %4 : !llvm.ptr -> f32
// CHECK-NEXT:       llvm.return %15 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @scale(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT:       %0 = llvm.sitofp %arg1 : i32 to f32
// CHECK-NEXT:       %1 = llvm.fptoui %0 : f32 to i16
// CHECK-NEXT:       %2 = llvm.zext %1 : i16 to i64
// CHECK-NEXT:       %3 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT:       %4 = llvm.fpext %arg0 : f32 to f64
// CHECK-NEXT:       %5 = llvm.fptrunc %4 : f64 to f16
// CHECK-NEXT:       %6 = llvm.bitcast %arg0 : f32 to i32
// CHECK-NEXT:       %7 = llvm.intr.ctpop(%6) : (i32) -> i32
// CHECK-NEXT:       %8 = llvm.intr.bitreverse(%7) : (i32) -> i32
// CHECK-NEXT:       %9 = llvm.zext %1 : i16 to i32
// CHECK-NEXT:       %10 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:       %11 = llvm.shl %10, %9 : i32
// CHECK-NEXT:       %12 = llvm.xor %11, %10 : i32
// CHECK-NEXT:       %13 = llvm.shl %12, %arg1 : i32
// CHECK-NEXT:       %14 = llvm.xor %13, %10 : i32
// CHECK-NEXT:       %15 = llvm.and %8, %14 : i32
// CHECK-NEXT:       %16 = llvm.shl %3, %arg1 : i32
// CHECK-NEXT:       %17 = llvm.or %15, %16 : i32
// CHECK-NEXT:       %18 = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:       %19 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT:       %20 = llvm.sub %18, %19 : i32
// CHECK-NEXT:       %21 = llvm.shl %17, %20 : i32
// CHECK-NEXT:       %22 = llvm.add %arg1, %20 : i32
// CHECK-NEXT:       %23 = llvm.ashr %21, %22 : i32
// CHECK-NEXT:       %24 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT:       %25 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:       %26 = llvm.shl %25, %arg1 : i32
// CHECK-NEXT:       %27 = llvm.xor %26, %25 : i32
// CHECK-NEXT:       %28 = llvm.lshr %23, %24 : i32
// CHECK-NEXT:       %29 = llvm.and %28, %27 : i32
// CHECK-NEXT:       %30 = llvm.intr.maxnum(%arg0, %0) : (f32, f32) -> f32
// CHECK-NEXT:       %31 = llvm.intr.exp(%30) : (f32) -> f32
// CHECK-NEXT:       %32 = llvm.intr.floor(%31) : (f32) -> f32
// CHECK-NEXT:       %33 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:       %34 = llvm.intr.sqrt(%32) : (f32) -> f32
// CHECK-NEXT:       %35 = llvm.fdiv %33, %34 : f32
// CHECK-NEXT:       %36 = llvm.intr.tanh(%35) : (f32) -> f32
// CHECK-NEXT:       %37 = llvm.intr.smax(%29, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:       llvm.return %36 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @vectors(%arg0: vector<2xi32>, %arg1: i32, %arg2: vector<3xf32>) -> vector<2xi32> {
// CHECK-NEXT:       %0 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT:       %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:       %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<2xi32>
// CHECK-NEXT:       %3 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       %4 = llvm.insertelement %arg1, %2[%3 : i32] : vector<2xi32>
// CHECK-NEXT:       %5 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT:       %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:       %7 = llvm.insertelement %arg1, %5[%6 : i32] : vector<2xi32>
// CHECK-NEXT:       %8 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:       %9 = llvm.insertelement %arg1, %7[%8 : i32] : vector<2xi32>
// CHECK-NEXT:       %10 = llvm.mlir.constant(dense<-1> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:       %11 = llvm.shl %10, %9 : vector<2xi32>
// CHECK-NEXT:       %12 = llvm.xor %11, %10 : vector<2xi32>
// CHECK-NEXT:       %13 = llvm.lshr %arg0, %4 : vector<2xi32>
// CHECK-NEXT:       %14 = llvm.and %13, %12 : vector<2xi32>
// CHECK-NEXT:       %15 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:       %16 = llvm.intr.sqrt(%arg2) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:       %17 = llvm.fdiv %15, %16 : vector<3xf32>
// CHECK-NEXT:       %18 = llvm.intr.ceil(%17) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:       %19 = llvm.intr.smin(%14, %arg0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:       llvm.return %19 : vector<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.func @nothing() {
// CHECK-NEXT:       llvm.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

spirv.module @m Logical OpenCL {
  spirv.GlobalVariable @data bind(1, 3) : !spirv.ptr<!spirv.array<8 x f32>, StorageBuffer>
  spirv.GlobalVariable @loc {location = 2 : i32} : !spirv.ptr<i32, Output>
  spirv.func @sum(%n: i32) -> f32 "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %fzero = spirv.Constant 0.0 : f32
    %acc = spirv.Variable init(%fzero) : !spirv.ptr<f32, Function>
    %pair = spirv.Variable : !spirv.ptr<!spirv.struct<(i32, !spirv.array<4 x f32>)>, Function>
    %base = spirv.mlir.addressof @data : !spirv.ptr<!spirv.array<8 x f32>, StorageBuffer>
    %p = spirv.AccessChain %base[%n] : !spirv.ptr<!spirv.array<8 x f32>, StorageBuffer>, i32 -> !spirv.ptr<f32, StorageBuffer>
    %x = spirv.Load "StorageBuffer" %p ["Aligned", 4] : f32
    %q = spirv.AccessChain %pair[%one, %n] : !spirv.ptr<!spirv.struct<(i32, !spirv.array<4 x f32>)>, Function>, i32, i32 -> !spirv.ptr<f32, Function>
    spirv.Store "Function" %q, %x ["Volatile"] : f32
    %y = spirv.Load "Function" %q ["Nontemporal"] : f32
    %r = spirv.FunctionCall @scale(%y, %n) : (f32, i32) -> f32
    spirv.Store "Function" %acc, %r : f32
    spirv.FunctionCall @nothing() : () -> ()
    %out = spirv.Load "Function" %acc : f32
    spirv.ReturnValue %out : f32
  }
  spirv.func @scale(%x: f32, %k: i32) -> f32 "None" {
    %kf = spirv.ConvertSToF %k : i32 to f32
    %ku = spirv.ConvertFToU %kf : f32 to i16
    %kw = spirv.UConvert %ku : i16 to i64
    %kn = spirv.SConvert %kw : i64 to i32
    %d = spirv.FConvert %x : f32 to f64
    %h = spirv.FConvert %d : f64 to f16
    %bits = spirv.Bitcast %x : f32 to i32
    %c = spirv.BitCount %bits : i32
    %rev = spirv.BitReverse %c : i32
    %ins = spirv.BitFieldInsert %rev, %kn, %k, %ku : i32, i32, i16
    %s = spirv.BitFieldSExtract %ins, %k, %k : i32, i32, i32
    %u = spirv.BitFieldUExtract %s, %kw, %k : i32, i64, i32
    %m = spirv.GL.FMax %x, %kf : f32
    %e = spirv.GL.Exp %m : f32
    %f = spirv.GL.Floor %e : f32
    %i = spirv.GL.InverseSqrt %f : f32
    %t = spirv.GL.Tanh %i : f32
    %mx = spirv.GL.SMax %u, %k : i32
    spirv.ReturnValue %t : f32
  }
  spirv.func @vectors(%v: vector<2xi32>, %o: i32, %f: vector<3xf32>) -> vector<2xi32> "None" {
    %x = spirv.BitFieldUExtract %v, %o, %o : vector<2xi32>, i32, i32
    %r = spirv.GL.InverseSqrt %f : vector<3xf32>
    %c = spirv.GL.Ceil %r : vector<3xf32>
    %m = spirv.GL.SMin %x, %v : vector<2xi32>
    spirv.ReturnValue %m : vector<2xi32>
  }
  spirv.func @nothing() "None" {
    spirv.Return
  }
}
