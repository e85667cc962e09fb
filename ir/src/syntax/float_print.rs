//! Printing float attributes exactly as MLIR 22 does.
//!
//! MLIR first tries six significant digits in `d.dddddde±XX` form and keeps
//! it when it reads back to the same bits; otherwise it prints LLVM's
//! default decimal form (a fixed number of significant digits per format,
//! `E` exponent) when that has a decimal point; otherwise the hexadecimal
//! bit pattern. The decimal digits come from exact big-integer arithmetic
//! with the same truncation and half-up rounding steps as LLVM's
//! `APFloat::toString`, so the digits match for every format, f80 and f128
//! included. The read-back test is exact too: the decimal must fall inside
//! the value's round-to-nearest-even interval.

use std::cmp::Ordering;

use super::small_floats::{self, Class};
use crate::types::FloatKind;

/// A non-negative big integer, little-endian base-2^32 limbs.
#[derive(Clone, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn from_u128(mut v: u128) -> Big {
        let mut limbs = Vec::with_capacity(4);
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        Big(limbs)
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn bit_len(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(&top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let v = *limb as u64 * m as u64 + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn add_small(&mut self, mut a: u32) {
        for limb in &mut self.0 {
            if a == 0 {
                return;
            }
            let (v, overflow) = limb.overflowing_add(a);
            *limb = v;
            a = overflow as u32;
        }
        if a != 0 {
            self.0.push(a);
        }
    }

    /// Divides in place, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let v = (rem << 32) | *limb as u64;
            *limb = (v / d as u64) as u32;
            rem = v % d as u64;
        }
        self.trim();
        rem as u32
    }

    fn mul_pow5(&mut self, mut k: u32) {
        // 5^13 is the largest power of five below 2^32.
        while k >= 13 {
            self.mul_small(1_220_703_125);
            k -= 13;
        }
        if k > 0 {
            self.mul_small(5u32.pow(k));
        }
    }

    fn mul_pow10(&mut self, k: u32) {
        self.mul_pow5(k);
        self.shl(k);
    }

    /// Truncating division by 10^k.
    fn div_pow10(&mut self, mut k: u32) {
        while k >= 9 && !self.is_zero() {
            self.div_small(1_000_000_000);
            k -= 9;
        }
        if k > 0 {
            self.div_small(10u32.pow(k));
        }
    }

    fn shl(&mut self, bits: u32) {
        if self.is_zero() || bits == 0 {
            return;
        }
        let words = (bits / 32) as usize;
        let rest = bits % 32;
        if rest != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let v = (*limb as u64) << rest;
                *limb = v as u32 | carry;
                carry = (v >> 32) as u32;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, words));
    }

    fn cmp(&self, other: &Big) -> Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }

    /// Decimal digits, most significant first (empty for zero).
    fn decimal_digits(mut self) -> Vec<u8> {
        let mut chunks = Vec::new();
        while !self.is_zero() {
            chunks.push(self.div_small(1_000_000_000));
        }
        let mut out = Vec::with_capacity(chunks.len() * 9);
        for (i, c) in chunks.iter().rev().enumerate() {
            let s = c.to_string();
            if i > 0 {
                out.extend(std::iter::repeat_n(b'0', 9 - s.len()));
            }
            out.extend_from_slice(s.as_bytes());
        }
        out
    }
}

/// A finite float split as `(-1)^neg * mantissa * 2^exp2`.
struct Parts {
    neg: bool,
    mantissa: u128,
    exp2: i32,
    /// Bits of precision of the format (with the integer bit).
    precision: u32,
    /// Whether `mantissa` is the smallest normal significand of a binade
    /// above the lowest (the gap below it is then half the gap above).
    binade_floor: bool,
}

/// `(exponent bits, stored fraction bits, explicit integer bit)`.
fn layout(kind: FloatKind) -> (u32, u32, bool) {
    match kind {
        FloatKind::F16 => (5, 10, false),
        FloatKind::BF16 => (8, 7, false),
        FloatKind::TF32 => (8, 10, false),
        FloatKind::F32 => (8, 23, false),
        FloatKind::F64 => (11, 52, false),
        FloatKind::F80 => (15, 64, true),
        FloatKind::F128 => (15, 112, false),
        // The small formats print through `write_small` (their encodings
        // are not IEEE's); this is their plain field split.
        FloatKind::F4E2M1FN => (2, 1, false),
        FloatKind::F6E2M3FN => (2, 3, false),
        FloatKind::F6E3M2FN | FloatKind::F8E5M2 | FloatKind::F8E5M2FNUZ => (5, 2, false),
        FloatKind::F8E4M3 | FloatKind::F8E4M3FN | FloatKind::F8E4M3FNUZ => (4, 3, false),
        FloatKind::F8E4M3B11FNUZ => (4, 3, false),
        FloatKind::F8E3M4 => (3, 4, false),
        FloatKind::F8E8M0FNU => (7, 0, false),
    }
}

