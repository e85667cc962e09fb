//! Reading the input (a file or stdin) and `--split-input-file`.
//!
//! Splitting follows `mlir::splitAndProcessBuffer` (MLIR 22) exactly,
//! quirks included, so diagnostics and outputs line up with `mlir-opt`:
//!
//! - the text is cut at every occurrence of the marker minus its last two
//!   characters (`// ---`), anywhere in a line;
//! - a cut is a real split when the text after it starts with the marker's
//!   last two characters (`--`), is longer than that, and its third
//!   character is not `'0'` (upstream compares with `'0'` where `'-'` was
//!   meant); the chunk then starts right after the full marker, so the rest
//!   of the marker line belongs to the next chunk;
//! - otherwise it is a "near miss": a warning, and no split;
//! - while the chunk collected so far is empty (the file starts with the
//!   marker), the next piece is taken as is, without the check.
//!
//! Every chunk records where it starts in the original text, so a
//! diagnostic at line/column of a chunk maps back to the original file, as
//! MLIR reports it.

use std::io::Read;
use std::path::Path;

/// The marker `mlir-opt -split-input-file` uses, in and out.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// An input buffer with the name diagnostics use for it.
pub struct InputFile {
    /// The path as given, or `<stdin>`.
    pub name: String,
    pub text: InputText,
    /// The input when it is Strata bytecode (then `text` is empty).
    pub bytecode: Option<InputBytes>,
}

/// Files from this size up are mapped rather than read: no copy into a
/// buffer of fresh pages (each a page fault), and the kernel maps the file's
/// cached pages a batch per fault. Smaller ones cost less to read.
const MAP_FROM_BYTES: u64 = 1 << 20;

/// The bytes of an input: a read-only map of the file, or what was read.
pub use strata_bytecode::MappedFile as InputBytes;

/// Input bytes checked to be UTF-8, used as text.
pub struct InputText(InputBytes);

impl InputText {
    /// The text, or the bytes back with the offset where they stop being
    /// UTF-8.
    pub fn new(bytes: InputBytes) -> Result<InputText, (InputBytes, usize)> {
        match utf8_valid_up_to(&bytes) {
            Ok(()) => Ok(InputText(bytes)),
            Err(valid) => Err((bytes, valid)),
        }
    }

    pub fn empty() -> InputText {
        InputText(InputBytes::Read(Vec::new()))
    }
}

impl std::fmt::Debug for InputText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl std::ops::Deref for InputText {
    type Target = str;
    fn deref(&self) -> &str {
        // SAFETY: `InputText::new` checked the bytes, and they do not
        // change: a `Vec` we own, or a read-only map of a file that, like
        // mlir-opt (which maps its inputs too), Strata assumes no other
        // process rewrites while it runs.
        unsafe { std::str::from_utf8_unchecked(&self.0) }
    }
}

/// Inputs of two chunks or more are checked to be UTF-8 in chunks of this
/// size, on the threads of the current pool.
const UTF8_CHUNK: usize = 4 << 20;

/// Whether this runs on a rayon pool of several threads (a command's own
/// pool; outside one, reading stays on the calling thread).
fn on_parallel_pool() -> bool {
    rayon::current_thread_index().is_some() && rayon::current_num_threads() >= 2
}

/// `std::str::from_utf8`'s answer for `bytes`: `Err` with the length of
/// the valid prefix. A large input is checked in chunks in parallel (on a
/// pool of several threads), each chunk starting at the next byte that is
/// not a continuation byte: then the input is UTF-8 exactly when every
/// chunk is. When one is not, the whole input is checked again in order
/// for the offset.
fn utf8_valid_up_to(bytes: &[u8]) -> Result<(), usize> {
    use rayon::prelude::*;
    let serial = |b: &[u8]| {
        std::str::from_utf8(b)
            .map(|_| ())
            .map_err(|e| e.valid_up_to())
    };
    if bytes.len() < 2 * UTF8_CHUNK || !on_parallel_pool() {
        return serial(bytes);
    }
    let is_continuation = |b: u8| b & 0xC0 == 0x80;
    let mut starts = vec![0];
    let mut at = UTF8_CHUNK;
    while at < bytes.len() {
        // At most three continuation bytes follow a character's first
        // byte; more make a chunk start with one (and fail, as it must).
        let mut start = at;
        while start < bytes.len().min(at + 3) && is_continuation(bytes[start]) {
            start += 1;
        }
        starts.push(start);
        at = start + UTF8_CHUNK;
    }
    starts.push(bytes.len());
    let all_valid = starts
        .par_windows(2)
        .all(|w| std::str::from_utf8(&bytes[w[0]..w[1]]).is_ok());
    if all_valid {
        Ok(())
    } else {
        serial(bytes)
    }
}

