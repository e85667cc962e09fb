//! scf's canonicalization patterns that Strata replays (MLIR 22's
//! `SCF.cpp`):
//! - `scf.for`'s `SimplifyTrivialLoops`: a loop from a bound to itself, or
//!   of constant trip count 0, is its init values; one of trip count 1 is
//!   inlined; an empty loop of a larger constant trip count that yields
//!   only outer values is those values;
//! - `scf.if`'s `ConvertTrivialIfToSelect`: results yielded from outside
//!   both branches become the value itself (same on both sides) or an
//!   `arith.select` on the condition; the `if` keeps only the others;
//! - `scf.if`'s `RemoveStaticCondition`: a constant condition inlines the
//!   branch taken (or erases the `if` when that branch is missing);
//! - `scf.if`'s `RemoveEmptyElseBranch` and `RemoveUnusedResults`, and its
//!   folder (a negated condition swaps the branches).

use smallvec::SmallVec;
use strata_ir::{AttrId, Block, Op, OpSpec, Opcode, Region, Span, TypeId, Value};

use super::driver::Driver;
use super::inline::replace_op_with_region;
use crate::conversion::arith_fold;

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    match d.body.op(op).opcode {
        // MLIR's order: ForOpIterArgsFolder, then SimplifyTrivialLoops.
        Opcode::ScfFor => super::for_iter_args::apply(d, op) || simplify_trivial_loop(d, op),
        // MLIR's pattern order: the select conversion comes first.
        Opcode::ScfIf => {
            convert_trivial_if_to_select(d, op)
                || remove_empty_else(d, op)
                || remove_static_condition(d, op)
                || remove_unused_results(d, op)
        }
        _ => false,
    }
}

/// A scalar integer constant and its width.
fn scalar_const(d: &Driver, v: Value) -> Option<(i128, u32)> {
    arith_fold::int_const(d.ctx, d.body, v)
        .filter(|c| c.scalar && c.width > 1)
        .map(|c| (c.values[0], c.width))
}

/// MLIR's `constantTripCount` with constant bounds only (what the
/// canonicalizer sees): a zero step or a negative one runs no trip, as does
/// an upper bound not above the lower one; otherwise the rounded-up
/// quotient of the distance by a constant step.
fn trip_count(d: &Driver, lb: Value, ub: Value, step: Value, signed: bool) -> Option<u128> {
    let step_c = scalar_const(d, step);
    if let Some((s, _)) = step_c {
        // Constants are kept sign-extended: the sign bit is `s < 0`.
        if s <= 0 {
            return Some(0);
        }
    }
    let (l, w) = scalar_const(d, lb)?;
    let (u, _) = scalar_const(d, ub)?;
    let mask = if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    };
    let (l, u) = if signed {
        (l, u)
    } else {
        ((l as u128 & mask) as i128, (u as u128 & mask) as i128)
    };
    if u <= l {
        return Some(0);
    }
    let (s, _) = step_c?;
    let diff = (u - l) as u128;
    let s = s as u128;
    Some(diff.div_ceil(s))
}

fn simplify_trivial_loop(d: &mut Driver, op: Op) -> bool {
    let operands = d.body.operands(op);
    if operands.len() < 3 || d.body.regions(op).len() != 1 {
        return false;
    }
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let inits: SmallVec<[Value; 4]> = SmallVec::from_slice(&operands[3..]);
    if inits.len() != d.body.op(op).num_results as usize {
        return false;
    }
    if lb == ub {
        d.replace_op(op, &inits);
        return true;
    }
    let attrs = d.body.op(op).attrs;
    let signed = d.ctx.dict_get(attrs, d.names.unsigned_cmp).is_none();
    let Some(trips) = trip_count(d, lb, ub, step, signed) else {
        return false;
    };
    if trips == 0 {
        d.replace_op(op, &inits);
        return true;
    }
    if trips == 1 {
        let mut args: SmallVec<[Value; 4]> = SmallVec::new();
        args.push(lb);
        args.extend_from_slice(&inits);
        return replace_op_with_region(d, op, 0, &args);
    }
    // More than one trip: only an empty body yielding outer values goes.
    let region = d.body.regions(op)[0];
    let Some(block) = d.body.entry_block(region) else {
        return false;
    };
    let Some(term) = d.body.last_op(block) else {
        return false;
    };
    if d.body.blocks[block.index()].first != term {
        return false;
    }
    let yielded: SmallVec<[Value; 4]> = SmallVec::from_slice(d.body.operands(term));
    if yielded.len() != inits.len() || yielded.iter().any(|&v| defined_in(d, v, region)) {
        return false;
    }
    d.replace_op(op, &yielded);
    true
}