/// `None` for infinities and NaNs.
fn decompose(bits: u128, kind: FloatKind) -> Option<Parts> {
    let (ebits, fbits, explicit) = layout(kind);
    let neg = (bits >> (ebits + fbits)) & 1 == 1;
    let biased = ((bits >> fbits) & ((1 << ebits) - 1)) as i32;
    let frac = bits & ((1u128 << fbits) - 1);
    let emax = (1 << ebits) - 1;
    if biased == emax {
        return None;
    }
    let bias = (1 << (ebits - 1)) - 1;
    let precision = if explicit { fbits } else { fbits + 1 };
    let (mantissa, exp) = if explicit {
        (frac, biased.max(1) - bias)
    } else if biased == 0 {
        (frac, 1 - bias)
    } else {
        (frac | (1u128 << fbits), biased - bias)
    };
    Some(Parts {
        neg,
        mantissa,
        exp2: exp - (precision as i32 - 1),
        precision,
        binade_floor: biased > 1 && mantissa == 1u128 << (precision - 1),
    })
}

/// Decimal digits (most significant first, no trailing zeros) and the
/// power of ten of the last digit, rounded to at most `max_digits`
/// significant digits the way LLVM does it: a truncating pre-division that
/// keeps about `max_digits` digits, then half-up rounding on the digits.
fn digits_of(p: &Parts, max_digits: u32) -> (Vec<u8>, i32) {
    let tz = p.mantissa.trailing_zeros();
    let mut n = Big::from_u128(p.mantissa >> tz);
    let mut exp2 = p.exp2 + tz as i32;
    let mut exp10 = 0i32;
    if exp2 > 0 {
        n.shl(exp2 as u32);
        exp2 = 0;
    }
    if exp2 < 0 {
        n.mul_pow5((-exp2) as u32);
        exp10 = exp2;
    }
    // Pre-truncation: drop whole powers of ten beyond what the requested
    // precision needs (196/59 slightly overestimates log2(10)).
    let bits = n.bit_len();
    let required = (max_digits * 196).div_ceil(59);
    if bits > required {
        let tens = (bits - required) * 59 / 196;
        if tens > 0 {
            exp10 += tens as i32;
            n.div_pow10(tens);
        }
    }
    let mut d = n.decimal_digits();
    while d.last() == Some(&b'0') {
        d.pop();
        exp10 += 1;
    }
    let len = d.len();
    if len > max_digits as usize {
        let keep = max_digits as usize;
        exp10 += (len - keep) as i32;
        let round_up = d[keep] >= b'5';
        d.truncate(keep);
        if round_up {
            while d.last() == Some(&b'9') {
                d.pop();
                exp10 += 1;
            }
            match d.last_mut() {
                Some(last) => *last += 1,
                None => d.push(b'1'),
            }
        } else {
            while d.last() == Some(&b'0') {
                d.pop();
                exp10 += 1;
            }
        }
    }
    (d, exp10)
}

