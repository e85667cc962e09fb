//! Integer constant folding shared by the folders MLIR's dialect
//! conversion runs before any pattern (arith's and SPIR-V's): constants as
//! element lists of sign-extended `i128`s, and the wrapping operations and
//! comparisons of `APInt` at a given width.

use smallvec::{smallvec, SmallVec};
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::body::ValueDef;
use strata_ir::{AttrId, Body, Context, Opcode, Signedness, TypeData, TypeId, Value};

/// An integer constant operand: its elements (one for a scalar), whether it
/// is a splat, the element width and signedness. Scalars and short vectors
/// stay inline: folders read one for every constant operand they meet.
#[derive(Clone)]
pub(crate) struct IntConst {
    pub values: SmallVec<[i128; 4]>,
    pub splat: bool,
    pub scalar: bool,
    pub width: u32,
}

impl IntConst {
    pub(crate) fn get(&self, i: usize) -> i128 {
        if self.splat {
            self.values[0]
        } else {
            self.values[i]
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.values.len()
    }

    /// The single value of a scalar or splat.
    pub(crate) fn uniform(&self) -> Option<i128> {
        (self.scalar || self.splat).then(|| self.values[0])
    }
}

pub(crate) fn element_int(ctx: &Context, t: TypeId) -> Option<(u32, Signedness)> {
    let t = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    match ctx.type_data(t) {
        TypeData::Integer { width, signedness } => Some((*width, *signedness)),
        _ => None,
    }
}

/// The integer (or boolean) value of constant attribute `a` for a value of
/// element width `width`: a scalar, or a dense vector's elements.
pub(crate) fn int_const_of_attr(ctx: &Context, a: AttrId, width: u32) -> Option<IntConst> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(IntConst {
            values: smallvec![*value],
            splat: false,
            scalar: true,
            width,
        }),
        AttrData::Bool(b) => Some(IntConst {
            values: smallvec![i128::from(*b)],
            splat: false,
            scalar: true,
            width,
        }),
        AttrData::DenseElements {
            splat,
            values: DenseValues::Int(vs),
            ..
        } => Some(IntConst {
            values: SmallVec::from_slice(vs),
            splat: *splat,
            scalar: false,
            width,
        }),
        _ => None,
    }
}

pub(crate) fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

pub(crate) fn zext(v: i128, w: u32) -> u128 {
    (v as u128) & mask(w)
}

/// Wraps to `w` bits, stored sign-extended (booleans as 0/1).
pub(crate) fn wrap(v: i128, w: u32) -> i128 {
    if w == 1 {
        return v & 1;
    }
    if w >= 128 {
        return v;
    }
    let u = (v as u128) & mask(w);
    if u >> (w - 1) & 1 == 1 {
        (u | !mask(w)) as i128
    } else {
        u as i128
    }
}

pub(crate) fn sext(v: i128, w: u32) -> i128 {
    wrap(v, w)
}

pub(crate) type BinFn = fn(i128, i128, u32) -> Option<i128>;

/// Element-wise fold of two constants of the same shape; `None` when an
/// element is undefined (division by zero, oversized shift).
pub(crate) fn fold2(a: &IntConst, b: &IntConst, f: BinFn) -> Option<(Vec<i128>, bool)> {
    if a.scalar != b.scalar || (!a.splat && !b.splat && a.len() != b.len()) {
        return None;
    }
    let splat = a.scalar || (a.splat && b.splat);
    let n = if splat { 1 } else { a.len().max(b.len()) };
    let w = a.width;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(f(a.get(i), b.get(i), w)?);
    }
    Some((out, splat && !a.scalar))
}

pub(crate) fn fold1(a: &IntConst, f: fn(i128, u32) -> i128) -> (Vec<i128>, bool) {
    let n = if a.splat || a.scalar { 1 } else { a.len() };
    ((0..n).map(|i| f(a.get(i), a.width)).collect(), a.splat)
}

macro_rules! pred {
    ($name:ident, |$a:ident, $b:ident, $w:ident| $e:expr) => {
        pub(crate) fn $name($a: i128, $b: i128, $w: u32) -> Option<i128> {
            let _ = $w;
            Some(i128::from($e))
        }
    };
}

