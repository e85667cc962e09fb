//! `finalize-memref-to-llvm` end to end on cases checked against
//! `mlir-opt -finalize-memref-to-llvm` (MLIR 22): the printed results are
//! equal.

use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;
use strata_passes::{run_pipeline, Pipeline, RunOptions};

fn finalize(src: &str) -> String {
    let ctx = Context::new();
    let mut m = parse_module(&ctx, "input.mlir", src, &ParseOptions::default()).expect("parses");
    let p = Pipeline::parse("builtin.module(finalize-memref-to-llvm)").expect("pipeline");
    run_pipeline(&ctx, &mut m, &p, &RunOptions::default()).expect("runs");
    print_module(&ctx, &m, PrintOptions::default())
}

/// `generic_atomic_rmw` becomes a cmpxchg loop; `free` is held by a
/// `func.func`, so the runtime function is declared as `free_0`.
#[test]
fn generic_atomic_rmw_loop_and_renamed_free() {
    assert_eq!(finalize(RMW_INPUT), RMW_EXPECTED);
}

/// A region with non-LLVM ops is left alone, as MLIR does.
#[test]
fn generic_atomic_rmw_with_non_llvm_region_stays() {
    assert_eq!(finalize(RMW_ARITH_INPUT), RMW_ARITH_EXPECTED);
}

/// A `malloc` declared with another type makes MLIR leave the alloc.
#[test]
fn conflicting_malloc_leaves_alloc() {
    let src = "llvm.func @malloc(i64)\nfunc.func @f() {\n  %a = memref.alloc() : memref<4xf32>\n  return\n}\n";
    let out = finalize(src);
    assert!(out.contains("memref.alloc() : memref<4xf32>"), "{out}");
    assert!(!out.contains("llvm.call"), "{out}");
}

const RMW_INPUT: &str = r#"func.func @rmw(%m: memref<2x3xi32>, %i: index) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i, %i] : memref<2x3xi32> {
  ^bb0(%v: i32):
    %one = llvm.add %v, %v : i32
    memref.atomic_yield %v : i32
  }
  return %r : i32
}
func.func @dealloc(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}
func.func private @free(!llvm.ptr)
"#;

const RMW_EXPECTED: &str = r#"module {
  llvm.func @free_0(!llvm.ptr)
  func.func @rmw(%arg0: memref<2x3xi32>, %arg1: index) -> i32 {
    %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
    %1 = builtin.unrealized_conversion_cast %arg0 : memref<2x3xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.mlir.constant(3 : index) : i64
    %4 = llvm.mul %0, %3 : i64
    %5 = llvm.add %4, %0 : i64
    %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %7 = llvm.load %6 : !llvm.ptr -> i32
    llvm.br ^bb1(%7 : i32)
  ^bb1(%8: i32):  // 2 preds: ^bb0, ^bb1
    %9 = llvm.add %8, %8 : i32
    %10 = llvm.cmpxchg %6, %8, %8 acq_rel monotonic : !llvm.ptr, i32
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(i32, i1)> 
    %12 = llvm.extractvalue %10[1] : !llvm.struct<(i32, i1)> 
    llvm.cond_br %12, ^bb2, ^bb1(%11 : i32)
  ^bb2:  // pred: ^bb1
    return %11 : i32
  }
  func.func @dealloc(%arg0: memref<?xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free_0(%1) : (!llvm.ptr) -> ()
    return
  }
  func.func private @free(!llvm.ptr)
}

"#;

const RMW_ARITH_INPUT: &str = r#"func.func @rmw(%m: memref<2x3xi32>, %i: index) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i, %i] : memref<2x3xi32> {
  ^bb0(%v: i32):
    %one = arith.constant 1 : i32
    memref.atomic_yield %v : i32
  }
  return %r : i32
}
func.func @dealloc(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}
func.func private @free(!llvm.ptr)
"#;

const RMW_ARITH_EXPECTED: &str = r#"module {
  llvm.func @free_0(!llvm.ptr)
  func.func @rmw(%arg0: memref<2x3xi32>, %arg1: index) -> i32 {
    %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<2x3xi32> {
    ^bb0(%arg2: i32):
      %c1_i32 = arith.constant 1 : i32
      memref.atomic_yield %arg2 : i32
    }
    return %0 : i32
  }
  func.func @dealloc(%arg0: memref<?xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free_0(%1) : (!llvm.ptr) -> ()
    return
  }
  func.func private @free(!llvm.ptr)
}

"#;

/// `or` prints as MLIR spells the enum case, `_or`, and parses back.
#[test]
fn atomic_rmw_or_prints_as_mlir() {
    let out = finalize(ORI_INPUT);
    assert_eq!(out, ORI_EXPECTED);
    assert_eq!(finalize(&out), ORI_EXPECTED);
}

const ORI_INPUT: &str = r#"func.func @ori(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %r = memref.atomic_rmw ori %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return %r : i32
}
"#;

const ORI_EXPECTED: &str = r#"module {
  func.func @ori(%arg0: memref<4xi32>, %arg1: i32, %arg2: index) -> i32 {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = builtin.unrealized_conversion_cast %arg0 : memref<4xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %4 = llvm.atomicrmw _or %3, %arg1 acq_rel : !llvm.ptr, i32
    return %4 : i32
  }
}

"#;
