//! `strata difftest`: the campaign library, sharding, reports and merging,
//! the JIT oracle, and (with `--features mutate-divui`) that a planted
//! miscompilation is found.

use std::process::Command;

use strata::args::Shard;
use strata::cmd_difftest::{make_oracle, shard_cases, shard_len, Report};
use strata_difftest::gen::GenConfig;
use strata_difftest::interp::Limits;
use strata_difftest::oracle::{run_campaign_seeds, Oracle};

fn oracles(names: &[&str]) -> Vec<Box<dyn Oracle>> {
    names
        .iter()
        .map(|n| make_oracle(n, Limits::default()).expect("known oracle"))
        .collect()
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("strata-difftest-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn shards_partition_the_cases() {
    let total = 23;
    let mut seen = vec![0u32; total as usize];
    for index in 0..3 {
        let shard = Some(Shard { index, count: 3 });
        let mine: Vec<u64> = shard_cases(shard).take_while(|&k| k < total).collect();
        assert_eq!(mine.len() as u64, shard_len(shard, total));
        assert!(mine.iter().all(|k| k % 3 == index));
        for k in mine {
            seen[k as usize] += 1;
        }
    }
    assert!(seen.iter().all(|&n| n == 1), "{seen:?}");
    assert_eq!(shard_len(Some(Shard { index: 5, count: 6 }), 3), 0);
    assert_eq!(shard_cases(None).take(3).collect::<Vec<_>>(), [0, 1, 2]);
}

#[test]
fn jit_agrees_with_the_interpreter_on_generated_modules() {
    let oracles = oracles(&[
        "interp", "text", "bytecode", "stages", "passes", "cleanup", "jit-O0", "jit-O2",
    ]);
    let seeds: Vec<u64> = (0..4).collect();
    let r = run_campaign_seeds(&seeds, &GenConfig::default(), &oracles, None);
    assert_eq!(r.cases, 4);
    assert_eq!(
        r.completed, 4,
        "every generated module should run to the end"
    );
    assert!(
        r.unsupported.iter().all(|(_, n)| *n == 0),
        "{:?}",
        r.unsupported
    );
    let mismatches: Vec<_> = r.mismatches.iter().map(|m| &m.summary).collect();
    assert!(mismatches.is_empty(), "{mismatches:#?}");
    assert_eq!(
        r.pair_mismatches,
        [
            ("text".into(), 0),
            ("bytecode".into(), 0),
            ("stages".into(), 0),
            ("passes".into(), 0),
            ("cleanup".into(), 0),
            ("jit-O0".into(), 0),
            ("jit-O2".into(), 0)
        ]
    );
}

#[test]
fn report_json_round_trips_and_merges() {
    let names: Vec<String> = ["interp", "passes", "jit-O0"].map(String::from).to_vec();
    let mut a = Report::new(&names);
    a.cases = 10;
    a.executed = 9;
    a.ub_skipped = 1;
    a.unsupported = vec![0, 1, 2];
    a.mismatches = vec![0, 3];
    a.mismatch_seeds = vec![4, 8];
    a.seconds = 1.5;
    let back = Report::from_json(&a.to_json()).expect("parses");
    assert_eq!(back, a);
    let mut b = a.clone();
    b.mismatch_seeds = vec![5];
    a.merge(&b).expect("same oracles");
    assert_eq!(a.cases, 20);
    assert_eq!(a.unsupported, [0, 2, 4]);
    assert_eq!(a.mismatches, [0, 6]);
    assert_eq!(a.mismatch_seeds, [4, 5, 8]);
    let other = Report::new(&["interp".to_string(), "jit-O2".to_string()]);
    assert!(a.merge(&other).is_err());
    assert!(Report::from_json("{\"cases\": 1}").is_err());
}

#[test]
fn sharded_runs_merge_into_the_whole_campaign() {
    let dir = temp_dir("shards");
    let strata = env!("CARGO_BIN_EXE_strata");
    let mut reports = Vec::new();
    for shard in ["0/2", "1/2"] {
        let out = dir.join(shard.replace('/', "-"));
        let status = Command::new(strata)
            .args(["difftest", "--cases", "5", "--seed", "100", "--jobs", "1"])
            .args(["--oracles", "interp,passes", "--shard", shard, "--out"])
            .arg(&out)
            .output()
            .expect("runs strata");
        assert!(status.status.success(), "{status:?}");
        let stdout = String::from_utf8_lossy(&status.stdout);
        assert!(stdout.contains("interp vs passes"), "{stdout}");
        reports.push(out.join("report.json"));
    }
    let first = Report::from_json(&std::fs::read_to_string(&reports[0]).unwrap()).unwrap();
    assert_eq!(first.cases, 3, "cases 0, 2, 4");
    let merged = Command::new(strata)
        .arg("difftest")
        .arg("merge")
        .args(&reports)
        .output()
        .expect("runs strata");
    assert!(merged.status.success(), "{merged:?}");
    let text = String::from_utf8_lossy(&merged.stdout);
    let cases_line = text.lines().next().unwrap_or("");
    assert_eq!(
        cases_line.split_whitespace().collect::<Vec<_>>(),
        ["cases", "5"]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_oracles_and_bad_shards_are_rejected() {
    let strata = env!("CARGO_BIN_EXE_strata");
    let out = Command::new(strata)
        .args(["difftest", "--cases", "1", "--oracles", "interp,nope"])
        .output()
        .expect("runs strata");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown oracle 'nope'"));
    let out = Command::new(strata)
        .args(["difftest", "--shard", "2/2"])
        .output()
        .expect("runs strata");
    assert!(!out.status.success());
}

/// The planted miscompilation (`arith.divui` → `llvm.sdiv`) is found within
/// 500 cases and reduced to at most 15 ops:
/// `cargo test --release -p strata --features mutate-divui --test difftest`.
#[test]
#[cfg_attr(
    not(feature = "mutate-divui"),
    ignore = "needs --features mutate-divui"
)]
fn finds_the_planted_divui_miscompilation() {
    let oracles = oracles(&["interp", "stages", "passes"]);
    let dir = temp_dir("mutant");
    let mut found = None;
    for batch in (0..500u64).collect::<Vec<_>>().chunks(50) {
        let r = run_campaign_seeds(batch, &GenConfig::default(), &oracles, Some(&dir));
        if let Some(m) = r.mismatches.first() {
            found = Some((m.seed, m.file.clone(), m.reduced.clone()));
            break;
        }
    }
    let (seed, file, reduced) =
        found.expect("difftest should find the divui mutation in 500 cases");
    let text = std::fs::read_to_string(file.expect("reproducer saved")).unwrap();
    assert!(text.contains("arith.divui"), "seed {seed}: {text}");
    // Translation validation per pass blames the arith conversion too.
    let outcome = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("// {name}: ")))
            .map(str::to_string)
    };
    assert_ne!(outcome("stages"), outcome("interp"), "seed {seed}: {text}");
    assert!(outcome("stages").is_some(), "seed {seed}: {text}");
    // The reducer keeps the planted op and little else.
    let (path, ops) = reduced.expect("reduced reproducer saved");
    let small = std::fs::read_to_string(path).unwrap();
    assert!(small.contains("arith.divui"), "seed {seed}: {small}");
    assert!(ops <= 15, "seed {seed}: reduced to {ops} ops:\n{small}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn time_budget_ends_the_campaign() {
    let dir = temp_dir("time");
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["difftest", "--time", "1", "--oracles", "interp", "-j", "1"])
        .arg("--out")
        .arg(&dir)
        .output()
        .expect("runs strata");
    assert!(out.status.success(), "{out:?}");
    let report = Report::from_json(&std::fs::read_to_string(dir.join("report.json")).unwrap())
        .expect("report parses");
    assert!(report.cases >= 1);
    assert!(report.executed >= 1 && report.executed + report.ub_skipped <= report.cases);
    assert!(
        report.seconds >= 1.0 && report.seconds < 30.0,
        "{}",
        report.seconds
    );
    let _ = std::fs::remove_dir_all(&dir);
}
