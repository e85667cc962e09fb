//! Parallel printing: the text merged from separately printed parts must be
//! byte for byte what the whole module prints to, split 2, 3 and 4 ways, for
//! every translatable module of the test data, the lit tests, the upstream
//! LLVM-dialect tests, and lowered examples and generated programs.

use std::path::{Path, PathBuf};

use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{Context, Module};
use strata_llvm::translate::{translate, translate_to_text_merged, TranslateOptions};
use strata_passes::{run_pipeline, Pipeline, RunOptions};

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Every `.mlir` file under `dir`, as chunks split at `// -----`.
fn chunks_under(dir: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            chunks_under(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for (i, chunk) in text.split("// -----").enumerate() {
                out.push((format!("{}#{i}", path.display()), chunk.to_string()));
            }
        }
    }
}

/// What the merge must reproduce: attribute groups on definitions,
/// declarations and call sites, intrinsics first used in different parts,
/// branch weights shared across parts, globals, strings with `#` and `!`.
const RICH: &str = r#"
module {
  llvm.mlir.global internal constant @str("a#1!2\"x") {addr_space = 0 : i32}
  llvm.mlir.global external @counter(0 : i64) {addr_space = 0 : i32} : i64
  llvm.func @ext(i64) -> i64 attributes {passthrough = ["nounwind"]}
  llvm.func @g(%arg0: i64) -> i64 attributes {passthrough = ["noinline"]} {
    %c = llvm.mlir.constant(1 : i64) : i64
    %0 = llvm.icmp "slt" %arg0, %c : i64
    llvm.cond_br %0 weights([3, 5]), ^bb1, ^bb2
  ^bb1:
    %1 = llvm.call @ext(%arg0) {no_inline} : (i64) -> i64
    %m = llvm.intr.smax(%1, %arg0) : (i64, i64) -> i64
    llvm.return %m : i64
  ^bb2:
    llvm.br ^bb1
  }
  llvm.func @h(%arg0: i64) -> i64 {
    %c = llvm.mlir.constant(1 : i64) : i64
    %0 = llvm.icmp "slt" %arg0, %c : i64
    llvm.cond_br %0 weights([7, 5]), ^bb1, ^bb2
  ^bb1:
    %1 = llvm.call @ext(%arg0) {always_inline} : (i64) -> i64
    %m = llvm.intr.umin(%1, %arg0) : (i64, i64) -> i64
    llvm.return %m : i64
  ^bb2:
    %2 = llvm.icmp "slt" %arg0, %c : i64
    llvm.cond_br %2 weights([3, 5]), ^bb1, ^bb3
  ^bb3:
    %3 = llvm.call @ext(%arg0) {no_inline} : (i64) -> i64
    %4 = llvm.intr.smax(%3, %arg0) : (i64, i64) -> i64
    llvm.br ^bb1
  }
  llvm.func @k() attributes {passthrough = ["noinline"]} {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    %c = llvm.mlir.constant(2 : i64) : i64
    %0 = llvm.icmp "eq" %v, %c : i64
    llvm.cond_br %0 weights([7, 5]), ^bb1, ^bb1
  ^bb1:
    %1 = llvm.call @ext(%v) {always_inline} : (i64) -> i64
    %2 = llvm.intr.ctpop(%1) : (i64) -> i64
    llvm.store %2, %p : i64, !llvm.ptr
    llvm.return
  }
  llvm.func @l(%arg0: i64) -> i64 attributes {passthrough = ["cold"]} {
    %0 = llvm.intr.umin(%arg0, %arg0) : (i64, i64) -> i64
    llvm.return %0 : i64
  }
}
"#;

/// The lowering `strata run` applies to non-LLVM input.
fn lower(ctx: &Context, m: &mut Module) -> bool {
    // `strata run`'s lowering without convert-vector-to-llvm: its greedy
    // phase erases the generated module's dead code (as MLIR's does), which
    // would leave too little to translate in parallel.
    let mut pipeline = Pipeline::default();
    for pass in strata::cmd_run::DEFAULT_LOWERING {
        if *pass != "convert-vector-to-llvm" {
            pipeline.add_pass(pass, "").unwrap();
        }
    }
    let opts = RunOptions {
        threads: 1,
        verify: None,
        dump: None,
        emit: None,
    };
    run_pipeline(ctx, m, &pipeline, &opts).is_ok()
}

