//! `strata run`: `mlir-runner`'s job — JIT-compile a module and call a
//! function in it.
//!
//! Input in the LLVM dialect runs as is; anything else first goes through
//! the default lowering ([`DEFAULT_LOWERING`]). The entry function is
//! checked as mlir-runner checks it (same `Error: ...` messages), the module
//! is translated, optimised when `-O<n>` is given, and JIT-compiled with the
//! built-in runtime functions (printing, memref printing, `memrefCopy`, ...)
//! and any `--shared-libs` libraries. The result is printed as mlir-runner
//! prints it: integers in decimal, `f32` in `%e` form (`3.500000e+00`).
//!
//! Output order matches mlir-runner too: the program's own output goes
//! through C's `stdout` (buffered when piped) and the result line through a
//! separate line-buffered stream, so when piped the result comes first.

use std::path::{Path, PathBuf};

use strata_ir::diag::Diag;
use strata_ir::syntax::Registry;
use strata_ir::{AttrData, Body, Context, Dialect, Module, Opcode, TypeData, TypeId};
use strata_llvm::runtime::register_runtime;
use strata_llvm::translate::{translate, translate_split, TranslateOptions};
use strata_llvm::{FileKind, Jit, LlvmModule, OptLevel, TargetMachine};
use strata_passes::{run_pipeline, Pipeline, RunOptions};

use crate::args::{EntryPointResult, RunArgs};
use crate::compile::{llvm_diag, opt_level, optimize, parse_verified, report};
use crate::input::{read_input, whole_input};
use crate::output::write_output_atomically;

/// The passes run on input that is not all in the LLVM dialect
/// (`vector.print` of whole vectors becomes `scf` loops, `scf` becomes
/// `cf`, then everything goes to LLVM; `convert-vector-to-llvm` first, as
/// MLIR 22's `convert-to-llvm` leaves n-D `vector.shape_cast`;
/// `expand-strided-metadata` before the memref lowering, which does not
/// lower `memref.subview`).
pub const DEFAULT_LOWERING: &[&str] = &[
    "convert-vector-to-scf",
    "convert-scf-to-cf",
    "convert-vector-to-llvm",
    "expand-strided-metadata",
    "finalize-memref-to-llvm",
    "convert-to-llvm",
    "reconcile-unrealized-casts",
];

/// Why a run failed; each prints as mlir-runner prints it.
enum Failure {
    /// Diagnostics on the input (already located).
    Input(Vec<Diag>),
    /// A runner error: `Error: <message>`.
    Runner(String),
    /// A message printed as it is (input/output errors, already prefixed).
    Plain(String),
}

impl From<Diag> for Failure {
    fn from(d: Diag) -> Failure {
        Failure::Input(vec![d])
    }
}

pub fn run_run(args: &RunArgs) -> i32 {
    match run(args) {
        Ok(()) => 0,
        Err(Failure::Input(diags)) => {
            diags.iter().for_each(report);
            1
        }
        Err(Failure::Runner(message)) => {
            eprintln!("Error: {message}");
            1
        }
        Err(Failure::Plain(message)) => {
            eprintln!("{message}");
            1
        }
    }
}

fn run(args: &RunArgs) -> Result<(), Failure> {
    let input = read_input(args.input.as_deref()).map_err(Failure::Plain)?;
    let ctx = Context::new();
    let chunk = &whole_input(&input.text).chunks[0];
    let mut module =
        parse_verified(&ctx, &input.name, chunk, false, Registry::Opt).map_err(Failure::Input)?;
    if needs_lowering(&module) {
        lower_to_llvm(&ctx, &mut module)?;
    }
    check_entry_point(&ctx, &module, &args.entry, args.entry_point_result)
        .map_err(Failure::Runner)?;

    let opts = TranslateOptions {
        verify: true,
        ..TranslateOptions::default()
    };
    let level = opt_level(args.opt_level);
    let jit = match level {
        Some(level) => Jit::with_opt_level(level),
        None => Jit::new(),
    }
    .map_err(|e| Failure::Runner(e.to_string()))?;
    let workers = rayon::current_num_threads();
    if workers > 1 && !args.dump_object_file && worth_splitting(&module) {
        for object in compile_in_parallel(&ctx, &module, &opts, level, workers)? {
            jit.add_object(&object)
                .map_err(|e| Failure::Runner(e.to_string()))?;
        }
    } else {
        let llvm = translate(&ctx, &module, &opts)?;
        if let Some(level) = level {
            let machine = TargetMachine::host(level).map_err(llvm_diag)?;
            optimize(&llvm, level, &machine)?;
        }
        if args.dump_object_file {
            dump_object(args, &input.name, &llvm, level)?;
        }
        jit.add_module(llvm)
            .map_err(|e| Failure::Runner(e.to_string()))?;
    }
    let mut loaded_any = false;
    for lib in &args.shared_libs {
        // Like mlir-runner: a library that cannot be loaded is reported and
        // skipped; the run fails later only if a symbol is then missing.
        let path = absolute(lib);
        match jit.load_library(&path) {
            Ok(()) => loaded_any = true,
            Err(e) => eprintln!("Could not load {}:\n  {e}", path.display()),
        }
    }
    register_runtime(&jit, loaded_any).map_err(|e| Failure::Runner(e.to_string()))?;
    let address = jit
        .lookup(&args.entry)
        .map_err(|e| Failure::Runner(e.to_string()))?;
    call_and_print(address, args.entry_point_result);
    Ok(())
}

