//! `strata difftest`: differential testing on generated modules.
//!
//! Case k of a campaign is the module generated from seed `S + k`; with
//! `--shard I/N` only the cases with `k mod N == I` run, so N processes with
//! the same seed and case count cover the campaign exactly once, and
//! `strata difftest merge` sums their `report.json` files. Every oracle is
//! compared against the first one (the reference); a case whose reference
//! outcome is undefined behaviour or a limit is counted but proves nothing.
//! Mismatches are saved as reproducers `seed-N.mlir` in `--out`, with a
//! reduced `seed-N.reduced.mlir` beside each.
//!
//! The JSON report is written with serde_json because `merge` has to read
//! it back; its `Value` API avoids a hand-written parser.

use std::path::{Path, PathBuf};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use serde_json::{json, Value};
use strata_difftest::gen::GenConfig;
use strata_difftest::interp::Limits;
use strata_difftest::oracle::{
    llvm_bin_dir, run_campaign_seeds, run_case, BytecodeRoundTripOracle, CampaignReport,
    InterpOracle, MlirOptInterpOracle, MlirRunnerOracle, Oracle, StagesOracle, StrataPassesOracle,
    TextRoundTripOracle, LOWER_TO_LLVM,
};
use strata_ir::syntax::Registry;
use strata_ir::Context;
use strata_llvm::OptLevel;

use crate::args::{DifftestArgs, Shard};
use crate::compile::{parse_verified, report};
use crate::input::whole_input;
use crate::jit_oracle::JitOracle;

/// Cases run when neither `--cases` nor `--time` is given.
pub const DEFAULT_CASES: u64 = 1000;

/// Strata's conversion pipeline, as the `passes` oracle runs it.
const STRATA_LOWERING: &[(&str, &str)] = &[
    ("convert-vector-to-llvm", ""),
    ("expand-strided-metadata", ""),
    ("finalize-memref-to-llvm", ""),
    ("convert-to-llvm", ""),
    ("reconcile-unrealized-casts", ""),
];

/// The oracle names `--oracles` accepts.
pub const ORACLE_NAMES: &[&str] = &[
    "interp",
    "text",
    "bytecode",
    "stages",
    "passes",
    "cleanup",
    "jit-O0",
    "jit-O2",
    "mlir-opt",
    "mlir-runner",
];

/// The default oracles: all but `mlir-opt` (which checks the interpreter
/// more than Strata), `mlir-runner` only when MLIR's tools are installed.
pub fn default_oracles() -> Vec<String> {
    let mut names = vec![
        "interp", "text", "bytecode", "stages", "passes", "cleanup", "jit-O0", "jit-O2",
    ];
    if llvm_bin_dir().is_some() {
        names.push("mlir-runner");
    }
    names.into_iter().map(String::from).collect()
}

/// Builds the named oracle.
pub fn make_oracle(name: &str, limits: Limits) -> Result<Box<dyn Oracle>, String> {
    Ok(match name {
        "interp" => Box::new(InterpOracle { limits }),
        "text" => Box::new(TextRoundTripOracle { limits }),
        "bytecode" => Box::new(BytecodeRoundTripOracle { limits }),
        "stages" => Box::new(StagesOracle::new(STRATA_LOWERING, limits)),
        "passes" => Box::new(Named {
            name: "passes".into(),
            inner: StrataPassesOracle::new(STRATA_LOWERING, limits),
        }),
        // The cleanup passes (`canonicalize`, `cse`) must not change what a
        // module computes.
        "cleanup" => Box::new(Named {
            name: "cleanup".into(),
            inner: StrataPassesOracle::new(&[("canonicalize", ""), ("cse", "")], limits),
        }),
        "jit-O0" => Box::new(JitOracle::new(None)),
        "jit-O2" => Box::new(JitOracle::new(Some(OptLevel::O2))),
        "mlir-opt" => Box::new(Named {
            name: "mlir-opt".into(),
            inner: MlirOptInterpOracle::new(LOWER_TO_LLVM, limits),
        }),
        "mlir-runner" => Box::new(MlirRunnerOracle {
            flags: LOWER_TO_LLVM.to_vec(),
        }),
        other => {
            return Err(format!(
                "unknown oracle '{other}' (expected one of: {})",
                ORACLE_NAMES.join(", ")
            ))
        }
    })
}

