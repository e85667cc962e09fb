//! Prints the generated module for a seed and the interpreter's outcome
//! (to stderr): `cargo run -p strata-difftest --example gen_one -- SEED`
//! (`-- SEED --spirv` for the SPIR-V generator's module).

use strata_difftest::gen::generate;
use strata_difftest::gen::spirv::generate_spirv;
use strata_difftest::interp::run_function;
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::Context;

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let ctx = Context::new();
    let m = if std::env::args().any(|a| a == "--spirv") {
        generate_spirv(&ctx, seed)
    } else {
        generate(&ctx, seed)
    };
    print!("{}", print_module(&ctx, &m, PrintOptions::default()));
    eprintln!("{}", run_function(&ctx, &m, "main", &[]));
}
