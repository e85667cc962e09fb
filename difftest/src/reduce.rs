//! A test-case reducer: shrinks a module while a predicate (e.g. "the
//! oracles still disagree") holds, by delta debugging over simple edits
//! that keep the IR valid without use lists:
//! - drop a function or global other than `@main` (users then fail to
//!   verify and the edit is rejected, unless they went too);
//! - drop an op without results (stores, deallocs, calls of void), or one
//!   whose results are all unused (allocations, calls);
//! - turn an integer/float-valued op into `arith.constant 0`;
//! - bypass an op: its result's uses take one of its operands of the same
//!   type instead (collapses chains of arithmetic);
//! - turn a `cf.cond_br`/`cf.switch` into a `cf.br` to one of its
//!   successors.
//!
//! After each batch of edits, pure ops left unused and blocks no longer
//! reachable are removed, and a block reached only by an unconditional
//! branch is merged into its predecessor. Every candidate is verified before the predicate
//! sees it.

use strata_ir::attrs::AttrData;
use strata_ir::{
    traits, AttrId, Body, BodyId, Context, Module, NamedAttr, Op, Opcode, Span, TypeData,
};

/// One edit at a specific place.
#[derive(Copy, Clone, Debug)]
enum Edit {
    DropFunction(Op),
    DropOp(BodyId, Op),
    ToZero(BodyId, Op),
    /// Branch unconditionally to successor `k`.
    ToBranch(BodyId, Op, usize),
    /// Uses of the op's single result take its operand `k` instead.
    Bypass(BodyId, Op, usize),
}

fn candidates(ctx: &Context, m: &Module) -> Vec<Edit> {
    let mut out = Vec::new();
    let top = m.body(Module::TOP);
    for op in crate::interp::top_level_ops(m) {
        // Functions and globals: a dropped symbol that is still referenced
        // fails verification and the edit is rejected.
        if Module::symbol_name(ctx, top, op).is_some_and(|n| ctx.str(n) != "main") {
            out.push(Edit::DropFunction(op));
        }
    }
    for (i, body) in m.bodies.iter().enumerate().skip(1) {
        let b = BodyId::from_index(i);
        let used = used_values(body);
        body.walk(|op| {
            let d = body.op(op);
            if d.opcode.has(traits::TERMINATOR) {
                if matches!(d.opcode, Opcode::CfCondBr | Opcode::CfSwitch) {
                    for k in 0..body.num_successors(op) {
                        out.push(Edit::ToBranch(b, op, k));
                    }
                }
                return;
            }
            if !d.regions.is_empty() {
                return;
            }
            if body.results(op).all(|r| !used[r.index()]) {
                out.push(Edit::DropOp(b, op));
                return;
            }
            if d.num_results == 1 {
                let ty = body.value_type(body.result(op, 0));
                for (k, &v) in body.operands(op).iter().enumerate() {
                    if body.value_type(v) == ty {
                        out.push(Edit::Bypass(b, op, k));
                    }
                }
                if d.opcode != Opcode::ArithConstant && zero_attr(ctx, body, op).is_some() {
                    out.push(Edit::ToZero(b, op));
                }
            }
        });
    }
    out
}

/// Which values of `body` some linked op uses.
fn used_values(body: &Body) -> Vec<bool> {
    let mut used = vec![false; body.values.len()];
    body.walk(|op| {
        for v in body.operands(op) {
            used[v.index()] = true;
        }
    });
    used
}

fn zero_attr(ctx: &Context, body: &Body, op: Op) -> Option<AttrId> {
    let ty = body.value_type(body.result(op, 0));
    match ctx.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Index => Some(ctx.int_attr(ty, 0)),
        TypeData::Float(_) => Some(ctx.intern_attr(AttrData::Float { ty, bits: 0 })),
        _ => None,
    }
}

