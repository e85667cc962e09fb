//! Robustness scan: runs every zero-argument function of every parsable
//! `.mlir` file (split at `// -----`) under a directory with small limits,
//! reporting outcomes by kind and any panic:
//! `cargo run -p strata-difftest --example scan -- DIR`.

use std::collections::BTreeMap;
use std::path::Path;

use strata_difftest::interp::{Interpreter, Limits, Outcome};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{Context, Module, Opcode};

fn visit(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            visit(&p, files);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            files.push(p);
        }
    }
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".into());
    let mut files = Vec::new();
    visit(Path::new(&dir), &mut files);
    files.sort();
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    let limits = Limits {
        max_steps: 100_000,
        max_memory: 1 << 24,
        max_call_depth: 64,
    };
    for f in &files {
        let Ok(src) = std::fs::read_to_string(f) else {
            continue;
        };
        for chunk in src.split("// -----") {
            let ctx = Context::new();
            let Ok(m) = parse_module(
                &ctx,
                &f.to_string_lossy(),
                chunk,
                &ParseOptions {
                    allow_unregistered: true,
                    ..Default::default()
                },
            ) else {
                continue;
            };
            let top = m.body(Module::TOP);
            let names: Vec<String> = strata_difftest::interp::top_level_ops(&m)
                .into_iter()
                .filter(|&op| matches!(top.op(op).opcode, Opcode::FuncFunc | Opcode::LlvmFunc))
                .filter(|&op| {
                    let b = top.op(op).body;
                    b.is_some()
                        && m.body(b)
                            .roots
                            .first()
                            .and_then(|&r| m.body(b).entry_block(r))
                            .is_some_and(|e| m.body(b).block_args(e).is_empty())
                })
                .filter_map(|op| Module::symbol_name(&ctx, top, op).map(|n| ctx.str(n).to_string()))
                .collect();
            for name in names {
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    Interpreter::new(&ctx, &m, limits).run(&name, &[])
                }));
                let key = match r {
                    Ok(Outcome::Returned(_)) => "returned".to_string(),
                    Ok(Outcome::Ub { reason, .. }) => format!("ub: {reason}"),
                    Ok(Outcome::Trap { .. }) => "trap".to_string(),
                    Ok(Outcome::Limit(k)) => format!("limit {k:?}"),
                    Ok(Outcome::Unsupported { op, reason }) => {
                        format!("unsupported {op}: {reason}")
                    }
                    Err(_) => {
                        eprintln!("PANIC in {} @{name}", f.display());
                        "PANIC".to_string()
                    }
                };
                *kinds.entry(key).or_default() += 1;
            }
        }
    }
    for (k, n) in kinds {
        println!("{n:6} {k}");
    }
}
