//! Folders of cast ops: `builtin.unrealized_conversion_cast`,
//! `tensor.cast`, `memref.cast`, and the memref ops that read through a
//! `memref.cast`.

use smallvec::SmallVec;
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

/// `memref.cast`: first reads through a `memref.cast` of a ranked memref
/// (in place), else the identity fold.
pub(crate) fn memref_cast(ctx: &Context, body: &Body, op: Op) -> Fold {
    match through_memref_casts(ctx, body, op, None) {
        Fold::None => identity(body, op),
        f => f,
    }
}

/// `vector.shape_cast`: to its own type it is its operand; else, of
/// another `vector.shape_cast` it reads that one's source (in place); of a
/// constant it is the reshaped constant.
pub(crate) fn shape_cast(ctx: &Context, body: &Body, op: Op) -> Fold {
    let [v] = body.operands(op) else {
        return Fold::None;
    };
    // A cast to its source's type first (MLIR's order): a cast of a cast
    // back to the inner source's type is that inner cast, not a new cast
    // of the inner source.
    if let f @ Fold::Replace(_) = identity(body, op) {
        return f;
    }
    if let Some((src, Opcode::VectorShapeCast)) = def(body, *v) {
        if let [s] = body.operands(src) {
            return Fold::Operand {
                index: 0,
                value: *s,
            };
        }
    }
    reshape_constant(ctx, body, op, *v)
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

/// MLIR's `foldMemRefCast`: every operand of `op` but `inner` that a
/// `memref.cast` of a ranked memref defines may read the cast's source
/// instead (in place). Whether the cast made the type more or less static
/// does not matter here (`memref.copy` is stricter: see `copy`).
pub(crate) fn through_memref_casts(
    ctx: &Context,
    body: &Body,
    op: Op,
    inner: Option<Value>,
) -> Fold {
    reads_through_casts(body, op, |v, src| {
        Some(v) != inner && matches!(ctx.type_data(body.value_type(src)), TypeData::MemRef { .. })
    })
}

/// Every operand `v` of `op` that a `memref.cast` of `src` defines, where
/// `through(v, src)` holds, reads `src` instead (in place).
fn reads_through_casts(body: &Body, op: Op, through: impl Fn(Value, Value) -> bool) -> Fold {
    let changes: SmallVec<[(u32, Value); 2]> = body
        .operands(op)
        .iter()
        .enumerate()
        .filter_map(|(i, &v)| {
            let src = memref_cast_source(body, v)?;
            through(v, src).then_some((i as u32, src))
        })
        .collect();
    match changes[..] {
        [] => Fold::None,
        [(index, value)] => Fold::Operand { index, value },
        _ => Fold::Operands(changes),
    }
}

/// The source of the `memref.cast` defining `v`.
fn memref_cast_source(body: &Body, v: Value) -> Option<Value> {
    let (cast, Opcode::MemrefCast) = def(body, v)? else {
        return None;
    };
    body.operands(cast).first().copied()
}

/// MLIR's `memref::CastOp::canFoldIntoConsumerOp`: ranked memrefs of one
/// element type and rank, strided layouts, and no size, offset or stride
/// made more static by the cast.
pub(crate) fn can_fold_into_consumer(ctx: &Context, from: TypeId, to: TypeId) -> bool {
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

/// `memref.copy` (MLIR's `CopyOp::fold`) reads each operand through a
/// `memref.cast` that can fold into it (`can_fold_into_consumer`).
pub(crate) fn copy(ctx: &Context, body: &Body, op: Op) -> Fold {
    reads_through_casts(body, op, |v, src| {
        can_fold_into_consumer(ctx, body.value_type(src), body.value_type(v))
    })
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
