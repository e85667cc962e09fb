//! spirv's integer and boolean folders (MLIR 22's
//! `SPIRVCanonicalization.cpp` and `SelectOp::fold`), shared by the
//! canonicalizer and the conversions' fold before patterns.
//!
//! - Identities (`x + 0`, `x * 1`, `x - x`, `x << 0`, `x & x`, `!!x`, a
//!   select of equal values or on a constant, ...) give an existing value;
//!   the constant operand they test may be a scalar or a splat vector.
//! - Constant folding where the result is defined (no division by zero or
//!   overflowing division, no shift past the width), on scalars only,
//!   gives a constant attribute (the caller materializes `spirv.Constant`).
//!   `x && false` and `x || true` give the constant operand's attribute,
//!   not the operand, as MLIR's folders return the adaptor's attribute.
//! - `spirv.Bitcast` chains: a bitcast of a bitcast reads the first one's
//!   operand (in place), or is it when the types round-trip.
//! - `spirv.CompositeExtract` of an insert at the same indices is the
//!   inserted object; of a constant vector, that element.
//! - Commutative ops with a constant first operand swap their operands
//!   (the commutative trait's fold, in place); MLIR then folds the changed
//!   op again, so the swapped op's own fold, if any, is the answer.

use smallvec::smallvec;
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::body::ValueDef;
use strata_ir::dialect::dict_lookup;
use strata_ir::opcode::traits;
use strata_ir::{AttrId, Body, Context, Dialect, Op, Opcode, TypeData, TypeId, Value};

use super::{is_constant_like, one, Fold, FoldResult};
use crate::conversion::int_fold::{int_const_of_attr, mask, wrap};

/// What an op folds to before its result type is looked at.
enum Out {
    /// An existing value.
    Val(Value),
    /// A scalar integer (sign-extended at the result's width; 0/1 for `i1`).
    Int(i128),
    /// An existing constant attribute of the result's type.
    Attr(AttrId),
}

/// A constant integer operand: a scalar, or the element of a splat
/// vector (`splat`), wrapped at its width.
#[derive(Clone, Copy)]
struct Const {
    value: i128,
    width: u32,
    splat: bool,
    attr: AttrId,
}

/// Whether `opcode` has a folder here (cheap: checked for every op a
/// conversion visits).
#[inline]
pub(crate) fn folds(opcode: Opcode) -> bool {
    use Opcode::*;
    // One table look-up settles the ops of other dialects.
    opcode.dialect() == Dialect::Spirv
        && (opcode.has(traits::COMMUTATIVE)
            || matches!(
                opcode,
                SpirvIAdd
                    | SpirvIMul
                    | SpirvISub
                    | SpirvSDiv
                    | SpirvUDiv
                    | SpirvSRem
                    | SpirvUMod
                    | SpirvSNegate
                    | SpirvNot
                    | SpirvLogicalNot
                    | SpirvLogicalAnd
                    | SpirvLogicalOr
                    | SpirvLogicalEqual
                    | SpirvLogicalNotEqual
                    | SpirvIEqual
                    | SpirvINotEqual
                    | SpirvSGreaterThan
                    | SpirvSGreaterThanEqual
                    | SpirvSLessThan
                    | SpirvSLessThanEqual
                    | SpirvUGreaterThan
                    | SpirvUGreaterThanEqual
                    | SpirvULessThan
                    | SpirvULessThanEqual
                    | SpirvShiftLeftLogical
                    | SpirvShiftRightArithmetic
                    | SpirvShiftRightLogical
                    | SpirvBitwiseAnd
                    | SpirvBitwiseOr
                    | SpirvBitwiseXor
                    | SpirvSelect
                    | SpirvBitcast
                    | SpirvCompositeExtract
            ))
}

