//! `strata translate`: `mlir-translate --mlir-to-llvmir`, plus compilation.
//!
//! Each chunk (with `--split-input-file`) is parsed, verified and translated
//! on its own; its diagnostics are printed (or checked against `expected-*`
//! annotations under `--verify-diagnostics`). Without further flags the
//! output is the LLVM IR text mlir-translate prints. `-O<n>` runs LLVM's
//! default pipeline for that level, `--emit=bc|asm|obj` writes bitcode,
//! assembly or an object file, `--target-triple` picks the target (default:
//! the host). An output file is written only when every chunk succeeded,
//! atomically.

use strata_ir::diag::Diag;
use strata_ir::syntax::Registry;
use strata_ir::Context;
use strata_llvm::translate::{translate, translate_to_text, IrText, TranslateOptions};
use strata_llvm::{FileKind, OptLevel, TargetMachine};

use crate::args::{TranslateArgs, TranslateEmit};
use crate::cmd_opt::check_expectations;
use crate::compile::{llvm_diag, opt_level, optimize, parse_verified, report, report_in};
use crate::input::{read_input, split_input, whole_input, Chunk};
use crate::output::{write_output_atomically, write_pieces_atomically};

/// What to do with the translated module.
struct Codegen {
    /// `-O<n>`: run LLVM's default pipeline at this level.
    level: Option<OptLevel>,
    emit: TranslateEmit,
    triple: Option<String>,
    /// Run LLVM's verifier on the result (unless `--no-verify-llvm`).
    verify: bool,
}

impl Codegen {
    fn from_args(args: &TranslateArgs) -> Codegen {
        Codegen {
            level: opt_level(args.opt_level),
            emit: args.emit,
            triple: args.target_triple.clone(),
            verify: !args.no_verify_llvm,
        }
    }

    /// Whether a target machine is involved at all. Plain translation
    /// leaves the module as mlir-translate prints it (no triple, no layout).
    fn needs_target(&self) -> bool {
        self.level.is_some() || self.triple.is_some() || self.emit != TranslateEmit::Llvm
    }

    fn target_machine(&self) -> Result<TargetMachine, Diag> {
        // Code generation without `-O` uses llc's default level.
        let level = self.level.unwrap_or(OptLevel::O2);
        match &self.triple {
            Some(triple) => TargetMachine::for_triple(triple, level),
            None => TargetMachine::host(level),
        }
        .map_err(llvm_diag)
    }
}

pub fn run_translate(args: &TranslateArgs) -> i32 {
    if args.import_llvm {
        return run_import(args);
    }
    if !args.mlir_to_llvmir {
        eprintln!("error: no translation given (use --mlir-to-llvmir or --import-llvm)");
        return 1;
    }
    let binary = matches!(args.emit, TranslateEmit::Bc | TranslateEmit::Obj);
    if binary && args.split_input_file.is_some() {
        eprintln!("error: --emit=bc and --emit=obj write one module; they cannot be combined with --split-input-file");
        return 1;
    }
    let input = match read_input(args.input.as_deref()) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("{message}");
            return 1;
        }
    };
    if let Some(bytes) = &input.bytecode {
        // Strata bytecode: one module, no chunks.
        let ctx = Context::new();
        let result = strata_bytecode::read_module(&ctx, bytes)
            .map_err(|d| vec![d])
            .and_then(|m| {
                strata_ir::verify::verify_module(&ctx, &m)?;
                Ok(m)
            })
            .and_then(|m| translate_parsed(&Codegen::from_args(args), &ctx, &m));
        return match result {
            Ok(out) => match write_pieces_atomically(
                args.output.as_deref(),
                &out.pieces().collect::<Vec<_>>(),
            ) {
                Ok(()) => 0,
                Err(message) => {
                    eprintln!("{message}");
                    1
                }
            },
            Err(diags) => {
                diags.iter().for_each(report);
                1
            }
        };
    }
    let split = match &args.split_input_file {
        Some(marker) => split_input(&input.text, marker),
        None => whole_input(&input.text),
    };
    for near_miss in &split.near_misses {
        crate::diag_render::eprint_diag(&near_miss.diag(&input.name));
    }
    let codegen = Codegen::from_args(args);
    let mut outputs: Vec<IrText> = Vec::new();
    let mut ok = true;
    for chunk in &split.chunks {
        let result = translate_chunk(args, &codegen, &input.name, chunk);
        match args.verify_diagnostics {
            // A chunk that fails still takes its place between the
            // markers, empty, as in mlir-translate's output.
            None => match result {
                Ok(bytes) => outputs.push(bytes),
                Err(diags) => {
                    ok = false;
                    report_in_chunk(&diags, args, &input.name, chunk);
                    outputs.push(IrText::from_bytes(Vec::new()));
                }
            },
            Some(mode) => {
                let (bytes, diags) = match result {
                    Ok(b) => (Some(b), Vec::new()),
                    Err(d) => (None, d),
                };
                if let Err(errors) = check_expectations(&input.name, chunk, &diags, mode) {
                    ok = false;
                    errors.iter().for_each(report);
                }
                outputs.push(bytes.unwrap_or_else(|| IrText::from_bytes(Vec::new())));
            }
        }
    }
    let pieces = join_outputs(&outputs, args.output_split_marker.as_bytes());
    let to_stdout = args.output.as_deref().is_none_or(|p| p.as_os_str() == "-");
    if ok || to_stdout {
        if let Err(message) = write_pieces_atomically(args.output.as_deref(), &pieces) {
            eprintln!("{message}");
            return 1;
        }
    }
    if ok {
        0
    } else {
        1
    }
}

