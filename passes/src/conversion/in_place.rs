//! In-place folds, made before a body is converted again.
//!
//! MLIR's dialect conversion folds an illegal op before trying patterns
//! (`legalizeWithFold`). A fold that changes the op's operands in place
//! (`memref.load` reading through a `memref.cast`, `memref.reinterpret_cast`
//! of a `memref.reinterpret_cast`, `vector.extract` of a `vector.broadcast`
//! reading the broadcast's source, a constant moved right) is kept, and the
//! changed op is legalized again: folded again until nothing changes, then
//! converted by a pattern as changed. Ops converted later see it changed
//! too, since their folders look at the ops defining their operands.
//!
//! The driver converts from an immutable original, so it cannot make those
//! changes as it goes. A body where a folder would change an op in place
//! (rare: the driver notes it, `Notes::in_place_folds`) is
//! converted again from a copy on which `folded_copy` has made every such
//! change MLIR keeps, op by op in the order the driver visits them. That
//! conversion takes the ops as the copy has them (an in-place answer of a
//! folder is never applied by the driver itself), so patterns see them as
//! MLIR's do.

use smallvec::SmallVec;
use strata_ir::{Body, Context, Dialect, Op, Opcode, Region, Value};

use super::fold::{Keepable, Target};
use crate::op_fold::{self, Fold};

/// Rounds of one op's in-place folding: each round makes one change
/// (reading through one more cast); a chain longer than this is left
/// where it stands rather than folded forever.
const MAX_ROUNDS: usize = 64;

/// A copy of `old` with the in-place folds of every op in a reached block
/// made, as far as they go. `arith`: arith's patterns are in the pass
/// (which decides whether ops fold at all, as `Target::folds` says).
pub(crate) fn folded_copy(
    ctx: &Context,
    old: &Body,
    target: &Target,
    arith: bool,
    keepable: Keepable,
) -> Body {
    let mut body = old.clone();
    let mut live = Vec::new();
    let order = super::block_order(&body, &mut live);
    // Regions in the driver's order: a region after the one holding its
    // op, so that every op is folded after the ops defining its operands
    // (blocks come in depth-first order from the entry, dominators first).
    let mut regions: SmallVec<[Region; 8]> = body.roots.iter().rev().copied().collect();
    while let Some(r) = regions.pop() {
        for &b in &order[r.index()] {
            let mut cur = body.blocks[b.index()].first;
            while let Some(op) = cur.expand() {
                cur = body.op(op).next;
                if folds_in_place(target, arith, body.op(op).opcode) {
                    fold_in_place(ctx, &mut body, op, keepable);
                }
                regions.extend(body.regions(op).iter().copied());
            }
        }
    }
    body
}

/// Whether the driver hands ops of `opcode` to `op_fold` (arith ops have
/// folders of their own, whose in-place changes stay on the op itself).
fn folds_in_place(target: &Target, arith: bool, opcode: Opcode) -> bool {
    opcode.dialect() != Dialect::Arith && target.folds(opcode, arith)
}

/// Makes `op`'s in-place folds until its folder changes nothing more in
/// place. When the changed op then folds to constants the pass cannot
/// keep, the op goes back to what it was.
fn fold_in_place(ctx: &Context, body: &mut Body, op: Op, keepable: Keepable) {
    let before: SmallVec<[Value; 8]> = body.operands(op).iter().copied().collect();
    let attrs_before = body.op(op).attrs;
    let mut changed = false;
    for _ in 0..MAX_ROUNDS {
        let changes: SmallVec<[(u32, Value); 2]> = match op_fold::fold(ctx, body, op) {
            Fold::Operand { index, value } => smallvec::smallvec![(index, value)],
            Fold::Operands(changes) => changes,
            Fold::Rewrite { operands, attrs } => {
                body.set_operands(op, &operands);
                body.op_mut(op).attrs = attrs;
                changed = true;
                continue;
            }
            Fold::Replace(results) => {
                if changed && !keepable.keeps(body.op(op).opcode, &results) {
                    body.set_operands(op, &before);
                    body.op_mut(op).attrs = attrs_before;
                }
                return;
            }
            Fold::None => return,
        };
        let n = body.operands(op).len();
        for (index, value) in changes {
            let i = index as usize;
            if i < n {
                body.set_operand(op, i, value);
                changed = true;
            }
        }
    }
}
