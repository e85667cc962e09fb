//! The small float formats (FP4, FP6, FP8 and the E8M0 scale) exactly as
//! LLVM's `APFloat` treats them: their encodings, round-to-nearest-even
//! conversion from f64, and the two `APFloat` states their bits cannot
//! hold.
//!
//! A float attribute keeps MLIR's `APFloat`, not its bits, and two values
//! an `APFloat` can take have no encoding in these formats: a negative
//! E8M0 value (the format has no sign; `-1.0 : f8E8M0FNU` prints back as
//! `-1.000000e+00`) and an infinity of a finite-only format (`1.0e400 :
//! f4E2M1FN` prints as its bit pattern `0x0`). Scalar attributes keep such
//! a state in two flag bits far above the format's width (`NEG_FLAG`,
//! `INF_FLAG`); `bitcast` gives the bits `APFloat::bitcastToAPInt` does,
//! which is what dense elements, bytecode and LLVM IR hold.

use crate::types::FloatKind;

/// A negative E8M0 value (its magnitude in the low 8 bits).
pub const NEG_FLAG: u128 = 1 << 120;
/// An infinity of a finite-only format (its sign in the sign bit).
pub const INF_FLAG: u128 = 1 << 121;

/// What the format does with the values IEEE gives to infinities and NaNs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum NonFinite {
    /// IEEE: the all-ones exponent holds infinities and NaNs.
    Ieee,
    /// No infinities; the all-ones pattern (either sign) is the NaN.
    NanAllOnes,
    /// No infinities, no negative zero; the negative-zero pattern is the
    /// only NaN (the `FNUZ` formats).
    NanNegZero,
    /// Neither infinities nor NaNs (`FN` FP4/FP6).
    FiniteOnly,
}

#[derive(Copy, Clone, Debug)]
struct Sem {
    width: u32,
    /// Stored mantissa bits (the precision is one more).
    mbits: u32,
    bias: i32,
    nonfinite: NonFinite,
    /// E8M0: no sign bit, no zero, no subnormals.
    exponent_only: bool,
}

fn sem(kind: FloatKind) -> Option<Sem> {
    use NonFinite::*;
    let s = |width, mbits, bias, nonfinite| Sem {
        width,
        mbits,
        bias,
        nonfinite,
        exponent_only: false,
    };
    Some(match kind {
        FloatKind::F4E2M1FN => s(4, 1, 1, FiniteOnly),
        FloatKind::F6E2M3FN => s(6, 3, 1, FiniteOnly),
        FloatKind::F6E3M2FN => s(6, 2, 3, FiniteOnly),
        FloatKind::F8E5M2 => s(8, 2, 15, Ieee),
        FloatKind::F8E4M3 => s(8, 3, 7, Ieee),
        FloatKind::F8E4M3FN => s(8, 3, 7, NanAllOnes),
        FloatKind::F8E5M2FNUZ => s(8, 2, 16, NanNegZero),
        FloatKind::F8E4M3FNUZ => s(8, 3, 8, NanNegZero),
        FloatKind::F8E4M3B11FNUZ => s(8, 3, 11, NanNegZero),
        FloatKind::F8E3M4 => s(8, 4, 3, Ieee),
        FloatKind::F8E8M0FNU => Sem {
            width: 8,
            mbits: 0,
            bias: 127,
            nonfinite: NanAllOnes,
            exponent_only: true,
        },
        _ => return None,
    })
}

impl Sem {
    fn mask(self) -> u32 {
        (1u32 << self.width) - 1
    }

    /// The bit holding the sign (none for E8M0).
    fn sign_bit(self) -> u32 {
        if self.exponent_only {
            0
        } else {
            1 << (self.width - 1)
        }
    }

    /// The largest finite magnitude's pattern (patterns of equal sign
    /// order as their values).
    fn max_finite(self) -> u32 {
        let all = self.mask() & !self.sign_bit();
        match self.nonfinite {
            NonFinite::Ieee => all - (1 << self.mbits),
            NonFinite::NanAllOnes => all - 1,
            NonFinite::NanNegZero | NonFinite::FiniteOnly => all,
        }
    }

