//! `strata opt`: parse, verify, run passes, print — `mlir-opt`'s job.
//!
//! Each `--split-input-file` chunk is processed on its own: its diagnostics
//! are printed (or checked against `expected-*` annotations under
//! `--verify-diagnostics`) and its output joined with the others. An output
//! file is written only when every chunk succeeded, and atomically. Input
//! may be text or Strata bytecode (detected from its first bytes); output is
//! text, or bytecode with `--emit-bytecode`.

use std::time::Instant;

use strata_ir::diag::Diag;
use strata_ir::print::PrintOptions;
use strata_ir::summary::OpcodeSummary;
use strata_ir::syntax::{ParseOptions, TopLevel};
use strata_ir::{Context, Module};
use strata_passes::manager::{DumpHook, VerifyHook};
use strata_passes::pipeline::{PassSpec, PipelineFailure};
use strata_passes::{run_pipeline_summarised, Pipeline, RunOptions};

use crate::args::{OptArgs, VerifyDiagnostics};
use crate::input::{join_outputs, read_input, split_input, whole_input, Chunk};
use crate::ir_dump::IrDumper;
use crate::output::{write_output_atomically, write_pieces_atomically};
use crate::verify_diags::{DiagnosticVerifier, UncheckedAnnotations};

pub fn run_opt(args: &OptArgs) -> i32 {
    crate::heap::huge_pages::restart_for_input(args.input.as_deref());
    crate::diag_render::set_quote_ops(args.print_op_on_diagnostic);
    // One pool of the requested size for the whole job: parsing, verifying,
    // passes and printing all run on it.
    let threads = thread_count(args);
    if threads == 1 {
        crate::heap::tune_for_one_thread();
    }
    strata_ir::par::install(threads, || run_opt_on_pool(args)).unwrap_or_else(|| {
        eprintln!("error: cannot start threads");
        1
    })
}

fn run_opt_on_pool(args: &OptArgs) -> i32 {
    let input = match read_input(args.input.as_deref()) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("{message}");
            return 1;
        }
    };
    let pipeline = match build_pipeline(args) {
        Ok(p) => p,
        // mlir-opt builds the pipeline for each chunk: a bad pass option is
        // a diagnostic of every chunk (at an unknown location), checked
        // under --verify-diagnostics.
        Err(d) => match PipelineFailure::of(&d.message) {
            Some(failure) if input.bytecode.is_none() => {
                return fail_every_chunk(args, &input, failure);
            }
            Some(failure) => {
                print_preamble(failure.preamble.as_deref());
                report(&[Diag::error(d.loc, failure.message)]);
                return 1;
            }
            None => {
                eprintln!("{}", d.message);
                return 1;
            }
        },
    };
    let threads = thread_count(args);
    if let Some(bytes) = &input.bytecode {
        let mut ctx = Context::new();
        let start = Instant::now();
        let result = strata_bytecode::LazyModule::with_file_name(&ctx, bytes, &input.name)
            .and_then(|lazy| lazy.into_module())
            .map_err(|d| vec![d])
            .and_then(|m| {
                let summary = strata_ir::verify::verify_module_summarised(&ctx, &m)?;
                Ok((m, summary))
            })
            .and_then(|(mut m, summary)| {
                let verified = Verified {
                    summary,
                    top_op: false,
                };
                transform_and_emit(args, &mut ctx, &mut m, &pipeline, threads, start, verified)
            })
            .map(|(out, _)| out.concat());
        return finish(args, vec![result]);
    }
    if args.emit_bytecode && args.split_input_file.is_some() {
        eprintln!("error: --emit-bytecode cannot be combined with --split-input-file");
        return 1;
    }
    // The annotations of the whole file are read (malformed ones reported)
    // before anything else, as mlir-opt does, checked or not.
    let unchecked = args
        .verify_diagnostics
        .is_none()
        .then(|| UncheckedAnnotations::read(&input.name, &input.text))
        .flatten();
    if args.split_input_file.is_none() && args.verify_diagnostics.is_none() {
        return run_whole_text(args, input, &pipeline, threads, unchecked);
    }
    let mut verifier = args
        .verify_diagnostics
        .map(|mode| DiagnosticVerifier::new(&input.name, &input.text, mode));
    let split = match &args.split_input_file {
        Some(marker) => split_input(&input.text, marker),
        None => whole_input(&input.text),
    };
    for near_miss in &split.near_misses {
        crate::diag_render::eprint_diag(&near_miss.diag(&input.name));
    }
    let results = split
        .chunks
        .iter()
        .map(|chunk| {
            let (result, passes_ran) = process_chunk(args, &input.name, chunk, &pipeline, threads);
            match &mut verifier {
                // A chunk's diagnostics go out before the next chunk runs,
                // as mlir-opt reports them: between the pass manager
                // reports of the chunks.
                None => match result {
                    Ok((out, _)) => (out, true),
                    Err(diags) => {
                        report(&diags);
                        (Vec::new(), false)
                    }
                },
                Some(verifier) => {
                    // Diagnostics a pass emitted without failing are checked
                    // too, and the output (if the passes ran) is printed
                    // whether or not the expectations held.
                    let (out, diags) = match result {
                        Ok((o, emitted)) => (o, emitted),
                        Err(d) => (Vec::new(), d),
                    };
                    // mlir-opt reports unexpected diagnostics as they are
                    // emitted, so before the statistics.
                    verifier.check(&diags);
                    if passes_ran && args.pass_reports.statistics {
                        eprint!("{PASS_STATISTICS_REPORT}");
                    }
                    // The verdict is the whole file's, below.
                    (out, true)
                }
            }
        })
        .collect();
    if let Some(annotations) = unchecked {
        annotations.finish();
    }
    let verified = verifier.is_none_or(DiagnosticVerifier::finish);
    finish_chunks(args, results, verified)
}

