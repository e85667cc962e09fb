//! The folders of `memref.dim` and `memref.rank`.

use strata_ir::body::ValueDef;
use strata_ir::{AttrData, Body, Context, Op, Opcode, TypeData, TypeId, DYNAMIC};

use super::cast::through_memref_casts;
use super::{one, Fold, FoldResult};
use crate::conversion::arith_fold::const_attr;

/// `memref.dim` with a constant index: a static size is a constant, a
/// dynamic one of an `alloc`/`alloca` is its size operand; else the op
/// reads through a `memref.cast` (in place; folded again, the size the
/// cast's source gives may be static).
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
    through_memref_casts(ctx, body, op, None)
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

/// `memref.reinterpret_cast`: of a `memref.cast`, of another
/// `reinterpret_cast`, or of a `subview` at offset zero, it reinterprets
/// their source instead (in place); to the type of its source, when
/// that type is fully static, it is the source (the next fold of an op
/// changed in place, as MLIR folds it again).
pub(crate) fn reinterpret_cast(ctx: &Context, body: &Body, op: Op) -> Fold {
    let (Some(&src), 1) = (body.operands(op).first(), body.op(op).num_results) else {
        return Fold::None;
    };
    let ty = body.value_type(body.result(op, 0));
    let fully_static = strata_ir::dialect::memref::layout::strides_and_offset(ctx, ty)
        .is_some_and(|(strides, offset)| offset != DYNAMIC && !strides.contains(&DYNAMIC))
        && matches!(ctx.type_data(ty), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC));
    let identity = |v| fully_static && body.value_type(v) == ty;
    if let ValueDef::Result { op: def, .. } = body.value(src).def {
        let inner = body.operands(def).first().copied();
        let through = match body.op(def).opcode {
            Opcode::MemrefCast | Opcode::MemrefReinterpretCast => inner,
            Opcode::MemrefSubview if subview_at_zero(ctx, body, def) => inner,
            _ => None,
        };
        if let Some(value) = through {
            return Fold::Operand { index: 0, value };
        }
    }
    if identity(src) {
        return one(FoldResult::Value(src));
    }
    Fold::None
}

/// Whether every offset of `subview` op `op` is zero (static, or a
/// constant operand).
fn subview_at_zero(ctx: &Context, body: &Body, op: Op) -> bool {
    let attrs = body.op(op).attrs;
    let Some(a) = strata_ir::dialect::dict_lookup(ctx, attrs, "static_offsets") else {
        return false;
    };
    let AttrData::DenseArray {
        values: strata_ir::attrs::DenseValues::Int(offsets),
        ..
    } = ctx.attr_data(a)
    else {
        return false;
    };
    // Dynamic offsets are the operands right after the source.
    let operands = body.operands(op);
    let mut next = 1;
    offsets.iter().all(|&o| {
        if o != i128::from(DYNAMIC) {
            return o == 0;
        }
        let v = operands.get(next).copied();
        next += 1;
        v.and_then(|v| crate::conversion::arith_fold::int_const(ctx, body, v))
            .is_some_and(|c| c.scalar && c.values[0] == 0)
    })
}
