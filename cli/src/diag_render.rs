//! Diagnostics printed as the MLIR tools print them: the
//! `file:line:col: error: message` line, then, when the location is in the
//! input, that source line and a caret under the column; then the notes,
//! each with its source line unless it points where the line before it did
//! (a follow-up error carried as a note always shows its line).
//!
//! The input's text is found again through [`register_input`]: a file is
//! re-read when a diagnostic first points into it (errors are rare, and the
//! text of a large input may have been freed after parsing), stdin input is
//! kept.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use strata_ir::diag::{Diag, SrcLoc};

/// Lines longer than this are not echoed (LLVM's source manager's limit).
const MAX_LINE_TO_PRINT: usize = 4096;
/// stdin input larger than this is not kept for echoing.
const MAX_KEPT_STDIN: usize = 64 << 20;
/// LLVM's tab stop when echoing a line.
const TAB_STOP: usize = 8;

enum Source {
    File(PathBuf),
    Text(Arc<str>),
}

struct Input {
    name: String,
    source: Source,
    /// The text and its line starts, once loaded.
    loaded: Option<Option<Loaded>>,
}

struct Loaded {
    text: Arc<str>,
    line_starts: Vec<usize>,
}

static INPUTS: Mutex<Vec<Input>> = Mutex::new(Vec::new());

/// `--mlir-print-op-on-diagnostic`: print the notes quoting ops.
static QUOTE_OPS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// Whether notes quoting the op a diagnostic is about are printed (they
/// are by default, as in the MLIR tools).
pub fn set_quote_ops(on: bool) {
    QUOTE_OPS.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// Records where the text of input `name` can be found: `path` when it is a
/// file, else `text` itself (kept when it is not huge).
pub fn register_input(name: &str, path: Option<&Path>, text: &str) {
    let source = match path {
        Some(p) => Source::File(p.to_path_buf()),
        None if text.len() <= MAX_KEPT_STDIN => Source::Text(text.into()),
        None => return,
    };
    let mut inputs = INPUTS.lock().unwrap_or_else(|e| e.into_inner());
    inputs.retain(|i| i.name != name);
    inputs.push(Input {
        name: name.to_owned(),
        source,
        loaded: None,
    });
}

/// Prints `d` to stderr in MLIR's form (see the module comment).
pub fn eprint_diag(d: &Diag) {
    eprintln!("{}", render(d));
}

/// A split chunk of an input, as mlir-translate names the locations in it:
/// `within split at FILE:LINE offset :L:C`, `LINE` being the line the
/// chunk starts on and `L` counted from there (mlir-opt keeps the file's
/// own lines).
#[derive(Clone, Copy, Debug)]
pub struct Split<'a> {
    pub file: &'a str,
    pub first_line: u32,
}

impl Split<'_> {
    /// `d`'s first line (no notes) with its location named after the split
    /// when it is in the chunk.
    fn relocated(&self, d: &Diag) -> Diag {
        let mut shown = Diag {
            notes: Vec::new(),
            ..d.clone()
        };
        if *d.loc.file == *self.file && d.loc.line >= self.first_line {
            shown.loc = SrcLoc {
                file: format!("within split at {}:{} offset ", self.file, self.first_line).into(),
                line: d.loc.line - self.first_line + 1,
                col: d.loc.col,
            };
        }
        shown
    }
}

/// Prints `d` as mlir-translate does for a diagnostic in split chunk
/// `split` (see [`Split`]).
pub fn eprint_diag_in_split(d: &Diag, split: Split) {
    eprintln!("{}", render_in(d, Some(split)));
}

/// `d` in MLIR's form, without a final newline.
pub fn render(d: &Diag) -> String {
    render_in(d, None)
}