/// Every chunk fails with `failure` (its preamble printed, its diagnostic
/// reported or, under --verify-diagnostics, checked against the
/// expectations, the run failing all the same), as mlir-opt fails each
/// chunk building its pipeline; the exit status.
fn fail_every_chunk(
    args: &OptArgs,
    input: &crate::input::InputFile,
    failure: PipelineFailure,
) -> i32 {
    let PipelineFailure { preamble, message } = failure;
    let diag = Diag::error(Default::default(), message);
    let mut verifier = args
        .verify_diagnostics
        .map(|mode| DiagnosticVerifier::new(&input.name, &input.text, mode));
    let split = match &args.split_input_file {
        Some(marker) => split_input(&input.text, marker),
        None => whole_input(&input.text),
    };
    let results = split
        .chunks
        .iter()
        .map(|_| {
            print_preamble(preamble.as_deref());
            let diags = vec![diag.clone()];
            match &mut verifier {
                None => report(&diags),
                Some(verifier) => verifier.check(&diags),
            }
            // (Reported above, in order with the preambles.)
            Err(vec![])
        })
        .collect();
    if let Some(verifier) = verifier {
        verifier.finish();
    }
    finish(args, results)
}

/// Prints a pipeline failure's preamble, the command-line error mlir-opt
/// prints before its diagnostic, if it has one.
fn print_preamble(preamble: Option<&str>) {
    if let Some(p) = preamble {
        eprintln!("strata opt: {p}");
    }
}

/// Reports diagnostics, joins the outputs and writes them; the exit status.
fn finish(args: &OptArgs, results: Vec<Result<Vec<u8>, Vec<Diag>>>) -> i32 {
    let chunks = results
        .into_iter()
        .map(|r| match r {
            Ok(out) => (out, true),
            Err(diags) => {
                report(&diags);
                (Vec::new(), false)
            }
        })
        .collect();
    finish_chunks(args, chunks, true)
}

/// Prints diagnostics on stderr.
fn report(diags: &[Diag]) {
    diags.iter().for_each(crate::diag_render::eprint_diag);
}

/// A chunk's output and, separately, whether it succeeded (the
/// diagnostics of one that failed are already reported).
type ChunkOutcome = (Vec<u8>, bool);

