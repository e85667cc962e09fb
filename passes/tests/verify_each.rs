//! When the pass manager verifies (mlir-opt's `--verify-each`): after every
//! pass that may have changed the IR, and not after one with nothing to do.

use std::sync::atomic::{AtomicUsize, Ordering};
use strata_ir::syntax::{parse_module_threads, ParseOptions};
use strata_ir::{Context, Module};
use strata_passes::{run_pipeline, Pipeline, RunOptions};

/// A function allocating, reading and freeing a memref.
const MEMREF_FUNCTION: &str = "func.func @f(%n: index) -> i64 {\n  %c0 = arith.constant 0 : index\n  %m = memref.alloc(%n) : memref<?xi64>\n  %v = memref.load %m[%c0] : memref<?xi64>\n  memref.dealloc %m : memref<?xi64>\n  return %v : i64\n}\n";

/// Runs the passes on `text`; how many times the IR was verified.
fn verifications(text: &str, passes: &[&str]) -> usize {
    let ctx = Context::new();
    let mut module =
        parse_module_threads(&ctx, "t", text, &ParseOptions::default(), 1).expect("parses");
    let mut pipeline = Pipeline::default();
    for p in passes {
        pipeline.add_pass(p, "").expect("known pass");
    }
    let count = AtomicUsize::new(0);
    let verify = |ctx: &Context, m: &Module| {
        count.fetch_add(1, Ordering::Relaxed);
        strata_passes::verify_after_pass(ctx, m)
    };
    let opts = RunOptions {
        verify: Some(&verify),
        ..Default::default()
    };
    run_pipeline(&ctx, &mut module, &pipeline, &opts).expect("runs");
    count.into_inner()
}

/// The memref lowering makes casts between descriptors and memrefs and
/// folds them all away; the arena keeps them, unlinked. They are not IR
/// for `reconcile-unrealized-casts` to act on: the pass has nothing to do,
/// and the IR is verified once, after the conversion.
#[test]
fn casts_folded_by_a_conversion_leave_reconcile_nothing_to_do() {
    assert_eq!(
        verifications(
            MEMREF_FUNCTION,
            &["convert-to-llvm", "reconcile-unrealized-casts"]
        ),
        1
    );
}

/// After `convert-to-llvm` the IR holds LLVM ops only, legal in
/// `finalize-memref-to-llvm` (never folded there, folders or not): the
/// pass has nothing to do either. The IR is verified once, after the
/// conversion.
#[test]
fn finalize_memref_has_nothing_to_do_after_a_full_conversion() {
    let passes = [
        "convert-to-llvm",
        "finalize-memref-to-llvm",
        "reconcile-unrealized-casts",
    ];
    assert_eq!(verifications(MEMREF_FUNCTION, &passes), 1);
    // Memref ops left for it: it runs, and the IR is verified after it.
    assert_eq!(verifications(MEMREF_FUNCTION, &passes[1..2]), 1);
}

/// A cast the conversion leaves in the IR is reconcile's to fold: the IR
/// is verified after both passes.
#[test]
fn a_live_cast_is_reconciled_and_verified() {
    let text = "func.func @f(%x: i64) -> i64 {\n  %a = builtin.unrealized_conversion_cast %x : i64 to i32\n  %b = builtin.unrealized_conversion_cast %a : i32 to i64\n  return %b : i64\n}\n";
    assert_eq!(
        verifications(text, &["convert-to-llvm", "reconcile-unrealized-casts"]),
        2
    );
}
