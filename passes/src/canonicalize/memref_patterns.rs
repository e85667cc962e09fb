//! memref's canonicalization patterns that Strata replays (MLIR 22's
//! `MemRefOps.cpp`):
//! - `SimplifyDeadAlloc` (alloc and alloca): an allocation used only as
//!   the target of stores and by deallocs is erased with those users;
//! - `AllocaScopeInliner`: an `alloca_scope` is inlined when nothing in
//!   it may allocate on the stack, or when it is the last op (before the
//!   terminator) of a block of an allocation scope, where inlining does
//!   not extend any lifetime.

use strata_ir::opcode::traits;
use strata_ir::{Op, Opcode};

use super::driver::Driver;
use super::inline::replace_op_with_region;

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    match d.body.op(op).opcode {
        // MLIR's order: SimplifyAllocConst, then SimplifyDeadAlloc.
        Opcode::MemrefAlloc | Opcode::MemrefAlloca => {
            super::alloc_const::apply(d, op) || simplify_dead_alloc(d, op)
        }
        Opcode::MemrefAllocaScope => inline_alloca_scope(d, op),
        _ => false,
    }
}

fn simplify_dead_alloc(d: &mut Driver, op: Op) -> bool {
    if d.body.op(op).num_results != 1 {
        return false;
    }
    let alloc = d.body.result(op, 0);
    let mut users = std::mem::take(&mut d.scratch_users);
    users.clear();
    d.uses.users(d.body, alloc, &mut users);
    // A store of the allocation itself (as the value) escapes it.
    let removable = users.iter().all(|&(u, i)| match d.body.op(u).opcode {
        Opcode::MemrefStore => i != 0,
        Opcode::MemrefDealloc => true,
        _ => false,
    });
    if removable {
        // Users in use-list order (an op using it twice is listed twice).
        for &(u, _) in &users {
            if d.body.op(u).parent.is_some() {
                d.erase_op(u);
            }
        }
        d.erase_op(op);
    }
    users.clear();
    d.scratch_users = users;
    removable
}

/// MLIR's `isOpItselfPotentialAutomaticAllocation`: stack allocations,
/// and ops MLIR knows no memory effects of (calls, unregistered ops).
/// Pure ops, ops whose effects are their regions', and the memory ops
/// below declare theirs, none a stack allocation.
fn may_allocate_on_stack(opcode: Opcode) -> bool {
    if opcode.has(traits::PURE) {
        return false;
    }
    !matches!(
        opcode,
        Opcode::ScfIf
            | Opcode::ScfFor
            | Opcode::MemrefAllocaScope
            | Opcode::MemrefAlloc
            | Opcode::MemrefDealloc
            | Opcode::MemrefLoad
            | Opcode::MemrefStore
            | Opcode::MemrefCopy
            | Opcode::VectorLoad
            | Opcode::VectorPrint
            | Opcode::LlvmLoad
            | Opcode::LlvmStore
            | Opcode::CfAssert
    )
}

/// Whether anything inside `op` (not inside a nested allocation scope,
/// whose allocations stay there) may allocate on the stack.
fn has_potential_alloca(d: &Driver, op: Op) -> bool {
    let mut stack: Vec<Op> = Vec::new();
    let push_nested = |stack: &mut Vec<Op>, o: Op| {
        for &r in d.body.regions(o) {
            for b in d.body.region_blocks(r) {
                stack.extend(d.body.block_ops(b));
            }
        }
    };
    push_nested(&mut stack, op);
    while let Some(o) = stack.pop() {
        let opcode = d.body.op(o).opcode;
        if may_allocate_on_stack(opcode) {
            return true;
        }
        if !opcode.has(traits::AUTOMATIC_ALLOC_SCOPE) && opcode != Opcode::ScfFor {
            push_nested(&mut stack, o);
        }
    }
    false
}

/// Whether the op enclosing `op` is an allocation scope. A root region
/// belongs to the body's isolated owner, taken to be a function (the
/// canonicalizer sees only the body; globals hold no `alloca_scope`).
fn parent_is_alloc_scope(d: &Driver, op: Op) -> bool {
    let parent = d.body.block_parent_op(d.body.op(op).parent);
    if parent.is_none() {
        return true;
    }
    let opcode = d.body.op(parent).opcode;
    // scf.for is one in MLIR (Strata's table does not say so).
    opcode.has(traits::AUTOMATIC_ALLOC_SCOPE) || opcode == Opcode::ScfFor
}

/// MLIR's `lastNonTerminatorInRegion`.
fn last_before_terminator(d: &Driver, op: Op) -> bool {
    let next = d.body.op(op).next;
    let block = d.body.op(op).parent;
    let region = d.body.blocks[block.index()].parent;
    next.is_some()
        && d.body.op(next).next.is_none()
        && d.body.op(next).opcode.has(traits::TERMINATOR)
        && d.body.regions[region.index()].first == d.body.regions[region.index()].last
}

fn inline_alloca_scope(d: &mut Driver, op: Op) -> bool {
    if has_potential_alloca(d, op)
        && !(parent_is_alloc_scope(d, op) && last_before_terminator(d, op))
    {
        return false;
    }
    replace_op_with_region(d, op, 0, &[])
}
