//! `vector.broadcast`'s patterns in the greedy driver:
//! - in `canonicalize` (MLIR's canonicalization pattern): a broadcast of
//!   a broadcast becomes one broadcast of the inner source;
//! - in `convert-vector-to-llvm`'s pre-phase only (`PatternScope::Vector`,
//!   MLIR's broadcast lowering patterns): a broadcast of a vector becomes
//!   `vector.insert`s of lower-rank broadcasts into a `ub.poison`, or a
//!   scalar broadcast of its only element. What is left then is scalar
//!   broadcasts, which the conversion lowers. Ops are created in MLIR's
//!   order so the driver folds, hoists and names them as MLIR's does;
//! - `vector.extract` of a broadcast ([`apply_extract`]);
//! - in `canonicalize`, a `vector.insert` that fills the whole destination
//!   becomes a broadcast of the inserted value ([`apply_insert`]).

use smallvec::SmallVec;
use strata_ir::attrs::NamedAttr;
use strata_ir::body::ValueDef;
use strata_ir::dialect::vector as vd;
use strata_ir::{AttrId, Op, Opcode, TypeData, TypeId, Value};

use super::driver::Driver;
use super::PatternScope;

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    let (&[src], 1) = (d.body.operands(op), d.body.op(op).num_results) else {
        return false;
    };
    // The pre-phase has the lowering and not the canonicalization (it
    // rewrites the outer broadcast of a broadcast into inserts).
    if d.opts.patterns == PatternScope::Vector {
        lower(d, op, src)
    } else {
        of_broadcast(d, op, src)
    }
}

/// `broadcast(broadcast(x))` is `broadcast(x)`: broadcastability is
/// transitive. The new op replaces the outer one in place.
fn of_broadcast(d: &mut Driver, op: Op, src: Value) -> bool {
    let Some(x) = broadcast_source(d, src) else {
        return false;
    };
    let ty = d.body.value_type(d.body.result(op, 0));
    let v = broadcast(d, op, x, ty);
    d.replace_op(op, &[v]);
    true
}

/// `vector.broadcast x : ... to ty`, made before `op`.
fn broadcast(d: &mut Driver, op: Op, x: Value, ty: TypeId) -> Value {
    d.create1_before(op, Opcode::VectorBroadcast, &[x], ty, AttrId::EMPTY_DICT)
}

/// The source of the `vector.broadcast` defining `v`, if one does.
fn broadcast_source(d: &Driver, v: Value) -> Option<Value> {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return None;
    };
    match (d.body.op(op).opcode, d.body.operands(op)) {
        (Opcode::VectorBroadcast, &[x]) => Some(x),
        _ => None,
    }
}

/// The lowering of a broadcast from a vector (a scalar source is left to
/// the conversion). False when it does not apply: a stretch of a scalable
/// leading dimension, or an operand that is no vector.
fn lower(d: &mut Driver, op: Op, src: Value) -> bool {
    let ctx = d.ctx;
    let src_ty = d.body.value_type(src);
    let dst_ty = d.body.value_type(d.body.result(op, 0));
    let (
        TypeData::Vector { shape: ss, .. },
        TypeData::Vector {
            shape: ds,
            scalable: dscal,
            elem,
        },
    ) = (ctx.type_data(src_ty), ctx.type_data(dst_ty))
    else {
        return false;
    };
    let (src_rank, dst_rank, elem) = (ss.len(), ds.len(), *elem);
    // A scalar held in a 0-D or one-element vector: take it out first.
    if src_rank <= 1 && dst_rank == 1 {
        let pos: &[i128] = if src_rank == 0 { &[] } else { &[0] };
        let e = extract(d, op, src, pos, elem);
        let v = broadcast(d, op, e, dst_ty);
        d.replace_op(op, &[v]);
        return true;
    }
    let Some(row_ty) = drop_front(d, dst_ty) else {
        return false;
    };
    let rows = ds[0];
    if rows > crate::conversion::vector_broadcast::MAX_UNROLL {
        return false;
    }
    if src_rank < dst_rank {
        // One broadcast to the row type, inserted in every row.
        let row = broadcast(d, op, src, row_ty);
        let mut acc = poison(d, op, dst_ty);
        for r in 0..rows {
            acc = insert(d, op, row, acc, r);
        }
        d.replace_op(op, &[acc]);
        return true;
    }
    // Equal ranks: the first dimension that differs is stretched.
    let Some(m) = (0..dst_rank).find(|&r| ss[r] != ds[r]) else {
        d.replace_op(op, &[src]);
        return true;
    };
    if m != 0 && dscal[0] {
        return false;
    }
    let Some(src_row_ty) = extracted_type(d, src_ty) else {
        return false;
    };
    let mut acc = poison(d, op, dst_ty);
    if m == 0 {
        // The one source row, broadcast once and inserted in every row.
        let e = extract(d, op, src, &[0], src_row_ty);
        let row = broadcast(d, op, e, row_ty);
        for r in 0..rows {
            acc = insert(d, op, row, acc, r);
        }
    } else {
        // Row by row: each source row broadcast to a result row.
        for r in 0..rows {
            let e = extract(d, op, src, &[r as i128], src_row_ty);
            let row = broadcast(d, op, e, row_ty);
            acc = insert(d, op, row, acc, r);
        }
    }
    d.replace_op(op, &[acc]);
    true
}

