//! Merging the printed texts of a split translation into the text LLVM
//! prints for the whole module.
//!
//! LLVM prints a module on one thread, and for a large module printing is
//! the largest share of a translation. [`super::translate_to_text`] instead
//! translates the module in parts (each part defines the bodies of a
//! contiguous run of functions and declares everything else), prints every
//! part on its own thread, and merges the texts here into exactly the bytes
//! the whole module prints to.
//!
//! The parts' texts differ from the whole module's in three ways, and the
//! merge undoes each:
//! - Each part defines only its own run of functions: the merged function
//!   list takes function `i` from the part whose run contains `i`.
//! - Intrinsic declarations are added where a body first uses them, after
//!   the module's own functions: the merge keeps the first of each name, in
//!   part order (which is the order of first use in the whole module).
//! - Attribute groups (`#N`) and metadata nodes (`!N`) are numbered
//!   module-wide. LLVM numbers attribute groups: those of globals, then the
//!   function attributes of every function in list order, then call-site
//!   attributes in instruction order; and metadata nodes: those of globals,
//!   of named metadata, then of each function in text order, the operands of
//!   a node right after it (preorder). The merge renumbers both the same way,
//!   identifying an attribute group by its text and a metadata node by its
//!   text and operands.
//!
//! The header (globals, which only the first part defines) and the named
//! metadata come from the first part. Anything outside this model — named
//! struct types, `distinct` metadata (whose identity text cannot tell),
//! globals a body created, an unexpected line — makes the merge decline;
//! the caller then prints the module serially.

use std::ops::Range;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::LlvmText;

/// Printed LLVM IR (or any output bytes) as a sequence of pieces: the
/// texts LLVM printed, possibly cut and interleaved with bytes the merge
/// made. A large module is written from these without another copy.
pub struct IrText {
    texts: Vec<LlvmText>,
    pieces: Vec<Piece>,
}

pub(crate) enum Piece {
    /// Bytes of text `.0`.
    Part(usize, Range<usize>),
    Owned(Vec<u8>),
}

impl IrText {
    /// One printed module, whole.
    pub fn whole(text: LlvmText) -> IrText {
        let len = text.as_bytes().len();
        IrText {
            texts: vec![text],
            pieces: vec![Piece::Part(0, 0..len)],
        }
    }

    /// Bytes made elsewhere (bitcode, an object file).
    pub fn from_bytes(bytes: Vec<u8>) -> IrText {
        IrText {
            texts: Vec::new(),
            pieces: vec![Piece::Owned(bytes)],
        }
    }

    pub(crate) fn merged(texts: Vec<LlvmText>, pieces: Vec<Piece>) -> IrText {
        IrText { texts, pieces }
    }

    /// The bytes, piece by piece, in order.
    pub fn pieces(&self) -> impl Iterator<Item = &[u8]> + '_ {
        self.pieces.iter().map(|p| match p {
            Piece::Part(t, range) => &self.texts[*t].as_bytes()[range.clone()],
            Piece::Owned(bytes) => bytes.as_slice(),
        })
    }

    pub fn len(&self) -> usize {
        self.pieces().map(<[u8]>::len).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// All the bytes in one buffer.
    pub fn to_vec(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len());
        self.pieces().for_each(|p| out.extend_from_slice(p));
        out
    }
}

/// One part's text, cut into its sections.
struct Layout<'a> {
    text: &'a [u8],
    /// Everything before the blank line that precedes the first function.
    header: Range<usize>,
    /// Each function: its `; Function Attrs:` comment (if any) and its
    /// `define` (through the closing `}` line) or `declare` line.
    functions: Vec<Range<usize>>,
    /// `attributes #N = { ... }`: the text after `= `, by `N`.
    attr_groups: Vec<Option<&'a [u8]>>,
    /// Named metadata lines (`!llvm.module.flags = !{!0}`).
    named: Vec<Range<usize>>,
    /// `!N = ...`: the text after `= `, by `N`.
    nodes: Vec<Option<&'a [u8]>>,
}

/// Why a merge declined; only for tests and debugging, the caller falls
/// back to printing serially whatever the reason.
pub(crate) type Declined = &'static str;

