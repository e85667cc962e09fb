//! Runs `@main` of an MLIR file in the interpreter:
//! `cargo run -p strata-difftest --example run_file -- FILE`.

use strata_difftest::interp::run_function;
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: run_file FILE");
        std::process::exit(2);
    };
    let src = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let ctx = Context::new();
    let t = std::time::Instant::now();
    match parse_module(&ctx, &path, &src, &ParseOptions::default()) {
        Ok(m) => {
            eprintln!("parsed in {:?}", t.elapsed());
            let t = std::time::Instant::now();
            let out = run_function(&ctx, &m, "main", &[]);
            eprintln!("ran in {:?}", t.elapsed());
            println!("{out}")
        }
        Err(d) => {
            eprintln!("{d}");
            std::process::exit(1);
        }
    }
}