/// A vector type without its leading dimension (`None` for rank < 2).
fn drop_front(d: &Driver, ty: TypeId) -> Option<TypeId> {
    let TypeData::Vector {
        shape,
        scalable,
        elem,
    } = d.ctx.type_data(ty)
    else {
        return None;
    };
    if shape.len() < 2 {
        return None;
    }
    Some(d.ctx.intern_type(TypeData::Vector {
        shape: shape[1..].into(),
        scalable: scalable[1..].into(),
        elem: *elem,
    }))
}

/// What `vector.extract %v[i]` of a vector of type `ty` gives: its row,
/// or its element when 1-D.
fn extracted_type(d: &Driver, ty: TypeId) -> Option<TypeId> {
    match d.ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => Some(*elem),
        _ => drop_front(d, ty),
    }
}

fn position(d: &Driver, pos: &[i128]) -> AttrId {
    d.ctx.dict_attr(&[NamedAttr {
        name: d.ctx.ident(vd::STATIC_POSITION),
        value: vd::position_attr(d.ctx, pos),
    }])
}

/// `vector.extract %v[pos]`. An extract from a static `vector.extract`
/// is made from that extract's source at the joined position: MLIR folds
/// the extract it creates so at once, and the outer extract, left unused,
/// goes (which decides where the next constants are hoisted).
pub(super) fn extract(d: &mut Driver, before: Op, v: Value, pos: &[i128], ty: TypeId) -> Value {
    if let Some((src, outer)) = static_extract(d, v) {
        let mut joined: SmallVec<[i128; 4]> = SmallVec::from_slice(&outer);
        joined.extend_from_slice(pos);
        let attrs = position(d, &joined);
        return d.create1_before(before, Opcode::VectorExtract, &[src], ty, attrs);
    }
    let attrs = position(d, pos);
    d.create1_before(before, Opcode::VectorExtract, &[v], ty, attrs)
}

/// The source and position of the `vector.extract` defining `v`, when all
/// its positions are static (not dynamic, not poison).
fn static_extract(d: &Driver, v: Value) -> Option<(Value, Vec<i128>)> {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return None;
    };
    if d.body.op(op).opcode != Opcode::VectorExtract {
        return None;
    }
    let &[src] = d.body.operands(op) else {
        return None;
    };
    let pos = vd::static_indices(d.ctx, d.body.op(op).attrs)?;
    Some((src, pos))
}

fn insert(d: &mut Driver, before: Op, v: Value, dest: Value, row: i64) -> Value {
    let attrs = position(d, &[row as i128]);
    let ty = d.body.value_type(dest);
    d.create1_before(before, Opcode::VectorInsert, &[v, dest], ty, attrs)
}

fn poison(d: &mut Driver, before: Op, ty: TypeId) -> Value {
    d.create1_before(before, Opcode::UbPoison, &[], ty, AttrId::EMPTY_DICT)
}

/// `vector.extract` of a `vector.broadcast` that yields more than the
/// broadcast's source holds: a broadcast of the source to the extract's
/// type (MLIR's canonicalization pattern, which `convert-vector-to-llvm`'s
/// pre-phase does not run). The folder in `op_fold` already took the
/// extracts reading within the source.
pub(super) fn apply_extract(d: &mut Driver, op: Op) -> bool {
    // Not among the pre-phase's patterns (its folds only).
    if d.opts.patterns == PatternScope::Vector {
        return false;
    }
    let (&[v], 1) = (d.body.operands(op), d.body.op(op).num_results) else {
        return false;
    };
    let Some(x) = broadcast_source(d, v) else {
        return false;
    };
    if vd::static_position(d.ctx, d.body.op(op).attrs).is_none() {
        return false;
    }
    let (x_ty, res_ty) = (
        d.body.value_type(x),
        d.body.value_type(d.body.result(op, 0)),
    );
    if vd::broadcast_error(d.ctx, x_ty, res_ty).is_some() {
        return false;
    }
    let b = broadcast(d, op, x, res_ty);
    d.replace_op(op, &[b]);
    true
}

/// MLIR's `InsertToBroadcast`: a `vector.insert` whose value has as many
/// elements as the destination (a scalar counts one) overwrites all of
/// it: a broadcast of the value to the destination's type. (Not in the
/// pre-phase, which runs folds only.)
pub(super) fn apply_insert(d: &mut Driver, op: Op) -> bool {
    if d.opts.patterns == PatternScope::Vector {
        return false;
    }
    let (Some(&value), 1) = (d.body.operands(op).first(), d.body.op(op).num_results) else {
        return false;
    };
    let dest_ty = d.body.value_type(d.body.result(op, 0));
    let Some(dest) = fixed_elements(d, dest_ty) else {
        return false;
    };
    let value_ty = d.body.value_type(value);
    let elements = match d.ctx.type_data(value_ty) {
        TypeData::Vector { .. } => fixed_elements(d, value_ty),
        _ => Some(1),
    };
    if elements != Some(dest) {
        return false;
    }
    let b = broadcast(d, op, value, dest_ty);
    d.replace_op(op, &[b]);
    true
}

/// The number of elements of a vector type without scalable dimensions.
fn fixed_elements(d: &Driver, ty: TypeId) -> Option<u64> {
    let TypeData::Vector {
        shape, scalable, ..
    } = d.ctx.type_data(ty)
    else {
        return None;
    };
    if scalable.iter().any(|&s| s) {
        return None;
    }
    shape
        .iter()
        .try_fold(1u64, |n, &s| n.checked_mul(u64::try_from(s).ok()?))
}
