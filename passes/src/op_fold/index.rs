//! Folders of the index dialect's ops, as MLIR 22 has them. An index
//! value's width is the target's, so a constant fold must hold at both 64
//! and 32 bits: the op is computed on the 64-bit values and on their low
//! 32 bits, and folds (to the 64-bit answer) only where the 64-bit answer's
//! low 32 bits are the 32-bit one. Besides: `x + 0`, `x - 0`, `x * 1`
//! (to `x`), `x * 0` (to a new 0), a compare of a value with itself, casts
//! of integer constants into `index`, and constants of commutative ops
//! moved right.

use strata_ir::attrs::AttrData;
use strata_ir::body::ValueDef;
use strata_ir::{AttrId, Body, Context, Op, Opcode, TypeId, Value};

use super::{one, Fold, FoldResult};
use crate::conversion::arith_fold;

/// Whether `opcode` has a folder here.
#[inline]
pub(crate) fn folds(opcode: Opcode) -> bool {
    opcode.dialect() == strata_ir::Dialect::Index
        && !matches!(
            opcode,
            Opcode::IndexConstant | Opcode::IndexBoolConstant | Opcode::IndexSizeof
        )
}

/// The integer constant defining `v` (an `index.constant`, or any
/// constant of an integer attribute), sign-extended to 64 bits.
fn constant(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    let d = body.op(op);
    let attr = match d.opcode {
        Opcode::IndexConstant => ctx.dict_get(d.attrs, strata_ir::Ident::VALUE)?,
        _ => arith_fold::const_attr(ctx, body, v)?,
    };
    let AttrData::Integer { ty, value } = *ctx.attr_data(attr) else {
        return None;
    };
    let width = arith_fold::int_width(ctx, ty)?;
    Some(sext(value, width))
}

fn sext(v: i128, width: u32) -> i64 {
    let shift = 128 - width.clamp(1, 64);
    ((v << shift) >> shift) as i64
}

/// `op(a, b)` at `bits` bits (64 or 32), on values already of that width
/// (sign-extended into an `i64`); `None` where it is undefined.
fn compute(opcode: Opcode, a: i64, b: i64, bits: u32) -> Option<i64> {
    use Opcode::*;
    let mask = |v: i64| if bits == 64 { v } else { i64::from(v as i32) };
    let (ua, ub) = if bits == 64 {
        (a as u64, b as u64)
    } else {
        (u64::from(a as u32), u64::from(b as u32))
    };
    let shift = (ub < u64::from(bits)).then_some(ub as u32);
    let r = match opcode {
        IndexAdd => a.wrapping_add(b),
        IndexSub => a.wrapping_sub(b),
        IndexMul => a.wrapping_mul(b),
        IndexDivs => a
            .checked_div(b)
            .or_else(|| (b == -1).then(|| a.wrapping_neg()))?,
        IndexDivu => (ua.checked_div(ub)?) as i64,
        IndexRems => {
            if b == 0 {
                return None;
            }
            a.wrapping_rem(b)
        }
        IndexRemu => (ua.checked_rem(ub)?) as i64,
        IndexCeildivs | IndexFloordivs => {
            if b == 0 {
                return None;
            }
            let (q, r) = (i128::from(a) / i128::from(b), i128::from(a) % i128::from(b));
            let adjust = r != 0 && ((r > 0) == (b > 0));
            let q = match (opcode, adjust, r != 0) {
                (IndexCeildivs, true, _) => q + 1,
                (IndexFloordivs, _, true) if (r > 0) != (b > 0) => q - 1,
                _ => q,
            };
            q as i64
        }
        IndexCeildivu => {
            if ub == 0 {
                return None;
            }
            (if ua == 0 { 0 } else { (ua - 1) / ub + 1 }) as i64
        }
        IndexMaxs => a.max(b),
        IndexMins => a.min(b),
        IndexMaxu => ua.max(ub) as i64,
        IndexMinu => ua.min(ub) as i64,
        IndexShl => (ua << shift?) as i64,
        IndexShrs => a >> shift?,
        IndexShru => (ua >> shift?) as i64,
        IndexAnd => a & b,
        IndexOr => a | b,
        IndexXor => a ^ b,
        _ => return None,
    };
    Some(mask(r))
}

