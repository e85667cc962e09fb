//! The verifier's fast path: one walk over a body that answers "would the
//! full verifier report nothing here?".
//!
//! It makes the full verifier's checks (region shape, terminators,
//! successors, each op's dialect rules, dominance) in a single pass and
//! stops at the first doubt. It may answer "no" for a valid body (then the
//! full verifier runs and finds nothing); it never answers "yes" for a body
//! the full verifier would report on. So diagnostics, their order and their
//! text come only from the full verifier, whatever this module does.
//!
//! Dominance is settled with one dense mark per value: the index (plus one)
//! of the block defining it, set for block arguments when their region is
//! entered and for results once their op is visited. A use whose operand
//! carries the using block's mark is defined earlier in that block (nearly
//! every use). Any other use climbs to the definition's region; there, a
//! definition in the entry block dominates every block, and otherwise the
//! use's block must reach the definition's by a chain of blocks with one
//! predecessor each (the loop header and exit of lowered code). No
//! dominator tree is built: a body where that is not enough goes to the
//! full verifier, which builds one.

use super::dominance::is_ssa_region;
use super::symbols::Symbols;
use crate::body::{Body, OpData, ValueData, ValueDef};
use crate::context::Context;
use crate::ids::{Block, BodyId, Op, Region, Value};
use crate::opcode::{traits, Dialect, Opcode};

/// A value not visited yet (its definition comes later in the walk, or
/// never: a use of it fails the fast check).
const UNSEEN: u32 = 0;

/// Buffers of the fast check, reused from body to body (one per thread),
/// so a body costs no allocation once they have grown.
#[derive(Default)]
pub(super) struct FastScratch {
    /// Per value: its defining block's index plus one, `UNSEEN` before.
    mark: Vec<u32>,
    /// Per block of the multi-block regions entered so far: how many
    /// branch edges enter it, and from which block the last one comes.
    preds: Vec<(u32, Block)>,
    /// One cursor per region being walked (as `Body::walk`): the next op
    /// and its block.
    stack: Vec<(Op, Block)>,
}

/// Whether the full verifier would report nothing for body `id`, whose
/// root regions belong to an op of kind `root_owner`. False means "not
/// known", not "invalid".
pub(super) fn body_ok(
    ctx: &Context,
    syms: &Symbols<'_>,
    id: BodyId,
    body: &Body,
    root_owner: Opcode,
    scratch: &mut FastScratch,
    opcodes: &mut [u64],
) -> bool {
    let FastScratch { mark, preds, stack } = scratch;
    mark.clear();
    mark.resize(body.values.len(), UNSEEN);
    // Sliced to the values' length here, where both slices are seen, so
    // that one bounds check of a value id serves both.
    let values = body.values.as_slice();
    let Some(mark) = mark.get_mut(..values.len()) else {
        return false;
    };
    preds.clear();
    preds.resize(body.blocks.len(), (0, Block::NONE));
    stack.clear();
    let mut w = Walker {
        ctx,
        syms,
        id,
        body,
        root_owner,
        preds,
    };
    for &r in &body.roots {
        if !w.enter_region(r, root_owner, stack, mark) {
            return false;
        }
    }
    let quick = quick_table();
    // The top of the stack is the cursor of the innermost region being
    // walked; its ops are visited in one run, up to the end of the region
    // or to an op with regions (whose regions are then walked before the
    // rest of its block).
    'regions: while let Some(&(mut op, mut block)) = stack.last() {
        loop {
            while op.is_none() {
                block = match body.blocks.get(block.index()) {
                    Some(b) => b.next,
                    None => return false,
                };
                if block.is_none() {
                    stack.pop();
                    continue 'regions;
                }
                op = match body.blocks.get(block.index()) {
                    Some(b) => b.first,
                    None => return false,
                };
            }
            let Some(d) = body.ops.get(op.index()) else {
                return false;
            };
            crate::summary::note(opcodes, d.opcode);
            let bound = quick.get(d.opcode as usize).copied().unwrap_or(0);
            if !(bound != 0 && int_binary_ok(&body.pool, values, mark, d, block, bound)
                || w.op_ok(op, block, mark))
            {
                return false;
            }
            if d.regions.len != 0 {
                if let Some(top) = stack.last_mut() {
                    *top = (d.next, block);
                }
                for &r in body.regions(op) {
                    if !w.enter_region(r, d.opcode, stack, mark) {
                        return false;
                    }
                }
                continue 'regions;
            }
            op = d.next;
        }
    }
    true
}