/// Reports the diagnostics of one chunk; with `--split-input-file`, located
/// in the chunk as mlir-translate locates them (see `diag_render::Split`).
fn report_in_chunk(diags: &[Diag], args: &TranslateArgs, file: &str, chunk: &Chunk) {
    let split = args
        .split_input_file
        .is_some()
        .then_some(crate::diag_render::Split {
            file,
            first_line: chunk.first_line,
        });
    diags.iter().for_each(|d| report_in(d, split));
}

/// Parses, verifies, translates and (when asked) optimises and compiles one chunk.
fn translate_chunk(
    args: &TranslateArgs,
    codegen: &Codegen,
    file: &str,
    chunk: &Chunk,
) -> Result<IrText, Vec<Diag>> {
    let ctx = Context::new();
    let module = parse_verified(
        &ctx,
        file,
        chunk,
        args.allow_unregistered_dialect,
        Registry::Translate,
    )?;
    let out = translate_parsed(codegen, &ctx, &module);
    // The process ends right after writing: a large module's arenas are
    // left to the operating system rather than freed one by one.
    if out.is_ok() && is_large(&module) {
        std::mem::forget(module);
        std::mem::forget(ctx);
    }
    out
}

/// Below this many ops a module is translated and printed on one thread
/// (splitting repeats every declaration in each part and sets up an LLVM
/// context per worker).
const PARALLEL_MIN_OPS: usize = 20_000;

fn is_large(module: &strata_ir::Module) -> bool {
    module.bodies.iter().map(|b| b.ops.len()).sum::<usize>() >= PARALLEL_MIN_OPS
}

/// Translates a verified module and (when asked) optimises and compiles it.
fn translate_parsed(
    codegen: &Codegen,
    ctx: &Context,
    module: &strata_ir::Module,
) -> Result<IrText, Vec<Diag>> {
    let opts = TranslateOptions {
        verify: codegen.verify,
        ..TranslateOptions::default()
    };
    if !codegen.needs_target() {
        let workers = if is_large(module) {
            rayon::current_num_threads()
        } else {
            1
        };
        let opts = TranslateOptions {
            free_modules: workers == 1,
            ..opts
        };
        return translate_to_text(ctx, module, &opts, workers).map_err(|d| vec![d]);
    }
    let llvm = translate(ctx, module, &opts).map_err(|d| vec![d])?;
    let machine = codegen.target_machine().map_err(|d| vec![d])?;
    machine
        .configure_module(&llvm)
        .map_err(|e| vec![llvm_diag(e)])?;
    if let Some(level) = codegen.level {
        optimize(&llvm, level, &machine).map_err(|d| vec![d])?;
    }
    let bytes = match codegen.emit {
        TranslateEmit::Llvm => return Ok(IrText::whole(llvm.print_ir())),
        TranslateEmit::Bc => llvm.to_bitcode(),
        TranslateEmit::Asm => machine
            .emit(&llvm, FileKind::Assembly)
            .map_err(|e| vec![llvm_diag(e)])?,
        TranslateEmit::Obj => machine
            .emit(&llvm, FileKind::Object)
            .map_err(|e| vec![llvm_diag(e)])?,
    };
    Ok(IrText::from_bytes(bytes))
}

