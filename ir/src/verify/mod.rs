//! The verifier: structural rules every body must satisfy (terminators,
//! successor operands against block arguments, dominance, single-block
//! regions) and the per-op constraints of each dialect.
//!
//! It runs per body, so a module's bodies verify in parallel. Nothing
//! invalid may reach LLVM: the translator relies on these guarantees.

pub mod dominance;

use rayon::prelude::*;

use crate::attrs::{AttrData, Location};
use crate::body::Body;
use crate::context::Context;
use crate::diag::{Diag, SrcLoc};
use crate::ids::{AttrId, BodyId, Op, Region};
use crate::module::Module;
use crate::opcode::{traits, Opcode};

/// Resolves a location attribute to a source position (the first file
/// location found inside names, call sites and fused locations).
pub fn src_loc(ctx: &Context, loc: AttrId) -> SrcLoc {
    let mut cur = loc;
    for _ in 0..64 {
        match ctx.attr_data(cur) {
            AttrData::Location(Location::FileLineCol { file, line, col }) => {
                return SrcLoc {
                    file: ctx.str(*file).into(),
                    line: *line,
                    col: *col,
                }
            }
            AttrData::Location(Location::Name { child: Some(c), .. }) => cur = *c,
            AttrData::Location(Location::CallSite { callee, .. }) => cur = *callee,
            AttrData::Location(Location::Fused { locs, .. }) if !locs.is_empty() => cur = locs[0],
            _ => break,
        }
    }
    SrcLoc::default()
}

/// An error at `op`'s location, prefixed with `'op.name' op ` as MLIR does.
pub fn op_error(ctx: &Context, body: &Body, op: Op, msg: impl AsRef<str>) -> Diag {
    let d = body.op(op);
    Diag::error(
        src_loc(ctx, d.loc),
        format!("'{}' op {}", ctx.str(d.name), msg.as_ref()),
    )
}

/// Verifies every body of the module; returns all errors found, in body
/// order (deterministic whatever the thread count).
pub fn verify_module(ctx: &Context, m: &Module) -> Result<(), Vec<Diag>> {
    let errors: Vec<Diag> = m
        .bodies
        .par_iter()
        .enumerate()
        .flat_map_iter(|(i, b)| {
            let mut errs = Vec::new();
            verify_body(ctx, m, BodyId::from_index(i), b, &mut errs);
            errs
        })
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn verify_body(ctx: &Context, m: &Module, id: BodyId, body: &Body, errs: &mut Vec<Diag>) {
    // An unlinked body (its owner op was removed) is dead storage.
    if id != Module::TOP {
        if body.owner.is_none() || body.parent.is_none() {
            return;
        }
        let parent = m.body(body.parent);
        if parent.op(body.owner).parent.is_none() {
            return;
        }
    }
    let owner_opcode = if id == Module::TOP {
        Opcode::BuiltinModule
    } else {
        m.body(body.parent).op(body.owner).opcode
    };
    // MLIR checks a block's terminator when it leaves the block, after the
    // ops inside, and stops at the first error: a missing terminator is
    // reported only when nothing inside failed.
    let mut deferred = Vec::new();
    for &r in &body.roots {
        verify_region(ctx, body, r, owner_opcode, errs, &mut deferred);
    }
    // Every region, outer ones first, for the dominance check.
    let mut regions = body.roots.clone();
    body.walk(|op| {
        let opcode = body.op(op).opcode;
        let op_regions = body.regions(op);
        regions.extend_from_slice(op_regions);
        for &r in op_regions {
            verify_region(ctx, body, r, opcode, errs, &mut deferred);
        }
        if let Err(e) = crate::dialect::verify_op(ctx, m, id, body, op) {
            errs.push(e);
        }
    });
    if errs.is_empty() {
        errs.append(&mut deferred);
    }
    if errs.is_empty() {
        dominance::check_regions(ctx, body, owner_opcode, regions, errs);
    }
}

fn verify_region(
    ctx: &Context,
    body: &Body,
    r: Region,
    owner: Opcode,
    errs: &mut Vec<Diag>,
    deferred: &mut Vec<Diag>,
) {
    let needs_terminator = owner != Opcode::Unregistered && !owner.has(traits::NO_TERMINATOR);
    let single_block = owner.has(traits::SINGLE_BLOCK);
    let mut count = 0;
    for b in body.region_blocks(r) {
        count += 1;
        if single_block && count == 2 {
            let loc = body.op(body.region_parent(r)).loc;
            errs.push(Diag::error(
                src_loc(ctx, loc),
                format!(
                    "'{}' op expects region #0 to have 0 or 1 blocks",
                    owner.name()
                ),
            ));
        }
        let last = body.last_op(b);
        for op in body.block_ops(b) {
            let d = body.op(op);
            if d.opcode.has(traits::TERMINATOR) && Some(op) != last {
                errs.push(op_error(
                    ctx,
                    body,
                    op,
                    "must be the last operation in the parent block",
                ));
            }
            // Successor operands must match the target's arguments.
            let successors = if d.successors.len == 0 {
                None
            } else {
                Some(body.successors(op))
            };
            for (i, (target, operands)) in successors.into_iter().flatten().enumerate() {
                let args = body.block_args(target);
                if args.len() != operands.len() {
                    errs.push(op_error(
                        ctx,
                        body,
                        op,
                        format!(
                            "branch has {} operands for successor #{}, but target block has {}",
                            operands.len(),
                            i,
                            args.len()
                        ),
                    ));
                    continue;
                }
                for (j, (&a, &v)) in args.iter().zip(operands).enumerate() {
                    if body.value_type(a) != body.value_type(v) {
                        errs.push(op_error(
                            ctx,
                            body,
                            op,
                            format!("type mismatch for bb argument #{j} of successor #{i}"),
                        ));
                    }
                }
                if body.blocks[target.index()].parent != r {
                    errs.push(op_error(
                        ctx,
                        body,
                        op,
                        "branching to block of a different region",
                    ));
                }
            }
        }
        match last {
            // Unregistered ops may be terminators; MLIR accepts them.
            Some(t)
                if needs_terminator
                    && !body.op(t).opcode.has(traits::TERMINATOR)
                    && body.op(t).opcode != Opcode::Unregistered =>
            {
                deferred.push(Diag::error(
                    src_loc(ctx, body.op(t).loc),
                    format!(
                        "block with no terminator, has \"{}\"",
                        ctx.str(body.op(t).name)
                    ),
                ));
            }
            None if needs_terminator => {
                let parent = body.region_parent(r);
                let loc = if parent.is_some() {
                    body.op(parent).loc
                } else {
                    AttrId::UNKNOWN_LOC
                };
                errs.push(Diag::error(
                    src_loc(ctx, loc),
                    "empty block: expect at least a terminator",
                ));
            }
            _ => {}
        }
    }
    // The entry block may not be a branch target.
    if let Some(entry) = body.entry_block(r) {
        for b in body.region_blocks(r) {
            if let Some(t) = body.last_op(b) {
                for i in 0..body.num_successors(t) {
                    if body.successor(t, i) == entry {
                        errs.push(op_error(
                            ctx,
                            body,
                            t,
                            "entry block of region may not have predecessors",
                        ));
                    }
                }
            }
        }
    }
}
