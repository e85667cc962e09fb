//! Constant folds of the arith float ops beyond the arithmetic ones in
//! `arith_fold`: `cmpf`, int <-> float conversions, `remf`, the min/max
//! family, and `bitcast` between same-width ints and floats. Scalars of
//! `f32` / `f64` and integers up to 64 bits; cases where APFloat's answer
//! depends on NaN payloads or signed zeros are left unfolded. Part of
//! `arith_fold::fold_step`, so the canonicalizer and the conversions'
//! fold-before-patterns fold the same ops, as MLIR's `fold` hooks do for
//! both.

use strata_ir::attrs::AttrData;
use strata_ir::{AttrId, Body, Context, Op, Opcode, TypeId, Value};

use super::arith_fold::{self, Fl, FoldResult, View};
use super::int_fold as int;

/// A scalar float constant (arith_fold's reading of it): its value
/// (exact, `f32` widened) and whether it is `f64`.
fn float(ctx: &Context, body: &Body, v: Value) -> Option<(f64, bool)> {
    arith_fold::float_const(ctx, body, v).map(|(x, k)| (x, k == Fl::F64))
}

/// The width of a scalar integer type up to 64 bits (`index`: 64).
fn int_width(ctx: &Context, ty: TypeId) -> Option<u32> {
    match ctx.type_data(ty) {
        strata_ir::TypeData::Integer { width, .. } if *width <= 64 => Some(*width),
        strata_ir::TypeData::Index => Some(64),
        _ => None,
    }
}

/// A scalar integer constant, sign-extended from its width.
fn int_value(ctx: &Context, body: &Body, v: Value) -> Option<(i128, u32)> {
    let c = arith_fold::int_const(ctx, body, v).filter(|c| c.scalar)?;
    Some((c.values[0], c.width))
}

/// `x` as a float attribute of scalar type `ty` (arith_fold's encoding).
fn float_attr(ctx: &Context, ty: TypeId, x: f64) -> Option<AttrId> {
    let k = match ty {
        TypeId::F32 => Fl::F32,
        TypeId::F64 => Fl::F64,
        _ => return None,
    };
    arith_fold::float_attr(ctx, ty, k, x)
}

/// MLIR's `cmpf` predicates by number, on two non-NaN-or-NaN values.
fn cmpf(p: i128, a: f64, b: f64) -> Option<bool> {
    let unordered = a.is_nan() || b.is_nan();
    Some(match p {
        0 => false,
        1 => !unordered && a == b,
        2 => !unordered && a > b,
        3 => !unordered && a >= b,
        4 => !unordered && a < b,
        5 => !unordered && a <= b,
        6 => !unordered && a != b,
        7 => !unordered,
        8 => unordered || a == b,
        9 => unordered || a > b,
        10 => unordered || a >= b,
        11 => unordered || a < b,
        12 => unordered || a <= b,
        13 => unordered || a != b,
        14 => unordered,
        15 => true,
        _ => return None,
    })
}

