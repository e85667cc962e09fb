//! MLIR's "fold before patterns" (`OperationLegalizer::legalizeWithFold`)
//! for the ops a pass's conversion target does not make legal: the op's
//! folder (see `op_fold`, and `arith_fold` for arith ops) runs on the op
//! as written before any pattern.
//!
//! - A fold to existing values is always kept.
//! - A fold to constants materializes them as `arith.constant`, which must
//!   itself be legalized: with arith's patterns in the pass it becomes
//!   `llvm.mlir.constant` and the fold stays; otherwise MLIR rolls the
//!   fold back and the op is left as it was. A spirv op's constants are
//!   `spirv.Constant`s, which these passes never legalize: always rolled
//!   back (`convert-spirv-to-llvm` folds in `spirv_to_llvm`).
//! - An in-place fold (an operand read through a cast, an operand swap)
//!   changes the op, which MLIR then legalizes again as changed: a pattern
//!   converts the changed op, and later ops' folders see it changed. A
//!   body where one is met is converted again from a copy with every such
//!   change made (`conversion::in_place`); when the changed op then folds
//!   to constants the pass cannot keep, MLIR rolls its changes back too.
//!   Arith's own in-place folds are the exception: they only change the
//!   op itself, copied as changed.

use smallvec::SmallVec;
use strata_ir::{Dialect, Op, Opcode};

use super::arith_fold::{self, View};
use super::rewriter::BodyRewriter;
use crate::op_fold::{self, Fold, FoldResult};

/// Which ops a pass's conversion target makes legal (legal ops are never
/// folded; the LLVM dialect's always are).
#[derive(Copy, Clone, Debug, Default)]
pub struct Target {
    /// Whether the pass folds ops before patterns at all.
    pub fold: bool,
    /// `builtin.unrealized_conversion_cast` is legal (every
    /// `LLVMConversionTarget`; not `convert-to-llvm`'s target).
    pub casts_legal: bool,
    /// The arith dialect is legal (`convert-vector-to-llvm`).
    pub arith_legal: bool,
    /// The memref dialect is legal (`convert-vector-to-llvm`).
    pub memref_legal: bool,
    /// The pass's own patterns fold spirv ops (`convert-spirv-to-llvm`).
    pub spirv_folded_by_patterns: bool,
}

impl Target {
    /// MLIR's `LLVMConversionTarget`, folding.
    pub const LLVM: Target = Target {
        fold: true,
        casts_legal: true,
        arith_legal: false,
        memref_legal: false,
        spirv_folded_by_patterns: false,
    };

    /// `convert-spirv-to-llvm`'s: only the LLVM dialect (and
    /// `builtin.module`) is legal, so every other op is folded, spirv ops
    /// by the pass's patterns (`spirv_to_llvm::fold`), the rest here.
    pub const SPIRV: Target = Target {
        fold: true,
        casts_legal: false,
        arith_legal: false,
        memref_legal: false,
        spirv_folded_by_patterns: true,
    };

    /// Whether an op of `opcode` is tried with its folder, when arith's
    /// patterns are in the pass or not (`arith`: they fold arith ops
    /// themselves).
    #[inline]
    pub(crate) fn folds(&self, opcode: Opcode, arith: bool) -> bool {
        if !self.fold {
            return false;
        }
        match opcode.dialect() {
            Dialect::Arith => !arith && !self.arith_legal && opcode != Opcode::ArithConstant,
            Dialect::Memref => !self.memref_legal && op_fold::has_folder(opcode),
            // Legal in every conversion to the LLVM dialect.
            Dialect::Llvm => false,
            Dialect::Spirv if self.spirv_folded_by_patterns => false,
            _ if opcode == Opcode::BuiltinUnrealizedConversionCast => !self.casts_legal,
            _ => op_fold::has_folder(opcode),
        }
    }
}

