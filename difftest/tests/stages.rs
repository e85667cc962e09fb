//! The interpreter runs the same program at several stages of lowering and
//! gets the same result (the lowered forms were produced by mlir-opt 22).

use strata_difftest::interp::{run_function, Outcome};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

fn run_file(name: &str) -> Outcome {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    let ctx = Context::new();
    let m =
        parse_module(&ctx, &path, &src, &ParseOptions::default()).unwrap_or_else(|d| panic!("{d}"));
    run_function(&ctx, &m, "main", &[])
}

#[test]
fn source_stage() {
    assert_eq!(
        run_file("mixed.mlir").checksum(),
        Some(148),
        "{}",
        run_file("mixed.mlir")
    );
}

#[test]
fn partially_lowered_stage_with_casts() {
    let out = run_file("mixed.partial.mlir");
    assert_eq!(out.checksum(), Some(148), "{out}");
}

#[test]
fn llvm_stage() {
    let out = run_file("mixed.lowered.mlir");
    assert_eq!(out.checksum(), Some(148), "{out}");
}

/// LLVM-dialect globals (one with an initializer region), aggregates,
/// alloca with stacksave/stackrestore, memset, GEP and intrinsics; the
/// expected value is what mlir-runner printed for the same file.
#[test]
fn llvm_dialect_globals_memory_and_intrinsics() {
    let out = run_file("llvm_ops.mlir");
    assert_eq!(out.checksum(), Some(20), "{out}");
}
