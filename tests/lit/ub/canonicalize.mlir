// RUN: strata opt %s --canonicalize --split-input-file | FileCheck %s
// Folding with poison, as mlir-opt 22's canonicalizer does it: the
// binary ops and casts whose folders use MLIR's common constant folders
// give poison for a poison operand (wherever the other operand comes
// from), after their own patterns (`x - x` is 0); the shifts, `cmpi` and
// `cmpf` do not, but poison counts as a constant when one moves right;
// `select` of a poison value is the other value; math folds poison too.
// A conditional branch to a block holding only `ub.unreachable` goes to the other successor.
// The expected lines are mlir-opt 22's output for the same input.

func.func @binary(%x: i32, %y: f32) -> (i32, i32, i32, i32, i32, f32, f32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %0 = arith.addi %x, %p : i32
  %1 = arith.subi %p, %p : i32
  %2 = arith.divsi %p, %x : i32
  %3 = arith.shli %p, %x : i32
  %4 = arith.maxui %x, %p : i32
  %5 = arith.mulf %pf, %y : f32
  %6 = arith.maximumf %y, %pf : f32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, f32, f32
}

// CHECK-LABEL: func.func @binary(
// CHECK-NEXT:    %0 = ub.poison : f32
// CHECK-NEXT:    %1 = ub.poison : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %2 = arith.shli %1, %arg0 : i32
// CHECK-NEXT:    return %1, %c0_i32, %1, %2, %1, %0, %0 : i32, i32, i32, i32, i32, f32, f32
// CHECK-NEXT:  }

// -----

func.func @casts_and_compares(%x: i32, %y: f32, %c: i1) -> (i64, f32, i32, index, f64, i1, i1, i32, i32, i32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pc = ub.poison : i1
  %k = arith.constant 7 : i32
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.uitofp %p : i32 to f32
  %2 = arith.bitcast %pf : f32 to i32
  %3 = arith.index_cast %p : i32 to index
  %4 = arith.extf %pf : f32 to f64
  %5 = arith.cmpi slt, %p, %x : i32
  %6 = arith.cmpf olt, %pf, %y : f32
  %7 = arith.select %c, %p, %x : i32
  %8 = arith.select %c, %x, %p : i32
  %9 = arith.select %pc, %x, %k : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i64, f32, i32, index, f64, i1, i1, i32, i32, i32
}

// CHECK-LABEL: func.func @casts_and_compares(
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %1 = ub.poison : f32
// CHECK-NEXT:    %2 = ub.poison : i1
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %3 = ub.poison : i64
// CHECK-NEXT:    %4 = ub.poison : index
// CHECK-NEXT:    %5 = ub.poison : f64
// CHECK-NEXT:    %6 = arith.cmpi sgt, %arg0, %0 : i32
// CHECK-NEXT:    %7 = arith.cmpf olt, %1, %arg1 : f32
// CHECK-NEXT:    %8 = arith.select %2, %arg0, %c7_i32 : i32
// CHECK-NEXT:    return %3, %1, %0, %4, %5, %6, %7, %arg0, %arg0, %8 : i64, f32, i32, index, f64, i1, i1, i32, i32, i32
// CHECK-NEXT:  }

// -----

func.func @around_unreachable(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^dead(%x : i32), ^live
^dead(%y: i32):
  %z = arith.addi %y, %y : i32
  ub.unreachable
^live:
  return %x : i32
}

// CHECK-LABEL: func.func @around_unreachable(
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }

// -----

func.func @both_unreachable(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  ub.unreachable
^b:
  ub.unreachable
}

// CHECK-LABEL: func.func @both_unreachable(
// CHECK-NEXT:    ub.unreachable
// CHECK-NEXT:  }

// -----

// The math folders but the classifications fold a poison operand to poison.
func.func @m(%x: f32) -> (f32, f32, f32, i32, f32, i1) {
  %p = ub.poison : f32
  %pi = ub.poison : i32
  %0 = math.sqrt %p : f32
  %1 = math.powf %p, %x : f32
  %2 = math.absf %p : f32
  %3 = math.ctlz %pi : i32
  %4 = math.fma %p, %x, %x : f32
  %5 = math.isnan %p : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, i32, f32, i1
}

// CHECK-LABEL: func.func @m(
// CHECK-NEXT:    %0 = ub.poison : f32
// CHECK-NEXT:    %1 = ub.poison : i32
// CHECK-NEXT:    %2 = math.fma %0, %arg0, %arg0 : f32
// CHECK-NEXT:    %3 = math.isnan %0 : f32
// CHECK-NEXT:    return %0, %0, %0, %1, %2, %3 : f32, f32, f32, i32, f32, i1
// CHECK-NEXT:  }
