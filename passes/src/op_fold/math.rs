//! The math dialect's constant folders (those MLIR 22 has): scalar `f32`
//! and `f64` operands for the float ones (libm's functions, as MLIR calls
//! them), integers up to 64 bits for the integer ones. A NaN result is
//! left unfolded (`APFloat` may pick another payload).

use strata_ir::{AttrData, Body, Context, Op, Opcode, TypeId, Value};

use super::{one, Fold, FoldResult};
use crate::conversion::arith_fold::{const_attr, int_attr, int_const, is_poison};
use crate::conversion::int_fold::{mask, wrap, zext};

/// Whether `opcode` is a math op with a constant folder here.
#[inline]
pub(crate) fn folds(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        MathAbsf
            | MathAbsi
            | MathAcos
            | MathAsin
            | MathAtan
            | MathAtan2
            | MathCeil
            | MathCopysign
            | MathCos
            | MathCosh
            | MathCtlz
            | MathCtpop
            | MathCttz
            | MathExp
            | MathExp2
            | MathExpm1
            | MathFloor
            | MathIpowi
            | MathIsfinite
            | MathIsinf
            | MathIsnan
            | MathIsnormal
            | MathLog
            | MathLog10
            | MathLog1p
            | MathLog2
            | MathPowf
            | MathRound
            | MathRoundeven
            | MathSin
            | MathSinh
            | MathSqrt
            | MathTan
            | MathTanh
            | MathTrunc
    )
}

/// A scalar float constant operand.
#[derive(Clone, Copy)]
enum F {
    F32(f32),
    F64(f64),
}

impl F {
    fn negative(self) -> bool {
        match self {
            F::F32(x) => x.is_sign_negative(),
            F::F64(x) => x.is_sign_negative(),
        }
    }
}

fn float(ctx: &Context, body: &Body, v: Value) -> Option<F> {
    let ty = body.value_type(v);
    if ty != TypeId::F32 && ty != TypeId::F64 {
        return None;
    }
    let AttrData::Float { bits, .. } = ctx.attr_data(const_attr(ctx, body, v)?) else {
        return None;
    };
    Some(if ty == TypeId::F32 {
        F::F32(f32::from_bits(*bits as u32))
    } else {
        F::F64(f64::from_bits(*bits as u64))
    })
}

fn float_result(ctx: &Context, ty: TypeId, x: F) -> Fold {
    let bits = match x {
        F::F32(x) if !x.is_nan() => u128::from(x.to_bits()),
        F::F64(x) if !x.is_nan() => u128::from(x.to_bits()),
        _ => return Fold::None,
    };
    one(FoldResult::Attr(
        ctx.intern_attr(AttrData::Float { ty, bits }),
    ))
}

/// Applies `f32`/`f64` functions to a float constant.
fn unary(x: F, f: fn(f32) -> f32, d: fn(f64) -> f64) -> F {
    match x {
        F::F32(x) => F::F32(f(x)),
        F::F64(x) => F::F64(d(x)),
    }
}

