//! Inputs that are not UTF-8. MLIR's lexer works on bytes: it takes any
//! byte inside a comment or a string literal, and reports "unexpected
//! character" elsewhere. Strata's parser works on `str`, so such an input
//! is turned into text that means the same first: a byte that is not part
//! of a UTF-8 character becomes `?` in a comment (one byte for one, so
//! columns stay as MLIR counts them) and the escape `\XX` in a string
//! (the string's bytes are unchanged; columns after it on that line move
//! right by two per byte). Only inputs that fail UTF-8 validation take
//! this path.

use std::fmt::Write;

/// `bytes` as text: as they are when UTF-8, else as [`to_text`] makes them.
pub fn text_of(bytes: &[u8]) -> Result<std::borrow::Cow<'_, str>, usize> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.into()),
        Err(_) => to_text(bytes).map(Into::into),
    }
}

/// The input as text, or the byte offset of the first byte MLIR's lexer
/// would reject (outside a comment or string literal).
pub fn to_text(bytes: &[u8]) -> Result<String, usize> {
    let mut out = String::with_capacity(bytes.len() + 16);
    let mut state = State::Code;
    let mut offset = 0;
    for chunk in bytes.utf8_chunks() {
        let valid = chunk.valid();
        for c in valid.chars() {
            state = state.after(c);
        }
        out.push_str(valid);
        offset += valid.len();
        for &b in chunk.invalid() {
            match state {
                State::Comment => out.push('?'),
                State::String | State::Escape => {
                    // A byte after a backslash is an escape of its own in
                    // MLIR (and an error there); as a string byte it ends
                    // the escape state.
                    let _ = write!(out, "\\{b:02X}");
                    state = State::String;
                }
                State::Code | State::Slash => return Err(offset),
            }
            offset += 1;
        }
    }
    Ok(out)
}

/// Where the lexer is: in code, just after one `/`, in a `//` comment, in
/// a string literal, or just after a backslash in one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Code,
    Slash,
    Comment,
    String,
    Escape,
}

impl State {
    fn after(self, c: char) -> State {
        match (self, c) {
            (State::Comment, '\n') => State::Code,
            (State::Comment, _) => State::Comment,
            (State::String, '\\') => State::Escape,
            // MLIR's lexer ends an unterminated string at the line's end
            // (with an error the parser reports).
            (State::String, '"' | '\n') => State::Code,
            (State::String | State::Escape, _) => State::String,
            (State::Slash, '/') => State::Comment,
            (_, '"') => State::String,
            (_, '/') => State::Slash,
            _ => State::Code,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::to_text;

    #[test]
    fn comment_bytes_become_question_marks() {
        assert_eq!(
            to_text(b"// caf\xe9 \xff\nfunc.func @f()\n").unwrap(),
            "// caf? ?\nfunc.func @f()\n"
        );
    }

    #[test]
    fn string_bytes_become_escapes() {
        assert_eq!(
            to_text(b"x = \"a\xffb\\\"\xc3\" // \"\xfe\n").unwrap(),
            "x = \"a\\FFb\\\"\\C3\" // \"?\n"
        );
    }

    #[test]
    fn valid_characters_are_kept_whole() {
        let mut bytes = "\"é\" // ü".as_bytes().to_vec();
        bytes.push(0xff);
        assert_eq!(to_text(&bytes).unwrap(), "\"é\" // ü?");
    }

    #[test]
    fn bytes_in_code_are_rejected_where_they_stand() {
        assert_eq!(to_text(b"func.func @f\xe9() {}").unwrap_err(), 12);
        // A single slash does not start a comment.
        assert_eq!(to_text(b"a / \xff").unwrap_err(), 4);
        // The string ended at the line's end.
        assert_eq!(to_text(b"\"open\n\xff").unwrap_err(), 6);
    }
}
