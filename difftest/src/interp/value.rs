//! Runtime values. Scalars are stored inline (no heap allocation); only
//! aggregates (LLVM structs, arrays, vectors) and memref descriptors box
//! their contents.

use strata_ir::Ident;

/// A memref descriptor: the memref dialect's runtime value, laid out as
/// MLIR's LLVM lowering lays it out (`{allocated, aligned, offset, sizes,
/// strides}`), so casting it to and from `!llvm.struct` is a reinterpretation.
#[derive(Clone, Debug, PartialEq)]
pub struct MemrefDesc {
    pub allocated: u64,
    pub aligned: u64,
    pub offset: i64,
    pub sizes: Box<[i64]>,
    pub strides: Box<[i64]>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// An integer of `width` bits (1..=128), zero-extended into `bits`.
    /// `index` values are 64-bit integers.
    Int {
        bits: u128,
        width: u32,
    },
    F32(f32),
    F64(f64),
    /// A byte address in the interpreter's address space.
    Ptr(u64),
    /// LLVM poison (also what `undef` becomes): harmless until observed.
    Poison,
    /// Struct, array or vector elements.
    Agg(Box<[Val]>),
    Memref(Box<MemrefDesc>),
    /// A function symbol (`func.constant`), callable by `func.call_indirect`.
    Func(Ident),
}

#[inline]
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// Sign-extends the low `width` bits of `bits`.
#[inline]
pub fn sext(bits: u128, width: u32) -> i128 {
    if width == 0 {
        0
    } else if width >= 128 {
        bits as i128
    } else {
        let shift = 128 - width;
        ((bits << shift) as i128) >> shift
    }
}

impl Val {
    #[inline]
    pub fn int(bits: u128, width: u32) -> Val {
        Val::Int {
            bits: bits & mask(width),
            width,
        }
    }

    #[inline]
    pub fn bool(b: bool) -> Val {
        Val::Int {
            bits: b as u128,
            width: 1,
        }
    }

    #[inline]
    pub fn i64(v: i64) -> Val {
        Val::int(v as u64 as u128, 64)
    }

    pub fn is_poison(&self) -> bool {
        matches!(self, Val::Poison)
    }

    /// Poison anywhere inside (aggregates included).
    pub fn contains_poison(&self) -> bool {
        match self {
            Val::Poison => true,
            Val::Agg(items) => items.iter().any(Val::contains_poison),
            _ => false,
        }
    }

    /// The value as an unsigned 64-bit quantity (integers truncated,
    /// pointers as addresses); `None` for anything else.
    pub fn as_u64(&self) -> Option<u64> {
        match *self {
            Val::Int { bits, .. } => Some(bits as u64),
            Val::Ptr(a) => Some(a),
            _ => None,
        }
    }

    /// The value as a signed integer, sign-extended from its width.
    pub fn as_i128(&self) -> Option<i128> {
        match *self {
            Val::Int { bits, width } => Some(sext(bits, width)),
            Val::Ptr(a) => Some(a as i128),
            _ => None,
        }
    }

    /// Equality for comparing outcomes across executions: NaNs compare equal
    /// whatever their payload and sign.
    pub fn same_as(&self, other: &Val) -> bool {
        match (self, other) {
            (Val::F32(a), Val::F32(b)) => (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits(),
            (Val::F64(a), Val::F64(b)) => (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits(),
            (Val::Agg(a), Val::Agg(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.same_as(y))
            }
            _ => self == other,
        }
    }
}

impl std::fmt::Display for Val {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Val::Int { bits, width } => write!(f, "{} : i{}", sext(*bits, *width), width),
            Val::F32(x) => write!(f, "{x:?} : f32"),
            Val::F64(x) => write!(f, "{x:?} : f64"),
            Val::Ptr(a) => write!(f, "ptr 0x{a:x}"),
            Val::Poison => f.write_str("poison"),
            Val::Agg(items) => {
                f.write_str("{")?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{v}")?;
                }
                f.write_str("}")
            }
            Val::Memref(d) => write!(
                f,
                "memref(0x{:x}, 0x{:x}, {}, {:?}, {:?})",
                d.allocated, d.aligned, d.offset, d.sizes, d.strides
            ),
            Val::Func(_) => f.write_str("func"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_stay_small() {
        assert!(std::mem::size_of::<Val>() <= 32);
    }

    #[test]
    fn sign_extension_at_odd_widths() {
        assert_eq!(sext(0b101, 3), -3);
        assert_eq!(sext(0b011, 3), 3);
        assert_eq!(sext(1, 1), -1);
        assert_eq!(
            Val::int(u128::MAX, 7),
            Val::Int {
                bits: 127,
                width: 7
            }
        );
    }

    #[test]
    fn nan_payloads_compare_equal() {
        let a = Val::F64(f64::from_bits(0x7ff8_0000_0000_0001));
        let b = Val::F64(-f64::NAN);
        assert!(a.same_as(&b));
        assert!(!Val::F64(0.0).same_as(&Val::F64(-0.0)));
    }
}
