//! Reads every body of a bytecode file, on one thread, and prints the op
//! count: the reading path alone (no verification, no output), for
//! profiling the decoder (`valgrind --tool=callgrind`) and timing it.
//!
//! Usage: `read_all FILE.sbc [RUNS]`; prints the op count and the best
//! wall time of the runs.

use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: read_all FILE.sbc [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(1);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread pool");
    let bytes = strata_bytecode::MappedFile::open_whole(std::path::Path::new(&path))
        .unwrap_or_else(|e| {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(1)
        });
    let mut best = Duration::MAX;
    let mut ops = 0;
    for _ in 0..runs.max(1) {
        let ctx = strata_ir::Context::new();
        let start = Instant::now();
        let m = pool.install(|| strata_bytecode::read_module(&ctx, &bytes));
        best = best.min(start.elapsed());
        match m {
            Ok(m) => ops = m.count_ops(),
            Err(d) => {
                eprintln!("{d}");
                std::process::exit(1);
            }
        }
    }
    println!("{ops} ops, best {:.3} ms", best.as_secs_f64() * 1e3);
}
