//! Steps shared by `strata translate` and `strata run`: parsing and
//! verifying a chunk, optimisation levels, turning LLVM errors into
//! diagnostics.

use strata_ir::diag::Diag;
use strata_ir::syntax::{ParseOptions, Registry};
use strata_ir::{Context, Module, SrcLoc};
use strata_llvm::{LlvmError, LlvmModule, OptLevel, TargetMachine};

use crate::input::Chunk;

/// Parses and verifies one chunk of input (diagnostics located in the
/// original file), with the dialects of the tool imitated (`registry`).
pub fn parse_verified(
    ctx: &Context,
    file: &str,
    chunk: &Chunk,
    allow_unregistered: bool,
    registry: Registry,
) -> Result<Module, Vec<Diag>> {
    let opts = ParseOptions {
        allow_unregistered,
        line_offset: chunk.first_line.saturating_sub(1),
        chunk_start: (chunk.offset > 0).then_some((chunk.first_line, chunk.first_column)),
        registry,
    };
    // Function bodies are parsed on every core of the current rayon pool.
    let module = strata_ir::syntax::parse_module_threads(
        ctx,
        file,
        chunk.text,
        &opts,
        rayon::current_num_threads(),
    )
    .map_err(|d| vec![d])?;
    strata_ir::verify::verify_module(ctx, &module)?;
    Ok(module)
}

/// `-O<n>` as given on the command line (validated by clap to 0–3).
pub fn opt_level(n: Option<u8>) -> Option<OptLevel> {
    n.and_then(|n| OptLevel::from_number(u32::from(n)))
}

/// An LLVM failure as an unlocated error diagnostic.
pub fn llvm_diag(e: LlvmError) -> Diag {
    Diag::error(SrcLoc::default(), e.message().to_string())
}

/// Runs LLVM's default `-O<n>` pipeline on `module`, configured for `machine`
/// (its triple and data layout), as `mlir-runner -O<n>` and `opt -O<n>` do.
pub fn optimize(module: &LlvmModule, level: OptLevel, machine: &TargetMachine) -> Result<(), Diag> {
    machine.configure_module(module).map_err(llvm_diag)?;
    strata_llvm::run_passes(module, level.pass_pipeline(), Some(machine)).map_err(llvm_diag)
}

/// Prints a diagnostic to stderr: `file:line:col: error: ...`, or
/// `error: ...` for failures that have no place in the input (LLVM's).
pub fn report(d: &Diag) {
    report_in(d, None);
}

/// `report`, for a diagnostic of split chunk `split` when there is one
/// (located as mlir-translate locates it: see `diag_render::Split`).
pub fn report_in(d: &Diag, split: Option<crate::diag_render::Split>) {
    if d.loc.line == 0 && d.loc.file.is_empty() {
        eprintln!("{}: {}", d.severity.as_str(), d.message);
        for n in &d.notes {
            eprintln!("{n}");
        }
    } else if let Some(split) = split {
        crate::diag_render::eprint_diag_in_split(d, split);
    } else {
        crate::diag_render::eprint_diag(d);
    }
}
