//! A test-case reducer: shrinks a module while a predicate (e.g. "the
//! oracles still disagree") holds, by delta debugging over simple edits
//! that keep the IR valid without use lists:
//! - drop a function other than `@main` (callers then fail to verify and
//!   the edit is rejected, unless the call went too);
//! - drop an op without results (stores, deallocs, calls of void);
//! - turn an integer/float-valued op into `arith.constant 0`;
//! - turn a `cf.cond_br`/`cf.switch` into a `cf.br` to its first successor.
//!
//! Every candidate is verified before the predicate sees it.

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
    ToBranch(BodyId, Op),
}

fn clone_module(m: &Module) -> Module {
    Module {
        bodies: m.bodies.clone(),
        attrs: m.attrs,
        loc: m.loc,
        resources: m.resources.clone(),
    }
}

fn candidates(ctx: &Context, m: &Module) -> Vec<Edit> {
    let mut out = Vec::new();
    let top = m.body(Module::TOP);
    for op in crate::interp::top_level_ops(m) {
        let d = top.op(op);
        if matches!(d.opcode, Opcode::FuncFunc | Opcode::LlvmFunc)
            && Module::symbol_name(ctx, top, op).is_some_and(|n| ctx.str(n) != "main")
        {
            out.push(Edit::DropFunction(op));
        }
    }
    for (i, body) in m.bodies.iter().enumerate().skip(1) {
        let b = BodyId::from_index(i);
        body.walk(|op| {
            let d = body.op(op);
            if d.opcode.has(traits::TERMINATOR) {
                if matches!(d.opcode, Opcode::CfCondBr | Opcode::CfSwitch) {
                    out.push(Edit::ToBranch(b, op));
                }
            } else if d.num_results == 0 && d.regions.is_empty() {
                out.push(Edit::DropOp(b, op));
            } else if d.num_results == 1
                && d.opcode != Opcode::ArithConstant
                && zero_attr(ctx, body, op).is_some()
            {
                out.push(Edit::ToZero(b, op));
            }
        });
    }
    out
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
        Edit::ToBranch(b, op) => {
            let body = m.body_mut(b);
            let Some((_, args)) = body.successors(op).next() else {
                return;
            };
            let args = args.to_vec();
            body.set_operands(op, &args);
            let d = body.op_mut(op);
            d.opcode = Opcode::CfBr;
            d.name = ctx.ident("cf.br");
            d.attrs = AttrId::EMPTY_DICT;
            d.successors = Span {
                start: d.successors.start,
                len: 2.min(d.successors.len),
            };
        }
    }
}

/// Removes pure ops whose results are unused, to a fixpoint, so that edits
/// that cut a value's last use shrink the module.
fn remove_dead_ops(m: &mut Module) {
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
    let mut best = clone_module(module);
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
                    let mut trial = clone_module(&best);
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
}
