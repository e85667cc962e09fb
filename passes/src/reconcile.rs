//! `reconcile-unrealized-casts`: folds chains of
//! `builtin.unrealized_conversion_cast` that lead back to a value of the
//! wanted type, then erases casts left without uses. Casts that are still
//! used stay, as in MLIR 22 (which reports nothing for them).

use rustc_hash::FxHashMap;
use strata_ir::body::ValueDef;
use strata_ir::{Body, Op, Opcode, Value};

/// The operand of a one-to-one cast producing `v`, if `v` is one.
fn cast_source(body: &Body, v: Value) -> Option<Value> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    let d = body.op(op);
    if d.opcode != Opcode::BuiltinUnrealizedConversionCast || d.num_results != 1 {
        return None;
    }
    match body.operands(op) {
        [src] => Some(*src),
        _ => None,
    }
}

pub fn reconcile_body(body: &mut Body) {
    // Most bodies hold no cast at all: a scan of the arena says so faster
    // than a walk.
    if !body.any_op(|o| o.opcode == Opcode::BuiltinUnrealizedConversionCast) {
        return;
    }
    let mut casts: Vec<Op> = Vec::new();
    body.walk(|op| {
        if body.op(op).opcode == Opcode::BuiltinUnrealizedConversionCast {
            casts.push(op);
        }
    });
    if casts.is_empty() {
        return;
    }
    // Fold: a cast whose chain of sources reaches a value of its own result
    // type is replaced by that value (the earliest such value).
    let mut subst: FxHashMap<u32, u32> = FxHashMap::default();
    for &c in &casts {
        if body.op(c).num_results != 1 {
            continue;
        }
        let result = body.result(c, 0);
        let want = body.value_type(result);
        let mut cur = result;
        let mut found = None;
        // Chains are acyclic in valid IR; the bound keeps cyclic graph
        // regions from looping.
        for _ in 0..casts.len() + 1 {
            let Some(src) = cast_source(body, cur) else {
                break;
            };
            if body.value_type(src) == want {
                found = Some(src);
            }
            cur = src;
        }
        if let Some(src) = found {
            subst.insert(result.0, src.0);
        }
    }
    if !subst.is_empty() {
        for i in 0..body.ops.len() {
            if body.ops[i].parent.is_none() {
                continue;
            }
            let span = body.ops[i].operands;
            for slot in &mut body.pool[span.range()] {
                if let Some(&v) = subst.get(slot) {
                    *slot = v;
                }
            }
        }
    }
    // Erase dead casts, following operands that become dead in turn.
    let mut uses = vec![0u32; body.values.len()];
    body.walk(|op| {
        for &v in body.operands(op) {
            uses[v.index()] += 1;
        }
    });
    let mut work: Vec<Op> = casts;
    while let Some(c) = work.pop() {
        if body.op(c).parent.is_none() {
            continue;
        }
        if body.results(c).any(|r| uses[r.index()] > 0) {
            continue;
        }
        let operands: Vec<Value> = body.operands(c).to_vec();
        body.remove_op(c);
        for v in operands {
            uses[v.index()] -= 1;
            if uses[v.index()] == 0 {
                if let ValueDef::Result { op, .. } = body.value(v).def {
                    if body.op(op).opcode == Opcode::BuiltinUnrealizedConversionCast {
                        work.push(op);
                    }
                }
            }
        }
    }
}
