//! `reconcile-unrealized-casts`: folds chains of
//! `builtin.unrealized_conversion_cast` that lead back to a value of the
//! wanted type, then erases casts left without uses. Casts that are still
//! used stay, as in MLIR 22 (which reports nothing for them).

use rustc_hash::FxHashMap;
use strata_ir::body::ValueDef;
use strata_ir::{Body, Op, Opcode, TypeId, Value};

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

/// The earliest value of a type on a value's chain of cast sources (the
/// value itself included), remembered for every value passed on the way.
/// Asking for each cast of a chain of n casts anew walked the chain n
/// times: 40k chained casts took 10 s.
#[derive(Default)]
struct Earliest {
    known: FxHashMap<(u32, TypeId), Option<Value>>,
    path: Vec<Value>,
}

impl Earliest {
    /// `None` when the walk back from `v` passes more than `bound` values:
    /// the sources then run in a cycle (a graph region), with no earliest.
    fn of_type(
        &mut self,
        body: &Body,
        v: Value,
        ty: TypeId,
        bound: usize,
    ) -> Option<Option<Value>> {
        self.path.clear();
        let mut above = None;
        let mut cur = Some(v);
        while let Some(x) = cur {
            if let Some(&e) = self.known.get(&(x.0, ty)) {
                above = e;
                break;
            }
            if self.path.len() > bound {
                return None;
            }
            self.path.push(x);
            cur = cast_source(body, x);
        }
        // From the top of the chain down: the earliest above a value if
        // there is one, else the value itself if it has the type.
        for &x in self.path.iter().rev() {
            if above.is_none() && body.value_type(x) == ty {
                above = Some(x);
            }
            self.known.insert((x.0, ty), above);
        }
        Some(above)
    }
}

/// `Earliest::of_type` without memory, its walk bounded: for the cycles it
/// leaves.
fn earliest_by_walk(body: &Body, v: Value, ty: TypeId, bound: usize) -> Option<Value> {
    let mut found = None;
    let mut cur = Some(v);
    for _ in 0..bound + 1 {
        let Some(x) = cur else { break };
        if body.value_type(x) == ty {
            found = Some(x);
        }
        cur = cast_source(body, x);
    }
    found
}

pub fn reconcile_body(body: &mut Body) {
    // Most bodies hold no cast at all: a scan of the arena says so faster
    // than a walk. (The casts a conversion folded away stay in the arena,
    // unlinked.)
    if !body.any_op(|o| o.opcode == Opcode::BuiltinUnrealizedConversionCast && o.parent.is_some()) {
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
    let mut earliest = Earliest::default();
    for &c in &casts {
        if body.op(c).num_results != 1 {
            continue;
        }
        let result = body.result(c, 0);
        let want = body.value_type(result);
        let Some(first) = cast_source(body, result) else {
            continue;
        };
        let found = earliest
            .of_type(body, first, want, casts.len())
            .unwrap_or_else(|| earliest_by_walk(body, first, want, casts.len()));
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
