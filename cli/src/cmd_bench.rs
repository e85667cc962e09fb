//! `strata bench`: times Strata and `mlir-opt` on the same module, in the
//! same run, and prints one table.
//!
//! Every measurement runs in a child process, so peak memory is the child's
//! own high-water mark (`ru_maxrss` from `wait4`), free of the parent's
//! corpus text and of earlier runs. Strata's child (`strata bench --child
//! STAGE`) times its work in-process (reading the file to writing the
//! output, without process start-up) and reports it on stdout; `mlir-opt`
//! is timed from spawn to exit. Of `--runs` runs the fastest is reported.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use strata_ir::print::PrintOptions;
use strata_ir::syntax::ParseOptions;
use strata_ir::{Context, Module};
use strata_passes::{is_pass_name, run_pipeline, Pipeline, RunOptions};

use crate::args::BenchArgs;

/// The LLVM 22 install this project tests against.
const DEFAULT_MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// What one measurement does to the input.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Stage {
    /// Parse, verify, print (`mlir-opt FILE -o /dev/null`).
    RoundTrip,
    /// The conversion pipeline to the LLVM dialect, then print.
    ToLlvm,
}

impl Stage {
    fn key(self) -> &'static str {
        match self {
            Stage::RoundTrip => "round-trip",
            Stage::ToLlvm => "to-llvm",
        }
    }

    fn from_key(key: &str) -> Option<Stage> {
        [Stage::RoundTrip, Stage::ToLlvm]
            .into_iter()
            .find(|s| s.key() == key)
    }

    fn title(self) -> &'static str {
        match self {
            Stage::RoundTrip => "parse+verify+print",
            Stage::ToLlvm => "convert-to-llvm",
        }
    }

    /// The pass flags, the same for both tools.
    fn passes(self) -> Vec<&'static str> {
        match self {
            Stage::RoundTrip => Vec::new(),
            Stage::ToLlvm => {
                let mut p = vec!["convert-to-llvm"];
                // MLIR needs the memref finalisation pass for memref ops left
                // over; pass it to both tools once Strata has it.
                if is_pass_name("finalize-memref-to-llvm") {
                    p.push("finalize-memref-to-llvm");
                }
                p.push("reconcile-unrealized-casts");
                p
            }
        }
    }
}

/// The best of several runs of one tool on one stage.
#[derive(Clone, Debug)]
struct Measurement {
    wall: Duration,
    /// User + system CPU time of the whole process.
    cpu: Duration,
    peak_rss_bytes: u64,
}

pub fn run_bench(args: &BenchArgs) -> i32 {
    if let Some(stage) = &args.child {
        return run_child(args, stage);
    }
    match run_parent(args) {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("strata bench: {message}");
            1
        }
    }
}

