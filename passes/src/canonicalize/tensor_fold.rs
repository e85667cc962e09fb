//! tensor's folders (MLIR 22's `TensorOps.cpp`), materialized as
//! `arith.constant`:
//! - `tensor.extract` of a constant at constant indices is the element;
//! - `tensor.dim` at a constant index of a static size is that size, and
//!   one of a `tensor.cast` that only made the type less static reads the
//!   cast's source instead (in place, `foldTensorCast`).

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::body::ValueDef;
use strata_ir::{AttrId, Op, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::driver::Driver;
use super::fold::Folded;
use crate::conversion::arith_fold;

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    match d.body.op(op).opcode {
        Opcode::TensorExtract => fold_extract(d, op),
        Opcode::TensorDim => fold_dim(d, op),
        _ => Folded::Nothing,
    }
}

/// The `arith.constant` attribute defining `v`.
fn constant_attr(d: &Driver, v: Value) -> Option<AttrId> {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return None;
    };
    if d.body.op(op).opcode != Opcode::ArithConstant {
        return None;
    }
    d.ctx.dict_get(d.body.op(op).attrs, d.names.value)
}

fn index_const(d: &Driver, v: Value) -> Option<i128> {
    arith_fold::int_const(d.ctx, d.body, v)
        .filter(|c| c.scalar)
        .map(|c| c.values[0])
}

fn fold_extract(d: &mut Driver, op: Op) -> Folded {
    let Some((&tensor, indices)) = d.body.operands(op).split_first() else {
        return Folded::Nothing;
    };
    let Some(attr) = constant_attr(d, tensor) else {
        return Folded::Nothing;
    };
    let AttrData::DenseElements { splat, values, .. } = d.ctx.attr_data(attr) else {
        return Folded::Nothing;
    };
    let TypeData::RankedTensor { shape, .. } = d.ctx.type_data(d.body.value_type(tensor)) else {
        return Folded::Nothing;
    };
    let at = if *splat {
        Some(0)
    } else {
        let idx: Option<SmallVec<[i128; 4]>> = indices.iter().map(|&v| index_const(d, v)).collect();
        idx.and_then(|idx| linear_index(shape, &idx))
    };
    let Some(at) = at else {
        return Folded::Nothing;
    };
    let ty = d.body.value_type(d.body.result(op, 0));
    let element = match values {
        DenseValues::Int(v) => v.get(at).map(|&x| match ty {
            TypeId::I1 if x & 1 == 1 => AttrId::TRUE,
            TypeId::I1 => AttrId::FALSE,
            _ => d.ctx.int_attr(ty, x),
        }),
        DenseValues::Float(v) => v
            .get(at)
            .map(|&bits| d.ctx.intern_attr(AttrData::Float { ty, bits })),
        DenseValues::String(_) => None,
    };
    let Some(element) = element else {
        return Folded::Nothing;
    };
    let c = d.materialize_constant(op, element, ty);
    d.replace_op(op, &[c]);
    Folded::Replaced
}

/// The row-major position of `idx` in `shape`, when in bounds.
fn linear_index(shape: &[i64], idx: &[i128]) -> Option<usize> {
    if shape.len() != idx.len() {
        return None;
    }
    let mut at: usize = 0;
    for (&n, &i) in shape.iter().zip(idx) {
        if n == DYNAMIC || i < 0 || i >= i128::from(n) {
            return None;
        }
        at = at.checked_mul(usize::try_from(n).ok()?)? + usize::try_from(i).ok()?;
    }
    Some(at)
}

fn fold_dim(d: &mut Driver, op: Op) -> Folded {
    let [source, index] = *d.body.operands(op) else {
        return Folded::Nothing;
    };
    let Some(i) = index_const(d, index) else {
        return Folded::Nothing;
    };
    let TypeData::RankedTensor { shape, .. } = d.ctx.type_data(d.body.value_type(source)) else {
        return Folded::Nothing;
    };
    let Some(&n) = usize::try_from(i).ok().and_then(|i| shape.get(i)) else {
        return Folded::Nothing;
    };
    if n != DYNAMIC {
        let attr = d.ctx.int_attr(TypeId::INDEX, i128::from(n));
        let c = d.materialize_constant(op, attr, TypeId::INDEX);
        d.replace_op(op, &[c]);
        return Folded::Replaced;
    }
    // dim(cast(x)) -> dim(x) when the cast only dropped static sizes.
    let ValueDef::Result { op: cast, .. } = d.body.value(source).def else {
        return Folded::Nothing;
    };
    if d.body.op(cast).opcode != Opcode::TensorCast {
        return Folded::Nothing;
    }
    let Some(&src) = d.body.operands(cast).first() else {
        return Folded::Nothing;
    };
    if !keeps_static_info(d, d.body.value_type(source), d.body.value_type(src)) {
        return Folded::Nothing;
    }
    d.set_operand(op, 0, src);
    Folded::InPlace
}

/// MLIR's `preservesStaticInformation(cast, source)`: both ranked, same
/// element type, rank and encoding, and no size static in the cast's type
/// but dynamic in the source.
fn keeps_static_info(d: &Driver, cast: TypeId, source: TypeId) -> bool {
    let (
        TypeData::RankedTensor {
            shape: cs,
            elem: ce,
            encoding: cenc,
        },
        TypeData::RankedTensor {
            shape: ss,
            elem: se,
            encoding: senc,
        },
    ) = (d.ctx.type_data(cast), d.ctx.type_data(source))
    else {
        return false;
    };
    ce == se
        && cenc == senc
        && cs.len() == ss.len()
        && !cs
            .iter()
            .zip(ss.iter())
            .any(|(&c, &s)| c != DYNAMIC && s == DYNAMIC)
}