/// Reads or maps the file at `path`.
fn read_file(path: &Path) -> std::io::Result<InputBytes> {
    if std::fs::metadata(path)?.len() >= MAP_FROM_BYTES {
        // On one thread, loaded in one system call (no fault per page); on
        // several, its pages are faulted in by the threads that check it
        // is UTF-8, in parallel. See `MappedFile` for what mapping
        // assumes of the file.
        if on_parallel_pool() {
            return InputBytes::open(path);
        }
        return InputBytes::open_whole(path);
    }
    std::fs::read(path).map(InputBytes::Read)
}

/// Reads `path`, or stdin when it is `None` or `-`. The error is a
/// diagnostic ready to print.
pub fn read_input(path: Option<&Path>) -> Result<InputFile, String> {
    let is_stdin = path.is_none_or(|p| p.as_os_str() == "-");
    let (name, bytes) = if is_stdin {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("error: could not read stdin: {e}"))?;
        ("<stdin>".to_string(), InputBytes::Read(bytes))
    } else {
        let path = path.unwrap_or(Path::new("-"));
        let name = path.display().to_string();
        let bytes =
            read_file(path).map_err(|e| format!("error: could not open input file {name}: {e}"))?;
        (name, bytes)
    };
    if strata_bytecode::is_bytecode(&bytes) {
        return Ok(InputFile {
            name,
            text: InputText::empty(),
            bytecode: Some(bytes),
        });
    }
    let text = match InputText::new(bytes) {
        Ok(text) => text,
        // Bytes that are not UTF-8 are taken where MLIR's lexer takes them.
        Err((bytes, _)) => match crate::non_utf8::to_text(&bytes) {
            Ok(text) => InputText::new(InputBytes::Read(text.into_bytes()))
                .map_err(|_| format!("{name}: error: input is not valid UTF-8"))?,
            Err(offset) => {
                let (line, column) = line_column(&bytes, offset);
                return Err(format!(
                    "{name}:{line}:{column}: error: unexpected character"
                ));
            }
        },
    };
    // Diagnostics pointing into the input echo its lines.
    crate::diag_render::register_input(
        &name,
        (!is_stdin).then(|| path.unwrap_or(Path::new("-"))),
        &text,
    );
    Ok(InputFile {
        name,
        text,
        bytecode: None,
    })
}

/// 1-based line and column (in bytes) of byte `offset` of `text`.
pub(crate) fn line_column(text: &[u8], offset: usize) -> (u32, u32) {
    let before = &text[..offset.min(text.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    (
        u32::try_from(line).unwrap_or(u32::MAX),
        u32::try_from(offset - line_start + 1).unwrap_or(u32::MAX),
    )
}

/// One piece of a split input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chunk<'a> {
    pub text: &'a str,
    /// Byte offset of `text` in the original buffer.
    pub offset: usize,
    /// 1-based line of the chunk's first character in the original buffer.
    pub first_line: u32,
    /// 1-based column of the chunk's first character in the original buffer
    /// (not 1 when the chunk starts after a marker in mid-line).
    pub first_column: u32,
}

impl Chunk<'_> {
    /// Maps a 1-based line/column inside the chunk to the original buffer.
    pub fn original_location(&self, line: u32, column: u32) -> (u32, u32) {
        if line <= 1 {
            (
                self.first_line,
                self.first_column + column.saturating_sub(1),
            )
        } else {
            (self.first_line + line - 1, column)
        }
    }
}

/// A marker-like sequence that did not split the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NearMiss {
    pub line: u32,
    pub column: u32,
}

