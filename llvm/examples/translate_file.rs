//! Translates an `.mlir` file in the LLVM dialect and prints the LLVM IR
//! (a stand-in for `strata translate --mlir-to-llvmir` until the CLI wires
//! it up).

use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;
use strata_llvm::translate::{translate_to_string, TranslateOptions};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: translate_file FILE.mlir");
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
    let result = parse_module(&ctx, &path, &src, &ParseOptions::default()).and_then(|m| {
        translate_to_string(
            &ctx,
            &m,
            &TranslateOptions {
                verify: true,
                ..Default::default()
            },
        )
    });
    match result {
        Ok(ll) => print!("{ll}"),
        Err(d) => {
            eprintln!("{d}");
            std::process::exit(1);
        }
    }
}