/// Merges `texts` (the printed parts, in part order) of a module with
/// `user_functions` functions of its own, of which part `p` defines the run
/// `runs[p]`.
pub(crate) fn merge(
    texts: &[&[u8]],
    user_functions: usize,
    runs: &[Range<usize>],
) -> Result<Vec<Piece>, Declined> {
    if texts.is_empty() || texts.len() != runs.len() {
        return Err("no parts");
    }
    let layouts: Vec<Layout<'_>> = texts
        .iter()
        .map(|t| Layout::parse(t))
        .collect::<Result<_, _>>()?;
    if layouts.iter().any(|l| l.functions.len() < user_functions) {
        return Err("a part lacks functions");
    }
    let mut expected = 0;
    for run in runs {
        if run.start != expected || run.end < run.start {
            return Err("runs are not contiguous");
        }
        expected = run.end;
    }
    if expected != user_functions {
        return Err("runs do not cover the functions");
    }
    let globals = header_lines(&layouts[0], b'@').count();
    if layouts[1..]
        .iter()
        .any(|l| header_lines(l, b'@').count() != globals)
    {
        return Err("a part has globals of its own");
    }
    // A comdat appears where a definition uses it: the first part must
    // have them all.
    let comdats: Vec<&[u8]> = header_lines(&layouts[0], b'$').collect();
    if layouts[1..]
        .iter()
        .any(|l| header_lines(l, b'$').any(|c| !comdats.contains(&c)))
    {
        return Err("a part has comdats of its own");
    }

    // Intrinsic declarations: the first of each name, in part order.
    let mut seen = FxHashSet::default();
    let mut intrinsics: Vec<(usize, Range<usize>)> = Vec::new();
    for (p, l) in layouts.iter().enumerate() {
        for f in &l.functions[user_functions..] {
            let name = function_name(&l.text[f.clone()]).ok_or("unnamed function")?;
            if seen.insert(name) {
                intrinsics.push((p, f.clone()));
            }
        }
    }

    // The references each part's run makes, in text order.
    let scans: Vec<RunRefs> = layouts
        .iter()
        .zip(runs)
        .map(|(l, run)| RunRefs::scan(l, run.clone()))
        .collect();

    let mut numbering = Numbering::new(&layouts);
    // Attribute groups: globals, function attributes, call sites.
    let l0 = &layouts[0];
    for r in refs(&l0.text[l0.header.clone()]) {
        if r.kind == b'#' {
            numbering.attr(0, r.number)?;
        }
    }
    for (p, scan) in scans.iter().enumerate() {
        for &n in &scan.header_attrs {
            numbering.attr(p, n)?;
        }
    }
    for (p, f) in &intrinsics {
        for r in refs(&layouts[*p].text[f.clone()]) {
            if r.kind == b'#' {
                numbering.attr(*p, r.number)?;
            }
        }
    }
    for (p, scan) in scans.iter().enumerate() {
        for &n in &scan.body_attrs {
            numbering.attr(p, n)?;
        }
    }
    // Metadata: globals, named metadata, functions in order.
    for r in refs(&l0.text[l0.header.clone()]) {
        if r.kind == b'!' {
            numbering.node(0, r.number)?;
        }
    }
    for line in &l0.named {
        for r in refs(&l0.text[line.clone()]) {
            if r.kind == b'!' {
                numbering.node(0, r.number)?;
            }
        }
    }
    for (p, scan) in scans.iter().enumerate() {
        for &n in &scan.nodes {
            numbering.node(p, n)?;
        }
    }

    // Assemble.
    let mut pieces = Vec::with_capacity(runs.len() + intrinsics.len() + 8);
    pieces.push(numbering.rewrite(0, l0.header.clone(), l0.text));
    for (p, (l, run)) in layouts.iter().zip(runs).enumerate() {
        if run.is_empty() {
            continue;
        }
        pieces.push(Piece::Owned(b"\n".to_vec()));
        let span = l.functions[run.start].start..l.functions[run.end - 1].end;
        pieces.push(if scans[p].any && !numbering.is_identity(p, &scans[p]) {
            numbering.rewrite(p, span, l.text)
        } else {
            Piece::Part(p, span)
        });
    }
    for (p, f) in &intrinsics {
        pieces.push(Piece::Owned(b"\n".to_vec()));
        pieces.push(numbering.rewrite(*p, f.clone(), layouts[*p].text));
    }
    let mut tail = Vec::new();
    if !numbering.attrs.is_empty() {
        tail.push(b'\n');
        for (i, &(p, n)) in numbering.attrs.iter().enumerate() {
            let content = layouts[p].attr_groups[n as usize].ok_or("missing group")?;
            tail.extend_from_slice(format!("attributes #{i} = ").as_bytes());
            tail.extend_from_slice(content);
            tail.push(b'\n');
        }
    }
    if !l0.named.is_empty() {
        tail.push(b'\n');
        for line in &l0.named {
            numbering.rewrite_into(0, &l0.text[line.clone()], &mut tail);
            tail.push(b'\n');
        }
    }
    if !numbering.nodes.is_empty() {
        tail.push(b'\n');
        for (i, &(p, n)) in numbering.nodes.iter().enumerate() {
            let content = layouts[p].nodes[n as usize].ok_or("missing node")?;
            tail.extend_from_slice(format!("!{i} = ").as_bytes());
            numbering.rewrite_into(p, content, &mut tail);
            tail.push(b'\n');
        }
    }
    pieces.push(Piece::Owned(tail));
    Ok(pieces)
}