/// One round of spirv op `op`'s folder.
pub(crate) fn fold(ctx: &Context, body: &Body, op: Op) -> Fold {
    if body.op(op).num_results != 1 {
        return Fold::None;
    }
    let opcode = body.op(op).opcode;
    match opcode {
        Opcode::SpirvBitcast => return bitcast(body, op),
        Opcode::SpirvCompositeExtract => return composite_extract(ctx, body, op),
        _ => {}
    }
    let ty = body.value_type(body.result(op, 0));
    let operands = body.operands(op);
    if let Some(out) = fold_value(ctx, body, opcode, operands) {
        // A constant of a type the folder does not build (a vector) is
        // still a successful fold in MLIR: the trait's swap is not tried.
        return answer(ctx, ty, out).unwrap_or(Fold::None);
    }
    // The commutative trait's fold: a constant first operand moves to the
    // end. MLIR folds the changed op again, so the answer is the swapped
    // op's fold when it has one (`x || true` gives a constant: a caller
    // that cannot keep it rolls back the swap too, as MLIR does), else the
    // swap alone.
    match *operands {
        [a, b] if opcode.has(traits::COMMUTATIVE) && is_const(body, a) && !is_const(body, b) => {
            fold_value(ctx, body, opcode, &[b, a])
                .and_then(|out| answer(ctx, ty, out))
                .unwrap_or_else(|| Fold::Operands(smallvec![(0, b), (1, a)]))
        }
        _ => Fold::None,
    }
}

/// `out` as a result of type `ty`.
fn answer(ctx: &Context, ty: TypeId, out: Out) -> Option<Fold> {
    Some(one(match out {
        Out::Val(v) => FoldResult::Value(v),
        Out::Attr(a) => FoldResult::Attr(a),
        Out::Int(x) => {
            let w = int_width(ctx, ty)?;
            // `true` / `false` are the parser's bool attributes.
            FoldResult::Attr(if w == 1 {
                if x & 1 == 1 {
                    AttrId::TRUE
                } else {
                    AttrId::FALSE
                }
            } else {
                ctx.int_attr(ty, wrap(x, w))
            })
        }
    }))
}

fn int_width(ctx: &Context, ty: TypeId) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } if *width <= 64 => Some(*width),
        _ => None,
    }
}

fn def_of(body: &Body, v: Value) -> Option<Op> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::BlockArg { .. } => None,
    }
}

fn is_const(body: &Body, v: Value) -> bool {
    def_of(body, v).is_some_and(|op| is_constant_like(body.op(op).opcode))
}

/// The `spirv.Constant` integer (or bool) scalar or splat defining `v`.
fn constant(ctx: &Context, body: &Body, v: Value) -> Option<Const> {
    let op = def_of(body, v)?;
    if body.op(op).opcode != Opcode::SpirvConstant {
        return None;
    }
    let attr = ctx.dict_get(body.op(op).attrs, strata_ir::Ident::VALUE)?;
    let elem = match ctx.type_data(body.value_type(v)) {
        TypeData::Vector { elem, .. } => *elem,
        _ => body.value_type(v),
    };
    let width = int_width(ctx, elem)?;
    let c = int_const_of_attr(ctx, attr, width)?;
    if !c.scalar && !c.splat {
        return None;
    }
    Some(Const {
        value: wrap(c.values[0], width),
        width,
        splat: !c.scalar,
        attr,
    })
}

