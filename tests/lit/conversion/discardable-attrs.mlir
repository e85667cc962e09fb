// RUN: strata opt %s --convert-to-llvm | FileCheck %s
// RUN: strata opt %s --convert-to-llvm --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=INPUT
// Discardable attributes: arith ops pass theirs on to the LLVM ops of
// their one-to-one lowerings (flags converted, `isExact` and `fastmath` of
// extf/truncf passed as they are; the constant keeps its whole dictionary),
// cmpi/cmpf, index casts and expansions drop them, and the generic form
// prints them apart from the properties.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @arith_attrs(%a: i32, %b: i32, %x: index, %fl: f32, %h: f16, %i1: i1) {
  %0 = arith.addi %a, %b {d} : i32
  %1 = arith.subi %a, %b {d} : i32
  %2 = arith.muli %a, %b {d} : i32
  %3 = arith.divsi %a, %b {d} : i32
  %4 = arith.divui %a, %b {d} : i32
  %5 = arith.remsi %a, %b {d} : i32
  %6 = arith.remui %a, %b {d} : i32
  %7 = arith.andi %a, %b {d} : i32
  %8 = arith.ori %a, %b {d} : i32
  %9 = arith.xori %a, %b {d} : i32
  %10 = arith.shli %a, %b {d} : i32
  %11 = arith.shrsi %a, %b {d} : i32
  %12 = arith.shrui %a, %b {d} : i32
  %13 = arith.maxsi %a, %b {d} : i32
  %14 = arith.minui %a, %b {d} : i32
  %15 = arith.addf %fl, %fl {d} : f32
  %16 = arith.remf %fl, %fl {d} : f32
  %19 = arith.negf %fl {d} : f32
  %20 = arith.extf %h fastmath<fast> {d} : f16 to f32
  %21 = arith.truncf %fl {d} : f32 to f16
  %22 = arith.truncf %fl to_nearest_even {d} : f32 to f16
  %23 = arith.extui %a {d} : i32 to i64
  %24 = arith.fptosi %fl {d} : f32 to i32
  %25 = arith.sitofp %a {d} : i32 to f32
  %26 = arith.uitofp %a {d} : i32 to f32
  %27 = arith.bitcast %a {d} : i32 to f32
  %28 = arith.index_castui %x {d} : index to i32
  %30 = arith.cmpf olt, %fl, %fl fastmath<fast> {d} : f32
  %31 = arith.constant {d} dense<1> : vector<4xi32>
  %32 = arith.floordivsi %a, %b {d} : i32
  %33 = arith.addf %fl, %fl fastmath<nnan> {d} : f32
  %34 = arith.divf %fl, %fl {d} : f32
  %35 = arith.fptoui %fl {d} : f32 to i32
  %36 = arith.constant {d} 1.0 : f32
  %37 = arith.constant {d} 1 : index
  return
}

func.func @cf_attrs(%c: i1, %a: i32) {
  cf.assert %c, "boom" {d}
  cf.cond_br %c, ^bb1, ^bb2 {d}
^bb1:
  cf.switch %a : i32, [default: ^bb2, 1: ^bb2] {d}
^bb2:
  cf.br ^bb3 {d}
^bb3:
  return
}