fn apply(ctx: &Context, m: &mut Module, edit: Edit) {
    match edit {
        Edit::DropFunction(op) => m.body_mut(Module::TOP).remove_op(op),
        Edit::DropOp(b, op) => m.body_mut(b).remove_op(op),
        Edit::ToZero(b, op) => {
            let Some(value) = zero_attr(ctx, m.body(b), op) else {
                return;
            };
            let attrs = ctx.dict_attr(&[NamedAttr {
                name: ctx.ident("value"),
                value,
            }]);
            let d = m.body_mut(b).op_mut(op);
            d.opcode = Opcode::ArithConstant;
            d.name = ctx.ident("arith.constant");
            d.operands = Span::EMPTY;
            d.attrs = attrs;
        }
        Edit::Bypass(b, op, k) => {
            let body = m.body_mut(b);
            // Edits of one batch may have removed or rewritten the op.
            if body.op(op).parent.is_none() || body.operands(op).len() <= k {
                return;
            }
            let from = body.result(op, 0);
            let to = body.operands(op)[k];
            if body.value_type(to) != body.value_type(from) {
                return;
            }
            replace_uses(body, &[from], &[to]);
        }
        Edit::ToBranch(b, op, k) => {
            let body = m.body_mut(b);
            // Edits of one batch may have turned the op into a branch.
            if body.op(op).opcode == Opcode::CfBr {
                return;
            }
            let Some((_, args)) = body.successors(op).nth(k) else {
                return;
            };
            let args = args.to_vec();
            body.set_operands(op, &args);
            let d = body.op_mut(op);
            d.opcode = Opcode::CfBr;
            d.name = ctx.ident("cf.br");
            d.attrs = AttrId::EMPTY_DICT;
            // Successors are (block, operand count) pairs in the pool.
            d.successors = Span {
                start: d.successors.start + 2 * k as u32,
                len: 2,
            };
        }
    }
}

/// Unlinks the blocks of every region that its entry block no longer
/// reaches (edits turn conditional branches into unconditional ones).
/// Values they define cannot be used by reachable code, which they never
/// dominated.
fn remove_unreachable_blocks(m: &mut Module) {
    for body in m.bodies.iter_mut().skip(1) {
        for r in 0..body.regions.len() {
            let region = strata_ir::Region::from_index(r);
            let Some(entry) = body.entry_block(region) else {
                continue;
            };
            let mut reached = vec![false; body.blocks.len()];
            let mut work = vec![entry];
            reached[entry.index()] = true;
            while let Some(b) = work.pop() {
                let Some(term) = body.last_op(b) else {
                    continue;
                };
                for (s, _) in body.successors(term) {
                    if !reached[s.index()] {
                        reached[s.index()] = true;
                        work.push(s);
                    }
                }
            }
            let dead: Vec<_> = body
                .region_blocks(region)
                .filter(|b| !reached[b.index()])
                .collect();
            for b in dead {
                body.unlink_block(b);
            }
        }
    }
}

/// Merges every block whose only predecessor ends in an unconditional
/// branch to it into that predecessor: the block's arguments are replaced
/// by the branch's operands and its ops appended. Semantics-preserving.
fn merge_straight_line_blocks(m: &mut Module) {
    for body in m.bodies.iter_mut().skip(1) {
        for r in 0..body.regions.len() {
            let region = strata_ir::Region::from_index(r);
            while let Some((pred, block)) = mergeable_pair(body, region) {
                let br = body.last_op(pred).expect("predecessor has a terminator");
                let args: Vec<_> = body.operands(br).to_vec();
                let params: Vec<_> = body.block_args(block).to_vec();
                replace_uses(body, &params, &args);
                body.remove_op(br);
                let ops: Vec<Op> = body.block_ops(block).collect();
                for op in ops {
                    body.remove_op(op);
                    body.append_op(pred, op);
                }
                body.unlink_block(block);
            }
        }
    }
}

