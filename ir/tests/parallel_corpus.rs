//! Every chunk of the upstream conformance files parses and prints the
//! same on 1 and on 3 threads: the same text in every print form, or the
//! same first diagnostic.

use std::path::{Path, PathBuf};

use strata_ir::print::{print_module_threads, PrintOptions};
use strata_ir::syntax::{parse_module_threads, ParseOptions};
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
    // `shared/` lies beside the checkout (or beside a worktree's parent).
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    for up in ["../../shared", "../../../shared"] {
        let dir = here.join(up).join("conformance/mlir-upstream");
        if dir.is_dir() {
            walk(&dir, &mut out);
            break;
        }
    }
    out
}

fn run(text: &str, threads: usize) -> Result<Vec<String>, String> {
    let ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let m =
        parse_module_threads(&ctx, "in.mlir", text, &opts, threads).map_err(|d| d.to_string())?;
    Ok([(false, false), (false, true), (true, true)]
        .into_iter()
        .map(|(generic, debug_info)| {
            let po = PrintOptions {
                generic,
                debug_info,
                local_scope: false,
                elide_elements_above: None,
                ..Default::default()
            };
            print_module_threads(&ctx, &m, po, threads)
        })
        .collect())
}

#[test]
fn corpus_parses_and_prints_the_same_on_any_thread_count() {
    let files = corpus_files();
    let mut chunks = 0;
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        for chunk in text.split("\n// -----\n") {
            chunks += 1;
            let one = run(chunk, 1);
            let three = run(chunk, 3);
            assert!(
                one == three,
                "{}: chunk differs on 3 threads:\n{chunk}",
                f.display()
            );
        }
    }
    if !files.is_empty() {
        assert!(chunks > 100, "only {chunks} chunks");
    }
}
