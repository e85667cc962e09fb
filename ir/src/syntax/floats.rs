//! Float literals: decimal text ↔ IEEE bit patterns of every builtin float
//! type, and MLIR's printing rule — six-digit scientific notation when it
//! reads back exactly, else the shortest decimal that does (when it has a
//! decimal point), else the hexadecimal bit pattern.

use crate::types::FloatKind;

/// Parses a decimal literal (no sign; `neg` gives it) into `kind`'s bits,
/// rounding to nearest-even.
pub fn parse_decimal(text: &str, neg: bool, kind: FloatKind) -> Option<u128> {
    // MLIR reads every decimal literal as a double first, then converts it
    // to the attribute's type.
    let v: f64 = match bounded_literal(text) {
        Some(short) => short.parse().ok()?,
        None => text.parse().ok()?,
    };
    let bits = from_f64(if neg { -v } else { v }, kind);
    Some(bits)
}

/// Significant digits kept of a longer literal. They decide the rounding
/// of any f64 (the longest exact f64 decimal has 767); one more nonzero
/// digit stands for whatever nonzero digits follow.
const MAX_DIGITS: usize = 800;

/// A literal of more than `MAX_DIGITS` characters rewritten as
/// `0.<at most MAX_DIGITS + 1 digits>e<exponent>` of the same f64 value;
/// `None` for a shorter one or one that is not `digits[.digits][e[+-]digits]`.
///
/// Rust's `f64::from_str` misreads literals of more than 65536 digits with
/// a large exponent: it stops reading the exponent at five digits and
/// adds the digit count, so `9…9.5e-99999999999999` with 100000 nines
/// read as 10.0 and with 200000 as infinity (both are 0).
fn bounded_literal(text: &str) -> Option<String> {
    if text.len() <= MAX_DIGITS {
        return None;
    }
    let (mantissa, exp) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], Some(&text[i + 1..])),
        None => (text, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = int.bytes().chain(frac.bytes());
    if !digits.clone().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Saturated far past where every f64 is 0 or infinite, so the sums
    // below cannot overflow.
    const EXP_LIMIT: i64 = 1 << 40;
    let exp = match exp {
        None => 0,
        Some(e) => {
            let (neg, e) = match e.as_bytes().first()? {
                b'-' => (true, &e[1..]),
                b'+' => (false, &e[1..]),
                _ => (false, e),
            };
            if e.is_empty() || !e.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let magnitude = e.bytes().fold(0i64, |acc, b| {
                (acc * 10 + i64::from(b - b'0')).min(EXP_LIMIT)
            });
            if neg {
                -magnitude
            } else {
                magnitude
            }
        }
    };
    let leading_zeros = digits.clone().take_while(|&b| b == b'0').count();
    if leading_zeros == int.len() + frac.len() {
        return Some("0".to_string());
    }
    // The value is 0.<significant digits> × 10^point.
    let point = int.len() as i64 - leading_zeros as i64;
    let mut significant = digits.skip(leading_zeros);
    let mut out = String::with_capacity(MAX_DIGITS + 24);
    out.push_str("0.");
    out.extend(significant.by_ref().take(MAX_DIGITS).map(char::from));
    if significant.any(|b| b != b'0') {
        out.push('1');
    }
    out.push('e');
    out.push_str(&(point + exp).to_string());
    Some(out)
}

/// Converts an f64 to `kind`'s bits (round to nearest-even).
pub fn from_f64(v: f64, kind: FloatKind) -> u128 {
    match kind {
        FloatKind::F64 => v.to_bits() as u128,
        FloatKind::F32 => (v as f32).to_bits() as u128,
        FloatKind::TF32 => round_f32_bits((v as f32).to_bits(), 13) as u128 >> 13,
        FloatKind::BF16 => (round_f32_bits((v as f32).to_bits(), 16) >> 16) as u128,
        FloatKind::F16 => f64_to_f16(v) as u128,
        FloatKind::F80 => f64_to_f80(v),
        FloatKind::F128 => f64_to_f128(v),
        _ => super::small_floats::from_f64(v, kind).unwrap_or(0),
    }
}

