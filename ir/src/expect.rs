//! `--verify-diagnostics`: checks the diagnostics a run produced against
//! `// expected-error {{...}}` annotations in the source, as `mlir-opt`
//! does. Every diagnostic must be expected and every expectation met.
//!
//! Annotations: `expected-error`, `expected-warning`, `expected-note`,
//! `expected-remark`, each optionally `-re`, followed by `@+N`, `@-N`,
//! `@above`, `@below`, `@unknown` or nothing (same line), then
//! `{{message}}` ending the line. A line that does not fit this pattern
//! exactly is an ordinary comment, even when it mentions `expected-error`
//! (MLIR's rule). The message of a `-re` annotation is literal text with
//! regexes in `{{...}}` (POSIX extended ones, as LLVM reads them: see
//! [`ere`]); a malformed one is reported at its annotation, which then
//! expects nothing.
//!
//! mlir-opt 22 checks a whole file at once, `--split-input-file` or not:
//! the annotations of every chunk are read (and their errors reported)
//! before the first chunk runs, a diagnostic is checked when it is
//! emitted, and expectations not met are reported after the last chunk.
//! Hence three steps: [`parse_expectations`], [`process`], [`not_produced`].

mod ere;

use crate::diag::{Diag, Severity, SrcLoc};

#[derive(Clone, Debug)]
pub struct Expectation {
    pub severity: Severity,
    /// Line the diagnostic must be reported on (0 for `@unknown`).
    pub line: u32,
    /// Where the annotation itself is written (for "not produced" errors).
    pub at: SrcLoc,
    pub message: String,
    /// The compiled message of a `-re` annotation.
    pub pattern: Option<regex::bytes::Regex>,
    pub matched: bool,
}

impl Expectation {
    /// Whether diagnostic text `actual` is what this expects: contains the
    /// message, or (`-re`) has a match of its pattern.
    fn matches(&self, actual: &str) -> bool {
        match &self.pattern {
            Some(re) => re.is_match(actual.as_bytes()),
            None => actual.contains(self.message.as_str()),
        }
    }

    /// An error at the annotation, underlining as many bytes as its message
    /// has (mlir-opt's range for it, starting at `expected-`).
    fn error(&self, message: String) -> Diag {
        Diag {
            underline: self.message.len() as u32,
            ..Diag::error(self.at.clone(), message)
        }
    }
}

/// Collects the annotations of `src`; `first_line` is the line number of
/// `src`'s first line in the file. Also returns the errors in annotations
/// (a malformed `-re` message), each one's annotation left out.
/// Whether `src` may hold annotations at all, so that runs without
/// `--verify-diagnostics` (which still read them, as mlir-opt 22 does) pay
/// nothing measurable on large inputs. Every annotation has `{{`, which
/// IR text all but lacks: its search skips from `{` to `{`, and only a
/// hit asks for `expected-` (whose letters are everywhere in IR).
pub fn may_have_expectations(src: &str) -> bool {
    let bytes = src.as_bytes();
    memchr::memchr_iter(b'{', bytes).any(|i| bytes.get(i + 1) == Some(&b'{'))
        && memchr::memmem::find(bytes, b"expected-").is_some()
}

pub fn parse_expectations(file: &str, src: &str, first_line: u32) -> (Vec<Expectation>, Vec<Diag>) {
    let mut out: Vec<Expectation> = Vec::new();
    let mut errors = Vec::new();
    // MLIR splits at each `\n`, so a final newline gives a last, empty
    // line (where a dangling `@below` points).
    let lines: Vec<&str> = src.split('\n').collect();
    let past_end = first_line + lines.len() as u32 - 1;
    // As in MLIR, `@above` / `@below` skip lines that hold directives
    // themselves: several `@below` lines stack onto the next plain line.
    let mut pending_below: Vec<usize> = Vec::new();
    let mut last_plain = first_line.saturating_sub(1);
    for (i, line) in lines.iter().enumerate() {
        let lineno = first_line + i as u32;
        let Some(d) = find_directive(line) else {
            for j in pending_below.drain(..) {
                out[j].line = lineno;
            }
            last_plain = lineno;
            continue;
        };
        let at = SrcLoc {
            file: file.into(),
            line: lineno,
            col: (d.start + 1) as u32,
        };
        let mut e = Expectation {
            severity: d.severity,
            line: lineno,
            at,
            message: d.message.to_owned(),
            pattern: None,
            matched: false,
        };
        if d.regex {
            match compile(d.message) {
                Ok(re) => e.pattern = Some(re),
                Err(message) => {
                    errors.push(e.error(message));
                    continue;
                }
            }
        }
        e.line = match d.target {
            Target::Same => lineno,
            Target::Offset(n) => (lineno as i64 + n).max(0) as u32,
            Target::Above => last_plain,
            Target::Below => {
                pending_below.push(out.len());
                past_end
            }
            Target::Unknown => {
                // Reported at no location, as MLIR does.
                e.at = SrcLoc::default();
                0
            }
        };
        out.push(e);
    }
    (out, errors)
}

