//! Region simplification, run after each iteration's worklist (MLIR's
//! `simplifyRegions`): unreachable blocks are erased, then a liveness
//! fixpoint over the whole body (`runRegionDCE`) erases ops and non-entry
//! block arguments nothing live needs, dead loops included; at the
//! `aggressive` level identical blocks are then merged and arguments
//! every predecessor passes the same value for dropped (`merge_blocks`).
//!
//! As in MLIR, only erased blocks and ops (and merged blocks or dropped
//! redundant arguments) count as a change; block arguments and branch
//! operands dead code drops alone do not start another iteration.

use smallvec::SmallVec;
use strata_ir::opcode::traits;
use strata_ir::{Block, Body, Op, Opcode, Region, Value, ValueDef};

use super::driver::Driver;

pub(super) fn simplify_regions(d: &mut Driver, merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(d);
    let erased_ops = run_region_dce(d);
    let mut merged = false;
    if merge_blocks {
        merged = super::merge_blocks::merge_identical_blocks(d);
        merged |= super::merge_blocks::drop_redundant_arguments(d);
    }
    erased_blocks || erased_ops || merged
}

/// The terminators whose successor operands are exactly the successors'
/// arguments (MLIR's `BranchOpInterface` with no produced operands).
pub(super) fn is_branch(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::CfBr
            | Opcode::CfCondBr
            | Opcode::CfSwitch
            | Opcode::LlvmBr
            | Opcode::LlvmCondBr
            | Opcode::LlvmSwitch
            | Opcode::LlvmIndirectbr
            | Opcode::SpirvBranch
            | Opcode::SpirvBranchConditional
    )
}

/// Every region of the body: the roots, then those of every linked op.
pub(super) fn all_regions(body: &Body, out: &mut Vec<Region>) {
    out.extend(body.roots.iter().copied());
    body.walk(|op| out.extend(body.regions(op).iter().copied()));
}

/// Erases the blocks no path from their region's entry reaches.
pub(super) fn erase_unreachable_blocks(d: &mut Driver) -> bool {
    let mut regions = Vec::new();
    all_regions(d.body, &mut regions);
    let mut reachable = vec![false; d.body.blocks.len()];
    let mut stack: Vec<Block> = Vec::new();
    let mut erased = false;
    for r in regions {
        // A region of an op erased with an earlier unreachable block.
        let owner = d.body.regions[r.index()].parent;
        if owner.is_some() && d.body.op(owner).parent.is_none() {
            continue;
        }
        let Some(entry) = d.body.entry_block(r) else {
            continue;
        };
        if d.body.blocks[entry.index()].next.is_none() {
            continue;
        }
        reachable[entry.index()] = true;
        stack.push(entry);
        while let Some(b) = stack.pop() {
            let Some(term) = d.body.last_op(b) else {
                continue;
            };
            for i in 0..d.body.num_successors(term) {
                let s = d.body.successor(term, i);
                if !reachable[s.index()] {
                    reachable[s.index()] = true;
                    stack.push(s);
                }
            }
        }
        let mut b = d.body.blocks[entry.index()].next;
        while b.is_some() {
            let next = d.body.blocks[b.index()].next;
            if !reachable[b.index()] {
                d.erase_block_ops(b);
                d.body.unlink_block(b);
                erased = true;
            }
            b = next;
        }
    }
    erased
}

/// The liveness of ops and values, optimistic (dead until proven live).
struct Live {
    ops: Vec<bool>,
    values: Vec<bool>,
    changed: bool,
}

impl Live {
    fn set_op(&mut self, op: Op) {
        if !self.ops[op.index()] {
            self.ops[op.index()] = true;
            self.changed = true;
        }
    }
    fn set_value(&mut self, v: Value) {
        if !self.values[v.index()] {
            self.values[v.index()] = true;
            self.changed = true;
        }
    }
}

