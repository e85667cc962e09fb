//! `vector.broadcast` of a scalar, as MLIR 22's vector-to-LLVM conversion
//! lowers it (a broadcast of a vector is left to `convert-vector-to-llvm`'s
//! greedy pre-phase, which rewrites it into inserts and scalar broadcasts;
//! the conversion itself leaves it, as `convert-to-llvm` shows):
//! - to a 0-D vector or a one-element vector (scalable `[1]` too): the scalar inserted
//!   at lane 0 of an `llvm.mlir.poison` vector;
//! - to any other 1-D vector: that insert, then an `llvm.shufflevector`
//!   of it and the poison with an all-zero mask;
//! - to an n-D vector: one 1-D broadcast of the innermost vector type
//!   (shuffled with itself, even when one element long) inserted at every
//!   position of a poison `!llvm.array` nest, in row-major order (not
//!   when an outer dimension is scalable: the op stays, as in MLIR).

use smallvec::SmallVec;
use strata_ir::{AttrId, Op, Opcode, TypeData, TypeId, Value};

use super::rewriter::BodyRewriter;

/// The most lanes or rows the lowering spells out one by one: beyond it
/// the op stays (MLIR would unroll it, without bound; Strata must not
/// exhaust memory on a huge vector type).
pub(crate) const MAX_UNROLL: i64 = 1 << 16;

/// The lowering; false (the op stays) for a vector source or a type the
/// converter does not take.
pub(super) fn broadcast(rw: &mut BodyRewriter, op: Op) -> bool {
    let ctx = rw.ctx;
    let old = rw.old;
    let (&[src_old], 1) = (old.operands(op), old.op(op).num_results) else {
        return false;
    };
    let result_old = old.result(op, 0);
    let TypeData::Vector {
        shape, scalable, ..
    } = ctx.type_data(old.value_type(result_old))
    else {
        return false;
    };
    if matches!(
        ctx.type_data(old.value_type(src_old)),
        TypeData::Vector { .. }
    ) {
        return false;
    }
    // Rows of a scalable outer dimension cannot be spelled out one by one.
    if scalable.iter().rev().skip(1).any(|&s| s) {
        return false;
    }
    let (Some(result_ty), Some(_)) = (rw.converted_type(result_old), rw.converted_type(src_old))
    else {
        return false;
    };
    // The operand is converted (a cast materialized) before anything else.
    let src = rw.converted(src_old);
    // Rows of an n-D result, lanes of its (or the 1-D result's) rows.
    let rows = shape[..shape.len().saturating_sub(1)]
        .iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d));
    let lanes = shape.last().copied().unwrap_or(1);
    if rows.is_none_or(|r| r > MAX_UNROLL) || lanes > MAX_UNROLL {
        return false;
    }
    let v = if shape.len() <= 1 {
        // (A scalable `[1]` too: its minimum is one lane.)
        let one_lane = shape.first().is_none_or(|&n| n == 1);
        splat_1d(rw, src, result_ty, !one_lane, false)
    } else {
        let Some(row_ty) = innermost(rw, result_ty) else {
            return false;
        };
        let outer = &shape[..shape.len() - 1];
        let mut acc = rw.poison(result_ty);
        let row = splat_1d(rw, src, row_ty, true, true);
        let mut index: SmallVec<[i64; 4]> = SmallVec::from_elem(0, outer.len());
        for _ in 0..rows.unwrap_or(0) {
            acc = rw.insertvalue(acc, row, &index);
            next_row_major(&mut index, outer);
        }
        acc
    };
    rw.map_results(op, &[v]);
    true
}

/// `src` in every lane of 1-D LLVM vector type `ty`: inserted at lane 0
/// of poison, then (`shuffle`) spread by an all-zero shuffle mask whose
/// second operand is the insert itself (`with_self`) or the poison.
fn splat_1d(
    rw: &mut BodyRewriter,
    src: Value,
    ty: TypeId,
    shuffle: bool,
    with_self: bool,
) -> Value {
    let poison = rw.poison(ty);
    let zero = rw.int_constant(0, TypeId::I32, TypeId::I32);
    let ins = rw.push1(
        Opcode::LlvmInsertelement,
        &[poison, src, zero],
        ty,
        AttrId::EMPTY_DICT,
    );
    if !shuffle {
        return ins;
    }
    // A scalable vector's mask has its minimum number of lanes.
    let lanes = match rw.ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => shape.first().copied().unwrap_or(1),
        _ => 1,
    };
    let mask: SmallVec<[i32; 16]> = SmallVec::from_elem(0, lanes.max(0) as usize);
    let attrs = rw.attrs(&[(rw.ctx.ident("mask"), rw.i32_array(&mask))]);
    let second = if with_self { ins } else { poison };
    rw.push1(Opcode::LlvmShufflevector, &[ins, second], ty, attrs)
}

/// The 1-D vector type at the bottom of an `!llvm.array` nest.
fn innermost(rw: &BodyRewriter, mut ty: TypeId) -> Option<TypeId> {
    loop {
        match rw.ctx.type_data(ty) {
            TypeData::LlvmArray { elem, .. } => ty = *elem,
            TypeData::Vector { .. } => return Some(ty),
            _ => return None,
        }
    }
}

/// Advances `index` over the dimensions `dims` in row-major order (adds
/// one, the last position moving fastest, carrying as far as needed).
pub(crate) fn next_row_major(index: &mut [i64], dims: &[i64]) {
    for d in (0..dims.len()).rev() {
        index[d] += 1;
        if index[d] < dims[d] {
            return;
        }
        index[d] = 0;
    }
}