// CHECK: module {
// CHECK:   llvm.func @abort()
// CHECK:   llvm.func @puts(!llvm.ptr)
// CHECK:   llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK:   llvm.func @arith_attrs(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32, %arg4: f16, %arg5: i1) {
// CHECK:     %0 = llvm.add %arg0, %arg1 {d} : i32
// CHECK:     %1 = llvm.sub %arg0, %arg1 {d} : i32
// CHECK:     %2 = llvm.mul %arg0, %arg1 {d} : i32
// CHECK:     %3 = llvm.sdiv %arg0, %arg1 {d} : i32
// CHECK:     %4 = llvm.udiv %arg0, %arg1 {d} : i32
// CHECK:     %5 = llvm.srem %arg0, %arg1 {d} : i32
// CHECK:     %6 = llvm.urem %arg0, %arg1 {d} : i32
// CHECK:     %7 = llvm.and %arg0, %arg1 {d} : i32
// CHECK:     %8 = llvm.or %arg0, %arg1 {d} : i32
// CHECK:     %9 = llvm.xor %arg0, %arg1 {d} : i32
// CHECK:     %10 = llvm.shl %arg0, %arg1 {d} : i32
// CHECK:     %11 = llvm.ashr %arg0, %arg1 {d} : i32
// CHECK:     %12 = llvm.lshr %arg0, %arg1 {d} : i32
// CHECK:     %13 = llvm.intr.smax(%arg0, %arg1) {d} : (i32, i32) -> i32
// CHECK:     %14 = llvm.intr.umin(%arg0, %arg1) {d} : (i32, i32) -> i32
// CHECK:     %15 = llvm.fadd %arg3, %arg3 {d} : f32
// CHECK:     %16 = llvm.frem %arg3, %arg3 {d} : f32
// CHECK:     %17 = llvm.fneg %arg3 {d} : f32
// CHECK:     %18 = llvm.fpext %arg4 {d, fastmath = #arith.fastmath<fast>} : f16 to f32
// CHECK:     %19 = llvm.fptrunc %arg3 {d} : f32 to f16
// CHECK:     %20 = llvm.intr.experimental.constrained.fptrunc %arg3 tonearest ignore {d} : f32 to f16
// CHECK:     %21 = llvm.zext %arg0 {d} : i32 to i64
// CHECK:     %22 = llvm.fptosi %arg3 {d} : f32 to i32
// CHECK:     %23 = llvm.sitofp %arg0 {d} : i32 to f32
// CHECK:     %24 = llvm.uitofp %arg0 {d} : i32 to f32
// CHECK:     %25 = llvm.bitcast %arg0 {d} : i32 to f32
// CHECK:     %26 = llvm.trunc %arg2 : i64 to i32
// CHECK:     %27 = llvm.fcmp "olt" %arg3, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK:     %28 = llvm.mlir.constant(dense<1> : vector<4xi32>) {d} : vector<4xi32>
// CHECK:     %29 = llvm.sdiv %arg0, %arg1 : i32
// CHECK:     %30 = llvm.mul %29, %arg1 : i32
// CHECK:     %31 = llvm.icmp "ne" %arg0, %30 : i32
// CHECK:     %32 = llvm.mlir.constant(0 : i32) : i32
// CHECK:     %33 = llvm.icmp "slt" %arg0, %32 : i32
// CHECK:     %34 = llvm.icmp "slt" %arg1, %32 : i32
// CHECK:     %35 = llvm.icmp "ne" %33, %34 : i1
// CHECK:     %36 = llvm.and %31, %35 : i1
// CHECK:     %37 = llvm.mlir.constant(-1 : i32) : i32
// CHECK:     %38 = llvm.add %29, %37 : i32
// CHECK:     %39 = llvm.select %36, %38, %29 : i1, i32
// CHECK:     %40 = llvm.fadd %arg3, %arg3 {d, fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK:     %41 = llvm.fdiv %arg3, %arg3 {d} : f32
// CHECK:     %42 = llvm.fptoui %arg3 {d} : f32 to i32
// CHECK:     %43 = llvm.mlir.constant(1.000000e+00 : f32) {d} : f32
// CHECK:     %44 = llvm.mlir.constant(1 : index) {d} : i64
// CHECK:     llvm.return
// CHECK:   }
// CHECK:   llvm.func @cf_attrs(%arg0: i1, %arg1: i32) {
// CHECK:     llvm.cond_br %arg0, ^bb1, ^bb5
// CHECK:   ^bb1:  // pred: ^bb0
// CHECK:     llvm.cond_br %arg0, ^bb2, ^bb3 {d}
// CHECK:   ^bb2:  // pred: ^bb1
// CHECK:     llvm.switch %arg1 : i32, ^bb3 [
// CHECK:       1: ^bb3
// CHECK:     ]
// CHECK:   ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK:     llvm.br ^bb4 {d}
// CHECK:   ^bb4:  // pred: ^bb3
// CHECK:     llvm.return
// CHECK:   ^bb5:  // pred: ^bb0
// CHECK:     %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK:     llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK:     llvm.call @abort() : () -> ()
// CHECK:     llvm.unreachable
// CHECK:   }
// CHECK: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "abort", visibility_ = 0 : i64}> ({
// GENERIC:   }) : () -> ()
// GENERIC:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "puts", visibility_ = 0 : i64}> ({
// GENERIC:   }) : () -> ()
// GENERIC:   "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<5 x i8>, linkage = #llvm.linkage<private>, sym_name = "assert_msg", value = dense<[98, 111, 111, 109, 0]> : tensor<5xi8>, visibility_ = 0 : i64}> ({
// GENERIC:   }) : () -> ()
// GENERIC:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, i64, f32, f16, i1)>, linkage = #llvm.linkage<external>, sym_name = "arith_attrs", visibility_ = 0 : i64}> ({
// GENERIC:   ^bb0(%arg2: i32, %arg3: i32, %arg4: i64, %arg5: f32, %arg6: f16, %arg7: i1):
// GENERIC:     %2 = "llvm.add"(%arg2, %arg3) <{overflowFlags = 0 : i32}> {d} : (i32, i32) -> i32
// GENERIC:     %3 = "llvm.sub"(%arg2, %arg3) <{overflowFlags = 0 : i32}> {d} : (i32, i32) -> i32
// GENERIC:     %4 = "llvm.mul"(%arg2, %arg3) <{overflowFlags = 0 : i32}> {d} : (i32, i32) -> i32
// GENERIC:     %5 = "llvm.sdiv"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %6 = "llvm.udiv"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %7 = "llvm.srem"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %8 = "llvm.urem"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %9 = "llvm.and"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %10 = "llvm.or"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %11 = "llvm.xor"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %12 = "llvm.shl"(%arg2, %arg3) <{overflowFlags = 0 : i32}> {d} : (i32, i32) -> i32
// GENERIC:     %13 = "llvm.ashr"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %14 = "llvm.lshr"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %15 = "llvm.intr.smax"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %16 = "llvm.intr.umin"(%arg2, %arg3) {d} : (i32, i32) -> i32
// GENERIC:     %17 = "llvm.fadd"(%arg5, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> {d} : (f32, f32) -> f32
// GENERIC:     %18 = "llvm.frem"(%arg5, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> {d} : (f32, f32) -> f32
// GENERIC:     %19 = "llvm.fneg"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> {d} : (f32) -> f32
// GENERIC:     %20 = "llvm.fpext"(%arg6) {d, fastmath = #arith.fastmath<fast>} : (f16) -> f32
// GENERIC:     %21 = "llvm.fptrunc"(%arg5) {d} : (f32) -> f16
// GENERIC:     %22 = "llvm.intr.experimental.constrained.fptrunc"(%arg5) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> {d} : (f32) -> f16
// GENERIC:     %23 = "llvm.zext"(%arg2) {d} : (i32) -> i64
// GENERIC:     %24 = "llvm.fptosi"(%arg5) {d} : (f32) -> i32
// GENERIC:     %25 = "llvm.sitofp"(%arg2) {d} : (i32) -> f32
// GENERIC:     %26 = "llvm.uitofp"(%arg2) {d} : (i32) -> f32
// GENERIC:     %27 = "llvm.bitcast"(%arg2) {d} : (i32) -> f32
// GENERIC:     %28 = "llvm.trunc"(%arg4) <{overflowFlags = 0 : i32}> : (i64) -> i32
// GENERIC:     %29 = "llvm.fcmp"(%arg5, %arg5) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 4 : i64}> : (f32, f32) -> i1
// GENERIC:     %30 = "llvm.mlir.constant"() <{value = dense<1> : vector<4xi32>}> {d} : () -> vector<4xi32>
// GENERIC:     %31 = "llvm.sdiv"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC:     %32 = "llvm.mul"(%31, %arg3) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// GENERIC:     %33 = "llvm.icmp"(%arg2, %32) <{predicate = 1 : i64}> : (i32, i32) -> i1
// GENERIC:     %34 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC:     %35 = "llvm.icmp"(%arg2, %34) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC:     %36 = "llvm.icmp"(%arg3, %34) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC:     %37 = "llvm.icmp"(%35, %36) <{predicate = 1 : i64}> : (i1, i1) -> i1
// GENERIC:     %38 = "llvm.and"(%33, %37) : (i1, i1) -> i1
// GENERIC:     %39 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
// GENERIC:     %40 = "llvm.add"(%31, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// GENERIC:     %41 = "llvm.select"(%38, %40, %31) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
// GENERIC:     %42 = "llvm.fadd"(%arg5, %arg5) <{fastmathFlags = #llvm.fastmath<nnan>}> {d} : (f32, f32) -> f32
// GENERIC:     %43 = "llvm.fdiv"(%arg5, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> {d} : (f32, f32) -> f32
// GENERIC:     %44 = "llvm.fptoui"(%arg5) {d} : (f32) -> i32
// GENERIC:     %45 = "llvm.mlir.constant"() <{value = 1.000000e+00 : f32}> {d} : () -> f32
// GENERIC:     %46 = "llvm.mlir.constant"() <{value = 1 : index}> {d} : () -> i64
// GENERIC:     "llvm.return"() : () -> ()
// GENERIC:   }) : () -> ()
// GENERIC:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i1, i32)>, linkage = #llvm.linkage<external>, sym_name = "cf_attrs", visibility_ = 0 : i64}> ({
// GENERIC:   ^bb0(%arg0: i1, %arg1: i32):
// GENERIC:     "llvm.cond_br"(%arg0)[^bb1, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC:   ^bb1:  // pred: ^bb0
// GENERIC:     "llvm.cond_br"(%arg0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {d} : (i1) -> ()
// GENERIC:   ^bb2:  // pred: ^bb1
// GENERIC:     "llvm.switch"(%arg1)[^bb3, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// GENERIC:   ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
// GENERIC:     "llvm.br"()[^bb4] {d} : () -> ()
// GENERIC:   ^bb4:  // pred: ^bb3
// GENERIC:     "llvm.return"() : () -> ()
// GENERIC:   ^bb5:  // pred: ^bb0
// GENERIC:     %0 = "llvm.mlir.addressof"() <{global_name = @assert_msg}> : () -> !llvm.ptr
// GENERIC:     %1 = "llvm.getelementptr"(%0) <{elem_type = !llvm.array<5 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC:     "llvm.call"(%1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @puts, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
// GENERIC:     "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @abort, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC:     "llvm.unreachable"() : () -> ()
// GENERIC:   }) : () -> ()
// GENERIC: }) : () -> ()
// GENERIC-EMPTY:

