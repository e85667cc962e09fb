// RUN: strata opt %s --convert-index-to-llvm | FileCheck %s --check-prefix=IDX
// RUN: strata opt %s --convert-index-to-llvm="index-bitwidth=32" | FileCheck %s --check-prefix=IDX32
// RUN: strata opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL
// Every index op lowered as MLIR 22 lowers it: the LLVM op or intrinsic of
// the same meaning, `llvm.icmp`, constants of the converted index type,
// extensions and truncations (nothing between equal widths), and MLIR's
// expansions of the rounding divisions. The expected lines are mlir-opt
// 22's output.

func.func @f(%a: index, %b: index, %i: i32) -> (index, index, index, i1, index, index, i32, index, index, index, i1) {
  %0 = index.add %a, %b
  %1 = index.mul %a, %b
  %2 = index.divs %a, %b
  %3 = index.cmp slt(%a, %b)
  %4 = index.constant 42
  %5 = index.casts %i : i32 to index
  %6 = index.castu %a : index to i32
  %7 = index.ceildivs %a, %b
  %8 = index.maxs %a, %b
  %9 = index.sizeof
  %10 = index.bool.constant true
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : index, index, index, i1, index, index, i32, index, index, index, i1
}

func.func @g(%a: index, %b: index, %i: i64, %j: i16) -> (index, index, index, index, i64, index, i16, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %0 = index.ceildivu %a, %b
  %1 = index.floordivs %a, %b
  %2 = index.casts %i : i64 to index
  %3 = index.castu %j : i16 to index
  %4 = index.casts %a : index to i64
  %c = index.constant -3
  %5 = index.castu %a : index to i16
  %6 = index.sub %a, %b
  %7 = index.divu %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxu %a, %b
  %11 = index.mins %a, %b
  %12 = index.minu %a, %b
  %13 = index.shl %a, %b
  %14 = index.shrs %a, %b
  %15 = index.shru %a, %b
  %16 = index.and %a, %b
  %17 = index.or %a, %b
  %18 = index.xor %a, %b
  return %0, %1, %2, %3, %4, %c, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18 : index, index, index, index, i64, index, i16, index, index, index, index, index, index, index, index, index, index, index, index, index
}

