//! The regexes of `-re` expectations, read as MLIR reads them: LLVM's
//! `llvm::Regex`, Henry Spencer's POSIX extended regexes over bytes. This
//! module checks a regex the way LLVM's `regcomp` parses it (so an invalid
//! one gets `regcomp`'s error, word for word) and rewrites a valid one in the
//! `regex` crate's syntax, matching bytes as LLVM does.
//!
//! Differences from the `regex` crate's own syntax that matter here: `\`
//! before any other character makes it literal (`\d` is `d`, not a digit);
//! `{` is a literal unless a digit follows; `[\]` holds a backslash; an empty
//! regex or alternative is an error; `.` matches any byte, newlines too.
//! Back-references (`\1`..`\9`) are valid to LLVM but the `regex` crate has
//! none: they are refused with a message saying so.

use std::fmt::Write;

/// `regcomp`'s errors, with `regerror`'s texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Error {
    Collate,
    CharClass,
    Escape,
    SubReg,
    Bracket,
    Paren,
    Brace,
    BadCount,
    Range,
    BadRepeat,
    Empty,
}

impl Error {
    fn text(self) -> &'static str {
        match self {
            Error::Collate => "invalid collating element",
            Error::CharClass => "invalid character class",
            Error::Escape => "trailing backslash (\\)",
            Error::SubReg => "invalid backreference number",
            Error::Bracket => "brackets ([ ]) not balanced",
            Error::Paren => "parentheses not balanced",
            Error::Brace => "braces not balanced",
            Error::BadCount => "invalid repetition count(s)",
            Error::Range => "invalid character range",
            Error::BadRepeat => "repetition-operator operand invalid",
            Error::Empty => "empty (sub)expression",
        }
    }
}

/// The largest repetition count (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// `re` in the `regex` crate's syntax (to be compiled with Unicode off, so
/// that it matches bytes), or the error text `llvm::Regex` gives for it.
pub fn translate(re: &str) -> Result<String, String> {
    let mut p = Parser {
        re: re.as_bytes(),
        next: 0,
        end: re.len(),
        error: None,
        closed_groups: [false; 10],
        groups: 0,
        backref: false,
        out: String::new(),
    };
    p.ere(None);
    match p.error {
        Some(e) => Err(e.text().to_owned()),
        None if p.backref => Err("back-references are not supported by strata".to_owned()),
        None => Ok(p.out),
    }
}

/// `regcomp`'s parser state; the names follow `regcomp.c` (`MORE`, `PEEK`,
/// `SEETWO`, ...). After the first error, as there, the input looks empty
/// and only the first error is kept.
struct Parser<'a> {
    re: &'a [u8],
    next: usize,
    end: usize,
    error: Option<Error>,
    /// Groups 1..9 already closed (back-references may name only those).
    closed_groups: [bool; 10],
    groups: usize,
    /// A valid back-reference was seen (LLVM takes it, the `regex` crate
    /// cannot match it).
    backref: bool,
    out: String,
}