/// An oracle under the short name it was asked for on the command line.
struct Named<O> {
    name: String,
    inner: O,
}

impl<O: Oracle> Oracle for Named<O> {
    fn name(&self) -> &str {
        &self.name
    }
    fn run(&self, ctx: &Context, module: &strata_ir::Module) -> strata_difftest::interp::Outcome {
        self.inner.run(ctx, module)
    }
}

/// A campaign's (or several shards') totals.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Report {
    /// Oracle names, the reference first.
    pub oracles: Vec<String>,
    pub cases: u64,
    /// Cases whose reference run returned a value.
    pub executed: u64,
    /// Cases whose reference run hit undefined behaviour.
    pub ub_skipped: u64,
    /// Per oracle: cases it could not run.
    pub unsupported: Vec<u64>,
    /// Per oracle after the reference: cases where it disagreed with it.
    pub mismatches: Vec<u64>,
    /// Seeds of the mismatching cases, ascending.
    pub mismatch_seeds: Vec<u64>,
    /// Wall-clock seconds (summed over merged shards).
    pub seconds: f64,
}

impl Report {
    pub fn new(oracles: &[String]) -> Report {
        Report {
            oracles: oracles.to_vec(),
            unsupported: vec![0; oracles.len()],
            mismatches: vec![0; oracles.len().saturating_sub(1)],
            ..Report::default()
        }
    }

    pub fn add_campaign(&mut self, c: &CampaignReport) {
        self.cases += c.cases as u64;
        self.executed += c.completed as u64;
        self.ub_skipped += c.ub_skipped as u64;
        for (slot, (_, n)) in self.unsupported.iter_mut().zip(&c.unsupported) {
            *slot += *n as u64;
        }
        for (slot, (_, n)) in self.mismatches.iter_mut().zip(&c.pair_mismatches) {
            *slot += *n as u64;
        }
        self.mismatch_seeds
            .extend(c.mismatches.iter().map(|m| m.seed));
        self.mismatch_seeds.sort_unstable();
    }

    /// Adds another report of the same oracles (another shard).
    pub fn merge(&mut self, other: &Report) -> Result<(), String> {
        if self.oracles != other.oracles {
            return Err(format!(
                "reports ran different oracles: [{}] vs [{}]",
                self.oracles.join(", "),
                other.oracles.join(", ")
            ));
        }
        self.cases += other.cases;
        self.executed += other.executed;
        self.ub_skipped += other.ub_skipped;
        for (a, b) in self.unsupported.iter_mut().zip(&other.unsupported) {
            *a += b;
        }
        for (a, b) in self.mismatches.iter_mut().zip(&other.mismatches) {
            *a += b;
        }
        self.mismatch_seeds.extend(&other.mismatch_seeds);
        self.mismatch_seeds.sort_unstable();
        self.seconds += other.seconds;
        Ok(())
    }

    pub fn total_mismatches(&self) -> usize {
        self.mismatch_seeds.len()
    }

