//! The MLIR lexer: bytes in, tokens out, no allocation per token. A token
//! is a kind and a byte range of the source; its text is a slice.

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tok {
    Eof,
    /// A character that starts no token.
    Error,
    /// `foo`, `arith.addi`, `i32`, `f32`, `x86_amx` (bare identifiers with dots).
    Ident,
    /// `%name`, `%0`, `%0#1` (the `#N` is part of the token).
    PercentId,
    /// `^bb0`
    CaretId,
    /// `@sym`, `@"quoted sym"`
    AtId,
    /// `#alias`, `#dialect.attr`
    HashId,
    /// `!alias`, `!dialect.type`
    BangId,
    Int,
    Float,
    /// `"..."` (the token includes the quotes).
    Str,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LSquare,
    RSquare,
    Less,
    Greater,
    Colon,
    Comma,
    Equal,
    Arrow,
    Question,
    Star,
    Plus,
    Minus,
    Ellipsis,
    Vertical,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

#[derive(Copy, Clone, Debug)]
pub struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

pub struct Lexer<'a> {
    pub src: &'a str,
    bytes: &'a [u8],
    pos: usize,
    /// The line (1-based) that `line_start` begins, or `LINE_UNKNOWN` after
    /// a jump (`set_pos`) the lexer could not follow. Kept up to date as
    /// whitespace is skipped, so the parser finds the line and column of
    /// the current op without scanning back over the text.
    line: std::cell::Cell<u32>,
    /// Offset of the first byte of the line holding `pos`.
    line_start: std::cell::Cell<usize>,
    /// Where the last `%` id with a result number (`%x#1`) ended
    /// (`usize::MAX` before there was one): the parser asks whether its
    /// current `%` id is one (see `ends_numbered_id`), which costs the
    /// common ids nothing.
    numbered_end: usize,
}

/// `Lexer::line` after a jump: the line is found again by the parser.
const LINE_UNKNOWN: u32 = u32::MAX;

/// Byte classes, looked up once per byte in the scanning loops.
const ID_CHAR: u8 = 1;
/// Characters allowed in suffix ids (`%foo-bar`, `^bb.1`, `%0`).
const SUFFIX_CHAR: u8 = 2;
const DIGIT: u8 = 4;
const SPACE: u8 = 8;
/// `/`, which may start a comment: with `SPACE`, the bytes that make the
/// token fast path hand trivia to `skip_trivia_slow`.
const SLASH: u8 = 16;

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let mut k = 0;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            k |= ID_CHAR;
        }
        if b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-') {
            k |= SUFFIX_CHAR;
        }
        if b.is_ascii_digit() {
            k |= DIGIT;
        }
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
            k |= SPACE;
        }
        if b == b'/' {
            k |= SLASH;
        }
        t[c] = k;
        c += 1;
    }
    t
};

/// What the first byte says on the fast path of `next_token_into`: the
/// one-byte punctuation, `Ident` for identifier starts, `PercentId` for
/// `%`, and `Eof` (never returned from here) for bytes that start trivia.
/// `Error` marks every other byte (and end of input, read as 0): those
/// tokens, rare in op bodies, go through `lex_kind`.
static FAST_KIND: [Tok; 256] = {
    let mut t = [Tok::Error; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = match one_byte_token(b) {
            Some(kind) => kind,
            None => match b {
                b'%' => Tok::PercentId,
                b' ' | b'\t' | b'\n' | b'\r' | b'/' => Tok::Eof,
                _ if is_id_start(b) => Tok::Ident,
                _ => Tok::Error,
            },
        };
        c += 1;
    }
    t
};

/// The punctuation tokens of one byte that no following byte extends
/// (`{`, `-` and `.` may start longer tokens, so they are not here).
const fn one_byte_token(b: u8) -> Option<Tok> {
    Some(match b {
        b'(' => Tok::LParen,
        b')' => Tok::RParen,
        b'}' => Tok::RBrace,
        b'[' => Tok::LSquare,
        b']' => Tok::RSquare,
        b'<' => Tok::Less,
        b'>' => Tok::Greater,
        b':' => Tok::Colon,
        b',' => Tok::Comma,
        b'=' => Tok::Equal,
        b'?' => Tok::Question,
        b'*' => Tok::Star,
        b'+' => Tok::Plus,
        b'|' => Tok::Vertical,
        _ => return None,
    })
}

