//! Times a pass pipeline alone (no parsing, verifying or printing) on one
//! module: `cargo run --release -p strata-passes --example passbench --
//! FILE [--threads N] [--runs N] [--pipeline TEXT] [--print OUT]`.
//!
//! The module is parsed once; each run converts a fresh clone of it. Prints
//! the best wall time and the best CPU time (all threads of the process)
//! over the runs, so that comparisons stay meaningful on a loaded machine,
//! then the best times of verifying and of printing the converted module
//! (the phases `strata opt` runs after the passes).

use std::time::Instant;

use strata_ir::syntax::ParseOptions;
use strata_ir::Context;
use strata_passes::{run_pipeline, Pipeline, RunOptions};

/// CPU time used so far by every thread of this process, in seconds
/// (`/proc/self/task/*/schedstat`: nanoseconds on CPU, first field).
fn cpu_seconds() -> f64 {
    let mut total = 0u64;
    if let Ok(tasks) = std::fs::read_dir("/proc/self/task") {
        for t in tasks.flatten() {
            if let Ok(s) = std::fs::read_to_string(t.path().join("schedstat")) {
                total += s
                    .split_whitespace()
                    .next()
                    .and_then(|n| n.parse::<u64>().ok())
                    .unwrap_or(0);
            }
        }
    }
    total as f64 * 1e-9
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut file = None;
    let mut threads = 1usize;
    let mut runs = 5usize;
    let mut pipeline_text =
        "builtin.module(convert-to-llvm,reconcile-unrealized-casts)".to_string();
    let mut print = None;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--threads" => threads = args.next().and_then(|v| v.parse().ok()).unwrap_or(1),
            "--runs" => runs = args.next().and_then(|v| v.parse().ok()).unwrap_or(5),
            "--pipeline" => pipeline_text = args.next().unwrap_or_default(),
            "--print" => print = args.next(),
            _ => file = Some(a),
        }
    }
    let Some(file) = file else {
        eprintln!("usage: passbench FILE [--threads N] [--runs N] [--pipeline TEXT] [--print OUT]");
        std::process::exit(2);
    };
    // Everything runs on one pool, as the CLI does for a whole job.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(1)
        });
    pool.install(|| bench(&file, threads, runs, &pipeline_text, print));
}

fn bench(file: &str, threads: usize, runs: usize, pipeline_text: &str, print: Option<String>) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| {
        eprintln!("{file}: {e}");
        std::process::exit(1)
    });
    let ctx = Context::new();
    let opts = ParseOptions::default();
    let module = strata_ir::syntax::parse_module_threads(&ctx, file, &text, &opts, threads)
        .unwrap_or_else(|d| {
            eprintln!("{d:?}");
            std::process::exit(1)
        });
    drop(text);
    let pipeline = Pipeline::parse(pipeline_text).unwrap_or_else(|d| {
        eprintln!("{d:?}");
        std::process::exit(1)
    });
    let run_opts = RunOptions {
        threads,
        ..Default::default()
    };
    let (mut best_wall, mut best_cpu) = (f64::MAX, f64::MAX);
    let mut last = None;
    for _ in 0..runs {
        let mut m = module.clone();
        let (c0, t0) = (cpu_seconds(), Instant::now());
        if let Err(d) = run_pipeline(&ctx, &mut m, &pipeline, &run_opts) {
            eprintln!("{d:?}");
            std::process::exit(1);
        }
        let (wall, cpu) = (t0.elapsed().as_secs_f64(), cpu_seconds() - c0);
        best_wall = best_wall.min(wall);
        best_cpu = best_cpu.min(cpu);
        last = Some(m);
    }
    println!(
        "threads={threads} runs={runs} best wall {:.1} ms, best cpu {:.1} ms",
        best_wall * 1e3,
        best_cpu * 1e3
    );
    let Some(m) = last else { return };
    let (mut best_verify, mut best_print) = (f64::MAX, f64::MAX);
    let mut text = String::new();
    for _ in 0..runs {
        let t0 = Instant::now();
        if let Err(d) = strata_ir::verify::verify_module(&ctx, &m) {
            eprintln!("{d:?}");
            std::process::exit(1);
        }
        best_verify = best_verify.min(t0.elapsed().as_secs_f64());
        let t0 = Instant::now();
        text = strata_ir::print::print_module_threads(&ctx, &m, Default::default(), threads);
        best_print = best_print.min(t0.elapsed().as_secs_f64());
    }
    println!(
        "best verify {:.1} ms, best print {:.1} ms",
        best_verify * 1e3,
        best_print * 1e3
    );
    if let Some(out) = print {
        std::fs::write(&out, text).unwrap_or_else(|e| {
            eprintln!("{out}: {e}");
            std::process::exit(1)
        });
    }
}