/// A (predecessor, block) pair of `region` to merge, if any.
fn mergeable_pair(
    body: &Body,
    region: strata_ir::Region,
) -> Option<(strata_ir::Block, strata_ir::Block)> {
    let mut preds: Vec<u32> = vec![0; body.blocks.len()];
    let mut only_pred = vec![strata_ir::Block::NONE; body.blocks.len()];
    for b in body.region_blocks(region) {
        let Some(term) = body.last_op(b) else {
            continue;
        };
        for (s, _) in body.successors(term) {
            preds[s.index()] += 1;
            only_pred[s.index()] = b;
        }
    }
    let entry = body.entry_block(region)?;
    body.region_blocks(region).find_map(|b| {
        let p = only_pred[b.index()];
        if b == entry || preds[b.index()] != 1 || p == b {
            return None;
        }
        let br = body.last_op(p)?;
        (body.op(br).opcode == Opcode::CfBr).then_some((p, b))
    })
}

/// Every use of `from[i]` in `body` becomes `to[i]`.
fn replace_uses(body: &mut Body, from: &[strata_ir::Value], to: &[strata_ir::Value]) {
    let mut ops = Vec::new();
    body.walk(|o| ops.push(o));
    for o in ops {
        for i in 0..body.operands(o).len() {
            let v = body.operands(o)[i];
            if let Some(k) = from.iter().position(|&f| f == v) {
                body.set_operand(o, i, to[k]);
            }
        }
    }
}

/// Ops in the module's live bodies: body 0 and those owned by linked ops
/// (bodies of dropped functions stay in the arena but do not count).
pub fn live_ops(m: &Module) -> usize {
    let mut n = 0;
    let mut work = vec![Module::TOP];
    while let Some(b) = work.pop() {
        let body = m.body(b);
        body.walk(|op| {
            n += 1;
            let owned = body.op(op).body;
            if owned.is_some() && owned.index() < m.bodies.len() {
                work.push(owned);
            }
        });
    }
    n
}

/// Removes pure ops whose results are unused, to a fixpoint, so that edits
/// that cut a value's last use shrink the module.
fn remove_dead_ops(m: &mut Module) {
    remove_unreachable_blocks(m);
    merge_straight_line_blocks(m);
    for body in m.bodies.iter_mut().skip(1) {
        loop {
            let mut used = vec![false; body.values.len()];
            let mut ops = Vec::new();
            body.walk(|op| ops.push(op));
            for &op in &ops {
                for v in body.operands(op) {
                    used[v.index()] = true;
                }
            }
            let dead: Vec<Op> = ops
                .into_iter()
                .filter(|&op| {
                    let d = body.op(op);
                    d.opcode.has(traits::PURE)
                        && !d.opcode.has(traits::TERMINATOR)
                        && d.num_results > 0
                        && body.results(op).all(|r| !used[r.index()])
                })
                .collect();
            if dead.is_empty() {
                break;
            }
            for op in dead {
                body.remove_op(op);
            }
        }
    }
}

/// Statistics of a reduction.
#[derive(Debug, Default, Clone, Copy)]
pub struct ReduceStats {
    pub attempts: usize,
    pub accepted: usize,
}