fn render_in(d: &Diag, split: Option<Split>) -> String {
    let mut out = String::new();
    render_one(&mut out, d, true, split);
    let mut previous = &d.loc;
    let quote_ops = QUOTE_OPS.load(std::sync::atomic::Ordering::Relaxed);
    for note in &d.notes {
        if !quote_ops
            && note
                .message
                .starts_with(strata_ir::verify::CURRENT_OPERATION)
        {
            continue;
        }
        out.push('\n');
        // A follow-up error (MLIR emits it as its own diagnostic, Strata
        // carries it as a note) always shows its line.
        let own_diagnostic = note.severity != strata_ir::diag::Severity::Note;
        render_one(
            &mut out,
            note,
            own_diagnostic || note.loc != *previous,
            split,
        );
        // Notes of notes (rare) are printed plainly.
        for nested in &note.notes {
            out.push('\n');
            out.push_str(&nested.to_string());
        }
        previous = &note.loc;
    }
    out
}

fn render_one(out: &mut String, d: &Diag, echo: bool, split: Option<Split>) {
    let first_line = match split {
        Some(split) => split.relocated(d),
        None => Diag {
            notes: Vec::new(),
            ..d.clone()
        },
    };
    out.push_str(&first_line.to_string());
    if echo {
        if let Some(excerpt) = source_line(&d.loc).and_then(|line| excerpt(&line, d)) {
            out.push('\n');
            out.push_str(&excerpt);
        }
    }
}

/// The text of the line `loc` points at, when it is in a registered input:
/// up to its first `\r` or `\n`, as LLVM's source manager cuts it.
fn source_line(loc: &SrcLoc) -> Option<String> {
    if loc.line == 0 {
        return None;
    }
    let mut inputs = INPUTS.lock().unwrap_or_else(|e| e.into_inner());
    let input = inputs.iter_mut().find(|i| *i.name == *loc.file)?;
    let loaded = input.loaded.get_or_insert_with(|| load(&input.source));
    let loaded = loaded.as_ref()?;
    let line = loc.line as usize - 1;
    let start = *loaded.line_starts.get(line)?;
    let end = loaded
        .line_starts
        .get(line + 1)
        .map_or(loaded.text.len(), |&next| next - 1);
    let text = loaded.text.get(start..end)?;
    let text = text.split('\r').next().unwrap_or(text);
    (text.len() <= MAX_LINE_TO_PRINT).then(|| text.to_owned())
}

fn load(source: &Source) -> Option<Loaded> {
    let text: Arc<str> = match source {
        Source::File(path) => std::fs::read_to_string(path).ok()?.into(),
        Source::Text(text) => text.clone(),
    };
    let mut line_starts = vec![0];
    line_starts.extend(line_ends(&text));
    Some(Loaded { text, line_starts })
}

/// Offsets just after each `\n`.
fn line_ends(text: &str) -> impl Iterator<Item = usize> + '_ {
    text.bytes()
        .enumerate()
        .filter(|&(_, b)| b == b'\n')
        .map(|(i, _)| i + 1)
}

/// What LLVM's `SMDiagnostic::print` shows under the message: the line,
/// tabs expanded, and a caret under `d`'s column after which `~` underline
/// `d.underline` bytes (the caret taking the first, the rest cut at the
/// line's end). Nothing when the column is 0 or past the line's end
/// (mlir-opt finds no place in the text for it); the line alone when it
/// holds a non-ASCII byte (LLVM cannot line a caret up under it).
fn excerpt(line: &str, d: &Diag) -> Option<String> {
    let col = (d.loc.col as usize).checked_sub(1)?;
    if col > line.len() {
        return None;
    }
    let mut shown = expand_tabs(line);
    if !line.is_ascii() {
        return Some(shown);
    }
    let mut marks = vec![b' '; line.len() + 1];
    let range_end = col.saturating_add(d.underline as usize).min(line.len());
    marks[col..range_end.max(col)].fill(b'~');
    marks[col] = b'^';
    let used = marks.iter().rposition(|&b| b != b' ').map_or(0, |i| i + 1);
    marks.truncate(used);
    shown.push('\n');
    // Under a tab, its mark (or blank) fills the columns the tab takes.
    let mut width = 0;
    for (i, &mark) in marks.iter().enumerate() {
        if line.as_bytes().get(i) != Some(&b'\t') {
            shown.push(mark as char);
            width += 1;
            continue;
        }
        loop {
            shown.push(mark as char);
            width += 1;
            if width % TAB_STOP == 0 {
                break;
            }
        }
    }
    Some(shown)
}