/// mlir-translate's joining of split outputs: the marker and a newline
/// between consecutive outputs.
fn join_outputs<'a>(outputs: &'a [IrText], marker: &'a [u8]) -> Vec<&'a [u8]> {
    let mut joined = Vec::new();
    for (i, out) in outputs.iter().enumerate() {
        if i > 0 {
            joined.push(marker);
            joined.push(b"\n");
        }
        joined.extend(out.pieces());
    }
    joined
}

/// `--import-llvm`: LLVM IR text or bitcode in, the LLVM dialect out.
fn run_import(args: &TranslateArgs) -> i32 {
    let path = args.input.as_deref();
    let is_stdin = path.is_none_or(|p| p.as_os_str() == "-");
    let (name, bytes) = if is_stdin {
        let mut bytes = Vec::new();
        if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes) {
            eprintln!("error: could not read stdin: {e}");
            return 1;
        }
        ("<stdin>".to_string(), bytes)
    } else {
        let path = path.unwrap_or(std::path::Path::new("-"));
        let name = path.display().to_string();
        match std::fs::read(path) {
            Ok(b) => (name, b),
            Err(e) => {
                eprintln!("error: could not open input file {name}: {e}");
                return 1;
            }
        }
    };
    if is_llvm_bitcode(&bytes) && !bitcode_reader_survives(&bytes, &name) {
        eprintln!("{name}: error: invalid bitcode: LLVM's bitcode reader aborts on this input");
        return 1;
    }
    let ctx = Context::new();
    let module = match strata_llvm::import::import_bytes(&ctx, &bytes, &name) {
        Ok(imported) => {
            // mlir-translate's form: `file:0:0: warning: ...`.
            imported.warnings.iter().for_each(report);
            imported.module
        }
        Err(d) => {
            report_import(&d);
            return 1;
        }
    };
    let bytes = if args.emit_bytecode {
        strata_bytecode::write_module(&ctx, &module)
    } else {
        // LLVM IR names each identified struct once; MLIR's text spells
        // every use out, which for shared parts can be beyond memory.
        if let Err(d) = strata_ir::print::expansion::check_module_printable(&ctx, &module) {
            report_import(&d);
            return 1;
        }
        strata_llvm::import::print_imported(&ctx, &module).into_bytes()
    };
    if let Err(message) = write_output_atomically(args.output.as_deref(), &bytes) {
        eprintln!("{message}");
        return 1;
    }
    0
}

/// An import diagnostic: `file:line:col: error: ...` when LLVM gave a
/// position, `file: error: ...` otherwise.
fn report_import(d: &Diag) {
    if d.loc.line == 0 && !d.loc.file.is_empty() {
        eprintln!("{}: error: {}", d.loc.file, d.message);
    } else {
        report(d);
    }
}

/// LLVM bitcode (raw or in the wrapper header).
fn is_llvm_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// LLVM's bitcode reader aborts the process on some corrupt inputs (it
/// tries to allocate what a damaged size field says; mlir-translate and
/// llvm-dis abort as well). The input is read once in a forked child
/// first: a child killed by a signal means the input must not be read here.
#[cfg(unix)]
fn bitcode_reader_survives(bytes: &[u8], name: &str) -> bool {
    // SAFETY: no other thread runs yet (the import is single-threaded and
    // starts no pool), so the child may run ordinary code before `_exit`.
    unsafe {
        let pid = libc::fork();
        if pid < 0 {
            return true;
        }
        if pid == 0 {
            let devnull = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY);
            if devnull >= 0 {
                libc::dup2(devnull, 2);
            }
            let ok = strata_llvm::LlvmModule::parse_ir(name, bytes).is_ok();
            libc::_exit(if ok { 0 } else { 1 });
        }
        let mut status: libc::c_int = 0;
        if libc::waitpid(pid, &mut status, 0) < 0 {
            return true;
        }
        !libc::WIFSIGNALED(status)
    }
}

#[cfg(not(unix))]
fn bitcode_reader_survives(_bytes: &[u8], _name: &str) -> bool {
    true
}