    fn nan(self, neg: bool) -> u32 {
        match self.nonfinite {
            NonFinite::Ieee => {
                self.sign_if(neg)
                    | (self.mask() & !self.sign_bit() & !((1 << self.mbits) - 1))
                    | (1 << (self.mbits.max(1) - 1))
            }
            NonFinite::NanAllOnes => self.mask() & !(self.sign_if(!neg)),
            NonFinite::NanNegZero => self.sign_bit(),
            NonFinite::FiniteOnly => 0,
        }
    }

    fn sign_if(self, neg: bool) -> u32 {
        if neg {
            self.sign_bit()
        } else {
            0
        }
    }
}

/// A decoded value of a small format.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Class {
    Zero {
        neg: bool,
    },
    Inf {
        neg: bool,
    },
    Nan,
    /// `(-1)^neg * mantissa * 2^exp2`, `mantissa` with its integer bit.
    Finite {
        neg: bool,
        mantissa: u32,
        exp2: i32,
        /// Bits of precision of the format.
        precision: u32,
        /// Whether the value is the lowest of a binade above the lowest
        /// one (the gap below it is half the gap above).
        binade_floor: bool,
    },
}

/// Decodes a (scalar attribute's) value of a small format; `None` for the
/// other kinds.
pub fn classify(bits: u128, kind: FloatKind) -> Option<Class> {
    let s = sem(kind)?;
    if bits & INF_FLAG != 0 {
        return Some(Class::Inf {
            neg: bits as u32 & s.sign_bit() != 0,
        });
    }
    let b = bits as u32 & s.mask();
    if s.exponent_only {
        if b == s.mask() {
            return Some(Class::Nan);
        }
        return Some(Class::Finite {
            neg: bits & NEG_FLAG != 0,
            mantissa: 1,
            exp2: b as i32 - s.bias,
            precision: 1,
            binade_floor: b > 0,
        });
    }
    let neg = b & s.sign_bit() != 0;
    let mag = b & !s.sign_bit();
    let frac_mask = (1u32 << s.mbits) - 1;
    let biased = (mag >> s.mbits) as i32;
    let frac = mag & frac_mask;
    let emax_field = ((1u32 << (s.width - 1 - s.mbits)) - 1) as i32;
    match s.nonfinite {
        NonFinite::Ieee if biased == emax_field => {
            return Some(if frac == 0 {
                Class::Inf { neg }
            } else {
                Class::Nan
            });
        }
        NonFinite::NanAllOnes if mag == s.mask() & !s.sign_bit() => return Some(Class::Nan),
        NonFinite::NanNegZero if b == s.sign_bit() => return Some(Class::Nan),
        _ => {}
    }
    if biased == 0 && frac == 0 {
        return Some(Class::Zero { neg });
    }
    let (mantissa, e) = if biased == 0 {
        (frac, 1 - s.bias)
    } else {
        (frac | (1 << s.mbits), biased - s.bias)
    };
    Some(Class::Finite {
        neg,
        mantissa,
        exp2: e - s.mbits as i32,
        precision: s.mbits + 1,
        binade_floor: biased > 1 && frac == 0,
    })
}

/// The bits `APFloat::bitcastToAPInt` gives for a scalar attribute's
/// value: the format's pattern, a negative E8M0 value with its sign ORed
/// into the top bit as LLVM does. Other kinds pass through.
pub fn bitcast(bits: u128, kind: FloatKind) -> u128 {
    match sem(kind) {
        None => bits,
        Some(s) => {
            let neg = if bits & NEG_FLAG != 0 { 0x80 } else { 0 };
            ((bits as u32 & s.mask()) | neg) as u128
        }
    }
}

