//! The token-level parser shared by types, attributes and ops: one token of
//! look-ahead, alias tables, located errors and a nesting-depth guard.

use rustc_hash::FxHashMap;

use std::borrow::Cow;

use super::lexer::{line_col, unescape, unescape_cow, Lexer, Tok, Token};
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Ident, TypeId};

/// Types and attributes nested deeper than this are rejected.
pub const MAX_NESTING: u32 = 256;

pub struct Parser<'a> {
    pub ctx: &'a Context,
    lexer: Lexer<'a>,
    tok: Token,
    file: &'a str,
    file_shared: std::sync::Arc<str>,
    pub type_aliases: FxHashMap<Box<str>, TypeId>,
    pub attr_aliases: FxHashMap<Box<str>, AttrId>,
    /// Types parsed at op level by their source text (see `parse_type`).
    pub(crate) type_cache: FxHashMap<&'a str, TypeId>,
    /// Whether `type_cache` outlives this parse, going on to parsers of
    /// other bodies of the same input (see `types::names_no_alias`).
    pub(crate) type_cache_shared: bool,
    /// How deeply the types that aliases stand for nest (see
    /// `syntax::types::type_depth`).
    pub(crate) type_depths: FxHashMap<TypeId, u32>,
    pub(crate) depth: u32,
    /// Line offset added to reported lines (for `--split-input-file` chunks).
    pub line_offset: u32,
    /// Last resolved position `(offset, line, start of that line)`: locations
    /// are asked for in increasing order, so resolving from here keeps
    /// location tracking linear in the file size.
    pub(crate) line_cache: std::cell::Cell<(usize, u32, usize)>,
    /// `loc(#alias)` references read before the alias's definition (see
    /// `forward_locs`).
    pub(crate) forward_locs: Vec<super::forward_locs::ForwardLoc>,
    /// The identified LLVM structs whose bodies are being parsed: only they
    /// may be referenced without a body (recursion), and not redefined.
    pub(crate) llvm_structs_open: Vec<crate::ids::Ident>,
    /// The dialects whose attributes and types may be written: the
    /// registry's, and any with `--allow-unregistered-dialect` (the
    /// default, for parses of single attributes and types).
    pub(crate) registry: super::Registry,
    pub(crate) allow_unregistered: bool,
}

/// MLIR's error for `what`, an attribute or type of a dialect the tool
/// lacks, written without `--allow-unregistered-dialect`.
#[cold]
pub(crate) fn unregistered_dialect_error(at: SrcLoc, what: &str) -> Diag {
    Diag::error(
        at,
        format!(
            "{what} created with unregistered dialect. If this is intended, please call \
             allowUnregisteredDialects() on the MLIRContext, or use \
             -allow-unregistered-dialect with the MLIR opt tool used"
        ),
    )
}

impl<'a> Parser<'a> {
    pub fn new(ctx: &'a Context, file: &'a str, src: &'a str) -> Parser<'a> {
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        Parser {
            ctx,
            lexer,
            tok,
            file,
            file_shared: file.into(),
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            type_cache: FxHashMap::default(),
            type_cache_shared: false,
            type_depths: FxHashMap::default(),
            depth: 0,
            line_offset: 0,
            line_cache: std::cell::Cell::new((0, 1, 0)),
            forward_locs: Vec::new(),
            llvm_structs_open: Vec::new(),
            registry: super::Registry::Opt,
            allow_unregistered: true,
        }
    }

    /// MLIR's error for an attribute or type of dialect `dialect` the tool
    /// lacks, written without `--allow-unregistered-dialect`: `what` is
    /// its text as MLIR prints it (`` `!"foo"<"t">` type ``).
    pub(crate) fn check_dialect_registered(
        &self,
        dialect: &str,
        at: SrcLoc,
        what: impl FnOnce() -> String,
    ) -> DResult<()> {
        if self.allow_unregistered || self.registry.has(dialect) {
            return Ok(());
        }
        Err(unregistered_dialect_error(at, &what()))
    }

    /// The whole input text.
    pub fn source(&self) -> &'a str {
        self.lexer.src
    }

