//! memref's folders that absorb `memref.cast`s into their users (MLIR 22's
//! `foldMemRefCast` and `CopyOp::fold`), in place:
//! - `dealloc`, `load`, `store`, `atomic_rmw`, `prefetch`: every memref
//!   operand (not the stored value) that is a cast of a ranked memref
//!   takes the cast's source;
//! - `copy`: each operand that is a cast MLIR's `canFoldIntoConsumerOp`
//!   accepts (same element type and rank, the source not less static in
//!   any size, stride or offset) takes the cast's source.

use strata_ir::body::ValueDef;
use strata_ir::dialect::memref::layout;
use strata_ir::{Context, Op, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::driver::Driver;
use super::fold::Folded;

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    let opcode = d.body.op(op).opcode;
    // The operand that is a stored value, not an accessed memref.
    let inner = match opcode {
        Opcode::MemrefStore | Opcode::MemrefAtomicRmw => d.body.operands(op).first().copied(),
        _ => None,
    };
    let mut folded = false;
    for i in 0..d.body.operands(op).len() {
        let v = d.body.operands(op)[i];
        if Some(v) == inner {
            continue;
        }
        let Some(src) = cast_source(d, v) else {
            continue;
        };
        let ok = if opcode == Opcode::MemrefCopy {
            can_fold_into_consumer(d.ctx, d.body.value_type(src), d.body.value_type(v))
        } else {
            matches!(
                d.ctx.type_data(d.body.value_type(src)),
                TypeData::MemRef { .. }
            )
        };
        if ok {
            d.set_operand(op, i, src);
            folded = true;
        }
    }
    if folded {
        Folded::InPlace
    } else {
        Folded::Nothing
    }
}

/// The source of the `memref.cast` defining `v`.
fn cast_source(d: &Driver, v: Value) -> Option<Value> {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return None;
    };
    if d.body.op(op).opcode != Opcode::MemrefCast {
        return None;
    }
    d.body.operands(op).first().copied()
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: the cast only makes sizes,
/// strides or offset less static.
fn can_fold_into_consumer(ctx: &Context, src: TypeId, dst: TypeId) -> bool {
    let (Some(s), Some(t)) = (layout::ranked(ctx, src), layout::ranked(ctx, dst)) else {
        return false;
    };
    if s.elem != t.elem || s.shape.len() != t.shape.len() {
        return false;
    }
    let (Some((s_strides, s_off)), Some((t_strides, t_off))) = (
        layout::strides_and_offset(ctx, src),
        layout::strides_and_offset(ctx, dst),
    ) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(s.shape
        .iter()
        .zip(t.shape)
        .any(|(&a, &b)| more_static(a, b))
        || more_static(s_off, t_off)
        || s_strides
            .iter()
            .zip(&t_strides)
            .any(|(&a, &b)| more_static(a, b)))
}
