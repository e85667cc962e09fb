//! Bad input never panics or hangs: truncated and byte-mutated versions of
//! every conformance file, and pathological nesting, are parsed, verified
//! and printed in-process; each either parses or yields a located error.

use std::path::{Path, PathBuf};

use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

fn corpus_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        let mut v: Vec<_> = rd.flatten().map(|e| e.path()).collect();
        v.sort();
        for p in v {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "mlir") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/conformance/mlir-upstream"),
        &mut out,
    );
    out
}

/// Parses, verifies and prints; an error must carry a position.
fn exercise(text: &str) {
    let ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    match parse_module(&ctx, "input.mlir", text, &opts) {
        Ok(m) => {
            if strata_ir::verify::verify_module(&ctx, &m).is_ok() {
                let _ = print_module(&ctx, &m, PrintOptions::default());
                let _ = print_module(
                    &ctx,
                    &m,
                    PrintOptions {
                        generic: true,
                        debug_info: true,
                        local_scope: false,
                        elide_elements_above: None,
                        ..Default::default()
                    },
                );
            }
        }
        Err(d) => {
            assert!(d.loc.line >= 1, "error without a line: {d}");
            assert_eq!(&*d.loc.file, "input.mlir");
        }
    }
}

#[test]
fn truncated_and_mutated_corpus_files() {
    let files = corpus_files();
    let mut cases = 0;
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for path in &files {
        let src = std::fs::read_to_string(path).unwrap_or_default();
        let chunk = src.split("\n// -----\n").next().unwrap_or("");
        let bytes = chunk.as_bytes();
        // Truncations at 16 evenly spaced points.
        for k in 1..16 {
            let cut = bytes.len() * k / 16;
            if let Ok(t) = std::str::from_utf8(&bytes[..cut]) {
                exercise(t);
                cases += 1;
            }
        }
        // 16 single-byte mutations with punctuation that stresses the parser.
        for _ in 0..16 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            if bytes.is_empty() {
                break;
            }
            let at = (seed as usize) % bytes.len();
            let mut m = bytes.to_vec();
            m[at] = b"{}()<>[]%^@#!:,=\"x0-"[(seed >> 32) as usize % 20];
            if let Ok(t) = std::str::from_utf8(&m) {
                exercise(t);
                cases += 1;
            }
        }
    }
    assert!(files.is_empty() || cases > 1000, "only {cases} cases");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep_type = format!(
        "func.func private @f() -> {}i32{}",
        "vector<1x".repeat(100_000),
        ">".repeat(100_000)
    );
    exercise(&deep_type);
    let deep_attr = format!(
        "\"t.op\"() {{a = {}1{}}} : () -> ()",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    exercise(&deep_attr);
    let deep_region = format!(
        "{}{}",
        "\"t.op\"() ({\n".repeat(50_000),
        "}) : () -> ()\n".repeat(50_000)
    );
    exercise(&deep_region);
    exercise(&"%0 = ".repeat(100_000));
}

#[test]
fn garbage_gets_located_errors() {
    for text in [
        "\u{0}\u{1}",
        "func.func @f(",
        "\"unterminated",
        "%x = \"a.b\"(%y) : (i32) -> i32",
        "^bb0:",
        "}}}}",
        "module {",
        "é",
        "\"a.b\"() : () -> () é",
        "%x = é",
        "func.func @f(%a: i32 é",
        "!llvm.struct<(ptr, é)>",
    ] {
        exercise(text);
    }
}
