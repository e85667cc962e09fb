//! spirv's integer and boolean folders (MLIR 22's
//! `SPIRVCanonicalization.cpp` and `SelectOp::fold`), on scalars: the
//! identities (`x + 0`, `x * 1`, `x - x`, `x << 0`, `x & x`, `!!x`, a
//! select of equal values or on a constant, ...) and constant folding
//! where the result is defined (no division by zero or overflowing
//! division, no shift past the width). Constants are materialized as
//! `spirv.Constant`. Bitcast chains fold too, and `CompositeExtract` of
//! an insert at the same indices or of an element of a constant vector. Commutative ops with a constant first operand get
//! their operands swapped first, as MLIR's commutative trait fold does.

use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::body::ValueDef;
use strata_ir::opcode::traits;
use strata_ir::{AttrId, Op, Opcode, TypeId, Value};

use super::driver::Driver;
use super::fold::Folded;
use crate::conversion::int_fold::{int_const_of_attr, mask, wrap};

/// What a folder gives: an existing value or a constant to materialize.
enum Out {
    Val(Value),
    Int(i128),
}

/// A scalar integer (or bool) constant operand: its value (sign-extended
/// at its width, `0`/`1` for `i1`) and width.
fn scalar(d: &Driver, v: Value) -> Option<(i128, u32)> {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return None;
    };
    if d.body.op(op).opcode != Opcode::SpirvConstant {
        return None;
    }
    let a = d.ctx.dict_get(d.body.op(op).attrs, d.names.value)?;
    let w = int_width(d, d.body.value_type(v))?;
    let c = int_const_of_attr(d.ctx, a, w).filter(|c| c.scalar)?;
    Some((wrap(c.values[0], w), w))
}

fn int_width(d: &Driver, ty: TypeId) -> Option<u32> {
    match d.ctx.type_data(ty) {
        strata_ir::TypeData::Integer { width, .. } if *width <= 64 => Some(*width),
        _ => None,
    }
}

fn is_const(d: &Driver, v: Value) -> bool {
    matches!(d.body.value(v).def, ValueDef::Result { op, .. }
        if super::driver::is_constant_like(d.body.op(op).opcode))
}

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    if d.body.op(op).num_results != 1 {
        return Folded::Nothing;
    }
    match d.body.op(op).opcode {
        Opcode::SpirvBitcast => return fold_bitcast(d, op),
        Opcode::SpirvCompositeExtract => return fold_composite_extract(d, op),
        _ => {}
    }
    match fold_value(d, op) {
        Some(Out::Val(v)) => {
            d.replace_op(op, &[v]);
            Folded::Replaced
        }
        Some(Out::Int(x)) => {
            let ty = d.body.value_type(d.body.result(op, 0));
            let Some(w) = int_width(d, ty) else {
                return Folded::Nothing;
            };
            // `true` / `false` are the parser's bool attributes.
            let attr: AttrId = if w == 1 {
                if x & 1 == 1 {
                    AttrId::TRUE
                } else {
                    AttrId::FALSE
                }
            } else {
                d.ctx.int_attr(ty, wrap(x, w))
            };
            let name = d.names.spirv_constant;
            let c = d.materialize(op, attr, ty, Opcode::SpirvConstant, name);
            d.replace_op(op, &[c]);
            Folded::Replaced
        }
        None => commute(d, op),
    }
}

/// The commutative trait's fold: constant operands move to the end.
fn commute(d: &mut Driver, op: Op) -> Folded {
    let opcode = d.body.op(op).opcode;
    match *d.body.operands(op) {
        [a, b] if opcode.has(traits::COMMUTATIVE) && is_const(d, a) && !is_const(d, b) => {
            d.set_operands(op, &[b, a]);
            Folded::InPlace
        }
        _ => Folded::Nothing,
    }
}

