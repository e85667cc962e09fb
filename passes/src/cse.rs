//! `cse`: an op without side effects or regions is replaced by an
//! identical one (same op name, attributes, operands and result types) that
//! dominates it — in the same block before it, in a dominating block, or in
//! an enclosing region of the same function — as MLIR's CSE does for such
//! ops. The first of a set of equal ops stays; later ones are erased and
//! their uses rewired. Like MLIR's, the walk also erases such ops that have
//! no uses when it reaches them (their operands' producers, visited
//! earlier, stay).

use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};
use strata_ir::opcode::traits;
use strata_ir::verify::dominance::DomInfo;
use strata_ir::{Body, Op, Opcode, Value};

use crate::inplace::replace_uses;

/// Equal ops at most this many kept per hash: bounds the work on bodies
/// with many equal ops that do not dominate each other.
const MAX_CANDIDATES: usize = 8;

fn eligible(body: &Body, op: Op) -> bool {
    let d = body.op(op);
    d.opcode != Opcode::Unregistered
        && d.opcode.has(traits::PURE)
        && !d.opcode.has(traits::TERMINATOR)
        && d.num_results > 0
        && body.regions(op).is_empty()
        && d.body.is_none()
}

/// Ops that are dead without uses although not pure: MLIR counts reads,
/// and allocations of the op's own result, as no side effect for that.
fn dead_if_unused(body: &Body, op: Op) -> bool {
    matches!(
        body.op(op).opcode,
        Opcode::MemrefLoad | Opcode::MemrefAlloc | Opcode::MemrefAlloca | Opcode::VectorLoad
    ) && body.regions(op).is_empty()
}

/// Operands with earlier replacements applied.
fn mapped_operands(body: &Body, op: Op, subst: &FxHashMap<Value, Value>) -> SmallVec<[Value; 4]> {
    body.operands(op)
        .iter()
        .map(|v| *subst.get(v).unwrap_or(v))
        .collect()
}

fn key_hash(body: &Body, op: Op, operands: &[Value]) -> u64 {
    let d = body.op(op);
    let mut h = FxHasher::default();
    d.name.hash(&mut h);
    d.attrs.hash(&mut h);
    operands.hash(&mut h);
    for r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    h.finish()
}

fn same(body: &Body, a: Op, b: Op, b_operands: &[Value], subst: &FxHashMap<Value, Value>) -> bool {
    let (da, db) = (body.op(a), body.op(b));
    da.name == db.name
        && da.attrs == db.attrs
        && da.num_results == db.num_results
        && mapped_operands(body, a, subst).as_slice() == b_operands
        && body
            .results(a)
            .zip(body.results(b))
            .all(|(x, y)| body.value_type(x) == body.value_type(y))
}

/// Whether `a` (earlier in the walk) properly dominates `b`.
fn dominates(body: &Body, dom: &DomInfo, a: Op, b: Op) -> bool {
    let a_block = body.op(a).parent;
    let a_region = body.blocks[a_block.index()].parent;
    // Climb from `b` to its ancestor in `a`'s region.
    let mut ancestor = b;
    loop {
        let block = body.op(ancestor).parent;
        if body.blocks[block.index()].parent == a_region {
            break;
        }
        let owner = body.region_parent(body.blocks[block.index()].parent);
        if owner.is_none() {
            return false;
        }
        ancestor = owner;
    }
    let b_block = body.op(ancestor).parent;
    if a_block == b_block {
        dom.position(a) < dom.position(ancestor)
    } else {
        dom.dominates(a_block, b_block)
    }
}

pub fn cse_body(body: &mut Body) {
    let dom = DomInfo::compute(body);
    let mut ops = Vec::new();
    let mut used: rustc_hash::FxHashSet<Value> = rustc_hash::FxHashSet::default();
    body.walk(|op| {
        used.extend(body.operands(op).iter().copied());
        if eligible(body, op) || dead_if_unused(body, op) {
            ops.push(op);
        }
    });
    let mut seen: FxHashMap<u64, SmallVec<[Op; 2]>> = FxHashMap::default();
    let mut subst: FxHashMap<Value, Value> = FxHashMap::default();
    let mut erased: Vec<Op> = Vec::new();
    for op in ops {
        if body.results(op).all(|r| !used.contains(&r)) {
            erased.push(op);
            continue;
        }
        if !eligible(body, op) {
            continue;
        }
        let operands = mapped_operands(body, op, &subst);
        let hash = key_hash(body, op, &operands);
        let candidates = seen.entry(hash).or_default();
        let found = candidates
            .iter()
            .copied()
            .find(|&c| same(body, c, op, &operands, &subst) && dominates(body, &dom, c, op));
        match found {
            Some(c) => {
                for (old, new) in body.results(op).zip(body.results(c)) {
                    subst.insert(old, new);
                }
                erased.push(op);
            }
            None if candidates.len() < MAX_CANDIDATES => candidates.push(op),
            None => {}
        }
    }
    for &op in &erased {
        body.remove_op(op);
    }
    replace_uses(body, &subst);
}