impl<'a> Layout<'a> {
    fn parse(text: &'a [u8]) -> Result<Layout<'a>, Declined> {
        let mut lines = Lines { text, pos: 0 };
        // Header: up to the first function.
        let mut header_end = 0;
        let first_function;
        loop {
            let Some(line) = lines.peek() else {
                return Err("no functions");
            };
            let bytes = &text[line.clone()];
            if starts_function(bytes) {
                first_function = line.start;
                break;
            }
            if bytes.first() == Some(&b'%') {
                return Err("named struct types");
            }
            if bytes.starts_with(b"attributes #") || bytes.starts_with(b"!") {
                return Err("no functions");
            }
            if !bytes.is_empty() {
                header_end = line.end + 1;
            }
            lines.next();
        }
        // The header ends with its last non-empty line; one blank line
        // separates it from the first function.
        if first_function != header_end + 1 {
            return Err("unexpected header layout");
        }
        let header = 0..header_end;

        let mut functions = Vec::new();
        while let Some(line) = lines.peek() {
            let start = line.start;
            let mut bytes = &text[line.clone()];
            if !starts_function(bytes) {
                break;
            }
            if bytes.starts_with(b"; Function Attrs:") {
                lines.next();
                let next = lines.peek().ok_or("dangling comment")?;
                bytes = &text[next.clone()];
            }
            let end = if bytes.starts_with(b"declare ") {
                lines.next().ok_or("no line")?.end + 1
            } else if bytes.starts_with(b"define ") {
                let from = lines.pos;
                let close =
                    memchr::memmem::find(&text[from..], b"\n}\n").ok_or("unterminated function")?;
                lines.pos = from + close + 3;
                lines.pos
            } else {
                return Err("comment without function");
            };
            functions.push(start..end.min(text.len()));
            // One blank line between functions.
            match lines.peek() {
                Some(l) if l.is_empty() => {
                    lines.next();
                }
                Some(_) => return Err("no blank line after a function"),
                None => break,
            }
        }

        let mut attr_groups = Vec::new();
        let mut named = Vec::new();
        let mut nodes = Vec::new();
        while let Some(line) = lines.next() {
            let bytes = &text[line.clone()];
            if bytes.is_empty() {
                continue;
            }
            if let Some(rest) = bytes.strip_prefix(b"attributes #") {
                let (n, content) = numbered_definition(rest).ok_or("bad attribute group")?;
                put(&mut attr_groups, n, content)?;
            } else if let Some(rest) = bytes.strip_prefix(b"!") {
                if rest.first().is_some_and(u8::is_ascii_digit) {
                    let (n, content) = numbered_definition(rest).ok_or("bad metadata")?;
                    if content.starts_with(b"distinct ") {
                        return Err("distinct metadata");
                    }
                    put(&mut nodes, n, content)?;
                } else {
                    named.push(line);
                }
            } else {
                return Err("unexpected line after the functions");
            }
        }
        Ok(Layout {
            text,
            header,
            functions,
            attr_groups,
            named,
            nodes,
        })
    }
}

fn starts_function(line: &[u8]) -> bool {
    line.starts_with(b"define ")
        || line.starts_with(b"declare ")
        || line.starts_with(b"; Function Attrs:")
}

/// `N = content` → (N, content).
fn numbered_definition(rest: &[u8]) -> Option<(u32, &[u8])> {
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let n = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()?;
    let content = rest[digits..].strip_prefix(b" = ")?;
    Some((n, content))
}

/// Records definition `n`; numbers are dense in LLVM's output, so a huge
/// one means the text is not LLVM's.
fn put<'a>(table: &mut Vec<Option<&'a [u8]>>, n: u32, content: &'a [u8]) -> Result<(), Declined> {
    let n = n as usize;
    if n > table.len() + 1_000_000 {
        return Err("sparse numbering");
    }
    if table.len() <= n {
        table.resize(n + 1, None);
    }
    if table[n].replace(content).is_some() {
        return Err("numbered twice");
    }
    Ok(())
}