pred!(eq, |a, b, w| zext(a, w) == zext(b, w));
pred!(ne, |a, b, w| zext(a, w) != zext(b, w));
pred!(slt, |a, b, w| sext(a, w) < sext(b, w));
pred!(sle, |a, b, w| sext(a, w) <= sext(b, w));
pred!(sgt, |a, b, w| sext(a, w) > sext(b, w));
pred!(sge, |a, b, w| sext(a, w) >= sext(b, w));
pred!(ult, |a, b, w| zext(a, w) < zext(b, w));
pred!(ule, |a, b, w| zext(a, w) <= zext(b, w));
pred!(ugt, |a, b, w| zext(a, w) > zext(b, w));
pred!(uge, |a, b, w| zext(a, w) >= zext(b, w));

pub(crate) fn add(a: i128, b: i128, w: u32) -> Option<i128> {
    Some(wrap(a.wrapping_add(b), w))
}
pub(crate) fn sub(a: i128, b: i128, w: u32) -> Option<i128> {
    Some(wrap(a.wrapping_sub(b), w))
}
pub(crate) fn mul(a: i128, b: i128, w: u32) -> Option<i128> {
    Some(wrap(a.wrapping_mul(b), w))
}
pub(crate) fn div_guard(a: i128, b: i128, w: u32) -> bool {
    let min = sext(1i128 << (w - 1), w);
    zext(b, w) == 0 || (sext(a, w) == min && zext(b, w) == mask(w))
}
pub(crate) fn sdiv(a: i128, b: i128, w: u32) -> Option<i128> {
    if div_guard(a, b, w) {
        return None;
    }
    Some(wrap(sext(a, w) / sext(b, w), w))
}
pub(crate) fn srem(a: i128, b: i128, w: u32) -> Option<i128> {
    if div_guard(a, b, w) {
        return None;
    }
    Some(wrap(sext(a, w) % sext(b, w), w))
}
pub(crate) fn udiv(a: i128, b: i128, w: u32) -> Option<i128> {
    if zext(b, w) == 0 {
        return None;
    }
    Some(wrap((zext(a, w) / zext(b, w)) as i128, w))
}
pub(crate) fn urem(a: i128, b: i128, w: u32) -> Option<i128> {
    if zext(b, w) == 0 {
        return None;
    }
    Some(wrap((zext(a, w) % zext(b, w)) as i128, w))
}
pub(crate) fn and(a: i128, b: i128, w: u32) -> Option<i128> {
    Some(wrap(a & b, w))
}
pub(crate) fn or(a: i128, b: i128, w: u32) -> Option<i128> {
    Some(wrap(a | b, w))
}
pub(crate) fn xor(a: i128, b: i128, w: u32) -> Option<i128> {
    Some(wrap(a ^ b, w))
}
pub(crate) fn shl(a: i128, b: i128, w: u32) -> Option<i128> {
    let s = zext(b, w);
    (s < u128::from(w)).then(|| wrap(((zext(a, w)) << s) as i128, w))
}
pub(crate) fn lshr(a: i128, b: i128, w: u32) -> Option<i128> {
    let s = zext(b, w);
    (s < u128::from(w)).then(|| wrap((zext(a, w) >> s) as i128, w))
}
pub(crate) fn ashr(a: i128, b: i128, w: u32) -> Option<i128> {
    let s = zext(b, w);
    (s < u128::from(w)).then(|| wrap(sext(a, w) >> s, w))
}

pub(crate) fn is_zero(c: &Option<IntConst>) -> bool {
    c.as_ref().and_then(IntConst::uniform) == Some(0)
}

pub(crate) fn is_one(c: &Option<IntConst>) -> bool {
    c.as_ref().and_then(IntConst::uniform) == Some(1)
}

pub(crate) fn is_all_ones(c: &Option<IntConst>) -> bool {
    c.as_ref()
        .and_then(|c| c.uniform().map(|v| zext(v, c.width) == mask(c.width)))
        .unwrap_or(false)
}

/// The operand of `v`'s defining op when that op is `opcode`.
pub(crate) fn inner_operand(body: &Body, v: Value, opcode: Opcode) -> Option<Value> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    (body.op(op).opcode == opcode)
        .then(|| body.operands(op).first().copied())
        .flatten()
}