impl Parser<'_> {
    fn more(&self) -> bool {
        self.next < self.end
    }

    fn more2(&self) -> bool {
        self.next + 1 < self.end
    }

    fn peek(&self) -> u8 {
        if self.more() {
            self.re[self.next]
        } else {
            0
        }
    }

    fn peek2(&self) -> u8 {
        if self.more2() {
            self.re[self.next + 1]
        } else {
            0
        }
    }

    fn see(&self, c: u8) -> bool {
        self.more() && self.peek() == c
    }

    fn see_two(&self, a: u8, b: u8) -> bool {
        self.more2() && self.peek() == a && self.peek2() == b
    }

    fn eat(&mut self, c: u8) -> bool {
        let seen = self.see(c);
        if seen {
            self.next += 1;
        }
        seen
    }

    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        let seen = self.see_two(a, b);
        if seen {
            self.next += 2;
        }
        seen
    }

    /// The next byte, consumed (0 past the end, where `regcomp` reads its
    /// NUL padding; the position then stays put).
    fn get_next(&mut self) -> u8 {
        let c = self.peek();
        if self.more() {
            self.next += 1;
        }
        c
    }

    fn set_error(&mut self, e: Error) {
        self.error.get_or_insert(e);
        self.next = 0;
        self.end = 0;
    }

    fn require(&mut self, ok: bool, e: Error) {
        if !ok {
            self.set_error(e);
        }
    }

    /// Alternatives up to `stop` (`p_ere`).
    fn ere(&mut self, stop: Option<u8>) {
        loop {
            let mut atoms = 0usize;
            while self.more() && self.peek() != b'|' && Some(self.peek()) != stop {
                atoms += self.ere_exp();
            }
            self.require(atoms != 0, Error::Empty);
            if !self.eat(b'|') {
                break;
            }
            self.out.push('|');
        }
    }

    /// One atom and its repetition (`p_ere_exp`); how many atoms it leaves
    /// (0 for `x{0}`, which `regcomp` drops).
    fn ere_exp(&mut self) -> usize {
        let c = self.get_next();
        let start = self.out.len();
        let mut was_caret = false;
        match c {
            b'(' => {
                self.require(self.more(), Error::Paren);
                self.groups += 1;
                let group = self.groups;
                self.out.push('(');
                if !self.see(b')') {
                    self.ere(Some(b')'));
                }
                if group < 10 {
                    self.closed_groups[group] = true;
                }
                self.out.push(')');
                let closed = self.more() && self.get_next() == b')';
                self.require(closed, Error::Paren);
            }
            b')' => self.set_error(Error::Paren),
            b'^' => {
                self.out.push('^');
                was_caret = true;
            }
            b'$' => self.out.push('$'),
            b'|' => self.set_error(Error::Empty),
            b'*' | b'+' | b'?' => self.set_error(Error::BadRepeat),
            b'.' => self.out.push_str("(?s-u:.)"),
            b'[' => self.bracket(),
            b'\\' => {
                self.require(self.more(), Error::Escape);
                let c = self.get_next();
                if (b'1'..=b'9').contains(&c) {
                    if self.closed_groups[(c - b'0') as usize] {
                        self.backref = true;
                    } else {
                        self.set_error(Error::SubReg);
                    }
                } else {
                    self.literal(c);
                }
            }
            b'{' => {
                self.require(
                    !self.more() || !self.peek().is_ascii_digit(),
                    Error::BadRepeat,
                );
                self.literal(c);
            }
            _ => self.literal(c),
        }
        let mut atoms = 1;
        if !self.more() {
            return atoms;
        }
        let c = self.peek();
        if !self.is_repetition(c) {
            return atoms;
        }
        self.next += 1;
        self.require(!was_caret, Error::BadRepeat);
        // Repeat the atom as a whole (`$*` and `a*` alike).
        self.out.insert_str(start, "(?:");
        self.out.push(')');
        match c {
            b'*' | b'+' | b'?' => self.out.push(c as char),
            _ => {
                let from = self.count();
                let to = if self.eat(b',') {
                    if self.peek().is_ascii_digit() {
                        let to = self.count();
                        self.require(from <= to, Error::BadCount);
                        Some(to)
                    } else {
                        None
                    }
                } else {
                    Some(from)
                };
                if to == Some(0) {
                    atoms = 0;
                }
                match to {
                    Some(to) => {
                        let _ = write!(self.out, "{{{from},{to}}}");
                    }
                    None => {
                        let _ = write!(self.out, "{{{from},}}");
                    }
                }
                if !self.eat(b'}') {
                    while self.more() && self.peek() != b'}' {
                        self.next += 1;
                    }
                    self.require(self.more(), Error::Brace);
                    self.set_error(Error::BadCount);
                }
            }
        }
        if self.more() && self.is_repetition(self.peek()) {
            self.set_error(Error::BadRepeat);
        }
        atoms
    }

    /// `*`, `+`, `?`, or `{` before a digit.
    fn is_repetition(&self, c: u8) -> bool {
        matches!(c, b'*' | b'+' | b'?')
            || (c == b'{' && self.more2() && self.peek2().is_ascii_digit())
    }

    /// A repetition count (`p_count`).
    fn count(&mut self) -> u32 {
        let mut count = 0u32;
        let mut digits = 0;
        while self.more() && self.peek().is_ascii_digit() && count <= DUP_MAX {
            count = count * 10 + u32::from(self.get_next() - b'0');
            digits += 1;
        }
        self.require(digits > 0 && count <= DUP_MAX, Error::BadCount);
        count
    }

    fn literal(&mut self, c: u8) {
        if c.is_ascii_alphanumeric() || c == b' ' {
            self.out.push(c as char);
        } else {
            let _ = write!(self.out, "\\x{c:02X}");
        }
    }

    /// A bracket expression after its `[` (`p_bracket`).
    fn bracket(&mut self) {
        let rest = &self.re[self.next..self.end];
        if rest.len() > 5 {
            if rest.starts_with(b"[:<:]]") {
                self.out.push_str(r"\b{start}");
                self.next += 6;
                return;
            }
            if rest.starts_with(b"[:>:]]") {
                self.out.push_str(r"\b{end}");
                self.next += 6;
                return;
            }
        }
        let mut set = [false; 256];
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[b']' as usize] = true;
        } else if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        while self.more() && self.peek() != b']' && !self.see_two(b'-', b']') {
            self.bracket_term(&mut set);
        }
        if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        let closed = self.more() && self.get_next() == b']';
        self.require(closed, Error::Bracket);
        if self.error.is_some() {
            return;
        }
        if invert {
            set.iter_mut().for_each(|b| *b = !*b);
        }
        self.push_set(&set);
    }

    /// A byte set as a class of byte ranges.
    fn push_set(&mut self, set: &[bool; 256]) {
        if !set.iter().any(|&b| b) {
            // A class nothing is in (`[^\x00-\xFF]` is refused).
            self.out.push_str(r"(?-u:\b\B)");
            return;
        }
        self.out.push('[');
        let mut b = 0;
        while b < 256 {
            if !set[b] {
                b += 1;
                continue;
            }
            let first = b;
            while b + 1 < 256 && set[b + 1] {
                b += 1;
            }
            let _ = write!(self.out, "\\x{first:02X}-\\x{b:02X}");
            b += 1;
        }
        self.out.push(']');
    }

    /// One term of a bracket expression (`p_b_term`).
    fn bracket_term(&mut self, set: &mut [bool; 256]) {
        let c = match self.peek() {
            b'[' => self.peek2(),
            b'-' => {
                self.set_error(Error::Range);
                return;
            }
            _ => 0,
        };
        match c {
            b':' => {
                self.next += 2;
                self.require(self.more(), Error::Bracket);
                let c = self.peek();
                self.require(c != b'-' && c != b']', Error::CharClass);
                self.char_class(set);
                self.require(self.more(), Error::Bracket);
                let closed = self.eat_two(b':', b']');
                self.require(closed, Error::CharClass);
            }
            b'=' => {
                self.next += 2;
                self.require(self.more(), Error::Bracket);
                let c = self.peek();
                self.require(c != b'-' && c != b']', Error::Collate);
                let c = self.collating_element(b'=');
                set[c as usize] = true;
                self.require(self.more(), Error::Bracket);
                let closed = self.eat_two(b'=', b']');
                self.require(closed, Error::Collate);
            }
            _ => {
                let start = self.symbol();
                let finish = if self.see(b'-') && self.more2() && self.peek2() != b']' {
                    self.next += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.symbol()
                    }
                } else {
                    start
                };
                // `regcomp` compares (signed) `char`s.
                let (start, finish) = (start as i8, finish as i8);
                self.require(start <= finish, Error::Range);
                if start <= finish {
                    for c in start..=finish {
                        set[c as u8 as usize] = true;
                    }
                }
            }
        }
    }

    /// `[:name:]`'s characters (`p_b_cclass`).
    fn char_class(&mut self, set: &mut [bool; 256]) {
        let from = self.next;
        while self.more() && self.peek().is_ascii_alphabetic() {
            self.next += 1;
        }
        let name = &self.re[from..self.next.max(from)];
        let test: fn(&u8) -> bool = match name {
            b"alnum" => u8::is_ascii_alphanumeric,
            b"alpha" => u8::is_ascii_alphabetic,
            b"blank" => |c| *c == b' ' || *c == b'\t',
            // `regcomp`'s table: the C0 controls but NUL, and DEL.
            b"cntrl" => |c| (1..0x20).contains(c) || *c == 0x7f,
            b"digit" => u8::is_ascii_digit,
            b"graph" => u8::is_ascii_graphic,
            b"lower" => u8::is_ascii_lowercase,
            b"print" => |c| c.is_ascii_graphic() || *c == b' ',
            b"punct" => u8::is_ascii_punctuation,
            b"space" => |c| b"\t\n\x0b\x0c\r ".contains(c),
            b"upper" => u8::is_ascii_uppercase,
            b"xdigit" => u8::is_ascii_hexdigit,
            _ => {
                self.set_error(Error::CharClass);
                return;
            }
        };
        for c in 0..=255u8 {
            if test(&c) {
                set[c as usize] = true;
            }
        }
    }

    /// A character, or a `[.name.]` collating symbol (`p_b_symbol`).
    fn symbol(&mut self) -> u8 {
        self.require(self.more(), Error::Bracket);
        if !self.eat_two(b'[', b'.') {
            return self.get_next();
        }
        let c = self.collating_element(b'.');
        let closed = self.eat_two(b'.', b']');
        self.require(closed, Error::Collate);
        c
    }

    /// A collating element's name up to `end` `]` (`p_b_coll_elem`).
    fn collating_element(&mut self, end: u8) -> u8 {
        let from = self.next;
        while self.more() && !self.see_two(end, b']') {
            self.next += 1;
        }
        if !self.more() {
            self.set_error(Error::Bracket);
            return 0;
        }
        let name = &self.re[from..self.next];
        if let Some(c) = character_name(name) {
            return c;
        }
        if name.len() == 1 {
            return name[0];
        }
        self.set_error(Error::Collate);
        0
    }
}

