//! The verifier: structural rules every body must satisfy (terminators,
//! successor operands against block arguments, dominance, single-block
//! regions) and the per-op constraints of each dialect.
//!
//! It runs per body, so a module's bodies verify in parallel. Nothing
//! invalid may reach LLVM: the translator relies on these guarantees.

pub mod dominance;
mod fast;
pub mod symbols;
#[cfg(test)]
mod tests;

use rayon::prelude::*;

use crate::attrs::{AttrData, Location};
use crate::body::Body;
use crate::context::Context;
use crate::diag::{Diag, SrcLoc};
use crate::ids::{AttrId, BodyId, Op, Region};
use crate::module::Module;
use crate::opcode::{traits, Opcode};
use crate::summary::{self, OpcodeSummary};

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

/// One body's errors, and the ops they are about.
type BodyReport = (Vec<Diag>, Vec<Quote>);

/// An op a diagnostic is about, quoted (in MLIR's generic form) when the
/// diagnostic is reported.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Quote {
    pub op: Op,
    /// Index of the diagnostic among its body's errors.
    pub error: usize,
    /// The op's own verification failed (then nothing inside it is
    /// reported).
    pub failed_itself: bool,
    /// The op's text also ends the message (`block with no terminator,
    /// has <op>`).
    pub in_message: bool,
}

/// Verifies every body of the module; returns all errors found, in body
/// order (deterministic whatever the thread count).
pub fn verify_module(ctx: &Context, m: &Module) -> Result<(), Vec<Diag>> {
    verify_module_with(ctx, m, true).map(|_| ())
}

/// `verify_module`, and on success the opcodes each body holds, noted as
/// the ops were walked (see `summary`): a pass manager that verifies after
/// each pass then needs no sweep of its own to tell whether the next pass
/// has anything to do.
pub fn verify_module_summarised(ctx: &Context, m: &Module) -> Result<OpcodeSummary, Vec<Diag>> {
    verify_module_with(ctx, m, true)
}

/// `verify_module` with the full checks on every body (no fast pass), the
/// reference the fast pass is tested against.
#[cfg(test)]
fn verify_module_full(ctx: &Context, m: &Module) -> Result<(), Vec<Diag>> {
    verify_module_with(ctx, m, false).map(|_| ())
}

fn verify_module_with(
    ctx: &Context,
    m: &Module,
    use_fast: bool,
) -> Result<OpcodeSummary, Vec<Diag>> {
    if let Some(d) = crate::dialect::llvm::data_layout::verify_module_layout(ctx, m) {
        return Err(vec![d]);
    }
    let syms = symbols::Symbols::new(m);
    let words = summary::words_per_body();
    let mut sets = vec![0u64; words * m.bodies.len()];
    // Per body: its errors, and the ops they are about.
    let results: Vec<BodyReport> = sets
        .par_chunks_mut(words)
        .zip(m.bodies.par_iter())
        .enumerate()
        .map_init(fast::FastScratch::default, |scratch, (i, (set, b))| {
            let mut errs = Vec::new();
            let mut failed = Vec::new();
            let id = BodyId::from_index(i);
            let scratch = use_fast.then_some(scratch);
            // The fast pass notes the opcodes as it walks; a body it did
            // not vouch for is swept for them.
            if !verify_body(ctx, &syms, id, b, scratch, set, &mut errs, &mut failed) {
                summary::note_body(set, b);
            }
            (errs, failed)
        })
        .collect();
    // Like MLIR, report nothing from inside an op that fails to verify
    // (those errors would follow from the outer one).
    let inside_failed = |i: usize| {
        let mut id = BodyId::from_index(i);
        // Bounded by the number of bodies (a malformed parent chain stops).
        for _ in 0..m.bodies.len() {
            let b = m.body(id);
            if id == Module::TOP || b.parent.is_none() || b.owner.is_none() {
                return false;
            }
            if results[b.parent.index()]
                .1
                .iter()
                .any(|q| q.failed_itself && q.op == b.owner)
            {
                return true;
            }
            id = b.parent;
        }
        false
    };
    let reported: Vec<usize> = (0..results.len())
        .filter(|&i| !results[i].0.is_empty() && !inside_failed(i))
        .collect();
    if reported.is_empty() {
        return Ok(OpcodeSummary::from_sets(sets));
    }
    // Each failing op is quoted in a note, as MLIR does (its
    // --mlir-print-op-on-diagnostic, on by default).
    let mut errors = Vec::new();
    for i in reported {
        let (errs, failed) = &results[i];
        let mut errs = errs.clone();
        let body = BodyId::from_index(i);
        let mut quote = crate::print::op_text::OpTextPrinter::generic_for_body(ctx, m, body);
        for q in failed {
            let text = quote_op(&mut quote, m, body, q.op);
            if q.in_message {
                errs[q.error].message.push_str(&text);
            }
            // A dialect verifier that reports a nested op quotes it itself.
            let notes = &mut errs[q.error].notes;
            if notes
                .iter()
                .any(|n| n.message.starts_with(CURRENT_OPERATION))
            {
                continue;
            }
            let loc = src_loc(ctx, m.body(body).op(q.op).loc);
            notes.insert(0, Diag::note(loc, format!("{CURRENT_OPERATION}{text}")));
        }
        errors.extend(errs);
    }
    Err(errors)
}

/// How the note quoting the op a diagnostic is about starts (tools that
/// check expected diagnostics leave these notes out, as mlir-opt does).
pub const CURRENT_OPERATION: &str = "see current operation: ";