impl NearMiss {
    /// The warning `mlir-opt` prints for it (with the marker's line and a
    /// caret under it, as any diagnostic).
    pub fn diag(&self, file_name: &str) -> strata_ir::diag::Diag {
        strata_ir::diag::Diag {
            severity: strata_ir::diag::Severity::Warning,
            ..strata_ir::diag::Diag::error(
                strata_ir::diag::SrcLoc {
                    file: file_name.into(),
                    line: self.line,
                    col: self.column,
                },
                "near miss with file split marker",
            )
        }
    }
}

/// The chunks of a split input, in order, and the near misses found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split<'a> {
    pub chunks: Vec<Chunk<'a>>,
    pub near_misses: Vec<NearMiss>,
}

/// The whole input as a single chunk (no `--split-input-file`).
pub fn whole_input(text: &str) -> Split<'_> {
    Split {
        chunks: vec![Chunk {
            text,
            offset: 0,
            first_line: 1,
            first_column: 1,
        }],
        near_misses: Vec::new(),
    }
}

/// Splits `text` at `marker` the way `mlir-opt --split-input-file` does.
/// Like upstream, an empty input (or one that is only a marker) yields no
/// chunk at all, so nothing is processed or printed.
pub fn split_input<'a>(text: &'a str, marker: &str) -> Split<'a> {
    const CHECK_LEN: usize = 2;
    if marker.len() <= CHECK_LEN || !marker.is_char_boundary(marker.len() - CHECK_LEN) {
        // A marker this short cannot be checked for near misses; split on it
        // as a plain separator.
        return split_plain(text, marker);
    }
    let (cut, suffix) = marker.split_at(marker.len() - CHECK_LEN);
    let bytes = text.as_bytes();

    // Pieces between cuts, as (start, end) byte ranges.
    let mut pieces = Vec::new();
    let mut start = 0;
    while let Some(pos) = text[start..].find(cut) {
        pieces.push((start, start + pos));
        start += pos + cut.len();
    }
    pieces.push((start, text.len()));

    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (begin, end) in pieces {
        let piece = &text[begin..end];
        match prev {
            None => prev = Some((begin, end)),
            Some((p_begin, p_end)) if p_begin == p_end => prev = Some((begin, end)),
            Some((p_begin, _)) => {
                let real_split = piece.starts_with(suffix)
                    && piece.len() > CHECK_LEN
                    && bytes[begin + CHECK_LEN] != b'0';
                if real_split {
                    chunks.push(make_chunk(text, p_begin, prev_end(prev)));
                    prev = Some((begin + CHECK_LEN, end));
                } else {
                    let (line, column) = line_column(bytes, begin);
                    near_misses.push(NearMiss { line, column });
                    prev = Some((p_begin, end));
                }
            }
        }
    }
    if let Some((p_begin, p_end)) = prev {
        if p_begin != p_end {
            chunks.push(make_chunk(text, p_begin, p_end));
        }
    }
    Split {
        chunks,
        near_misses,
    }
}

fn prev_end(prev: Option<(usize, usize)>) -> usize {
    prev.map_or(0, |(_, end)| end)
}

fn split_plain<'a>(text: &'a str, marker: &str) -> Split<'a> {
    if marker.is_empty() {
        return whole_input(text);
    }
    let mut chunks = Vec::new();
    let mut start = 0;
    while let Some(pos) = text[start..].find(marker) {
        chunks.push(make_chunk(text, start, start + pos));
        start += pos + marker.len();
    }
    chunks.push(make_chunk(text, start, text.len()));
    Split {
        chunks,
        near_misses: Vec::new(),
    }
}

fn make_chunk(text: &str, begin: usize, end: usize) -> Chunk<'_> {
    let (first_line, first_column) = line_column(text.as_bytes(), begin);
    Chunk {
        text: &text[begin..end],
        offset: begin,
        first_line,
        first_column,
    }
}