fn run_parent(args: &BenchArgs) -> Result<(), String> {
    let runs = args.runs.max(1);
    let (path, generated) = match &args.file {
        Some(f) => (f.clone(), None),
        None => {
            let spec =
                strata_benches::CorpusSpec::with_total_ops(args.ops, args.functions, args.seed);
            let text = strata_benches::generate(&spec);
            let path =
                std::env::temp_dir().join(format!("strata-bench-{}.mlir", std::process::id()));
            std::fs::write(&path, &text)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            (path.clone(), Some(TempFile(path)))
        }
    };
    let bytes = std::fs::metadata(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?
        .len();
    let mlir_opt = find_mlir_opt(args.mlir_opt.as_deref());
    let all_threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut thread_counts = vec![1];
    if all_threads > 1 {
        thread_counts.push(all_threads);
    }

    // One Strata run first: it checks the input and counts its ops.
    let ops = strata_child(&path, Stage::RoundTrip, 1)?.1;
    println!(
        "input: {} ({:.2} MB, {} ops, {:.1} bytes/op{})",
        path.display(),
        bytes as f64 / 1e6,
        ops,
        bytes as f64 / ops.max(1) as f64,
        if generated.is_some() {
            format!(
                "; generated with --ops {} --functions {} --seed {}",
                args.ops, args.functions, args.seed
            )
        } else {
            String::new()
        }
    );
    match &mlir_opt {
        Some(p) => println!("mlir-opt: {}", p.display()),
        None => println!("mlir-opt: not found, comparison skipped (give --mlir-opt PATH)"),
    }
    println!("best of {runs} runs; wall = in-process for strata, spawn-to-exit for mlir-opt; cpu = user+sys of the process");
    println!();
    println!(
        "{:<20} {:<9} {:>3} {:>9} {:>9} {:>9} {:>8} {:>9} {:>8} {:>8} {:>7}",
        "stage",
        "tool",
        "thr",
        "wall ms",
        "cpu ms",
        "Mops/s",
        "MB/s",
        "peak MB",
        "peak B/op",
        "speed x",
        "mem x"
    );
    let sizes = Sizes { bytes, ops };
    for stage in [Stage::RoundTrip, Stage::ToLlvm] {
        let threads: &[usize] = match stage {
            Stage::RoundTrip => &thread_counts[..1],
            Stage::ToLlvm => &thread_counts,
        };
        for &t in threads {
            let strata = best_of(runs, || strata_child(&path, stage, t).map(|r| r.0));
            let mlir = mlir_opt
                .as_deref()
                .map(|m| best_of(runs, || mlir_opt_run(m, &path, stage, t)));
            print_row(
                stage,
                "strata",
                t,
                &strata,
                mlir.as_ref().and_then(|m| m.as_ref().ok()),
                sizes,
            );
            if let Some(m) = &mlir {
                print_row(stage, "mlir-opt", t, m, None, sizes);
            }
        }
    }
    drop(generated);
    Ok(())
}

#[derive(Copy, Clone)]
struct Sizes {
    bytes: u64,
    ops: u64,
}

fn print_row(
    stage: Stage,
    tool: &str,
    threads: usize,
    m: &Result<Measurement, String>,
    reference: Option<&Measurement>,
    sizes: Sizes,
) {
    let m = match m {
        Ok(m) => m,
        Err(e) => {
            println!(
                "{:<20} {:<9} {:>3} failed: {e}",
                stage.title(),
                tool,
                threads
            );
            return;
        }
    };
    let secs = m.wall.as_secs_f64().max(1e-9);
    let (speed, mem) = match reference {
        Some(r) => (
            format!("{:.1}", r.wall.as_secs_f64() / secs),
            format!(
                "{:.2}",
                m.peak_rss_bytes as f64 / r.peak_rss_bytes.max(1) as f64
            ),
        ),
        None => ("-".into(), "-".into()),
    };
    println!(
        "{:<20} {:<9} {:>3} {:>9.1} {:>9.1} {:>9.2} {:>8.1} {:>9.1} {:>8.0} {:>8} {:>7}",
        stage.title(),
        tool,
        threads,
        secs * 1e3,
        m.cpu.as_secs_f64() * 1e3,
        sizes.ops as f64 / secs / 1e6,
        sizes.bytes as f64 / secs / 1e6,
        m.peak_rss_bytes as f64 / 1e6,
        m.peak_rss_bytes as f64 / sizes.ops.max(1) as f64,
        speed,
        mem
    );
}

/// Runs `f` `runs` times: the fastest wall time, the least CPU time and the
/// largest peak memory seen.
fn best_of(
    runs: u32,
    mut f: impl FnMut() -> Result<Measurement, String>,
) -> Result<Measurement, String> {
    let mut best: Option<Measurement> = None;
    for _ in 0..runs {
        let m = f()?;
        best = Some(match best {
            None => m,
            Some(b) => Measurement {
                wall: b.wall.min(m.wall),
                cpu: b.cpu.min(m.cpu),
                peak_rss_bytes: b.peak_rss_bytes.max(m.peak_rss_bytes),
            },
        });
    }
    best.ok_or_else(|| "no runs".to_string())
}

fn find_mlir_opt(given: Option<&Path>) -> Option<PathBuf> {
    if let Some(p) = given {
        return p.is_file().then(|| p.to_path_buf());
    }
    if Path::new(DEFAULT_MLIR_OPT).is_file() {
        return Some(PathBuf::from(DEFAULT_MLIR_OPT));
    }
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("mlir-opt"))
            .find(|p| p.is_file())
    })
}

fn mlir_opt_run(
    mlir_opt: &Path,
    file: &Path,
    stage: Stage,
    threads: usize,
) -> Result<Measurement, String> {
    let mut cmd = Command::new(mlir_opt);
    cmd.arg(file).args(["-o", "/dev/null"]);
    for p in stage.passes() {
        cmd.arg(format!("--{p}"));
    }
    if threads == 1 {
        cmd.arg("--mlir-disable-threading");
    }
    let start = Instant::now();
    let (status, usage, _, err) = run_measured(&mut cmd)?;
    let wall = start.elapsed();
    if status != 0 {
        return Err(format!(
            "mlir-opt exited with {status}: {}",
            first_line(&err)
        ));
    }
    Ok(Measurement {
        wall,
        cpu: usage.cpu,
        peak_rss_bytes: usage.peak_rss_bytes,
    })
}