/// `regcomp`'s character names (`[.space.]`, `[=tab=]`, ...).
fn character_name(name: &[u8]) -> Option<u8> {
    const CONTROLS: [&str; 32] = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB",
        "ESC", "IS4", "IS3", "IS2", "IS1",
    ];
    const NAMED: &[(&str, u8)] = &[
        ("alert", 7),
        ("backspace", 8),
        ("tab", b'\t'),
        ("newline", b'\n'),
        ("vertical-tab", 0x0b),
        ("form-feed", 0x0c),
        ("carriage-return", b'\r'),
        ("FS", 0x1c),
        ("GS", 0x1d),
        ("RS", 0x1e),
        ("US", 0x1f),
        ("space", b' '),
        ("exclamation-mark", b'!'),
        ("quotation-mark", b'"'),
        ("number-sign", b'#'),
        ("dollar-sign", b'$'),
        ("percent-sign", b'%'),
        ("ampersand", b'&'),
        ("apostrophe", b'\''),
        ("left-parenthesis", b'('),
        ("right-parenthesis", b')'),
        ("asterisk", b'*'),
        ("plus-sign", b'+'),
        ("comma", b','),
        ("hyphen", b'-'),
        ("hyphen-minus", b'-'),
        ("period", b'.'),
        ("full-stop", b'.'),
        ("slash", b'/'),
        ("solidus", b'/'),
        ("zero", b'0'),
        ("one", b'1'),
        ("two", b'2'),
        ("three", b'3'),
        ("four", b'4'),
        ("five", b'5'),
        ("six", b'6'),
        ("seven", b'7'),
        ("eight", b'8'),
        ("nine", b'9'),
        ("colon", b':'),
        ("semicolon", b';'),
        ("less-than-sign", b'<'),
        ("equals-sign", b'='),
        ("greater-than-sign", b'>'),
        ("question-mark", b'?'),
        ("commercial-at", b'@'),
        ("left-square-bracket", b'['),
        ("backslash", b'\\'),
        ("reverse-solidus", b'\\'),
        ("right-square-bracket", b']'),
        ("circumflex", b'^'),
        ("circumflex-accent", b'^'),
        ("underscore", b'_'),
        ("low-line", b'_'),
        ("grave-accent", b'`'),
        ("left-brace", b'{'),
        ("left-curly-bracket", b'{'),
        ("vertical-line", b'|'),
        ("right-brace", b'}'),
        ("right-curly-bracket", b'}'),
        ("tilde", b'~'),
        ("DEL", 0x7f),
    ];
    if let Some(i) = CONTROLS.iter().position(|n| n.as_bytes() == name) {
        return Some(i as u8);
    }
    NAMED
        .iter()
        .find(|(n, _)| n.as_bytes() == name)
        .map(|&(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(re: &str) -> String {
        translate(re).unwrap_err()
    }

    fn matches(re: &str, text: &str) -> bool {
        let rust = translate(re).unwrap();
        regex::bytes::RegexBuilder::new(&format!("(?s-u){rust}"))
            .build()
            .unwrap()
            .is_match(text.as_bytes())
    }

    #[test]
    fn regcomp_errors() {
        for (re, e) in [
            ("[", "brackets ([ ]) not balanced"),
            ("[]", "brackets ([ ]) not balanced"),
            ("(", "parentheses not balanced"),
            ("a)", "parentheses not balanced"),
            ("(a", "parentheses not balanced"),
            ("", "empty (sub)expression"),
            ("a|", "empty (sub)expression"),
            ("|a", "empty (sub)expression"),
            ("(|a)", "empty (sub)expression"),
            ("*a", "repetition-operator operand invalid"),
            ("a**", "repetition-operator operand invalid"),
            ("^*", "repetition-operator operand invalid"),
            ("{1}", "repetition-operator operand invalid"),
            ("a{1", "braces not balanced"),
            ("a{1x}", "invalid repetition count(s)"),
            ("a{2,1}", "invalid repetition count(s)"),
            ("a{256}", "invalid repetition count(s)"),
            ("a\\", "trailing backslash (\\)"),
            ("\\1", "invalid backreference number"),
            ("(a\\1)", "invalid backreference number"),
            ("[z-a]", "invalid character range"),
            ("[a-", "invalid character range"),
            ("[[:foo:]]", "invalid character class"),
            ("[[:alpha]", "invalid character class"),
            ("[[.foo.]]", "invalid collating element"),
            ("[[=ab=]]", "invalid collating element"),
        ] {
            assert_eq!(err(re), e, "{re}");
        }
        assert_eq!(err("(a)\\1"), "back-references are not supported by strata");
    }

    #[test]
    fn no_input_panics_and_valid_ones_compile() {
        // Every string of up to four bytes from the characters that mean
        // something to the parser.
        let alphabet = b"()[]{}^$|*+?.\\-:=,1a]";
        let mut re = Vec::new();
        fn all(alphabet: &[u8], re: &mut Vec<u8>, left: usize) {
            if let Ok(rust) = translate(std::str::from_utf8(re).unwrap()) {
                let pattern = format!("(?s-u){rust}");
                assert!(
                    regex::bytes::Regex::new(&pattern).is_ok(),
                    "{:?} -> {pattern}",
                    String::from_utf8_lossy(re)
                );
            }
            if left == 0 {
                return;
            }
            for &c in alphabet {
                re.push(c);
                all(alphabet, re, left - 1);
                re.pop();
            }
        }
        all(alphabet, &mut re, 4);
    }

    #[test]
    fn posix_meanings() {
        assert!(matches("[0-9]+", "x 42"));
        assert!(!matches("^[0-9]+$", "x 42"));
        assert!(matches("a|b", "b"));
        assert!(matches("(ab)?c", "c"));
        assert!(matches("a{2,3}", "aa"));
        assert!(!matches("a{3}", "aa"));
        assert!(matches("a{", "a{"));
        assert!(matches("\\d", "d"));
        assert!(!matches("\\d", "1"));
        assert!(matches("[\\]", "\\"));
        assert!(matches("[]a]", "]"));
        assert!(matches("[^]a]", "b"));
        assert!(matches("[a-]", "-"));
        assert!(matches("[[:digit:][:space:]]x", " x"));
        assert!(matches("[[.space.]]", " "));
        assert!(matches("a.b", "a\nb"));
        assert!(!matches("a.b", "a\u{e9}b"));
        assert!(matches("a..b", "a\u{e9}b"));
        assert!(matches("()", "anything"));
        assert!(matches("[[:<:]]word", "a word"));
        assert!(!matches("[[:<:]]ord", "a word"));
        assert!(matches("$*x", "x"));
        assert!(matches("xa{0}", "x"));
    }
}
