//! `canonicalize`: MLIR's canonicalizer on the dialects Strata converts.
//!
//! MLIR runs a greedy pattern driver (`GreedyPatternRewriteDriver`) over
//! each isolated region: ops are folded (constants materialized as
//! `arith.constant` right before the folded op), matched against the
//! canonicalization patterns, and erased when trivially dead; every
//! iteration first hoists and uniques the constants (`OperationFolder`)
//! and ends with region simplification (unreachable blocks, region-wide
//! dead code and dead block arguments; identical blocks merged only at
//! the `aggressive` level). `convert-vector-to-llvm` runs the same driver
//! with MLIR's default greedy configuration and only the vector dialect's
//! patterns (`PatternScope`). Strata replays the same steps in the same
//! order so that the printed output is byte-identical:
//! - `driver`: the iterations, the worklist and the IR mutations;
//! - `constants`: the per-iteration constant hoisting and uniquing;
//! - `fold`: the folders (arith's, identity casts, GEPs);
//! - `unrealized_cast`: `builtin.unrealized_conversion_cast`'s folder;
//! - `shared_fold`: the folders shared with the conversions (`op_fold`),
//!   among them the memref ops reading through `memref.cast`s;
//! - `cf`: the `cf.br` / `cf.cond_br` / `cf.switch` patterns;
//! - `arith_patterns`: arith's add / sub / mul re-association patterns;
//! - `scf`: scf.for's trivial loops and scf.if's trivial results;
//! - `for_iter_args`: scf.for's forwarded or duplicate iteration arguments;
//! - `memref_patterns`: dead allocations, `alloca_scope` inlining;
//! - `alloc_const`: constant allocation sizes made static;
//! - `reinterpret_cast`: constant offsets, sizes and strides of
//!   `memref.reinterpret_cast` made static;
//! - `func_patterns`: indirect calls of known callees made direct;
//! - `inline`: a single-block region inlined in place of its op;
//! - `region`: region simplification;
//! - `merge_blocks`: its `aggressive` level (identical blocks merged);
//! - `uses`: the use lists and worklist the driver keeps on the side;
//! - `vector_broadcast`: broadcasts of broadcasts, extracts of
//!   broadcasts, and the broadcast lowering of `convert-vector-to-llvm`'s
//!   pre-phase.
//!
//! Ops the pass does not know are left alone (never folded, and erased
//! only when Strata knows them to be pure and unused).

mod alloc_const;
mod arith_patterns;
mod cf;
mod constants;
mod driver;
pub(crate) use driver::effect_free;
mod fold;
mod for_iter_args;
mod func_patterns;
mod inline;
mod memref_patterns;
mod merge_blocks;
mod preds;
mod region;
mod reinterpret_cast;
mod scf;
mod shared_fold;
mod unrealized_cast;
mod uses;
mod vector_broadcast;
mod vector_shape_cast;

use strata_ir::{Body, Context, Dialect, Ident, Opcode};

/// `region-simplify`'s levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RegionSimplify {
    Disabled,
    /// Unreachable blocks and dead code / block arguments (MLIR's default).
    #[default]
    Normal,
    /// `Normal` plus identical-block merging.
    Aggressive,
}

impl RegionSimplify {
    pub fn parse(s: &str) -> Option<RegionSimplify> {
        Some(match s {
            "disabled" => RegionSimplify::Disabled,
            "normal" => RegionSimplify::Normal,
            "aggressive" => RegionSimplify::Aggressive,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            RegionSimplify::Disabled => "disabled",
            RegionSimplify::Normal => "normal",
            RegionSimplify::Aggressive => "aggressive",
        }
    }
}

/// The ops whose canonicalization patterns the driver applies. Folds,
/// constant hoisting and uniquing, dead-op erasure and region
/// simplification are the driver's own and apply to every op either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PatternScope {
    /// Every dialect's patterns (`canonicalize`).
    #[default]
    All,
    /// Only the vector dialect's: `convert-vector-to-llvm` first runs the
    /// greedy driver with vector-to-vector patterns alone, so a `cf.br`
    /// or `scf.if` there is folded but never canonicalized. Besides
    /// vector's canonicalization patterns, the scope has the lowering
    /// patterns that pre-phase runs (`vector_broadcast`).
    Vector,
}

impl PatternScope {
    /// Whether the patterns of `opcode` apply.
    #[inline]
    fn admits(self, opcode: Opcode) -> bool {
        match self {
            PatternScope::All => true,
            PatternScope::Vector => opcode.dialect() == Dialect::Vector,
        }
    }
}

