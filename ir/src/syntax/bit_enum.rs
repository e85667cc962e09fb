//! The parameter list of a bit-enum attribute (`fastmath<nnan, ninf>`,
//! `#llvm.fastmath<fast>`, `overflow<nsw>`), read as MLIR's generated
//! `FieldParser` reads it, so that bad input gets MLIR's two diagnostics:
//! the enum parser's, at the start of the list, then the attribute
//! parser's, at the token after the failure.

use super::lexer::Tok;
use super::parser::Parser;
use crate::diag::{DResult, Diag, SrcLoc};

/// One bit enum as MLIR's diagnostics name it.
pub struct BitEnum {
    /// The C++ enum: `::mlir::arith::FastMathFlags`.
    pub cpp: &'static str,
    /// The TableGen attribute definition: `Arith_FastMathAttr`.
    pub attr_def: &'static str,
    /// Every keyword with its bits, in MLIR's order (`none` first, the
    /// combined `fast` last), as "to be one of" lists them.
    pub cases: &'static [(&'static str, u64)],
}

pub const ARITH_FASTMATH: BitEnum = BitEnum {
    cpp: "::mlir::arith::FastMathFlags",
    attr_def: "Arith_FastMathAttr",
    cases: &ARITH_FASTMATH_CASES,
};

/// `#arith.fastmath` cases in MLIR's order: `none`, the flags, `fast`.
const ARITH_FASTMATH_CASES: [(&str, u64); 9] = [
    ("none", 0),
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
    ("fast", 127),
];

/// The single-bit flags of `#arith.fastmath` (the printer's list).
pub const ARITH_FASTMATH_FLAGS: &[(&str, u64)] = ARITH_FASTMATH_CASES.split_at(1).1.split_at(7).0;

pub const LLVM_FASTMATH: BitEnum = BitEnum {
    cpp: "::mlir::LLVM::FastmathFlags",
    attr_def: "LLVM_FastmathFlagsAttr",
    cases: &LLVM_FASTMATH_CASES,
};

/// `#llvm.fastmath` cases in MLIR's order (not arith's).
const LLVM_FASTMATH_CASES: [(&str, u64); 9] = [
    ("none", 0),
    ("nnan", 1),
    ("ninf", 2),
    ("nsz", 4),
    ("arcp", 8),
    ("contract", 16),
    ("afn", 32),
    ("reassoc", 64),
    ("fast", 127),
];

/// The single-bit flags of `#llvm.fastmath` (the printer's list).
pub const LLVM_FASTMATH_FLAGS: &[(&str, u64)] = LLVM_FASTMATH_CASES.split_at(1).1.split_at(7).0;

pub const ARITH_OVERFLOW: BitEnum = BitEnum {
    cpp: "::mlir::arith::IntegerOverflowFlags",
    attr_def: "Arith_IntegerOverflowAttr",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
};