    pub fn file(&self) -> &'a str {
        self.file
    }

    #[inline]
    pub fn kind(&self) -> Tok {
        self.tok.kind
    }

    /// The current token's text.
    #[inline]
    pub fn text(&self) -> &'a str {
        let src: &'a str = self.lexer.src;
        match src
            .as_bytes()
            .get(self.tok.start as usize..self.tok.end as usize)
        {
            // SAFETY: `self.tok` is only ever set from the lexer (here, in
            // `new`, `bump` and `set_lexer_pos`), and the lexer's tokens
            // start and end on character boundaries of `src` (see
            // `Lexer::next_token_into`; a test lexes text full of multibyte
            // characters and checks it). A range of a `str` between two
            // boundaries is valid UTF-8. (Checking the boundaries, as
            // `&src[..]` does, cost 2% of a parse.)
            Some(bytes) => unsafe { std::str::from_utf8_unchecked(bytes) },
            None => "",
        }
    }

    /// The current token's bytes (no character-boundary checks, unlike
    /// `text`: for comparing against ASCII keywords).
    #[inline]
    pub fn text_bytes(&self) -> &'a [u8] {
        let src: &'a [u8] = self.lexer.src.as_bytes();
        src.get(self.tok.start as usize..self.tok.end as usize)
            .unwrap_or_default()
    }

    /// Whether the current token is a `%` id with a result number
    /// (`%x#1`).
    #[inline]
    pub fn at_numbered_percent_id(&self) -> bool {
        self.tok.kind == Tok::PercentId && self.lexer.ends_numbered_id(self.tok.end as usize)
    }

    /// Byte offset just past the current token.
    pub fn tok_end(&self) -> usize {
        self.tok.end as usize
    }

    pub fn token_start(&self) -> usize {
        self.tok.start as usize
    }

    /// Moves the lexer to byte `pos` and reads the token there.
    pub fn set_lexer_pos(&mut self, pos: usize) {
        self.lexer.set_pos(pos);
        self.tok = self.lexer.next_token();
    }

    /// Reads the token at `pos`, a token boundary further on the current
    /// line (no newline in between): unlike `set_lexer_pos`, the lexer
    /// keeps its line count.
    #[inline]
    pub(crate) fn skip_on_line(&mut self, pos: usize) {
        self.lexer.skip_on_line(pos);
        self.bump();
    }

    /// The line (with `line_offset` added) and column of `offset` when it
    /// is on the current token's line, also beyond it: for a caller that
    /// has checked that no newline comes between the token and `offset`.
    #[inline]
    pub(crate) fn line_col_ahead(&self, offset: usize) -> Option<(u32, u32)> {
        let (line, start) = self.lexer.line_ahead(offset)?;
        Some((line + self.line_offset, (offset - start) as u32 + 1))
    }

    #[inline]
    pub fn bump(&mut self) {
        // Written in place: a returned token would go through a stack copy.
        self.lexer.next_token_into(&mut self.tok);
    }

    /// Looks at the token after the current one without consuming anything.
    pub fn peek_next(&self) -> Tok {
        let mut l = Lexer::new(self.lexer.src);
        l.set_pos(self.tok.end as usize);
        l.next_token().kind
    }

    #[inline]
    pub fn consume_if(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Expects token `k`; `what` names it in the error (`"':'"`), which is
    /// reported where MLIR's `parseToken` reports it (see
    /// [`Parser::error_wrong_token`]).
    #[inline]
    pub fn expect(&mut self, k: Tok, what: &str) -> DResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.expected_error(what))
        }
    }

    #[cold]
    #[inline(never)]
    fn expected_error(&self, what: &str) -> Diag {
        self.error_wrong_token(&format!("expected {what}"))
    }

    /// Expects token `k` with the full message `msg` (`"expected '>' in
    /// vector type"`), located like [`Parser::error_wrong_token`].
    pub fn expect_msg(&mut self, k: Tok, msg: &str) -> DResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.error_wrong_token(msg))
        }
    }

    /// An error about the current token being the wrong one. Like MLIR, it
    /// is reported just after the previous token (the place something is
    /// missing), skipping blanks, blank lines and `//` comments back to the
    /// end of the last text; at the very start of the input it stays on the
    /// token.
    pub fn error_wrong_token(&self, msg: &str) -> Diag {
        if self.tok.kind == Tok::Error
            && (self.text().starts_with('"') || self.at_unexpected_character())
        {
            return self.error_here(msg);
        }
        let src = self.lexer.src.as_bytes();
        let mut at = self.tok.start as usize;
        if self.tok.kind == Tok::Eof {
            at = at.saturating_sub(1);
        }
        let original = at;
        let mut end = at.min(src.len());
        loop {
            while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return Diag::error(self.loc_at(original), msg);
            }
            if !matches!(src[end - 1], b'\n' | b'\r') {
                return Diag::error(self.loc_at(end), msg);
            }
            // Step onto the previous line; drop a trailing `//` comment.
            end -= 1;
            let line_start = src[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(0, |p| p + 1);
            if let Some(c) = src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + c;
            }
        }
    }

    /// Errors unless the whole input has been consumed.
    pub fn expect_eof(&self) -> DResult<()> {
        if self.kind() == Tok::Eof {
            Ok(())
        } else {
            Err(self.error_here("expected end of input"))
        }
    }

    pub fn loc_at(&self, offset: usize) -> SrcLoc {
        let (line, col) = self.line_col_at(offset);
        SrcLoc {
            file: self.file_shared.clone(),
            line,
            col,
        }
    }

    /// The line (with `line_offset` added) and column of byte `offset`, as
    /// in `loc_at`.
    #[inline]
    pub fn line_col_at(&self, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.lexer.src.len());
        // Usually the offset is on the lexer's current line.
        if let Some((line, line_start)) = self.lexer.line_of(offset) {
            self.line_cache.set((offset, line, line_start));
            return (line + self.line_offset, (offset - line_start) as u32 + 1);
        }
        self.line_col_resync(offset)
    }

    /// `line_col_at` when the lexer does not know the line of `offset`.
    #[inline(never)]
    fn line_col_resync(&self, offset: usize) -> (u32, u32) {
        let src = self.lexer.src.as_bytes();
        let (line, col) = self.line_col_slow(src, offset);
        let line_start = offset + 1 - col as usize;
        self.lexer.resync_line(offset, line, line_start);
        (line + self.line_offset, col)
    }

    /// `line_col_at` without the lexer's help (and without `line_offset`):
    /// from the last resolved position forward, or from the file start.
    fn line_col_slow(&self, src: &[u8], offset: usize) -> (u32, u32) {
        let (from, mut line, mut line_start) = self.line_cache.get();
        let (line, col) = if offset >= from {
            // Usually one op further: a line or so, and the op near the
            // start of its line. Short stretches are scanned in place (the
            // library calls cost more than the scan); long ones with memchr.
            let seg = &src[from..offset];
            let last = if seg.len() <= 256 {
                seg.iter().rposition(|&c| c == b'\n')
            } else {
                memchr::memrchr(b'\n', seg)
            };
            if let Some(last) = last {
                line += 1 + count_newlines(&seg[..last]) as u32;
                line_start = from + last + 1;
            }
            self.line_cache.set((offset, line, line_start));
            (line, (offset - line_start) as u32 + 1)
        } else {
            line_col(self.lexer.src, offset)
        };
        (line, col)
    }

    /// The byte offset of the current token (for a location made later).
    pub fn tok_offset(&self) -> u32 {
        self.tok.start
    }

    pub fn loc_here(&self) -> SrcLoc {
        self.loc_at(self.tok.start as usize)
    }

    pub fn error_here(&self, msg: &str) -> Diag {
        // Lexical errors take precedence, reported where the lexer stopped.
        if self.tok.kind == Tok::Error {
            let t = self.text();
            if t.starts_with('"') || t.starts_with("@\"") {
                return Diag::error(
                    self.loc_at(self.tok.end as usize),
                    "expected '\"' in string literal",
                );
            }
            if t == "@" {
                return Diag::error(
                    self.loc_at(self.tok.end as usize),
                    "@ identifier expected to start with letter or '_'",
                );
            }
            if self.at_unexpected_character() {
                return Diag::error(self.loc_here(), "unexpected character");
            }
        }
        Diag::error(self.loc_here(), msg)
    }

    /// Whether the current token is a character that starts no token
    /// (MLIR's lexer reports it as such, whatever the parser expected).
    fn at_unexpected_character(&self) -> bool {
        self.tok.kind == Tok::Error
            && !matches!(
                self.text().as_bytes().first(),
                Some(b'"' | b'@' | b'%' | b'^' | b'#' | b'!' | b'.')
            )
    }

    /// Enters one level of type/attribute nesting.
    pub fn enter(&mut self) -> DResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error_here("nesting too deep"));
        }
        Ok(())
    }

    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- literal values ----

    /// The decoded value of the current string token (quotes removed).
    pub fn string_value(&self) -> DResult<String> {
        let t = self.text();
        if self.tok.kind != Tok::Str || t.len() < 2 {
            return Err(self.error_here("expected string"));
        }
        String::from_utf8(unescape(&t[1..t.len() - 1]))
            .map_err(|_| self.error_here("string is not valid UTF-8"))
    }

    /// The decoded bytes of the current string token (quotes removed):
    /// MLIR strings are byte strings, `"\FF"` is the byte 0xFF. Borrowed
    /// from the source when there is no escape (the common case).
    pub fn string_bytes(&self) -> DResult<Cow<'a, [u8]>> {
        let t = self.text();
        if self.tok.kind != Tok::Str || t.len() < 2 {
            return Err(self.error_here("expected string"));
        }
        Ok(unescape_cow(&t[1..t.len() - 1]))
    }

    /// The current string token's value, interned as bytes.
    pub fn string_ident(&self) -> DResult<Ident> {
        Ok(self.ctx.ident_bytes(&self.string_bytes()?))
    }

    /// The name of the current `@symbol` token, interned as bytes (a
    /// quoted name may hold any byte).
    pub fn symbol_ident(&self) -> Ident {
        let t: &'a str = &self.text()[1..];
        match t.strip_prefix('"') {
            Some(q) => {
                let body = q.strip_suffix('"').unwrap_or(q);
                self.ctx.ident_bytes(&unescape_cow(body))
            }
            None => self.ctx.ident(t),
        }
    }

    /// The name of the current `@symbol` token (unquoted, unescaped).
    pub fn symbol_value(&self) -> DResult<String> {
        let t = &self.text()[1..];
        if let Some(q) = t.strip_prefix('"') {
            let body = q.strip_suffix('"').unwrap_or(q);
            String::from_utf8(unescape(body))
                .map_err(|_| self.error_here("symbol is not valid UTF-8"))
        } else {
            Ok(t.to_owned())
        }
    }

    /// An unsigned integer literal fitting in u32.
    pub fn parse_u32(&mut self) -> DResult<u32> {
        if self.kind() != Tok::Int {
            return Err(self.error_here("expected integer value"));
        }
        let v = parse_int_text(self.text())
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| self.error_here("integer value too large"))?;
        self.bump();
        Ok(v)
    }

    /// An integer literal, optionally negative.
    pub fn parse_i64(&mut self) -> DResult<i64> {
        let neg = self.consume_if(Tok::Minus);
        if self.kind() != Tok::Int {
            return Err(self.error_here("expected integer value"));
        }
        let v = parse_int_text(self.text())
            .and_then(|v| i64::try_from(v).ok())
            .ok_or_else(|| self.error_here("integer value too large"))?;
        self.bump();
        Ok(if neg { -v } else { v })
    }

    // ---- aliases and file-level items ----

    /// `#name = ...` or `!name = ...` at top level?
    pub fn peek_is_alias_definition(&self) -> bool {
        matches!(self.kind(), Tok::HashId | Tok::BangId) && self.peek_next() == Tok::Equal
    }

    pub fn parse_alias_definition(&mut self) -> DResult<()> {
        let is_type = self.kind() == Tok::BangId;
        let name: Box<str> = self.text()[1..].into();
        let loc = self.loc_here();
        if name.contains('.') {
            return Err(Diag::error(loc, "expected alias name without '.'"));
        }
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        if is_type {
            if self.type_aliases.contains_key(&name) {
                return Err(Diag::error(
                    loc,
                    format!("redefinition of type alias id '{name}'"),
                ));
            }
            let t = self.parse_type()?;
            self.type_aliases.insert(name, t);
        } else {
            if self.attr_aliases.contains_key(&name) {
                return Err(Diag::error(
                    loc,
                    format!("redefinition of attribute alias id '{name}'"),
                ));
            }
            let a = self.parse_attr()?;
            self.attr_aliases.insert(name, a);
        }
        Ok(())
    }

    /// Returns the source text of a balanced `<...>` body starting at the
    /// current `<` token and consumes it (for opaque dialect types and
    /// attributes). The returned text excludes the outer brackets.
    pub fn take_balanced_angle_body(&mut self) -> DResult<&'a str> {
        if self.kind() != Tok::Less {
            return Err(self.error_here("expected '<'"));
        }
        let src = self.lexer.src.as_bytes();
        let start = self.tok.end as usize;
        let mut i = start;
        let mut stack: Vec<u8> = vec![b'>'];
        while i < src.len() {
            let c = src[i];
            match c {
                b'"' => {
                    i += 1;
                    while i < src.len() && src[i] != b'"' {
                        if src[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                b'<' => stack.push(b'>'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                b'-' if src.get(i + 1) == Some(&b'>') => i += 1,
                b'>' | b')' | b']' | b'}' => {
                    if stack.pop() != Some(c) {
                        return Err(Diag::error(
                            self.loc_at(i),
                            "unbalanced brackets in dialect type or attribute",
                        ));
                    }
                    if stack.is_empty() {
                        let body = &self.lexer.src[start..i];
                        self.lexer.set_pos(i + 1);
                        self.bump();
                        return Ok(body);
                    }
                }
                _ => {}
            }
            if stack.len() > MAX_NESTING as usize {
                return Err(Diag::error(self.loc_at(i), "nesting too deep"));
            }
            i += 1;
        }
        Err(Diag::error(
            self.loc_at(src.len()),
            "unbalanced '<' in dialect type or attribute",
        ))
    }

    /// Scans a dimension list `4x?x[8]x` at the current position (which may
    /// start inside an integer/identifier token: MLIR lexes shapes
    /// specially). Returns dims and scalable flags; stops before the
    /// element type, which is then the current token.
    pub fn parse_dimension_list(
        &mut self,
        allow_scalable: bool,
        allow_dynamic: bool,
    ) -> DResult<(Vec<i64>, Vec<bool>)> {
        let src = self.lexer.src.as_bytes();
        let mut i = self.tok.start as usize;
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        let skip_ws = |i: &mut usize| {
            while src
                .get(*i)
                .is_some_and(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r'))
            {
                *i += 1;
            }
        };
        loop {
            skip_ws(&mut i);
            let save = i;
            let mut is_scalable = false;
            if src.get(i) == Some(&b'[') && allow_scalable {
                is_scalable = true;
                i += 1;
            }
            let value = if src.get(i) == Some(&b'?') {
                if !allow_dynamic {
                    // Not a dimension: the element type parse reports it.
                    i = save;
                    break;
                }
                i += 1;
                crate::types::DYNAMIC
            } else if src.get(i).is_some_and(|c| c.is_ascii_digit()) {
                let s = i;
                while src.get(i).is_some_and(|c| c.is_ascii_digit()) {
                    i += 1;
                }
                // `0x...` would be hex: MLIR reads `0` then `x`.
                let text = &self.lexer.src[s..i];
                text.parse::<i64>()
                    .map_err(|_| Diag::error(self.loc_at(s), "invalid dimension"))?
            } else {
                if is_scalable {
                    return Err(Diag::error(self.loc_at(i), "expected integer value"));
                }
                i = save;
                break;
            };
            if is_scalable {
                if src.get(i) != Some(&b']') {
                    return Err(Diag::error(
                        self.loc_at(i),
                        "missing ']' closing scalable dimension",
                    ));
                }
                i += 1;
            }
            skip_ws(&mut i);
            if src.get(i) != Some(&b'x') {
                return Err(Diag::error(
                    self.loc_at(i),
                    "expected 'x' in dimension list",
                ));
            }
            i += 1;
            dims.push(value);
            scalable.push(is_scalable);
            if dims.len() > 1 << 16 {
                return Err(Diag::error(self.loc_at(i), "too many dimensions"));
            }
        }
        self.lexer.set_pos(i);
        self.bump();
        Ok((dims, scalable))
    }

    /// A comma-separated list of types without delimiters (at least one).
    pub fn parse_type_list_no_parens(&mut self) -> DResult<Vec<TypeId>> {
        let mut v = vec![self.parse_type()?];
        while self.consume_if(Tok::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    /// Whether the current `(` starts a function type `(...) -> ...` rather
    /// than a parenthesised type list.
    pub fn peek_is_function_type(&self) -> bool {
        if self.kind() != Tok::LParen {
            return false;
        }
        let mut l = Lexer::new(self.lexer.src);
        l.set_pos(self.tok.end as usize);
        let mut depth = 1u32;
        loop {
            let t = l.next_token();
            match t.kind {
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return l.next_token().kind == Tok::Arrow;
                    }
                }
                Tok::Eof | Tok::Error => return false,
                _ => {}
            }
        }
    }
}

/// The newlines in `b`: eight bytes at a time for short text, memchr for
/// long text.
fn count_newlines(b: &[u8]) -> usize {
    if b.len() > 256 {
        return memchr::memchr_iter(b'\n', b).count();
    }
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const NL: u64 = 0x0a0a_0a0a_0a0a_0a0a;
    let mut chunks = b.chunks_exact(8);
    let mut n = 0;
    for c in &mut chunks {
        let v = u64::from_le_bytes(c.try_into().unwrap_or([0; 8])) ^ NL;
        // High bit of each byte set where the byte of `v` is zero.
        let newlines = !((v & LOW7).wrapping_add(LOW7) | v) & !LOW7;
        // Usually none (no popcount instruction in the baseline target).
        if newlines != 0 {
            n += newlines.count_ones() as usize;
        }
    }
    n + chunks.remainder().iter().filter(|&&c| c == b'\n').count()
}

/// Parses a decimal or `0x` hex integer literal (no sign).
pub fn parse_int_text(t: &str) -> Option<u128> {
    if let Some(h) = t.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()
    } else {
        t.parse().ok()
    }
}

/// Parses `text` as exactly one type (aliases are not available).
/// `file` names the input in diagnostics.
pub fn parse_type_str(ctx: &Context, file: &str, text: &str) -> DResult<TypeId> {
    let mut p = Parser::new(ctx, file, text);
    let t = p.parse_type()?;
    p.expect_eof()?;
    Ok(t)
}

/// Parses `text` as exactly one attribute (aliases are not available).
pub fn parse_attr_str(ctx: &Context, file: &str, text: &str) -> DResult<AttrId> {
    let mut p = Parser::new(ctx, file, text);
    let a = p.parse_attr()?;
    p.expect_eof()?;
    Ok(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newline_count_matches_a_plain_count() {
        let text: String = (0..700)
            .map(|i| match i % 13 {
                0 | 5 => '\n',
                3 => 'é',
                _ => char::from(b'a' + (i % 26) as u8),
            })
            .collect();
        let b = text.as_bytes();
        for start in 0..20 {
            for end in (start..b.len()).step_by(7) {
                let seg = &b[start..end];
                assert_eq!(
                    count_newlines(seg),
                    seg.iter().filter(|&&c| c == b'\n').count(),
                    "{start}..{end}"
                );
            }
        }
    }

    #[test]
    fn locations_in_increasing_order_match_line_col() {
        let ctx = Context::new();
        let mut src = String::new();
        for i in 0..200 {
            src.push_str(&" ".repeat(i % 9));
            src.push_str(&"x".repeat(i * 7 % 300));
            src.push('\n');
            if i % 17 == 0 {
                src.push_str("\n\n");
            }
        }
        let p = Parser::new(&ctx, "f", &src);
        for offset in (0..src.len()).step_by(5) {
            let loc = p.loc_at(offset);
            assert_eq!((loc.line, loc.col), line_col(&src, offset), "{offset}");
        }
    }
}