fn fold_value(d: &Driver, op: Op) -> Option<Out> {
    use Opcode::*;
    let opcode = d.body.op(op).opcode;
    let operands = d.body.operands(op);
    if let [x] = *operands {
        return fold_unary(d, opcode, x);
    }
    if opcode == SpirvSelect {
        let [c, t, f] = *operands else { return None };
        if t == f {
            return Some(Out::Val(t));
        }
        let (cv, _) = scalar(d, c)?;
        return Some(Out::Val(if cv != 0 { t } else { f }));
    }
    let [x, y] = *operands else { return None };
    let cx = scalar(d, x);
    let cy = scalar(d, y);
    let rhs = cy.map(|c| c.0);
    let both = |f: &dyn Fn(i128, i128, u32) -> Option<i128>| -> Option<Out> {
        let ((a, w), (b, _)) = (cx?, cy?);
        f(a, b, w).map(Out::Int)
    };
    let u = |v: i128, w: u32| (v as u128) & mask(w);
    let same = x == y;
    match opcode {
        SpirvIAdd => {
            if rhs == Some(0) {
                return Some(Out::Val(x));
            }
            both(&|a, b, _| Some(a + b))
        }
        SpirvIMul => {
            if rhs == Some(0) {
                return Some(Out::Val(y));
            }
            if rhs == Some(1) {
                return Some(Out::Val(x));
            }
            both(&|a, b, _| Some(a.wrapping_mul(b)))
        }
        SpirvISub => {
            if same {
                return Some(Out::Int(0));
            }
            both(&|a, b, _| Some(a - b))
        }
        SpirvSDiv | SpirvUDiv if rhs == Some(1) => Some(Out::Val(x)),
        SpirvSRem | SpirvUMod if rhs == Some(1) => Some(Out::Int(0)),
        SpirvSDiv => both(&|a, b, w| signed_ok(a, b, w).then(|| a / b)),
        SpirvSRem => both(&|a, b, w| signed_ok(a, b, w).then(|| a % b)),
        SpirvUDiv => both(&|a, b, w| (b != 0).then(|| (u(a, w) / u(b, w)) as i128)),
        SpirvUMod => both(&|a, b, w| (b != 0).then(|| (u(a, w) % u(b, w)) as i128)),
        SpirvShiftLeftLogical | SpirvShiftRightArithmetic | SpirvShiftRightLogical => {
            if rhs == Some(0) {
                return Some(Out::Val(x));
            }
            both(&|a, b, w| {
                if u(b, w) >= u128::from(w) {
                    return None;
                }
                let s = u(b, w) as u32;
                Some(match opcode {
                    SpirvShiftLeftLogical => ((u(a, w) << s) & mask(w)) as i128,
                    SpirvShiftRightArithmetic => a >> s,
                    _ => (u(a, w) >> s) as i128,
                })
            })
        }
        SpirvBitwiseAnd => {
            if same {
                return Some(Out::Val(x));
            }
            if let Some((m, w)) = cy {
                if m == 0 {
                    return Some(Out::Val(y));
                }
                if u(m, w) == mask(w) {
                    return Some(Out::Val(x));
                }
            }
            both(&|a, b, _| Some(a & b))
        }
        SpirvBitwiseOr => {
            if same {
                return Some(Out::Val(x));
            }
            if let Some((m, w)) = cy {
                if m == 0 {
                    return Some(Out::Val(x));
                }
                if u(m, w) == mask(w) {
                    return Some(Out::Val(y));
                }
            }
            both(&|a, b, _| Some(a | b))
        }
        SpirvBitwiseXor => {
            if rhs == Some(0) {
                return Some(Out::Val(x));
            }
            if same {
                return Some(Out::Int(0));
            }
            both(&|a, b, _| Some(a ^ b))
        }
        SpirvLogicalAnd => match rhs? {
            0 => Some(Out::Val(y)),
            _ => Some(Out::Val(x)),
        },
        SpirvLogicalOr => match rhs? {
            0 => Some(Out::Val(x)),
            _ => Some(Out::Val(y)),
        },
        SpirvLogicalNotEqual if rhs == Some(0) => Some(Out::Val(x)),
        SpirvLogicalEqual | SpirvIEqual if same => Some(Out::Int(1)),
        SpirvLogicalNotEqual | SpirvINotEqual if same => Some(Out::Int(0)),
        SpirvLogicalEqual | SpirvIEqual => both(&|a, b, _| Some(i128::from(a == b))),
        SpirvLogicalNotEqual | SpirvINotEqual => both(&|a, b, _| Some(i128::from(a != b))),
        SpirvSGreaterThan | SpirvSLessThan | SpirvUGreaterThan | SpirvULessThan if same => {
            Some(Out::Int(0))
        }
        SpirvSGreaterThanEqual
        | SpirvSLessThanEqual
        | SpirvUGreaterThanEqual
        | SpirvULessThanEqual
            if same =>
        {
            Some(Out::Int(1))
        }
        SpirvSGreaterThan => both(&|a, b, _| Some(i128::from(a > b))),
        SpirvSGreaterThanEqual => both(&|a, b, _| Some(i128::from(a >= b))),
        SpirvSLessThan => both(&|a, b, _| Some(i128::from(a < b))),
        SpirvSLessThanEqual => both(&|a, b, _| Some(i128::from(a <= b))),
        SpirvUGreaterThan => both(&|a, b, w| Some(i128::from(u(a, w) > u(b, w)))),
        SpirvUGreaterThanEqual => both(&|a, b, w| Some(i128::from(u(a, w) >= u(b, w)))),
        SpirvULessThan => both(&|a, b, w| Some(i128::from(u(a, w) < u(b, w)))),
        SpirvULessThanEqual => both(&|a, b, w| Some(i128::from(u(a, w) <= u(b, w)))),
        _ => None,
    }
}