/// A `-re` message as one regex, as MLIR builds it: the text outside
/// `{{...}}` literal, each regex inside in a group of its own; or the error
/// to report at the annotation.
fn compile(message: &str) -> Result<regex::bytes::Regex, String> {
    // Bytes, not characters, as LLVM matches; `.` takes newlines too.
    let mut re = String::from("(?s-u)");
    let mut rest = message;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            re.push_str(&literal(rest));
            break;
        };
        re.push_str(&literal(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_owned());
        };
        let piece = ere::translate(&rest[..close]).map_err(|e| format!("invalid regex: {e}"))?;
        re.push('(');
        re.push_str(&piece);
        re.push(')');
        rest = &rest[close + 2..];
    }
    regex::bytes::RegexBuilder::new(&re)
        .build()
        .map_err(|e| format!("invalid regex: {e}"))
}

/// `text` as a regex matching its bytes.
fn literal(text: &str) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b == b' ' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\x{b:02X}");
        }
    }
    out
}

/// Where a directive's diagnostic is expected.
#[derive(Debug, PartialEq)]
enum Target {
    Same,
    Offset(i64),
    Above,
    Below,
    Unknown,
}

/// One `expected-*` directive as found on a line.
#[derive(Debug, PartialEq)]
struct Directive<'a> {
    /// Byte offset of `expected-` in the line.
    start: usize,
    severity: Severity,
    regex: bool,
    target: Target,
    message: &'a str,
}

