//! `--import-llvm` over the LLVM IR Strata itself produces: every
//! `tests/lit` and `examples` module (each `// -----` chunk) that
//! translates with `--mlir-to-llvmir` — as written, or after
//! `convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts` — is
//! imported, translated again and re-imported; the second and third imports
//! must print the same text (import → export → import is a fixed point).
//! The `.ll` inputs of the import tests go through the same rounds.

use std::path::{Path, PathBuf};

use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;
use strata_llvm::import::{import_bytes, print_imported};
use strata_llvm::translate::{translate, TranslateOptions};
use strata_passes::manager::{run_pipeline, RunOptions};
use strata_passes::pipeline::Pipeline;

/// Marks a test module this round trip leaves out.
const SKIP_MARK: &str = "// import-corpus: skip";

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    collect_ext(dir, "mlir", out)
}

fn collect_ext(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect_ext(&p, ext, out);
        } else if p.extension().is_some_and(|e| e == ext) {
            out.push(p);
        }
    }
}

/// Parses, verifies, lowers (when needed) and translates one chunk; None
/// when any step fails.
fn export_chunk(src: &str) -> Option<String> {
    let ctx = Context::new();
    let mut m = parse_module(&ctx, "chunk", src, &ParseOptions::default()).ok()?;
    strata_ir::verify::verify_module(&ctx, &m).ok()?;
    let opts = TranslateOptions {
        verify: true,
        ..Default::default()
    };
    if let Ok(l) = translate(&ctx, &m, &opts) {
        return Some(l.to_ir_string());
    }
    let pipeline = Pipeline::parse(
        "builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)",
    )
    .ok()?;
    run_pipeline(&ctx, &mut m, &pipeline, &RunOptions::default()).ok()?;
    strata_ir::verify::verify_module(&ctx, &m).ok()?;
    translate(&ctx, &m, &opts).ok().map(|l| l.to_ir_string())
}

/// Imports LLVM IR and prints it, plus the IR the import translates to.
fn import_export(name: &str, ir: &str) -> Result<(String, String), String> {
    let ctx = Context::new();
    let m = import_bytes(&ctx, ir.as_bytes(), name)
        .map_err(|d| d.to_string())?
        .module;
    let text = print_imported(&ctx, &m);
    let opts = TranslateOptions {
        verify: true,
        ..Default::default()
    };
    let back = translate(&ctx, &m, &opts).map_err(|d| format!("{d}\n{text}"))?;
    Ok((text, back.to_ir_string()))
}

#[test]
fn import_of_translated_corpus_is_a_fixed_point() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    collect(&root.join("tests/lit"), &mut files);
    collect(&root.join("examples"), &mut files);
    files.sort();
    let (mut translated, mut fixed) = (0, 0);
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read_to_string(path).unwrap_or_default();
        for (i, chunk) in src.split("// -----").enumerate() {
            // Modules whose types repeat their parts at every level spell
            // out 2^n copies in LLVM IR text, which has no aliases.
            if chunk.contains(SKIP_MARK) {
                continue;
            }
            let Some(ir0) = export_chunk(chunk) else {
                continue;
            };
            let name = format!("{}#{i}", path.display());
            let first = import_export(&name, &ir0);
            // An anonymous TBAA root exports as a self-referencing node,
            // which mlir-translate's import rejects as a cycle too.
            if first
                .as_ref()
                .is_err_and(|e| e.contains("has cycle in TBAA graph"))
            {
                continue;
            }
            translated += 1;
            let round = first.and_then(|(_, ir1)| {
                let (t2, ir2) = import_export(&name, &ir1)?;
                let (t3, _) = import_export(&name, &ir2)?;
                if t2 == t3 {
                    Ok(())
                } else {
                    Err(format!("not a fixed point:\n{t2}\n---\n{t3}"))
                }
            });
            match round {
                Ok(()) => fixed += 1,
                Err(e) => failures.push(format!("{name}: {e}")),
            }
        }
    }
    // The LLVM IR test inputs themselves (those that import: some are
    // deliberately bad input).
    let mut lls = Vec::new();
    collect_ext(&root.join("tests/lit/import"), "ll", &mut lls);
    collect_ext(&root.join("llvm/tests/data/import"), "ll", &mut lls);
    lls.sort();
    let mut imported = 0;
    for path in &lls {
        let src = std::fs::read_to_string(path).unwrap_or_default();
        let name = path.display().to_string();
        let Ok((_, ir1)) = import_export(&name, &src) else {
            continue;
        };
        imported += 1;
        let round = import_export(&name, &ir1).and_then(|(t2, ir2)| {
            let (t3, _) = import_export(&name, &ir2)?;
            if t2 == t3 {
                Ok(())
            } else {
                Err(format!("not a fixed point:\n{t2}\n---\n{t3}"))
            }
        });
        match round {
            Ok(()) => fixed += 1,
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!(
        "translated {translated} modules and imported {imported} .ll inputs; {fixed} reach a fixed point"
    );
    for f in &failures {
        println!("FAIL {f}");
    }
    assert!(translated >= 70, "only {translated} modules translate");
    assert!(imported >= 35, "only {imported} .ll inputs import");
    assert!(
        failures.is_empty(),
        "{} of {translated} modules fail",
        failures.len()
    );
}