/// Shrinks `module` while `interesting` holds, trying at most
/// `max_attempts` candidates. The input must itself be interesting.
pub fn reduce(
    ctx: &Context,
    module: &Module,
    max_attempts: usize,
    mut interesting: impl FnMut(&Module) -> bool,
) -> (Module, ReduceStats) {
    let mut best = module.clone();
    let mut stats = ReduceStats::default();
    loop {
        let cands = candidates(ctx, &best);
        let mut progress = false;
        // Delta debugging: big chunks first, then smaller ones.
        let mut chunk = cands.len().div_ceil(2).max(1);
        let mut removed = vec![false; cands.len()];
        loop {
            let mut start = 0;
            while start < cands.len() {
                if stats.attempts >= max_attempts {
                    return (best, stats);
                }
                let end = (start + chunk).min(cands.len());
                let edits: Vec<Edit> = (start..end)
                    .filter(|&i| !removed[i])
                    .map(|i| cands[i])
                    .collect();
                if !edits.is_empty() {
                    let mut trial = best.clone();
                    for &e in &edits {
                        apply(ctx, &mut trial, e);
                    }
                    remove_dead_ops(&mut trial);
                    stats.attempts += 1;
                    if strata_ir::verify::verify_module(ctx, &trial).is_ok() && interesting(&trial)
                    {
                        best = trial;
                        stats.accepted += 1;
                        progress = true;
                        removed[start..end].iter_mut().for_each(|r| *r = true);
                    }
                }
                start = end;
            }
            if chunk == 1 {
                break;
            }
            chunk = chunk.div_ceil(2);
        }
        if !progress {
            return (best, stats);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::{run_function, Outcome};
    use strata_ir::syntax::{parse_module, ParseOptions};

    #[test]
    fn reduces_to_the_division_that_matters() {
        let ctx = Context::new();
        let src = r#"
func.func @unused(%a: i64) -> i64 {
  return %a : i64
}
func.func @main() -> i64 {
  %a = arith.constant 10 : i64
  %b = arith.constant 3 : i64
  %c = arith.muli %a, %b : i64
  %d = arith.addi %c, %a : i64
  %e = arith.xori %d, %b : i64
  %z = arith.subi %b, %b : i64
  %q = arith.divsi %e, %z : i64
  %t = arith.cmpi slt, %q, %a : i64
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return %q : i64
^bb2:
  return %d : i64
}"#;
        let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
        let is_div_by_zero = |m: &Module| matches!(run_function(&ctx, m, "main", &[]), Outcome::Ub { op, .. } if op == "arith.divsi");
        assert!(is_div_by_zero(&m));
        let before = m.count_ops();
        let (small, stats) = reduce(&ctx, &m, 500, is_div_by_zero);
        assert!(is_div_by_zero(&small));
        assert!(stats.accepted > 0);
        // The unused function and the arithmetic feeding the dividend go;
        // the division itself must stay.
        assert!(
            small.count_ops() < before - 3,
            "{} -> {}",
            before,
            small.count_ops()
        );
        let top = small.body(Module::TOP);
        assert!(small
            .top_ops()
            .all(|op| Module::symbol_name(&ctx, top, op).is_some_and(|n| ctx.str(n) == "main")));
    }

    #[test]
    fn merges_blocks_bypasses_chains_and_drops_globals() {
        let ctx = Context::new();
        let src = r#"
memref.global "private" @g : memref<1xi16> = dense<-1>
func.func @main() -> i64 {
  %f = arith.constant false
  %a = arith.constant 7 : i64
  %b = arith.constant 2 : i64
  cf.cond_br %f, ^bb1, ^bb2(%a : i64)
^bb1:
  cf.br ^bb1
^bb2(%x: i64):
  %y = arith.divui %x, %b : i64
  %z = arith.addi %y, %b : i64
  %w = arith.xori %z, %b : i64
  return %w : i64
}"#;
        let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
        let keeps_division = |m: &Module| {
            let text = strata_ir::print::print_module(&ctx, m, Default::default());
            text.contains("arith.divui")
                && matches!(run_function(&ctx, m, "main", &[]), Outcome::Returned(_))
        };
        let (small, _) = reduce(&ctx, &m, 500, keeps_division);
        let text = strata_ir::print::print_module(&ctx, &small, Default::default());
        // func, two constants, the division, return.
        assert_eq!(live_ops(&small), 5, "{text}");
        assert!(
            !text.contains("^bb") && !text.contains("memref.global"),
            "{text}"
        );
        assert!(matches!(
            run_function(&ctx, &small, "main", &[]),
            Outcome::Returned(_)
        ));
    }
}