/// Per opcode: for the integer binary ops whose dialect settles them from
/// their shape alone (`int_binary_type_bound`), the bound on their type
/// ids; 0 for every other op. Built once, from the dialects' own answers.
fn quick_table() -> &'static [u32] {
    static TABLE: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let all = Opcode::all();
        let mut t = vec![0; all.iter().map(|&o| o as usize + 1).max().unwrap_or(0)];
        for &o in all {
            // (A terminator must also be last in its block: not settled
            // here. No integer binary op is one.)
            if o.has(traits::TERMINATOR) {
                continue;
            }
            t[o as usize] = match o.dialect() {
                Dialect::Arith => crate::dialect::arith::int_binary_type_bound(o),
                Dialect::Llvm => crate::dialect::llvm::int_binary_type_bound(o),
                _ => 0,
            };
        }
        t
    })
}

/// `Walker::op_ok` for the common op of lowered code, read from its data
/// `d`: an integer binary op (`bound` from `quick_table`) without
/// successors, whose two operands and one result have one type below
/// `bound`, and whose operands are defined earlier in its block `b`.
/// False means "not settled here" (`op_ok` decides). `mark` is as long as
/// `values`.
#[inline]
fn int_binary_ok(
    pool: &[u32],
    values: &[ValueData],
    mark: &mut [u32],
    d: &OpData,
    b: Block,
    bound: u32,
) -> bool {
    if d.num_results != 1 || d.operands.len != 2 || d.successors.len != 0 {
        return false;
    }
    let start = d.operands.start as usize;
    let Some(&[x, y]) = pool.get(start..start + 2) else {
        return false;
    };
    let (x, y, r) = (x as usize, y as usize, d.first_result.index());
    let (Some(vx), Some(vy), Some(vr)) = (values.get(x), values.get(y), values.get(r)) else {
        return false;
    };
    let ty = vr.ty;
    if vx.ty != ty || vy.ty != ty || ty.0 >= bound {
        return false;
    }
    let stamp = b.index() as u32 + 1;
    if mark.get(x) != Some(&stamp) || mark.get(y) != Some(&stamp) {
        return false;
    }
    match mark.get_mut(r) {
        Some(m) => *m = stamp,
        None => return false,
    }
    true
}

struct Walker<'a> {
    ctx: &'a Context,
    syms: &'a Symbols<'a>,
    id: BodyId,
    body: &'a Body,
    root_owner: Opcode,
    preds: &'a mut Vec<(u32, Block)>,
}

