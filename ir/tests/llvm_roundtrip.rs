//! The llvm dialect's text forms against mlir-opt 22, on MLIR's own tests:
//! every `// -----` chunk of `Dialect/LLVMIR` and `Target/LLVMIR` that
//! mlir-opt parses is parsed, verified and printed by Strata and compared
//! with mlir-opt's output character for character; Strata's output must
//! also read back through mlir-opt to the same text.
//!
//! Set `STRATA_LLVM_DIFF_DIR` to write each differing chunk's input, the
//! reference and Strata's output (or error) there.
//!
//! The counts are a ratchet: they may only go up.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

fn mlir_opt() -> Option<PathBuf> {
    let p = PathBuf::from("/usr/lib/llvm-22/bin/mlir-opt");
    p.exists().then_some(p)
}

fn corpus_dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/conformance/mlir-upstream/mlir/test")
        .join(sub)
}

/// Runs mlir-opt on `text`; `None` when it rejects it. With
/// `STRATA_LLVM_REF_CACHE` set, answers are cached in that folder.
fn reference(tool: &Path, text: &str, generic: bool) -> Option<String> {
    let cache = std::env::var_os("STRATA_LLVM_REF_CACHE").map(|d| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (text, generic).hash(&mut h);
        PathBuf::from(d).join(format!("{:016x}", h.finish()))
    });
    if let Some(c) = &cache {
        if let Ok(s) = std::fs::read_to_string(c) {
            return s.strip_prefix("OK\n").map(str::to_owned);
        }
    }
    let answer = run_reference(tool, text, generic);
    if let Some(c) = &cache {
        let _ = std::fs::create_dir_all(c.parent().unwrap());
        let _ = std::fs::write(
            c,
            match &answer {
                Some(s) => format!("OK\n{s}"),
                None => "ERR\n".into(),
            },
        );
    }
    answer
}

fn run_reference(tool: &Path, text: &str, generic: bool) -> Option<String> {
    let mut cmd = Command::new(tool);
    cmd.arg("--allow-unregistered-dialect");
    if generic {
        cmd.arg("--mlir-print-op-generic");
    }
    let mut child = cmd
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

/// Splits at `// -----` lines, keeping each chunk's first line number.
fn chunks(src: &str) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut first = 1;
    for (i, line) in src.lines().enumerate() {
        if line.trim_end() == "// -----" {
            out.push((first, std::mem::take(&mut cur)));
            first = i as u32 + 2;
        } else {
            cur.push_str(line);
            cur.push('\n');
        }
    }
    out.push((first, cur));
    out
}

/// Parses, verifies and prints; the diagnostics as text on failure.
fn strata(src: &str, generic: bool) -> Result<String, String> {
    let ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let m = parse_module(&ctx, "input.mlir", src, &opts).map_err(|e| e.to_string())?;
    strata_ir::verify::verify_module(&ctx, &m).map_err(|errs| {
        errs.iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(print_module(
        &ctx,
        &m,
        PrintOptions {
            generic,
            ..Default::default()
        },
    ))
}

#[derive(Default, Debug)]
struct Counts {
    total: usize,
    identical: usize,
    parse_failures: usize,
    reread_same: usize,
    generic_identical: usize,
}

fn run_folder(tool: &Path, sub: &str, counts: &mut Counts) {
    let dir = corpus_dir(sub);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|e| e == "mlir"));
    paths.sort();
    let dump = std::env::var_os("STRATA_LLVM_DIFF_DIR").map(PathBuf::from);
    for path in &paths {
        let src = std::fs::read_to_string(path).unwrap_or_default();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        for (line, chunk) in chunks(&src) {
            let Some(expected) = reference(tool, &chunk, false) else {
                continue;
            };
            counts.total += 1;
            let ours = strata(&chunk, false);
            let ok = ours.as_deref() == Ok(expected.as_str());
            match &ours {
                Ok(text) => {
                    if ok {
                        counts.identical += 1;
                    }
                    if reference(tool, text, false).as_deref() == Some(expected.as_str()) {
                        counts.reread_same += 1;
                    }
                    // The generic form: same as mlir-opt's, and it reads
                    // back to the custom form.
                    if let (Ok(g), Some(want)) =
                        (strata(&chunk, true), reference(tool, &chunk, true))
                    {
                        if g == want {
                            counts.generic_identical += 1;
                        } else if let Some(d) = &dump {
                            let base = d.join(format!("{sub}-{stem}-{line}").replace('/', "_"));
                            let _ = std::fs::create_dir_all(d);
                            let _ = std::fs::write(base.with_extension("gen-want.mlir"), &want);
                            let _ = std::fs::write(base.with_extension("gen-got.mlir"), &g);
                        }
                    }
                }
                Err(_) => counts.parse_failures += 1,
            }
            if let (false, Some(d)) = (ok, &dump) {
                let base = d.join(format!("{sub}-{stem}-{line}").replace('/', "_"));
                let _ = std::fs::create_dir_all(d);
                let _ = std::fs::write(base.with_extension("in.mlir"), &chunk);
                let _ = std::fs::write(base.with_extension("want.mlir"), &expected);
                let got = match &ours {
                    Ok(t) => t.clone(),
                    Err(e) => format!("ERROR\n{e}\n"),
                };
                let _ = std::fs::write(base.with_extension("got.mlir"), got);
            }
        }
    }
}

#[test]
fn upstream_llvm_chunks_print_as_mlir_opt_does() {
    let Some(tool) = mlir_opt() else {
        eprintln!("mlir-opt 22 is absent: skipped");
        return;
    };
    if !corpus_dir("Dialect/LLVMIR").exists() {
        eprintln!("the conformance corpus is absent: skipped");
        return;
    }
    let mut dialect = Counts::default();
    run_folder(&tool, "Dialect/LLVMIR", &mut dialect);
    let mut target = Counts::default();
    run_folder(&tool, "Target/LLVMIR", &mut target);
    eprintln!("Dialect/LLVMIR: {dialect:?}");
    eprintln!("Target/LLVMIR: {target:?}");
    // Ratchet (of 17 and 98 chunks mlir-opt 22 accepts).
    assert!(
        dialect.identical >= 14,
        "Dialect/LLVMIR regressed: {dialect:?}"
    );
    assert!(
        target.identical >= 92,
        "Target/LLVMIR regressed: {target:?}"
    );
    assert!(dialect.reread_same >= 14 && target.reread_same >= 94);
    assert!(dialect.generic_identical + target.generic_identical >= 99);
}