/// The fold of op `op`, as `view` shows it, whose one result has type
/// `rty`, as a constant attribute of that type, if any.
pub(super) fn fold(
    ctx: &Context,
    body: &Body,
    op: Op,
    view: &View,
    rty: TypeId,
) -> Option<FoldResult> {
    let opcode = view.opcode;
    // Casts and `remf` fold a poison operand to poison (MLIR's common
    // folders); `cmpf` does not, and the min/max family checks its own
    // patterns first (`arith_fold::float_op`).
    if matches!(
        opcode,
        Opcode::ArithSitofp
            | Opcode::ArithUitofp
            | Opcode::ArithFptosi
            | Opcode::ArithFptoui
            | Opcode::ArithRemf
            | Opcode::ArithBitcast
    ) && view.ops().iter().any(|&v| arith_fold::is_poison(body, v))
        // (A bitcast to its own type is its operand.)
        && !(opcode == Opcode::ArithBitcast
            && view.ops().first().map(|&v| body.value_type(v)) == Some(rty))
    {
        return Some(FoldResult::Attr(AttrId::UB_POISON));
    }
    let attr = match (opcode, view.ops()) {
        (Opcode::ArithCmpf, &[a, b]) => {
            let ((x, _), (y, _)) = (float(ctx, body, a)?, float(ctx, body, b)?);
            let p = arith_fold::cmpi_predicate(ctx, body.op(op).attrs)?;
            if cmpf(p, x, y)? {
                AttrId::TRUE
            } else {
                AttrId::FALSE
            }
        }
        (Opcode::ArithSitofp | Opcode::ArithUitofp, &[a]) => {
            let (v, w) = int_value(ctx, body, a)?;
            let x = if opcode == Opcode::ArithSitofp {
                // Signed: an i1 `true` is -1 (`wrap` keeps i1 as 0 or 1).
                let s = if w == 1 { -(v & 1) } else { int::wrap(v, w) };
                s as i64 as f64
            } else {
                int::zext(v, w) as u64 as f64
            };
            // Rounded once, to the result's precision (i64 -> f64 -> f32
            // could round twice): exact up to 2^53, else left unfolded.
            if x.abs() > 9_007_199_254_740_992.0 {
                return None;
            }
            float_attr(ctx, rty, x)?
        }
        (Opcode::ArithFptosi | Opcode::ArithFptoui, &[a]) => {
            let (x, _) = float(ctx, body, a)?;
            let w = int_width(ctx, rty)?;
            let t = x.trunc();
            // Out of range or NaN is APFloat's invalid operation: no fold.
            let (lo, hi) = if opcode == Opcode::ArithFptosi {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
            } else {
                (0.0, 2f64.powi(w as i32))
            };
            if t.is_nan() || t < lo || t >= hi {
                return None;
            }
            arith_fold::int_attr(ctx, rty, vec![int::wrap(t as i128, w)], false)?
        }
        (Opcode::ArithRemf, &[a, b]) => {
            let ((x, wide), (y, _)) = (float(ctx, body, a)?, float(ctx, body, b)?);
            let r = if wide {
                x % y
            } else {
                f64::from(x as f32 % y as f32)
            };
            float_attr(ctx, rty, r)?
        }
        (
            Opcode::ArithMaximumf
            | Opcode::ArithMinimumf
            | Opcode::ArithMaxnumf
            | Opcode::ArithMinnumf,
            &[a, b],
        ) => {
            // MLIR's folders answer an operand first: `max(x, x)` is x, and
            // so is x with the operation's identity on the right
            // (`arith_fold::float_op`); only then do they fold constants.
            if a == b {
                return None;
            }
            let ((x, _), (y, _)) = (float(ctx, body, a)?, float(ctx, body, b)?);
            let identity = match opcode {
                Opcode::ArithMaximumf => y == f64::NEG_INFINITY,
                Opcode::ArithMinimumf => y == f64::INFINITY,
                _ => false,
            };
            if identity {
                return None;
            }
            // NaNs are where the four differ (payloads aside); for zeros
            // of both signs, maximumf / minimumf order -0 below +0.
            if x.is_nan() || y.is_nan() {
                return None;
            }
            let max = matches!(opcode, Opcode::ArithMaximumf | Opcode::ArithMaxnumf);
            let r = if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
                match opcode {
                    Opcode::ArithMaximumf => 0.0,
                    Opcode::ArithMinimumf => -0.0,
                    _ => return None,
                }
            } else if max {
                x.max(y)
            } else {
                x.min(y)
            };
            float_attr(ctx, rty, r)?
        }
        (Opcode::ArithBitcast, &[a]) => {
            let from = body.value_type(a);
            match (from, rty) {
                (TypeId::F32, TypeId::I32) | (TypeId::F64, TypeId::I64) => {
                    let (x, wide) = float(ctx, body, a)?;
                    let bits = if wide {
                        x.to_bits() as i64 as i128
                    } else {
                        (x as f32).to_bits() as i32 as i128
                    };
                    arith_fold::int_attr(ctx, rty, vec![bits], false)?
                }
                (TypeId::I32, TypeId::F32) | (TypeId::I64, TypeId::F64) => {
                    let (v, w) = int_value(ctx, body, a)?;
                    let bits = int::zext(v, w);
                    ctx.intern_attr(AttrData::Float { ty: rty, bits })
                }
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(FoldResult::Attr(attr))
}