pub(crate) fn fold(ctx: &Context, body: &Body, op: Op) -> Fold {
    use Opcode::*;
    let opcode = body.op(op).opcode;
    let operands = body.operands(op);
    if body.op(op).num_results != 1 {
        return Fold::None;
    }
    let rty = body.value_type(body.result(op, 0));
    // MLIR's common constant folders, which all but the classifications
    // use, fold a poison operand to poison.
    let classifies = matches!(opcode, MathIsnan | MathIsinf | MathIsfinite | MathIsnormal);
    if !classifies && operands.iter().any(|&v| is_poison(body, v)) {
        return one(FoldResult::Attr(strata_ir::AttrId::UB_POISON));
    }
    match (opcode, operands) {
        (MathAbsi | MathCtlz | MathCttz | MathCtpop, [a]) => int_unary(ctx, body, opcode, *a, rty),
        (MathIpowi, [a, b]) => ipowi(ctx, body, *a, *b, rty),
        (MathIsnan | MathIsinf | MathIsfinite | MathIsnormal, [a]) => {
            let Some(x) = float(ctx, body, *a) else {
                return Fold::None;
            };
            let x = match x {
                F::F32(x) => f64::from(x),
                F::F64(x) => x,
            };
            let normal = match float(ctx, body, *a) {
                Some(F::F32(x)) => x.is_normal(),
                Some(F::F64(x)) => x.is_normal(),
                None => false,
            };
            let b = match opcode {
                MathIsnan => x.is_nan(),
                MathIsinf => x.is_infinite(),
                MathIsfinite => x.is_finite(),
                _ => normal,
            };
            int_attr(ctx, rty, vec![i128::from(b)], false)
                .map_or(Fold::None, |a| one(FoldResult::Attr(a)))
        }
        (_, [a]) => {
            let Some(x) = float(ctx, body, *a) else {
                return Fold::None;
            };
            let r = match opcode {
                MathAbsf => unary(x, f32::abs, f64::abs),
                MathCeil => unary(x, f32::ceil, f64::ceil),
                MathFloor => unary(x, f32::floor, f64::floor),
                MathRound => unary(x, f32::round, f64::round),
                MathRoundeven => unary(x, f32::round_ties_even, f64::round_ties_even),
                MathTrunc => unary(x, f32::trunc, f64::trunc),
                MathSqrt if !x.negative() => unary(x, f32::sqrt, f64::sqrt),
                MathLog if !x.negative() => unary(x, f32::ln, f64::ln),
                MathLog2 if !x.negative() => unary(x, f32::log2, f64::log2),
                MathLog10 if !x.negative() => unary(x, f32::log10, f64::log10),
                MathLog1p => {
                    let below = match x {
                        F::F32(x) => (x + 1.0).is_sign_negative(),
                        F::F64(x) => (x + 1.0).is_sign_negative(),
                    };
                    if below {
                        return Fold::None;
                    }
                    unary(x, f32::ln_1p, f64::ln_1p)
                }
                MathSin => unary(x, f32::sin, f64::sin),
                MathCos => unary(x, f32::cos, f64::cos),
                MathTan => unary(x, f32::tan, f64::tan),
                MathAsin => unary(x, f32::asin, f64::asin),
                MathAcos => unary(x, f32::acos, f64::acos),
                MathAtan => unary(x, f32::atan, f64::atan),
                MathSinh => unary(x, f32::sinh, f64::sinh),
                MathCosh => unary(x, f32::cosh, f64::cosh),
                MathTanh => unary(x, f32::tanh, f64::tanh),
                MathExp => unary(x, f32::exp, f64::exp),
                MathExp2 => unary(x, f32::exp2, f64::exp2),
                MathExpm1 => unary(x, f32::exp_m1, f64::exp_m1),
                _ => return Fold::None,
            };
            float_result(ctx, rty, r)
        }
        (MathCopysign | MathPowf | MathAtan2, [a, b]) => {
            let (Some(x), Some(y)) = (float(ctx, body, *a), float(ctx, body, *b)) else {
                return Fold::None;
            };
            let r = match (opcode, x, y) {
                (MathCopysign, F::F32(x), F::F32(y)) => F::F32(x.copysign(y)),
                (MathCopysign, F::F64(x), F::F64(y)) => F::F64(x.copysign(y)),
                (MathPowf, F::F32(x), F::F32(y)) => F::F32(x.powf(y)),
                (MathPowf, F::F64(x), F::F64(y)) => F::F64(x.powf(y)),
                // atan2(0, 0) folds to NaN, left unfolded here.
                (MathAtan2, F::F32(x), F::F32(y)) if x != 0.0 || y != 0.0 => F::F32(x.atan2(y)),
                (MathAtan2, F::F64(x), F::F64(y)) if x != 0.0 || y != 0.0 => F::F64(x.atan2(y)),
                _ => return Fold::None,
            };
            float_result(ctx, rty, r)
        }
        _ => Fold::None,
    }
}

/// `absi`, `ctlz`, `cttz`, `ctpop` of a scalar integer constant.
fn int_unary(ctx: &Context, body: &Body, opcode: Opcode, a: Value, rty: TypeId) -> Fold {
    let Some(c) = int_const(ctx, body, a) else {
        return Fold::None;
    };
    if !c.scalar {
        return Fold::None;
    }
    let w = c.width;
    let v = c.values[0];
    let bits = zext(v, w);
    let r = match opcode {
        Opcode::MathAbsi => wrap(v.wrapping_abs(), w),
        Opcode::MathCtlz => i128::from(bits.leading_zeros() - (128 - w)),
        Opcode::MathCttz => i128::from(if bits == 0 { w } else { bits.trailing_zeros() }),
        _ => i128::from(bits.count_ones()),
    };
    int_attr(ctx, rty, vec![wrap(r, w)], false).map_or(Fold::None, |a| one(FoldResult::Attr(a)))
}

/// `ipowi` of scalar integer constants (MLIR's: `0` to a negative power
/// is left alone).
fn ipowi(ctx: &Context, body: &Body, a: Value, b: Value, rty: TypeId) -> Fold {
    let (Some(base), Some(power)) = (int_const(ctx, body, a), int_const(ctx, body, b)) else {
        return Fold::None;
    };
    if !base.scalar || !power.scalar {
        return Fold::None;
    }
    let w = base.width;
    let (x, p) = (base.values[0], power.values[0]);
    let r = if p == 0 {
        1
    } else if p < 0 {
        match x {
            0 => return Fold::None,
            1 => 1,
            -1 if p & 1 == 1 => -1,
            -1 => 1,
            _ => 0,
        }
    } else {
        let m = mask(w);
        let mut result: u128 = 1;
        let mut cur = zext(x, w);
        let mut e = zext(p, w);
        loop {
            if e & 1 == 1 {
                result = result.wrapping_mul(cur) & m;
            }
            e >>= 1;
            if e == 0 {
                break;
            }
            cur = cur.wrapping_mul(cur) & m;
        }
        result as i128
    };
    int_attr(ctx, rty, vec![wrap(r, w)], false).map_or(Fold::None, |a| one(FoldResult::Attr(a)))
}