/// The header's lines starting with `first`: `@` for global variables,
/// aliases and ifuncs, `$` for comdats.
fn header_lines<'a>(l: &Layout<'a>, first: u8) -> impl Iterator<Item = &'a [u8]> + 'a {
    l.text[l.header.clone()]
        .split(|&b| b == b'\n')
        .filter(move |line| line.first() == Some(&first))
}

/// `@name` of a `declare`/`define` chunk.
fn function_name(chunk: &[u8]) -> Option<&[u8]> {
    let at = memchr::memchr(b'@', chunk)?;
    let rest = &chunk[at..];
    let end = memchr::memchr(b'(', rest)?;
    Some(&rest[..end])
}

/// Line ranges (without the `\n`) of a text.
struct Lines<'a> {
    text: &'a [u8],
    pos: usize,
}

impl Lines<'_> {
    fn peek(&self) -> Option<Range<usize>> {
        if self.pos >= self.text.len() {
            return None;
        }
        let end =
            memchr::memchr(b'\n', &self.text[self.pos..]).map_or(self.text.len(), |i| self.pos + i);
        Some(self.pos..end)
    }

    fn next(&mut self) -> Option<Range<usize>> {
        let line = self.peek()?;
        self.pos = line.end + 1;
        Some(line)
    }
}

/// A `#N` or `!N` reference in LLVM IR text.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Ref {
    kind: u8,
    number: u32,
    /// Byte range of the digits.
    start: usize,
    end: usize,
}

/// The `#N` and `!N` references of `text`, outside quoted strings (LLVM
/// escapes `"` inside strings as `\22`, so quotes always pair up).
fn refs(text: &[u8]) -> impl Iterator<Item = Ref> + '_ {
    let mut pos = 0;
    std::iter::from_fn(move || loop {
        let at = pos + memchr::memchr3(b'#', b'!', b'"', &text[pos..])?;
        if text[at] == b'"' {
            pos = match memchr::memchr(b'"', &text[at + 1..]) {
                Some(close) => at + 1 + close + 1,
                None => text.len(),
            };
            continue;
        }
        let start = at + 1;
        let digits = text[start..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        pos = start + digits;
        if digits == 0 || digits > 9 {
            continue;
        }
        let number = text[start..pos]
            .iter()
            .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
        return Some(Ref {
            kind: text[at],
            number,
            start,
            end: pos,
        });
    })
}

/// The references a part's run of functions makes, each number once, in
/// order of first appearance.
struct RunRefs {
    /// Attribute groups on `define`/`declare` lines.
    header_attrs: Vec<u32>,
    /// Attribute groups in bodies (call sites).
    body_attrs: Vec<u32>,
    /// Metadata nodes, in text order.
    nodes: Vec<u32>,
    /// Whether the run refers to anything at all.
    any: bool,
}

