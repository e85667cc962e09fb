//! `--verify-diagnostics`: checks the diagnostics a run produced against
//! `// expected-error {{...}}` annotations in the source, as `mlir-opt`
//! does. Every diagnostic must be expected and every expectation met.
//!
//! Annotations: `expected-error`, `expected-warning`, `expected-note`,
//! `expected-remark`, each optionally `-re` (regex pieces in `{{...}}`
//! inside the message are not supported as regexes: the text is matched
//! literally around them), followed by `@+N`, `@-N`, `@above`, `@below`,
//! `@unknown` or nothing (same line), then `{{message}}`.

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
    {
        let mut rest = line;
        let mut col_base = 0usize;
        while let Some(pos) = rest.find("expected-") {
            let after = &rest[pos + "expected-".len()..];
            let (severity, kw_len) = if after.starts_with("error") {
                (Severity::Error, 5)
            } else if after.starts_with("warning") {
                (Severity::Warning, 7)
            } else if after.starts_with("note") {
                (Severity::Note, 4)
            } else if after.starts_with("remark") {
                (Severity::Remark, 6)
            } else {
                col_base += pos + 9;
                rest = &rest[pos + 9..];
                continue;
            };
            let at = SrcLoc {
                file: file.into(),
                line: lineno,
                col: (col_base + pos + 1) as u32,
            };
            let mut s = &after[kw_len..];
            let regex = s.starts_with("-re");
            if regex {
                s = &s[3..];
            }
            let mut target = lineno;
            // MLIR allows blanks before the `@` (`expected-error @below{{...}}`).
            if let Some(t) = s.trim_start().strip_prefix('@') {
                let end = t
                    .find(|c: char| c.is_whitespace() || c == '{')
                    .unwrap_or(t.len());
                let spec = &t[..end];
                target = match spec {
                    "above" => last_plain,
                    "below" => {
                        pending_below.push(out.len());
                        lineno + 1
                    }
                    "unknown" => 0,
                    _ => {
                        let n: i64 = spec.trim_start_matches('+').parse().map_err(|_| {
                            Diag::error(
                                at.clone(),
                                format!("invalid offset '{spec}' in expected-* directive"),
                            )
                        })?;
                        (lineno as i64 + n).max(0) as u32
                    }
                };
                s = &t[end..];
            }
            let s = s.trim_start();
            // An optional count (`expected-error 2 {{...}}`) is accepted.
            let s = s
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .trim_start();
            let Some(body) = s.strip_prefix("{{") else {
                return Err(Diag::error(at, "expected '{{' in expected-* directive"));
            };
            let Some(end) = body.rfind("}}") else {
                return Err(Diag::error(
                    at,
                    "expected '}}' at end of expected-* directive",
                ));
            };
            out.push(Expectation {
                severity,
                line: target,
                at,
                message: body[..end].to_owned(),
                regex,
                matched: false,
            });
            break;
        }
    }
    Ok(())
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
                if !again {
                    errors.push(Diag {
                        severity: Severity::Error,
                        loc: d.loc.clone(),
                        message: format!("unexpected {}: {}", d.severity.as_str(), d.message),
                        notes: Vec::new(),
                    });
                }
            }
        }
    }
    for e in expectations.iter().filter(|e| !e.matched) {
        errors.push(Diag::error(
            e.at.clone(),
            format!(
                "expected {} \"{}\" was not produced",
                e.severity.as_str(),
                e.message
            ),
        ));
    }
    errors
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
