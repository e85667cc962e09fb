//! Text → bytecode → text equals text → text on every `// -----` chunk of
//! MLIR's upstream test files (../shared/conformance/mlir-upstream) that
//! Strata parses; the re-written bytes are identical too.

use std::path::{Path, PathBuf};

mod common;

use common::{link_error, only_symbol};
use strata_bytecode::{read_module, write_module, LazyModule};
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

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

#[test]
fn upstream_chunks_survive_bytecode() {
    let mut root =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/conformance/mlir-upstream");
    if let Some(dir) = std::env::var_os("STRATA_UPSTREAM_MLIR") {
        root = PathBuf::from(dir);
    }
    if !root.exists() {
        eprintln!("conformance corpus absent: skipped");
        return;
    }
    let mut paths = Vec::new();
    files(&root, &mut paths);
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let (mut parsed, mut failures) = (0, Vec::new());
    for path in &paths {
        let src = std::fs::read_to_string(path).unwrap_or_default();
        for (i, chunk) in src.split("\n// -----\n").enumerate() {
            let ctx = Context::new();
            let Ok(m) = parse_module(&ctx, "chunk.mlir", chunk, &opts) else {
                continue;
            };
            parsed += 1;
            for generic in [false, true] {
                let po = PrintOptions {
                    generic,
                    debug_info: true,
                    local_scope: false,
                    elide_elements_above: None,
                    ..Default::default()
                };
                let expected = print_module(&ctx, &m, po);
                let bytes = write_module(&ctx, &m);
                let ctx2 = Context::new();
                let back = match read_module(&ctx2, &bytes) {
                    Ok(b) => b,
                    Err(e) => {
                        failures.push(format!("{}#{i}: {e}", path.display()));
                        continue;
                    }
                };
                for (k, b) in back.bodies.iter().enumerate() {
                    if let Some(e) = link_error(b) {
                        failures.push(format!("{}#{i}: body {k}: {e}", path.display()));
                    }
                }
                if print_module(&ctx2, &back, po) != expected {
                    failures.push(format!(
                        "{}#{i}: text differs (generic={generic})",
                        path.display()
                    ));
                }
                if write_module(&ctx2, &back) != bytes {
                    failures.push(format!("{}#{i}: bytes differ", path.display()));
                }
                // Every top-level symbol read on its own prints as in the
                // whole module.
                let lazy = LazyModule::new(&ctx2, &bytes).unwrap();
                let names: Vec<String> = lazy
                    .directory()
                    .filter(|e| e.parent.index() == 0)
                    .filter_map(|e| e.symbol.map(str::to_string))
                    .collect();
                for name in names {
                    let expected = print_module(&ctx, &only_symbol(&ctx, &m, &name), po);
                    match lazy.extract(&name) {
                        Ok(one) if print_module(&ctx2, &one, po) == expected => {}
                        Ok(_) => failures.push(format!(
                            "{}#{i}: @{name} alone differs (generic={generic})",
                            path.display()
                        )),
                        Err(e) => failures.push(format!("{}#{i}: @{name}: {e}", path.display())),
                    }
                }
            }
        }
    }
    eprintln!("{parsed} chunks parsed, {} failures", failures.len());
    assert!(parsed > 100, "only {parsed} chunks parsed");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
