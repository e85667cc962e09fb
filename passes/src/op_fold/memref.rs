//! The folders of `memref.dim` and `memref.rank`.

use strata_ir::body::ValueDef;
use strata_ir::{AttrData, Body, Context, Op, Opcode, TypeData, TypeId, DYNAMIC};

use super::cast::through_memref_cast;
use super::{one, Fold, FoldResult};
use crate::conversion::arith_fold::const_attr;

/// `memref.dim` with a constant index: a static size is a constant, a
/// dynamic one of an `alloc`/`alloca` is its size operand; else the op
/// reads through a `memref.cast` (in place), and the size the cast's
/// source gives is folded at once (MLIR folds the changed op again, and
/// rolls both back when that constant cannot be legalized).
pub(crate) fn dim(ctx: &Context, body: &Body, op: Op) -> Fold {
    let [src, index] = body.operands(op) else {
        return Fold::None;
    };
    let Some(a) = const_attr(ctx, body, *index) else {
        return Fold::None;
    };
    let AttrData::Integer { value: i, .. } = ctx.attr_data(a) else {
        return Fold::None;
    };
    let Ok(i) = usize::try_from(*i) else {
        return Fold::None;
    };
    let static_size = |ty: TypeId| match ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => shape.get(i).copied(),
        _ => None,
    };
    let Some(size) = static_size(body.value_type(*src)) else {
        return Fold::None;
    };
    if size != DYNAMIC {
        return one(FoldResult::Attr(
            ctx.int_attr(TypeId::INDEX, i128::from(size)),
        ));
    }
    if let ValueDef::Result { op: def, .. } = body.value(*src).def {
        if matches!(
            body.op(def).opcode,
            Opcode::MemrefAlloc | Opcode::MemrefAlloca
        ) {
            let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(*src)) else {
                return Fold::None;
            };
            let k = shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
            return match body.operands(def).get(k) {
                Some(&v) => one(FoldResult::Value(v)),
                None => Fold::None,
            };
        }
    }
    match through_memref_cast(ctx, body, op, 0) {
        Fold::Operand { value, .. } => match static_size(body.value_type(value)) {
            Some(s) if s != DYNAMIC => {
                one(FoldResult::Attr(ctx.int_attr(TypeId::INDEX, i128::from(s))))
            }
            _ => Fold::Operand { index: 0, value },
        },
        f => f,
    }
}

/// `memref.rank` of a ranked memref: its rank.
pub(crate) fn rank(ctx: &Context, body: &Body, op: Op) -> Fold {
    let [src] = body.operands(op) else {
        return Fold::None;
    };
    match ctx.type_data(body.value_type(*src)) {
        TypeData::MemRef { shape, .. } => one(FoldResult::Attr(
            ctx.int_attr(TypeId::INDEX, shape.len() as i128),
        )),
        _ => Fold::None,
    }
}