    pub fn cases_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.cases as f64 / self.seconds
        } else {
            0.0
        }
    }

    pub fn to_json(&self) -> String {
        let reference = self.oracles.first().cloned().unwrap_or_default();
        let value = json!({
            "oracles": self.oracles,
            "cases": self.cases,
            "executed": self.executed,
            "ub_skipped": self.ub_skipped,
            "unsupported": self.oracles.iter().zip(&self.unsupported)
                .map(|(o, n)| json!({"oracle": o, "cases": n})).collect::<Vec<_>>(),
            "mismatches": self.oracles.iter().skip(1).zip(&self.mismatches)
                .map(|(o, n)| json!({"reference": reference, "oracle": o, "cases": n}))
                .collect::<Vec<_>>(),
            "mismatch_seeds": self.mismatch_seeds,
            "seconds": self.seconds,
            "cases_per_second": self.cases_per_second(),
        });
        let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
        text.push('\n');
        text
    }

    pub fn from_json(text: &str) -> Result<Report, String> {
        let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let u = |v: &Value, key: &str| {
            v.get(key)
                .and_then(Value::as_u64)
                .ok_or_else(|| format!("missing or non-integer '{key}'"))
        };
        let list = |key: &str| {
            v.get(key)
                .and_then(Value::as_array)
                .ok_or_else(|| format!("missing list '{key}'"))
        };
        let oracles = list("oracles")?
            .iter()
            .map(|o| o.as_str().map(String::from).ok_or("non-string oracle name"))
            .collect::<Result<Vec<_>, _>>()?;
        let counts = |key: &str, want: usize| -> Result<Vec<u64>, String> {
            let items = list(key)?;
            if items.len() != want {
                return Err(format!(
                    "'{key}' has {} entries, expected {want}",
                    items.len()
                ));
            }
            items.iter().map(|i| u(i, "cases")).collect()
        };
        Ok(Report {
            cases: u(&v, "cases")?,
            executed: u(&v, "executed")?,
            ub_skipped: u(&v, "ub_skipped")?,
            unsupported: counts("unsupported", oracles.len())?,
            mismatches: counts("mismatches", oracles.len().saturating_sub(1))?,
            mismatch_seeds: list("mismatch_seeds")?
                .iter()
                .map(|s| s.as_u64().ok_or("non-integer seed"))
                .collect::<Result<Vec<_>, _>>()?,
            seconds: v.get("seconds").and_then(Value::as_f64).unwrap_or(0.0),
            oracles,
        })
    }

    /// The human-readable summary.
    pub fn table(&self) -> String {
        let pct = |n: u64| {
            if self.cases == 0 {
                0.0
            } else {
                100.0 * n as f64 / self.cases as f64
            }
        };
        let mut t = String::new();
        t.push_str(&format!("cases        {:>8}\n", self.cases));
        t.push_str(&format!(
            "executed     {:>8}  ({:.1}%)\n",
            self.executed,
            pct(self.executed)
        ));
        t.push_str(&format!(
            "UB-skipped   {:>8}  ({:.1}%)\n",
            self.ub_skipped,
            pct(self.ub_skipped)
        ));
        t.push_str(&format!(
            "cases/s      {:>8.1}  ({:.2} s)\n",
            self.cases_per_second(),
            self.seconds
        ));
        let reference = self.oracles.first().map(String::as_str).unwrap_or("");
        let width = self.oracles.iter().map(String::len).max().unwrap_or(0) + reference.len() + 4;
        t.push_str(&format!(
            "{:<width$} {:>10} {:>11}\n",
            "oracle pair", "mismatches", "unsupported"
        ));
        if let Some(n) = self.unsupported.first() {
            t.push_str(&format!("{:<width$} {:>10} {:>11}\n", reference, "-", n));
        }
        for (i, name) in self.oracles.iter().enumerate().skip(1) {
            t.push_str(&format!(
                "{:<width$} {:>10} {:>11}\n",
                format!("{reference} vs {name}"),
                self.mismatches[i - 1],
                self.unsupported[i]
            ));
        }
        t
    }
}

/// The case indices of one shard of a campaign, in order: `I, I+N, ...`.
pub fn shard_cases(shard: Option<Shard>) -> impl Iterator<Item = u64> {
    let (index, count) = shard.map_or((0, 1), |s| (s.index, s.count));
    (index..).step_by(usize::try_from(count).unwrap_or(usize::MAX))
}

/// How many of the cases `0..total` fall in `shard`.
pub fn shard_len(shard: Option<Shard>, total: u64) -> u64 {
    let (index, count) = shard.map_or((0, 1), |s| (s.index, s.count));
    if total <= index {
        0
    } else {
        (total - index).div_ceil(count)
    }
}

pub fn run_difftest(args: &DifftestArgs) -> i32 {
    let result = match args.inputs.first().and_then(|p| p.to_str()) {
        Some("merge") => merge(&args.inputs[1..]),
        Some(_) => check_files(args),
        None => campaign(args),
    };
    match result {
        Ok(status) => status,
        Err(message) => {
            eprintln!("strata difftest: {message}");
            2
        }
    }
}

/// The oracles' names and the oracles, the reference first.
type Oracles = (Vec<String>, Vec<Box<dyn Oracle>>);

