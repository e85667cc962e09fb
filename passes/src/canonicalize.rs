//! `canonicalize`, the part of MLIR's canonicalization Strata implements:
//! casts to their own type (`memref.cast`, `tensor.cast`) fold away, and
//! side-effect-free ops whose results are unused are erased, repeatedly,
//! so whole dead chains go. MLIR's per-op folders and patterns (constant
//! folding, branch simplification, constant hoisting) are not applied.

use rustc_hash::FxHashMap;
use strata_ir::opcode::traits;
use strata_ir::{Body, Op, Opcode, Value};

use crate::inplace::replace_uses;

pub fn canonicalize_body(body: &mut Body) {
    fold_identity_casts(body);
    erase_dead_ops(body);
}

fn fold_identity_casts(body: &mut Body) {
    let mut subst: FxHashMap<Value, Value> = FxHashMap::default();
    let mut folded: Vec<Op> = Vec::new();
    body.walk(|op| {
        let d = body.op(op);
        if !matches!(d.opcode, Opcode::MemrefCast | Opcode::TensorCast) || d.num_results != 1 {
            return;
        }
        let [src] = body.operands(op) else {
            return;
        };
        let result = body.result(op, 0);
        if body.value_type(*src) == body.value_type(result) {
            let target = subst.get(src).copied().unwrap_or(*src);
            subst.insert(result, target);
            folded.push(op);
        }
    });
    for &op in &folded {
        body.remove_op(op);
    }
    replace_uses(body, &subst);
}

/// Erases pure ops without used results until none is left, counting uses
/// once and updating the counts as ops go (no rescans).
fn erase_dead_ops(body: &mut Body) {
    let mut uses: FxHashMap<Value, u32> = FxHashMap::default();
    let mut ops = Vec::new();
    body.walk(|op| {
        ops.push(op);
        for &v in body.operands(op) {
            *uses.entry(v).or_default() += 1;
        }
    });
    let erasable = |body: &Body, op: Op, uses: &FxHashMap<Value, u32>| {
        let d = body.op(op);
        d.opcode.has(traits::PURE)
            && !d.opcode.has(traits::TERMINATOR)
            && d.num_results > 0
            && body.regions(op).is_empty()
            && body
                .results(op)
                .all(|r| uses.get(&r).copied().unwrap_or(0) == 0)
    };
    // Popped in op order; erasing an op revisits producers that lost their
    // last use.
    let mut worklist: Vec<Op> = ops.into_iter().rev().collect();
    let mut erased = rustc_hash::FxHashSet::default();
    while let Some(op) = worklist.pop() {
        if erased.contains(&op) || !erasable(body, op, &uses) {
            continue;
        }
        erased.insert(op);
        let operands = body.operands(op).to_vec();
        body.remove_op(op);
        for v in operands {
            let n = uses.entry(v).or_default();
            *n = n.saturating_sub(1);
            if *n == 0 {
                if let strata_ir::body::ValueDef::Result { op: producer, .. } = body.value(v).def {
                    worklist.push(producer);
                }
            }
        }
    }
}