/// Whether `v` is defined inside `region` (at any depth).
fn defined_in(d: &Driver, v: Value, region: Region) -> bool {
    let mut block = d.body.value_block(v);
    while block.is_some() {
        let r = d.body.blocks[block.index()].parent;
        if r == region {
            return true;
        }
        let owner = d.body.regions[r.index()].parent;
        if owner.is_none() {
            return false;
        }
        block = d.body.op(owner).parent;
    }
    false
}

/// The region directly holding the definition of `v`.
fn parent_region(d: &Driver, v: Value) -> Region {
    let block: Block = d.body.value_block(v);
    if block.is_none() {
        return Region::NONE;
    }
    d.body.blocks[block.index()].parent
}

fn convert_trivial_if_to_select(d: &mut Driver, op: Op) -> bool {
    let n = d.body.op(op).num_results as usize;
    if n == 0 || d.body.regions(op).len() != 2 {
        return false;
    }
    let (then_r, else_r) = (d.body.regions(op)[0], d.body.regions(op)[1]);
    let yield_of = |r: Region| d.body.entry_block(r).and_then(|b| d.body.last_op(b));
    let (Some(then_y), Some(else_y)) = (yield_of(then_r), yield_of(else_r)) else {
        return false;
    };
    let then_vals: SmallVec<[Value; 4]> = SmallVec::from_slice(d.body.operands(then_y));
    let else_vals: SmallVec<[Value; 4]> = SmallVec::from_slice(d.body.operands(else_y));
    if then_vals.len() != n || else_vals.len() != n {
        return false;
    }
    // Values defined in a branch itself stay results of the `if`.
    let kept: SmallVec<[bool; 4]> = (0..n)
        .map(|i| {
            parent_region(d, then_vals[i]) == then_r || parent_region(d, else_vals[i]) == else_r
        })
        .collect();
    let kept_types: SmallVec<[TypeId; 4]> = (0..n)
        .filter(|&i| kept[i])
        .map(|i| d.body.value_type(then_vals[i]))
        .collect();
    if kept_types.len() == n {
        return false;
    }
    let Some(&cond) = d.body.operands(op).first() else {
        return false;
    };
    // The replacement `if` takes both regions; the selects go before it.
    let loc = d.body.op(op).loc;
    let replacement = if_taking_regions(d, op, cond, &kept_types, false);
    let mut results: SmallVec<[Value; 4]> = SmallVec::new();
    let mut then_kept: SmallVec<[Value; 4]> = SmallVec::new();
    let mut else_kept: SmallVec<[Value; 4]> = SmallVec::new();
    for i in 0..n {
        let (t, e) = (then_vals[i], else_vals[i]);
        if kept[i] {
            results.push(d.body.result(replacement, then_kept.len() as u32));
            then_kept.push(t);
            else_kept.push(e);
        } else if t == e {
            results.push(t);
        } else {
            let ty = d.body.value_type(t);
            let select = d.create_op_before(
                replacement,
                &OpSpec {
                    opcode: Opcode::ArithSelect,
                    name: d.names.arith_select,
                    operands: &[cond, t, e],
                    result_types: &[ty],
                    successors: &[],
                    attrs: AttrId::EMPTY_DICT,
                    loc,
                    num_regions: 0,
                },
            );
            results.push(d.body.result(select, 0));
        }
    }
    // MLIR builds new yields in place of the old ones.
    d.set_operands(then_y, &then_kept);
    d.enqueue(then_y);
    d.set_operands(else_y, &else_kept);
    d.enqueue(else_y);
    d.replace_op(op, &results);
    true
}

fn remove_static_condition(d: &mut Driver, op: Op) -> bool {
    let Some(&cond) = d.body.operands(op).first() else {
        return false;
    };
    let Some(c) = arith_fold::int_const(d.ctx, d.body, cond).filter(|c| c.scalar) else {
        return false;
    };
    let taken = if c.values[0] != 0 { 0 } else { 1 };
    let present = d
        .body
        .regions(op)
        .get(taken)
        .is_some_and(|&r| d.body.entry_block(r).is_some());
    if present {
        return replace_op_with_region(d, op, taken, &[]);
    }
    if d.body.op(op).num_results != 0 {
        return false;
    }
    d.erase_op(op);
    true
}