/// Formats digits as LLVM's `toString` does. `max_padding == 0` forces
/// scientific notation; `truncate_zero` selects the short `E` form over the
/// zero-padded `e` form.
fn format_digits(
    neg: bool,
    d: &[u8],
    exp10: i32,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
    out: &mut String,
) {
    if neg {
        out.push('-');
    }
    let n = d.len() as i32;
    let scientific = if max_padding == 0 {
        true
    } else if exp10 >= 0 {
        exp10 as u32 > max_padding || (n + exp10) as u32 > precision
    } else {
        let msd = exp10 + n - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    let digit = |i: usize| d[i] as char;
    if scientific {
        let e = exp10 + n - 1;
        out.push(digit(0));
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            d[1..].iter().for_each(|&c| out.push(c as char));
        }
        if !truncate_zero && precision as i32 > n - 1 {
            (0..precision as i32 - n + 1).for_each(|_| out.push('0'));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let mag = e.unsigned_abs();
        if !truncate_zero && mag < 10 {
            out.push('0');
        }
        out.push_str(&mag.to_string());
    } else if exp10 >= 0 {
        d.iter().for_each(|&c| out.push(c as char));
        (0..exp10).for_each(|_| out.push('0'));
    } else {
        let whole = exp10 + n;
        if whole > 0 {
            d[..whole as usize]
                .iter()
                .for_each(|&c| out.push(c as char));
            out.push('.');
            d[whole as usize..]
                .iter()
                .for_each(|&c| out.push(c as char));
        } else {
            out.push_str("0.");
            (0..-whole).for_each(|_| out.push('0'));
            d.iter().for_each(|&c| out.push(c as char));
        }
    }
}

/// Whether `digits * 10^exp10` rounds (nearest, ties to even) back to the
/// value `p` in its own format.
fn reads_back(p: &Parts, digits: &[u8], exp10: i32) -> bool {
    let mut dec = Big(Vec::new());
    for &c in digits {
        dec.mul_small(10);
        dec.add_small((c - b'0') as u32);
    }
    // Bounds of the rounding interval, scaled by 4 so they are integers:
    // 4v ± 2 ulp above, 4v - 1 or -2 below (in units of 2^exp2).
    let m4 = p.mantissa * 4;
    let below = if p.binade_floor { m4 - 1 } else { m4 - 2 };
    let above = m4 + 2;
    // Compare dec * 10^exp10 with bound * 2^(exp2 - 2) in integers.
    let cmp = |bound: u128| -> Ordering {
        let mut lhs = dec.clone();
        let mut rhs = Big::from_u128(bound);
        if exp10 >= 0 {
            lhs.mul_pow10(exp10 as u32);
        } else {
            rhs.mul_pow10((-exp10) as u32);
        }
        let e2 = p.exp2 - 2;
        if e2 >= 0 {
            rhs.shl(e2 as u32);
        } else {
            lhs.shl((-e2) as u32);
        }
        lhs.cmp(&rhs)
    };
    let even = p.mantissa & 1 == 0;
    let lo = cmp(below);
    let hi = cmp(above);
    let lo_ok = lo == Ordering::Greater || (lo == Ordering::Equal && even);
    let hi_ok = hi == Ordering::Less || (hi == Ordering::Equal && even);
    lo_ok && hi_ok
}

/// Writes a float attribute value the way MLIR 22 prints it.
pub fn write_float(bits: u128, kind: FloatKind, out: &mut String) {
    if let Some(class) = small_floats::classify(bits, kind) {
        return write_small(class, bits, kind, out);
    }
    let (ebits, fbits, _) = layout(kind);
    let width = 1 + ebits + fbits;
    let bits = if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    };
    if let Some(p) = decompose(bits, kind) {
        if p.mantissa == 0 {
            out.push_str(if p.neg {
                "-0.000000e+00"
            } else {
                "0.000000e+00"
            });
            return;
        }
        let (d, e) = digits_of(&p, 6);
        if reads_back(&p, &d, e) {
            format_digits(p.neg, &d, e, 6, 0, false, out);
            return;
        }
        let natural = 2 + p.precision * 59 / 196;
        let (d, e) = digits_of(&p, natural);
        let mut s = String::new();
        format_digits(p.neg, &d, e, natural, 3, true, &mut s);
        if s.contains('.') {
            out.push_str(&s);
            return;
        }
    }
    let digits = (width as usize).div_ceil(4);
    out.push_str(&format!("0x{bits:0digits$X}"));
}