/// Signed division is defined: no division by zero, no `MIN / -1`.
fn signed_ok(a: i128, b: i128, w: u32) -> bool {
    let min = -(1i128 << (w - 1));
    b != 0 && !(a == min && b == -1)
}

fn fold_unary(d: &Driver, opcode: Opcode, x: Value) -> Option<Out> {
    // `!!x` and `-(-x)`.
    if let ValueDef::Result { op: inner, .. } = d.body.value(x).def {
        if d.body.op(inner).opcode == opcode
            && matches!(
                opcode,
                Opcode::SpirvNot | Opcode::SpirvLogicalNot | Opcode::SpirvSNegate
            )
        {
            return d.body.operands(inner).first().map(|&v| Out::Val(v));
        }
    }
    let (a, _) = scalar(d, x)?;
    match opcode {
        Opcode::SpirvSNegate => Some(Out::Int(-a)),
        Opcode::SpirvNot => Some(Out::Int(!a)),
        Opcode::SpirvLogicalNot => Some(Out::Int(i128::from(a == 0))),
        _ => None,
    }
}

/// `spirv.Bitcast`: to its operand's own type it is the operand; of
/// another bitcast it is that one's operand when the types round-trip,
/// else it casts that operand directly (in place).
fn fold_bitcast(d: &mut Driver, op: Op) -> Folded {
    let [x] = *d.body.operands(op) else {
        return Folded::Nothing;
    };
    let ty = d.body.value_type(d.body.result(op, 0));
    if d.body.value_type(x) == ty {
        d.replace_op(op, &[x]);
        return Folded::Replaced;
    }
    let ValueDef::Result { op: prev, .. } = d.body.value(x).def else {
        return Folded::Nothing;
    };
    if d.body.op(prev).opcode != Opcode::SpirvBitcast {
        return Folded::Nothing;
    }
    let Some(&src) = d.body.operands(prev).first() else {
        return Folded::Nothing;
    };
    if d.body.value_type(src) == ty {
        d.replace_op(op, &[src]);
        return Folded::Replaced;
    }
    d.set_operand(op, 0, src);
    Folded::InPlace
}

/// `spirv.CompositeExtract`: through inserts at other indices to one at
/// the same indices (its object), or one element of a constant vector.
fn fold_composite_extract(d: &mut Driver, op: Op) -> Folded {
    let [mut composite] = *d.body.operands(op) else {
        return Folded::Nothing;
    };
    let Some(indices) = d.ctx.dict_get(d.body.op(op).attrs, d.names.indices) else {
        return Folded::Nothing;
    };
    while let ValueDef::Result { op: def, .. } = d.body.value(composite).def {
        if d.body.op(def).opcode != Opcode::SpirvCompositeInsert {
            break;
        }
        let [object, inner] = *d.body.operands(def) else {
            return Folded::Nothing;
        };
        if d.ctx.dict_get(d.body.op(def).attrs, d.names.indices) == Some(indices) {
            d.replace_op(op, &[object]);
            return Folded::Replaced;
        }
        composite = inner;
    }
    let ValueDef::Result { op: def, .. } = d.body.value(composite).def else {
        return Folded::Nothing;
    };
    if d.body.op(def).opcode != Opcode::SpirvConstant {
        return Folded::Nothing;
    }
    let Some(value) = d.ctx.dict_get(d.body.op(def).attrs, d.names.value) else {
        return Folded::Nothing;
    };
    let index = match d.ctx.attr_data(indices) {
        AttrData::Array(items) if items.len() == 1 => match d.ctx.attr_data(items[0]) {
            AttrData::Integer { value, .. } => usize::try_from(*value).ok(),
            _ => None,
        },
        _ => None,
    };
    let ty = d.body.value_type(d.body.result(op, 0));
    let element = match (index, d.ctx.attr_data(value)) {
        (
            Some(i),
            AttrData::DenseElements {
                splat, values: vs, ..
            },
        ) => {
            let i = if *splat { 0 } else { i };
            match vs {
                DenseValues::Int(v) => v.get(i).map(|&x| {
                    if ty == TypeId::I1 {
                        if x & 1 == 1 {
                            AttrId::TRUE
                        } else {
                            AttrId::FALSE
                        }
                    } else {
                        d.ctx.int_attr(ty, x)
                    }
                }),
                DenseValues::Float(v) => v
                    .get(i)
                    .map(|&bits| d.ctx.intern_attr(AttrData::Float { ty, bits })),
                DenseValues::String(_) => None,
            }
        }
        _ => None,
    };
    let Some(attr) = element else {
        return Folded::Nothing;
    };
    let name = d.names.spirv_constant;
    let c = d.materialize(op, attr, ty, Opcode::SpirvConstant, name);
    d.replace_op(op, &[c]);
    Folded::Replaced
}
