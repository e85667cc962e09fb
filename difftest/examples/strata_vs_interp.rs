//! Differential run of Strata's conversions against the interpreter on
//! generated modules: `cargo run -p strata-difftest --example
//! strata_vs_interp -- FIRST_SEED COUNT [OUT_DIR]`.

use strata_difftest::gen::GenConfig;
use strata_difftest::interp::Limits;
use strata_difftest::oracle::{run_campaign, InterpOracle, Oracle, StrataPassesOracle};

fn main() {
    let mut args = std::env::args().skip(1);
    let first: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(0);
    let count: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let out = args.next().map(std::path::PathBuf::from);
    let l = Limits::default();
    let oracles: Vec<Box<dyn Oracle>> = vec![
        Box::new(InterpOracle { limits: l }),
        Box::new(StrataPassesOracle::new(&[("convert-arith-to-llvm", "")], l)),
        Box::new(StrataPassesOracle::new(&[("convert-cf-to-llvm", "")], l)),
        Box::new(StrataPassesOracle::new(&[("convert-func-to-llvm", "")], l)),
        Box::new(StrataPassesOracle::new(
            &[("convert-to-llvm", ""), ("reconcile-unrealized-casts", "")],
            l,
        )),
    ];
    // Show what each oracle made of the first case.
    let ctx = strata_ir::Context::new();
    let m = strata_difftest::gen::generate(&ctx, first);
    let case = strata_difftest::oracle::run_case(&ctx, &m, &oracles);
    println!("seed {first}:\n{}", case.summary());
    if let Some(dir) = &out {
        let _ = std::fs::create_dir_all(dir);
    }
    let report = run_campaign(
        first..first + count,
        &GenConfig::default(),
        &oracles,
        out.as_deref(),
    );
    println!(
        "{} cases, {} completed, {} mismatches",
        report.cases,
        report.completed,
        report.mismatches.len()
    );
    for (name, n) in &report.unsupported {
        println!("{n:5} unsupported by {name}");
    }
    for m in report.mismatches.iter().take(5) {
        println!("--- seed {}\n{}", m.seed, m.summary);
    }
}