/// A new `scf.if` on `cond` with results `types`, created before `op`,
/// taking `op`'s regions, and its attributes when `keep_attrs` (MLIR's
/// select conversion builds it bare; its unused-result removal keeps them).
fn if_taking_regions(
    d: &mut Driver,
    op: Op,
    cond: Value,
    types: &[TypeId],
    keep_attrs: bool,
) -> Op {
    let data = d.body.op(op);
    let (name, loc) = (data.name, data.loc);
    let attrs = if keep_attrs {
        data.attrs
    } else {
        AttrId::EMPTY_DICT
    };
    let replacement = d.create_op_before(
        op,
        &OpSpec {
            opcode: Opcode::ScfIf,
            name,
            operands: &[cond],
            result_types: types,
            successors: &[],
            attrs,
            loc,
            num_regions: 0,
        },
    );
    let regions = d.body.op(op).regions;
    d.body.op_mut(replacement).regions = regions;
    d.body.op_mut(op).regions = Span::EMPTY;
    for i in 0..d.body.regions(replacement).len() {
        let r = d.body.regions(replacement)[i];
        d.body.regions[r.index()].parent = replacement;
    }
    replacement
}

/// `RemoveEmptyElseBranch`: an `if` without results whose else branch
/// holds only its yield loses that branch.
fn remove_empty_else(d: &mut Driver, op: Op) -> bool {
    if d.body.op(op).num_results != 0 || d.body.regions(op).len() != 2 {
        return false;
    }
    let else_r = d.body.regions(op)[1];
    let Some(block) = d.body.entry_block(else_r) else {
        return false;
    };
    let first = d.body.blocks[block.index()].first;
    if first.is_none() || first != d.body.blocks[block.index()].last {
        return false;
    }
    d.erase_block_ops(block);
    d.body.unlink_block(block);
    d.enqueue(op);
    true
}

/// `RemoveUnusedResults`: an `if` some of whose results are unused is
/// rebuilt with the used ones only, its yields trimmed to match.
fn remove_unused_results(d: &mut Driver, op: Op) -> bool {
    let n = d.body.op(op).num_results as usize;
    if n == 0 || d.body.regions(op).len() != 2 {
        return false;
    }
    let used: SmallVec<[bool; 4]> = d.body.results(op).map(|r| d.uses.count(r) > 0).collect();
    if used.iter().all(|&u| u) {
        return false;
    }
    let yields: SmallVec<[Op; 2]> = d
        .body
        .regions(op)
        .iter()
        .filter_map(|&r| d.body.entry_block(r).and_then(|b| d.body.last_op(b)))
        .collect();
    if yields.len() != 2 || yields.iter().any(|&y| d.body.operands(y).len() != n) {
        return false;
    }
    let Some(&cond) = d.body.operands(op).first() else {
        return false;
    };
    let types: SmallVec<[TypeId; 4]> = d
        .body
        .results(op)
        .zip(&used)
        .filter(|(_, &u)| u)
        .map(|(r, _)| d.body.value_type(r))
        .collect();
    let replacement = if_taking_regions(d, op, cond, &types, true);
    for y in yields {
        let kept: SmallVec<[Value; 4]> = d
            .body
            .operands(y)
            .iter()
            .zip(&used)
            .filter(|(_, &u)| u)
            .map(|(&v, _)| v)
            .collect();
        d.set_operands(y, &kept);
        d.enqueue(y);
    }
    // Only used results have users to move; the others go with `op`.
    let mut next = 0;
    for (i, &u) in used.iter().enumerate() {
        if u {
            let from = d.body.result(op, i as u32);
            let to = d.body.result(replacement, next);
            d.replace_all_uses(from, to);
            next += 1;
        }
    }
    d.erase_op(op);
    true
}

/// `IfOp::fold`: `if (c xor true)` swaps its branches and tests `c`.
pub(super) fn fold_if_not(d: &mut Driver, op: Op) -> bool {
    let Some(lhs) = crate::op_fold::scf::negated_if(d.ctx, d.body, op, false) else {
        return false;
    };
    d.set_operand(op, 0, lhs);
    let start = d.body.op(op).regions.start as usize;
    d.body.pool.swap(start, start + 1);
    true
}
