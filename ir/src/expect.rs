//! `--verify-diagnostics`: checks the diagnostics a run produced against
//! `// expected-error {{...}}` annotations in the source, as `mlir-opt`
//! does. Every diagnostic must be expected and every expectation met.
//!
//! Annotations: `expected-error`, `expected-warning`, `expected-note`,
//! `expected-remark`, each optionally `-re` (regex pieces in `{{...}}`
//! inside the message are not supported as regexes: the text is matched
//! literally around them), followed by `@+N`, `@-N`, `@above`, `@below`,
//! `@unknown` or nothing (same line), then `{{message}}` ending the line.
//! A line that does not fit this pattern exactly is an ordinary comment,
//! even when it mentions `expected-error` (MLIR's rule).

use crate::diag::{Diag, Severity, SrcLoc};

#[derive(Clone, Debug)]
pub struct Expectation {
    pub severity: Severity,
    /// Line the diagnostic must be reported on (0 for `@unknown`).
    pub line: u32,
    /// Where the annotation itself is written (for "not produced" errors).
    pub at: SrcLoc,
    pub message: String,
    pub regex: bool,
    pub matched: bool,
}

/// Collects the annotations of `src`; `first_line` is the line number of
/// `src`'s first line in the file (for `--split-input-file` chunks).
pub fn parse_expectations(
    file: &str,
    src: &str,
    first_line: u32,
) -> Result<Vec<Expectation>, Diag> {
    let mut out = Vec::new();
    let lines: Vec<&str> = src.lines().collect();
    // As in MLIR, `@above` / `@below` skip lines that hold directives
    // themselves: several `@below` lines stack onto the next plain line.
    let mut pending_below: Vec<usize> = Vec::new();
    let mut last_plain = first_line.saturating_sub(1);
    for (i, line) in lines.iter().enumerate() {
        let lineno = first_line + i as u32;
        let before = out.len();
        process_line(file, line, lineno, last_plain, &mut pending_below, &mut out)?;
        if out.len() == before {
            for j in pending_below.drain(..) {
                out[j].line = lineno;
            }
            last_plain = lineno;
        }
    }
    Ok(out)
}