/// Below this many ops, translating and compiling on one thread beats
/// splitting the module (each part repeats the declarations it uses, and
/// every worker sets up its own LLVM context and target machine).
const PARALLEL_MIN_OPS: usize = 20_000;

/// Whether the module is big enough, and made of enough functions, to be
/// compiled in parallel parts.
fn worth_splitting(module: &Module) -> bool {
    let ops: usize = module.bodies.iter().map(|b| b.ops.len()).sum();
    ops >= PARALLEL_MIN_OPS && module.bodies.len() >= 2 * rayon::current_num_threads()
}

/// Translates the module in up to `workers` parts and compiles each to an
/// object file on its own thread: LLVM's optimiser and code generator,
/// which dominate a run, then use every core (a single LLJIT module
/// compiles on one). Parts keep every definition external so the JIT links
/// references across them.
fn compile_in_parallel(
    ctx: &Context,
    module: &Module,
    opts: &TranslateOptions,
    level: Option<OptLevel>,
    workers: usize,
) -> Result<Vec<Vec<u8>>, Failure> {
    use rayon::prelude::*;
    let parts = translate_split(ctx, module, opts, workers)?;
    let objects: Vec<Result<Vec<u8>, Diag>> = parts
        .into_par_iter()
        .map(|part| {
            part.verify().map_err(llvm_diag)?;
            // Without -O the JIT's code generator runs at its default
            // level and no IR passes run, as in the single-module path.
            let machine = TargetMachine::host(level.unwrap_or(OptLevel::O2)).map_err(llvm_diag)?;
            if let Some(level) = level {
                optimize(&part, level, &machine)?;
            }
            machine.emit(&part, FileKind::Object).map_err(llvm_diag)
        })
        .collect();
    objects
        .into_iter()
        .collect::<Result<_, _>>()
        .map_err(Failure::from)
}

/// Whether anything but LLVM dialect ops (in a builtin module) is left.
fn needs_lowering(module: &Module) -> bool {
    module.bodies.iter().any(|body| {
        let mut foreign = false;
        body.walk(|op| {
            let opcode = body.op(op).opcode;
            foreign |= opcode.dialect() != Dialect::Llvm && opcode != Opcode::BuiltinModule;
        });
        foreign
    })
}

