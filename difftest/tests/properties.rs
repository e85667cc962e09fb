//! Properties over generated modules (quickcheck picks the seeds):
//! print → parse → print is the identity, and Strata's conversion gives the
//! same output on 1 thread as on 4 (parsing, converting and printing).

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use strata_difftest::gen::generate;
use strata_ir::print::{print_module, print_module_threads, PrintOptions};
use strata_ir::syntax::{parse_module, parse_module_threads, ParseOptions};
use strata_ir::{Context, Module};
use strata_passes::{run_pipeline, Pipeline, RunOptions};

const CASES: u64 = 100;

/// A generator seed. Not shrunk: a smaller seed is an unrelated module, so
/// the failing seed itself is the reproducer.
#[derive(Clone, Copy, Debug)]
struct Seed(u64);

impl Arbitrary for Seed {
    fn arbitrary(g: &mut Gen) -> Seed {
        Seed(u64::arbitrary(g))
    }
}

fn print(ctx: &Context, m: &Module) -> String {
    print_module(ctx, m, PrintOptions::default())
}

fn print_parse_print(Seed(seed): Seed) -> TestResult {
    let ctx = Context::new();
    let text = print(&ctx, &generate(&ctx, seed));
    let parsed = match parse_module(&ctx, "gen.mlir", &text, &ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => return TestResult::error(format!("seed {seed}: {d}\n{text}")),
    };
    let again = print(&ctx, &parsed);
    if again != text {
        return TestResult::error(format!(
            "seed {seed}: reprint differs:\n{text}\n---\n{again}"
        ));
    }
    TestResult::passed()
}

/// Prints the generated module, parses it back, lowers it and prints the
/// result, each step on `threads` threads.
fn lowered(seed: u64, threads: usize) -> Result<String, String> {
    let ctx = Context::new();
    let text = print(&ctx, &generate(&ctx, seed));
    let mut m = parse_module_threads(&ctx, "gen.mlir", &text, &ParseOptions::default(), threads)
        .map_err(|d| d.to_string())?;
    let mut pipeline = Pipeline::default();
    for pass in [
        "finalize-memref-to-llvm",
        "convert-to-llvm",
        "reconcile-unrealized-casts",
    ] {
        pipeline.add_pass(pass, "").map_err(|d| d.to_string())?;
    }
    let opts = RunOptions {
        threads,
        ..RunOptions::default()
    };
    run_pipeline(&ctx, &mut m, &pipeline, &opts).map_err(|d| d.to_string())?;
    let debug = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let mut out = print_module_threads(&ctx, &m, PrintOptions::default(), threads);
    out += &print_module_threads(&ctx, &m, debug, threads);
    out += &print_module_threads(&ctx, &m, generic, threads);
    Ok(out)
}

fn threads_do_not_change_the_output(Seed(seed): Seed) -> TestResult {
    match (lowered(seed, 1), lowered(seed, 4)) {
        (Ok(one), Ok(four)) if one == four => TestResult::passed(),
        (Ok(_), Ok(_)) => TestResult::error(format!("seed {seed}: outputs differ")),
        (a, b) => TestResult::error(format!("seed {seed}: {a:?} / {b:?}")),
    }
}

#[test]
fn print_parse_print_is_identical() {
    QuickCheck::new()
        .tests(CASES)
        .max_tests(CASES)
        .quickcheck(print_parse_print as fn(Seed) -> TestResult);
}

#[test]
fn conversion_is_the_same_on_1_and_4_threads() {
    QuickCheck::new()
        .tests(CASES)
        .max_tests(CASES)
        .quickcheck(threads_do_not_change_the_output as fn(Seed) -> TestResult);
}