/// The directive on one line, if any, appended to `out`.
fn process_line(
    file: &str,
    line: &str,
    lineno: u32,
    last_plain: u32,
    pending_below: &mut Vec<usize>,
    out: &mut Vec<Expectation>,
) -> Result<(), Diag> {
    let Some(d) = find_directive(line) else {
        return Ok(());
    };
    let mut at = SrcLoc {
        file: file.into(),
        line: lineno,
        col: (d.start + 1) as u32,
    };
    if d.regex && unclosed_regex(d.message) {
        return Err(Diag::error(at, "found start of regex with no end '}}'"));
    }
    // `@unknown` expectations are reported at no location, as MLIR does.
    if d.target == Target::Unknown {
        at = SrcLoc::default();
    }
    let line = match d.target {
        Target::Same => lineno,
        Target::Offset(n) => (lineno as i64 + n).max(0) as u32,
        Target::Above => last_plain,
        Target::Below => {
            pending_below.push(out.len());
            lineno + 1
        }
        Target::Unknown => 0,
    };
    out.push(Expectation {
        severity: d.severity,
        line,
        at,
        message: d.message.to_owned(),
        regex: d.regex,
        matched: false,
    });
    Ok(())
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

/// Whether a `-re` message opens a `{{` regex it never closes.
fn unclosed_regex(message: &str) -> bool {
    let mut rest = message;
    while let Some(i) = rest.find("{{") {
        match rest[i + 2..].find("}}") {
            Some(j) => rest = &rest[i + 2 + j + 2..],
            None => return true,
        }
    }
    false
}

/// Matches diagnostics (and their notes) against expectations; returns the
/// errors to report (empty when everything matched).
pub fn check(expectations: &mut [Expectation], diags: &[Diag]) -> Vec<Diag> {
    let mut errors = Vec::new();
    let mut all: Vec<&Diag> = Vec::new();
    for d in diags {
        all.push(d);
        // mlir-opt does not quote ops in notes while checking diagnostics.
        all.extend(
            d.notes
                .iter()
                .filter(|n| !n.message.starts_with(crate::verify::CURRENT_OPERATION)),
        );
    }
    for d in all {
        let hit = expectations.iter_mut().find(|e| {
            !e.matched
                && e.severity == d.severity
                && e.line == d.loc.line
                && message_matches(&e.message, e.regex, &d.message)
        });
        match hit {
            Some(e) => e.matched = true,
            None => {
                // A second diagnostic with the same expectation matches too.
                let again = expectations.iter().any(|e| {
                    e.severity == d.severity
                        && e.line == d.loc.line
                        && message_matches(&e.message, e.regex, &d.message)
                });
                if again {
                    continue;
                }
                // As MLIR: an expectation on the line whose text matches
                // but whose severity does not (the last such) is a near
                // miss, reported at the expectation.
                let near = expectations.iter().rev().find(|e| {
                    e.line == d.loc.line && message_matches(&e.message, e.regex, &d.message)
                });
                errors.push(match near {
                    Some(e) => Diag::error(
                        e.at.clone(),
                        format!(
                            "'{}' diagnostic emitted when expecting a '{}'",
                            d.severity.as_str(),
                            e.severity.as_str()
                        ),
                    ),
                    None => Diag {
                        severity: Severity::Error,
                        loc: d.loc.clone(),
                        message: format!("unexpected {}: {}", d.severity.as_str(), d.message),
                        notes: Vec::new(),
                    },
                });
            }
        }
    }
    let not_produced = |e: &Expectation| {
        Diag::error(
            e.at.clone(),
            format!(
                "expected {} \"{}\" was not produced",
                e.severity.as_str(),
                e.message
            ),
        )
    };
    for e in expectations.iter().filter(|e| !e.matched && e.line != 0) {
        errors.push(not_produced(e));
    }
    // mlir-opt 22 checks its `@unknown` expectations twice (when asked for
    // the verdict and again when the checker is dropped), so it reports
    // each one not produced twice.
    for _ in 0..2 {
        for e in expectations.iter().filter(|e| !e.matched && e.line == 0) {
            errors.push(not_produced(e));
        }
    }
    errors
}

/// Whether `error` (from `check`) is about a diagnostic that was emitted,
/// as opposed to an expectation not met: mlir-opt reports those as they
/// happen, and not at all with `--verify-diagnostics=only-expected`.
pub fn is_about_emitted(error: &Diag) -> bool {
    error.message.starts_with("unexpected ")
        || error
            .message
            .contains("' diagnostic emitted when expecting a '")
}

/// Substring match; for `-re` expectations the `{{regex}}` pieces match any
/// text and the literal pieces must appear in order.
fn message_matches(expected: &str, regex: bool, actual: &str) -> bool {
    if !regex {
        return actual.contains(expected);
    }
    let mut at = 0;
    let mut rest = expected;
    while !rest.is_empty() {
        let (lit, next) = match rest.find("{{") {
            Some(i) => {
                let after = &rest[i + 2..];
                let close = after.find("}}").map_or(after.len(), |j| j + 2);
                (&rest[..i], &after[close.min(after.len())..])
            }
            None => (rest, ""),
        };
        if !lit.is_empty() {
            match actual[at..].find(lit) {
                Some(j) => at += j + lit.len(),
                None => return false,
            }
        }
        rest = next;
    }
    true
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
        let mut ex = parse_expectations("f.mlir", src, 1).unwrap();
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
        let mut ex = parse_expectations("f.mlir", "a\n", 1).unwrap();
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
        let mut ex = parse_expectations("f.mlir", src, 1).unwrap();
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
        assert!(is_about_emitted(&errs[0]) && !is_about_emitted(&errs[1]));
        assert!(errs[2].loc.file.is_empty());
    }

    #[test]
    fn unclosed_regex_is_reported() {
        let err =
            parse_expectations("f.mlir", "\n// expected-error-re {{a {{b}}\n", 1).unwrap_err();
        assert_eq!((err.loc.line, err.loc.col), (2, 4));
        assert_eq!(err.message, "found start of regex with no end '}}'");
    }

    #[test]
    fn regex_pieces_match_anything() {
        assert!(message_matches(
            "value {{.*}} here",
            true,
            "value %0 is here"
        ));
        assert!(!message_matches(
            "value {{.*}} gone",
            true,
            "value %0 is here"
        ));
    }
}
