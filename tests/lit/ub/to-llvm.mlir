// RUN: strata opt %s --convert-ub-to-llvm | FileCheck %s --check-prefix=UB
// RUN: strata opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL
// RUN: strata opt %s --convert-arith-to-llvm | FileCheck %s --check-prefix=ARITH
// RUN: strata opt %s --convert-ub-to-llvm="index-bitwidth=32" | FileCheck %s --check-prefix=UB32
// `ub.poison` becomes `llvm.mlir.poison` of the converted type and
// `ub.unreachable` `llvm.unreachable`. The conversions fold arith ops with a
// poison operand to poison before their patterns only where the pass also
// converts ub (the `ub.poison` MLIR materializes must be legalized): not in
// `convert-arith-to-llvm`, whose patterns then lower the op as written.
// CHECK lines are mlir-opt 22's output.

func.func @f(%x: i32, %c: i1, %y: f32) -> (i32, i32, i64, f32, i32, i1, index) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pi = ub.poison : index
  %0 = arith.addi %x, %p : i32
  %1 = arith.select %c, %p, %x : i32
  %2 = arith.extsi %p : i32 to i64
  %3 = arith.mulf %pf, %y : f32
  %4 = arith.shli %p, %x : i32
  %5 = arith.cmpi slt, %p, %x : i32
  return %0, %1, %2, %3, %4, %5, %pi : i32, i32, i64, f32, i32, i1, index
}

func.func @g(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  ub.unreachable
^b:
  return
}

// UB-LABEL: func.func @f(
// UB-NEXT:    %0 = llvm.mlir.poison : i32
// UB-NEXT:    %1 = llvm.mlir.poison : f32
// UB-NEXT:    %2 = llvm.mlir.poison : i64
// UB-NEXT:    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// UB-NEXT:    %4 = llvm.mlir.poison : i32
// UB-NEXT:    %5 = llvm.mlir.poison : i64
// UB-NEXT:    %6 = llvm.mlir.poison : f32
// UB-NEXT:    %7 = arith.shli %0, %arg0 : i32
// UB-NEXT:    %8 = arith.cmpi sgt, %arg0, %0 : i32
// UB-NEXT:    return %4, %arg0, %5, %6, %7, %8, %3 : i32, i32, i64, f32, i32, i1, index
// UB-NEXT:  }
// UB-LABEL: func.func @g(
// UB-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// UB-NEXT:  ^bb1:  // pred: ^bb0
// UB-NEXT:    llvm.unreachable
// UB-NEXT:  ^bb2:  // pred: ^bb0
// UB-NEXT:    return
// UB-NEXT:  }

// ALL-LABEL: llvm.func @f(
// ALL-NEXT:    %0 = llvm.mlir.poison : i32
// ALL-NEXT:    %1 = llvm.mlir.poison : f32
// ALL-NEXT:    %2 = llvm.mlir.poison : i64
// ALL-NEXT:    %3 = llvm.mlir.poison : i32
// ALL-NEXT:    %4 = llvm.mlir.poison : i64
// ALL-NEXT:    %5 = llvm.mlir.poison : f32
// ALL-NEXT:    %6 = llvm.shl %0, %arg0 : i32
// ALL-NEXT:    %7 = llvm.icmp "sgt" %arg0, %0 : i32
// ALL-NEXT:    %8 = llvm.mlir.poison : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:    %9 = llvm.insertvalue %3, %8[0] : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:    %10 = llvm.insertvalue %arg0, %9[1] : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:    %11 = llvm.insertvalue %4, %10[2] : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:    %12 = llvm.insertvalue %5, %11[3] : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:    %13 = llvm.insertvalue %6, %12[4] : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:    %14 = llvm.insertvalue %7, %13[5] : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:    %15 = llvm.insertvalue %2, %14[6] : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:    llvm.return %15 : !llvm.struct<(i32, i32, i64, f32, i32, i1, i64)>
// ALL-NEXT:  }
// ALL-LABEL: llvm.func @g(
// ALL-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// ALL-NEXT:  ^bb1:  // pred: ^bb0
// ALL-NEXT:    llvm.unreachable
// ALL-NEXT:  ^bb2:  // pred: ^bb0
// ALL-NEXT:    llvm.return
// ALL-NEXT:  }

// ARITH-LABEL: func.func @f(
// ARITH-NEXT:    %0 = ub.poison : i32
// ARITH-NEXT:    %1 = ub.poison : f32
// ARITH-NEXT:    %2 = ub.poison : index
// ARITH-NEXT:    %3 = llvm.add %arg0, %0 : i32
// ARITH-NEXT:    %4 = llvm.sext %0 : i32 to i64
// ARITH-NEXT:    %5 = llvm.fmul %1, %arg2 : f32
// ARITH-NEXT:    %6 = llvm.shl %0, %arg0 : i32
// ARITH-NEXT:    %7 = llvm.icmp "sgt" %arg0, %0 : i32
// ARITH-NEXT:    return %3, %arg0, %4, %5, %6, %7, %2 : i32, i32, i64, f32, i32, i1, index
// ARITH-NEXT:  }
// ARITH-LABEL: func.func @g(
// ARITH-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// ARITH-NEXT:  ^bb1:  // pred: ^bb0
// ARITH-NEXT:    ub.unreachable
// ARITH-NEXT:  ^bb2:  // pred: ^bb0
// ARITH-NEXT:    return
// ARITH-NEXT:  }

// UB32-LABEL: func.func @f(
// UB32-NEXT:    %0 = llvm.mlir.poison : i32
// UB32-NEXT:    %1 = llvm.mlir.poison : f32
// UB32-NEXT:    %2 = llvm.mlir.poison : i32
// UB32-NEXT:    %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// UB32-NEXT:    %4 = llvm.mlir.poison : i32
// UB32-NEXT:    %5 = llvm.mlir.poison : i64
// UB32-NEXT:    %6 = llvm.mlir.poison : f32
// UB32-NEXT:    %7 = arith.shli %0, %arg0 : i32
// UB32-NEXT:    %8 = arith.cmpi sgt, %arg0, %0 : i32
// UB32-NEXT:    return %4, %arg0, %5, %6, %7, %8, %3 : i32, i32, i64, f32, i32, i1, index
// UB32-NEXT:  }
// UB32-LABEL: func.func @g(
// UB32-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// UB32-NEXT:  ^bb1:  // pred: ^bb0
// UB32-NEXT:    llvm.unreachable
// UB32-NEXT:  ^bb2:  // pred: ^bb0
// UB32-NEXT:    return
// UB32-NEXT:  }
