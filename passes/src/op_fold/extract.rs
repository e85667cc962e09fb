//! The part of `vector.extract`'s folder that looks through a chain of
//! `vector.insert`s (MLIR's `foldExtractFromInsertChain`, without the
//! transposes): all positions static.
//! - An insert at a position disjoint from the extract's is passed by:
//!   the extract reads the insert's destination instead (in place).
//! - An insert at the extract's position: the inserted value.
//! - An insert at a prefix of the extract's position: the extract reads
//!   the inserted value at the rest of the position (in place).
//! - An insert into part of what the extract reads stops the walk.

use strata_ir::body::ValueDef;
use strata_ir::dialect::vector as vd;
use strata_ir::{Body, Context, Op, Opcode, Value};

use super::{one, Fold, FoldResult};

pub(crate) fn extract_of_insert(ctx: &Context, body: &Body, op: Op) -> Fold {
    let (&[v], 1) = (body.operands(op), body.op(op).num_results) else {
        return Fold::None;
    };
    let attrs = body.op(op).attrs;
    let Some(pos) = vd::static_indices(ctx, attrs) else {
        return Fold::None;
    };
    let mut src = v;
    while let Some((value, dest, at)) = static_insert(ctx, body, src) {
        let common = at.len().min(pos.len());
        if at[..common] != pos[..common] {
            src = dest;
            continue;
        }
        if at.len() == pos.len() {
            return one(FoldResult::Value(value));
        }
        if at.len() < pos.len() {
            let rest = vd::position_attr(ctx, &pos[at.len()..]);
            return Fold::Rewrite {
                operands: smallvec::smallvec![value],
                attrs: ctx.dict_with(attrs, ctx.ident(vd::STATIC_POSITION), Some(rest)),
            };
        }
        break;
    }
    if src == v {
        return Fold::None;
    }
    Fold::Rewrite {
        operands: smallvec::smallvec![src],
        attrs,
    }
}

/// The value, destination and position of the `vector.insert` defining
/// `v`, when its position is static.
fn static_insert(ctx: &Context, body: &Body, v: Value) -> Option<(Value, Value, Vec<i128>)> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    if body.op(op).opcode != Opcode::VectorInsert {
        return None;
    }
    let &[value, dest] = body.operands(op) else {
        return None;
    };
    let at = vd::static_indices(ctx, body.op(op).attrs)?;
    Some((value, dest, at))
}