// IDX-LABEL: func.func @f(
// IDX-NEXT:    %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// IDX-NEXT:    %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// IDX-NEXT:    %2 = llvm.add %1, %0 : i64
// IDX-NEXT:    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// IDX-NEXT:    %4 = llvm.mul %1, %0 : i64
// IDX-NEXT:    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// IDX-NEXT:    %6 = llvm.sdiv %1, %0 : i64
// IDX-NEXT:    %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// IDX-NEXT:    %8 = llvm.icmp "slt" %1, %0 : i64
// IDX-NEXT:    %9 = llvm.mlir.constant(42 : i64) : i64
// IDX-NEXT:    %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// IDX-NEXT:    %11 = llvm.sext %arg2 : i32 to i64
// IDX-NEXT:    %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// IDX-NEXT:    %13 = llvm.trunc %1 : i64 to i32
// IDX-NEXT:    %14 = llvm.mlir.constant(0 : i64) : i64
// IDX-NEXT:    %15 = llvm.mlir.constant(1 : i64) : i64
// IDX-NEXT:    %16 = llvm.mlir.constant(-1 : i64) : i64
// IDX-NEXT:    %17 = llvm.icmp "sgt" %0, %14 : i64
// IDX-NEXT:    %18 = llvm.select %17, %16, %15 : i1, i64
// IDX-NEXT:    %19 = llvm.add %1, %18 : i64
// IDX-NEXT:    %20 = llvm.sdiv %19, %0 : i64
// IDX-NEXT:    %21 = llvm.add %20, %15 : i64
// IDX-NEXT:    %22 = llvm.sub %14, %1 : i64
// IDX-NEXT:    %23 = llvm.sdiv %22, %0 : i64
// IDX-NEXT:    %24 = llvm.sub %14, %23 : i64
// IDX-NEXT:    %25 = llvm.icmp "sgt" %1, %14 : i64
// IDX-NEXT:    %26 = llvm.icmp "eq" %25, %17 : i1
// IDX-NEXT:    %27 = llvm.icmp "ne" %1, %14 : i64
// IDX-NEXT:    %28 = llvm.and %26, %27 : i1
// IDX-NEXT:    %29 = llvm.select %28, %21, %24 : i1, i64
// IDX-NEXT:    %30 = builtin.unrealized_conversion_cast %29 : i64 to index
// IDX-NEXT:    %31 = llvm.intr.smax(%1, %0) : (i64, i64) -> i64
// IDX-NEXT:    %32 = builtin.unrealized_conversion_cast %31 : i64 to index
// IDX-NEXT:    %33 = llvm.mlir.constant(64 : i64) : i64
// IDX-NEXT:    %34 = builtin.unrealized_conversion_cast %33 : i64 to index
// IDX-NEXT:    %35 = llvm.mlir.constant(true) : i1
// IDX-NEXT:    return %3, %5, %7, %8, %10, %12, %13, %30, %32, %34, %35 : index, index, index, i1, index, index, i32, index, index, index, i1
// IDX-NEXT:  }
// IDX-LABEL: func.func @g(
// IDX-NEXT:    %0 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// IDX-NEXT:    %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// IDX-NEXT:    %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// IDX-NEXT:    %3 = llvm.mlir.constant(0 : i64) : i64
// IDX-NEXT:    %4 = llvm.mlir.constant(1 : i64) : i64
// IDX-NEXT:    %5 = llvm.sub %2, %4 : i64
// IDX-NEXT:    %6 = llvm.udiv %5, %1 : i64
// IDX-NEXT:    %7 = llvm.add %6, %4 : i64
// IDX-NEXT:    %8 = llvm.icmp "eq" %2, %3 : i64
// IDX-NEXT:    %9 = llvm.select %8, %3, %7 : i1, i64
// IDX-NEXT:    %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// IDX-NEXT:    %11 = llvm.mlir.constant(0 : i64) : i64
// IDX-NEXT:    %12 = llvm.mlir.constant(1 : i64) : i64
// IDX-NEXT:    %13 = llvm.mlir.constant(-1 : i64) : i64
// IDX-NEXT:    %14 = llvm.icmp "slt" %1, %11 : i64
// IDX-NEXT:    %15 = llvm.select %14, %12, %13 : i1, i64
// IDX-NEXT:    %16 = llvm.sub %15, %2 : i64
// IDX-NEXT:    %17 = llvm.sdiv %16, %1 : i64
// IDX-NEXT:    %18 = llvm.sub %13, %17 : i64
// IDX-NEXT:    %19 = llvm.sdiv %2, %1 : i64
// IDX-NEXT:    %20 = llvm.icmp "slt" %2, %11 : i64
// IDX-NEXT:    %21 = llvm.icmp "ne" %20, %14 : i1
// IDX-NEXT:    %22 = llvm.icmp "ne" %2, %11 : i64
// IDX-NEXT:    %23 = llvm.and %21, %22 : i1
// IDX-NEXT:    %24 = llvm.select %23, %18, %19 : i1, i64
// IDX-NEXT:    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
// IDX-NEXT:    %26 = llvm.zext %arg3 : i16 to i64
// IDX-NEXT:    %27 = builtin.unrealized_conversion_cast %26 : i64 to index
// IDX-NEXT:    %28 = llvm.mlir.constant(-3 : i64) : i64
// IDX-NEXT:    %29 = builtin.unrealized_conversion_cast %28 : i64 to index
// IDX-NEXT:    %30 = llvm.trunc %2 : i64 to i16
// IDX-NEXT:    %31 = llvm.sub %2, %1 : i64
// IDX-NEXT:    %32 = builtin.unrealized_conversion_cast %31 : i64 to index
// IDX-NEXT:    %33 = llvm.udiv %2, %1 : i64
// IDX-NEXT:    %34 = builtin.unrealized_conversion_cast %33 : i64 to index
// IDX-NEXT:    %35 = llvm.srem %2, %1 : i64
// IDX-NEXT:    %36 = builtin.unrealized_conversion_cast %35 : i64 to index
// IDX-NEXT:    %37 = llvm.urem %2, %1 : i64
// IDX-NEXT:    %38 = builtin.unrealized_conversion_cast %37 : i64 to index
// IDX-NEXT:    %39 = llvm.intr.umax(%2, %1) : (i64, i64) -> i64
// IDX-NEXT:    %40 = builtin.unrealized_conversion_cast %39 : i64 to index
// IDX-NEXT:    %41 = llvm.intr.smin(%2, %1) : (i64, i64) -> i64
// IDX-NEXT:    %42 = builtin.unrealized_conversion_cast %41 : i64 to index
// IDX-NEXT:    %43 = llvm.intr.umin(%2, %1) : (i64, i64) -> i64
// IDX-NEXT:    %44 = builtin.unrealized_conversion_cast %43 : i64 to index
// IDX-NEXT:    %45 = llvm.shl %2, %1 : i64
// IDX-NEXT:    %46 = builtin.unrealized_conversion_cast %45 : i64 to index
// IDX-NEXT:    %47 = llvm.ashr %2, %1 : i64
// IDX-NEXT:    %48 = builtin.unrealized_conversion_cast %47 : i64 to index
// IDX-NEXT:    %49 = llvm.lshr %2, %1 : i64
// IDX-NEXT:    %50 = builtin.unrealized_conversion_cast %49 : i64 to index
// IDX-NEXT:    %51 = llvm.and %2, %1 : i64
// IDX-NEXT:    %52 = builtin.unrealized_conversion_cast %51 : i64 to index
// IDX-NEXT:    %53 = llvm.or %2, %1 : i64
// IDX-NEXT:    %54 = builtin.unrealized_conversion_cast %53 : i64 to index
// IDX-NEXT:    %55 = llvm.xor %2, %1 : i64
// IDX-NEXT:    %56 = builtin.unrealized_conversion_cast %55 : i64 to index
// IDX-NEXT:    return %10, %25, %0, %27, %2, %29, %30, %32, %34, %36, %38, %40, %42, %44, %46, %48, %50, %52, %54, %56 : index, index, index, index, i64, index, i16, index, index, index, index, index, index, index, index, index, index, index, index, index
// IDX-NEXT:  }

