//! The one traversal order of FORMAT.md section 7, shared by the planning
//! and encoding passes so they cannot disagree: a region starts (all its
//! blocks' arguments), then each block's ops in order, each op followed by
//! its own regions (pre-order). Iterative, so nesting depth costs heap, not
//! stack.

use strata_ir::{Block, Body, Op, Region};

pub trait Visitor {
    /// A region starts: the visitor sees its block list before any op.
    fn region(&mut self, body: &Body, region: Region);
    /// The ops of `block` follow.
    fn block(&mut self, body: &Body, block: Block);
    fn op(&mut self, body: &Body, op: Op);
}

struct Frame {
    region: Region,
    block: Block,
    next_op: Op,
    started: bool,
}

pub fn traverse(body: &Body, v: &mut impl Visitor) {
    let mut stack: Vec<Frame> = Vec::new();
    let push_regions = |stack: &mut Vec<Frame>, regions: &[Region]| {
        stack.extend(regions.iter().rev().map(|&region| Frame {
            region,
            block: Block::NONE,
            next_op: Op::NONE,
            started: false,
        }));
    };
    push_regions(&mut stack, &body.roots);
    while let Some(top) = stack.last_mut() {
        if !top.started {
            top.started = true;
            v.region(body, top.region);
            top.block = body.regions[top.region.index()].first;
            if top.block.is_some() {
                v.block(body, top.block);
                top.next_op = body.blocks[top.block.index()].first;
            }
            continue;
        }
        if top.next_op.is_some() {
            let op = top.next_op;
            top.next_op = body.ops[op.index()].next;
            v.op(body, op);
            push_regions(&mut stack, body.regions(op));
            continue;
        }
        if top.block.is_some() {
            top.block = body.blocks[top.block.index()].next;
        }
        if top.block.is_some() {
            v.block(body, top.block);
            top.next_op = body.blocks[top.block.index()].first;
        } else {
            stack.pop();
        }
    }
}