// INPUT: "builtin.module"() ({
// INPUT:   "func.func"() <{function_type = (i32, i32, index, f32, f16, i1) -> (), sym_name = "arith_attrs"}> ({
// INPUT:   ^bb0(%arg2: i32, %arg3: i32, %arg4: index, %arg5: f32, %arg6: f16, %arg7: i1):
// INPUT:     %0 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> {d} : (i32, i32) -> i32
// INPUT:     %1 = "arith.subi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> {d} : (i32, i32) -> i32
// INPUT:     %2 = "arith.muli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> {d} : (i32, i32) -> i32
// INPUT:     %3 = "arith.divsi"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %4 = "arith.divui"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %5 = "arith.remsi"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %6 = "arith.remui"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %7 = "arith.andi"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %8 = "arith.ori"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %9 = "arith.xori"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %10 = "arith.shli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> {d} : (i32, i32) -> i32
// INPUT:     %11 = "arith.shrsi"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %12 = "arith.shrui"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %13 = "arith.maxsi"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %14 = "arith.minui"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %15 = "arith.addf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> {d} : (f32, f32) -> f32
// INPUT:     %16 = "arith.remf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> {d} : (f32, f32) -> f32
// INPUT:     %17 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<none>}> {d} : (f32) -> f32
// INPUT:     %18 = "arith.extf"(%arg6) <{fastmath = #arith.fastmath<fast>}> {d} : (f16) -> f32
// INPUT:     %19 = "arith.truncf"(%arg5) {d} : (f32) -> f16
// INPUT:     %20 = "arith.truncf"(%arg5) <{roundingmode = 0 : i32}> {d} : (f32) -> f16
// INPUT:     %21 = "arith.extui"(%arg2) {d} : (i32) -> i64
// INPUT:     %22 = "arith.fptosi"(%arg5) {d} : (f32) -> i32
// INPUT:     %23 = "arith.sitofp"(%arg2) {d} : (i32) -> f32
// INPUT:     %24 = "arith.uitofp"(%arg2) {d} : (i32) -> f32
// INPUT:     %25 = "arith.bitcast"(%arg2) {d} : (i32) -> f32
// INPUT:     %26 = "arith.index_castui"(%arg4) {d} : (index) -> i32
// INPUT:     %27 = "arith.cmpf"(%arg5, %arg5) <{fastmath = #arith.fastmath<fast>, predicate = 4 : i64}> {d} : (f32, f32) -> i1
// INPUT:     %28 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> {d} : () -> vector<4xi32>
// INPUT:     %29 = "arith.floordivsi"(%arg2, %arg3) {d} : (i32, i32) -> i32
// INPUT:     %30 = "arith.addf"(%arg5, %arg5) <{fastmath = #arith.fastmath<nnan>}> {d} : (f32, f32) -> f32
// INPUT:     %31 = "arith.divf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> {d} : (f32, f32) -> f32
// INPUT:     %32 = "arith.fptoui"(%arg5) {d} : (f32) -> i32
// INPUT:     %33 = "arith.constant"() <{value = 1.000000e+00 : f32}> {d} : () -> f32
// INPUT:     %34 = "arith.constant"() <{value = 1 : index}> {d} : () -> index
// INPUT:     "func.return"() : () -> ()
// INPUT:   }) : () -> ()
// INPUT:   "func.func"() <{function_type = (i1, i32) -> (), sym_name = "cf_attrs"}> ({
// INPUT:   ^bb0(%arg0: i1, %arg1: i32):
// INPUT:     "cf.assert"(%arg0) <{msg = "boom"}> {d} : (i1) -> ()
// INPUT:     "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {d} : (i1) -> ()
// INPUT:   ^bb1:  // pred: ^bb0
// INPUT:     "cf.switch"(%arg1)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> {d} : (i32) -> ()
// INPUT:   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// INPUT:     "cf.br"()[^bb3] {d} : () -> ()
// INPUT:   ^bb3:  // pred: ^bb2
// INPUT:     "func.return"() : () -> ()
// INPUT:   }) : () -> ()
// INPUT: }) : () -> ()
// INPUT-EMPTY:
