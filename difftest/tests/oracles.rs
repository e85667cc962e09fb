//! Oracles against MLIR 22's own tools (skipped when they are not
//! installed) and the campaign driver's reproducer files.

use strata_difftest::gen::{generate, GenConfig};
use strata_difftest::interp::{Limits, Outcome, Val};
use strata_difftest::oracle::{
    llvm_bin_dir, mlir_opt, run_campaign, run_case, FnOracle, InterpOracle, MlirOptInterpOracle,
    MlirRunnerOracle, Oracle, LOWER_TO_LLVM,
};
use strata_ir::Context;

#[test]
fn mlir_opt_accepts_generated_modules() {
    if llvm_bin_dir().is_none() {
        eprintln!("skipped: mlir-opt 22 not found");
        return;
    }
    for seed in 0..30 {
        let ctx = Context::new();
        let m = generate(&ctx, seed);
        if let Err(e) = mlir_opt(&ctx, &m, &[]) {
            panic!("seed {seed}: mlir-opt rejected the module:\n{e}");
        }
    }
}

#[test]
fn interpreter_agrees_with_mlir_lowering_and_runner() {
    if llvm_bin_dir().is_none() {
        eprintln!("skipped: mlir-opt/mlir-runner 22 not found");
        return;
    }
    let oracles: Vec<Box<dyn Oracle>> = vec![
        Box::new(InterpOracle {
            limits: Limits::default(),
        }),
        Box::new(MlirOptInterpOracle::new(LOWER_TO_LLVM, Limits::default())),
        Box::new(MlirRunnerOracle {
            flags: LOWER_TO_LLVM.to_vec(),
        }),
    ];
    for seed in 0..24 {
        let ctx = Context::new();
        let m = generate(&ctx, seed);
        let case = run_case(&ctx, &m, &oracles);
        for (name, outcome) in &case.outcomes {
            assert!(
                matches!(outcome, Outcome::Returned(_)),
                "seed {seed}: {name}: {outcome}"
            );
        }
        assert!(case.agrees(), "seed {seed}:\n{}", case.summary());
    }
}

#[test]
fn campaign_saves_reproducers_for_mismatches() {
    let dir = std::env::temp_dir().join(format!("strata-difftest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A deliberately wrong oracle: off by one whenever the checksum is odd.
    let wrong = FnOracle {
        name: "off-by-one".to_string(),
        f: |ctx: &Context, m: &strata_ir::Module| match (InterpOracle {
            limits: Limits::default(),
        })
        .run(ctx, m)
        {
            Outcome::Returned(v) if v.len() == 1 && v[0].as_u64().is_some_and(|x| x % 2 == 1) => {
                Outcome::Returned(vec![Val::i64(
                    v[0].as_u64().unwrap_or(0).wrapping_add(1) as i64
                )])
            }
            other => other,
        },
    };
    let oracles: Vec<Box<dyn Oracle>> = vec![
        Box::new(InterpOracle {
            limits: Limits::default(),
        }),
        Box::new(wrong),
    ];
    let report = run_campaign(0..16, &GenConfig::default(), &oracles, Some(&dir));
    assert_eq!(report.cases, 16);
    assert!(report.completed >= 15);
    assert!(!report.mismatches.is_empty());
    for m in &report.mismatches {
        let text = std::fs::read_to_string(m.file.as_ref().unwrap()).unwrap();
        assert!(text.starts_with("// interp: returned ("), "{text:.80}");
        assert!(text.contains("// off-by-one: returned ("));
        assert!(text.contains("func.func @main() -> i64"));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The interpreter runs every intermediate stage (one conversion at a time,
/// with `unrealized_conversion_cast`s between converted and unconverted
/// ops) to the same result.
#[test]
fn interpreter_agrees_across_partial_lowerings() {
    if llvm_bin_dir().is_none() {
        eprintln!("skipped: mlir-opt 22 not found");
        return;
    }
    let stages: &[&[&'static str]] = &[
        &["--convert-arith-to-llvm"],
        &["--convert-func-to-llvm"],
        &["--convert-cf-to-llvm"],
        &["--finalize-memref-to-llvm"],
        &["--finalize-memref-to-llvm", "--convert-func-to-llvm"],
    ];
    let mut oracles: Vec<Box<dyn Oracle>> = vec![Box::new(InterpOracle {
        limits: Limits::default(),
    })];
    for flags in stages {
        oracles.push(Box::new(MlirOptInterpOracle::new(flags, Limits::default())));
    }
    for seed in 100..108 {
        let ctx = Context::new();
        let m = generate(&ctx, seed);
        let case = run_case(&ctx, &m, &oracles);
        for (name, outcome) in &case.outcomes {
            assert!(
                matches!(outcome, Outcome::Returned(_)),
                "seed {seed}: {name}: {outcome}"
            );
        }
        assert!(case.agrees(), "seed {seed}:\n{}", case.summary());
    }
}

/// Strata's own conversions (strata-passes), pass by pass and as a whole,
/// preserve the interpreter's result on generated modules.
#[test]
fn strata_conversions_agree_with_interpreter() {
    use strata_difftest::oracle::StrataPassesOracle;
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
    let report = run_campaign(0..40, &GenConfig::default(), &oracles, None);
    assert_eq!(report.completed, 40);
    for (name, n) in &report.unsupported {
        assert_eq!(*n, 0, "{name} could not run {n} cases");
    }
    if let Some(m) = report.mismatches.first() {
        panic!("seed {}:\n{}", m.seed, m.summary);
    }
}