fn fold_value(ctx: &Context, body: &Body, opcode: Opcode, operands: &[Value]) -> Option<Out> {
    use Opcode::*;
    if let [x] = *operands {
        return fold_unary(ctx, body, opcode, x);
    }
    if opcode == SpirvSelect {
        let [c, t, f] = *operands else { return None };
        if t == f {
            return Some(Out::Val(t));
        }
        let cv = constant(ctx, body, c)?;
        return Some(Out::Val(if cv.value != 0 { t } else { f }));
    }
    let [x, y] = *operands else { return None };
    let cx = constant(ctx, body, x);
    let cy = constant(ctx, body, y);
    let rhs = cy.map(|c| c.value);
    // Constant folding: scalars only.
    let both = |f: &dyn Fn(i128, i128, u32) -> Option<i128>| -> Option<Out> {
        let (a, b) = (cx.filter(|c| !c.splat)?, cy.filter(|c| !c.splat)?);
        f(a.value, b.value, a.width).map(Out::Int)
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
            if let Some(c) = cy {
                if c.value == 0 {
                    return Some(Out::Val(y));
                }
                if u(c.value, c.width) == mask(c.width) {
                    return Some(Out::Val(x));
                }
            }
            both(&|a, b, _| Some(a & b))
        }
        SpirvBitwiseOr => {
            if same {
                return Some(Out::Val(x));
            }
            if let Some(c) = cy {
                if c.value == 0 {
                    return Some(Out::Val(x));
                }
                if u(c.value, c.width) == mask(c.width) {
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
        // `x && false` and `x || true` are the constant itself.
        SpirvLogicalAnd => {
            let c = cy?;
            Some(if c.value == 0 {
                Out::Attr(c.attr)
            } else {
                Out::Val(x)
            })
        }
        SpirvLogicalOr => {
            let c = cy?;
            Some(if c.value == 0 {
                Out::Val(x)
            } else {
                Out::Attr(c.attr)
            })
        }
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

fn fold_unary(ctx: &Context, body: &Body, opcode: Opcode, x: Value) -> Option<Out> {
    // `!!x` and `-(-x)`.
    if let Some(inner) = def_of(body, x) {
        if body.op(inner).opcode == opcode
            && matches!(
                opcode,
                Opcode::SpirvNot | Opcode::SpirvLogicalNot | Opcode::SpirvSNegate
            )
        {
            return body.operands(inner).first().map(|&v| Out::Val(v));
        }
    }
    let a = constant(ctx, body, x).filter(|c| !c.splat)?.value;
    match opcode {
        Opcode::SpirvSNegate => Some(Out::Int(-a)),
        Opcode::SpirvNot => Some(Out::Int(!a)),
        Opcode::SpirvLogicalNot => Some(Out::Int(i128::from(a == 0))),
        _ => None,
    }
}

/// `spirv.Bitcast`: to its operand's own type it is the operand; of
/// another bitcast it reads that one's operand (in place), and MLIR folds
/// it again: down the chain until an operand has the result's type (the
/// op is that operand) or is no bitcast (the op reads it).
fn bitcast(body: &Body, op: Op) -> Fold {
    let [x] = *body.operands(op) else {
        return Fold::None;
    };
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(x) == ty {
        return one(FoldResult::Value(x));
    }
    let mut src = x;
    while let Some(prev) = def_of(body, src).filter(|&p| body.op(p).opcode == Opcode::SpirvBitcast)
    {
        let Some(&inner) = body.operands(prev).first() else {
            break;
        };
        if body.value_type(inner) == ty {
            return one(FoldResult::Value(inner));
        }
        src = inner;
    }
    if src == x {
        Fold::None
    } else {
        Fold::Operand {
            index: 0,
            value: src,
        }
    }
}

/// `spirv.CompositeExtract`: through inserts at other indices to one at
/// the same indices (its object), or one element of a constant vector.
fn composite_extract(ctx: &Context, body: &Body, op: Op) -> Fold {
    let [mut composite] = *body.operands(op) else {
        return Fold::None;
    };
    let Some(indices) = dict_lookup(ctx, body.op(op).attrs, "indices") else {
        return Fold::None;
    };
    while let Some(def) = def_of(body, composite) {
        if body.op(def).opcode != Opcode::SpirvCompositeInsert {
            break;
        }
        let [object, inner] = *body.operands(def) else {
            return Fold::None;
        };
        if dict_lookup(ctx, body.op(def).attrs, "indices") == Some(indices) {
            return one(FoldResult::Value(object));
        }
        composite = inner;
    }
    let Some(def) = def_of(body, composite) else {
        return Fold::None;
    };
    if body.op(def).opcode != Opcode::SpirvConstant {
        return Fold::None;
    }
    let Some(value) = ctx.dict_get(body.op(def).attrs, strata_ir::Ident::VALUE) else {
        return Fold::None;
    };
    let index = match ctx.attr_data(indices) {
        AttrData::Array(items) if items.len() == 1 => match ctx.attr_data(items[0]) {
            AttrData::Integer { value, .. } => usize::try_from(*value).ok(),
            _ => None,
        },
        _ => None,
    };
    let ty = body.value_type(body.result(op, 0));
    let element = match (index, ctx.attr_data(value)) {
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
                        ctx.int_attr(ty, x)
                    }
                }),
                DenseValues::Float(v) => v
                    .get(i)
                    .map(|&bits| ctx.intern_attr(AttrData::Float { ty, bits })),
                DenseValues::String(_) => None,
            }
        }
        _ => None,
    };
    element.map_or(Fold::None, |a| one(FoldResult::Attr(a)))
}