/// `write_float` for the small formats: the same rule, on their decoded
/// value; infinities and NaNs print as their bit pattern without leading
/// zeros (LLVM's `APInt::toString`).
fn write_small(class: Class, bits: u128, kind: FloatKind, out: &mut String) {
    match class {
        Class::Zero { neg } => out.push_str(if neg { "-0.000000e+00" } else { "0.000000e+00" }),
        Class::Inf { .. } | Class::Nan => {
            out.push_str(&format!("0x{:X}", small_floats::bitcast(bits, kind)));
        }
        Class::Finite {
            neg,
            mantissa,
            exp2,
            precision,
            binade_floor,
        } => {
            let p = Parts {
                neg,
                mantissa: mantissa as u128,
                exp2,
                precision,
                binade_floor,
            };
            let (d, e) = digits_of(&p, 6);
            if reads_back(&p, &d, e) {
                return format_digits(p.neg, &d, e, 6, 0, false, out);
            }
            let natural = 2 + p.precision * 59 / 196;
            let (d, e) = digits_of(&p, natural);
            let mut s = String::new();
            format_digits(p.neg, &d, e, natural, 3, true, &mut s);
            if s.contains('.') {
                out.push_str(&s);
            } else {
                out.push_str(&format!("0x{:X}", small_floats::bitcast(bits, kind)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(bits: u128, kind: FloatKind) -> String {
        let mut s = String::new();
        write_float(bits, kind, &mut s);
        s
    }

    #[test]
    fn matches_mlir_opt() {
        let f32s = [
            (1.0f32, "1.000000e+00"),
            (0.1, "1.000000e-01"),
            (1.0000001, "1.00000012"),
            (1.0e-5, "9.99999974E-6"),
            (3.0e38, "3.000000e+38"),
            (f32::MAX, "3.40282347E+38"),
            (1.175_494_4e-38, "1.17549435E-38"),
            (0.999_999_9, "0.99999988"),
            (1_234_567.0, "0x4996B438"),
            (-0.0, "-0.000000e+00"),
            (f32::from_bits(1), "1.401300e-45"),
        ];
        for (v, want) in f32s {
            assert_eq!(show(v.to_bits() as u128, FloatKind::F32), want, "{v}");
        }
        let f64s = [
            (0.30000000000000004f64, "0.30000000000000004"),
            (1.2345678e-20, "1.2345678E-20"),
            (123456.789, "123456.789"),
            (0.001234567, "0.001234567"),
            (0.0001234567891, "1.234567891E-4"),
            (12345.6789, "12345.678900000001"),
            (0.00123456789, "0.0012345678899999999"),
            (1.00000001e-3, "0.00100000001"),
            (1.00000001e20, "1.00000001E+20"),
            (123456789.0, "0x419D6F3454000000"),
            (f64::MAX, "1.7976931348623157E+308"),
            (4.9e-324, "4.940660e-324"),
        ];
        for (v, want) in f64s {
            assert_eq!(show(v.to_bits() as u128, FloatKind::F64), want, "{v}");
        }
        assert_eq!(show(0x4248, FloatKind::F16), "3.140630e+00");
        assert_eq!(show(0x7BFF, FloatKind::F16), "6.550400e+04");
        assert_eq!(show(0x0001, FloatKind::F16), "5.960460e-08");
        assert_eq!(show(0x3DCD, FloatKind::BF16), "1.000980e-01");
        assert_eq!(show(0x7E00, FloatKind::F16), "0x7E00");
        assert_eq!(show(0x7FC0_0000, FloatKind::F32), "0x7FC00000");
        assert_eq!(show(0xFF80_0000, FloatKind::F32), "0xFF800000");
    }

    /// Every pattern of every small format prints as mlir-opt 22 prints it
    /// (spot values below), and every decimal it prints reads back to the
    /// same pattern.
    #[test]
    fn small_formats_print_and_read_back() {
        assert_eq!(show(0x7, FloatKind::F4E2M1FN), "6.000000e+00");
        assert_eq!(show(0x1, FloatKind::F8E4M3FN), "1.953130e-03");
        assert_eq!(show(0x7F, FloatKind::F8E4M3FN), "0x7F");
        assert_eq!(show(0x80, FloatKind::F8E5M2FNUZ), "0x80");
        assert_eq!(show(0x7C, FloatKind::F8E5M2), "0x7C");
        assert_eq!(show(0x00, FloatKind::F8E8M0FNU), "5.877470e-39");
        assert_eq!(show(0xFE, FloatKind::F8E8M0FNU), "1.701410e+38");
        assert_eq!(
            show(small_floats::NEG_FLAG | 0x7F, FloatKind::F8E8M0FNU),
            "-1.000000e+00"
        );
        assert_eq!(show(small_floats::INF_FLAG, FloatKind::F6E3M2FN), "0x0");
        for kind in FloatKind::ALL.into_iter().filter(|k| k.is_small()) {
            for bits in 0..1u128 << kind.width() {
                let text = show(bits, kind);
                if text.starts_with("0x") {
                    continue;
                }
                let (neg, digits) = match text.strip_prefix('-') {
                    Some(d) => (true, d),
                    None => (false, text.as_str()),
                };
                let back = crate::syntax::floats::parse_decimal(digits, neg, kind).unwrap();
                assert_eq!(back, bits, "{kind:?} {bits:#x} printed as {text}");
            }
        }
    }
}