// IDX32-LABEL: func.func @f(
// IDX32-NEXT:    %0 = builtin.unrealized_conversion_cast %arg2 : i32 to index
// IDX32-NEXT:    %1 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT:    %2 = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32-NEXT:    %3 = llvm.add %2, %1 : i32
// IDX32-NEXT:    %4 = builtin.unrealized_conversion_cast %3 : i32 to index
// IDX32-NEXT:    %5 = llvm.mul %2, %1 : i32
// IDX32-NEXT:    %6 = builtin.unrealized_conversion_cast %5 : i32 to index
// IDX32-NEXT:    %7 = llvm.sdiv %2, %1 : i32
// IDX32-NEXT:    %8 = builtin.unrealized_conversion_cast %7 : i32 to index
// IDX32-NEXT:    %9 = llvm.icmp "slt" %2, %1 : i32
// IDX32-NEXT:    %10 = llvm.mlir.constant(42 : i32) : i32
// IDX32-NEXT:    %11 = builtin.unrealized_conversion_cast %10 : i32 to index
// IDX32-NEXT:    %12 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT:    %13 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT:    %14 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT:    %15 = llvm.icmp "sgt" %1, %12 : i32
// IDX32-NEXT:    %16 = llvm.select %15, %14, %13 : i1, i32
// IDX32-NEXT:    %17 = llvm.add %2, %16 : i32
// IDX32-NEXT:    %18 = llvm.sdiv %17, %1 : i32
// IDX32-NEXT:    %19 = llvm.add %18, %13 : i32
// IDX32-NEXT:    %20 = llvm.sub %12, %2 : i32
// IDX32-NEXT:    %21 = llvm.sdiv %20, %1 : i32
// IDX32-NEXT:    %22 = llvm.sub %12, %21 : i32
// IDX32-NEXT:    %23 = llvm.icmp "sgt" %2, %12 : i32
// IDX32-NEXT:    %24 = llvm.icmp "eq" %23, %15 : i1
// IDX32-NEXT:    %25 = llvm.icmp "ne" %2, %12 : i32
// IDX32-NEXT:    %26 = llvm.and %24, %25 : i1
// IDX32-NEXT:    %27 = llvm.select %26, %19, %22 : i1, i32
// IDX32-NEXT:    %28 = builtin.unrealized_conversion_cast %27 : i32 to index
// IDX32-NEXT:    %29 = llvm.intr.smax(%2, %1) : (i32, i32) -> i32
// IDX32-NEXT:    %30 = builtin.unrealized_conversion_cast %29 : i32 to index
// IDX32-NEXT:    %31 = llvm.mlir.constant(32 : i32) : i32
// IDX32-NEXT:    %32 = builtin.unrealized_conversion_cast %31 : i32 to index
// IDX32-NEXT:    %33 = llvm.mlir.constant(true) : i1
// IDX32-NEXT:    return %4, %6, %8, %9, %11, %0, %2, %28, %30, %32, %33 : index, index, index, i1, index, index, i32, index, index, index, i1
// IDX32-NEXT:  }
// IDX32-LABEL: func.func @g(
// IDX32-NEXT:    %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT:    %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32-NEXT:    %2 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT:    %3 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT:    %4 = llvm.sub %1, %3 : i32
// IDX32-NEXT:    %5 = llvm.udiv %4, %0 : i32
// IDX32-NEXT:    %6 = llvm.add %5, %3 : i32
// IDX32-NEXT:    %7 = llvm.icmp "eq" %1, %2 : i32
// IDX32-NEXT:    %8 = llvm.select %7, %2, %6 : i1, i32
// IDX32-NEXT:    %9 = builtin.unrealized_conversion_cast %8 : i32 to index
// IDX32-NEXT:    %10 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT:    %11 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT:    %12 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT:    %13 = llvm.icmp "slt" %0, %10 : i32
// IDX32-NEXT:    %14 = llvm.select %13, %11, %12 : i1, i32
// IDX32-NEXT:    %15 = llvm.sub %14, %1 : i32
// IDX32-NEXT:    %16 = llvm.sdiv %15, %0 : i32
// IDX32-NEXT:    %17 = llvm.sub %12, %16 : i32
// IDX32-NEXT:    %18 = llvm.sdiv %1, %0 : i32
// IDX32-NEXT:    %19 = llvm.icmp "slt" %1, %10 : i32
// IDX32-NEXT:    %20 = llvm.icmp "ne" %19, %13 : i1
// IDX32-NEXT:    %21 = llvm.icmp "ne" %1, %10 : i32
// IDX32-NEXT:    %22 = llvm.and %20, %21 : i1
// IDX32-NEXT:    %23 = llvm.select %22, %17, %18 : i1, i32
// IDX32-NEXT:    %24 = builtin.unrealized_conversion_cast %23 : i32 to index
// IDX32-NEXT:    %25 = llvm.trunc %arg2 : i64 to i32
// IDX32-NEXT:    %26 = builtin.unrealized_conversion_cast %25 : i32 to index
// IDX32-NEXT:    %27 = llvm.zext %arg3 : i16 to i32
// IDX32-NEXT:    %28 = builtin.unrealized_conversion_cast %27 : i32 to index
// IDX32-NEXT:    %29 = llvm.sext %1 : i32 to i64
// IDX32-NEXT:    %30 = llvm.mlir.constant(-3 : i32) : i32
// IDX32-NEXT:    %31 = builtin.unrealized_conversion_cast %30 : i32 to index
// IDX32-NEXT:    %32 = llvm.trunc %1 : i32 to i16
// IDX32-NEXT:    %33 = llvm.sub %1, %0 : i32
// IDX32-NEXT:    %34 = builtin.unrealized_conversion_cast %33 : i32 to index
// IDX32-NEXT:    %35 = llvm.udiv %1, %0 : i32
// IDX32-NEXT:    %36 = builtin.unrealized_conversion_cast %35 : i32 to index
// IDX32-NEXT:    %37 = llvm.srem %1, %0 : i32
// IDX32-NEXT:    %38 = builtin.unrealized_conversion_cast %37 : i32 to index
// IDX32-NEXT:    %39 = llvm.urem %1, %0 : i32
// IDX32-NEXT:    %40 = builtin.unrealized_conversion_cast %39 : i32 to index
// IDX32-NEXT:    %41 = llvm.intr.umax(%1, %0) : (i32, i32) -> i32
// IDX32-NEXT:    %42 = builtin.unrealized_conversion_cast %41 : i32 to index
// IDX32-NEXT:    %43 = llvm.intr.smin(%1, %0) : (i32, i32) -> i32
// IDX32-NEXT:    %44 = builtin.unrealized_conversion_cast %43 : i32 to index
// IDX32-NEXT:    %45 = llvm.intr.umin(%1, %0) : (i32, i32) -> i32
// IDX32-NEXT:    %46 = builtin.unrealized_conversion_cast %45 : i32 to index
// IDX32-NEXT:    %47 = llvm.shl %1, %0 : i32
// IDX32-NEXT:    %48 = builtin.unrealized_conversion_cast %47 : i32 to index
// IDX32-NEXT:    %49 = llvm.ashr %1, %0 : i32
// IDX32-NEXT:    %50 = builtin.unrealized_conversion_cast %49 : i32 to index
// IDX32-NEXT:    %51 = llvm.lshr %1, %0 : i32
// IDX32-NEXT:    %52 = builtin.unrealized_conversion_cast %51 : i32 to index
// IDX32-NEXT:    %53 = llvm.and %1, %0 : i32
// IDX32-NEXT:    %54 = builtin.unrealized_conversion_cast %53 : i32 to index
// IDX32-NEXT:    %55 = llvm.or %1, %0 : i32
// IDX32-NEXT:    %56 = builtin.unrealized_conversion_cast %55 : i32 to index
// IDX32-NEXT:    %57 = llvm.xor %1, %0 : i32
// IDX32-NEXT:    %58 = builtin.unrealized_conversion_cast %57 : i32 to index
// IDX32-NEXT:    return %9, %24, %26, %28, %29, %31, %32, %34, %36, %38, %40, %42, %44, %46, %48, %50, %52, %54, %56, %58 : index, index, index, index, i64, index, i16, index, index, index, index, index, index, index, index, index, index, index, index, index
// IDX32-NEXT:  }