/// Runs Strata's child on `file`; returns its measurement and the number
/// of ops it parsed.
fn strata_child(file: &Path, stage: Stage, threads: usize) -> Result<(Measurement, u64), String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find strata itself: {e}"))?;
    let mut cmd = Command::new(exe);
    cmd.arg("bench")
        .arg("--child")
        .arg(stage.key())
        .arg("--child-threads")
        .arg(threads.to_string())
        .arg("--file")
        .arg(file);
    let (status, usage, out, err) = run_measured(&mut cmd)?;
    if status != 0 {
        return Err(format!("strata exited with {status}: {}", first_line(&err)));
    }
    let mut fields = out.split_whitespace().map(str::parse::<u64>);
    match (fields.next(), fields.next()) {
        (Some(Ok(nanos)), Some(Ok(ops))) => Ok((
            Measurement {
                wall: Duration::from_nanos(nanos),
                cpu: usage.cpu,
                peak_rss_bytes: usage.peak_rss_bytes,
            },
            ops,
        )),
        _ => Err(format!("unexpected child output {out:?}")),
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// The part of a child's `rusage` the table shows.
struct Usage {
    cpu: Duration,
    peak_rss_bytes: u64,
}

/// Runs `cmd` to completion, collecting its exit status, resource usage,
/// stdout and stderr. Reaped with `wait4` (std's `Child::wait` drops the
/// rusage).
fn run_measured(cmd: &mut Command) -> Result<(i32, Usage, String, String), String> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    // stderr is drained on a thread so a chatty child cannot block on a
    // full pipe while we read stdout.
    let mut stderr = child.stderr.take();
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(e) = stderr.as_mut() {
            let _ = e.read_to_string(&mut s);
        }
        s
    });
    let mut out = String::new();
    if let Some(o) = child.stdout.as_mut() {
        let _ = o.read_to_string(&mut out);
    }
    let err = err_reader.join().unwrap_or_default();
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data that wait4 fills in; the pid is our own
    // unreaped child (std's Child is never waited on afterwards).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    if r != pid {
        return Err(format!("wait4 failed: {}", std::io::Error::last_os_error()));
    }
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        128 + libc::WTERMSIG(status)
    };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    Ok((
        code,
        Usage {
            cpu: tv(usage.ru_utime) + tv(usage.ru_stime),
            // Linux reports ru_maxrss in KiB.
            peak_rss_bytes: usage.ru_maxrss as u64 * 1024,
        },
        out,
        err,
    ))
}

/// A generated input, removed when the benchmark ends.
struct TempFile(PathBuf);

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

// ---- the child ----

fn run_child(args: &BenchArgs, stage: &str) -> i32 {
    let Some(stage) = Stage::from_key(stage) else {
        eprintln!("strata bench: unknown stage {stage}");
        return 1;
    };
    let Some(file) = &args.file else {
        eprintln!("strata bench: --child needs --file");
        return 1;
    };
    match measure_in_process(file, stage, args.child_threads.max(1)) {
        Ok((elapsed, ops)) => {
            println!("{} {ops}", elapsed.as_nanos());
            0
        }
        Err(message) => {
            eprintln!("{message}");
            1
        }
    }
}

/// What `strata opt FILE [passes] -o /dev/null` does, timed from reading the
/// file to writing the output.
fn measure_in_process(
    file: &Path,
    stage: Stage,
    threads: usize,
) -> Result<(Duration, u64), String> {
    let mut pipeline = Pipeline::default();
    for p in stage.passes() {
        pipeline.add_pass(p, "").map_err(|d| d.to_string())?;
    }
    let name = file.display().to_string();
    let start = Instant::now();
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {name}: {e}"))?;
    let ctx = Context::new();
    let mut module = strata_ir::syntax::parse_module(&ctx, &name, &text, &ParseOptions::default())
        .map_err(|d| d.to_string())?;
    let ops = module.bodies.iter().map(|b| b.ops.len() as u64).sum();
    strata_ir::verify::verify_module(&ctx, &module).map_err(|d| {
        d.first()
            .map_or_else(|| "verification failed".into(), |d| d.to_string())
    })?;
    if stage == Stage::ToLlvm {
        let verify = |ctx: &Context, m: &Module| {
            strata_ir::verify::verify_module(ctx, m).map_err(|mut errs| errs.swap_remove(0))
        };
        let opts = RunOptions {
            threads,
            verify: Some(&verify),
            emit: None,
        };
        run_pipeline(&ctx, &mut module, &pipeline, &opts).map_err(|d| d.to_string())?;
    }
    let out = strata_ir::print::print_module(&ctx, &module, PrintOptions::default());
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/null")
        .and_then(|mut f| f.write_all(out.as_bytes()))
        .map_err(|e| format!("cannot write /dev/null: {e}"))?;
    Ok((start.elapsed(), ops))
}
