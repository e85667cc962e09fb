//! The pass manager: each pass runs a short sequential module-level phase,
//! then converts bodies in parallel (`par_iter_mut` on a rayon pool of the
//! configured size). Bodies are independent, so the output does not depend
//! on the thread count.

use std::time::{Duration, Instant};

use rayon::prelude::*;
use strata_ir::{Body, BodyId, Context, Diag, Dialect, Module, Op, Opcode};

use crate::conversion::arith::ArithPatterns;
use crate::conversion::cf::CfPatterns;
use crate::conversion::func::FuncPatterns;
use crate::conversion::index::IndexPatterns;
use crate::conversion::math::MathPatterns;
use crate::conversion::ub::UbPatterns;
use crate::conversion::vector::VectorPatterns;
use crate::conversion::{func_module, BodyInputs, ConversionSet, Patterns, Scratch};
use crate::memref::MemrefPatterns;
use crate::names::Names;
use crate::pipeline::{Entry, PassKind, PassSpec, Pipeline};
use crate::type_converter::{MemRefConvention, TypeConverter};
use strata_ir::summary::OpcodeSummary;

/// Called after each pass (the CLI plugs the verifier in here); gives the
/// verified module's opcode summary when it made one (see
/// `strata_ir::verify::verify_module_summarised`).
pub type VerifyHook<'a> =
    &'a (dyn Fn(&Context, &Module) -> Result<Option<OpcodeSummary>, Diag> + Sync);

/// The verifier as `--verify-each` runs it after a pass: the module's
/// first error, or its opcode summary.
pub fn verify_after_pass(ctx: &Context, m: &Module) -> Result<Option<OpcodeSummary>, Diag> {
    strata_ir::verify::verify_module_summarised(ctx, m)
        .map(Some)
        .map_err(|mut errs| errs.swap_remove(0))
}

/// When an IR dump hook is called: before a pass runs, or after it ran
/// and the IR verified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DumpStage {
    Before,
    After,
}

/// Called before and after each pass (`--mlir-print-ir-before/after-*`)
/// with the pass and the op kind it is anchored on (`None`: the module).
pub type DumpHook<'a> =
    &'a (dyn Fn(DumpStage, &PassSpec, Option<Opcode>, &Context, &Module) + Sync);

pub struct RunOptions<'a> {
    /// Worker threads (1 = sequential).
    pub threads: usize,
    pub verify: Option<VerifyHook<'a>>,
    pub dump: Option<DumpHook<'a>>,
    /// Receives the diagnostics a pass emits without failing (MLIR's
    /// partial conversions report e.g. unconvertible memory spaces and go
    /// on), as each pass finishes.
    pub emit: Option<&'a (dyn Fn(Diag) + Sync)>,
}

impl Default for RunOptions<'_> {
    fn default() -> Self {
        RunOptions {
            threads: 1,
            verify: None,
            dump: None,
            emit: None,
        }
    }
}