// ALL-LABEL: llvm.func @f(
// ALL-NEXT:    %0 = llvm.add %arg0, %arg1 : i64
// ALL-NEXT:    %1 = llvm.mul %arg0, %arg1 : i64
// ALL-NEXT:    %2 = llvm.sdiv %arg0, %arg1 : i64
// ALL-NEXT:    %3 = llvm.icmp "slt" %arg0, %arg1 : i64
// ALL-NEXT:    %4 = llvm.mlir.constant(42 : i64) : i64
// ALL-NEXT:    %5 = llvm.sext %arg2 : i32 to i64
// ALL-NEXT:    %6 = llvm.trunc %arg0 : i64 to i32
// ALL-NEXT:    %7 = llvm.mlir.constant(0 : i64) : i64
// ALL-NEXT:    %8 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT:    %9 = llvm.mlir.constant(-1 : i64) : i64
// ALL-NEXT:    %10 = llvm.icmp "sgt" %arg1, %7 : i64
// ALL-NEXT:    %11 = llvm.select %10, %9, %8 : i1, i64
// ALL-NEXT:    %12 = llvm.add %arg0, %11 : i64
// ALL-NEXT:    %13 = llvm.sdiv %12, %arg1 : i64
// ALL-NEXT:    %14 = llvm.add %13, %8 : i64
// ALL-NEXT:    %15 = llvm.sub %7, %arg0 : i64
// ALL-NEXT:    %16 = llvm.sdiv %15, %arg1 : i64
// ALL-NEXT:    %17 = llvm.sub %7, %16 : i64
// ALL-NEXT:    %18 = llvm.icmp "sgt" %arg0, %7 : i64
// ALL-NEXT:    %19 = llvm.icmp "eq" %18, %10 : i1
// ALL-NEXT:    %20 = llvm.icmp "ne" %arg0, %7 : i64
// ALL-NEXT:    %21 = llvm.and %19, %20 : i1
// ALL-NEXT:    %22 = llvm.select %21, %14, %17 : i1, i64
// ALL-NEXT:    %23 = llvm.intr.smax(%arg0, %arg1) : (i64, i64) -> i64
// ALL-NEXT:    %24 = llvm.mlir.constant(64 : i64) : i64
// ALL-NEXT:    %25 = llvm.mlir.constant(true) : i1
// ALL-NEXT:    %26 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %27 = llvm.insertvalue %0, %26[0] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %28 = llvm.insertvalue %1, %27[1] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %29 = llvm.insertvalue %2, %28[2] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %30 = llvm.insertvalue %3, %29[3] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %31 = llvm.insertvalue %4, %30[4] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %32 = llvm.insertvalue %5, %31[5] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %33 = llvm.insertvalue %6, %32[6] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %34 = llvm.insertvalue %22, %33[7] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %35 = llvm.insertvalue %23, %34[8] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %36 = llvm.insertvalue %24, %35[9] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    %37 = llvm.insertvalue %25, %36[10] : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:    llvm.return %37 : !llvm.struct<(i64, i64, i64, i1, i64, i64, i32, i64, i64, i64, i1)>
// ALL-NEXT:  }
// ALL-LABEL: llvm.func @g(
// ALL-NEXT:    %0 = llvm.mlir.constant(0 : i64) : i64
// ALL-NEXT:    %1 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT:    %2 = llvm.sub %arg0, %1 : i64
// ALL-NEXT:    %3 = llvm.udiv %2, %arg1 : i64
// ALL-NEXT:    %4 = llvm.add %3, %1 : i64
// ALL-NEXT:    %5 = llvm.icmp "eq" %arg0, %0 : i64
// ALL-NEXT:    %6 = llvm.select %5, %0, %4 : i1, i64
// ALL-NEXT:    %7 = llvm.mlir.constant(0 : i64) : i64
// ALL-NEXT:    %8 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT:    %9 = llvm.mlir.constant(-1 : i64) : i64
// ALL-NEXT:    %10 = llvm.icmp "slt" %arg1, %7 : i64
// ALL-NEXT:    %11 = llvm.select %10, %8, %9 : i1, i64
// ALL-NEXT:    %12 = llvm.sub %11, %arg0 : i64
// ALL-NEXT:    %13 = llvm.sdiv %12, %arg1 : i64
// ALL-NEXT:    %14 = llvm.sub %9, %13 : i64
// ALL-NEXT:    %15 = llvm.sdiv %arg0, %arg1 : i64
// ALL-NEXT:    %16 = llvm.icmp "slt" %arg0, %7 : i64
// ALL-NEXT:    %17 = llvm.icmp "ne" %16, %10 : i1
// ALL-NEXT:    %18 = llvm.icmp "ne" %arg0, %7 : i64
// ALL-NEXT:    %19 = llvm.and %17, %18 : i1
// ALL-NEXT:    %20 = llvm.select %19, %14, %15 : i1, i64
// ALL-NEXT:    %21 = llvm.zext %arg3 : i16 to i64
// ALL-NEXT:    %22 = llvm.mlir.constant(-3 : i64) : i64
// ALL-NEXT:    %23 = llvm.trunc %arg0 : i64 to i16
// ALL-NEXT:    %24 = llvm.sub %arg0, %arg1 : i64
// ALL-NEXT:    %25 = llvm.udiv %arg0, %arg1 : i64
// ALL-NEXT:    %26 = llvm.srem %arg0, %arg1 : i64
// ALL-NEXT:    %27 = llvm.urem %arg0, %arg1 : i64
// ALL-NEXT:    %28 = llvm.intr.umax(%arg0, %arg1) : (i64, i64) -> i64
// ALL-NEXT:    %29 = llvm.intr.smin(%arg0, %arg1) : (i64, i64) -> i64
// ALL-NEXT:    %30 = llvm.intr.umin(%arg0, %arg1) : (i64, i64) -> i64
// ALL-NEXT:    %31 = llvm.shl %arg0, %arg1 : i64
// ALL-NEXT:    %32 = llvm.ashr %arg0, %arg1 : i64
// ALL-NEXT:    %33 = llvm.lshr %arg0, %arg1 : i64
// ALL-NEXT:    %34 = llvm.and %arg0, %arg1 : i64
// ALL-NEXT:    %35 = llvm.or %arg0, %arg1 : i64
// ALL-NEXT:    %36 = llvm.xor %arg0, %arg1 : i64
// ALL-NEXT:    %37 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %38 = llvm.insertvalue %6, %37[0] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %39 = llvm.insertvalue %20, %38[1] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %40 = llvm.insertvalue %arg2, %39[2] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %41 = llvm.insertvalue %21, %40[3] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %42 = llvm.insertvalue %arg0, %41[4] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %43 = llvm.insertvalue %22, %42[5] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %44 = llvm.insertvalue %23, %43[6] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %45 = llvm.insertvalue %24, %44[7] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %46 = llvm.insertvalue %25, %45[8] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %47 = llvm.insertvalue %26, %46[9] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %48 = llvm.insertvalue %27, %47[10] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %49 = llvm.insertvalue %28, %48[11] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %50 = llvm.insertvalue %29, %49[12] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %51 = llvm.insertvalue %30, %50[13] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %52 = llvm.insertvalue %31, %51[14] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %53 = llvm.insertvalue %32, %52[15] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %54 = llvm.insertvalue %33, %53[16] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %55 = llvm.insertvalue %34, %54[17] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %56 = llvm.insertvalue %35, %55[18] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    %57 = llvm.insertvalue %36, %56[19] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:    llvm.return %57 : !llvm.struct<(i64, i64, i64, i64, i64, i64, i16, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT:  }
