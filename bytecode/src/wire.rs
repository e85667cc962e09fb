//! The primitives of FORMAT.md section 1: LEB128 varints (64- and 128-bit,
//! zigzag for signed values) written into a `Vec<u8>`, and a bounds-checked
//! cursor that reads them back, reporting the failing byte offset.

use crate::error::{Error, Res};

/// Appends primitives to a byte buffer.
pub trait WireWrite {
    fn uvarint(&mut self, v: u64);
    fn uvarint128(&mut self, v: u128);
    fn svarint(&mut self, v: i64) {
        self.uvarint(((v << 1) ^ (v >> 63)) as u64);
    }
    fn svarint128(&mut self, v: i128) {
        self.uvarint128(((v << 1) ^ (v >> 127)) as u128);
    }
    /// `opt<X>`: 0 for none, else 1 + index.
    fn opt_index(&mut self, v: Option<u32>) {
        self.uvarint(v.map_or(0, |i| i as u64 + 1));
    }
}

impl WireWrite for Vec<u8> {
    #[inline]
    fn uvarint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.push(v as u8);
    }

    fn uvarint128(&mut self, mut v: u128) {
        while v >= 0x80 {
            self.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.push(v as u8);
    }
}

/// A cursor over one section (or the whole file). `base` is the offset of
/// `data[0]` in the file, so errors name absolute byte positions.
#[derive(Clone, Copy)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(data: &'a [u8], base: usize) -> Self {
        Cursor { data, pos: 0, base }
    }

    /// Absolute file offset of the next byte.
    #[inline]
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// The bytes not read yet.
    #[inline(always)]
    pub fn rest(&self) -> &'a [u8] {
        &self.data[self.pos..]
    }

    /// Moves the cursor to the start of `rest`, a suffix of `rest()`
    /// (what a reader holding the bytes left as a slice has not read).
    #[inline(always)]
    pub fn set_rest(&mut self, rest: &[u8]) {
        self.pos = self.data.len().saturating_sub(rest.len()).max(self.pos);
    }

    /// The file offset just past the cursor's data: a byte slice `rest`
    /// ending there starts at offset `end() - rest.len()`.
    #[inline(always)]
    pub fn end(&self) -> usize {
        self.base + self.data.len()
    }

    #[inline]
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    pub fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    pub fn err(&self, msg: impl Into<String>) -> Error {
        Error::new(self.offset(), msg)
    }

    /// Fails unless the cursor consumed its data exactly.
    pub fn expect_end(&self, what: &str) -> Res<()> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(self.err(format!("{} trailing bytes in {what}", self.remaining())))
        }
    }

    #[inline]
    pub fn byte(&mut self) -> Res<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => Err(self.err("unexpected end of data")),
        }
    }

    pub fn bytes(&mut self, n: usize) -> Res<&'a [u8]> {
        if n > self.remaining() {
            return Err(self.err(format!(
                "length {n} exceeds the {} bytes left",
                self.remaining()
            )));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    pub fn bool(&mut self) -> Res<bool> {
        let at = self.offset();
        match self.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            b => Err(Error::new(at, format!("invalid boolean {b}"))),
        }
    }

    pub fn u64le(&mut self) -> Res<u64> {
        let b = self.bytes(8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    /// One-byte values (the common case) take the inlined fast path.
    /// The slow path gets the cursor's parts by value, not the cursor's
    /// address, so a cursor held in a local stays in registers.
    #[inline(always)]
    pub fn uvarint(&mut self) -> Res<u64> {
        if let Some(&b) = self.data.get(self.pos) {
            if b < 0x80 {
                self.pos += 1;
                return Ok(b as u64);
            }
        }
        let (v, pos) = uvarint_slow(self.data, self.pos, self.base)?;
        self.pos = pos;
        Ok(v)
    }

    pub fn uvarint128(&mut self) -> Res<u128> {
        self.leb(128)
    }

    pub fn svarint(&mut self) -> Res<i64> {
        let u = self.uvarint()?;
        Ok(((u >> 1) as i64) ^ -((u & 1) as i64))
    }

    pub fn svarint128(&mut self) -> Res<i128> {
        let u = self.uvarint128()?;
        Ok(((u >> 1) as i128) ^ -((u & 1) as i128))
    }

    /// A varint that must fit in `u32` (columns and lines: every inline
    /// location reads one or two).
    #[inline(always)]
    pub fn u32(&mut self) -> Res<u32> {
        let at = self.pos;
        let v = self.uvarint()?;
        if v > u32::MAX as u64 {
            return Err(Self::u32_error(self.base + at, v));
        }
        Ok(v as u32)
    }

    #[cold]
    fn u32_error(at: usize, v: u64) -> Error {
        Error::new(at, format!("value {v} does not fit in 32 bits"))
    }

    /// A count of list elements, each taking at least one byte: it may not
    /// exceed the bytes left, which bounds every allocation by the input.
    #[inline(always)]
    pub fn count(&mut self, what: &str) -> Res<usize> {
        let at = self.pos;
        let n = self.uvarint()?;
        if n > self.remaining() as u64 {
            return Err(self.count_error(at, n, what));
        }
        Ok(n as usize)
    }

    #[cold]
    fn count_error(&self, at: usize, n: u64, what: &str) -> Error {
        Error::new(
            self.base + at,
            format!(
                "{what} count {n} exceeds the {} bytes left",
                self.remaining()
            ),
        )
    }

    /// An index below `limit`.
    #[inline(always)]
    pub fn index(&mut self, limit: usize, what: &str) -> Res<usize> {
        let at = self.pos;
        let v = self.uvarint()?;
        if v >= limit as u64 {
            return Err(Self::index_error(self.base + at, v, limit, what));
        }
        Ok(v as usize)
    }

    #[cold]
    fn index_error(at: usize, v: u64, limit: usize, what: &str) -> Error {
        Error::new(at, format!("{what} index {v} out of range (have {limit})"))
    }

    /// `opt<index>`: `None` for 0.
    pub fn opt_index(&mut self, limit: usize, what: &str) -> Res<Option<usize>> {
        let at = self.offset();
        let v = self.uvarint()?;
        if v == 0 {
            return Ok(None);
        }
        if v > limit as u64 {
            return Err(Error::new(
                at,
                format!("{what} index {} out of range (have {limit})", v - 1),
            ));
        }
        Ok(Some(v as usize - 1))
    }

    /// LEB128 of at most `bits` bits, minimal encoding only.
    #[inline]
    fn leb(&mut self, bits: u32) -> Res<u128> {
        let start = self.offset();
        let mut value: u128 = 0;
        let mut shift = 0u32;
        loop {
            let b = match self.data.get(self.pos) {
                Some(&b) => b,
                None => return Err(Error::new(start, "truncated varint")),
            };
            self.pos += 1;
            let payload = (b & 0x7f) as u128;
            if shift + 7 > bits && (payload >> (bits - shift)) != 0 {
                return Err(Error::new(start, format!("varint overflows {bits} bits")));
            }
            value |= payload << shift;
            if b & 0x80 == 0 {
                if b == 0 && shift > 0 {
                    return Err(Error::new(start, "non-minimal varint"));
                }
                return Ok(value);
            }
            shift += 7;
            if shift >= bits {
                return Err(Error::new(start, format!("varint overflows {bits} bits")));
            }
        }
    }
}

/// `Cursor::uvarint` on a byte slice `rest` ending at file offset `end`,
/// which it advances: for a decoding loop that keeps the bytes left in
/// two registers.
#[inline(always)]
pub fn uvarint_in(rest: &mut &[u8], end: usize) -> Res<u64> {
    if let Some((&b, tail)) = rest.split_first() {
        if b < 0x80 {
            *rest = tail;
            return Ok(b as u64);
        }
    }
    let data = *rest;
    let (v, pos) = uvarint_slow(data, 0, end - data.len())?;
    *rest = &data[pos..];
    Ok(v)
}

/// The width in bytes of `v`'s (minimal, the only valid) LEB128 encoding:
/// where a varint started, for a reader that knows only where it ended.
#[inline]
pub fn varint_len(v: u64) -> usize {
    (64 - (v | 1).leading_zeros() as usize).div_ceil(7)
}

/// `Cursor::u32` on a byte slice, as `uvarint_in`.
#[inline(always)]
pub fn u32_in(rest: &mut &[u8], end: usize) -> Res<u32> {
    let at = end - rest.len();
    let v = uvarint_in(rest, end)?;
    if v > u32::MAX as u64 {
        return Err(Cursor::u32_error(at, v));
    }
    Ok(v as u32)
}

/// A multi-byte (or truncated) LEB128 `u64` at `data[pos..]`, minimal
/// encoding only, and the position after it; `base` is `data[0]`'s file
/// offset. Two-byte values (body-local value numbers from 128 on) come
/// first.
#[inline(never)]
fn uvarint_slow(data: &[u8], mut pos: usize, base: usize) -> Res<(u64, usize)> {
    if let Some(&[b0, b1]) = data.get(pos..pos + 2) {
        // b0 has its high bit set here (the caller took the one-byte
        // case); a final 0x00 byte would be non-minimal.
        if b1 < 0x80 && b1 != 0 {
            return Ok(((b0 & 0x7f) as u64 | (b1 as u64) << 7, pos + 2));
        }
    }
    let start = base + pos;
    let mut value: u64 = 0;
    let mut shift = 0u32;
    loop {
        let Some(&b) = data.get(pos) else {
            return Err(Error::new(start, "truncated varint"));
        };
        pos += 1;
        let payload = (b & 0x7f) as u64;
        if shift == 63 && payload > 1 {
            return Err(Error::new(start, "varint overflows 64 bits"));
        }
        value |= payload << shift;
        if b & 0x80 == 0 {
            if b == 0 && shift > 0 {
                return Err(Error::new(start, "non-minimal varint"));
            }
            return Ok((value, pos));
        }
        shift += 7;
        if shift >= 64 {
            return Err(Error::new(start, "varint overflows 64 bits"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_at_the_edges() {
        let u: [u64; 8] = [0, 1, 127, 128, 300, u32::MAX as u64, u64::MAX - 1, u64::MAX];
        let s: [i64; 6] = [0, -1, 1, i64::MIN, i64::MAX, -300];
        let w: [i128; 5] = [0, -1, i128::MIN, i128::MAX, 1 << 100];
        let mut buf = Vec::new();
        for &v in &u {
            buf.uvarint(v);
        }
        for &v in &s {
            buf.svarint(v);
        }
        for &v in &w {
            buf.svarint128(v);
        }
        buf.uvarint128(u128::MAX);
        let mut c = Cursor::new(&buf, 0);
        for &v in &u {
            assert_eq!(c.uvarint().unwrap(), v);
        }
        for &v in &s {
            assert_eq!(c.svarint().unwrap(), v);
        }
        for &v in &w {
            assert_eq!(c.svarint128().unwrap(), v);
        }
        assert_eq!(c.uvarint128().unwrap(), u128::MAX);
        assert!(c.is_empty());
    }

    #[test]
    fn varint_len_is_the_written_width() {
        for v in [0, 1, 127, 128, 16383, 16384, u32::MAX as u64, u64::MAX] {
            let mut buf = Vec::new();
            buf.uvarint(v);
            assert_eq!(varint_len(v), buf.len(), "{v}");
        }
    }

    #[test]
    fn malformed_varints_are_rejected_with_offsets() {
        let cases: [(&[u8], &str); 4] = [
            (&[0x80], "truncated varint"),
            (&[0x80, 0x00], "non-minimal varint"),
            (&[0xff; 11], "varint overflows 64 bits"),
            (
                &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02],
                "varint overflows 64 bits",
            ),
        ];
        for (bytes, msg) in cases {
            let mut c = Cursor::new(bytes, 10);
            let e = c.uvarint().unwrap_err();
            assert_eq!((e.offset, e.msg.as_str()), (10, msg));
        }
        // The two-byte path keeps the one-byte rules: minimal, complete.
        let mut c = Cursor::new(&[0x80, 0x01, 0xff, 0x7f, 0x81], 3);
        assert_eq!(c.uvarint().unwrap(), 128);
        assert_eq!(c.uvarint().unwrap(), 16383);
        let e = c.uvarint().unwrap_err();
        assert_eq!((e.offset, e.msg.as_str()), (7, "truncated varint"));
        let mut c = Cursor::new(&[5, 1, 2], 0);
        assert_eq!(
            c.count("list").unwrap_err().msg,
            "list count 5 exceeds the 2 bytes left"
        );
    }
}