/// `line` with each tab widened to the next stop, columns counted in bytes
/// (as LLVM counts them).
fn expand_tabs(line: &str) -> String {
    let mut shown = String::with_capacity(line.len() + 8);
    let mut width: usize = 0;
    for c in line.chars() {
        if c == '\t' {
            loop {
                shown.push(' ');
                width += 1;
                if width.is_multiple_of(TAB_STOP) {
                    break;
                }
            }
        } else {
            shown.push(c);
            width += c.len_utf8();
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(col: u32, underline: u32) -> Diag {
        Diag {
            underline,
            ..Diag::error(
                SrcLoc {
                    file: "x".into(),
                    line: 1,
                    col,
                },
                "m",
            )
        }
    }

    fn caret_lines(line: &str, col: u32) -> String {
        excerpt(line, &at(col, 0)).unwrap()
    }

    #[test]
    fn caret_under_the_column() {
        assert_eq!(
            caret_lines("  return %0 : i32", 3),
            "  return %0 : i32\n  ^"
        );
        assert_eq!(caret_lines("x", 1), "x\n^");
        // Just past the end (where the newline is): a caret there; further
        // or at column 0: no line at all.
        assert_eq!(caret_lines("x", 2), "x\n ^");
        assert_eq!(excerpt("x", &at(3, 0)), None);
        assert_eq!(excerpt("x", &at(0, 0)), None);
    }

    #[test]
    fn tabs_are_expanded_to_stops_of_eight() {
        assert_eq!(caret_lines("\tfoo", 2), "        foo\n        ^");
    }

    #[test]
    fn ranges_are_underlined_within_the_line() {
        assert_eq!(
            excerpt("// expected-x", &at(4, 3)).unwrap(),
            "// expected-x\n   ^~~"
        );
        assert_eq!(excerpt("ab", &at(1, 9)).unwrap(), "ab\n^~");
        assert_eq!(excerpt("ab", &at(1, 1)).unwrap(), "ab\n^");
        // A tab inside the range is underlined across its width.
        assert_eq!(excerpt("a\tb", &at(1, 3)).unwrap(), "a       b\n^~~~~~~~~");
    }

    #[test]
    fn non_ascii_lines_get_no_caret() {
        // Tabs widen by bytes: `é` takes two columns.
        assert_eq!(caret_lines("\u{e9}\tx", 1), "\u{e9}      x");
    }

    #[test]
    fn registered_input_is_echoed_and_same_place_notes_are_not() {
        let name = "render-test.mlir";
        register_input(name, None, "a\n  bad line\nc\n");
        let loc = SrcLoc {
            file: name.into(),
            line: 2,
            col: 3,
        };
        let d = Diag::error(loc.clone(), "oops")
            .with_note(loc.clone(), "same place")
            .with_note(
                SrcLoc {
                    file: name.into(),
                    line: 1,
                    col: 1,
                },
                "elsewhere",
            );
        assert_eq!(
            render(&d),
            "render-test.mlir:2:3: error: oops\n  bad line\n  ^\n\
             render-test.mlir:2:3: note: same place\n\
             render-test.mlir:1:1: note: elsewhere\na\n^"
        );
        // Locations outside the input are printed without a line.
        let other = Diag::error(
            SrcLoc {
                file: "other.mlir".into(),
                line: 1,
                col: 1,
            },
            "x",
        );
        assert_eq!(render(&other), "other.mlir:1:1: error: x");
    }

    #[test]
    fn follow_up_errors_at_the_same_place_show_their_line() {
        let name = "render-test-2.mlir";
        register_input(name, None, "x<>\n");
        let loc = SrcLoc {
            file: name.into(),
            line: 1,
            col: 3,
        };
        let mut d = Diag::error(loc.clone(), "first");
        d.notes.push(Diag::error(loc, "second"));
        assert_eq!(
            render(&d),
            "render-test-2.mlir:1:3: error: first\nx<>\n  ^\n\
             render-test-2.mlir:1:3: error: second\nx<>\n  ^"
        );
    }
}
