//! Reduces a generated module while the interpreter's result differs
//! before and after an `mlir-opt` pass pipeline, and prints it:
//! `cargo run -p strata-difftest --example reduce_seed -- SEED [FLAGS...]`.

use strata_difftest::gen::generate;
use strata_difftest::interp::{run_function, Outcome};
use strata_difftest::oracle::mlir_opt;
use strata_difftest::reduce::reduce;
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{Context, Module};

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(0);
    let flags: Vec<String> = args.collect();
    let flags: Vec<&str> = if flags.is_empty() {
        vec!["--arith-expand"]
    } else {
        flags.iter().map(|s| s.as_str()).collect()
    };
    let ctx = Context::new();
    let m = generate(&ctx, seed);
    let differs = |m: &Module| {
        let Outcome::Returned(a) = run_function(&ctx, m, "main", &[]) else {
            return false;
        };
        let Ok(text) = mlir_opt(&ctx, m, &flags) else {
            return false;
        };
        let Ok(lowered) = parse_module(&ctx, "lowered.mlir", &text, &ParseOptions::default())
        else {
            return false;
        };
        let Outcome::Returned(b) = run_function(&ctx, &lowered, "main", &[]) else {
            return false;
        };
        !Outcome::Returned(a).agrees_with(&Outcome::Returned(b))
    };
    if !differs(&m) {
        eprintln!("seed {seed}: no difference");
        return;
    }
    let (small, stats) = reduce(&ctx, &m, 3000, differs);
    eprintln!(
        "{} ops -> {} ops in {} attempts",
        m.count_ops(),
        small.count_ops(),
        stats.attempts
    );
    print!("{}", print_module(&ctx, &small, PrintOptions::default()));
}