fn lower_to_llvm(ctx: &Context, module: &mut Module) -> Result<(), Failure> {
    let mut pipeline = Pipeline::default();
    for pass in DEFAULT_LOWERING {
        pipeline.add_pass(pass, "")?;
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let opts = RunOptions {
        threads,
        verify: Some(&strata_passes::verify_after_pass),
        dump: None,
        emit: Some(&|d| crate::diag_render::eprint_diag(&d)),
    };
    run_pipeline(ctx, module, &pipeline, &opts)?;
    Ok(())
}

/// mlir-runner's checks of the entry function, with its messages.
pub fn check_entry_point(
    ctx: &Context,
    module: &Module,
    name: &str,
    kind: EntryPointResult,
) -> Result<(), String> {
    let top = module.body(Module::TOP);
    let symbols = module.symbol_table(ctx, Module::TOP);
    let func = symbols
        .get(&ctx.ident(name))
        .copied()
        .filter(|&op| top.op(op).opcode == Opcode::LlvmFunc && has_body(module, top, op));
    let Some(func) = func else {
        return Err("entry point not found".into());
    };
    let (ret, params) = function_type(ctx, top, func).ok_or("entry point not found")?;
    if params > 0 {
        return Err("JIT can't invoke a main function expecting arguments".into());
    }
    let ret = ctx.type_data(ret);
    let fits = match kind {
        EntryPointResult::Void => matches!(ret, TypeData::LlvmVoid),
        EntryPointResult::I32 => matches!(ret, TypeData::Integer { width: 32, .. }),
        EntryPointResult::I64 => matches!(ret, TypeData::Integer { width: 64, .. }),
        EntryPointResult::F32 => matches!(ret, TypeData::Float(strata_ir::FloatKind::F32)),
    };
    if fits {
        return Ok(());
    }
    Err(match kind {
        EntryPointResult::Void => "expected void function".into(),
        EntryPointResult::I32 => "only single i32 function result supported".into(),
        EntryPointResult::I64 => "only single i64 function result supported".into(),
        EntryPointResult::F32 => "only single f32 function result supported".into(),
    })
}

fn has_body(module: &Module, top: &Body, op: strata_ir::Op) -> bool {
    let b = top.op(op).body;
    b.is_some() && {
        let body = module.body(b);
        body.roots
            .first()
            .is_some_and(|&r| body.entry_block(r).is_some())
    }
}

/// The result type and parameter count of an `llvm.func`.
fn function_type(ctx: &Context, top: &Body, op: strata_ir::Op) -> Option<(TypeId, usize)> {
    let attr = ctx.dict_get(top.op(op).attrs, ctx.ident("function_type"))?;
    let AttrData::Type(ty) = ctx.attr_data(attr) else {
        return None;
    };
    match ctx.type_data(*ty) {
        TypeData::LlvmFunc { ret, params, .. } => Some((*ret, params.len())),
        _ => None,
    }
}

fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// `--dump-object-file`: the object code of the module, as the JIT would
/// compile it, to `--object-filename` (default `<input>.o`).
fn dump_object(
    args: &RunArgs,
    input_name: &str,
    llvm: &LlvmModule,
    level: Option<OptLevel>,
) -> Result<(), Failure> {
    let machine = TargetMachine::host(level.unwrap_or(OptLevel::O2)).map_err(llvm_diag)?;
    let object = machine
        .emit(llvm, FileKind::Object)
        .map_err(|e| Failure::Runner(e.to_string()))?;
    let path = args
        .object_filename
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("{input_name}.o")));
    write_output_atomically(Some(&path), &object).map_err(Failure::Plain)
}

/// Calls the entry function and prints its result.
fn call_and_print(address: u64, kind: EntryPointResult) {
    let address = address as usize;
    // SAFETY: `check_entry_point` established that the function takes no
    // arguments and returns exactly this type; the JIT compiled it for the
    // host's C calling convention.
    unsafe {
        match kind {
            EntryPointResult::Void => {
                let f: extern "C" fn() = std::mem::transmute(address);
                f();
            }
            EntryPointResult::I32 => {
                let f: extern "C" fn() -> i32 = std::mem::transmute(address);
                println!("{}", f());
            }
            EntryPointResult::I64 => {
                let f: extern "C" fn() -> i64 = std::mem::transmute(address);
                println!("{}", f());
            }
            EntryPointResult::F32 => {
                let f: extern "C" fn() -> f32 = std::mem::transmute(address);
                println!("{}", format_f32_like_llvm(f()));
            }
        }
    }
}

/// `llvm::raw_ostream << float`: `%e` with six digits, `nan`, `INF`, `-INF`.
pub fn format_f32_like_llvm(value: f32) -> String {
    if value.is_nan() {
        return "nan".into();
    }
    if value.is_infinite() {
        return if value > 0.0 { "INF" } else { "-INF" }.into();
    }
    let text = format!("{:.6e}", f64::from(value));
    // Rust writes `3.500000e0`; C writes the exponent signed, two digits at least.
    match text.split_once('e') {
        Some((mantissa, exponent)) => {
            let (sign, digits) = match exponent.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', exponent),
            };
            format!("{mantissa}e{sign}{digits:0>2}")
        }
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f32_results_print_as_llvm_prints_them() {
        assert_eq!(format_f32_like_llvm(3.5), "3.500000e+00");
        assert_eq!(format_f32_like_llvm(-0.0), "-0.000000e+00");
        assert_eq!(format_f32_like_llvm(1.0e-20), "1.000000e-20");
        assert_eq!(format_f32_like_llvm(123456789.0), "1.234568e+08");
        assert_eq!(format_f32_like_llvm(f32::MAX), "3.402823e+38");
        assert_eq!(format_f32_like_llvm(f32::NAN), "nan");
        assert_eq!(format_f32_like_llvm(f32::NEG_INFINITY), "-INF");
    }
}