/// Wall time of each pass run, in order (`--mlir-timing`).
#[derive(Clone, Debug, Default)]
pub struct Timings {
    pub passes: Vec<(&'static str, Duration)>,
}

pub fn run_pipeline(
    ctx: &Context,
    module: &mut Module,
    pipeline: &Pipeline,
    opts: &RunOptions,
) -> Result<Timings, Diag> {
    run_pipeline_summarised(ctx, module, pipeline, opts, None)
}

/// `run_pipeline` on a module whose opcode summary is known (the one its
/// verification made), so that the first pass needs no sweep to make it.
pub fn run_pipeline_summarised(
    ctx: &Context,
    module: &mut Module,
    pipeline: &Pipeline,
    opts: &RunOptions,
    summary: Option<OpcodeSummary>,
) -> Result<Timings, Diag> {
    let names = Names::new(ctx);
    let mut state = RunState {
        summary,
        ..RunState::default()
    };
    strata_ir::par::install(opts.threads.max(1), || {
        run_entries(
            ctx,
            &names,
            module,
            &pipeline.entries,
            None,
            opts,
            &mut state,
        )
    })
    .ok_or_else(|| Diag::error(Default::default(), "cannot start threads"))??;
    Ok(state.timings)
}

/// What a pipeline run keeps from pass to pass.
#[derive(Default)]
struct RunState {
    timings: Timings,
    /// The opcodes of each body, while it is known (see
    /// `has_nothing_to_do`).
    summary: Option<OpcodeSummary>,
}

fn run_entries(
    ctx: &Context,
    names: &Names,
    module: &mut Module,
    entries: &[Entry],
    anchor: Option<Opcode>,
    opts: &RunOptions,
    state: &mut RunState,
) -> Result<(), Diag> {
    for e in entries {
        match e {
            Entry::Pass(spec) => {
                let start = Instant::now();
                let mut emitted = Vec::new();
                let unchanged = has_nothing_to_do(module, spec, anchor, &mut state.summary);
                // A pass that runs is handed the summary (still right: the
                // IR is as it was), and the IR it leaves has none yet.
                let summary = if unchanged {
                    None
                } else {
                    state.summary.take()
                };
                if let Some(dump) = opts.dump {
                    dump(DumpStage::Before, spec, anchor, ctx, module);
                }
                // A pass with nothing to do is not run (its own scan would
                // only find that out again).
                let r = if unchanged {
                    Ok(())
                } else {
                    run_pass(ctx, names, module, spec, anchor, &mut emitted, summary)
                };
                if let Some(emit) = opts.emit {
                    emitted.into_iter().for_each(emit);
                }
                r?;
                state.timings.passes.push((spec.name, start.elapsed()));
                // As in MLIR, which verifies again only after a pass that
                // may have changed the IR (one that did not preserve all
                // analyses): unchanged IR was verified before the pass.
                if let Some(verify) = opts.verify.filter(|_| !unchanged) {
                    state.summary = verify(ctx, module)?;
                }
                if let Some(dump) = opts.dump {
                    dump(DumpStage::After, spec, anchor, ctx, module);
                }
            }
            Entry::Nested { anchor: a, entries } => {
                let op = Opcode::from_name(a).unwrap_or(Opcode::Unregistered);
                run_entries(ctx, names, module, entries, Some(op), opts, state)?;
            }
        }
    }
    Ok(())
}

/// Whether `spec` would leave the module as it is: for now only
/// `reconcile-unrealized-casts` on a module without casts and
/// `finalize-memref-to-llvm` on one without memref ops (the usual cases
/// after a full conversion), passes whose run and verification would be
/// the whole cost.
///
/// The answer comes from `summary`, the opcodes of each body, made here
/// when missing: it stays right while passes leave the IR as it is, so
/// one sweep of the module serves a run of such passes (the caller drops
/// it once a pass runs).
fn has_nothing_to_do(
    module: &Module,
    spec: &PassSpec,
    anchor: Option<Opcode>,
    summary: &mut Option<OpcodeSummary>,
) -> bool {
    // The ops a pass acts on; IR without them it leaves as it is.
    let acts_on: fn(Opcode) -> bool = match spec.kind {
        PassKind::ReconcileUnrealizedCasts => |o| o == Opcode::BuiltinUnrealizedConversionCast,
        // Its patterns are the memref dialect's alone (runtime functions
        // are declared for the allocations they lower, globals are memref
        // ops): after `convert-to-llvm`, as in the usual pipelines, there
        // is nothing left for it.
        // Other ops it may fold (MLIR folds before patterns), but not the
        // legal ones: casts, and the LLVM dialect's ops, legal in every
        // conversion to it (see `conversion::fold::Target::folds`).
        PassKind::FinalizeMemrefToLlvm => |o| {
            o.dialect() == Dialect::Memref
                || (o.dialect() == Dialect::Arith && o != Opcode::ArithConstant)
                || (crate::op_fold::has_folder(o)
                    && o != Opcode::BuiltinUnrealizedConversionCast
                    && o.dialect() != Dialect::Llvm)
        },
        _ => return false,
    };
    let wanted = OpcodeSummary::opcode_set(acts_on);
    // (The summary leaves out the ops an arena keeps unlinked, such as the
    // casts a conversion folded away: they are not in the IR.)
    let summary = summary.get_or_insert_with(|| OpcodeSummary::new(module));
    let mask = body_mask(module, anchor);
    !mask
        .iter()
        .enumerate()
        .any(|(i, &m)| m && summary.holds_any(i, &wanted))
}

/// The ops a pass anchored on `anchor` runs on, each with the body
/// holding it, in body order (`None` or the module: none, the pass runs on
/// the module).
pub fn anchor_ops(module: &Module, anchor: Option<Opcode>) -> Vec<(BodyId, Op)> {
    if matches!(anchor, None | Some(Opcode::BuiltinModule)) {
        return Vec::new();
    }
    body_mask(module, anchor)
        .iter()
        .zip(&module.bodies)
        .filter(|&(&m, b)| m && b.parent.is_some())
        .map(|(_, b)| (b.parent, b.owner))
        .collect()
}

/// Which bodies are `roots` or nested within one of them.
fn within_bodies(module: &Module, roots: &[BodyId]) -> Vec<bool> {
    // 0: not known yet, 1: within, 2: not within.
    let n = module.bodies.len();
    let mut state = vec![0u8; n];
    for r in roots {
        if let Some(s) = state.get_mut(r.index()) {
            *s = 1;
        }
    }
    if let Some(s) = state.first_mut() {
        if *s == 0 {
            *s = 2;
        }
    }
    let mut path = Vec::new();
    for start in 0..n {
        // Up the parent chain to a body already decided; each body is
        // decided once, so this is linear overall.
        let mut b = start;
        let answer = loop {
            match state.get(b).copied() {
                Some(0) => {
                    path.push(b);
                    let p = module.bodies[b].parent;
                    if p.is_none() || path.len() > n {
                        break 2;
                    }
                    b = p.index();
                }
                Some(s) => break s,
                None => break 2,
            }
        };
        for p in path.drain(..) {
            state[p] = answer;
        }
    }
    state.into_iter().map(|s| s == 1).collect()
}

/// The ops named `anchor` directly in the top-level module, as MLIR
/// nests a pass on them (declarations without a body included).
fn top_level_anchors(module: &Module, anchor: Opcode) -> Vec<(BodyId, Op)> {
    let top = &module.bodies[0];
    module
        .top_ops()
        .filter(|&op| top.op(op).opcode == anchor)
        .map(|op| (Module::TOP, op))
        .collect()
}

/// Bodies a pass anchored on `anchor` touches: all, or those owned by an op
/// with that opcode.
fn body_mask(module: &Module, anchor: Option<Opcode>) -> Vec<bool> {
    module
        .bodies
        .iter()
        .map(|b| match anchor {
            None | Some(Opcode::BuiltinModule) => true,
            Some(op) => {
                b.parent.is_some()
                    && b.owner.is_some()
                    && module.bodies[b.parent.index()].op(b.owner).opcode == op
            }
        })
        .collect()
}

/// MLIR 22's `test-lower-to-llvm` pipeline (as `--dump-pass-pipeline`
/// shows it) minus what Strata has no ops for (linalg, affine). The IR
/// can still differ from mlir-opt's in constant order: MLIR's later
/// conversions run greedy rewrites of their own first (which fold and
/// hoist constants again), and Strata's conversions do not.
const TEST_LOWER_TO_LLVM: &[(&str, &str)] = &[
    ("convert-vector-to-scf", ""),
    ("convert-scf-to-cf", ""),
    ("canonicalize", ""),
    ("cse", ""),
    ("convert-vector-to-llvm", ""),
    ("convert-math-to-llvm", ""),
    ("expand-strided-metadata", ""),
    ("finalize-memref-to-llvm", ""),
    ("convert-func-to-llvm", ""),
    ("convert-arith-to-llvm", ""),
    ("convert-cf-to-llvm", ""),
    ("convert-index-to-llvm", ""),
    ("convert-ub-to-llvm", ""),
    ("reconcile-unrealized-casts", ""),
];

/// `index` width: the option, else (for the passes that consult the data
/// layout) the module's `dlti.dl_spec` entry, else 64. In MLIR 22 only
/// `convert-func-to-llvm` and `finalize-memref-to-llvm` read the data
/// layout; `convert-arith-to-llvm`, `convert-cf-to-llvm` and
/// `convert-to-llvm` use 64 bits unless told otherwise.
fn index_bits(ctx: &Context, names: &Names, module: &Module, spec: &PassSpec) -> u32 {
    let option = spec.options.index_bitwidth;
    if option != 0 {
        return option;
    }
    if !matches!(
        spec.kind,
        PassKind::ConvertFuncToLlvm | PassKind::FinalizeMemrefToLlvm
    ) {
        return 64;
    }
    crate::data_layout::index_bitwidth(ctx, ctx.dict_get(module.attrs, names.dlti_dl_spec))
        .unwrap_or(64)
}

fn run_pass(
    ctx: &Context,
    names: &Names,
    module: &mut Module,
    spec: &PassSpec,
    anchor: Option<Opcode>,
    emitted: &mut Vec<Diag>,
    summary: Option<OpcodeSummary>,
) -> Result<(), Diag> {
    let o = &spec.options;
    let mask = body_mask(module, anchor);
    match spec.kind {
        PassKind::ConvertSpirvToLlvm => {
            let w = crate::spirv_to_llvm::run(ctx, names, module, o.client_api, &mask)?;
            emitted.extend(w);
            Ok(())
        }
        PassKind::ReconcileUnrealizedCasts => {
            for_each_masked_body(module, &mask, crate::reconcile::reconcile_body);
            Ok(())
        }
        PassKind::ExpandStridedMetadata => {
            for_each_masked_body(module, &mask, |b| {
                crate::expand_strided_metadata::expand_body(ctx, b);
                // MLIR runs this pass with the greedy rewriter, which
                // also folds zero-offset GEPs.
                crate::inplace::fold_zero_geps(ctx, b);
            });
            Ok(())
        }
        PassKind::SetLlvmModuleDataLayout => {
            strata_ir::dialect::llvm::data_layout::check_data_layout(&o.data_layout).map_err(
                |why| {
                    Diag::error(
                        strata_ir::verify::src_loc(ctx, module.loc),
                        format!("invalid data layout descriptor: {why}"),
                    )
                },
            )?;
            let layout = ctx.string_attr(&o.data_layout);
            module.attrs = ctx.dict_with(module.attrs, names.llvm_data_layout, Some(layout));
            Ok(())
        }
        PassKind::LowerHostToLlvm => crate::lower_host::run(ctx, names, module, emitted),
        PassKind::SymbolDce => {
            // The tables it runs on: the module, or each anchor op.
            // `Some(BuiltinModule)`: nested in the module, on its modules.
            let roots: Vec<(BodyId, Op)> = match anchor {
                None => vec![(Module::TOP, Op::NONE)],
                Some(a) => top_level_anchors(module, a),
            };
            crate::symbol_dce::run(ctx, module, &roots, emitted)
        }
        PassKind::StripDebugInfo => {
            // MLIR nests a pass only on the anchor ops directly in the
            // module.
            let mask = match anchor {
                None => mask,
                Some(a) => {
                    let anchors: Vec<BodyId> = top_level_anchors(module, a)
                        .into_iter()
                        .map(|(_, op)| module.bodies[0].op(op).body)
                        .collect();
                    within_bodies(module, &anchors)
                }
            };
            crate::strip_debuginfo::run(module, &mask);
            Ok(())
        }
        PassKind::LlvmRequestCWrappers => {
            request_c_wrappers(ctx, names, module);
            Ok(())
        }
        PassKind::ConvertScfToCf => {
            for_each_masked_body(module, &mask, |b| {
                if let Some(new) = crate::scf_to_cf::lower_body(ctx, b) {
                    *b = new;
                }
            });
            relink_owners(module);
            Ok(())
        }
        PassKind::ConvertVectorToScf => {
            for_each_masked_body(module, &mask, |b| {
                crate::vector_to_scf::lower_body(ctx, b);
            });
            Ok(())
        }
        PassKind::ArithExpand => {
            // The first failing body's error, in body order.
            let (f8e8m0, f4e2m1) = (o.include_f8e8m0, o.include_f4e2m1);
            let first_error = module
                .bodies
                .par_iter_mut()
                .zip(mask.par_iter())
                .with_max_len(BODIES_PER_TASK)
                .filter(|(_, &m)| m)
                .filter_map(|(b, _)| crate::arith_expand::expand_body(ctx, b, f8e8m0, f4e2m1).err())
                .collect::<Vec<_>>()
                .into_iter()
                .next();
            first_error.map_or(Ok(()), Err)
        }
        PassKind::ArithEmulateWideInt => crate::emulate_wide_int::run(
            ctx,
            names,
            module,
            &mask,
            o.widest_int_supported.unwrap_or(32),
        ),
        PassKind::OneShotBufferize => crate::bufferize::run(ctx, names, module, &o.bufferize),
        PassKind::BufferDeallocationPipeline => {
            crate::dealloc::run(ctx, module, &mask);
            Ok(())
        }
        PassKind::Canonicalize => {
            let names = crate::canonicalize::CanonNames::new(ctx);
            let diverged = std::sync::atomic::AtomicBool::new(false);
            for_each_masked_body(module, &mask, |b| {
                if !crate::canonicalize::canonicalize_body(ctx, &names, &o.canonicalize, b) {
                    diverged.store(true, std::sync::atomic::Ordering::Relaxed);
                }
            });
            // `test-convergence` fails the pass (mlir-opt exits 1 without a
            // message; Strata says why).
            if o.canonicalize.test_convergence && diverged.into_inner() {
                return Err(Diag::error(
                    strata_ir::SrcLoc::default(),
                    format!(
                        "canonicalize did not converge within {} iterations",
                        o.canonicalize.max_iterations
                    ),
                ));
            }
            Ok(())
        }
        PassKind::Cse => {
            for_each_masked_body(module, &mask, |b| {
                // The module's own region is a graph region: nothing there
                // is eliminated.
                if !b.owner.is_none() {
                    crate::cse::cse_body(b);
                }
            });
            Ok(())
        }
        PassKind::GenerateRuntimeVerification => {
            let verbosity = crate::runtime_verification::Verbosity::from_level(o.verbose_level);
            crate::runtime_verification::run(ctx, module, &mask, verbosity);
            Ok(())
        }
        PassKind::TestLowerToLlvm => {
            for (name, options) in TEST_LOWER_TO_LLVM {
                let info = crate::pipeline::Pipeline::spec(name, options)?;
                run_pass(ctx, names, module, &info, anchor, emitted, None)?;
            }
            Ok(())
        }
        PassKind::ConvertArithToLlvm
        | PassKind::ConvertFuncToLlvm
        | PassKind::ConvertCfToLlvm
        | PassKind::ConvertMathToLlvm
        | PassKind::ConvertUbToLlvm
        | PassKind::ConvertIndexToLlvm
        | PassKind::ConvertToLlvm
        | PassKind::TestLlvmLegalizePatterns
        | PassKind::ConvertVectorToLlvm
        | PassKind::TestCfAssert
        | PassKind::FinalizeMemrefToLlvm => {
            let convention = if o.use_bare_ptr_memref_call_conv {
                MemRefConvention::BarePtr
            } else {
                MemRefConvention::Descriptor
            };
            let mut tc = TypeConverter::new(ctx, index_bits(ctx, names, module, spec), convention);
            let test = spec.kind == PassKind::TestLlvmLegalizePatterns;
            tc.test_legalize = test;
            let wants =
                |d: &str| o.filter_dialects.is_empty() || o.filter_dialects.iter().any(|f| f == d);
            let (arith, func, cf) = match spec.kind {
                PassKind::ConvertArithToLlvm => (true, false, false),
                PassKind::ConvertFuncToLlvm => (false, true, false),
                PassKind::ConvertCfToLlvm => (false, false, true),
                PassKind::TestLlvmLegalizePatterns => (true, true, true),
                PassKind::TestCfAssert => (false, false, true),
                PassKind::ConvertToLlvm => (wants("arith"), wants("func"), wants("cf")),
                _ => (false, false, false),
            };
            let memref = match spec.kind {
                PassKind::FinalizeMemrefToLlvm => true,
                PassKind::ConvertToLlvm => wants("memref"),
                _ => false,
            };
            let math = match spec.kind {
                PassKind::ConvertMathToLlvm => true,
                PassKind::ConvertToLlvm => wants("math"),
                _ => false,
            };
            let ub = match spec.kind {
                PassKind::ConvertUbToLlvm => true,
                PassKind::ConvertToLlvm => wants("ub"),
                _ => false,
            };
            let index = match spec.kind {
                PassKind::ConvertIndexToLlvm => true,
                PassKind::ConvertToLlvm => wants("index"),
                _ => false,
            };
            let vector = match spec.kind {
                PassKind::ConvertVectorToLlvm => true,
                PassKind::ConvertToLlvm => wants("vector"),
                _ => false,
            };
            if spec.kind == PassKind::ConvertVectorToLlvm {
                // MLIR's pass first runs vector-to-vector patterns greedily:
                // the driver folds every op, hoists and uniques constants,
                // erases dead ops and simplifies regions, but applies no
                // other dialect's canonicalization patterns.
                let names = crate::canonicalize::CanonNames::new(ctx);
                let opts = crate::canonicalize::CanonOptions::greedy_defaults(
                    crate::canonicalize::PatternScope::Vector,
                );
                for_each_masked_body(module, &mask, |b| {
                    crate::canonicalize::canonicalize_body(ctx, &names, &opts, b);
                });
            }
            let mut memref_set =
                MemrefPatterns::new(ctx, o.use_aligned_alloc, o.use_generic_functions);
            memref_set.casts_legal = spec.kind != PassKind::ConvertToLlvm;
            let vector_set = VectorPatterns {
                memref: &memref_set,
                llvm_ext: arith,
                nd_shape_cast: spec.kind == PassKind::ConvertVectorToLlvm,
            };
            let math_set = MathPatterns {
                approximate_log1p: o.approximate_log1p.unwrap_or(true),
            };
            let mut sets: Vec<&dyn Patterns> = Vec::new();
            if arith {
                sets.push(&ArithPatterns);
            }
            if math {
                sets.push(&math_set);
            }
            if vector {
                sets.push(&vector_set);
            }
            if ub {
                sets.push(&UbPatterns);
            }
            if index {
                sets.push(&IndexPatterns);
            }
            if func {
                sets.push(&FuncPatterns);
            }
            let cf_set = if spec.kind == PassKind::TestCfAssert {
                CfPatterns {
                    branches: false,
                    abort: false,
                }
            } else {
                CfPatterns::ALL
            };
            if cf {
                sets.push(&cf_set);
            }
            if test {
                sets.push(&crate::conversion::test_patterns::TestPatterns);
            }
            // One sweep tells the module phases which bodies to look at
            // (the one that found the pass had work to do, if there was).
            let summary = summary.unwrap_or_else(|| OpcodeSummary::new(module));
            if memref {
                sets.push(&memref_set);
                memref_set.convert_globals(ctx, &tc, module, &mask, &summary, func);
            }
            // The pass's conversion target, for the folds MLIR tries
            // before patterns.
            let target = match spec.kind {
                // Not an LLVMConversionTarget: unrealized casts are not
                // legal, so they fold.
                PassKind::ConvertToLlvm | PassKind::ConvertIndexToLlvm => {
                    crate::conversion::Target {
                        casts_legal: false,
                        ..crate::conversion::Target::LLVM
                    }
                }
                PassKind::ConvertVectorToLlvm => crate::conversion::Target {
                    arith_legal: true,
                    memref_legal: true,
                    ..crate::conversion::Target::LLVM
                },
                // MLIR's pass makes every op outside cf legal, and legal
                // ops are not folded (cf's own ops have no folders).
                PassKind::ConvertCfToLlvm => crate::conversion::Target {
                    fold: false,
                    ..crate::conversion::Target::LLVM
                },
                _ => crate::conversion::Target::LLVM,
            };
            let set = ConversionSet::new(sets).with_target(target);
            let r = convert_module(
                ctx,
                names,
                module,
                &tc,
                &set,
                &mask,
                func,
                cf.then_some(&cf_set),
                emitted,
                vector,
                &summary,
            );
            emitted.extend(tc.take_diagnostics());
            emitted.extend(set.take_diagnostics());
            let (mut families, messages) = r?;
            if memref {
                families.push(memref_set.declare_runtime_functions(ctx, &tc, module));
                crate::decl_order::order_by_first_reference(
                    ctx, names, module, &families, &messages,
                );
            }
            Ok(())
        }
    }
}

/// At most this many bodies go to one rayon task. Rayon splits a range
/// only a few times unless a thread steals from it, so a thread could be
/// left with a quarter of the bodies in one piece at the end while the
/// other idles; pieces this small keep both busy to the end, and cost one
/// task (and one `Scratch`) per this many bodies.
const BODIES_PER_TASK: usize = 32;

/// Runs `f` on every body `mask` selects, in parallel.
fn for_each_masked_body(module: &mut Module, mask: &[bool], f: impl Fn(&mut Body) + Sync + Send) {
    module
        .bodies
        .par_iter_mut()
        .zip(mask.par_iter())
        .with_max_len(BODIES_PER_TASK)
        .filter(|(_, &m)| m)
        .for_each(|(b, _)| f(b));
}

/// The symbols `convert_module` added at the front of modules, per family
/// (each in MLIR's order), and the assert messages among them.
type CreatedSymbols = (Vec<crate::decl_order::Family>, Vec<strata_ir::Ident>);

#[allow(clippy::too_many_arguments)]
pub(crate) fn convert_module(
    ctx: &Context,
    names: &Names,
    module: &mut Module,
    tc: &TypeConverter,
    set: &ConversionSet,
    mask: &[bool],
    func: bool,
    cf: Option<&CfPatterns>,
    emitted: &mut Vec<Diag>,
    vector: bool,
    summary: &strata_ir::summary::OpcodeSummary,
) -> Result<CreatedSymbols, Diag> {
    // Functions marked `llvm.bareptr` use the bare-pointer convention.
    let bare_callees = bare_functions(ctx, names, module);
    let bare_tc =
        (!bare_callees.is_empty() && tc.convention == MemRefConvention::Descriptor).then(|| {
            let mut b = TypeConverter::new(ctx, tc.index_bits, MemRefConvention::BarePtr);
            b.test_legalize = tc.test_legalize;
            b
        });
    // Module phase: signatures (func) and assert message globals (cf).
    let (signatures, bare_bodies) = if func {
        // The bare convention leaves unranked memref results unconverted,
        // so nothing copies them.
        if tc.convention == MemRefConvention::Descriptor {
            crate::conversion::unranked_copy::declare_copy_functions(ctx, names, module, tc.index);
        }
        let r = func_module::convert_functions_with(
            ctx,
            tc,
            bare_tc.as_ref(),
            names,
            module,
            false,
            Some(summary),
        );
        emitted.extend(r.diagnostics);
        (r.signatures, r.bare)
    } else {
        (
            vec![None; module.bodies.len()],
            vec![false; module.bodies.len()],
        )
    };
    let asserts = if cf.is_some() {
        crate::asserts::plan(ctx, names, module, mask, Some(summary))
    } else {
        crate::asserts::AssertPlan::empty(module.bodies.len())
    };
    let prints = if vector {
        crate::conversion::vector::plan(ctx, module, mask, Some(summary))
    } else {
        crate::conversion::vector::PrintSymbols::empty(module.bodies.len())
    };
    let mut mask = mask.to_vec();
    mask.resize(module.bodies.len(), true);
    // Each body's nearest `builtin.module`, where nested modules exist.
    let enclosing: Option<Vec<BodyId>> = module.nested_modules().next().is_some().then(|| {
        (0..module.bodies.len())
            .map(|b| module.enclosing_module(BodyId::from_index(b)))
            .collect()
    });
    if !set.is_empty() {
        // Each converted body replaces its original at once, so the old and
        // the new module are never both held whole. On failure the module
        // is left part converted (callers drop it) and the error of the
        // first failing body is reported. An original that another thread
        // parsed is handed back to it to free, which it does between its
        // own bodies (see `ReturnsHome`).
        let originals = strata_ir::par::ReturnsHome::for_current_pool();
        let errors: Vec<(usize, Diag)> = module
            .bodies
            .par_iter_mut()
            .enumerate()
            .with_max_len(BODIES_PER_TASK)
            .map_init(Scratch::for_current_pool, |scratch, (i, b)| {
                if !mask[i] {
                    return None;
                }
                let inputs = BodyInputs {
                    signature: signatures.get(i).and_then(|s| s.as_ref()),
                    assert_globals: &asserts.per_body[i],
                    bare: bare_tc.as_ref(),
                    bare_body: bare_bodies.get(i).copied().unwrap_or(false),
                    bare_callees: Some(&bare_callees),
                    print_strings: prints.per_body.get(i).map_or(&[], |v| &v[..]),
                    module: enclosing.as_ref().map(|e| e[i]),
                };
                let converted = set.convert_body_in_place(ctx, tc, names, b, &inputs, scratch);
                originals.drop_own();
                match converted {
                    Ok(original) => {
                        drop(original.and_then(|o| originals.send(o.home, o)));
                        None
                    }
                    Err(d) => Some((i, d)),
                }
            })
            .flatten()
            .collect();
        originals.drop_all();
        if let Some((_, d)) = errors.into_iter().min_by_key(|e| e.0) {
            return Err(d);
        }
        relink_owners(module);
    }
    // The symbols added here, in MLIR's order within each family.
    let mut families = Vec::new();
    if let Some(cf) = cf {
        families.push(crate::asserts::insert_declarations(
            ctx, names, module, &asserts, cf.abort,
        ));
    }
    if let Some(b) = &bare_tc {
        emitted.extend(b.take_diagnostics());
    }
    let messages = asserts.message_globals();
    if vector {
        families.push(crate::conversion::vector::insert_declarations(
            ctx, names, module, &prints,
        ));
        crate::decl_order::order_by_first_reference(ctx, names, module, &families, &messages);
    }
    Ok((families, messages))
}

/// Names of the top-level functions marked `llvm.bareptr`.
fn bare_functions(
    ctx: &Context,
    names: &Names,
    module: &Module,
) -> rustc_hash::FxHashSet<strata_ir::Ident> {
    let mut out = rustc_hash::FxHashSet::default();
    let Some(top) = module.bodies.first() else {
        return out;
    };
    top.walk(|op| {
        let d = top.op(op);
        if matches!(d.opcode, Opcode::FuncFunc | Opcode::LlvmFunc)
            && ctx.dict_get(d.attrs, names.bareptr).is_some()
        {
            if let Some(name) = Module::symbol_name(ctx, top, op) {
                out.insert(name);
            }
        }
    });
    out
}

/// Rewritten bodies hold new op ids: point each child body back at the op
/// that owns it.
pub fn relink_owners(module: &mut Module) {
    // Only bodies some body names as its parent own ops with bodies.
    let mut is_parent = vec![false; module.bodies.len()];
    for b in &module.bodies {
        if let Some(p) = is_parent.get_mut(b.parent.index()) {
            *p = true;
        }
    }
    let links: Vec<(BodyId, Op)> = module
        .bodies
        .par_iter()
        .zip(is_parent.par_iter())
        .flat_map_iter(|(b, &is_parent)| {
            let mut links = Vec::new();
            if is_parent && b.any_op(|o| o.body.is_some()) {
                b.walk(|op| {
                    let child = b.op(op).body;
                    if child.is_some() {
                        links.push((child, op));
                    }
                });
            }
            links
        })
        .collect();
    for (child, op) in links {
        if let Some(b) = module.bodies.get_mut(child.index()) {
            b.owner = op;
        }
    }
}

/// `llvm-request-c-wrappers`: marks every `func.func` with
/// `llvm.emit_c_interface`.
fn request_c_wrappers(ctx: &Context, names: &Names, module: &mut Module) {
    for b in &mut module.bodies {
        let mut funcs = Vec::new();
        b.walk(|op| {
            if b.op(op).opcode == Opcode::FuncFunc {
                funcs.push(op);
            }
        });
        for f in funcs {
            let a = b.op(f).attrs;
            b.op_mut(f).attrs =
                ctx.dict_with(a, names.emit_c_interface, Some(strata_ir::AttrId::UNIT));
        }
    }
}