impl RunRefs {
    fn scan(l: &Layout<'_>, run: Range<usize>) -> RunRefs {
        let mut out = RunRefs {
            header_attrs: Vec::new(),
            body_attrs: Vec::new(),
            nodes: Vec::new(),
            any: false,
        };
        let mut seen_attr = FxHashSet::default();
        let mut seen_body_attr = FxHashSet::default();
        let mut seen_node = FxHashSet::default();
        for f in &l.functions[run] {
            let chunk = &l.text[f.clone()];
            // The `define`/`declare` line: after the optional comment line.
            let decl_start = if chunk.starts_with(b";") {
                memchr::memchr(b'\n', chunk).map_or(chunk.len(), |i| i + 1)
            } else {
                0
            };
            let decl_end =
                memchr::memchr(b'\n', &chunk[decl_start..]).map_or(chunk.len(), |i| decl_start + i);
            for r in refs(chunk) {
                out.any = true;
                if r.kind == b'#' {
                    if r.start < decl_end {
                        if seen_attr.insert(r.number) {
                            out.header_attrs.push(r.number);
                        }
                    } else if seen_body_attr.insert(r.number) {
                        out.body_attrs.push(r.number);
                    }
                } else if seen_node.insert(r.number) {
                    out.nodes.push(r.number);
                }
            }
        }
        out
    }
}

/// The merged numbering of attribute groups and metadata nodes.
struct Numbering<'l, 'a> {
    layouts: &'l [Layout<'a>],
    /// Merged attribute group `i`: defined as group `.1` of part `.0`.
    attrs: Vec<(usize, u32)>,
    attr_by_text: FxHashMap<&'a [u8], u32>,
    /// Per part: local group → merged group.
    attr_map: Vec<Vec<u32>>,
    /// Merged metadata node `i`: defined as node `.1` of part `.0`.
    nodes: Vec<(usize, u32)>,
    /// Per part: local node → identity key.
    node_key: Vec<Vec<u32>>,
    /// Identity keys: (text without reference numbers, operand keys).
    keys: FxHashMap<(Vec<u8>, Vec<u32>), u32>,
    /// Per key: a defining (part, node) and its operand keys.
    key_def: Vec<((usize, u32), Vec<u32>)>,
    /// Per key: merged number.
    key_number: Vec<u32>,
}

const UNSET: u32 = u32::MAX;
const IN_PROGRESS: u32 = u32::MAX - 1;