/// The value as an f64 (exact: every small value is an f64).
pub fn to_f64(bits: u128, kind: FloatKind) -> Option<f64> {
    Some(match classify(bits, kind)? {
        Class::Zero { neg } => {
            if neg {
                -0.0
            } else {
                0.0
            }
        }
        Class::Inf { neg } => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Class::Nan => f64::NAN,
        Class::Finite {
            neg,
            mantissa,
            exp2,
            ..
        } => {
            let v = mantissa as f64 * 2f64.powi(exp2);
            if neg {
                -v
            } else {
                v
            }
        }
    })
}

/// Converts an f64 to `kind`'s bits as `APFloat::convert` does with
/// round-to-nearest-even (flags as in the module documentation); `None`
/// for the other kinds.
pub fn from_f64(v: f64, kind: FloatKind) -> Option<u128> {
    let s = sem(kind)?;
    let neg = v.is_sign_negative();
    if v.is_nan() {
        return Some(s.nan(neg) as u128);
    }
    if v.is_infinite() {
        return Some(match s.nonfinite {
            NonFinite::Ieee => (s.sign_if(neg) | (s.max_finite() + 1)) as u128,
            NonFinite::NanAllOnes | NonFinite::NanNegZero => s.nan(neg) as u128,
            NonFinite::FiniteOnly => INF_FLAG | s.sign_if(neg) as u128,
        });
    }
    if v == 0.0 {
        return Some(zero(s, neg));
    }
    // |v| = m * 2^e exactly.
    let b = v.to_bits();
    let field = ((b >> 52) & 0x7ff) as i32;
    let (m, e) = if field == 0 {
        (b & ((1 << 52) - 1), -1074)
    } else {
        ((b & ((1 << 52) - 1)) | (1 << 52), field - 1075)
    };
    let top = e + 63 - m.leading_zeros() as i32; // floor(log2 |v|)
    let emin = if s.exponent_only { -s.bias } else { 1 - s.bias };
    // The exponent of the last mantissa bit kept.
    let quantum = top.max(emin) - s.mbits as i32;
    let n = round_shift(m, quantum - e);
    if n == 0 {
        return Some(zero(s, neg));
    }
    // Normalise a carry out of the top bit.
    let (n, quantum) = if n >> (s.mbits + 1) != 0 {
        (n >> 1, quantum + 1)
    } else {
        (n, quantum)
    };
    let normal = n >> s.mbits != 0;
    let biased = if normal {
        quantum + s.mbits as i32 + s.bias
    } else {
        0
    };
    let frac = n & ((1 << s.mbits) - 1);
    let mag = if biased > 255 {
        u64::MAX
    } else {
        ((biased as u64) << s.mbits) | frac
    };
    if mag > s.max_finite() as u64 {
        return Some(match s.nonfinite {
            NonFinite::Ieee => (s.sign_if(neg) | (s.max_finite() + 1)) as u128,
            NonFinite::NanAllOnes | NonFinite::NanNegZero => s.nan(neg) as u128,
            NonFinite::FiniteOnly => (s.sign_if(neg) | s.max_finite()) as u128,
        });
    }
    let mag = mag as u32;
    if s.exponent_only {
        return Some(mag as u128 | if neg { NEG_FLAG } else { 0 });
    }
    Some((s.sign_if(neg) | mag) as u128)
}

/// A zero (or an underflow to one): E8M0 has none and takes its smallest
/// value, the `FNUZ` formats have no negative zero.
fn zero(s: Sem, neg: bool) -> u128 {
    match s.nonfinite {
        NonFinite::NanNegZero => 0,
        _ if s.exponent_only => 0,
        _ => s.sign_if(neg) as u128,
    }
}