fn build_oracles(args: &DifftestArgs) -> Result<Oracles, String> {
    let names = if args.oracles.is_empty() {
        default_oracles()
    } else {
        args.oracles.clone()
    };
    if names.is_empty() {
        return Err("no oracles given".into());
    }
    let limits = Limits::default();
    let oracles = names
        .iter()
        .map(|n| make_oracle(n, limits))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((names, oracles))
}

fn thread_pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, String> {
    let mut builder = rayon::ThreadPoolBuilder::new();
    if let Some(j) = jobs {
        builder = builder.num_threads(j.max(1));
    }
    builder.build().map_err(|e| e.to_string())
}

fn campaign(args: &DifftestArgs) -> Result<i32, String> {
    let (names, oracles) = build_oracles(args)?;
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let pool = thread_pool(args.jobs)?;
    let total_cases = match args.time {
        Some(_) => None,
        None => Some(args.cases.unwrap_or(DEFAULT_CASES)),
    };
    let mut case_ids = shard_cases(args.shard)
        .take_while(|&k| total_cases.is_none_or(|n| k < n))
        .peekable();
    let bar = match total_cases {
        Some(n) => ProgressBar::new(shard_len(args.shard, n)),
        None => ProgressBar::new_spinner(),
    };
    if let Ok(style) =
        ProgressStyle::with_template("{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} {msg}")
    {
        bar.set_style(style);
    }
    let batch = pool.current_num_threads() * 8;
    let cfg = GenConfig {
        spirv: args.spirv,
        ..GenConfig::default()
    };
    let mut report = Report::new(&names);
    let start = Instant::now();
    while case_ids.peek().is_some() {
        let seeds: Vec<u64> = case_ids
            .by_ref()
            .take(batch)
            .map(|k| args.seed.wrapping_add(k))
            .collect();
        let part = pool.install(|| run_campaign_seeds(&seeds, &cfg, &oracles, args.out.as_deref()));
        report.add_campaign(&part);
        bar.inc(seeds.len() as u64);
        bar.set_message(format!("{} mismatches", report.total_mismatches()));
        if args
            .time
            .is_some_and(|t| start.elapsed().as_secs_f64() >= t as f64)
        {
            break;
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    print!("{}", report.table());
    for seed in report.mismatch_seeds.iter().take(10) {
        let file = args
            .out
            .as_ref()
            .map(|d| {
                format!(
                    " ({}, reduced: {})",
                    d.join(format!("seed-{seed}.mlir")).display(),
                    d.join(format!("seed-{seed}.reduced.mlir")).display()
                )
            })
            .unwrap_or_default();
        println!("mismatch: seed {seed}{file}");
    }
    if let Some(dir) = &args.out {
        write_report(&dir.join("report.json"), &report)?;
    }
    Ok(i32::from(report.total_mismatches() > 0))
}

fn write_report(path: &Path, report: &Report) -> Result<(), String> {
    std::fs::write(path, report.to_json()).map_err(|e| format!("{}: {e}", path.display()))
}

fn merge(files: &[PathBuf]) -> Result<i32, String> {
    let mut merged: Option<Report> = None;
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let r = Report::from_json(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        match &mut merged {
            None => merged = Some(r),
            Some(m) => m
                .merge(&r)
                .map_err(|e| format!("{}: {e}", file.display()))?,
        }
    }
    let merged = merged.ok_or("merge: no reports given")?;
    print!("{}", merged.table());
    Ok(i32::from(merged.total_mismatches() > 0))
}

/// Runs every oracle on each given module and prints disagreements.
fn check_files(args: &DifftestArgs) -> Result<i32, String> {
    let (_, oracles) = build_oracles(args)?;
    let mut status = 0;
    for path in &args.inputs {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let ctx = Context::new();
        let name = path.display().to_string();
        let chunk = &whole_input(&text).chunks[0];
        let module = match parse_verified(&ctx, &name, chunk, false, Registry::Opt) {
            Ok(m) => m,
            Err(diags) => {
                diags.iter().for_each(report);
                status = 1;
                continue;
            }
        };
        let case = run_case(&ctx, &module, &oracles);
        let verdict = if case.agrees() { "agree" } else { "MISMATCH" };
        println!("{name}: {verdict}");
        if !case.agrees() {
            status = 1;
        }
        for line in case.summary().lines() {
            println!("  {line}");
        }
    }
    Ok(status)
}