/// A value's low 32 bits, sign-extended.
fn low32(v: i64) -> i64 {
    i64::from(v as i32)
}

pub(crate) fn fold(ctx: &Context, body: &Body, op: Op) -> Fold {
    let d = body.op(op);
    let opcode = d.opcode;
    let operands = body.operands(op);
    if d.num_results != 1 {
        return Fold::None;
    }
    let own = match (opcode, operands) {
        (Opcode::IndexCasts | Opcode::IndexCastu, &[x]) => cast(ctx, body, op, x),
        (Opcode::IndexCmp, &[a, b]) => cmp(ctx, body, op, a, b),
        (_, &[a, b]) => binary(ctx, body, opcode, a, b),
        _ => Fold::None,
    };
    match (own, operands) {
        // The constant moves right; MLIR then folds the op again as the
        // swap left it (`0 + x` is `x`), which this answers at once.
        (Fold::None, &[a, b]) => match super::commute(body, op) {
            Fold::Operands(swap) => match binary(ctx, body, opcode, b, a) {
                Fold::Replace(r) => Fold::Replace(r),
                _ => Fold::Operands(swap),
            },
            f => f,
        },
        (f, _) => f,
    }
}

/// An integer constant cast into `index`: extended to 64 bits.
fn cast(ctx: &Context, body: &Body, op: Op, x: Value) -> Fold {
    if body.value_type(body.result(op, 0)) != TypeId::INDEX {
        return Fold::None;
    }
    let Some(attr) = arith_fold::const_attr(ctx, body, x) else {
        return Fold::None;
    };
    let AttrData::Integer { ty, value } = *ctx.attr_data(attr) else {
        return Fold::None;
    };
    let Some(width) = arith_fold::int_width(ctx, ty) else {
        return Fold::None;
    };
    let v = if body.op(op).opcode == Opcode::IndexCasts {
        sext(value, width)
    } else {
        crate::conversion::int_fold::zext(value, width) as i64
    };
    one(FoldResult::Attr(ctx.int_attr(TypeId::INDEX, i128::from(v))))
}

fn cmp(ctx: &Context, body: &Body, op: Op, a: Value, b: Value) -> Fold {
    let Some(p) = strata_ir::dialect::dict_lookup(ctx, body.op(op).attrs, "pred")
        .and_then(|x| strata_ir::dialect::index::predicate_of(ctx, x))
    else {
        return Fold::None;
    };
    let t = if a == b {
        matches!(p, 0 | 3 | 5 | 7 | 9)
    } else {
        let (Some(x), Some(y)) = (constant(ctx, body, a), constant(ctx, body, b)) else {
            return Fold::None;
        };
        // (`index.cmp` numbers its predicates as `arith.cmpi` does.)
        let at = |bits, x: i64, y: i64| arith_fold::cmp_int(p as i128, x.into(), y.into(), bits);
        match (at(64, x, y), at(32, low32(x), low32(y))) {
            (Some(w), Some(n)) if w == n => w,
            _ => return Fold::None,
        }
    };
    one(FoldResult::Attr(if t {
        AttrId::TRUE
    } else {
        AttrId::FALSE
    }))
}

fn binary(ctx: &Context, body: &Body, opcode: Opcode, a: Value, b: Value) -> Fold {
    let (ca, cb) = (constant(ctx, body, a), constant(ctx, body, b));
    if let (Some(x), Some(y)) = (ca, cb) {
        let wide = compute(opcode, x, y, 64);
        let narrow = compute(opcode, low32(x), low32(y), 32);
        return match (wide, narrow) {
            (Some(w), Some(n)) if low32(w) == n => {
                one(FoldResult::Attr(ctx.int_attr(TypeId::INDEX, i128::from(w))))
            }
            _ => Fold::None,
        };
    }
    match (opcode, cb) {
        (Opcode::IndexAdd | Opcode::IndexSub, Some(0)) | (Opcode::IndexMul, Some(1)) => {
            one(FoldResult::Value(a))
        }
        // (A constant, not the operand: a conversion that cannot make
        // the constant keeps the op.)
        (Opcode::IndexMul, Some(0)) => one(FoldResult::Attr(ctx.int_attr(TypeId::INDEX, 0))),
        _ => Fold::None,
    }
}
