//! Folders of `tensor.dim` and `tensor.extract`.

use strata_ir::attrs::DenseValues;
use strata_ir::body::ValueDef;
use strata_ir::{AttrData, Body, Context, Op, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::{one, Fold, FoldResult};
use crate::conversion::arith_fold::{const_attr, int_attr};

/// The constant integer defining `v` (an index operand).
fn const_int(ctx: &Context, body: &Body, v: Value) -> Option<i128> {
    match ctx.attr_data(const_attr(ctx, body, v)?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

fn shape(ctx: &Context, ty: TypeId) -> Option<&[i64]> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// `tensor.cast` of `v` that loses no static information about its
/// source (MLIR's `canFoldIntoConsumerOp`): the cast's source.
fn through_cast(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    let ValueDef::Result { op: cast, .. } = body.value(v).def else {
        return None;
    };
    if body.op(cast).opcode != Opcode::TensorCast {
        return None;
    }
    let [src] = body.operands(cast) else {
        return None;
    };
    let (
        TypeData::RankedTensor {
            shape: to,
            elem: te,
            encoding: tenc,
        },
        TypeData::RankedTensor {
            shape: from,
            elem: fe,
            encoding: fenc,
        },
    ) = (
        ctx.type_data(body.value_type(v)),
        ctx.type_data(body.value_type(*src)),
    )
    else {
        return None;
    };
    let keeps = te == fe
        && tenc == fenc
        && to.len() == from.len()
        && !to
            .iter()
            .zip(from.iter())
            .any(|(&t, &f)| t != DYNAMIC && f == DYNAMIC);
    keeps.then_some(*src)
}

/// `tensor.dim` with a constant index: a static size is a constant; else
/// the op reads through a `tensor.cast` (in place) and the size the
/// cast's source gives is folded at once (MLIR folds the changed op again).
pub(crate) fn dim(ctx: &Context, body: &Body, op: Op) -> Fold {
    let [src, index] = body.operands(op) else {
        return Fold::None;
    };
    let Some(i) = const_int(ctx, body, *index).and_then(|i| usize::try_from(i).ok()) else {
        return Fold::None;
    };
    let size_of = |v: Value| shape(ctx, body.value_type(v)).and_then(|s| s.get(i).copied());
    let Some(size) = size_of(*src) else {
        return Fold::None;
    };
    let constant = |s: i64| one(FoldResult::Attr(ctx.int_attr(TypeId::INDEX, i128::from(s))));
    if size != DYNAMIC {
        return constant(size);
    }
    match through_cast(ctx, body, *src) {
        Some(s) => match size_of(s) {
            Some(n) if n != DYNAMIC => constant(n),
            _ => Fold::Operand { index: 0, value: s },
        },
        None => Fold::None,
    }
}

/// `tensor.extract` of a dense constant at constant indices: the element.
pub(crate) fn extract(ctx: &Context, body: &Body, op: Op) -> Fold {
    let operands = body.operands(op);
    let Some((&t, indices)) = operands.split_first() else {
        return Fold::None;
    };
    let Some(a) = const_attr(ctx, body, t) else {
        return Fold::None;
    };
    let AttrData::DenseElements { splat, values, .. } = ctx.attr_data(a) else {
        return Fold::None;
    };
    let Some(dims) = shape(ctx, body.value_type(t)) else {
        return Fold::None;
    };
    let elem = body.value_type(body.result(op, 0));
    let position = if *splat {
        Some(0)
    } else {
        // Row-major position of the constant indices, when all are in range.
        let mut pos: usize = 0;
        let mut ok = indices.len() == dims.len();
        for (&ix, &d) in indices.iter().zip(dims) {
            match const_int(ctx, body, ix) {
                Some(x) if x >= 0 && (x as i64) < d => {
                    pos = pos * d as usize + x as usize;
                }
                _ => ok = false,
            }
        }
        ok.then_some(pos)
    };
    let Some(p) = position else {
        return Fold::None;
    };
    let attr = match values {
        DenseValues::Int(v) => v.get(p).and_then(|&x| int_attr(ctx, elem, vec![x], false)),
        DenseValues::Float(v) => v
            .get(p)
            .map(|&bits| ctx.intern_attr(AttrData::Float { ty: elem, bits })),
        DenseValues::String(_) => None,
    };
    attr.map_or(Fold::None, |a| one(FoldResult::Attr(a)))
}