/// The end of the run of bytes of class `class` (one of `ID_CHAR`,
/// `SUFFIX_CHAR`, `DIGIT`) starting at `i`. Runs in MLIR text are short
/// (`i64`, `%v27`, `arith.addi`): eight bytes are tested per step, unrolled
/// with no bounds check per byte, which beats vector setup for such runs.
#[inline]
fn class_run_end(b: &[u8], mut i: usize, class: u8) -> usize {
    while let Some(w) = b.get(i..i + 8) {
        for (k, &c) in w.iter().enumerate() {
            if CLASS[c as usize] & class == 0 {
                return i + k;
            }
        }
        i += 8;
    }
    class_run_end_scalar(b, i, class)
}

#[inline]
fn class_run_end_scalar(b: &[u8], mut i: usize, class: u8) -> usize {
    while i < b.len() && CLASS[b[i] as usize] & class != 0 {
        i += 1;
    }
    i
}

/// The end of the run of spaces starting at `i`: eight bytes at a time
/// (the indentation after each newline).
#[inline]
fn spaces_end(b: &[u8], mut i: usize) -> usize {
    while let Some(&w) = b.get(i..).and_then(<[u8]>::first_chunk::<8>) {
        let w = u64::from_le_bytes(w) ^ 0x2020_2020_2020_2020;
        if w != 0 {
            // The lowest non-zero byte of `w` is the first non-space.
            return i + (w.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while b.get(i) == Some(&b' ') {
        i += 1;
    }
    i
}

/// The end of the `%` id token starting at `p` when it is a plain one
/// (`%x`, `%12`); `None` for anything else there, including ids with a
/// result number (`%x#1`), which the lexer reads on its slow path.
#[inline(always)]
fn plain_percent_id_end(b: &[u8], p: usize) -> Option<usize> {
    if b.get(p) != Some(&b'%') {
        return None;
    }
    let first = b.get(p + 1).copied().unwrap_or(0);
    // Each run with a constant class (no register holds it).
    let end = if first.is_ascii_digit() {
        class_run_end(b, p + 2, DIGIT)
    } else if CLASS[first as usize] & SUFFIX_CHAR != 0 {
        class_run_end(b, p + 2, SUFFIX_CHAR)
    } else {
        return None;
    };
    (b.get(end) != Some(&b'#')).then_some(end)
}

#[inline]
const fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            bytes: src.as_bytes(),
            pos: 0,
            line: std::cell::Cell::new(1),
            line_start: std::cell::Cell::new(0),
            numbered_end: usize::MAX,
        }
    }

    /// Whether the `%` id token ending at `end` has a result number
    /// (`%x#1`). Only ever asked of the last token read: a `%` id ending
    /// where the last numbered one ended is that same one (the bytes
    /// before the end back to its `%` are id bytes, `#` and digits, with
    /// no other `%` among them), so a stale record never answers wrongly.
    #[inline]
    pub fn ends_numbered_id(&self, end: usize) -> bool {
        self.numbered_end == end
    }

    /// The line and line start of every offset from `line_start` up to
    /// the lexer's position, when the lexer knows them: `Some((line,
    /// line_start))` for `offset` in that range.
    #[inline]
    pub fn line_of(&self, offset: usize) -> Option<(u32, usize)> {
        let line = self.line.get();
        let start = self.line_start.get();
        (line != LINE_UNKNOWN && offset >= start && offset <= self.pos).then_some((line, start))
    }

    /// `line_of` for an `offset` at or after `line_start`, also beyond the
    /// lexer's position: for a caller that has checked that no newline
    /// comes between the position and `offset`.
    #[inline]
    pub fn line_ahead(&self, offset: usize) -> Option<(u32, usize)> {
        let line = self.line.get();
        let start = self.line_start.get();
        (line != LINE_UNKNOWN && offset >= start).then_some((line, start))
    }

    /// Moves on to `pos` on the current line (the caller has checked that
    /// no newline comes before it, and that it ends a token): unlike
    /// `set_pos`, the line count holds.
    #[inline]
    pub fn skip_on_line(&mut self, pos: usize) {
        debug_assert!(!self.bytes[self.pos.min(pos)..pos].contains(&b'\n'));
        self.pos = pos.min(self.bytes.len());
    }

    /// Tells the lexer that `offset` (at or before its position) is on
    /// line `line`, starting at `line_start`, after a jump made it lose
    /// count: it counts the newlines from there to its position.
    pub fn resync_line(&self, offset: usize, line: u32, line_start: usize) {
        if self.line.get() != LINE_UNKNOWN || offset > self.pos {
            return;
        }
        let seg = &self.bytes[offset..self.pos];
        match memchr::memrchr(b'\n', seg) {
            None => {
                self.line.set(line);
                self.line_start.set(line_start);
            }
            Some(last) => {
                let n = memchr::memchr_iter(b'\n', &seg[..last]).count() as u32;
                self.line.set(line + 1 + n);
                self.line_start.set(offset + last + 1);
            }
        }
    }

    #[inline]
    fn newline_at(&mut self, i: usize) {
        let line = self.line.get();
        if line != LINE_UNKNOWN {
            self.line.set(line + 1);
        }
        self.line_start.set(i + 1);
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Re-positions the lexer (used to re-lex a balanced range as text).
    /// A position inside a character moves on to the character's end, so
    /// tokens stay on character boundaries.
    pub fn set_pos(&mut self, pos: usize) {
        let mut pos = pos.min(self.bytes.len());
        while !self.src.is_char_boundary(pos) {
            pos += 1;
        }
        // Back within the current line the count still holds; any other
        // jump loses it (forward jumps skip whole bodies: counting them
        // here would scan text the caller has already scanned).
        if pos < self.line_start.get() || pos > self.pos {
            self.line.set(LINE_UNKNOWN);
        }
        self.pos = pos;
    }

    #[inline]
    fn peek(&self, k: usize) -> u8 {
        *self.bytes.get(self.pos + k).unwrap_or(&0)
    }

    /// Moves past bytes of class `class` starting at `pos`.
    #[inline]
    fn skip_class(&mut self, class: u8) {
        self.pos = class_run_end(self.bytes, self.pos, class);
    }

    /// Skips whitespace and `//` comments from `p`, counting newlines;
    /// returns the offset of the next token. (No calls: the function
    /// needs no saved registers.)
    #[inline]
    fn skip_trivia(&mut self, mut p: usize) -> usize {
        let b = self.bytes;
        loop {
            match b.get(p) {
                Some(b' ') => p = spaces_end(b, p + 1),
                Some(b'\n') => {
                    self.newline_at(p);
                    p += 1;
                }
                Some(b'\t' | b'\r') => p += 1,
                Some(b'/') if b.get(p + 1) == Some(&b'/') => {
                    while b.get(p).is_some_and(|&c| c != b'\n') {
                        p += 1;
                    }
                }
                _ => return p,
            }
        }
    }

    pub fn next_token(&mut self) -> Token {
        let mut t = Token {
            kind: Tok::Eof,
            start: 0,
            end: 0,
        };
        self.next_token_into(&mut t);
        t
    }

    /// `next_token`, written to `tok`.
    ///
    /// Every token starts and ends on a character boundary of `src`
    /// (`Parser::text` relies on it): the position starts at 0 and
    /// `set_pos` keeps it on a boundary; trivia, punctuation, identifiers,
    /// ids and numbers are ASCII bytes; a byte from 0x80 up is taken with
    /// all its continuation bytes (`src` is valid UTF-8); a string ends
    /// after its closing quote, before a line break, or at the end.
    ///
    /// One-byte punctuation after one
    /// space or none is read here; other tokens and trivia go to
    /// functions called in tail position, so this path saves no
    /// registers.
    pub fn next_token_into(&mut self, tok: &mut Token) {
        let mut p = self.pos;
        if self.bytes.get(p) == Some(&b' ') {
            p += 1;
        }
        self.lex_at::<false>(p, tok);
    }

    /// `next_token_into` from `p`, where whitespace or a comment starts.
    /// Usually that is a newline and the next line's indentation, read
    /// here; anything more goes to `next_token_after_more_trivia`.
    #[inline(never)]
    fn next_token_after_trivia(&mut self, mut p: usize, tok: &mut Token) {
        let b = self.bytes;
        if b.get(p) == Some(&b'\n') {
            self.newline_at(p);
            p = spaces_end(b, p + 1);
        }
        let c = b.get(p).copied().unwrap_or(0);
        if FAST_KIND[c as usize] == Tok::Eof {
            return self.next_token_after_more_trivia(p, tok);
        }
        self.lex_at::<true>(p, tok);
    }

    /// `next_token_into` from `p`, where whitespace or a comment starts.
    #[inline(never)]
    fn next_token_after_more_trivia(&mut self, p: usize, tok: &mut Token) {
        let p = self.skip_trivia(p);
        self.lex_at::<true>(p, tok);
    }

    /// Reads the token at `p`, or (unless `AFTER_TRIVIA`: then a `/`
    /// there is no comment) the trivia there and the token after.
    #[inline(always)]
    fn lex_at<const AFTER_TRIVIA: bool>(&mut self, p: usize, tok: &mut Token) {
        let c = self.bytes.get(p).copied().unwrap_or(0);
        let kind = match FAST_KIND[c as usize] {
            Tok::Ident => return self.lex_ident(p, tok),
            Tok::PercentId => return self.lex_percent_id(p, tok),
            Tok::Eof if !AFTER_TRIVIA => return self.next_token_after_trivia(p, tok),
            Tok::Eof | Tok::Error => return self.lex_slow(p, tok),
            k => k,
        };
        self.pos = p + 1;
        tok.kind = kind;
        tok.start = p as u32;
        tok.end = (p + 1) as u32;
    }

    /// The identifier starting at `p`.
    #[inline(never)]
    fn lex_ident(&mut self, p: usize, tok: &mut Token) {
        let end = class_run_end(self.bytes, p + 1, ID_CHAR);
        self.pos = end;
        tok.kind = Tok::Ident;
        tok.start = p as u32;
        tok.end = end as u32;
    }

    /// The `%` id starting at `p`; those with a result number (`%x#1`),
    /// and a bare `%`, are left to `lex_kind`.
    #[inline(never)]
    fn lex_percent_id(&mut self, p: usize, tok: &mut Token) {
        let Some(end) = plain_percent_id_end(self.bytes, p) else {
            return self.lex_slow(p, tok);
        };
        self.pos = end;
        tok.kind = Tok::PercentId;
        tok.start = p as u32;
        tok.end = end as u32;
    }

    /// The token at `p` read by `lex_kind`.
    #[inline(never)]
    fn lex_slow(&mut self, p: usize, tok: &mut Token) {
        self.pos = p;
        tok.kind = self.lex_kind();
        tok.start = p as u32;
        tok.end = self.pos as u32;
    }

    /// The token at `pos` (after trivia), moving past it.
    #[inline(never)]
    fn lex_kind(&mut self) -> Tok {
        if self.pos >= self.bytes.len() {
            return Tok::Eof;
        }
        let c = self.bytes[self.pos];
        self.pos += 1;
        if let Some(kind) = one_byte_token(c) {
            return kind;
        }
        match c {
            b'{' => {
                if self.peek(0) == b'-' && self.peek(1) == b'#' {
                    self.pos += 2;
                    Tok::FileMetadataBegin
                } else {
                    Tok::LBrace
                }
            }
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    Tok::Arrow
                } else {
                    Tok::Minus
                }
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    Tok::Ellipsis
                } else {
                    Tok::Error
                }
            }
            b'"' => self.lex_string(),
            b'%' => self.lex_suffix_id(Tok::PercentId, true),
            b'^' => self.lex_suffix_id(Tok::CaretId, false),
            b'@' => {
                if self.peek(0) == b'"' {
                    self.pos += 1;
                    match self.lex_string() {
                        Tok::Str => Tok::AtId,
                        other => other,
                    }
                } else {
                    // `@` takes a bare identifier: no leading digit, no `-`.
                    if !is_id_start(self.peek(0)) {
                        return Tok::Error;
                    }
                    self.skip_class(ID_CHAR);
                    Tok::AtId
                }
            }
            b'#' => {
                if self.peek(0) == b'-' && self.peek(1) == b'}' {
                    self.pos += 2;
                    Tok::FileMetadataEnd
                } else {
                    self.lex_prefixed_id(Tok::HashId)
                }
            }
            b'!' => self.lex_prefixed_id(Tok::BangId),
            b'0'..=b'9' => self.lex_number(c),
            c if is_id_start(c) => {
                self.skip_class(ID_CHAR);
                Tok::Ident
            }
            // A character outside ASCII is taken whole: token text stays
            // on character boundaries.
            c if c >= 0x80 => {
                while self.peek(0) & 0xC0 == 0x80 {
                    self.pos += 1;
                }
                Tok::Error
            }
            _ => Tok::Error,
        }
    }

    /// `%name`, `%0`, `%name#3`, `^bb1`, `@sym`.
    fn lex_suffix_id(&mut self, kind: Tok, result_number: bool) -> Tok {
        let start = self.pos;
        if self.peek(0).is_ascii_digit() {
            self.skip_class(DIGIT);
        } else {
            self.skip_class(SUFFIX_CHAR);
        }
        if self.pos == start {
            return Tok::Error;
        }
        if result_number && self.peek(0) == b'#' && self.peek(1).is_ascii_digit() {
            self.pos += 1;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
            self.numbered_end = self.pos;
        }
        kind
    }

    /// `#alias`, `#llvm.linkage`, `!llvm.ptr`, `!my-type`.
    fn lex_prefixed_id(&mut self, kind: Tok) -> Tok {
        let start = self.pos;
        self.skip_class(SUFFIX_CHAR);
        if self.pos == start {
            Tok::Error
        } else {
            kind
        }
    }

    fn lex_number(&mut self, first: u8) -> Tok {
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Tok::Int;
        }
        self.skip_class(DIGIT);
        if self.peek(0) != b'.' || self.peek(1) == b'.' {
            return Tok::Int;
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit()
                || (matches!(self.peek(1), b'+' | b'-') && self.peek(2).is_ascii_digit()))
        {
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        Tok::Float
    }

    /// After the opening quote; stops after the closing one. Newlines end
    /// a string with an error, as in MLIR.
    #[inline(never)]
    fn lex_string(&mut self) -> Tok {
        loop {
            match self.peek(0) {
                0 if self.pos >= self.bytes.len() => return Tok::Error,
                b'"' => {
                    self.pos += 1;
                    return Tok::Str;
                }
                b'\n' | b'\r' => return Tok::Error,
                b'\\' => {
                    self.pos += 1;
                    if self.pos < self.bytes.len() {
                        // An escaped newline is inside the token.
                        if self.bytes[self.pos] == b'\n' {
                            self.newline_at(self.pos);
                        }
                        self.pos += 1;
                    }
                }
                _ => self.pos += 1,
            }
        }
    }
}

