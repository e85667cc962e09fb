//! `strata bench` rows for the stages after the LLVM dialect: translation
//! to LLVM IR beside `mlir-translate`, and lowering + JIT + running `@main`
//! beside `mlir-opt | mlir-runner`.
//!
//! Both tools are timed from spawn to exit here (Strata's commands need
//! the `strata-codegen` process anyway), on the same files. The lowered
//! module both translators read is written once, by Strata, before timing.
//! The run rows also compare what the two printed: a benchmark of a wrong
//! answer is reported as a failure, not as a speed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::cmd_bench::{
    best_of, first_line, lowering_flags, print_titled_row, run_measured, Measurement, Sizes,
    TempFile,
};

/// Runs `cmd` to completion: its measurement (spawn to exit) and stdout.
fn spawn_measured(cmd: &mut Command, what: &str) -> Result<(Measurement, String), String> {
    let start = Instant::now();
    let (status, usage, out, err) = run_measured(cmd)?;
    let wall = start.elapsed();
    if status != 0 {
        return Err(format!("{what} exited with {status}: {}", first_line(&err)));
    }
    Ok((
        Measurement {
            wall,
            cpu: usage.cpu,
            peak_rss_bytes: usage.peak_rss_bytes,
        },
        out,
    ))
}

/// Two processes one after the other, as one measurement: times add up,
/// peak memory is the larger.
fn sequence(a: Measurement, b: Measurement) -> Measurement {
    Measurement {
        wall: a.wall + b.wall,
        cpu: a.cpu + b.cpu,
        peak_rss_bytes: a.peak_rss_bytes.max(b.peak_rss_bytes),
    }
}

fn strata_exe() -> Result<PathBuf, String> {
    std::env::current_exe().map_err(|e| format!("cannot find strata itself: {e}"))
}

/// An MLIR tool in `dir` (mlir-opt's directory), if it is there.
fn mlir_tool(dir: Option<&Path>, name: &str) -> Option<PathBuf> {
    let path = dir?.join(name);
    path.is_file().then_some(path)
}

/// The translation and run rows. `mlir_dir` is where mlir-opt was found;
/// without it (or without mlir-translate/mlir-runner there) only Strata's
/// rows are printed.
pub(crate) fn codegen_rows(
    input: &Path,
    mlir_dir: Option<&Path>,
    runs: u32,
    threads: usize,
    sizes: Sizes,
) -> Result<(), String> {
    let exe = strata_exe()?;
    let lowered = TempFile(
        std::env::temp_dir().join(format!("strata-bench-{}.llvm.mlir", std::process::id())),
    );
    let mut lower = Command::new(&exe);
    lower
        .arg("opt")
        .arg(input)
        .args(lowering_flags())
        .arg("-o")
        .arg(&lowered.0);
    spawn_measured(&mut lower, "strata opt (lowering for the translate rows)")?;

    let strata_translate = best_of(runs, || {
        let mut cmd = Command::new(&exe);
        cmd.args(["translate", "--mlir-to-llvmir"])
            .arg(&lowered.0)
            .args(["-o", "/dev/null"]);
        spawn_measured(&mut cmd, "strata translate").map(|r| r.0)
    });
    let mlir_translate = mlir_tool(mlir_dir, "mlir-translate").map(|tool| {
        best_of(runs, || {
            let mut cmd = Command::new(&tool);
            cmd.arg("--mlir-to-llvmir")
                .arg(&lowered.0)
                .args(["-o", "/dev/null"]);
            spawn_measured(&mut cmd, "mlir-translate").map(|r| r.0)
        })
    });
    let title = "translate to LLVM IR";
    let reference = mlir_translate.as_ref().and_then(|m| m.as_ref().ok());
    print_titled_row(
        title,
        "strata",
        threads,
        &strata_translate,
        reference,
        sizes,
    );
    if let Some(m) = &mlir_translate {
        print_titled_row(title, "mlir-tr", 1, m, None, sizes);
    }

    let strata_run = best_of_run(runs, || {
        let mut cmd = Command::new(&exe);
        cmd.arg("run")
            .arg(input)
            .args(["-e", "main", "--entry-point-result=i64"]);
        spawn_measured(&mut cmd, "strata run")
    });
    let mlir_run = match (
        mlir_tool(mlir_dir, "mlir-opt"),
        mlir_tool(mlir_dir, "mlir-runner"),
    ) {
        (Some(opt), Some(runner)) => Some(best_of_run(runs, || {
            let mut lower = Command::new(&opt);
            lower
                .arg(input)
                .args(lowering_flags())
                .arg("-o")
                .arg(&lowered.0);
            let (lowering, _) = spawn_measured(&mut lower, "mlir-opt")?;
            let mut run = Command::new(&runner);
            run.arg(&lowered.0)
                .args(["-e", "main", "--entry-point-result=i64"]);
            let (running, out) = spawn_measured(&mut run, "mlir-runner")?;
            Ok((sequence(lowering, running), out))
        })),
        _ => None,
    };
    let strata_run = match (strata_run, &mlir_run) {
        (Ok((_, out)), Some(Ok((_, expected)))) if out.trim() != expected.trim() => Err(format!(
            "printed {:?}, mlir-runner printed {:?}",
            out.trim(),
            expected.trim()
        )),
        (r, _) => r,
    };
    let title = "lower+jit+run @main";
    let mlir_run = mlir_run.map(|r| r.map(|(m, _)| m));
    let reference = mlir_run.as_ref().and_then(|m| m.as_ref().ok());
    print_titled_row(
        title,
        "strata",
        threads,
        &strata_run.map(|(m, _)| m),
        reference,
        sizes,
    );
    if let Some(m) = &mlir_run {
        print_titled_row(title, "opt|run", 1, m, None, sizes);
    }
    Ok(())
}

/// [`best_of`] for runs that also print a result: the measurement of the
/// fastest run, with the output of the last.
fn best_of_run(
    runs: u32,
    mut f: impl FnMut() -> Result<(Measurement, String), String>,
) -> Result<(Measurement, String), String> {
    let mut output = String::new();
    let best = best_of(runs, || {
        let (m, out) = f()?;
        output = out;
        Ok(m)
    })?;
    Ok((best, output))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_sequence_adds_times_and_keeps_the_larger_peak() {
        let m = |ms: u64, mb: u64| Measurement {
            wall: Duration::from_millis(ms),
            cpu: Duration::from_millis(ms / 2),
            peak_rss_bytes: mb << 20,
        };
        let s = sequence(m(30, 5), m(70, 9));
        assert_eq!(s.wall, Duration::from_millis(100));
        assert_eq!(s.cpu, Duration::from_millis(50));
        assert_eq!(s.peak_rss_bytes, 9 << 20);
    }
}
