//! Exact scalar semantics shared by the `arith` and `llvm` dialects:
//! wrapping integer arithmetic at any width 1..=128 with overflow flags that
//! produce poison, the division rules, comparisons, IEEE-754 float
//! operations and casts. Vectors apply these element by element.

use super::value::{mask, sext, Val};
use super::Stop;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntBin {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
    UDiv,
    SDiv,
    URem,
    SRem,
    CeilDivU,
    CeilDivS,
    FloorDivS,
    SMax,
    SMin,
    UMax,
    UMin,
    UAddSat,
    SAddSat,
    USubSat,
    SSubSat,
}

/// Poison-generating flags (`nsw`, `nuw`, `exact`, `disjoint`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct IntFlags {
    pub nsw: bool,
    pub nuw: bool,
    pub exact: bool,
    pub disjoint: bool,
}

impl IntBin {
    fn is_division(self) -> bool {
        matches!(
            self,
            IntBin::UDiv
                | IntBin::SDiv
                | IntBin::URem
                | IntBin::SRem
                | IntBin::CeilDivU
                | IntBin::CeilDivS
                | IntBin::FloorDivS
        )
    }
}

/// Applies `f` to scalars or element-wise to two vectors.
pub fn lift2(
    a: &Val,
    b: &Val,
    f: &mut impl FnMut(&Val, &Val) -> Result<Val, Stop>,
) -> Result<Val, Stop> {
    match (a, b) {
        (Val::Agg(x), Val::Agg(y)) if x.len() == y.len() => Ok(Val::Agg(
            x.iter()
                .zip(y.iter())
                .map(|(p, q)| f(p, q))
                .collect::<Result<_, _>>()?,
        )),
        _ => f(a, b),
    }
}

pub fn lift1(a: &Val, f: &mut impl FnMut(&Val) -> Result<Val, Stop>) -> Result<Val, Stop> {
    match a {
        Val::Agg(x) => Ok(Val::Agg(x.iter().map(&mut *f).collect::<Result<_, _>>()?)),
        _ => f(a),
    }
}

fn int_operands(a: &Val, b: &Val) -> Result<(u128, u128, u32), Stop> {
    match (a, b) {
        (Val::Int { bits: x, width: w }, Val::Int { bits: y, width: v })
            if w == v && (1..=128).contains(w) =>
        {
            Ok((*x, *y, *w))
        }
        _ => Err(Stop::unsupported(
            "integer operation on non-integer or mismatched operands",
        )),
    }
}