/// `op` of body `body` as MLIR quotes it in a diagnostic: in generic form,
/// starting on a new line when it spans several.
pub fn quote_op(
    printer: &mut crate::print::op_text::OpTextPrinter,
    m: &Module,
    body: BodyId,
    op: Op,
) -> String {
    let text = printer.op(m, body, op);
    if text.contains('\n') {
        format!("\n{text}")
    } else {
        text
    }
}

/// MLIR's note quoting the op a diagnostic is about, for a diagnostic
/// made outside the verifier (at most a few per run: it sets up a
/// printer).
pub fn current_operation_note(ctx: &Context, m: &Module, body: BodyId, op: Op) -> Diag {
    let mut printer = crate::print::op_text::OpTextPrinter::generic_for_body(ctx, m, body);
    let text = quote_op(&mut printer, m, body, op);
    Diag::note(
        src_loc(ctx, m.body(body).op(op).loc),
        format!("{CURRENT_OPERATION}{text}"),
    )
}

/// Verifies one body; whether the fast pass vouched for it (its opcodes
/// are then in `opcodes`).
#[allow(clippy::too_many_arguments)]
fn verify_body(
    ctx: &Context,
    syms: &symbols::Symbols<'_>,
    id: BodyId,
    body: &Body,
    fast: Option<&mut fast::FastScratch>,
    opcodes: &mut [u64],
    errs: &mut Vec<Diag>,
    failed: &mut Vec<Quote>,
) -> bool {
    let m = syms.module();
    // An unlinked body (its owner op was removed) is dead storage.
    if id != Module::TOP {
        if body.owner.is_none() || body.parent.is_none() {
            return false;
        }
        let parent = m.body(body.parent);
        if parent.op(body.owner).parent.is_none() {
            return false;
        }
    }
    let owner_opcode = if id == Module::TOP {
        Opcode::BuiltinModule
    } else {
        m.body(body.parent).op(body.owner).opcode
    };
    // Nearly every body is valid: one quick pass says so, and the full
    // checks below (which alone produce the diagnostics) run only when it
    // cannot.
    if let Some(scratch) = fast {
        if fast::body_ok(ctx, syms, id, body, owner_opcode, scratch, opcodes) {
            return true;
        }
    }
    // MLIR checks a block's terminator when it leaves the block, after the
    // ops inside, and stops at the first error: a missing terminator is
    // reported only when nothing inside failed.
    let mut deferred = Vec::new();
    for &r in &body.roots {
        verify_region(ctx, body, r, owner_opcode, errs, &mut deferred, failed);
    }
    // Every region, outer ones first, for the dominance check.
    let mut regions = body.roots.clone();
    body.walk(|op| {
        let opcode = body.op(op).opcode;
        let op_regions = body.regions(op);
        regions.extend_from_slice(op_regions);
        for &r in op_regions {
            verify_region(ctx, body, r, opcode, errs, &mut deferred, failed);
        }
        if let Err(e) = crate::dialect::verify_op(ctx, syms, id, body, op) {
            failed.push(Quote {
                op,
                error: errs.len(),
                failed_itself: true,
                in_message: false,
            });
            errs.push(e);
        }
    });
    if errs.is_empty() {
        for (d, op) in deferred {
            if let Some(op) = op {
                failed.push(Quote {
                    op,
                    error: errs.len(),
                    failed_itself: false,
                    in_message: true,
                });
            }
            errs.push(d);
        }
    }
    if errs.is_empty() {
        let owner_loc = if id == Module::TOP {
            m.loc
        } else {
            m.body(body.parent).op(body.owner).loc
        };
        dominance::check_regions(ctx, body, owner_opcode, owner_loc, regions, errs, failed);
    }
    false
}

fn verify_region(
    ctx: &Context,
    body: &Body,
    r: Region,
    owner: Opcode,
    errs: &mut Vec<Diag>,
    deferred: &mut Vec<(Diag, Option<Op>)>,
    failed: &mut Vec<Quote>,
) {
    // An op's own structural error (a terminator's place, its successors'
    // operands) is one of its traits or interfaces failing: MLIR quotes the
    // op in a note. The branch interface words its errors without the
    // `'name' op` prefix.
    let mut op_failed = |errs: &mut Vec<Diag>, op: Op, message: String, prefixed: bool| {
        failed.push(Quote {
            op,
            error: errs.len(),
            failed_itself: true,
            in_message: false,
        });
        errs.push(if prefixed {
            op_error(ctx, body, op, message)
        } else {
            Diag::error(src_loc(ctx, body.op(op).loc), message)
        });
    };
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
                op_failed(
                    errs,
                    op,
                    "must be the last operation in the parent block".into(),
                    true,
                );
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
                    op_failed(
                        errs,
                        op,
                        format!(
                            "branch has {} operands for successor #{}, but target block has {}",
                            operands.len(),
                            i,
                            args.len()
                        ),
                        false,
                    );
                    continue;
                }
                for (j, (&a, &v)) in args.iter().zip(operands).enumerate() {
                    if body.value_type(a) != body.value_type(v) {
                        op_failed(
                            errs,
                            op,
                            format!("type mismatch for bb argument #{j} of successor #{i}"),
                            false,
                        );
                    }
                }
                if body.blocks[target.index()].parent != r {
                    op_failed(
                        errs,
                        op,
                        "branching to block of a different region".into(),
                        true,
                    );
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
                // The op's text is appended when the error is reported.
                deferred.push((
                    Diag::error(
                        src_loc(ctx, body.op(t).loc),
                        "block with no terminator, has ",
                    ),
                    Some(t),
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