/// What a pass's conversion can keep of a fold to constants: MLIR
/// legalizes the constants it materializes, and rolls the whole fold of
/// the op back (its in-place changes too) when it cannot.
#[derive(Copy, Clone)]
pub(crate) struct Keepable {
    /// `arith.constant`s are legalized (arith's patterns are in the pass).
    pub arith: bool,
    /// `index.constant`s are (the index dialect's are).
    pub index: bool,
    /// `ub.poison` is (ub's are).
    pub poison: bool,
}

impl Keepable {
    /// Whether a fold of an op of `opcode` to `results` stays.
    pub(crate) fn keeps(&self, opcode: Opcode, results: &[FoldResult]) -> bool {
        let constants = match opcode.dialect() {
            // Its constants are `spirv.Constant`s, never legalized here.
            Dialect::Spirv => false,
            // `index.constant`s, lowered where the pass converts index.
            Dialect::Index => self.index,
            _ => self.arith,
        };
        !results.contains(&FoldResult::Attr(strata_ir::AttrId::NONE))
            && arith_fold::keeps_results(results, constants, self.poison)
    }
}

/// Tries `op`'s folder. `arith`: arith's patterns are in the pass. True
/// when the op is done (its results mapped, or a changed copy emitted).
pub(crate) fn legalize_with_fold(rw: &mut BodyRewriter, op: Op, arith: bool) -> bool {
    let opcode = rw.old.op(op).opcode;
    if opcode.dialect() == Dialect::Arith {
        // (`arith_fold::might_fold` would settle most ops sooner, but a
        // second caller makes it leave the arith fast path's inlining.)
        return arith_fold::fold_and_apply_with(rw, op, false, copy_changed).unwrap_or(false);
    }
    match op_fold::fold(rw.ctx, rw.old, op) {
        Fold::Replace(results) => {
            // An index op's constants become `llvm.mlir.constant`s of the
            // converted index type.
            let results = match opcode.dialect() {
                Dialect::Index => with_converted_index(rw, results),
                _ => results,
            };
            let keep = Keepable {
                arith,
                index: rw.index_legal,
                poison: rw.poison_legal,
            };
            keep.keeps(opcode, &results) && arith_fold::apply(rw, op, &results)
        }
        // An in-place change: the body is converted again from a copy with
        // the changes made where MLIR keeps them (`conversion::in_place`),
        // which the folder then finds made; till then the op stays as
        // written.
        Fold::Operand { .. } | Fold::Operands(_) | Fold::Rewrite { .. } => {
            rw.notes.in_place_folds = true;
            false
        }
        Fold::None => false,
    }
}

/// An index op's fold results with their `index` constants retyped to the
/// converted index type (what the lowered `index.constant` holds).
fn with_converted_index(
    rw: &BodyRewriter,
    mut results: SmallVec<[FoldResult; 2]>,
) -> SmallVec<[FoldResult; 2]> {
    let Some(ty) = rw.convert_type(strata_ir::TypeId::INDEX) else {
        return results;
    };
    for r in &mut results {
        if let FoldResult::Attr(a) = r {
            if let strata_ir::AttrData::Integer {
                ty: strata_ir::TypeId::INDEX,
                value,
            } = *rw.ctx.attr_data(*a)
            {
                *a = super::index::index_constant(rw, value, ty);
            }
        }
    }
    results
}

/// Copies arith op `op` as an in-place fold left it (no arith patterns in
/// the pass): its operands reordered, `cmpi`'s predicate swapped. An
/// opcode change (a cast of a cast) is not copied.
fn copy_changed(rw: &mut BodyRewriter, op: Op, view: &View) -> bool {
    if view.opcode != rw.old.op(op).opcode {
        return false;
    }
    let new = rw.clone_op_reading(op, view.ops());
    if let Some(p) = view.predicate {
        let attrs = rw.new.op(new).attrs;
        rw.new.op_mut(new).attrs = arith_fold::with_predicate(rw.ctx, attrs, rw.names.predicate, p);
    }
    true
}
