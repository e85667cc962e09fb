//! `strata batch`: compiles a corpus of modules — every `.mlir` or
//! bytecode file under the given paths — through the full lowering to LLVM
//! IR and on to object code, in parallel across modules (rayon, one LLVM
//! context per module), and prints a summary. With `-o DIR` each module's
//! result is written there under its own name.

use std::path::{Path, PathBuf};
use std::time::Instant;

use rayon::prelude::*;
use strata_ir::diag::Diag;
use strata_ir::print::PrintOptions;
use strata_ir::syntax::ParseOptions;
use strata_ir::Context;
use strata_llvm::translate::{translate, TranslateOptions};
use strata_llvm::{FileKind, OptLevel, TargetMachine};
use strata_passes::{run_pipeline, Pipeline, RunOptions};

use crate::args::{BatchArgs, EmitKind};
use crate::output::write_output_atomically;

/// The lowering `strata batch` and `strata run` apply by default.
pub const DEFAULT_PIPELINE: &str =
    "builtin.module(convert-to-llvm,finalize-memref-to-llvm,reconcile-unrealized-casts)";

struct Outcome {
    path: PathBuf,
    ops: usize,
    bytes_out: usize,
    error: Option<String>,
}

pub fn run_batch(args: &BatchArgs) -> i32 {
    let mut files = Vec::new();
    for input in &args.inputs {
        collect(input, &mut files);
    }
    files.sort();
    if files.is_empty() {
        eprintln!("error: no .mlir or .sbc files under the given paths");
        return 1;
    }
    let pipeline_text = args.pass_pipeline.as_deref().unwrap_or(DEFAULT_PIPELINE);
    let pipeline = match Pipeline::parse(pipeline_text) {
        Ok(p) => p,
        Err(d) => {
            eprintln!("{}", d.message);
            return 1;
        }
    };
    if let Some(dir) = &args.output_dir {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("error: cannot create {}: {e}", dir.display());
            return 1;
        }
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: cannot start threads: {e}");
            return 1;
        }
    };
    let start = Instant::now();
    let outcomes: Vec<Outcome> = pool.install(|| {
        files
            .par_iter()
            .map(|f| compile_one(f, &pipeline, args))
            .collect()
    });
    let elapsed = start.elapsed();
    let mut failed = 0;
    let mut total_ops = 0;
    for o in &outcomes {
        total_ops += o.ops;
        match &o.error {
            None => println!(
                "ok    {:>8} ops {:>9} bytes  {}",
                o.ops,
                o.bytes_out,
                o.path.display()
            ),
            Some(e) => {
                failed += 1;
                println!("FAIL  {}", o.path.display());
                eprintln!("{e}");
            }
        }
    }
    let secs = elapsed.as_secs_f64().max(1e-9);
    println!(
        "{} modules, {} ops, {:.3} s, {:.0} ops/s, {} threads",
        outcomes.len(),
        total_ops,
        secs,
        total_ops as f64 / secs,
        threads
    );
    println!("{} passed, {} failed", outcomes.len() - failed, failed);
    if failed == 0 {
        0
    } else {
        1
    }
}

fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        if let Ok(rd) = std::fs::read_dir(path) {
            for e in rd.flatten() {
                collect(&e.path(), out);
            }
        }
    } else if path
        .extension()
        .is_some_and(|e| e == "mlir" || e == "sbc" || e == "mlirbc")
    {
        out.push(path.to_path_buf());
    }
}

fn compile_one(path: &Path, pipeline: &Pipeline, args: &BatchArgs) -> Outcome {
    let mut outcome = Outcome {
        path: path.to_path_buf(),
        ops: 0,
        bytes_out: 0,
        error: None,
    };
    match lower_and_emit(path, pipeline, args.emit) {
        Ok((ops, bytes)) => {
            outcome.ops = ops;
            outcome.bytes_out = bytes.len();
            if let Some(dir) = &args.output_dir {
                let ext = match args.emit {
                    EmitKind::Mlir => "mlir",
                    EmitKind::Ll => "ll",
                    EmitKind::Bc => "bc",
                    EmitKind::Obj => "o",
                };
                let stem = path
                    .file_stem()
                    .map_or("out".into(), |s| s.to_string_lossy().into_owned());
                let target = dir.join(format!("{stem}.{ext}"));
                if let Err(e) = write_output_atomically(Some(&target), &bytes) {
                    outcome.error = Some(e);
                }
            }
        }
        Err(d) => outcome.error = Some(d.to_string()),
    }
    outcome
}

/// Parses (text or bytecode), lowers, and produces the requested artifact;
/// returns the input's op count and the bytes.
fn lower_and_emit(
    path: &Path,
    pipeline: &Pipeline,
    emit: EmitKind,
) -> Result<(usize, Vec<u8>), Diag> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        Diag::error(
            Default::default(),
            format!("could not open input file {name}: {e}"),
        )
    })?;
    let ctx = Context::new();
    let mut module = if strata_bytecode::is_bytecode(&bytes) {
        strata_bytecode::LazyModule::with_file_name(&ctx, &bytes, &name)?.into_module()?
    } else {
        let text = crate::non_utf8::text_of(&bytes).map_err(|offset| {
            let (line, col) = crate::input::line_column(&bytes, offset);
            let loc = strata_ir::SrcLoc {
                file: name.as_str().into(),
                line,
                col,
            };
            Diag::error(loc, "unexpected character")
        })?;
        strata_ir::syntax::parse_module(&ctx, &name, &text, &ParseOptions::default())?
    };
    let first = |mut errs: Vec<Diag>| errs.swap_remove(0);
    strata_ir::verify::verify_module(&ctx, &module).map_err(first)?;
    let ops = module.count_ops();
    // Modules are compiled in parallel with each other; each one's passes
    // run on the calling worker.
    run_pipeline(&ctx, &mut module, pipeline, &RunOptions::default())?;
    strata_ir::verify::verify_module(&ctx, &module).map_err(first)?;
    if emit == EmitKind::Mlir {
        strata_ir::print::expansion::check_module_printable(&ctx, &module)?;
        return Ok((
            ops,
            strata_ir::print::print_module(&ctx, &module, PrintOptions::default()).into_bytes(),
        ));
    }
    let llvm = translate(&ctx, &module, &TranslateOptions::default())?;
    let llvm_err =
        |e: strata_llvm::LlvmError| Diag::error(Default::default(), format!("{name}: {e}"));
    let out = match emit {
        EmitKind::Ll => llvm.to_ir_string().into_bytes(),
        EmitKind::Bc => llvm.to_bitcode(),
        _ => {
            let tm = TargetMachine::host(OptLevel::O2).map_err(llvm_err)?;
            tm.configure_module(&llvm).map_err(llvm_err)?;
            strata_llvm::run_passes(&llvm, OptLevel::O2.pass_pipeline(), Some(&tm))
                .map_err(llvm_err)?;
            tm.emit(&llvm, FileKind::Object).map_err(llvm_err)?
        }
    };
    Ok((ops, out))
}