impl<'l, 'a> Numbering<'l, 'a> {
    fn new(layouts: &'l [Layout<'a>]) -> Self {
        Numbering {
            layouts,
            attrs: Vec::new(),
            attr_by_text: FxHashMap::default(),
            attr_map: layouts
                .iter()
                .map(|l| vec![UNSET; l.attr_groups.len()])
                .collect(),
            nodes: Vec::new(),
            node_key: layouts.iter().map(|l| vec![UNSET; l.nodes.len()]).collect(),
            keys: FxHashMap::default(),
            key_def: Vec::new(),
            key_number: Vec::new(),
        }
    }

    fn attr(&mut self, part: usize, n: u32) -> Result<(), Declined> {
        let slot = self.attr_map[part]
            .get(n as usize)
            .copied()
            .ok_or("undefined attribute group")?;
        if slot != UNSET {
            return Ok(());
        }
        let text = self.layouts[part].attr_groups[n as usize].ok_or("undefined attribute group")?;
        let next = self.attrs.len() as u32;
        let merged = *self.attr_by_text.entry(text).or_insert(next);
        if merged == next {
            self.attrs.push((part, n));
        }
        self.attr_map[part][n as usize] = merged;
        Ok(())
    }

    /// Numbers the node `n` of `part` (if new) and then its operands, in
    /// preorder.
    fn node(&mut self, part: usize, n: u32) -> Result<(), Declined> {
        let root = self.key(part, n, 0)?;
        let mut stack = vec![root];
        while let Some(key) = stack.pop() {
            if self.key_number[key as usize] != UNSET {
                continue;
            }
            self.key_number[key as usize] = self.nodes.len() as u32;
            self.nodes.push(self.key_def[key as usize].0);
            stack.extend(self.key_def[key as usize].1.iter().rev());
        }
        Ok(())
    }

    /// The identity key of node `n` of `part`: equal for nodes LLVM would
    /// have uniqued into one.
    fn key(&mut self, part: usize, n: u32, depth: usize) -> Result<u32, Declined> {
        let slot = self.node_key[part]
            .get(n as usize)
            .copied()
            .ok_or("undefined metadata")?;
        if slot == IN_PROGRESS {
            return Err("cyclic metadata");
        }
        if slot != UNSET {
            return Ok(slot);
        }
        if depth > 256 {
            return Err("metadata too deep");
        }
        self.node_key[part][n as usize] = IN_PROGRESS;
        let text = self.layouts[part].nodes[n as usize].ok_or("undefined metadata")?;
        let mut shape = Vec::with_capacity(text.len());
        let mut operands = Vec::new();
        let mut last = 0;
        for r in refs(text) {
            if r.kind != b'!' {
                continue;
            }
            shape.extend_from_slice(&text[last..r.start]);
            last = r.end;
            operands.push(self.key(part, r.number, depth + 1)?);
        }
        shape.extend_from_slice(&text[last..]);
        let next = self.key_def.len() as u32;
        let key = *self.keys.entry((shape, operands.clone())).or_insert(next);
        if key == next {
            self.key_def.push(((part, n), operands));
            self.key_number.push(UNSET);
        }
        self.node_key[part][n as usize] = key;
        Ok(key)
    }

    fn merged_node(&self, part: usize, n: u32) -> Option<u32> {
        let key = *self.node_key[part].get(n as usize)?;
        let number = *self.key_number.get(key as usize)?;
        (number != UNSET).then_some(number)
    }

    fn merged_attr(&self, part: usize, n: u32) -> Option<u32> {
        let m = *self.attr_map[part].get(n as usize)?;
        (m != UNSET).then_some(m)
    }

    /// Whether every reference of the run keeps its number.
    fn is_identity(&self, part: usize, scan: &RunRefs) -> bool {
        scan.header_attrs
            .iter()
            .chain(&scan.body_attrs)
            .all(|&n| self.merged_attr(part, n) == Some(n))
            && scan
                .nodes
                .iter()
                .all(|&n| self.merged_node(part, n) == Some(n))
    }

    fn rewrite(&self, part: usize, span: Range<usize>, text: &[u8]) -> Piece {
        let bytes = &text[span.clone()];
        if refs(bytes).next().is_none() {
            return Piece::Part(part, span);
        }
        let mut out = Vec::with_capacity(bytes.len() + 64);
        self.rewrite_into(part, bytes, &mut out);
        Piece::Owned(out)
    }

    /// Copies `bytes` of `part` with every reference renumbered. Every
    /// reference was numbered before (a number missing here would be a bug
    /// in the scans; the reference is then kept as it is).
    fn rewrite_into(&self, part: usize, bytes: &[u8], out: &mut Vec<u8>) {
        let mut last = 0;
        for r in refs(bytes) {
            let merged = if r.kind == b'#' {
                self.merged_attr(part, r.number)
            } else {
                self.merged_node(part, r.number)
            };
            if let Some(m) = merged {
                out.extend_from_slice(&bytes[last..r.start]);
                out.extend_from_slice(m.to_string().as_bytes());
                last = r.end;
            }
        }
        out.extend_from_slice(&bytes[last..]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_skip_strings_and_names() {
        let text = br#"call void @f() #3, !prof !12 ; c"a#1!2" !{!"x#4"} !llvm.loop"#;
        let found: Vec<(u8, u32)> = refs(text).map(|r| (r.kind, r.number)).collect();
        assert_eq!(found, vec![(b'#', 3), (b'!', 12)]);
    }

    #[test]
    fn definitions_are_numbered() {
        assert_eq!(
            numbered_definition(b"12 = !{i32 1}"),
            Some((12, &b"!{i32 1}"[..]))
        );
        assert_eq!(numbered_definition(b"x = 1"), None);
    }
}
