//! The bodies of the cargo-fuzz targets in `fuzz/`, here so that an
//! ordinary `cargo test` (stable, no libFuzzer) runs them over a seed
//! corpus too. Each takes arbitrary bytes and panics only when a property
//! that must hold for every input fails: library code must return errors,
//! never panic, and what it accepts must survive the next stage.

use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::verify::verify_module;
use strata_ir::{Context, Module};

use crate::interp::{Interpreter, Limits};

/// Small bounds: a fuzzed program must not stall the fuzzer.
const FUZZ_LIMITS: Limits = Limits {
    max_steps: 100_000,
    max_memory: 1 << 20,
    max_call_depth: 64,
};

/// The conversion pipeline the `passes` target runs.
const LOWERING: &[&str] = &[
    "convert-vector-to-llvm",
    "expand-strided-metadata",
    "finalize-memref-to-llvm",
    "convert-to-llvm",
    "reconcile-unrealized-casts",
];

fn parse(ctx: &Context, data: &[u8]) -> Option<Module> {
    let text = std::str::from_utf8(data).ok()?;
    let opts = ParseOptions {
        allow_unregistered: true,
        ..ParseOptions::default()
    };
    parse_module(ctx, "fuzz.mlir", text, &opts).ok()
}

fn parse_verified(ctx: &Context, data: &[u8]) -> Option<Module> {
    let m = parse(ctx, data)?;
    verify_module(ctx, &m).ok()?;
    Some(m)
}

/// Parser: any input is rejected or accepted without panicking; what is
/// accepted and verifies prints to text that parses again and prints
/// identically. (An op that parses in its generic form but fails its
/// verifier may have no custom form to print: `"arith.addi"(%a, %b) :
/// (i32, i64) -> i32` prints as `arith.addi %a, %b : i32`, which does not
/// parse. Strata, like mlir-opt, prints only verified modules.)
pub fn fuzz_parse(data: &[u8]) {
    let ctx = Context::new();
    let Some(m) = parse_verified(&ctx, data) else {
        return;
    };
    for generic in [false, true] {
        let opts = PrintOptions {
            generic,
            ..PrintOptions::default()
        };
        let printed = print_module(&ctx, &m, opts);
        let again = parse(&ctx, printed.as_bytes())
            .unwrap_or_else(|| panic!("printed module does not parse:\n{printed}"));
        assert_eq!(
            printed,
            print_module(&ctx, &again, opts),
            "print is not stable"
        );
    }
}

/// Verifier: runs on whatever parses, without panicking.
pub fn fuzz_verify(data: &[u8]) {
    let ctx = Context::new();
    if let Some(m) = parse(&ctx, data) {
        let _ = verify_module(&ctx, &m);
    }
}

/// Conversion passes: on a verified module they fail cleanly or produce a
/// module that verifies.
pub fn fuzz_passes(data: &[u8]) {
    let ctx = Context::new();
    let Some(mut m) = parse_verified(&ctx, data) else {
        return;
    };
    let mut pipeline = strata_passes::Pipeline::default();
    for pass in LOWERING {
        if pipeline.add_pass(pass, "").is_err() {
            return;
        }
    }
    let opts = strata_passes::RunOptions::default();
    if strata_passes::run_pipeline(&ctx, &mut m, &pipeline, &opts).is_ok() {
        if let Err(diags) = verify_module(&ctx, &m) {
            panic!(
                "conversion produced an invalid module: {}\n{}",
                diags[0],
                print_module(&ctx, &m, PrintOptions::default())
            );
        }
    }
}

/// Interpreter: runs `@main` of any verified module within small limits
/// and ends with some outcome, never a panic.
pub fn fuzz_interpreter(data: &[u8]) {
    let ctx = Context::new();
    if let Some(m) = parse_verified(&ctx, data) {
        let _ = Interpreter::new(&ctx, &m, FUZZ_LIMITS).run("main", &[]);
    }
}

/// Bytecode reader: any bytes are rejected or read without panicking; a
/// module it reads writes back to bytecode that reads again.
pub fn fuzz_bytecode(data: &[u8]) {
    let ctx = Context::new();
    // The lazy path reads less and checks less up front: every symbol and
    // body it can reach must decode or fail cleanly.
    if let Ok(lazy) = strata_bytecode::LazyModule::new(&ctx, data) {
        let names: Vec<String> = lazy
            .directory()
            .filter_map(|e| e.symbol.map(str::to_string))
            .collect();
        for n in names {
            let _ = lazy.extract(&n);
        }
        for k in 0..lazy.num_bodies().min(64) {
            let _ = lazy.body(strata_ir::BodyId::from_index(k));
        }
    }
    let Ok(m) = strata_bytecode::read_module(&ctx, data) else {
        return;
    };
    let bytes = strata_bytecode::write_module(&ctx, &m);
    if let Err(d) = strata_bytecode::read_module(&ctx, &bytes) {
        panic!("re-written bytecode does not read: {d}");
    }
}

/// A fuzz target's body.
pub type Target = fn(&[u8]);

/// Every target by name, as `fuzz/` and the corpus test use them.
pub const TARGETS: &[(&str, Target)] = &[
    ("parse", fuzz_parse),
    ("verify", fuzz_verify),
    ("passes", fuzz_passes),
    ("interpreter", fuzz_interpreter),
    ("bytecode", fuzz_bytecode),
];