impl Walker<'_> {
    /// The block-level rules of region `r` (owned by an op of kind
    /// `owner`), as `verify_region` checks them; marks its block arguments,
    /// counts its blocks' predecessors and queues its ops for the walk.
    fn enter_region(
        &mut self,
        r: Region,
        owner: Opcode,
        stack: &mut Vec<(Op, Block)>,
        mark: &mut [u32],
    ) -> bool {
        let body = self.body;
        let Some(entry) = body.entry_block(r) else {
            return true;
        };
        let needs_terminator = owner != Opcode::Unregistered && !owner.has(traits::NO_TERMINATOR);
        if owner.has(traits::SINGLE_BLOCK) && body.blocks[entry.index()].next.is_some() {
            return false;
        }
        for b in body.region_blocks(r) {
            match body.last_op(b) {
                Some(t) => {
                    let opcode = body.op(t).opcode;
                    if needs_terminator
                        && !opcode.has(traits::TERMINATOR)
                        && opcode != Opcode::Unregistered
                    {
                        return false;
                    }
                }
                None if needs_terminator => return false,
                None => {}
            }
            let stamp = b.index() as u32 + 1;
            for &a in body.block_args(b) {
                match mark.get_mut(a.index()) {
                    Some(m) => *m = stamp,
                    None => return false,
                }
            }
        }
        if body.blocks[entry.index()].next.is_some() && !self.count_preds(r) {
            return false;
        }
        stack.push((body.blocks[entry.index()].first, entry));
        true
    }

    /// The op-level rules for `op` in block `b`: its place, successors,
    /// dialect constraints and operand dominance; then marks its results.
    /// (Kept out of line: the walk's loop, where the common op is settled,
    /// then keeps its state in registers.)
    #[inline(never)]
    fn op_ok(&mut self, op: Op, b: Block, mark: &mut [u32]) -> bool {
        let body = self.body;
        let d = body.op(op);
        if d.opcode.has(traits::TERMINATOR) && body.blocks[b.index()].last != op {
            return false;
        }
        if d.successors.len != 0 && !self.successors_ok(op, b) {
            return false;
        }
        if !crate::dialect::verify_op_ok(self.ctx, self.syms, self.id, body, op) {
            return false;
        }
        let stamp = b.index() as u32 + 1;
        // Read through `get`: a malformed operand list is left to the full
        // checks rather than panicking here.
        let Some(operands) = body.pool.get(d.operands.range()) else {
            return false;
        };
        for &v in operands {
            match mark.get(v as usize) {
                Some(&m) if m == stamp => {}
                Some(&m) if m != UNSEEN => {
                    if !self.dominated(Value(v), Block::from_index(m as usize - 1), op, b) {
                        return false;
                    }
                }
                _ => return false,
            }
        }
        // One result is the common case: a single store.
        let start = d.first_result.index();
        match d.num_results {
            0 => {}
            1 => match mark.get_mut(start) {
                Some(m) => *m = stamp,
                None => return false,
            },
            n => match mark.get_mut(start..start + n as usize) {
                Some(slots) => slots.fill(stamp),
                None => return false,
            },
        }
        true
    }

    /// Counts the predecessors of the blocks of region `r` along the edges
    /// the dominator tree is built from (each block's last op's
    /// successors). False for a successor list outside the operand pool
    /// (malformed IR: left to the full checks).
    fn count_preds(&mut self, r: Region) -> bool {
        let body = self.body;
        for b in body.region_blocks(r) {
            let Some(t) = body.last_op(b) else {
                continue;
            };
            let Some(pairs) = body.pool.get(body.op(t).successors.range()) else {
                return false;
            };
            // Pairs of (target block, operand count).
            for pair in pairs.chunks_exact(2) {
                if let Some(p) = self.preds.get_mut(pair[0] as usize) {
                    p.0 += 1;
                    p.1 = b;
                }
            }
        }
        true
    }

    /// Successor operands against the targets' arguments, targets in the
    /// same region and never its entry block (`verify_region`'s rules).
    fn successors_ok(&self, op: Op, b: Block) -> bool {
        let body = self.body;
        let r = body.blocks[b.index()].parent;
        let entry = body.regions[r.index()].first;
        for (target, operands) in body.successors(op) {
            let Some(t) = body.blocks.get(target.index()) else {
                return false;
            };
            let args = body.block_args(target);
            if args.len() != operands.len() || t.parent != r || target == entry {
                return false;
            }
            let ty = |v: Value| body.values.get(v.index()).map(|d| d.ty);
            if args.iter().zip(operands).any(|(&a, &v)| {
                let t = ty(a);
                t.is_none() || t != ty(v)
            }) {
                return false;
            }
        }
        true
    }

    /// Whether `v`, defined in block `def_block` (seen already), dominates
    /// its use by `user` in block `use_block` (another block). The rules of
    /// `dominance::dominated`, where "defined earlier in the block of the
    /// use's ancestor" is "seen already, and not that ancestor itself", and
    /// block dominance is only what the entry block and single-predecessor
    /// chains prove (false otherwise: not known).
    fn dominated(&self, v: Value, def_block: Block, user: Op, use_block: Block) -> bool {
        let body = self.body;
        let def_region = body.blocks[def_block.index()].parent;
        let mut ancestor = user;
        let mut block = use_block;
        let mut depth = 0;
        while body.blocks[block.index()].parent != def_region {
            let parent = body.region_parent(body.blocks[block.index()].parent);
            if parent.is_none() || depth > 10_000 {
                return false;
            }
            ancestor = parent;
            block = body.op(parent).parent;
            depth += 1;
        }
        if !is_ssa_region(body, def_region, self.root_owner) {
            return true;
        }
        if block == def_block {
            return match body.value(v).def {
                ValueDef::BlockArg { .. } => true,
                ValueDef::Result { op, .. } => op != ancestor,
            };
        }
        // The entry block dominates every reachable block (and a use in an
        // unreachable one is not checked).
        let entry = body.regions[def_region.index()].first;
        if def_block == entry {
            return true;
        }
        // A block other than the entry with a single incoming edge is
        // dominated by that edge's source and what dominates it. Bounded:
        // a cycle of such blocks stops.
        let mut b = block;
        for _ in 0..body.blocks.len() {
            if b == entry {
                return false;
            }
            match self.preds.get(b.index()) {
                Some(&(1, p)) if p == def_block => return true,
                Some(&(1, p)) => b = p,
                _ => return false,
            }
        }
        false
    }
}