/// Decodes an MLIR string literal body (between the quotes): `\n`, `\t`,
/// `\"`, `\\` and two-digit hex escapes. Invalid escapes are kept as is.
pub fn unescape(body: &str) -> Vec<u8> {
    let b = body.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            let c = b[i + 1];
            match c {
                b'n' => {
                    out.push(b'\n');
                    i += 2;
                }
                b't' => {
                    out.push(b'\t');
                    i += 2;
                }
                b'"' | b'\\' => {
                    out.push(c);
                    i += 2;
                }
                _ if i + 2 < b.len() && c.is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() => {
                    let hex = |x: u8| (x as char).to_digit(16).unwrap_or(0) as u8;
                    out.push(hex(c) * 16 + hex(b[i + 2]));
                    i += 3;
                }
                _ => {
                    out.push(b'\\');
                    i += 1;
                }
            }
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// `unescape` without a copy when the body has no escape.
pub fn unescape_cow(body: &str) -> std::borrow::Cow<'_, [u8]> {
    if memchr::memchr(b'\\', body.as_bytes()).is_none() {
        std::borrow::Cow::Borrowed(body.as_bytes())
    } else {
        std::borrow::Cow::Owned(unescape(body))
    }
}

/// 1-based line and column of a byte offset.
pub fn line_col(src: &str, offset: usize) -> (u32, u32) {
    let offset = offset.min(src.len());
    let before = &src.as_bytes()[..offset];
    let line = before.iter().filter(|&&c| c == b'\n').count() as u32 + 1;
    let col_start = before
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |p| p + 1);
    (line, (offset - col_start) as u32 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if t.kind == Tok::Eof {
                return v;
            }
        }
    }

    #[test]
    fn lexes_op_line() {
        use Tok::*;
        assert_eq!(
            kinds("%0:2 = \"foo.bar\"(%a#1) : (i32) -> !llvm.ptr // c\n^bb0"),
            vec![
                PercentId, Colon, Int, Equal, Str, LParen, PercentId, RParen, Colon, LParen, Ident,
                RParen, Arrow, BangId, CaretId, Eof
            ]
        );
        assert_eq!(kinds("1.5e+3 0x1F 4x8"), vec![Float, Int, Int, Ident, Eof]);
        assert_eq!(
            kinds("@\"a b\" ... {-# #-}"),
            vec![AtId, Ellipsis, FileMetadataBegin, FileMetadataEnd, Eof]
        );
        assert_eq!(kinds("\"unterminated"), vec![Error, Eof]);
    }

    #[test]
    fn class_runs_match_the_byte_loop() {
        let text = "ab_c$.d-9 x\t\n\r  0123456789abcdefghijklmnopqrstuvwxyz_ABCZ$.-é%#@!{}[]<>\"'/\\`~^&*()+=|;:,?0";
        let b = text.as_bytes();
        for class in [ID_CHAR, SUFFIX_CHAR, DIGIT, SPACE] {
            for start in 0..=b.len() {
                let mut long = b[start..].to_vec();
                for n in 0..40 {
                    long.extend_from_slice(&b[..n % b.len()]);
                }
                for s in [&b[start..], &long[..]] {
                    assert_eq!(
                        class_run_end(s, 0, class),
                        class_run_end_scalar(s, 0, class),
                        "class {class} from {start}"
                    );
                }
            }
        }
        // Runs longer than one chunk.
        let ident = "x".repeat(40) + " ";
        assert_eq!(class_run_end(ident.as_bytes(), 0, ID_CHAR), 40);
        let digits = "7".repeat(33) + "a";
        assert_eq!(class_run_end(digits.as_bytes(), 1, DIGIT), 33);
        assert_eq!(class_run_end(" \t\n\r".repeat(9).as_bytes(), 0, SPACE), 36);
    }

    /// Tokens (with the line count after each) read by `lex_kind` alone,
    /// the path every token took before the fast path.
    fn slow_tokens(s: &str) -> Vec<(Tok, u32, u32, u32, usize)> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            l.pos = l.skip_trivia(l.pos);
            let start = l.pos;
            let kind = l.lex_kind();
            v.push((
                kind,
                start as u32,
                l.pos as u32,
                l.line.get(),
                l.line_start.get(),
            ));
            if kind == Tok::Eof {
                return v;
            }
        }
    }

    #[test]
    fn fast_path_matches_lex_kind() {
        let cases = [
            "    %v27 = arith.ori %v26, %v25 : i64\n    %c = arith.constant 0 : index\n",
            "%0:2 = \"foo.bar\"(%a#1) : (i32) -> !llvm.ptr // c\n^bb0",
            "% %# %0# %0#x %a#1b %0abc %a-b.c$d_ %abcdefghijklmnopqrstuvwxyz#12345 %",
            "/ // x\n/x //\n\n\t\r  \n        foo/bar",
            "{-# #-} {} () [] <> ? * + | , = : -> - ... .. @a @\"q\" @ @1 #a !b.c ^bb1",
            "é x é%a\u{1F600}é",
            "abcdefgh abcdefghi a1234567_ x0123456789abcdef.g $x _x",
            "0x1F 1.5e+3 12 4x8 ",
            "\"a\\\nb\" \"unterminated",
            "a",
            "%",
            " ",
            "",
        ];
        for case in cases {
            let mut l = Lexer::new(case);
            let mut fast = Vec::new();
            loop {
                let t = l.next_token();
                fast.push((t.kind, t.start, t.end, l.line.get(), l.line_start.get()));
                if t.kind == Tok::Eof {
                    break;
                }
            }
            assert_eq!(fast, slow_tokens(case), "{case:?}");
        }
    }

    #[test]
    fn tokens_start_and_end_on_character_boundaries() {
        let pieces = [
            "é",
            "\u{1F600}",
            "\"",
            "\\",
            "\n",
            " ",
            "%",
            "#",
            "@",
            "^",
            "!",
            "a",
            "0",
            ".",
            "-",
            "/",
            "{",
            "x",
            "\u{7FF}",
            "1.5e",
            "//",
            "\r",
        ];
        // Every string of up to four pieces, and longer pseudo-random ones.
        let mut texts = vec![String::new()];
        for _ in 0..4 {
            let mut next = Vec::new();
            for t in &texts {
                for p in pieces {
                    next.push(format!("{t}{p}"));
                }
            }
            texts.extend(next.into_iter().step_by(3));
        }
        let mut seed = 12345u64;
        for _ in 0..2000 {
            let mut t = String::new();
            for _ in 0..24 {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                t.push_str(pieces[(seed >> 33) as usize % pieces.len()]);
            }
            texts.push(t);
        }
        for t in &texts {
            let mut l = Lexer::new(t);
            for step in 0.. {
                let tok = l.next_token();
                assert!(
                    tok.start <= tok.end
                        && t.is_char_boundary(tok.start as usize)
                        && t.is_char_boundary(tok.end as usize),
                    "{t:?} {tok:?}"
                );
                if tok.kind == Tok::Eof {
                    break;
                }
                // Jumps into the middle of characters land on boundaries.
                if step % 3 == 2 {
                    l.set_pos(tok.end as usize + 1);
                }
            }
        }
    }

    #[test]
    fn numbered_ids_are_recorded_where_they_end() {
        let text = "%a#1 %b %c#23 %d# %e#x %f #1 %g1";
        let mut l = Lexer::new(text);
        let mut numbered = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == Tok::Eof {
                break;
            }
            if t.kind == Tok::PercentId && l.ends_numbered_id(t.end as usize) {
                numbered.push(&text[t.start as usize..t.end as usize]);
            }
        }
        assert_eq!(numbered, ["%a#1", "%c#23"]);
    }

    #[test]
    fn spaces_end_finds_the_first_other_byte() {
        for n in 0..40 {
            for tail in ["", "x", "\n", " "] {
                let s = " ".repeat(n) + tail;
                let want = if tail == " " { n + 1 } else { n };
                for start in 0..=n {
                    assert_eq!(spaces_end(s.as_bytes(), start), want, "{n} {tail:?}");
                }
            }
        }
        assert_eq!(spaces_end(b"  \t ", 0), 2);
    }

    #[test]
    fn positions() {
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
        assert_eq!(unescape(r#"a\22b\n\\"#), b"a\"b\n\\".to_vec());
    }
}