/// The leftmost match on `line` of MLIR's directive pattern,
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`
/// (matched against the line without trailing blanks). Anything else that
/// mentions `expected-error` is an ordinary comment, as in mlir-opt.
fn find_directive(line: &str) -> Option<Directive<'_>> {
    // `StringRef::rtrim`'s blanks.
    let line = line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
    let mut from = 0;
    while let Some(i) = line[from..].find("expected-") {
        let start = from + i;
        if let Some(d) = directive_at(line, start) {
            return Some(d);
        }
        from = start + 1;
    }
    None
}

/// The directive starting at `start` (where `expected-` is), if the rest
/// of the line fits the pattern.
fn directive_at(line: &str, start: usize) -> Option<Directive<'_>> {
    let s = &line[start + "expected-".len()..];
    let (severity, s) = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .into_iter()
    .find_map(|(kw, sev)| s.strip_prefix(kw).map(|rest| (sev, rest)))?;
    let (regex, s) = match s.strip_prefix("-re") {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let mut s = s.trim_start_matches(' ');
    let mut target = Target::Same;
    if let Some(spec) = s.strip_prefix('@') {
        let (t, rest) = if let Some(rest) = spec.strip_prefix(['+', '-']) {
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            if digits == 0 {
                return None;
            }
            let n = offset_value(&rest[..digits]);
            let n = if spec.starts_with('-') { -n } else { n };
            (Target::Offset(n), &rest[digits..])
        } else if let Some(rest) = spec.strip_prefix("above") {
            (Target::Above, rest)
        } else if let Some(rest) = spec.strip_prefix("below") {
            (Target::Below, rest)
        } else if let Some(rest) = spec.strip_prefix("unknown") {
            (Target::Unknown, rest)
        } else {
            return None;
        };
        target = t;
        s = rest.trim_start_matches(' ');
    }
    let body = s.strip_prefix("{{")?;
    let message = body.strip_suffix("}}")?;
    Some(Directive {
        start,
        severity,
        regex,
        target,
        message,
    })
}

/// An offset's digits as MLIR reads them (`getAsInteger` with radix 0, so
/// a leading `0` means octal). Digits it cannot read (`08`, or past `int`)
/// leave its offset unset; Strata takes 0 there.
fn offset_value(digits: &str) -> i64 {
    let parsed = match digits.strip_prefix('0') {
        Some(oct) if !oct.is_empty() => i32::from_str_radix(oct, 8),
        _ => digits.parse::<i32>(),
    };
    parsed.map_or(0, i64::from)
}

/// Checks diagnostics (and their notes) as they are emitted: each marks
/// the expectation it meets; returns the errors for those none expects.
pub fn process(expectations: &mut [Expectation], diags: &[Diag]) -> Vec<Diag> {
    let mut errors = Vec::new();
    for d in diags {
        process_one(expectations, d, &mut errors);
        // mlir-opt does not quote ops in notes while checking diagnostics.
        for n in d
            .notes
            .iter()
            .filter(|n| !n.message.starts_with(crate::verify::CURRENT_OPERATION))
        {
            process_one(expectations, n, &mut errors);
        }
    }
    errors
}

/// MLIR's `SourceMgrDiagnosticVerifierHandler::process`: the first
/// expectation on the diagnostic's line (any `@unknown` one for a
/// diagnostic at no location) whose text matches and whose severity too
/// is met, even if it was met already; otherwise the last whose text
/// matches is a near miss, reported at the expectation.
fn process_one(expectations: &mut [Expectation], d: &Diag, errors: &mut Vec<Diag>) {
    let unknown = d.loc.file.is_empty() && d.loc.line == 0;
    let mut near_miss = None;
    for e in expectations.iter_mut() {
        let here = if unknown {
            e.line == 0
        } else {
            e.line != 0 && e.line == d.loc.line && e.at.file == d.loc.file
        };
        if !here || !e.matches(&d.message) {
            continue;
        }
        if e.severity == d.severity {
            e.matched = true;
            return;
        }
        near_miss = Some(&*e);
    }
    errors.push(match near_miss {
        Some(e) => Diag::error(
            e.at.clone(),
            format!(
                "'{}' diagnostic emitted when expecting a '{}'",
                d.severity.as_str(),
                e.severity.as_str()
            ),
        ),
        None => Diag::error(
            d.loc.clone(),
            format!("unexpected {}: {}", d.severity.as_str(), d.message),
        ),
    });
}

/// The errors for expectations not met, once every diagnostic is checked.
pub fn not_produced(expectations: &[Expectation]) -> Vec<Diag> {
    let error = |e: &Expectation| {
        e.error(format!(
            "expected {} \"{}\" was not produced",
            e.severity.as_str(),
            e.message
        ))
    };
    let mut errors: Vec<Diag> = expectations
        .iter()
        .filter(|e| !e.matched && e.line != 0)
        .map(error)
        .collect();
    // mlir-opt 22 checks its `@unknown` expectations twice (when asked for
    // the verdict and again when the checker is dropped), so it reports
    // each one not produced twice.
    for _ in 0..2 {
        errors.extend(
            expectations
                .iter()
                .filter(|e| !e.matched && e.line == 0)
                .map(error),
        );
    }
    errors
}

/// [`process`] then [`not_produced`]: the errors for one batch of
/// diagnostics checked on its own (empty when everything matched).
pub fn check(expectations: &mut [Expectation], diags: &[Diag]) -> Vec<Diag> {
    let mut errors = process(expectations, diags);
    errors.extend(not_produced(expectations));
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diag(line: u32, msg: &str) -> Diag {
        Diag::error(
            SrcLoc {
                file: "f.mlir".into(),
                line,
                col: 1,
            },
            msg,
        )
    }

    #[test]
    fn offsets_and_matching() {
        let src = "op1\n// expected-error@-1 {{bad thing}}\nop2 // expected-error {{other}}\n// expected-note@below {{n}}\nx\n";
        let mut ex = parse_expectations("f.mlir", src, 1).0;
        assert_eq!(ex.len(), 3);
        assert_eq!((ex[0].line, ex[1].line, ex[2].line), (1, 3, 5));
        let errs = check(
            &mut ex,
            &[diag(1, "a bad thing happened"), diag(3, "other")],
        );
        assert_eq!(errs.len(), 1);
        assert_eq!(errs[0].message, "expected note \"n\" was not produced");
        assert_eq!(errs[0].loc.line, 4);
    }

    #[test]
    fn unexpected_diagnostic_is_reported() {
        let mut ex = parse_expectations("f.mlir", "a\n", 1).0;
        let errs = check(&mut ex, &[diag(1, "boom")]);
        assert_eq!(errs.len(), 1);
        assert_eq!(errs[0].message, "unexpected error: boom");
    }

    #[test]
    fn only_mlir_pattern_is_a_directive() {
        // Lines mlir-opt 22 ignores: no `{{...}}` ending the line, a count,
        // an unknown `@` target, a malformed offset, a longer keyword.
        for line in [
            "// mentions expected-error without braces",
            "// expected-warning foo {{bar}} trailing",
            "// expected-note {{unterminated",
            "// expected-error@+1x {{bad offset}}",
            "// expected-remark@bogus {{label}}",
            "// expected-error 2 {{count}}",
            "// expected-errorx {{a}}",
            "// expected-error-rex {{a}}",
            "// expected-error @ +1 {{a}}",
        ] {
            assert_eq!(find_directive(line), None, "{line}");
        }
        let d = |line| find_directive(line).unwrap();
        // Greedy: the message runs to the last `}}` of the line.
        let two = d("// expected-error{{a}} expected-note {{b}}  ");
        assert_eq!((two.start, two.message), (3, "a}} expected-note {{b"));
        // Leftmost position where the whole pattern fits.
        let later = d("// expected-error here, expected-remark @above {{x}}");
        assert_eq!(
            (later.start, later.severity, later.target),
            (24, Severity::Remark, Target::Above)
        );
        assert_eq!(d("//expected-error  @-2  {{}}").target, Target::Offset(-2));
        assert_eq!(d("// expected-error@+010 {{o}}").target, Target::Offset(8));
        assert!(d("// expected-note-re {{a{{.*}}}}").regex);
    }

    #[test]
    fn near_miss_and_unknown_location() {
        let src = "// expected-warning {{boom}}\n// expected-remark@unknown {{gone}}\n";
        let mut ex = parse_expectations("f.mlir", src, 1).0;
        let errs = check(&mut ex, &[diag(1, "boom here")]);
        let msgs: Vec<_> = errs
            .iter()
            .map(|e| (e.loc.line, e.loc.col, e.message.as_str()))
            .collect();
        assert_eq!(
            msgs,
            [
                (
                    1,
                    4,
                    "'error' diagnostic emitted when expecting a 'warning'"
                ),
                (1, 4, "expected warning \"boom\" was not produced"),
                (0, 0, "expected remark \"gone\" was not produced"),
                (0, 0, "expected remark \"gone\" was not produced"),
            ]
        );
        assert!(errs[2].loc.file.is_empty());
    }

    fn parse_one(src: &str) -> (Vec<Expectation>, Vec<Diag>) {
        parse_expectations("f.mlir", src, 1)
    }

    #[test]
    fn bad_regexes_are_reported_and_expect_nothing() {
        let (ex, errs) = parse_one(
            "\n// expected-error-re {{a {{b}}\n// expected-note-re@+1 {{x{{[}}{{y}}\n\
             // expected-error-re {{a{{*}}}}\n// expected-remark-re@unknown {{{{(}}}}\n",
        );
        assert!(ex.is_empty());
        let got: Vec<_> = errs
            .iter()
            .map(|e| (e.loc.line, e.loc.col, e.underline, e.message.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                (2, 4, 5, "found start of regex with no end '}}'"),
                (3, 4, 9, "invalid regex: brackets ([ ]) not balanced"),
                (
                    4,
                    4,
                    6,
                    "invalid regex: repetition-operator operand invalid"
                ),
                (5, 4, 5, "invalid regex: parentheses not balanced"),
            ]
        );
        // Directive lines are not plain lines for `@above`, failed or not.
        let (ex, _) =
            parse_one("x\n// expected-error-re {{{{[}}}}\n// expected-error@above {{y}}\n");
        assert_eq!(ex[0].line, 1);
    }

    #[test]
    fn regexes_match_as_llvm_regex_does() {
        let (mut ex, errs) = parse_one(
            "// expected-error-re {{value {{[0-9]+}} is {{(here|there)}}.}}\n\
             // expected-error-re@-1 {{^a(b){{c?}}$}}\n",
        );
        assert!(errs.is_empty());
        // Literal text is literal: `.`, `(`, `^` and `$` too.
        assert!(ex[0].matches("the value 42 is there."));
        assert!(!ex[0].matches("the value 42 is there!"));
        assert!(!ex[0].matches("the value x is there."));
        assert!(ex[1].matches("x^a(b)$y"));
        assert!(ex[1].matches("^a(b)c$"));
        assert!(!ex[1].matches("ab"));
        assert!(process(&mut ex, &[diag(1, "value 7 is here.")]).is_empty());
        assert!(ex[0].matched && !ex[1].matched);
    }

    #[test]
    fn first_matching_expectation_takes_every_diagnostic() {
        // As MLIR: both diagnostics meet the first of two equal
        // expectations, the second is not met.
        let (mut ex, _) = parse_one("x // expected-error {{a}}\n// expected-error@-1 {{a}}\n");
        let errs = check(&mut ex, &[diag(1, "a"), diag(1, "a")]);
        assert_eq!(errs.len(), 1);
        assert_eq!((errs[0].loc.line, errs[0].underline), (2, 1));
        // Another file's diagnostic is not expected by this one's lines.
        let other = Diag::error(
            SrcLoc {
                file: "g.mlir".into(),
                line: 1,
                col: 1,
            },
            "a",
        );
        assert_eq!(process(&mut ex, &[other])[0].message, "unexpected error: a");
    }
}