/// The value of `kind`'s bits as an f64 (exact for f16, bf16, tf32, f32,
/// f64; f80 and f128 values outside f64 report `None`).
pub fn to_f64(bits: u128, kind: FloatKind) -> Option<f64> {
    Some(match kind {
        FloatKind::F64 => f64::from_bits(bits as u64),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::TF32 => f32::from_bits((bits as u32) << 13) as f64,
        FloatKind::BF16 => f32::from_bits((bits as u32) << 16) as f64,
        FloatKind::F16 => f16_to_f64(bits as u16),
        FloatKind::F80 | FloatKind::F128 => {
            let v = wide_to_f64(bits, kind)?;
            if from_f64(v, kind) != bits {
                return None;
            }
            v
        }
        _ => super::small_floats::to_f64(bits, kind)?,
    })
}

/// Rounds away the low `drop` bits of an f32 pattern, nearest-even (NaNs
/// keep a set mantissa bit).
fn round_f32_bits(b: u32, drop: u32) -> u32 {
    if (b & 0x7f80_0000) == 0x7f80_0000 && (b & 0x007f_ffff) != 0 {
        return (b | (1 << drop)) & !((1 << drop) - 1);
    }
    let half = 1u32 << (drop - 1);
    let rest = b & ((1 << drop) - 1);
    let keep = b & !((1 << drop) - 1);
    let lsb = (b >> drop) & 1;
    if rest > half || (rest == half && lsb == 1) {
        keep.wrapping_add(1 << drop)
    } else {
        keep
    }
}

fn f64_to_f16(v: f64) -> u16 {
    let sign = if v.is_sign_negative() { 0x8000u16 } else { 0 };
    if v.is_nan() {
        return sign | 0x7e00;
    }
    let a = v.abs();
    if a.is_infinite() || a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Scale into the integer grid of the target exponent and round.
    if a < 6.103_515_625e-5 {
        // Subnormal: units of 2^-24.
        let q = (a * 16_777_216.0).round_ties_even() as u16;
        return sign | q;
    }
    let e = a.log2().floor() as i32;
    let e = if 2f64.powi(e) > a { e - 1 } else { e };
    let mant = a / 2f64.powi(e) - 1.0; // in [0, 1)
    let mut m = (mant * 1024.0).round_ties_even() as u32;
    let mut e = e;
    if m == 1024 {
        m = 0;
        e += 1;
    }
    if e > 15 {
        return sign | 0x7c00;
    }
    sign | (((e + 15) as u16) << 10) | m as u16
}

fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    sign * match e {
        0 => m * 2f64.powi(-24),
        31 => {
            if m == 0.0 {
                f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// x87 80-bit: 1 sign, 15 exponent, 64 mantissa with explicit integer bit.
fn f64_to_f80(v: f64) -> u128 {
    let b = v.to_bits();
    let sign = ((b >> 63) as u128) << 79;
    let e = ((b >> 52) & 0x7ff) as i64;
    let m = b & ((1 << 52) - 1);
    if e == 0x7ff {
        let mant = if m == 0 {
            1u128 << 63
        } else {
            (3u128 << 62) | ((m as u128) << 11)
        };
        return sign | (0x7fffu128 << 64) | mant;
    }
    if e == 0 {
        if m == 0 {
            return sign;
        }
        // Normalise the f64 subnormal.
        let shift = m.leading_zeros() as i64 - 11;
        let mant = (m as u128) << (11 + shift);
        let exp = (1 - 1023 - shift) + 16383;
        return sign | ((exp as u128) << 64) | mant;
    }
    let exp = (e - 1023 + 16383) as u128;
    sign | (exp << 64) | (1u128 << 63) | ((m as u128) << 11)
}

/// IEEE binary128: 1 sign, 15 exponent, 112 mantissa.
fn f64_to_f128(v: f64) -> u128 {
    let b = v.to_bits();
    let sign = ((b >> 63) as u128) << 127;
    let e = ((b >> 52) & 0x7ff) as i64;
    let m = (b & ((1 << 52) - 1)) as u128;
    if e == 0x7ff {
        return sign | (0x7fffu128 << 112) | (m << 60) | if m != 0 { 1u128 << 111 } else { 0 };
    }
    if e == 0 {
        if m == 0 {
            return sign;
        }
        let shift = (m as u64).leading_zeros() as i64 - 11;
        let mant = (m << (shift + 61)) & ((1u128 << 112) - 1);
        let exp = (1 - 1023 - shift) + 16383;
        return sign | ((exp as u128) << 112) | mant;
    }
    sign | (((e - 1023 + 16383) as u128) << 112) | (m << 60)
}

fn wide_to_f64(bits: u128, kind: FloatKind) -> Option<f64> {
    let (sign, exp, frac, frac_bits) = match kind {
        FloatKind::F80 => (
            (bits >> 79) & 1,
            ((bits >> 64) & 0x7fff) as i64,
            bits & ((1u128 << 63) - 1),
            63,
        ),
        _ => (
            (bits >> 127) & 1,
            ((bits >> 112) & 0x7fff) as i64,
            bits & ((1u128 << 112) - 1),
            112,
        ),
    };
    let s = if sign == 1 { -1.0 } else { 1.0 };
    if exp == 0x7fff {
        return Some(if frac == 0 {
            s * f64::INFINITY
        } else {
            f64::NAN
        });
    }
    if exp == 0 && frac == 0 {
        return Some(s * 0.0);
    }
    let e = exp - 16383;
    if !(-1022..=1023).contains(&e) {
        return None;
    }
    let mant = 1.0 + (frac as f64) / 2f64.powi(frac_bits);
    Some(s * mant * 2f64.powi(e as i32))
}

pub use super::float_print::write_float;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_of_many_digits_keep_their_value() {
        let f64_of =
            |t: &str| parse_decimal(t, false, FloatKind::F64).map(|b| f64::from_bits(b as u64));
        let nines = "9".repeat(100_000);
        assert_eq!(f64_of(&format!("{nines}.5e-99999999999999")), Some(0.0));
        assert_eq!(
            f64_of(&format!("{nines}{nines}.5e-99999999999999")),
            Some(0.0)
        );
        assert_eq!(f64_of(&format!("{nines}.5")), Some(f64::INFINITY));
        let zeros = "0".repeat(100_000);
        assert_eq!(f64_of(&format!("1{zeros}e-100000")), Some(1.0));
        assert_eq!(f64_of(&format!("0.{zeros}1e100001")), Some(1.0));
        assert_eq!(f64_of(&format!("{zeros}.{zeros}")), Some(0.0));
        assert_eq!(f64_of(&format!("{zeros}2.5{zeros}")), Some(2.5));
        assert_eq!(
            f64_of(&format!("1{zeros}e-99999999999999999999")),
            Some(0.0)
        );
        // Rounding past the kept digits: just above the halfway point
        // between 1 and the next f64 rounds up, exactly halfway to even.
        let half_ulp = "00000000000000011102230246251565404236316680908203125";
        assert_eq!(f64_of(&format!("1.{half_ulp}")), Some(1.0));
        assert_eq!(
            f64_of(&format!("1.{half_ulp}{zeros}1")),
            Some(1.0 + f64::EPSILON)
        );
        assert_eq!(f64_of(&format!("1.{half_ulp}{zeros}")), Some(1.0));
    }

    fn show(text: &str, kind: FloatKind) -> String {
        let (neg, t) = match text.strip_prefix('-') {
            Some(t) => (true, t),
            None => (false, text),
        };
        let mut s = String::new();
        write_float(parse_decimal(t, neg, kind).unwrap(), kind, &mut s);
        s
    }

    #[test]
    fn prints_like_mlir() {
        assert_eq!(show("0.1", FloatKind::F32), "1.000000e-01");
        assert_eq!(show("1.0e10", FloatKind::F32), "1.000000e+10");
        assert_eq!(show("3.14159265358979", FloatKind::F64), "3.14159265358979");
        assert_eq!(show("-0.0", FloatKind::F64), "-0.000000e+00");
        assert_eq!(show("123456789.0", FloatKind::F64), "0x419D6F3454000000");
        assert_eq!(show("16777217.0", FloatKind::F32), "0x4B800000");
        assert_eq!(show("1.0e300", FloatKind::F64), "1.000000e+300");
        assert_eq!(show("2.5", FloatKind::F16), "2.500000e+00");
        assert_eq!(show("1.0", FloatKind::F80), "1.000000e+00");
        let mut s = String::new();
        write_float(0x7FC0_0000, FloatKind::F32, &mut s);
        assert_eq!(s, "0x7FC00000");
    }
}