fn run_region_dce(d: &mut Driver) -> bool {
    let mut live = Live {
        ops: vec![false; d.body.ops.len()],
        values: vec![false; d.body.values.len()],
        changed: false,
    };
    let roots: SmallVec<[Region; 2]> = SmallVec::from_slice(&d.body.roots);
    loop {
        live.changed = false;
        for &r in &roots {
            propagate_region(d, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    let mut erased = false;
    for &r in &roots {
        erased |= delete_dead(d, r, &live);
    }
    erased
}

/// Blocks last to first, ops last to first: uses before definitions, so
/// the fixpoint comes quickly (MLIR walks a CFG post-order; the fixpoint
/// is the same).
fn propagate_region(d: &Driver, r: Region, live: &mut Live) {
    let entry = d.body.regions[r.index()].first;
    let mut b = d.body.regions[r.index()].last;
    while b.is_some() {
        let mut op = d.body.blocks[b.index()].last;
        while op.is_some() {
            propagate_op(d, op, live);
            op = d.body.op(op).prev;
        }
        if b != entry {
            for &a in d.body.block_args(b) {
                if !live.values[a.index()] {
                    process_value(d, a, live);
                }
            }
        }
        b = d.body.blocks[b.index()].prev;
    }
}

fn propagate_op(d: &Driver, op: Op, live: &mut Live) {
    for &r in d.body.regions(op) {
        propagate_region(d, r, live);
    }
    let opcode = d.body.op(op).opcode;
    if opcode.has(traits::TERMINATOR) {
        live.set_op(op);
        // Arguments a non-branch terminator passes cannot be reasoned about.
        if !is_branch(opcode) {
            for i in 0..d.body.num_successors(op) {
                let s = d.body.successor(op, i);
                for &a in d.body.block_args(s) {
                    live.set_value(a);
                }
            }
        }
        return;
    }
    if live.ops[op.index()] {
        return;
    }
    if !d.would_be_trivially_dead(op) {
        live.set_op(op);
        return;
    }
    for r in d.body.results(op) {
        process_value(d, r, live);
    }
}

/// A value is live when a live op uses it, a branch operand counting only
/// when the block argument it feeds is live.
fn process_value(d: &Driver, v: Value, live: &mut Live) {
    let body = &*d.body;
    let proved = d.uses.any_user(body, v, |user, i| {
        let opcode = body.op(user).opcode;
        if opcode.has(traits::TERMINATOR) && is_branch(opcode) {
            if let Some(arg) = successor_arg(body, user, i as usize) {
                return live.values[arg.index()];
            }
        }
        live.ops[user.index()]
    });
    if proved {
        live.set_value(v);
        if let ValueDef::Result { op, .. } = body.value(v).def {
            live.set_op(op);
        }
    }
}

/// The block argument operand `i` of branch `op` is passed to.
pub(super) fn successor_arg(body: &Body, op: Op, i: usize) -> Option<Value> {
    let n = body.operands(op).len();
    let mut start = body.non_successor_operands(op).len();
    if i < start || i >= n {
        return None;
    }
    for (block, group) in body.successors(op) {
        if i < start + group.len() {
            return body.block_args(block).get(i - start).copied();
        }
        start += group.len();
    }
    None
}

fn delete_dead(d: &mut Driver, r: Region, live: &Live) -> bool {
    let first = d.body.regions[r.index()].first;
    if first.is_none() {
        return false;
    }
    let single = d.body.blocks[first.index()].next.is_none();
    let mut erased = false;
    let mut b = d.body.regions[r.index()].last;
    while b.is_some() {
        if !single {
            if let Some(term) = d.body.last_op(b) {
                erase_dead_successor_operands(d, term, live);
            }
        }
        let mut op = d.body.blocks[b.index()].last;
        while op.is_some() {
            let prev = d.body.op(op).prev;
            if !live.ops.get(op.index()).copied().unwrap_or(true) {
                d.erase_op(op);
                erased = true;
            } else {
                for i in 0..d.body.regions(op).len() {
                    let nested = d.body.regions(op)[i];
                    erased |= delete_dead(d, nested, live);
                }
            }
            op = prev;
        }
        b = d.body.blocks[b.index()].prev;
    }
    // The entry block's arguments belong to the enclosing op's contract.
    let mut b = d.body.blocks[first.index()].next;
    while b.is_some() {
        erase_dead_args(d, b, live);
        b = d.body.blocks[b.index()].next;
    }
    erased
}

fn erase_dead_successor_operands(d: &mut Driver, term: Op, live: &Live) {
    if !is_branch(d.body.op(term).opcode) {
        return;
    }
    let dead = |_: &Driver, v: Value| !live.values.get(v.index()).copied().unwrap_or(true);
    let any_dead = d
        .body
        .successors(term)
        .any(|(s, _)| d.body.block_args(s).iter().any(|&a| dead(d, a)));
    if !any_dead {
        return;
    }
    let mut operands: SmallVec<[Value; 8]> =
        SmallVec::from_slice(d.body.non_successor_operands(term));
    let mut counts: SmallVec<[u32; 4]> = SmallVec::new();
    for (s, group) in d.body.successors(term) {
        let args = d.body.block_args(s);
        let before = operands.len();
        for (k, &v) in group.iter().enumerate() {
            if args.get(k).is_none_or(|&a| !dead(d, a)) {
                operands.push(v);
            }
        }
        counts.push((operands.len() - before) as u32);
    }
    set_successor_operands(d, term, &operands, &counts);
}

/// Rewrites `term`'s operands (non-successor ones first) and the operand
/// count of each successor.
pub(super) fn set_successor_operands(d: &mut Driver, term: Op, operands: &[Value], counts: &[u32]) {
    d.set_operands(term, operands);
    let span = d.body.op(term).successors;
    for (k, &n) in counts.iter().enumerate() {
        d.body.pool[span.start as usize + 2 * k + 1] = n;
    }
}

/// Drops `b`'s dead arguments, renumbering the rest.
fn erase_dead_args(d: &mut Driver, b: Block, live: &Live) {
    let span = d.body.blocks[b.index()].args;
    let mut kept = 0u32;
    for k in 0..span.len {
        let v = Value(d.body.pool[(span.start + k) as usize]);
        if !live.values.get(v.index()).copied().unwrap_or(true) {
            continue;
        }
        d.body.pool[(span.start + kept) as usize] = v.0;
        d.body.values[v.index()].def = ValueDef::BlockArg {
            block: b,
            index: kept,
        };
        kept += 1;
    }
    d.body.blocks[b.index()].args.len = kept;
}