/// Parses `<case, case, ...>` into bits. Inside a custom op's parser
/// (`op` is its name) MLIR prefixes the enum and attribute parsers'
/// messages with `custom op '<op>' `; the `<` and `>` errors come from the
/// plain parser and have no prefix.
pub fn parse_bit_enum(p: &mut Parser, e: &BitEnum, op: Option<&str>) -> DResult<u64> {
    p.expect(Tok::Less, "'<'")?;
    let start = p.loc_here();
    let mut bits = 0;
    loop {
        let found = match p.kind() {
            Tok::Ident => case_bits(e, p.text().as_bytes()),
            Tok::Str => case_bits(e, &p.string_bytes()?),
            _ => {
                let here = p.loc_here();
                return Err(two_errors(
                    p.error_here(&prefixed(op, "expected valid keyword or string")),
                    here,
                    e,
                    op,
                ));
            }
        };
        p.bump();
        match found {
            Some(b) => bits |= b,
            None => {
                let mut msg = format!("expected {} to be one of: ", e.cpp);
                for (i, (name, _)) in e.cases.iter().enumerate() {
                    if i > 0 {
                        msg.push_str(", ");
                    }
                    msg.push_str(name);
                }
                let first = Diag::error(start, prefixed(op, &msg));
                return Err(two_errors(first, p.loc_here(), e, op));
            }
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater, "'>'")?;
    Ok(bits)
}

/// The LLVM dialect's `overflow<...>` cases, in the order its error lists
/// them.
pub const LLVM_OVERFLOW: &[(&str, u64)] = &[("none", 0), ("nsw", 1), ("nuw", 2)];

/// Parses `<kw, kw, ...>` into bits as the LLVM dialect's hand-written flag
/// parsers do (`overflow<nsw, nuw>`): keywords only (no strings), and a
/// single error at the offending token naming the cases and `what` the
/// list is, instead of the generated parser's pair of errors.
pub fn parse_keyword_flags(
    p: &mut Parser,
    cases: &[(&str, u64)],
    what: &str,
    op: Option<&str>,
) -> DResult<u64> {
    p.expect(Tok::Less, "'<'")?;
    let mut bits = 0;
    loop {
        if p.kind() != Tok::Ident {
            return Err(p.error_here(&prefixed(op, &format!("expected keyword for {what}"))));
        }
        let word = p.text();
        match cases.iter().find(|(name, _)| *name == word) {
            Some(&(_, b)) => bits |= b,
            None => {
                let mut msg = String::from("expected one of [");
                for (i, (name, _)) in cases.iter().enumerate() {
                    if i > 0 {
                        msg.push_str(", ");
                    }
                    msg.push_str(name);
                }
                msg.push_str("] for ");
                msg.push_str(what);
                msg.push_str(", got: ");
                msg.push_str(word);
                return Err(p.error_here(&prefixed(op, &msg)));
            }
        }
        p.bump();
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater, "'>'")?;
    Ok(bits)
}

fn case_bits(e: &BitEnum, word: &[u8]) -> Option<u64> {
    e.cases
        .iter()
        .find(|(name, _)| name.as_bytes() == word)
        .map(|&(_, b)| b)
}

fn prefixed(op: Option<&str>, msg: &str) -> String {
    match op {
        Some(name) => format!("custom op '{name}' {msg}"),
        None => msg.to_owned(),
    }
}

/// The enum parser's error followed by the attribute parser's.
fn two_errors(mut first: Diag, after: SrcLoc, e: &BitEnum, op: Option<&str>) -> Diag {
    let msg = format!(
        "failed to parse {} parameter 'value' which is to be a `{}`",
        e.attr_def, e.cpp
    );
    first.notes.push(Diag::error(after, prefixed(op, &msg)));
    first
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;

    fn run(src: &str, e: &BitEnum, op: Option<&str>) -> Result<u64, Vec<String>> {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, "t", src);
        parse_bit_enum(&mut p, e, op).map_err(|d| {
            std::iter::once(&d)
                .chain(d.notes.iter())
                .map(|d| format!("{}:{}: {}", d.loc.line, d.loc.col, d.message))
                .collect()
        })
    }

    #[test]
    fn cases_keywords_and_strings() {
        assert_eq!(run("<fast>", &ARITH_FASTMATH, None), Ok(127));
        assert_eq!(run("<nnan, \"ninf\">", &ARITH_FASTMATH, None), Ok(6));
        assert_eq!(run("<reassoc,none>", &LLVM_FASTMATH, None), Ok(64));
        assert_eq!(run("<nsw, nuw>", &ARITH_OVERFLOW, None), Ok(3));
    }

    #[test]
    fn keyword_flags_give_llvm_dialect_errors() {
        let run = |src: &str| {
            let ctx = Context::new();
            let mut p = Parser::new(&ctx, "t", src);
            parse_keyword_flags(&mut p, LLVM_OVERFLOW, "flags", Some("llvm.add"))
                .map_err(|d| format!("{}:{}: {}", d.loc.line, d.loc.col, d.message))
        };
        assert_eq!(run("<nuw,nsw>"), Ok(3));
        assert_eq!(run("<none>"), Ok(0));
        assert_eq!(
            run("<nsw, bogus>"),
            Err(
                "1:7: custom op 'llvm.add' expected one of [none, nsw, nuw] for flags, got: bogus"
                    .to_owned()
            )
        );
        assert_eq!(
            run("<\"nsw\">"),
            Err("1:2: custom op 'llvm.add' expected keyword for flags".to_owned())
        );
        assert_eq!(run("<nsw nuw>"), Err("1:5: expected '>'".to_owned()));
    }

    #[test]
    fn unknown_case_gives_mlir_two_errors() {
        assert_eq!(
            run("<nnan,bogus,ninf>", &ARITH_FASTMATH, Some("arith.addf")),
            Err(vec![
                "1:2: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast".to_owned(),
                "1:12: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`".to_owned(),
            ])
        );
        assert_eq!(
            run("<1>", &LLVM_FASTMATH, None),
            Err(vec![
                "1:2: expected valid keyword or string".to_owned(),
                "1:2: failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`".to_owned(),
            ])
        );
        assert_eq!(
            run("<fast nnan>", &ARITH_FASTMATH, Some("arith.addf")),
            Err(vec!["1:6: expected '>'".to_owned()])
        );
    }
}