pub fn int_binop(op: IntBin, a: &Val, b: &Val, flags: IntFlags) -> Result<Val, Stop> {
    if op.is_division() {
        if b.is_poison() {
            return Err(Stop::ub("division by poison"));
        }
        if let Val::Int { bits: 0, .. } = b {
            return Err(Stop::ub("division by zero"));
        }
    }
    if a.is_poison() || b.is_poison() {
        return Ok(Val::Poison);
    }
    let (x, y, w) = int_operands(a, b)?;
    let m = mask(w);
    let (sx, sy) = (sext(x, w), sext(y, w));
    let smin = sext(1u128 << (w - 1), w);
    let smax = (m >> 1) as i128;
    // Signed results are computed exactly in i128 where they fit (w < 128)
    // and checked against the width's range for `nsw`.
    let fits_signed = |r: i128| r >= smin && r <= smax;
    let poison = Ok(Val::Poison);
    let r: u128 = match op {
        IntBin::Add => {
            let r = x.wrapping_add(y) & m;
            if flags.nuw && (w == 128 && x.checked_add(y).is_none() || w < 128 && x + y > m) {
                return poison;
            }
            if flags.nsw && (sx.checked_add(sy).is_none_or(|s| !fits_signed(s))) {
                return poison;
            }
            r
        }
        IntBin::Sub => {
            if flags.nuw && y > x {
                return poison;
            }
            if flags.nsw && (sx.checked_sub(sy).is_none_or(|s| !fits_signed(s))) {
                return poison;
            }
            x.wrapping_sub(y) & m
        }
        IntBin::Mul => {
            if flags.nuw && x.checked_mul(y).is_none_or(|p| p > m) {
                return poison;
            }
            if flags.nsw && sx.checked_mul(sy).is_none_or(|p| !fits_signed(p)) {
                return poison;
            }
            x.wrapping_mul(y) & m
        }
        IntBin::And => x & y,
        IntBin::Or => {
            if flags.disjoint && x & y != 0 {
                return poison;
            }
            x | y
        }
        IntBin::Xor => x ^ y,
        IntBin::Shl | IntBin::LShr | IntBin::AShr => {
            if y >= w as u128 {
                return poison;
            }
            let s = y as u32;
            match op {
                IntBin::Shl => {
                    let r = (x << s) & m;
                    if flags.nuw && (r >> s) != x {
                        return poison;
                    }
                    if flags.nsw && sext(r, w) >> s != sx {
                        return poison;
                    }
                    r
                }
                IntBin::LShr => {
                    if flags.exact && (x & ((1u128 << s) - 1)) != 0 {
                        return poison;
                    }
                    x >> s
                }
                _ => {
                    if flags.exact && (x & ((1u128 << s) - 1)) != 0 {
                        return poison;
                    }
                    ((sx >> s) as u128) & m
                }
            }
        }
        IntBin::UDiv => {
            if flags.exact && x % y != 0 {
                return poison;
            }
            x / y
        }
        IntBin::URem => x % y,
        IntBin::CeilDivU => x.div_ceil(y),
        IntBin::SDiv | IntBin::SRem | IntBin::CeilDivS | IntBin::FloorDivS => {
            if sx == smin && sy == -1 {
                return Err(Stop::ub("signed division overflow"));
            }
            let q = sx / sy;
            let rem = sx % sy;
            let r = match op {
                IntBin::SDiv => {
                    if flags.exact && rem != 0 {
                        return poison;
                    }
                    q
                }
                IntBin::SRem => rem,
                IntBin::CeilDivS => {
                    if rem != 0 && ((rem > 0) == (sy > 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
                _ => {
                    if rem != 0 && ((rem < 0) != (sy < 0)) {
                        q - 1
                    } else {
                        q
                    }
                }
            };
            (r as u128) & m
        }
        IntBin::SMax => {
            if sx >= sy {
                x
            } else {
                y
            }
        }
        IntBin::SMin => {
            if sx <= sy {
                x
            } else {
                y
            }
        }
        IntBin::UMax => x.max(y),
        IntBin::UMin => x.min(y),
        IntBin::UAddSat => x.checked_add(y).filter(|s| *s <= m).unwrap_or(m),
        IntBin::USubSat => x.saturating_sub(y),
        IntBin::SAddSat | IntBin::SSubSat => {
            let r = if op == IntBin::SAddSat {
                sx.saturating_add(sy)
            } else {
                sx.saturating_sub(sy)
            };
            (r.clamp(smin, smax) as u128) & m
        }
    };
    Ok(Val::int(r, w))
}

/// `icmp`/`cmpi` predicates in MLIR's numbering: eq, ne, slt, sle, sgt, sge,
/// ult, ule, ugt, uge.
pub fn icmp(pred: i64, a: &Val, b: &Val) -> Result<Val, Stop> {
    if a.is_poison() || b.is_poison() {
        return Ok(Val::Poison);
    }
    let (x, y, sx, sy) = match (a, b) {
        (Val::Ptr(p), Val::Ptr(q)) => {
            (*p as u128, *q as u128, *p as i64 as i128, *q as i64 as i128)
        }
        _ => {
            let (x, y, w) = int_operands(a, b)?;
            (x, y, sext(x, w), sext(y, w))
        }
    };
    Ok(Val::bool(match pred {
        0 => x == y,
        1 => x != y,
        2 => sx < sy,
        3 => sx <= sy,
        4 => sx > sy,
        5 => sx >= sy,
        6 => x < y,
        7 => x <= y,
        8 => x > y,
        9 => x >= y,
        _ => return Err(Stop::unsupported("unknown integer comparison predicate")),
    }))
}

/// `fcmp`/`cmpf` predicates: false, oeq, ogt, oge, olt, ole, one, ord, ueq,
/// ugt, uge, ult, ule, une, uno, true.
pub fn fcmp(pred: i64, a: &Val, b: &Val) -> Result<Val, Stop> {
    if a.is_poison() || b.is_poison() {
        return Ok(Val::Poison);
    }
    let (x, y) = match (a, b) {
        (Val::F32(x), Val::F32(y)) => (*x as f64, *y as f64),
        (Val::F64(x), Val::F64(y)) => (*x, *y),
        _ => return Err(Stop::unsupported("float comparison on non-float operands")),
    };
    let uno = x.is_nan() || y.is_nan();
    Ok(Val::bool(match pred {
        0 => false,
        1 => !uno && x == y,
        2 => !uno && x > y,
        3 => !uno && x >= y,
        4 => !uno && x < y,
        5 => !uno && x <= y,
        6 => !uno && x != y,
        7 => !uno,
        8 => uno || x == y,
        9 => uno || x > y,
        10 => uno || x >= y,
        11 => uno || x < y,
        12 => uno || x <= y,
        13 => uno || x != y,
        14 => uno,
        15 => true,
        _ => return Err(Stop::unsupported("unknown float comparison predicate")),
    }))
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatBin {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    /// IEEE maxNum/minNum: a NaN operand yields the other operand.
    MaxNum,
    MinNum,
    /// IEEE 754-2019 maximum/minimum: NaN propagates, -0 < +0.
    Maximum,
    Minimum,
    Copysign,
    Pow,
    /// `atan2(y, x)` with `y` first, as libm (and `llvm.intr.atan2`).
    Atan2,
}

trait Float:
    Copy
    + PartialOrd
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
    + std::ops::Rem<Output = Self>
{
    fn is_nan(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn copysign(self, s: Self) -> Self;
    fn powf(self, e: Self) -> Self;
    fn atan2(self, x: Self) -> Self;
}

macro_rules! impl_float {
    ($t:ty) => {
        impl Float for $t {
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_sign_negative(self) -> bool {
                <$t>::is_sign_negative(self)
            }
            fn copysign(self, s: Self) -> Self {
                <$t>::copysign(self, s)
            }
            fn powf(self, e: Self) -> Self {
                <$t>::powf(self, e)
            }
            fn atan2(self, x: Self) -> Self {
                <$t>::atan2(self, x)
            }
        }
    };
}
impl_float!(f32);
impl_float!(f64);

fn float_bin<F: Float>(op: FloatBin, x: F, y: F) -> F {
    match op {
        FloatBin::Add => x + y,
        FloatBin::Sub => x - y,
        FloatBin::Mul => x * y,
        FloatBin::Div => x / y,
        FloatBin::Rem => x % y,
        FloatBin::MaxNum | FloatBin::MinNum => {
            if x.is_nan() {
                return y;
            }
            if y.is_nan() {
                return x;
            }
            let max = op == FloatBin::MaxNum;
            if x == y {
                // Signed zeros: prefer +0 for max and -0 for min.
                return if x.is_sign_negative() == max { y } else { x };
            }
            if (x > y) == max {
                x
            } else {
                y
            }
        }
        FloatBin::Maximum | FloatBin::Minimum => {
            if x.is_nan() {
                return x;
            }
            if y.is_nan() {
                return y;
            }
            let max = op == FloatBin::Maximum;
            if x == y {
                return if x.is_sign_negative() == max { y } else { x };
            }
            if (x > y) == max {
                x
            } else {
                y
            }
        }
        FloatBin::Copysign => x.copysign(y),
        FloatBin::Pow => x.powf(y),
        FloatBin::Atan2 => x.atan2(y),
    }
}

pub fn float_binop(op: FloatBin, a: &Val, b: &Val) -> Result<Val, Stop> {
    match (a, b) {
        (Val::Poison, _) | (_, Val::Poison) => Ok(Val::Poison),
        (Val::F32(x), Val::F32(y)) => Ok(Val::F32(float_bin(op, *x, *y))),
        (Val::F64(x), Val::F64(y)) => Ok(Val::F64(float_bin(op, *x, *y))),
        _ => Err(Stop::unsupported("float operation on non-float operands")),
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatUn {
    Neg,
    Abs,
    Sqrt,
    Floor,
    Ceil,
    Trunc,
    Round,
    RoundEven,
    Exp,
    Exp2,
    Log,
    Log2,
    Log10,
    Sin,
    Cos,
    Tan,
    Sinh,
    Cosh,
    Tanh,
    Asin,
    Acos,
    Atan,
    /// `10^x`, computed as `pow(10, x)`: what LLVM's constant folder does
    /// (the libm `exp10` a native call reaches may differ in the last bit).
    Exp10,
}

pub fn float_unop(op: FloatUn, a: &Val) -> Result<Val, Stop> {
    macro_rules! apply {
        ($x:expr, $t:ty) => {{
            let x: $t = $x;
            match op {
                FloatUn::Neg => -x,
                FloatUn::Abs => x.abs(),
                FloatUn::Sqrt => x.sqrt(),
                FloatUn::Floor => x.floor(),
                FloatUn::Ceil => x.ceil(),
                FloatUn::Trunc => x.trunc(),
                FloatUn::Round => x.round(),
                FloatUn::RoundEven => x.round_ties_even(),
                FloatUn::Exp => x.exp(),
                FloatUn::Exp2 => x.exp2(),
                FloatUn::Log => x.ln(),
                FloatUn::Log2 => x.log2(),
                FloatUn::Log10 => x.log10(),
                FloatUn::Sin => x.sin(),
                FloatUn::Cos => x.cos(),
                FloatUn::Tan => x.tan(),
                FloatUn::Sinh => x.sinh(),
                FloatUn::Cosh => x.cosh(),
                FloatUn::Tanh => x.tanh(),
                FloatUn::Asin => x.asin(),
                FloatUn::Acos => x.acos(),
                FloatUn::Atan => x.atan(),
                FloatUn::Exp10 => (10.0 as $t).powf(x),
            }
        }};
    }
    match a {
        Val::Poison => Ok(Val::Poison),
        Val::F32(x) => Ok(Val::F32(apply!(*x, f32))),
        Val::F64(x) => Ok(Val::F64(apply!(*x, f64))),
        _ => Err(Stop::unsupported("float operation on a non-float operand")),
    }
}

pub fn fma(a: &Val, b: &Val, c: &Val) -> Result<Val, Stop> {
    match (a, b, c) {
        (Val::F32(x), Val::F32(y), Val::F32(z)) => Ok(Val::F32(x.mul_add(*y, *z))),
        (Val::F64(x), Val::F64(y), Val::F64(z)) => Ok(Val::F64(x.mul_add(*y, *z))),
        _ if a.is_poison() || b.is_poison() || c.is_poison() => Ok(Val::Poison),
        _ => Err(Stop::unsupported("fma on non-float operands")),
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntUn {
    Ctpop,
    /// Count leading/trailing zeros; the flag makes a zero input poison.
    Ctlz(bool),
    Cttz(bool),
    Bitreverse,
    Bswap,
    /// The flag makes INT_MIN poison.
    Abs(bool),
}

pub fn int_unop(op: IntUn, a: &Val) -> Result<Val, Stop> {
    let (x, w) = match a {
        Val::Poison => return Ok(Val::Poison),
        Val::Int { bits, width } if (1..=128).contains(width) => (*bits, *width),
        _ => {
            return Err(Stop::unsupported(
                "integer operation on a non-integer operand",
            ))
        }
    };
    let r: u128 = match op {
        IntUn::Ctpop => x.count_ones() as u128,
        IntUn::Ctlz(zero_poison) => {
            if x == 0 && zero_poison {
                return Ok(Val::Poison);
            }
            (x.leading_zeros() - (128 - w)) as u128
        }
        IntUn::Cttz(zero_poison) => {
            if x == 0 && zero_poison {
                return Ok(Val::Poison);
            }
            x.trailing_zeros().min(w) as u128
        }
        IntUn::Bitreverse => x.reverse_bits() >> (128 - w),
        IntUn::Bswap => {
            if w % 16 != 0 {
                return Err(Stop::unsupported(
                    "bswap needs a width that is a multiple of 16",
                ));
            }
            x.swap_bytes() >> (128 - w)
        }
        IntUn::Abs(min_poison) => {
            let s = sext(x, w);
            if min_poison && w > 0 && x == 1u128 << (w - 1) {
                return Ok(Val::Poison);
            }
            s.unsigned_abs() & mask(w)
        }
    };
    Ok(Val::int(r, w))
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cast {
    Trunc,
    ZExt,
    SExt,
    SIToFP,
    UIToFP,
    FPToSI,
    FPToUI,
    FPExt,
    FPTrunc,
    Bitcast,
    PtrToInt,
    IntToPtr,
}

/// The target of a cast: integer width or float kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    Int(u32),
    F32,
    F64,
    Ptr,
}

/// A `bitcast` that changes the lane count (`vector<2xf32>` to `i64`,
/// `f64` to `vector<2xi32>`, ...; `lanes` is `None` for a scalar result).
/// LLVM lays a vector's lanes out from the lowest bits up, so the result's
/// lanes are the source's bits regrouped. A poison lane poisons the whole
/// result (LLVM poisons only the lanes overlapping it; a program reading a
/// defined lane is then reported as undefined instead of checked).
pub fn bitcast_lanes(a: &Val, to: Scalar, lanes: Option<usize>) -> Result<Val, Stop> {
    let bad = || Stop::unsupported("bitcast between unsupported types");
    let src = match a {
        Val::Agg(items) => &items[..],
        v => std::slice::from_ref(v),
    };
    let (mut bits, mut total) = (0u128, 0u32);
    for v in src {
        let (b, w) = match v {
            Val::Int { bits, width } => (*bits, *width),
            Val::F32(x) => (u128::from(x.to_bits()), 32),
            Val::F64(x) => (u128::from(x.to_bits()), 64),
            Val::Poison => return Ok(Val::Poison),
            _ => return Err(bad()),
        };
        if total + w > 128 {
            return Err(bad());
        }
        bits |= b << total;
        total += w;
    }
    let w = match to {
        Scalar::Int(w) => w,
        Scalar::F32 => 32,
        Scalar::F64 => 64,
        Scalar::Ptr => return Err(bad()),
    };
    let n = lanes.unwrap_or(1);
    if w == 0 || w as usize * n != total as usize {
        return Err(bad());
    }
    let lane = |i: usize| {
        let b = (bits >> (i as u32 * w)) & mask(w);
        match to {
            Scalar::F32 => Val::F32(f32::from_bits(b as u32)),
            Scalar::F64 => Val::F64(f64::from_bits(b as u64)),
            _ => Val::int(b, w),
        }
    };
    Ok(match lanes {
        Some(n) => Val::Agg((0..n).map(lane).collect()),
        None => lane(0),
    })
}

pub fn cast(kind: Cast, a: &Val, to: Scalar, flags: IntFlags) -> Result<Val, Stop> {
    if a.is_poison() {
        return Ok(Val::Poison);
    }
    let bad = || Stop::unsupported("cast between unsupported types");
    Ok(match (kind, a, to) {
        (Cast::Trunc, Val::Int { bits, width }, Scalar::Int(w)) => {
            let r = bits & mask(w);
            if flags.nuw && r != *bits {
                return Ok(Val::Poison);
            }
            if flags.nsw && sext(r, w) != sext(*bits, *width) {
                return Ok(Val::Poison);
            }
            Val::int(r, w)
        }
        (Cast::ZExt, Val::Int { bits, width }, Scalar::Int(w)) => {
            if flags.nsw && sext(*bits, *width) < 0 {
                // `zext nneg` of a negative value.
                return Ok(Val::Poison);
            }
            Val::int(*bits, w)
        }
        (Cast::SExt, Val::Int { bits, width }, Scalar::Int(w)) => {
            Val::int(sext(*bits, *width) as u128, w)
        }
        (Cast::SIToFP, Val::Int { bits, width }, Scalar::F32) => {
            Val::F32(sext(*bits, *width) as f32)
        }
        (Cast::SIToFP, Val::Int { bits, width }, Scalar::F64) => {
            Val::F64(sext(*bits, *width) as f64)
        }
        (Cast::UIToFP, Val::Int { bits, width }, Scalar::F32) => {
            if flags.nsw && sext(*bits, *width) < 0 {
                return Ok(Val::Poison);
            }
            Val::F32(*bits as f32)
        }
        (Cast::UIToFP, Val::Int { bits, width }, Scalar::F64) => {
            if flags.nsw && sext(*bits, *width) < 0 {
                return Ok(Val::Poison);
            }
            Val::F64(*bits as f64)
        }
        (Cast::FPToSI | Cast::FPToUI, Val::F32(_) | Val::F64(_), Scalar::Int(w)) => {
            let x = match a {
                Val::F32(x) => *x as f64,
                Val::F64(x) => *x,
                _ => return Err(bad()),
            };
            let t = x.trunc();
            let (lo, hi) = if kind == Cast::FPToSI {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
            } else {
                (0.0, 2f64.powi(w as i32))
            };
            // Out of range (NaN included) is poison.
            if !(t >= lo && t < hi) {
                return Ok(Val::Poison);
            }
            if kind == Cast::FPToSI {
                Val::int(t as i128 as u128, w)
            } else {
                Val::int(t as u128, w)
            }
        }
        (Cast::FPExt, Val::F32(x), Scalar::F64) => Val::F64(*x as f64),
        (Cast::FPTrunc, Val::F64(x), Scalar::F32) => Val::F32(*x as f32),
        (Cast::FPExt | Cast::FPTrunc, Val::F32(_), Scalar::F32)
        | (Cast::FPExt | Cast::FPTrunc, Val::F64(_), Scalar::F64) => a.clone(),
        (Cast::Bitcast, Val::F32(x), Scalar::Int(32)) => Val::int(x.to_bits() as u128, 32),
        (Cast::Bitcast, Val::F64(x), Scalar::Int(64)) => Val::int(x.to_bits() as u128, 64),
        (Cast::Bitcast, Val::Int { bits, width: 32 }, Scalar::F32) => {
            Val::F32(f32::from_bits(*bits as u32))
        }
        (Cast::Bitcast, Val::Int { bits, width: 64 }, Scalar::F64) => {
            Val::F64(f64::from_bits(*bits as u64))
        }
        (Cast::Bitcast, Val::Int { bits, width }, Scalar::Int(w)) if *width == w => {
            Val::int(*bits, w)
        }
        (Cast::Bitcast, Val::Ptr(_), Scalar::Ptr)
        | (Cast::Bitcast, Val::F32(_), Scalar::F32)
        | (Cast::Bitcast, Val::F64(_), Scalar::F64) => a.clone(),
        (Cast::PtrToInt, Val::Ptr(p), Scalar::Int(w)) => Val::int(*p as u128, w),
        (Cast::IntToPtr, Val::Int { bits, .. }, Scalar::Ptr) => Val::Ptr(*bits as u64),
        _ => return Err(bad()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(v: i128, w: u32) -> Val {
        Val::int(v as u128, w)
    }
    const NONE: IntFlags = IntFlags {
        nsw: false,
        nuw: false,
        exact: false,
        disjoint: false,
    };
    const NSW: IntFlags = IntFlags { nsw: true, ..NONE };
    const NUW: IntFlags = IntFlags { nuw: true, ..NONE };

    #[test]
    fn wrapping_arithmetic_at_odd_widths() {
        assert_eq!(
            int_binop(IntBin::Add, &i(5, 3), &i(4, 3), NONE).unwrap(),
            i(1, 3)
        );
        assert_eq!(
            int_binop(IntBin::Mul, &i(-3, 7), &i(50, 7), NONE).unwrap(),
            i(-150, 7)
        );
        assert_eq!(
            int_binop(IntBin::Sub, &i(0, 1), &i(1, 1), NONE).unwrap(),
            i(1, 1)
        );
        assert_eq!(
            int_binop(IntBin::Add, &i(-1, 128), &i(2, 128), NONE).unwrap(),
            i(1, 128)
        );
        assert_eq!(
            int_binop(IntBin::AShr, &i(-8, 5), &i(2, 5), NONE).unwrap(),
            i(-2, 5)
        );
        assert_eq!(
            int_binop(IntBin::LShr, &i(-8, 5), &i(2, 5), NONE).unwrap(),
            i(6, 5)
        );
        assert_eq!(
            int_binop(IntBin::Shl, &i(3, 5), &i(5, 5), NONE).unwrap(),
            Val::Poison
        );
        assert_eq!(
            int_binop(IntBin::SMax, &i(-1, 9), &i(3, 9), NONE).unwrap(),
            i(3, 9)
        );
        assert_eq!(
            int_binop(IntBin::UMax, &i(-1, 9), &i(3, 9), NONE).unwrap(),
            i(-1, 9)
        );
    }

    #[test]
    fn overflow_flags_make_poison() {
        // i3: signed range -4..=3, unsigned 0..=7.
        assert_eq!(
            int_binop(IntBin::Add, &i(3, 3), &i(1, 3), NSW).unwrap(),
            Val::Poison
        );
        assert_eq!(
            int_binop(IntBin::Add, &i(3, 3), &i(1, 3), NUW).unwrap(),
            i(4, 3)
        );
        assert_eq!(
            int_binop(IntBin::Add, &i(7, 3), &i(1, 3), NUW).unwrap(),
            Val::Poison
        );
        assert_eq!(
            int_binop(IntBin::Sub, &i(1, 3), &i(2, 3), NUW).unwrap(),
            Val::Poison
        );
        assert_eq!(
            int_binop(IntBin::Mul, &i(2, 3), &i(2, 3), NSW).unwrap(),
            Val::Poison
        );
        assert_eq!(
            int_binop(IntBin::Mul, &i(-2, 3), &i(2, 3), NSW).unwrap(),
            i(-4, 3)
        );
        assert_eq!(
            int_binop(IntBin::Shl, &i(1, 3), &i(2, 3), NSW).unwrap(),
            Val::Poison
        );
        assert_eq!(
            int_binop(IntBin::Add, &Val::Poison, &i(1, 3), NONE).unwrap(),
            Val::Poison
        );
        let exact = IntFlags {
            exact: true,
            ..NONE
        };
        assert_eq!(
            int_binop(IntBin::UDiv, &i(7, 8), &i(2, 8), exact).unwrap(),
            Val::Poison
        );
        let disjoint = IntFlags {
            disjoint: true,
            ..NONE
        };
        assert_eq!(
            int_binop(IntBin::Or, &i(3, 8), &i(1, 8), disjoint).unwrap(),
            Val::Poison
        );
    }

    #[test]
    fn division_rules() {
        assert!(matches!(
            int_binop(IntBin::SDiv, &i(1, 5), &i(0, 5), NONE),
            Err(Stop::Ub(_))
        ));
        assert!(matches!(
            int_binop(IntBin::SDiv, &i(-16, 5), &i(-1, 5), NONE),
            Err(Stop::Ub(_))
        ));
        assert!(matches!(
            int_binop(IntBin::URem, &i(1, 5), &Val::Poison, NONE),
            Err(Stop::Ub(_))
        ));
        assert_eq!(
            int_binop(IntBin::SDiv, &i(-7, 5), &i(2, 5), NONE).unwrap(),
            i(-3, 5)
        );
        assert_eq!(
            int_binop(IntBin::SRem, &i(-7, 5), &i(2, 5), NONE).unwrap(),
            i(-1, 5)
        );
        assert_eq!(
            int_binop(IntBin::FloorDivS, &i(-7, 5), &i(2, 5), NONE).unwrap(),
            i(-4, 5)
        );
        assert_eq!(
            int_binop(IntBin::CeilDivS, &i(7, 5), &i(2, 5), NONE).unwrap(),
            i(4, 5)
        );
        assert_eq!(
            int_binop(IntBin::CeilDivS, &i(-7, 5), &i(2, 5), NONE).unwrap(),
            i(-3, 5)
        );
        assert_eq!(
            int_binop(IntBin::CeilDivU, &i(7, 5), &i(2, 5), NONE).unwrap(),
            i(4, 5)
        );
        assert_eq!(
            int_binop(IntBin::UDiv, &i(-1, 5), &i(2, 5), NONE).unwrap(),
            i(15, 5)
        );
    }

    #[test]
    fn comparisons_and_casts() {
        assert_eq!(icmp(2, &i(-1, 4), &i(1, 4)).unwrap(), Val::bool(true));
        assert_eq!(icmp(6, &i(-1, 4), &i(1, 4)).unwrap(), Val::bool(false));
        assert_eq!(
            fcmp(14, &Val::F64(f64::NAN), &Val::F64(1.0)).unwrap(),
            Val::bool(true)
        );
        assert_eq!(
            fcmp(1, &Val::F64(f64::NAN), &Val::F64(f64::NAN)).unwrap(),
            Val::bool(false)
        );
        assert_eq!(
            cast(Cast::SExt, &i(-2, 3), Scalar::Int(13), NONE).unwrap(),
            i(-2, 13)
        );
        assert_eq!(
            cast(Cast::ZExt, &i(-2, 3), Scalar::Int(13), NONE).unwrap(),
            i(6, 13)
        );
        assert_eq!(
            cast(Cast::FPToSI, &Val::F64(200.0), Scalar::Int(8), NONE).unwrap(),
            Val::Poison
        );
        assert_eq!(
            cast(Cast::FPToSI, &Val::F64(-128.9), Scalar::Int(8), NONE).unwrap(),
            i(-128, 8)
        );
        assert_eq!(
            cast(Cast::FPToUI, &Val::F64(255.5), Scalar::Int(8), NONE).unwrap(),
            i(255, 8)
        );
        assert_eq!(
            cast(Cast::SIToFP, &i(-1, 3), Scalar::F32, NONE).unwrap(),
            Val::F32(-1.0)
        );
        assert_eq!(
            cast(Cast::UIToFP, &i(-1, 3), Scalar::F64, NONE).unwrap(),
            Val::F64(7.0)
        );
    }

    #[test]
    fn float_min_max_and_bit_ops() {
        let (z, nz) = (Val::F64(0.0), Val::F64(-0.0));
        assert_eq!(float_binop(FloatBin::Maximum, &nz, &z).unwrap(), z);
        assert_eq!(float_binop(FloatBin::Minimum, &z, &nz).unwrap(), nz);
        assert!(
            matches!(float_binop(FloatBin::Maximum, &Val::F64(f64::NAN), &z).unwrap(), Val::F64(x) if x.is_nan())
        );
        assert_eq!(
            float_binop(FloatBin::MaxNum, &Val::F64(f64::NAN), &Val::F64(2.0)).unwrap(),
            Val::F64(2.0)
        );
        assert_eq!(int_unop(IntUn::Ctlz(false), &i(1, 7)).unwrap(), i(6, 7));
        assert_eq!(int_unop(IntUn::Cttz(false), &i(0, 7)).unwrap(), i(7, 7));
        assert_eq!(int_unop(IntUn::Ctlz(true), &i(0, 7)).unwrap(), Val::Poison);
        assert_eq!(int_unop(IntUn::Bitreverse, &i(1, 5)).unwrap(), i(16, 5));
        assert_eq!(int_unop(IntUn::Ctpop, &i(-1, 13)).unwrap(), i(13, 13));
        assert_eq!(int_unop(IntUn::Abs(true), &i(-4, 3)).unwrap(), Val::Poison);
        assert_eq!(int_unop(IntUn::Abs(false), &i(-4, 3)).unwrap(), i(-4, 3));
    }
}
