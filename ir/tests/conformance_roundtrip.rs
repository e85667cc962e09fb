//! Round trip against the reference on MLIR's own test files: for every
//! `// -----` chunk under ../shared/conformance/mlir-upstream that
//! `mlir-opt` 22 parses, Strata parses it too, and `mlir-opt` parses
//! Strata's output and prints the same text as it prints for the original.
//! Also counts chunks Strata prints identically to `mlir-opt`, and, with
//! `--mlir-print-debuginfo`, chunks whose locations (by alias) Strata
//! prints identically and reads back from `mlir-opt`'s output.
//!
//! The counts are a ratchet: they may only go up.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use rayon::prelude::*;
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

fn mlir_opt() -> Option<PathBuf> {
    let p = PathBuf::from("/usr/lib/llvm-22/bin/mlir-opt");
    p.exists().then_some(p)
}

fn corpus() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/conformance/mlir-upstream");
    p.exists().then_some(p)
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// Runs mlir-opt on `text`; `None` when it rejects it.
fn reference(tool: &Path, text: &str) -> Option<String> {
    reference_with(tool, text, &[])
}

fn reference_with(tool: &Path, text: &str, flags: &[&str]) -> Option<String> {
    let mut child = Command::new(tool)
        .arg("--allow-unregistered-dialect")
        .args(flags)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    use std::io::Write;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Every `// -----` chunk of the corpus.
fn corpus_chunks(root: &Path) -> Vec<String> {
    let mut paths = Vec::new();
    files(root, &mut paths);
    paths
        .iter()
        .flat_map(|p| {
            let src = std::fs::read_to_string(p).unwrap_or_default();
            src.split("\n// -----\n")
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Parses and verifies `text` as `strata opt --allow-unregistered-dialect`
/// reads stdin, and prints it with `opts`.
fn strata_print(text: &str, opts: PrintOptions) -> Option<String> {
    let ctx = Context::new();
    let parse_opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let m = parse_module(&ctx, "<stdin>", text, &parse_opts).ok()?;
    strata_ir::verify::verify_module(&ctx, &m).ok()?;
    Some(print_module(&ctx, &m, opts))
}

#[test]
fn upstream_chunks_print_locations_as_mlir_opt() {
    let (Some(tool), Some(root)) = (mlir_opt(), corpus()) else {
        eprintln!("mlir-opt 22 or the conformance corpus is absent: skipped");
        return;
    };
    let debug = PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    // Per chunk mlir-opt accepts: (Strata prints it identically, Strata
    // reads mlir-opt's output, location aliases defined after their use
    // included, and prints it back unchanged).
    let outcomes: Vec<Option<[bool; 2]>> = corpus_chunks(&root)
        .par_iter()
        .map(|chunk| {
            let expected = reference_with(&tool, chunk, &["--mlir-print-debuginfo"])?;
            Some([
                strata_print(chunk, debug).as_deref() == Some(expected.as_str()),
                strata_print(&expected, debug).as_deref() == Some(expected.as_str()),
            ])
        })
        .collect();
    let total = outcomes.iter().flatten().count();
    let count = |i: usize| outcomes.iter().flatten().filter(|o| o[i]).count();
    let (identical, read_back) = (count(0), count(1));
    eprintln!(
        "conformance locations: {total} chunks printed by mlir-opt --mlir-print-debuginfo; \
         Strata prints {identical} identically and reads {read_back} back unchanged"
    );
    // Ratchet: raise these as coverage grows.
    assert!(identical >= 375, "location printing regressed: {identical}");
    assert!(
        read_back >= 375,
        "reading location aliases regressed: {read_back}"
    );
}

#[test]
fn upstream_chunks_round_trip_through_mlir_opt() {
    let (Some(tool), Some(root)) = (mlir_opt(), corpus()) else {
        eprintln!("mlir-opt 22 or the conformance corpus is absent: skipped");
        return;
    };
    let chunks = corpus_chunks(&root);
    // Per chunk: (accepted by mlir-opt, parsed by Strata, same text after
    // mlir-opt re-reads Strata's output, printed identically).
    let outcomes: Vec<[bool; 4]> = chunks
        .par_iter()
        .map(|chunk| {
            let Some(expected) = reference(&tool, chunk) else {
                return [false; 4];
            };
            let ctx = Context::new();
            let opts = ParseOptions {
                allow_unregistered: true,
                ..Default::default()
            };
            let Ok(m) = parse_module(&ctx, "chunk.mlir", chunk, &opts) else {
                return [true, false, false, false];
            };
            if strata_ir::verify::verify_module(&ctx, &m).is_err() {
                return [true, false, false, false];
            }
            let ours = print_module(&ctx, &m, PrintOptions::default());
            let same = reference(&tool, &ours).as_deref() == Some(expected.as_str());
            [true, true, same, ours == expected]
        })
        .collect();
    let count = |i: usize| outcomes.iter().filter(|o| o[i]).count();
    let (total, parsed, same_semantics, identical) = (count(0), count(1), count(2), count(3));
    eprintln!(
        "conformance round trip: {total} chunks parsed by mlir-opt; Strata parses {parsed}, \
         {same_semantics} re-read by mlir-opt to the same text, {identical} printed identically"
    );
    // Ratchet: raise these as coverage grows.
    assert!(
        same_semantics >= 376,
        "round trip regressed: {same_semantics}"
    );
    assert!(
        identical >= 374,
        "identical printing regressed: {identical}"
    );
}
