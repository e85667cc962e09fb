//! Short pieces appended to the output with no capacity check of their
//! own: the pieces of one op's line (its name, the value names, a type)
//! are each at most 16 bytes and their number is known, so room for all
//! of them is made once and each is one or two fixed-size stores, instead
//! of a `String` push that loads, checks and stores the length and
//! capacity every time.

/// Appends up to a given number of pieces, each at most 16 bytes, to a
/// string (see the module documentation). The string's length is set when
/// the `Line` is dropped.
pub struct Line<'a> {
    out: &'a mut String,
    /// `out`'s buffer, kept here rather than reloaded from `out` after
    /// every store (which the compiler must assume may have changed it).
    buf: *mut u8,
    /// The string's length with the pieces appended so far.
    len: usize,
    /// The number of pieces `new` made room for.
    pieces: usize,
}

impl<'a> Line<'a> {
    /// A line of at most `pieces` pieces, room made for all of them: 16
    /// bytes each, as every piece is stored as (at most) 16 bytes.
    #[inline]
    pub fn new(out: &'a mut String, pieces: usize) -> Self {
        out.reserve(16 * pieces);
        let len = out.len();
        // SAFETY: only the pointer is taken; the bytes are written through
        // it by `put` and `put_str`, UTF-8 only.
        let buf = unsafe { out.as_mut_vec() }.as_mut_ptr();
        Line {
            out,
            buf,
            len,
            pieces,
        }
    }

    /// Appends `bytes[..len]` (`len <= 16`), copying all 16 bytes.
    ///
    /// # Safety
    /// `bytes[..len]` must be UTF-8, and fewer than `pieces` (as given to
    /// `new`) pieces may have been appended before.
    #[inline(always)]
    pub unsafe fn put(&mut self, bytes: &[u8; 16], len: usize) {
        debug_assert!(self.out.capacity() - self.len >= 16);
        // SAFETY: `new` made room for 16 bytes per piece (and `put_long`
        // keeps it so), each piece before advanced `len` by at most 16,
        // and this is not one piece too many (the caller's promise): 16
        // bytes of capacity follow `len`, so the copy stays inside the
        // allocation. Only `len.min(16)` of them are counted, UTF-8 by the
        // caller's promise.
        unsafe {
            let p = self.buf.add(self.len);
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, 16);
        }
        self.len += len.min(16);
    }

    /// Appends `s` (one piece; a text longer than 16 bytes is appended
    /// through the string): for the short static texts of a line (op
    /// names, separators), as `memcpy` copies small sizes, with at most two
    /// overlapping stores of a fixed size.
    ///
    /// # Safety
    /// Fewer than `pieces` (as given to `new`) pieces may have been
    /// appended before.
    #[inline(always)]
    pub unsafe fn put_str(&mut self, s: &str) {
        let b = s.as_bytes();
        let n = b.len();
        if n > 16 {
            (self.buf, self.len) = Self::put_long(self.out, self.len, s, self.pieces);
            return;
        }
        debug_assert!(self.out.capacity() - self.len >= 16);
        // SAFETY: as in `put`, 16 bytes of capacity follow `len`, and every
        // store below is inside `p[..n]` with `n <= 16`: the head and tail
        // stores together cover all of `..n` (overlapping in between). `s`
        // is UTF-8 and all of it is written before `n` bytes are counted.
        unsafe {
            let p = self.buf.add(self.len);
            let src = b.as_ptr();
            match n {
                8..=16 => {
                    let head = std::ptr::read_unaligned(src.cast::<u64>());
                    let tail = std::ptr::read_unaligned(src.add(n - 8).cast::<u64>());
                    std::ptr::write_unaligned(p.cast::<u64>(), head);
                    std::ptr::write_unaligned(p.add(n - 8).cast::<u64>(), tail);
                }
                4..=7 => {
                    let head = std::ptr::read_unaligned(src.cast::<u32>());
                    let tail = std::ptr::read_unaligned(src.add(n - 4).cast::<u32>());
                    std::ptr::write_unaligned(p.cast::<u32>(), head);
                    std::ptr::write_unaligned(p.add(n - 4).cast::<u32>(), tail);
                }
                1..=3 => {
                    *p = *src;
                    *p.add(n / 2) = *src.add(n / 2);
                    *p.add(n - 1) = *src.add(n - 1);
                }
                _ => {}
            }
        }
        self.len += n;
    }

    /// Drops what was appended after the string's length `len`.
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    /// Appends `s` after `len` through the string, then makes room for
    /// `pieces` pieces after it again (more than the rest of the line can
    /// need); returns the new buffer and length. A function of the fields
    /// rather than a method, so that the `Line` itself never escapes to
    /// memory and its fields stay in registers.
    #[cold]
    #[inline(never)]
    fn put_long(out: &mut String, len: usize, s: &str, pieces: usize) -> (*mut u8, usize) {
        // SAFETY: the `len` bytes are initialised (the original contents
        // and whole pieces, each UTF-8) and within the capacity; the bytes
        // of `s` appended after them are UTF-8.
        let v = unsafe {
            let v = out.as_mut_vec();
            v.set_len(len);
            v
        };
        v.extend_from_slice(s.as_bytes());
        v.reserve(16 * pieces);
        (v.as_mut_ptr(), v.len())
    }
}

impl Drop for Line<'_> {
    #[inline]
    fn drop(&mut self) {
        // SAFETY: `len` is within the capacity (see `put`), and the bytes
        // up to it are the original contents and whole pieces, each UTF-8.
        unsafe { self.out.as_mut_vec().set_len(self.len) };
    }
}

#[cfg(test)]
mod tests {
    use super::Line;

    #[test]
    fn pieces_append_in_order() {
        let texts = [
            "",
            "a",
            "ab",
            "abc",
            "abcd",
            "é",
            "abcdefg",
            "abcdefgh",
            "arith.addi",
            "∂∂∂∂∂",
            "0123456789abcdef",
            "0123456789abcdefg and more",
            " : ",
            ", ",
        ];
        let mut out = String::from("start ");
        let mut want = out.clone();
        {
            // 2 pieces a round.
            let mut line = Line::new(&mut out, 2 * 200);
            for t in texts.iter().cycle().take(200) {
                // SAFETY: at most 400 pieces.
                unsafe { line.put_str(t) };
                want.push_str(t);
                let mut bytes = [0; 16];
                bytes[..3].copy_from_slice(b"%12");
                // SAFETY: `%1` is ASCII; at most 400 pieces.
                unsafe { line.put(&bytes, 2) };
                want.push_str("%1");
            }
        }
        // Truncated back to where a line started.
        let before = out.clone();
        {
            let mut line = Line::new(&mut out, 2);
            // SAFETY: 2 pieces.
            unsafe { line.put_str("abc") };
            unsafe { line.put_str("0123456789abcdefg and more") };
            line.truncate(before.len());
        }
        assert_eq!(out, before);
        assert_eq!(out, want);
    }
}
