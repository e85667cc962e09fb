//! `vector.broadcast`'s folder, as MLIR 22's: a broadcast to its own type
//! is its source, a broadcast of a constant scalar or splat is a splat
//! `dense<...>` constant of the result type, a broadcast of poison is
//! poison. (A broadcast of a broadcast is a canonicalization pattern in
//! MLIR, not a fold: the conversions do not see through it.)
//!
//! Also the part of `vector.extract`'s folder that looks through a
//! broadcast.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::dialect::vector as vd;
use strata_ir::syntax::small_floats;
use strata_ir::{AttrId, Body, Context, Op, TypeData, TypeId};

use super::{one, Fold, FoldResult};
use crate::conversion::arith_fold;

pub(crate) fn fold(ctx: &Context, body: &Body, op: Op) -> Fold {
    let (&[src], 1) = (body.operands(op), body.op(op).num_results) else {
        return Fold::None;
    };
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(src) == ty {
        return one(FoldResult::Value(src));
    }
    let Some(attr) = arith_fold::const_attr(ctx, body, src) else {
        return Fold::None;
    };
    if attr == strata_ir::AttrId::UB_POISON {
        return one(FoldResult::Attr(attr));
    }
    match splat(ctx, attr, ty) {
        Some(a) => one(FoldResult::Attr(a)),
        None => Fold::None,
    }
}

/// The splat of vector type `ty` whose element is scalar constant `attr`,
/// or the element of splat `attr`; `None` for anything else (a dense
/// constant of distinct elements is not folded).
fn splat(ctx: &Context, attr: AttrId, ty: TypeId) -> Option<AttrId> {
    if !matches!(ctx.type_data(ty), TypeData::Vector { .. }) {
        return None;
    }
    let values = match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => DenseValues::Int(Box::new([*value])),
        // Dense `i1` elements hold 0 and 1, as the parser stores `true`.
        AttrData::Bool(b) => DenseValues::Int(Box::new([*b as i128])),
        AttrData::Float { ty: fty, bits } => {
            let TypeData::Float(kind) = ctx.type_data(*fty) else {
                return None;
            };
            // Elements hold the bit pattern, not a scalar's extra states.
            DenseValues::Float(Box::new([small_floats::bitcast(*bits, *kind)]))
        }
        AttrData::DenseElements {
            splat: true,
            values,
            ..
        } => values.clone(),
        _ => return None,
    };
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty,
        splat: true,
        values,
    }))
}

/// `vector.extract` of a `vector.broadcast` (MLIR's
/// `foldExtractFromBroadcast`):
/// - of the broadcast source's own type: that source, whatever the
///   position (every element of a broadcast row is the source);
/// - reading within the source (the result's shape is the source's
///   trailing dimensions): in place, the extract reads the source at the
///   position's trailing entries, 0 where the source dimension is a
///   stretched 1. Only static positions are rewritten.
pub(crate) fn extract_of_broadcast(ctx: &Context, body: &Body, op: Op) -> Fold {
    let (&[v], 1) = (body.operands(op), body.op(op).num_results) else {
        return Fold::None;
    };
    let strata_ir::ValueDef::Result { op: def, .. } = body.value(v).def else {
        return Fold::None;
    };
    if body.op(def).opcode != strata_ir::Opcode::VectorBroadcast {
        return Fold::None;
    }
    let &[src] = body.operands(def) else {
        return Fold::None;
    };
    let (src_ty, res_ty) = (body.value_type(src), body.value_type(body.result(op, 0)));
    if src_ty == res_ty {
        return one(FoldResult::Value(src));
    }
    // (A scalar source has no position to read at.)
    let (
        TypeData::Vector {
            shape: src_shape, ..
        },
        res_shape,
    ) = (ctx.type_data(src_ty), shape_of(ctx, res_ty))
    else {
        return Fold::None;
    };
    let Some(keep) = src_shape.len().checked_sub(res_shape.len()) else {
        return Fold::None;
    };
    if src_shape[keep..] != res_shape[..] {
        return Fold::None;
    }
    let attrs = body.op(op).attrs;
    let Some(pos) = vd::static_indices(ctx, attrs) else {
        return Fold::None;
    };
    let Some(start) = pos.len().checked_sub(keep) else {
        return Fold::None;
    };
    let new_pos: SmallVec<[i128; 4]> = pos[start..]
        .iter()
        .zip(src_shape.iter())
        .map(|(&p, &dim)| if dim == 1 { 0 } else { p })
        .collect();
    let position = Some(vd::position_attr(ctx, &new_pos));
    Fold::Rewrite {
        operands: smallvec::smallvec![src],
        attrs: ctx.dict_with(attrs, ctx.ident(vd::STATIC_POSITION), position),
    }
}

/// A vector type's shape; a scalar's is empty.
fn shape_of(ctx: &Context, ty: TypeId) -> &[i64] {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => shape,
        _ => &[],
    }
}