fn serial_text(ctx: &Context, m: &Module) -> Option<Vec<u8>> {
    let module = translate(ctx, m, &TranslateOptions::default()).ok()?;
    Some(module.print_ir().as_bytes().to_vec())
}

#[test]
fn merged_text_is_the_whole_modules_text() {
    let root = workspace();
    let mut inputs = vec![("rich".to_string(), RICH.to_string())];
    chunks_under(&root.join("llvm/tests/data/translate"), &mut inputs);
    chunks_under(&root.join("tests/lit/translate"), &mut inputs);
    chunks_under(&root.join("tests/lit/import"), &mut inputs);
    let upstream = root.join("../shared/conformance/mlir-upstream/mlir/test");
    chunks_under(&upstream.join("Target/LLVMIR"), &mut inputs);
    chunks_under(&upstream.join("Dialect/LLVMIR"), &mut inputs);
    chunks_under(&root.join("examples"), &mut inputs);
    chunks_under(&root.join("tests/lit/run"), &mut inputs);
    for seed in 0..40 {
        let ctx = Context::new();
        let m = strata_difftest::gen::generate(&ctx, seed);
        inputs.push((
            format!("generated {seed}"),
            strata_ir::print::print_module(&ctx, &m, Default::default()),
        ));
    }
    let mut merged = 0;
    let mut declined = std::collections::BTreeMap::<&str, usize>::new();
    for (name, text) in &inputs {
        let ctx = Context::new();
        let opts = ParseOptions::default();
        let Ok(mut m) = parse_module(&ctx, name, text, &opts) else {
            continue;
        };
        if strata_ir::verify::verify_module(&ctx, &m).is_err() || !lower(&ctx, &mut m) {
            continue;
        }
        let Some(serial) = serial_text(&ctx, &m) else {
            continue;
        };
        for workers in 2..=4 {
            match translate_to_text_merged(&ctx, &m, &TranslateOptions::default(), workers) {
                Ok(text) => {
                    let got = text.to_vec();
                    assert!(
                        got == serial,
                        "{name}, {workers} parts: merged text differs\n--- merged\n{}\n--- whole\n{}",
                        String::from_utf8_lossy(&got),
                        String::from_utf8_lossy(&serial)
                    );
                    merged += 1;
                }
                Err(why) => {
                    *declined.entry(why).or_default() += 1;
                    assert!(name != "rich", "the merge declined the rich module: {why}");
                }
            }
        }
    }
    eprintln!("merged {merged} splits; declined: {declined:?}");
    assert!(merged >= 150, "only {merged} merged splits");
}

/// `strata translate` on a module large enough for the parallel path
/// prints what the serial translation prints.
#[test]
fn large_translation_prints_the_serial_text() {
    let ctx = Context::new();
    let spec = strata_benches::CorpusSpec::with_total_ops(30_000, 40, 7);
    let text = strata_benches::generate(&spec);
    let mut m = parse_module(&ctx, "large", &text, &ParseOptions::default()).unwrap();
    assert!(lower(&ctx, &mut m));
    let lowered = strata_ir::print::print_module(&ctx, &m, Default::default());
    let serial = serial_text(&ctx, &m).unwrap();

    let dir = std::env::temp_dir().join(format!("strata-print-merge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("large.mlir");
    let output = dir.join("large.ll");
    std::fs::write(&input, &lowered).unwrap();
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["translate", "--mlir-to-llvmir"])
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .status()
        .unwrap();
    assert!(status.success());
    let printed = std::fs::read(&output).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert!(printed.len() > 500_000, "{} bytes", printed.len());
    assert!(
        printed == serial,
        "strata translate differs from the serial text"
    );
    // The split path is taken for this module (not only the fallback).
    let merged = translate_to_text_merged(&ctx, &m, &TranslateOptions::default(), 2)
        .unwrap_or_else(|why| panic!("merge declined: {why}"));
    assert!(merged.to_vec() == serial);
}
