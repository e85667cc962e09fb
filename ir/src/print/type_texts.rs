//! The printed text of each type, rendered once per printer.
//!
//! A module names few distinct types (`i64`, `index`, one LLVM struct per
//! memref rank) but prints one or more on nearly every op; the general
//! type printer walks the type's data each time. Here a type's text is
//! rendered on first use and kept, indexed densely by type id: a short
//! text (nearly all) is then one fixed 16-byte copy, a long one (LLVM
//! structs) one `memcpy`.

use super::names::push_inline;
use crate::context::Context;
use crate::ids::TypeId;

/// A type's cached text: inline when it fits in 16 bytes, else at
/// `start` in `TypeTexts::long`.
#[derive(Clone, Copy)]
struct Slot {
    /// The text when `len <= 16` (the bytes after it are zero); otherwise
    /// its start in `long`, in the first 4 bytes.
    bytes: [u8; 16],
    /// The text's length, or `UNSET` / `UNCACHED`.
    len: u32,
}

/// Not rendered yet.
const UNSET: u32 = u32::MAX;
/// Printed afresh on every use: its text names an alias (`#map`), which is
/// numbered by first use in the printout and must be met each time.
const UNCACHED: u32 = u32::MAX - 1;
const INLINE: usize = 16;

impl Slot {
    const UNSET: Slot = Slot {
        bytes: [0; 16],
        len: UNSET,
    };
}

/// Per-printer type texts (see the module documentation). Printing a type
/// has no effect but its text, except for the alias numbering of affine
/// maps, so types whose text holds an alias reference are not kept; the
/// elision of large elements, the only other state the printer reads, is
/// fixed for a printer's life.
#[derive(Default)]
pub struct TypeTexts {
    /// Indexed by type id, grown on demand.
    slots: Vec<Slot>,
    /// Texts longer than 16 bytes, back to back.
    long: String,
}

impl TypeTexts {
    /// Appends the text of `t` to `out`, as `crate::syntax::print_type`.
    #[inline]
    pub fn write(&mut self, ctx: &Context, t: TypeId, out: &mut String) {
        if let Some(s) = self.slots.get(t.index()) {
            if s.len as usize <= INLINE {
                return push_inline(out, &s.bytes, s.len as usize);
            }
        }
        self.write_slow(ctx, t, out);
    }

    /// The text of `t` when it has been rendered and is short: its bytes,
    /// of which the first `len` (UTF-8) are the text.
    #[inline]
    pub fn inline(&self, t: TypeId) -> Option<(&[u8; 16], usize)> {
        match self.slots.get(t.index()) {
            Some(s) if s.len as usize <= INLINE => Some((&s.bytes, s.len as usize)),
            _ => None,
        }
    }

    #[cold]
    fn write_slow(&mut self, ctx: &Context, t: TypeId, out: &mut String) {
        let i = t.index();
        if i >= self.slots.len() {
            // Ids are dense: grow to the context's count (at most once per
            // type seen, in practice once).
            self.slots.resize(ctx.num_types().max(i + 1), Slot::UNSET);
        }
        let slot = self.slots[i];
        match slot.len {
            UNCACHED => crate::syntax::print_type(ctx, t, out),
            UNSET => {
                let from = out.len();
                crate::syntax::print_type(ctx, t, out);
                let text = &out[from..];
                self.slots[i] = if text.contains('#') {
                    Slot {
                        bytes: [0; 16],
                        len: UNCACHED,
                    }
                } else if text.len() <= INLINE {
                    let mut bytes = [0; 16];
                    bytes[..text.len()].copy_from_slice(text.as_bytes());
                    Slot {
                        bytes,
                        len: text.len() as u32,
                    }
                } else {
                    let mut bytes = [0; 16];
                    bytes[..4].copy_from_slice(&(self.long.len() as u32).to_le_bytes());
                    self.long.push_str(text);
                    Slot {
                        bytes,
                        len: text.len() as u32,
                    }
                };
            }
            len => {
                let start = u32::from_le_bytes([
                    slot.bytes[0],
                    slot.bytes[1],
                    slot.bytes[2],
                    slot.bytes[3],
                ]) as usize;
                match self.long.get(start..start + len as usize) {
                    Some(text) => out.push_str(text),
                    None => crate::syntax::print_type(ctx, t, out),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::TypeTexts;
    use crate::context::Context;
    use crate::ids::TypeId;

    /// Cached texts (short, long, and uncached alias-holding ones) equal
    /// the type printer's, on first and later uses.
    #[test]
    fn cached_texts_equal_printed_ones() {
        let ctx = Context::new();
        let types: Vec<TypeId> = [
            "i64",
            "index",
            "!llvm.ptr",
            "memref<?xf32>",
            "!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>",
            "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>",
            "vector<4xf32>",
        ]
        .iter()
        .map(|s| crate::syntax::parse_type_str(&ctx, "t", s).unwrap())
        .collect();
        let mut cache = TypeTexts::default();
        for _ in 0..3 {
            for &t in types.iter().chain([TypeId::I1, TypeId::F32].iter()) {
                let mut want = String::from("x");
                crate::syntax::print_type(&ctx, t, &mut want);
                let mut got = String::from("x");
                cache.write(&ctx, t, &mut got);
                assert_eq!(got, want);
            }
        }
    }
}