/// `m / 2^shift` rounded to nearest, ties to even (`shift` may be
/// negative: then exact).
fn round_shift(m: u64, shift: i32) -> u64 {
    if shift <= 0 {
        // Only reached for values that overflow anyway when the shift is
        // large; saturate instead of wrapping.
        return if shift < -10 {
            u64::MAX >> 1
        } else {
            m << -shift
        };
    }
    if shift > 64 {
        return 0;
    }
    let (q, rest, half) = if shift == 64 {
        (0, m, 1u64 << 63)
    } else {
        (m >> shift, m & ((1u64 << shift) - 1), 1u64 << (shift - 1))
    };
    if rest > half || (rest == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(v: f64, kind: FloatKind) -> u128 {
        from_f64(v, kind).unwrap()
    }

    #[test]
    fn rounds_as_apfloat() {
        // Values and results read off mlir-opt 22.
        assert_eq!(enc(1.5, FloatKind::F4E2M1FN), 0x3);
        assert_eq!(enc(100.0, FloatKind::F4E2M1FN), 0x7);
        assert_eq!(enc(-100.0, FloatKind::F4E2M1FN), 0xF);
        assert_eq!(enc(0.25, FloatKind::F4E2M1FN), 0x0);
        assert_eq!(enc(f64::INFINITY, FloatKind::F4E2M1FN), INF_FLAG);
        assert_eq!(enc(1.5, FloatKind::F6E2M3FN), 12);
        assert_eq!(enc(1.5, FloatKind::F6E3M2FN), 14);
        assert_eq!(enc(1.5, FloatKind::F8E3M4), 56);
        assert_eq!(enc(1.5, FloatKind::F8E4M3), 60);
        assert_eq!(enc(1.5, FloatKind::F8E4M3FN), 60);
        assert_eq!(enc(1.5, FloatKind::F8E5M2), 62);
        assert_eq!(enc(1.5, FloatKind::F8E4M3FNUZ), 68);
        assert_eq!(enc(1.5, FloatKind::F8E5M2FNUZ), 66);
        assert_eq!(enc(1.5, FloatKind::F8E4M3B11FNUZ), 92);
        assert_eq!(enc(1.0, FloatKind::F8E8M0FNU), 127);
        assert_eq!(enc(464.0, FloatKind::F8E4M3FN), 0x7E);
        assert_eq!(enc(480.0, FloatKind::F8E4M3FN), 0x7F);
        assert_eq!(enc(-1.0e10, FloatKind::F8E4M3FN), 0xFF);
        assert_eq!(enc(448.0, FloatKind::F8E4M3), 0x78);
        assert_eq!(enc(61440.0, FloatKind::F8E5M2), 0x7C);
        assert_eq!(enc(61439.0, FloatKind::F8E5M2), 0x7B);
        assert_eq!(enc(-0.0, FloatKind::F8E5M2FNUZ), 0);
        assert_eq!(enc(-1.0e10, FloatKind::F8E5M2FNUZ), 0x80);
        assert_eq!(enc(32.0, FloatKind::F8E4M3B11FNUZ), 0x80);
        assert_eq!(enc(15.75, FloatKind::F8E3M4), 0x70);
        assert_eq!(enc(1.0e-300, FloatKind::F8E8M0FNU), 0);
        assert_eq!(enc(3.0e38, FloatKind::F8E8M0FNU), 0xFF);
        assert_eq!(enc(1.5, FloatKind::F8E8M0FNU), 128);
        assert_eq!(enc(-1.0, FloatKind::F8E8M0FNU), NEG_FLAG | 127);
        assert_eq!(bitcast(NEG_FLAG | 127, FloatKind::F8E8M0FNU), 0xFF);
        assert_eq!(enc(3.9e-6, FloatKind::F8E5M2FNUZ), 1);
    }

    #[test]
    fn round_trips_every_pattern() {
        for kind in FloatKind::ALL.into_iter().filter(|k| k.is_small()) {
            for b in 0..1u128 << kind.width() {
                match classify(b, kind).unwrap() {
                    Class::Nan => assert!(to_f64(b, kind).unwrap().is_nan()),
                    _ => {
                        let v = to_f64(b, kind).unwrap();
                        assert_eq!(enc(v, kind), b, "{kind:?} {b:#x} {v}");
                    }
                }
            }
        }
    }
}