/// The canonicalizer's options, with MLIR's defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanonOptions {
    pub region_simplify: RegionSimplify,
    /// Not an option of the pass: what other passes running the driver
    /// restrict its patterns to.
    pub patterns: PatternScope,
    /// -1: no limit.
    pub max_iterations: i64,
    /// -1: no limit.
    pub max_num_rewrites: i64,
    pub top_down: bool,
    pub test_convergence: bool,
    /// Pattern names (accepted and printed; Strata's patterns are not
    /// filtered by them).
    pub enable_patterns: Vec<String>,
    pub disable_patterns: Vec<String>,
}

impl Default for CanonOptions {
    fn default() -> Self {
        CanonOptions {
            region_simplify: RegionSimplify::Normal,
            patterns: PatternScope::All,
            max_iterations: 10,
            max_num_rewrites: -1,
            top_down: true,
            test_convergence: false,
            enable_patterns: Vec::new(),
            disable_patterns: Vec::new(),
        }
    }
}

impl CanonOptions {
    /// What `applyPatternsGreedily` runs with when a pass gives no
    /// configuration (`GreedyRewriteConfig`'s defaults differ from the
    /// canonicalizer's options): bottom-up, with identical blocks merged;
    /// the patterns limited to `patterns`.
    pub fn greedy_defaults(patterns: PatternScope) -> CanonOptions {
        CanonOptions {
            region_simplify: RegionSimplify::Aggressive,
            patterns,
            top_down: false,
            ..CanonOptions::default()
        }
    }
}

/// Identifiers the pass creates ops and attributes with, interned once per
/// pass run.
pub struct CanonNames {
    pub arith_constant: Ident,
    pub ub_poison: Ident,
    pub index_constant: Ident,
    pub index_bool_constant: Ident,
    pub arith_select: Ident,
    pub cf_br: Ident,
    pub value: Ident,
    pub predicate: Ident,
    pub branch_weights: Ident,
    pub case_values: Ident,
    pub global_name: Ident,
    pub volatile_: Ident,
    pub ordering: Ident,
    pub unsigned_cmp: Ident,
    pub callee: Ident,
    pub spirv_constant: Ident,
    pub llvm_constant: Ident,
    pub indices: Ident,
    pub alignment: Ident,
    pub operand_segment_sizes: Ident,
    pub memref_cast: Ident,
    pub func_call: Ident,
    pub has_side_effects: Ident,
    pub block_addr: Ident,
    pub overflow_flags: Ident,
    pub raw_constant_indices: Ident,
    pub static_offsets: Ident,
    pub static_sizes: Ident,
    pub static_strides: Ident,
}

impl CanonNames {
    pub fn new(ctx: &Context) -> CanonNames {
        CanonNames {
            arith_constant: ctx.ident("arith.constant"),
            ub_poison: ctx.ident("ub.poison"),
            index_constant: ctx.ident("index.constant"),
            index_bool_constant: ctx.ident("index.bool.constant"),
            arith_select: ctx.ident("arith.select"),
            cf_br: ctx.ident("cf.br"),
            value: ctx.ident("value"),
            predicate: ctx.ident("predicate"),
            branch_weights: ctx.ident("branch_weights"),
            case_values: ctx.ident("case_values"),
            global_name: ctx.ident("global_name"),
            volatile_: ctx.ident("volatile_"),
            ordering: ctx.ident("ordering"),
            unsigned_cmp: ctx.ident("unsignedCmp"),
            callee: ctx.ident("callee"),
            spirv_constant: ctx.ident("spirv.Constant"),
            llvm_constant: ctx.ident("llvm.mlir.constant"),
            indices: ctx.ident("indices"),
            alignment: ctx.ident("alignment"),
            operand_segment_sizes: ctx.ident("operandSegmentSizes"),
            memref_cast: ctx.ident("memref.cast"),
            func_call: ctx.ident("func.call"),
            has_side_effects: ctx.ident("has_side_effects"),
            block_addr: ctx.ident("block_addr"),
            overflow_flags: ctx.ident("overflowFlags"),
            raw_constant_indices: ctx.ident("rawConstantIndices"),
            static_offsets: ctx.ident("static_offsets"),
            static_sizes: ctx.ident("static_sizes"),
            static_strides: ctx.ident("static_strides"),
        }
    }
}

/// Canonicalizes one isolated body. Returns whether it converged within
/// the iteration limit.
pub fn canonicalize_body(
    ctx: &Context,
    names: &CanonNames,
    opts: &CanonOptions,
    body: &mut Body,
) -> bool {
    let arena_len = (body.ops.len(), body.values.len(), body.pool.len());
    let converged = driver::Driver::new(ctx, names, opts, body).run();
    // Parsed bodies are shrunk to fit, so the first op a fold creates
    // doubles the arenas' capacity: give the spare half back.
    if (body.ops.len(), body.values.len(), body.pool.len()) != arena_len {
        body.shrink_to_fit();
    }
    converged
}
