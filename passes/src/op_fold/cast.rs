//! Folders of cast ops: `builtin.unrealized_conversion_cast`,
//! `tensor.cast`, `memref.cast`, and the memref ops that read through a
//! `memref.cast`.

use strata_ir::body::ValueDef;
use strata_ir::{AttrData, Body, Context, Op, Opcode, TypeData, TypeId, Value};

use super::{one, Fold, FoldResult};
use crate::type_converter::strides_and_offset;
use strata_ir::types::DYNAMIC;

/// The op defining `v` and its opcode.
fn def(body: &Body, v: Value) -> Option<(Op, Opcode)> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some((op, body.op(op).opcode)),
        ValueDef::BlockArg { .. } => None,
    }
}

/// `builtin.unrealized_conversion_cast`: a cast between equal types is its
/// inputs; a cast of exactly all results of another cast, back to that
/// cast's input types, is that cast's inputs.
pub(crate) fn unrealized(body: &Body, op: Op) -> Fold {
    let inputs = body.operands(op);
    let same_types = inputs.len() == body.op(op).num_results as usize
        && inputs
            .iter()
            .zip(body.results(op))
            .all(|(&i, r)| body.value_type(i) == body.value_type(r));
    if same_types {
        return Fold::Replace(inputs.iter().map(|&v| FoldResult::Value(v)).collect());
    }
    let Some(&first) = inputs.first() else {
        return Fold::None;
    };
    let Some((src, Opcode::BuiltinUnrealizedConversionCast)) = def(body, first) else {
        return Fold::None;
    };
    let src_results = body.results(src);
    if src_results.len() != inputs.len() || !src_results.zip(inputs).all(|(r, &i)| r == i) {
        return Fold::None;
    }
    let src_inputs = body.operands(src);
    let matches = src_inputs.len() == body.op(op).num_results as usize
        && src_inputs
            .iter()
            .zip(body.results(op))
            .all(|(&i, r)| body.value_type(i) == body.value_type(r));
    if !matches {
        return Fold::None;
    }
    Fold::Replace(src_inputs.iter().map(|&v| FoldResult::Value(v)).collect())
}

/// A one-operand cast to its own type is its operand.
pub(crate) fn identity(body: &Body, op: Op) -> Fold {
    match body.operands(op) {
        [v] if body.op(op).num_results == 1
            && body.value_type(*v) == body.value_type(body.result(op, 0)) =>
        {
            one(FoldResult::Value(*v))
        }
        _ => Fold::None,
    }
}

/// `memref.cast`: first reads through a `memref.cast` operand that only
/// erased static information (in place), else the identity fold.
pub(crate) fn memref_cast(ctx: &Context, body: &Body, op: Op) -> Fold {
    match through_memref_cast(ctx, body, op, 0) {
        Fold::None => identity(body, op),
        f => refold_identity(body, op, f),
    }
}

/// After an in-place fold of a cast's operand, MLIR folds the changed op
/// again: a cast now to its own type is its (new) operand.
fn refold_identity(body: &Body, op: Op, f: Fold) -> Fold {
    match f {
        Fold::Operand { index: 0, value }
            if body.op(op).num_results == 1
                && body.value_type(value) == body.value_type(body.result(op, 0)) =>
        {
            one(FoldResult::Value(value))
        }
        f => f,
    }
}

/// `vector.shape_cast`: to its own type it is its operand; of another
/// `vector.shape_cast` it reads that one's source (in place).
pub(crate) fn shape_cast(ctx: &Context, body: &Body, op: Op) -> Fold {
    let [v] = body.operands(op) else {
        return Fold::None;
    };
    if let Some((src, Opcode::VectorShapeCast)) = def(body, *v) {
        if let [s] = body.operands(src) {
            let f = Fold::Operand {
                index: 0,
                value: *s,
            };
            return refold_identity(body, op, f);
        }
    }
    match identity(body, op) {
        Fold::None => reshape_constant(ctx, body, op, *v),
        f => f,
    }
}

/// A `vector.shape_cast` of a dense constant is the constant's elements
/// in the result's shape.
fn reshape_constant(ctx: &Context, body: &Body, op: Op, v: Value) -> Fold {
    let Some(a) = crate::conversion::arith_fold::const_attr(ctx, body, v) else {
        return Fold::None;
    };
    let AttrData::DenseElements { splat, values, .. } = ctx.attr_data(a) else {
        return Fold::None;
    };
    let ty = body.value_type(body.result(op, 0));
    one(FoldResult::Attr(ctx.intern_attr(AttrData::DenseElements {
        ty,
        splat: *splat,
        values: values.clone(),
    })))
}

/// Operand `index` of `op` may read the source of the `memref.cast`
/// defining it when that cast can fold into its consumer.
pub(crate) fn through_memref_cast(ctx: &Context, body: &Body, op: Op, index: usize) -> Fold {
    let Some(&v) = body.operands(op).get(index) else {
        return Fold::None;
    };
    let Some((cast, Opcode::MemrefCast)) = def(body, v) else {
        return Fold::None;
    };
    let [src] = body.operands(cast) else {
        return Fold::None;
    };
    if !can_fold_into_consumer(ctx, body.value_type(*src), body.value_type(v)) {
        return Fold::None;
    }
    Fold::Operand {
        index: index as u32,
        value: *src,
    }
}

/// MLIR's `memref::CastOp::canFoldIntoConsumerOp`: ranked memrefs of one
/// element type and rank, strided layouts, and no size, offset or stride
/// made more static by the cast.
fn can_fold_into_consumer(ctx: &Context, from: TypeId, to: TypeId) -> bool {
    let (
        TypeData::MemRef {
            shape: fs,
            elem: fe,
            ..
        },
        TypeData::MemRef {
            shape: ts,
            elem: te,
            ..
        },
    ) = (ctx.type_data(from), ctx.type_data(to))
    else {
        return false;
    };
    if fe != te || fs.len() != ts.len() {
        return false;
    }
    let (Some((f_strides, f_off)), Some((t_strides, t_off))) =
        (strides_and_offset(ctx, from), strides_and_offset(ctx, to))
    else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(fs.iter().zip(ts.iter()).any(|(&a, &b)| more_static(a, b))
        || more_static(f_off, t_off)
        || f_strides
            .iter()
            .zip(&t_strides)
            .any(|(&a, &b)| more_static(a, b)))
}

/// `memref.copy` reads both its operands through `memref.cast`s that can
/// fold into it.
pub(crate) fn copy(ctx: &Context, body: &Body, op: Op) -> Fold {
    let mut changes: smallvec::SmallVec<[(u32, Value); 2]> = smallvec::SmallVec::new();
    for i in 0..2 {
        if let Fold::Operand { index, value } = through_memref_cast(ctx, body, op, i) {
            changes.push((index, value));
        }
    }
    if changes.is_empty() {
        Fold::None
    } else {
        Fold::Operands(changes)
    }
}

/// `vector.extract` / `vector.insert` whose first operand has the result's
/// type (no position): that operand.
pub(crate) fn whole_vector(body: &Body, op: Op) -> Fold {
    match body.operands(op).first() {
        Some(&v)
            if body.op(op).num_results == 1
                && body.value_type(v) == body.value_type(body.result(op, 0)) =>
        {
            one(FoldResult::Value(v))
        }
        _ => Fold::None,
    }
}