/// Joins per-chunk outputs as `mlir-opt` does: `marker` and a newline
/// between consecutive outputs (a failed chunk contributes an empty output).
pub fn join_outputs<S: AsRef<str>>(outputs: &[S], marker: &str) -> String {
    let mut joined = String::new();
    for (i, out) in outputs.iter().enumerate() {
        if i > 0 {
            joined.push_str(marker);
            joined.push('\n');
        }
        joined.push_str(out.as_ref());
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(split: &Split<'a>) -> Vec<&'a str> {
        split.chunks.iter().map(|c| c.text).collect()
    }

    #[test]
    fn no_marker_is_one_chunk() {
        let split = split_input("a\nb\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), vec!["a\nb\n"]);
        assert_eq!(split.chunks[0].first_line, 1);
        assert!(split.near_misses.is_empty());
    }

    #[test]
    fn splits_and_tracks_lines() {
        let text = "a\nb\n// -----\nc\n// -----\n\nd\n";
        let split = split_input(text, DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), vec!["a\nb\n", "\nc\n", "\n\nd\n"]);
        let lines: Vec<_> = split.chunks.iter().map(|c| c.first_line).collect();
        assert_eq!(lines, vec![1, 3, 5]);
        // `c` is on line 2 of chunk 2, line 4 of the file.
        assert_eq!(split.chunks[1].original_location(2, 1), (4, 1));
        // `d` is on line 3 of chunk 3, line 7 of the file.
        assert_eq!(split.chunks[2].original_location(3, 1), (7, 1));
        // The rest of the marker line belongs to the next chunk: column 9.
        assert_eq!(split.chunks[1].first_column, 9);
        assert_eq!(split.chunks[1].original_location(1, 3), (3, 11));
        for chunk in &split.chunks {
            assert_eq!(
                &text[chunk.offset..chunk.offset + chunk.text.len()],
                chunk.text
            );
        }
    }

    #[test]
    fn marker_mid_line_and_trailing_text() {
        let split = split_input("a // ----- b\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), vec!["a ", " b\n"]);
        assert_eq!(split.chunks[1].first_line, 1);
        assert_eq!(split.chunks[1].first_column, 11);
    }

    #[test]
    fn near_misses_warn_and_do_not_split() {
        let text = "a\n// ----\nb\n";
        let split = split_input(text, DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), vec![text]);
        assert_eq!(split.near_misses, vec![NearMiss { line: 2, column: 7 }]);
        assert_eq!(
            split.near_misses[0].diag("f.mlir").to_string(),
            "f.mlir:2:7: warning: near miss with file split marker"
        );
        // Upstream's '0' quirk: `// -----0` is a near miss too.
        let split = split_input("a\n// -----0\nb\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(split.chunks.len(), 1);
        assert_eq!(split.near_misses.len(), 1);
        // A marker at the very end, with nothing after it, is a near miss.
        let split = split_input("a\n// -----", DEFAULT_SPLIT_MARKER);
        assert_eq!(split.chunks.len(), 1);
        assert_eq!(split.near_misses.len(), 1);
    }

    #[test]
    fn six_dashes_split_and_leave_a_dash() {
        let split = split_input("a\n// ------\nb\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), vec!["a\n", "-\nb\n"]);
    }

    #[test]
    fn leading_marker_is_not_a_split() {
        // As upstream: the first piece is empty, so the next is taken whole
        // (and then fails to parse, at column 7).
        let split = split_input("// -----\nfunc\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), vec!["--\nfunc\n"]);
        assert_eq!(split.chunks[0].first_column, 7);
    }

    #[test]
    fn consecutive_markers_give_small_chunks() {
        let split = split_input("a\n// -----\n// -----\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), vec!["a\n", "\n", "\n"]);
    }

    #[test]
    fn empty_input_has_no_chunks() {
        // `mlir-opt -split-input-file` prints nothing for an empty file.
        let split = split_input("", DEFAULT_SPLIT_MARKER);
        assert!(split.chunks.is_empty());
        assert_eq!(whole_input("").chunks.len(), 1);
    }

    #[test]
    fn custom_and_short_markers() {
        let split = split_input("a\n@@split x\nb", "@@split");
        assert_eq!(texts(&split), vec!["a\n", " x\nb"]);
        let split = split_input("a;b", ";");
        assert_eq!(texts(&split), vec!["a", "b"]);
        let split = split_input("a;b", "");
        assert_eq!(texts(&split), vec!["a;b"]);
    }

    #[test]
    fn non_ascii_text_splits_on_char_boundaries() {
        let split = split_input("é // -----\nü\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), vec!["é ", "\nü\n"]);
    }

    #[test]
    fn join_puts_marker_between_outputs() {
        let outs = ["module {\n}\n\n", "", "module {\n}\n\n"];
        assert_eq!(
            join_outputs(&outs, DEFAULT_SPLIT_MARKER),
            "module {\n}\n\n// -----\n// -----\nmodule {\n}\n\n"
        );
        assert_eq!(join_outputs::<&str>(&[], DEFAULT_SPLIT_MARKER), "");
    }

    /// The chunked check gives `from_utf8`'s answer on a pool of two
    /// threads: for text with multi-byte characters across every chunk
    /// boundary, and with an invalid byte, a stray continuation byte or a
    /// cut character placed at and around a boundary.
    #[test]
    fn parallel_utf8_check_answers_as_from_utf8() {
        let expected = |b: &[u8]| {
            std::str::from_utf8(b)
                .map(|_| ())
                .map_err(|e| e.valid_up_to())
        };
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap();
        // 3-byte characters: a chunk boundary falls inside some of them.
        let text = "ab€cd".repeat(3 * UTF8_CHUNK / 7);
        let base = text.into_bytes();
        pool.install(|| {
            assert!(on_parallel_pool());
            let mut errors = 0;
            assert_eq!(utf8_valid_up_to(&base), Ok(()));
            for at in [
                UTF8_CHUNK - 2,
                UTF8_CHUNK,
                UTF8_CHUNK + 1,
                2 * UTF8_CHUNK + 3,
            ] {
                for bad in [
                    &[0xffu8][..],
                    &[0x80],
                    &[0xe2, 0x82],
                    &[0x80, 0x80, 0x80, 0x80],
                ] {
                    let mut b = base.clone();
                    b[at..at + bad.len()].copy_from_slice(bad);
                    assert_eq!(utf8_valid_up_to(&b), expected(&b), "{bad:?} at {at}");
                    errors += usize::from(expected(&b).is_err());
                }
            }
            // (A cut character written over the start of one is whole.)
            assert!(errors >= 14, "{errors}");
        });
        // Outside a pool the check is `from_utf8` itself.
        assert!(!on_parallel_pool());
        assert_eq!(utf8_valid_up_to(&base), Ok(()));
    }

    #[test]
    fn read_file_and_errors() {
        let dir = std::env::temp_dir().join(format!("strata-input-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.mlir");
        std::fs::write(&good, "module {}\n").unwrap();
        let input = read_input(Some(&good)).unwrap();
        assert_eq!(&*input.text, "module {}\n");
        assert_eq!(input.name, good.display().to_string());

        let bad = dir.join("bad.mlir");
        std::fs::write(&bad, b"ok\nab\xff\n").unwrap();
        let err = read_input(Some(&bad)).err().expect("an error");
        assert!(err.ends_with(":2:3: error: unexpected character"), "{err}");

        let err = read_input(Some(&dir.join("missing.mlir")))
            .err()
            .expect("an error");
        assert!(err.starts_with("error: could not open input file"), "{err}");

        // Large inputs are mapped: the same text, the same errors.
        let big_text = "// padding line\n".repeat((MAP_FROM_BYTES as usize / 16) + 1);
        let big = dir.join("big.mlir");
        std::fs::write(&big, &big_text).unwrap();
        let input = read_input(Some(&big)).unwrap();
        assert!(matches!(input.text.0, InputBytes::Mapped(_)));
        assert_eq!(&*input.text, big_text);
        let mut bad_big = big_text.into_bytes();
        bad_big.extend_from_slice(b"ab\xff\n");
        std::fs::write(&big, &bad_big).unwrap();
        let lines = bad_big.iter().filter(|&&c| c == b'\n').count();
        let err = read_input(Some(&big)).err().expect("an error");
        assert!(
            err.ends_with(&format!(":{lines}:3: error: unexpected character")),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
