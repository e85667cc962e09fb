//! `memref.generic_atomic_rmw`: a compare-and-swap loop, split out of the
//! enclosing block as MLIR does. The current block loads the element and
//! branches to a loop block whose argument is the value seen; the op's
//! region is inlined there, and its `memref.atomic_yield` becomes an
//! `llvm.cmpxchg` of the seen value against the yielded one, looping until
//! the exchange succeeds. The ops after the op continue in a new block.

use strata_ir::{AttrId, Dialect, Op, Opcode, TypeId};

use super::access::{access_operands, element_ptr};
use super::MemrefPatterns;
use crate::conversion::{BodyRewriter, InlineRegion};

/// LLVM atomic orderings as `llvm.cmpxchg` stores them.
const MONOTONIC: i128 = 2;
const ACQ_REL: i128 = 6;

pub fn generic_atomic_rmw(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let Some(&region) = rw.old.regions(op).first() else {
        return false;
    };
    let Some(entry) = rw.old.entry_block(region) else {
        return false;
    };
    // MLIR moves the region's ops into the loop as they are and gives up
    // unless they are LLVM dialect ops already (its yield aside).
    let movable = rw.old.block_ops(entry).all(|o| {
        let opcode = rw.old.op(o).opcode;
        opcode == Opcode::MemrefAtomicYield || opcode.dialect() == Dialect::Llvm
    });
    if !movable {
        return false;
    }
    // The yielded value must come from the region: MLIR reports one from
    // outside and leaves the op (the pass goes on).
    let yielded = rw
        .old
        .last_op(entry)
        .filter(|&t| rw.old.op(t).opcode == Opcode::MemrefAtomicYield)
        .and_then(|t| rw.old.operands(t).first().copied());
    if let Some(v) = yielded {
        let inside = match rw.old.value(v).def {
            strata_ir::body::ValueDef::BlockArg { block, .. } => block == entry,
            strata_ir::body::ValueDef::Result { op: def, .. } => rw.old.op(def).parent == entry,
        };
        if !inside {
            let d = crate::diag::error(rw.ctx, rw.old.op(op).loc, "result not defined in region");
            rw.notes.nonfatal.push(d);
            return false;
        }
    }
    let Some(elem) = rw.converted_type(rw.old.result(op, 0)) else {
        return false;
    };
    let Some((ty, d, indices)) = access_operands(rw, op, 0) else {
        return false;
    };
    let Some(ptr) = element_ptr(rw, p, ty, &d, &indices, false) else {
        return false;
    };
    let init = rw.push1(Opcode::LlvmLoad, &[ptr], elem, AttrId::EMPTY_DICT);
    let current = rw.cursor;
    let end = rw.new_block_after(current);
    let body = rw.new_block_after(current);
    rw.map_block(entry, body);
    rw.push_branch(Opcode::LlvmBr, &[init], &[(body, 1)], AttrId::EMPTY_DICT);
    // The yield needs the address and where to go on success.
    rw.region_state.insert(op, (ptr, end));
    rw.inline = Some(InlineRegion {
        region,
        resume: end,
    });
    true
}

/// `memref.atomic_yield %new`: try to swap the seen value for `%new`;
/// on success leave the loop, else retry with the value found.
pub fn atomic_yield(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let block = rw.old.op(op).parent;
    let rmw = rw.old.block_parent_op(block);
    if rw.old.op(rmw).opcode != Opcode::MemrefGenericAtomicRmw {
        return false;
    }
    let Some(&(ptr, end)) = rw.region_state.get(&rmw) else {
        return false;
    };
    let (Some(&seen_old), Some(&new_old)) = (
        rw.old.block_args(block).first(),
        rw.old.operands(op).first(),
    ) else {
        return false;
    };
    // MLIR builds the loop itself, at the location of the atomic op: its
    // block argument and the exchange take that location, not the
    // region's.
    rw.loc = rw.old.op(rmw).loc;
    let seen = rw.converted(seen_old);
    let new = rw.converted(new_old);
    if let strata_ir::body::ValueDef::BlockArg { .. } = rw.new.value(seen).def {
        rw.new.values[seen.index()].loc = rw.loc;
    }
    let elem = rw.new_type(seen);
    let pair_ty = rw.ctx.llvm_struct(&[elem, TypeId::I1], false);
    let attrs = rw.attrs(&[
        (
            p.names.failure_ordering,
            rw.ctx.int_attr(TypeId::I64, MONOTONIC),
        ),
        (
            p.names.success_ordering,
            rw.ctx.int_attr(TypeId::I64, ACQ_REL),
        ),
    ]);
    let pair = rw.push1(Opcode::LlvmCmpxchg, &[ptr, seen, new], pair_ty, attrs);
    let found = rw.extractvalue(pair, &[0], elem);
    let ok = rw.extractvalue(pair, &[1], TypeId::I1);
    let segments = rw.i32_array(&[1, 0, 1]);
    let attrs = rw.attrs(&[(rw.names.operand_segment_sizes, segments)]);
    let loop_block = rw.cursor;
    rw.push_branch(
        Opcode::LlvmCondBr,
        &[ok, found],
        &[(end, 0), (loop_block, 1)],
        attrs,
    );
    rw.map_results(rmw, &[found]);
    true
}