/// `finish` for chunks that have an output and, separately, a verdict;
/// `verified` is false when --verify-diagnostics found the run wanting.
fn finish_chunks(args: &OptArgs, results: Vec<ChunkOutcome>, verified: bool) -> i32 {
    let mut ok = verified;
    let mut outputs: Vec<Vec<u8>> = Vec::new();
    // Every chunk takes its place in the output, an empty one for a chunk
    // that failed (mlir-opt still writes its separator).
    for (out, succeeded) in results {
        ok &= succeeded;
        outputs.push(out);
    }
    let bytes = if args.emit_bytecode {
        outputs.pop().unwrap_or_default()
    } else {
        let texts: Vec<&str> = outputs
            .iter()
            .map(|o| std::str::from_utf8(o).unwrap_or(""))
            .collect();
        join_outputs(&texts, &args.output_split_marker).into_bytes()
    };
    let to_stdout = args.output.as_deref().is_none_or(|p| p.as_os_str() == "-");
    if ok || to_stdout {
        if let Err(message) = write_output_atomically(args.output.as_deref(), &bytes) {
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

fn thread_count(args: &OptArgs) -> usize {
    if args.mlir_disable_threading {
        1
    } else {
        args.threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }
}

fn build_pipeline(args: &OptArgs) -> Result<Pipeline, Diag> {
    if let Some(text) = &args.pass_pipeline {
        return Pipeline::parse(text);
    }
    let mut p = Pipeline::default();
    for pass in &args.passes {
        p.add_pass(&pass.name, &pass.options)?;
    }
    Ok(p)
}

/// One module and no expectations to check against its text: the text is
/// freed as soon as it is parsed, so it does not add to the peak memory of
/// the passes and the printer (diagnostics need only locations).
fn run_whole_text(
    args: &OptArgs,
    input: crate::input::InputFile,
    pipeline: &Pipeline,
    threads: usize,
    unchecked: Option<UncheckedAnnotations>,
) -> i32 {
    let crate::input::InputFile { name, text, .. } = input;
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: args.allow_unregistered_dialect,
        ..ParseOptions::default()
    };
    let start = Instant::now();
    let parsed = strata_ir::syntax::parse_top_level_threads(&ctx, &name, &text, &opts, threads);
    // The text is freed (unmapped: a serial step of its own for a large
    // input) while the module is verified.
    let verified = rayon::join(
        || {
            let (m, top) = parsed.map_err(|d| vec![d])?;
            let summary = strata_ir::verify::verify_module_summarised(&ctx, &m)?;
            let top_op = single_top_op(args, &name, &opts, top, pipeline)?;
            Ok((m, Verified { summary, top_op }))
        },
        move || drop(text),
    )
    .0;
    let mut module = None;
    let result = verified.and_then(|(m, verified)| {
        let m = module.insert(m);
        transform_and_emit(args, &mut ctx, m, pipeline, threads, start, verified)
            .map(|(out, _)| out)
    });
    // The context (every interned type, attribute and location) is freed
    // while the module's bodies are and the output is written: at the end
    // of a large job these are its serial tail.
    rayon::join(
        move || drop(ctx),
        || {
            if let Some(m) = module {
                strata_ir::par::drop_in_parallel(m.bodies);
            }
            finish_pieces(args, result, unchecked)
        },
    )
    .1
}

/// `finish` for the one chunk of a whole input, its output in pieces:
/// written as they are, never joined into one buffer. The unchecked
/// annotations are reported after the diagnostics, before the output, as
/// mlir-opt orders them.
fn finish_pieces(
    args: &OptArgs,
    result: Result<Pieces, Vec<Diag>>,
    unchecked: Option<UncheckedAnnotations>,
) -> i32 {
    if args.emit_bytecode || args.split_input_file.is_some() {
        let status = finish(args, vec![result.map(|p| p.concat())]);
        if let Some(annotations) = unchecked {
            annotations.finish();
        }
        return status;
    }
    let (pieces, ok) = match result {
        Ok(pieces) => (pieces, true),
        Err(diags) => {
            diags.iter().for_each(crate::diag_render::eprint_diag);
            (Vec::new(), false)
        }
    };
    if let Some(annotations) = unchecked {
        annotations.finish();
    }
    let to_stdout = args.output.as_deref().is_none_or(|p| p.as_os_str() == "-");
    if ok || to_stdout {
        let pieces: Vec<&[u8]> = pieces.iter().map(Vec::as_slice).collect();
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

/// Parses, verifies, transforms and prints one chunk; also returns the
/// diagnostics passes emitted without failing (under --verify-diagnostics),
/// and whether the passes ran (the chunk parsed and verified).
fn process_chunk(
    args: &OptArgs,
    file: &str,
    chunk: &Chunk,
    pipeline: &Pipeline,
    threads: usize,
) -> (ChunkResult, bool) {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: args.allow_unregistered_dialect,
        line_offset: chunk.first_line.saturating_sub(1),
        chunk_start: (chunk.offset > 0).then_some((chunk.first_line, chunk.first_column)),
        ..ParseOptions::default()
    };
    let start = Instant::now();
    let parsed = strata_ir::syntax::parse_top_level_threads(&ctx, file, chunk.text, &opts, threads)
        .map_err(|d| vec![d])
        .and_then(|(m, top)| {
            let summary = strata_ir::verify::verify_module_summarised(&ctx, &m)?;
            Ok((m, summary, top))
        });
    let (mut module, summary, top) = match parsed {
        Ok(parsed) => parsed,
        Err(diags) => return (Err(diags), false),
    };
    // Like a parse error, a top level `--no-implicit-module` rejects comes
    // before any pass manager runs.
    let top_op = match single_top_op(args, file, &opts, top, pipeline) {
        Ok(top_op) => top_op,
        Err(diags) => return (Err(diags), false),
    };
    let result = transform_and_emit(
        args,
        &mut ctx,
        &mut module,
        pipeline,
        threads,
        start,
        Verified { summary, top_op },
    )
    .map(|(out, emitted)| (out.concat(), emitted));
    (result, true)
}

/// With `--no-implicit-module`, whether the input's top level, which must
/// be one op (checked after verification, as mlir-opt does), is an op
/// other than a module: printed on its own. Strata runs passes on modules
/// only, so such an op takes no passes.
fn single_top_op(
    args: &OptArgs,
    file: &str,
    opts: &ParseOptions,
    top: TopLevel,
    pipeline: &Pipeline,
) -> Result<bool, Vec<Diag>> {
    if !args.print_flags.no_implicit_module {
        return Ok(false);
    }
    match top {
        TopLevel::Module => Ok(false),
        TopLevel::Ops(1) if pipeline.entries.is_empty() => Ok(true),
        TopLevel::Ops(1) => {
            let mut d = strata_ir::syntax::not_single_op_error(file, opts, 1);
            d.message = "passes need a 'builtin.module' at the top level (--no-implicit-module)"
                .to_string();
            Err(vec![d])
        }
        TopLevel::Ops(n) => Err(vec![strata_ir::syntax::not_single_op_error(file, opts, n)]),
    }
}

/// A chunk's output and the diagnostics its passes emitted, or the
/// diagnostics it failed with.
type ChunkResult = Result<(Vec<u8>, Vec<Diag>), Vec<Diag>>;

/// How `strata opt` prints IR (its output, and IR dumps).
fn print_options(args: &OptArgs) -> PrintOptions {
    PrintOptions {
        generic: args.print_op_generic,
        debug_info: args.print_debuginfo,
        local_scope: args.print_local_scope,
        elide_elements_above: args.elide_elements_above,
        value_users: args.print_flags.value_users,
        unique_ids: args.print_flags.unique_ssa_ids,
        skip_regions: args.print_flags.skip_regions,
        top_op: false,
        pretty_debuginfo: args.print_flags.pretty_debuginfo,
    }
}

/// mlir-opt 22's `--mlir-pass-statistics` report. LLVM 22's Debian build
/// has statistics compiled out (LLVM_ENABLE_STATS is off): its report is
/// the header alone, whatever the passes (cse's and canonicalize's
/// statistics too) and the display, after every pass manager run that
/// started (failed ones too) and before the timing report.
const PASS_STATISTICS_REPORT: &str = "\
===-------------------------------------------------------------------------===
                         ... Pass statistics report ...
===-------------------------------------------------------------------------===

";

/// An output in pieces, to be written one after the other.
type Pieces = Vec<Vec<u8>>;

/// What the verification of a parsed module found.
struct Verified {
    /// The opcodes of its bodies, for the pass manager.
    summary: OpcodeSummary,
    /// Whether its top level is a single op other than a module (see
    /// `single_top_op`), printed on its own.
    top_op: bool,
}

/// Runs the pipeline (verifying after each pass, as mlir-opt's default
/// `--verify-each` does) and prints the result as text or bytecode, in
/// pieces to be written in order; also returns the warnings the passes
/// emitted.
fn transform_and_emit(
    args: &OptArgs,
    ctx: &mut Context,
    module: &mut Module,
    pipeline: &Pipeline,
    threads: usize,
    start: Instant,
    verified: Verified,
) -> Result<(Pieces, Vec<Diag>), Vec<Diag>> {
    let Verified { summary, top_op } = verified;
    let parsed = start.elapsed();
    // Diagnostics a pass emits without failing go to stderr at once (before
    // the output, as mlir-opt prints them), or are checked against the
    // expectations under --verify-diagnostics.
    let emitted = std::sync::Mutex::new(Vec::new());
    let checking = args.verify_diagnostics.is_some();
    let emit = |d: Diag| {
        if checking {
            emitted.lock().unwrap_or_else(|e| e.into_inner()).push(d);
        } else {
            crate::diag_render::eprint_diag(&d);
        }
    };
    let dumper = args
        .ir_dump
        .any()
        .then(|| IrDumper::new(args.ir_dump.clone(), print_options(args)));
    let dump = |stage, spec: &PassSpec, anchor, ctx: &Context, m: &Module| {
        if let Some(d) = &dumper {
            d.dump(stage, spec, anchor, ctx, m);
        }
    };
    if args.pass_reports.dump_pass_pipeline {
        eprint!("{}", strata_passes::dump_pass_pipeline(pipeline));
    }
    let run_opts = RunOptions {
        threads,
        verify: args
            .verify_each
            .then_some(&strata_passes::verify_after_pass as VerifyHook),
        dump: dumper.as_ref().map(|_| &dump as DumpHook),
        emit: Some(&emit),
    };
    let result = run_pipeline_summarised(ctx, module, pipeline, &run_opts, Some(summary));
    let mut emitted = emitted.into_inner().unwrap_or_else(|e| e.into_inner());
    // The failure of a pass is reported as it happens (before the
    // statistics), unless it is to be checked against the expectations.
    let result = result.map_err(|d| {
        if checking {
            emitted.push(d);
        } else {
            crate::diag_render::eprint_diag(&d);
        }
    });
    // Under --verify-diagnostics the caller prints them, after the
    // unexpected diagnostics.
    if args.pass_reports.statistics && !checking {
        // Whatever the display, list or pipeline.
        eprint!("{PASS_STATISTICS_REPORT}");
    }
    let Ok(timings) = result else {
        return Err(emitted);
    };
    // Text that would not fit in memory (types or attributes whose shared
    // parts the text spells out each time) is refused before printing.
    if !args.emit_bytecode {
        strata_ir::print::expansion::check_module_printable(ctx, module).map_err(|d| vec![d])?;
    }
    // Text without debug information reads no location: their store goes,
    // and the output is printed into its memory (a fifth less at the peak).
    if !args.emit_bytecode && !args.print_debuginfo && !checking {
        ctx.discard_locations();
    }
    let ctx: &Context = ctx;
    let print_start = Instant::now();
    let out = if args.emit_bytecode {
        vec![strata_bytecode::write_module(ctx, module)]
    } else {
        let opts = PrintOptions {
            top_op,
            ..print_options(args)
        };
        strata_ir::print::print_module_pieces(ctx, module, opts, threads)
            .into_iter()
            .map(String::into_bytes)
            .collect()
    };
    let output_time = print_start.elapsed();
    if args.mlir_timing {
        eprintln!(
            "===-------------------------------------------------------------------------==="
        );
        eprintln!("                         ... Execution time report ...");
        eprintln!(
            "===-------------------------------------------------------------------------==="
        );
        eprintln!("  {:>10.4}s  Parser + verifier", parsed.as_secs_f64());
        for (name, t) in &timings.passes {
            eprintln!("  {:>10.4}s  {name}", t.as_secs_f64());
        }
        eprintln!("  {:>10.4}s  Output", output_time.as_secs_f64());
        eprintln!("  {:>10.4}s  Total", start.elapsed().as_secs_f64());
    }
    Ok((out, emitted))
}

/// `--verify-diagnostics` for one chunk on its own (mlir-translate checks
/// each chunk apart): the errors in its annotations, the unexpected
/// diagnostics, then the expectations not met.
pub(crate) fn check_expectations(
    file: &str,
    chunk: &Chunk,
    diags: &[Diag],
    mode: VerifyDiagnostics,
) -> Result<(), Vec<Diag>> {
    let (mut expectations, mut errors) =
        strata_ir::expect::parse_expectations(file, chunk.text, chunk.first_line);
    let unexpected = strata_ir::expect::process(&mut expectations, diags);
    if mode == VerifyDiagnostics::All {
        errors.extend(unexpected);
    }
    errors.extend(strata_ir::expect::not_produced(&expectations));
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}
