//! The generator: deterministic, well-formed, and UB-free in practice.

use std::collections::BTreeSet;
use strata_difftest::gen::generate;
use strata_difftest::interp::{run_function, Outcome};
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};

use strata_ir::Context;

fn text(seed: u64) -> String {
    let ctx = Context::new();
    print_module(&ctx, &generate(&ctx, seed), PrintOptions::default())
}

#[test]
fn same_seed_same_module() {
    for seed in [0, 1, 7, 12345, u64::MAX] {
        assert_eq!(text(seed), text(seed));
    }
    assert_ne!(text(1), text(2));
}

#[test]
fn generated_modules_verify_and_round_trip() {
    for seed in 0..100 {
        let ctx = Context::new();
        let m = generate(&ctx, seed);
        if let Err(errs) = strata_ir::verify::verify_module(&ctx, &m) {
            panic!("seed {seed}: {}", errs[0]);
        }
        let generic = print_module(
            &ctx,
            &m,
            PrintOptions {
                generic: true,
                ..Default::default()
            },
        );
        let back = parse_module(&ctx, "gen.mlir", &generic, &ParseOptions::default())
            .unwrap_or_else(|d| panic!("seed {seed}: {d}"));
        let a = run_function(&ctx, &m, "main", &[]);
        let b = run_function(&ctx, &back, "main", &[]);
        assert!(a.agrees_with(&b), "seed {seed}: {a} vs {b}");
    }
}

#[test]
fn nearly_all_generated_modules_run_to_completion() {
    let mut completed = 0;
    let mut failures = Vec::new();
    for seed in 0..300u64 {
        let ctx = Context::new();
        let m = generate(&ctx, seed);
        match run_function(&ctx, &m, "main", &[]) {
            Outcome::Returned(v) if v.len() == 1 => completed += 1,
            other => failures.push(format!("seed {seed}: {other}")),
        }
    }
    assert!(completed >= 285, "{completed}/300 completed; {failures:?}");
}

/// Which of `ops` the modules of seeds 0..100 hold, on a line `also`
/// accepts.
fn ops_seen(ops: &[&'static str], also: impl Fn(&str) -> bool) -> BTreeSet<&'static str> {
    let mut seen = BTreeSet::new();
    for seed in 0..100u64 {
        let t = text(seed);
        for &op in ops {
            if t.lines().any(|l| l.contains(op) && also(l)) {
                seen.insert(op);
            }
        }
    }
    seen
}

#[test]
fn vector_ops_of_every_kind_are_generated() {
    let ops = [
        "vector.broadcast",
        "vector.extract",
        "vector.insert",
        "vector.shape_cast",
        "arith.cmpi",
        "arith.select",
    ];
    let seen = ops_seen(&ops, |l| l.contains("vector<"));
    assert_eq!(seen.len(), ops.len(), "only {seen:?}");
}

#[test]
fn memref_views_of_every_kind_are_generated() {
    let ops = [
        "memref.cast",
        "memref.subview",
        "memref.copy",
        "memref.atomic_rmw",
    ];
    let seen = ops_seen(&ops, |_| true);
    assert_eq!(seen.len(), ops.len(), "only {seen:?}");
}
