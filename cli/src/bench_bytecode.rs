//! The bytecode rows of `strata bench`: file sizes, Strata's text parse,
//! Strata's bytecode read (all bodies, and one function through the symbol
//! table), and mlir-opt's parse of its own `.mlirbc` of the same module.
//!
//! Parse times on both sides exclude verification and output: Strata's
//! children time exactly the read; mlir-opt's figure is the "Parser" row of
//! its own `--mlir-timing` report, with verification on parsing disabled.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use strata_ir::Context;

/// What a bytecode child measures.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BcStage {
    /// Strata's text parser, no verification.
    TextParse,
    /// Header, tables and every body (in parallel on `threads` threads).
    ReadAll,
    /// Header and symbol index, then one function found by name (its op
    /// and body: what `strata bc extract` prints).
    ReadOne,
}

impl BcStage {
    pub const ALL: [BcStage; 3] = [BcStage::TextParse, BcStage::ReadAll, BcStage::ReadOne];

    pub fn key(self) -> &'static str {
        match self {
            BcStage::TextParse => "bc-text-parse",
            BcStage::ReadAll => "bc-read-all",
            BcStage::ReadOne => "bc-read-one",
        }
    }

    pub fn from_key(key: &str) -> Option<BcStage> {
        Self::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// Runs one measurement in this process: returns the elapsed time and a
/// count (ops read).
pub fn measure(file: &Path, stage: BcStage, threads: usize) -> Result<(Duration, u64), String> {
    let name = file.display().to_string();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| e.to_string())?;
    // Each stage stops the clock once the module is built, before it is
    // counted or dropped (mlir-opt's Parser row excludes destruction too).
    pool.install(|| {
        let start = Instant::now();
        let ctx = Context::new();
        match stage {
            BcStage::TextParse => {
                let (_text, m) = crate::cmd_bench::parse_as_opt_does(&ctx, file, threads)?;
                let elapsed = start.elapsed();
                Ok((elapsed, m.count_ops() as u64))
            }
            BcStage::ReadAll => {
                let bytes = strata_bytecode::MappedFile::open_whole(file)
                    .map_err(|e| format!("cannot read {name}: {e}"))?;
                let m = strata_bytecode::read_module(&ctx, &bytes).map_err(|d| d.to_string())?;
                let elapsed = start.elapsed();
                Ok((elapsed, m.count_ops() as u64))
            }
            BcStage::ReadOne => {
                let target = middle_function(file)?;
                // Timed from here: context, map, open, find, decode.
                let start = Instant::now();
                let ctx = Context::new();
                let bytes = strata_bytecode::MappedFile::open(file)
                    .map_err(|e| format!("cannot read {name}: {e}"))?;
                let lazy = strata_bytecode::LazyModule::with_file_name(&ctx, &bytes, &name)
                    .map_err(|d| d.to_string())?;
                let m = lazy.extract(&target).map_err(|d| d.to_string())?;
                let elapsed = start.elapsed();
                Ok((elapsed, m.count_ops() as u64))
            }
        }
    })
}

/// The name of the function in the middle of the directory: a lookup that
/// is neither the first nor the last entry. Found in a context and a map
/// of its own, before the measurement.
fn middle_function(file: &Path) -> Result<String, String> {
    let bytes = strata_bytecode::MappedFile::open(file).map_err(|e| e.to_string())?;
    let ctx = Context::new();
    let lazy = strata_bytecode::LazyModule::new(&ctx, &bytes).map_err(|d| d.to_string())?;
    let named: Vec<String> = lazy
        .directory()
        .filter(|e| e.parent.index() == 0)
        .filter_map(|e| e.symbol.map(str::to_string))
        .collect();
    named
        .get(named.len() / 2)
        .cloned()
        .ok_or_else(|| "no function in the file".into())
}

/// mlir-opt's own "Parser" time for `file` (a `.mlirbc`), from its timing
/// report.
pub fn mlir_opt_parse_time(mlir_opt: &Path, file: &Path) -> Result<Duration, String> {
    let out = Command::new(mlir_opt)
        .arg(file)
        .args([
            "--mlir-very-unsafe-disable-verifier-on-parsing",
            "--mlir-disable-threading",
            "--mlir-timing",
            "-o",
            "/dev/null",
        ])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", mlir_opt.display()))?;
    if !out.status.success() {
        return Err(format!("mlir-opt failed on {}", file.display()));
    }
    let report = String::from_utf8_lossy(&out.stderr);
    parse_timing_row(&report, "Parser").ok_or_else(|| "no Parser row in mlir-opt's timing".into())
}

/// The wall seconds of row `name` in an `--mlir-timing` report
/// (`    2.7674 ( 53.7%)  Parser`).
fn parse_timing_row(report: &str, name: &str) -> Option<Duration> {
    report.lines().find_map(|l| {
        let l = l.trim();
        if !l.ends_with(name) || !l.contains('%') {
            return None;
        }
        let secs: f64 = l.split_whitespace().next()?.parse().ok()?;
        Some(Duration::from_secs_f64(secs))
    })
}

/// Strata's and mlir-opt's bytecode of the benchmark input, removed when
/// dropped.
pub struct BytecodeFiles {
    pub sbc: PathBuf,
    pub mlirbc: Option<PathBuf>,
}

impl BytecodeFiles {
    /// Both files are written by child processes: on Linux a child's peak
    /// memory starts at its parent's, so the parent must stay small.
    pub fn write(text_file: &Path, mlir_opt: Option<&Path>) -> Result<BytecodeFiles, String> {
        let stem = std::env::temp_dir().join(format!("strata-bench-{}", std::process::id()));
        let sbc = stem.with_extension("sbc");
        let exe = std::env::current_exe().map_err(|e| format!("cannot find strata itself: {e}"))?;
        let ok = Command::new(exe)
            .arg("opt")
            .arg(text_file)
            .args(["--emit-bytecode", "-o"])
            .arg(&sbc)
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            return Err(format!("strata opt could not write {}", sbc.display()));
        }
        let mlirbc = match mlir_opt {
            Some(opt) => {
                let path = stem.with_extension("mlirbc");
                let ok = Command::new(opt)
                    .arg(text_file)
                    .args(["--emit-bytecode", "-o"])
                    .arg(&path)
                    .status()
                    .is_ok_and(|s| s.success());
                ok.then_some(path)
            }
            None => None,
        };
        Ok(BytecodeFiles { sbc, mlirbc })
    }
}

impl Drop for BytecodeFiles {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.sbc);
        if let Some(p) = &self.mlirbc {
            let _ = std::fs::remove_file(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timing_rows_are_found() {
        let report = "  ----Wall Time----  ----Name----\n    2.7674 ( 53.7%)  Parser\n    0.5000 ( 10.0%)  Output\n";
        assert_eq!(
            parse_timing_row(report, "Parser"),
            Some(Duration::from_secs_f64(2.7674))
        );
        assert_eq!(
            parse_timing_row(report, "Output"),
            Some(Duration::from_secs_f64(0.5))
        );
        assert_eq!(parse_timing_row(report, "Rest"), None);
    }

    #[test]
    fn stage_keys_round_trip() {
        for s in BcStage::ALL {
            assert_eq!(BcStage::from_key(s.key()), Some(s));
        }
        assert_eq!(BcStage::from_key("round-trip"), None);
    }
}
