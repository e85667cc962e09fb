//! Inlining a single-block region in place of its op, as the rewriter's
//! `inlineBlockBefore` followed by `replaceOp` does (scf's
//! `replaceOpWithRegion`, memref's `AllocaScopeInliner`): the block's
//! arguments are replaced by the given values, its ops move before the op
//! (each queued as inserted), the op's results are replaced by the
//! terminator's operands, then the terminator is erased.

use smallvec::SmallVec;
use strata_ir::{Op, Value};

use super::driver::Driver;

/// Inlines region `region` (index among `op`'s regions) before `op` and
/// replaces `op`. Returns false (changing nothing) when the region is not
/// a single block ending in a terminator with one operand per result, or
/// `args` does not match the block's arguments.
pub(super) fn replace_op_with_region(
    d: &mut Driver,
    op: Op,
    region: usize,
    args: &[Value],
) -> bool {
    let Some(&r) = d.body.regions(op).get(region) else {
        return false;
    };
    let Some(block) = d.body.entry_block(r) else {
        return false;
    };
    if d.body.blocks[block.index()].next.is_some() || d.body.block_args(block).len() != args.len() {
        return false;
    }
    let Some(term) = d.body.last_op(block) else {
        return false;
    };
    if d.body.operands(term).len() != d.body.op(op).num_results as usize {
        return false;
    }
    for (i, &v) in args.iter().enumerate() {
        let arg = d.body.block_args(block)[i];
        d.replace_all_uses(arg, v);
    }
    while let Some(first) = d.body.blocks[block.index()].first.expand() {
        d.body.remove_op(first);
        d.body.insert_op_before(op, first);
        d.enqueue(first);
    }
    let results: SmallVec<[Value; 4]> = SmallVec::from_slice(d.body.operands(term));
    d.replace_op(op, &results);
    d.erase_op(term);
    true
}
