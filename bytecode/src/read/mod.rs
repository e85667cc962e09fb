//! The reader. `LazyModule::new` checks the header and decodes what a
//! reader of one body needs: in version 3 that is the frame of the table
//! and module sections (each checked against its own checksum), the op
//! names and the struct bodies, while strings, types, attributes and
//! directory entries are decoded on first use through their indexes and
//! memoised. `complete` checks and decodes everything else; bodies are
//! decoded on demand, one at a time or all in parallel. Versions 1 and 2
//! (whole-file checksum, no indexes) are decoded completely on opening.

mod body;
pub mod layout;
mod tables;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::{AttrData, AttrId, Body, BodyId, Context, Diag, Ident, Module, Op, OpSpec};

pub use body::BodyCounts;
use layout::SectionInfo;
use tables::{u32_array, u32_at, Tables};

use crate::error::{Error, Res, DEFAULT_FILE};
use crate::format::{self, section};
use crate::wire::Cursor;

/// Directory entry of body `k` (FORMAT.md section 6), indices checked
/// against the tables.
#[derive(Clone, Copy, Debug)]
pub struct DirEntry {
    pub parent: usize,
    /// The owning op's number in the parent body.
    pub owner: usize,
    /// Version 3: payload offset of the owning op's record in the parent
    /// body section.
    pub owner_offset: Option<usize>,
    /// Index into the op-name table.
    pub op_name: usize,
    /// Index into the string table.
    pub symbol: Option<usize>,
}

/// One body of the directory: the isolated op owning it and its symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectoryEntry<'a> {
    pub body: BodyId,
    pub parent: BodyId,
    /// The owning op, numbered in its parent body as decoded.
    pub owner: Op,
    pub op_name: &'a str,
    pub symbol: Option<&'a str>,
}

/// What `LazyModule::complete` finds after the module section.
struct Rest {
    /// The sections after the module section.
    sections: Vec<SectionInfo>,
    bodies: Vec<SectionInfo>,
    counts: Vec<BodyCounts>,
    dir: Vec<DirEntry>,
}

/// Bytes of a version 3 directory entry: parent, owner, owner offset, op
/// name, symbol, each `u32le`.
const DIR_ENTRY_LEN: usize = 20;

/// The body directory: decoded, or the version 3 fixed-width entries read
/// on demand.
enum Dir<'b> {
    Decoded(Vec<DirEntry>),
    Indexed { entries: &'b [u8], at: usize },
}

/// A bytecode file with its tables ready and its bodies not yet decoded.
pub struct LazyModule<'c, 'b> {
    ctx: &'c Context,
    bytes: &'b [u8],
    file: String,
    version: u64,
    producer: String,
    /// Every section of the file once `complete`; before, in version 3,
    /// those read so far.
    sections: Vec<SectionInfo>,
    tables: Tables<'b>,
    attrs: AttrId,
    loc: AttrId,
    num_bodies: usize,
    dir: Dir<'b>,
    /// Version 3: the `u64le` file offsets of the body sections.
    body_offsets: &'b [u8],
    /// Version 3: top-level symbol bodies, sorted by name (`u32le`).
    symbol_index: &'b [u8],
    /// Body sections by body index, once known (always for versions 1, 2).
    body_sections: Vec<SectionInfo>,
    counts: Vec<BodyCounts>,
    resources: strata_ir::FileResources,
    /// Versions 1 and 2: the top-level symbols.
    top_symbols: FxHashMap<Ident, BodyId>,
    complete: bool,
    /// Where the sections after the module section start (version 3).
    after_module: usize,
}

/// Reads a whole module (all bodies decoded in parallel), checking every
/// section of the file.
pub fn read_module(ctx: &Context, bytes: &[u8]) -> Result<Module, Diag> {
    LazyModule::new(ctx, bytes)?.into_module()
}

impl<'c, 'b> LazyModule<'c, 'b> {
    pub fn new(ctx: &'c Context, bytes: &'b [u8]) -> Result<Self, Diag> {
        Self::with_file_name(ctx, bytes, DEFAULT_FILE)
    }

    /// As `new`, naming `file` in diagnostics.
    pub fn with_file_name(ctx: &'c Context, bytes: &'b [u8], file: &str) -> Result<Self, Diag> {
        Self::open(ctx, bytes, file).map_err(|e| e.into_diag(file))
    }

    fn open(ctx: &'c Context, bytes: &'b [u8], file: &str) -> Res<Self> {
        let header = layout::header(bytes)?;
        if header.version < format::INDEXED {
            return Self::open_v2(ctx, bytes, file);
        }
        // Version 3: the table and module sections, then any optional
        // sections before the first body.
        const REQUIRED: [u8; 5] = [
            section::STRINGS,
            section::DIALECTS,
            section::OP_NAMES,
            section::CONSTANTS,
            section::MODULE,
        ];
        let mut found: Vec<SectionInfo> = Vec::with_capacity(5);
        let mut sections = Vec::new();
        let mut resources_sec = None;
        let mut pos = header.end;
        loop {
            if found.len() == REQUIRED.len() && (pos == bytes.len() || bytes[pos] == section::BODY)
            {
                break;
            }
            let s = layout::frame(bytes, pos)?;
            s.verify(bytes)?;
            pos = s.end();
            match s.id {
                id if found.len() < REQUIRED.len() && id == REQUIRED[found.len()] => {
                    found.push(s.clone())
                }
                section::RESOURCES => resources_sec = Some(s.clone()),
                id if (section::FIRST_OPTIONAL..section::CHECKSUM).contains(&id) => {}
                id => return Err(section_order_error(id, s.offset)),
            }
            sections.push(s);
        }
        let sec = |i: usize| found[i].cursor(bytes);
        let strings = tables::read_strings(ctx, sec(0), header.version)?;
        tables::read_dialects(ctx, &strings, sec(1))?;
        let op_names = tables::read_op_names(ctx, &strings, sec(2))?;
        let consts = tables::read_constants(ctx, &strings, sec(3), header.version)?;
        let tables = Tables {
            strings,
            op_names,
            consts,
        };
        let mut cur = sec(4);
        let (attrs, loc) = module_attrs(ctx, &tables, &mut cur)?;
        let at = cur.offset();
        let n = cur.uvarint()?;
        if n == 0 || n > cur.remaining() as u64 / 8 {
            return Err(Error::new(at, format!("invalid body count {n}")));
        }
        let n = n as usize;
        let num_symbols = cur.count("symbol")?;
        let body_offsets = cur.bytes(8 * n)?;
        let dir_at = cur.offset();
        if (n - 1) > cur.remaining() / DIR_ENTRY_LEN {
            return Err(cur.err("body directory exceeds the module section"));
        }
        let entries = cur.bytes(DIR_ENTRY_LEN * (n - 1))?;
        let symbol_index = u32_array(&mut cur, num_symbols, "symbol")?;
        cur.expect_end("module section")?;
        let resources = match resources_sec {
            Some(s) => crate::resources::decode(s.cursor(bytes))?,
            None => Default::default(),
        };
        Ok(LazyModule {
            ctx,
            bytes,
            file: file.to_string(),
            version: header.version,
            producer: header.producer,
            sections,
            tables,
            attrs,
            loc,
            num_bodies: n,
            dir: Dir::Indexed {
                entries,
                at: dir_at,
            },
            body_offsets,
            symbol_index,
            body_sections: Vec::new(),
            counts: Vec::new(),
            resources,
            top_symbols: FxHashMap::default(),
            complete: false,
            after_module: pos,
        })
    }

    /// Versions 1 and 2: one whole-file checksum, then every table and the
    /// directory decoded up front.
    fn open_v2(ctx: &'c Context, bytes: &'b [u8], file: &str) -> Res<Self> {
        let layout = layout::scan(bytes)?;
        let sec = |i: usize| -> Cursor<'b> { layout.sections[i].cursor(bytes) };
        let strings = tables::read_strings(ctx, sec(layout.strings), layout.version)?;
        tables::read_dialects(ctx, &strings, sec(layout.dialects))?;
        let op_names = tables::read_op_names(ctx, &strings, sec(layout.op_names))?;
        let consts = tables::read_constants(ctx, &strings, sec(layout.constants), layout.version)?;
        let t = Tables {
            strings,
            op_names,
            consts,
        };
        let counts = layout
            .bodies
            .iter()
            .map(|&i| body::read_counts(&mut sec(i), layout.version))
            .collect::<Res<Vec<_>>>()?;
        let mut cur = sec(layout.module);
        let (m_attrs, m_loc) = module_attrs(ctx, &t, &mut cur)?;
        let dir = read_directory_v2(&t, &counts, cur)?;
        let resources = match layout.resources {
            Some(i) => crate::resources::decode(sec(i))?,
            None => Default::default(),
        };
        let mut top_symbols = FxHashMap::default();
        for (k, e) in dir.iter().enumerate().skip(1) {
            if let (0, Some(s)) = (e.parent, e.symbol) {
                let s = t.strings.get(ctx, s)?;
                top_symbols.entry(s).or_insert(BodyId::from_index(k));
            }
        }
        let body_sections = layout
            .bodies
            .iter()
            .map(|&i| layout.sections[i].clone())
            .collect();
        Ok(LazyModule {
            ctx,
            bytes,
            file: file.to_string(),
            version: layout.version,
            producer: layout.producer,
            sections: layout.sections,
            tables: t,
            attrs: m_attrs,
            loc: m_loc,
            num_bodies: dir.len(),
            dir: Dir::Decoded(dir),
            body_offsets: &[],
            symbol_index: &[],
            body_sections,
            counts,
            resources,
            top_symbols,
            complete: true,
            after_module: 0,
        })
    }

    /// Checks and decodes everything `new` left for later: every string,
    /// type and attribute, the section list after the module section, the
    /// body headers, the directory and the symbol index. With
    /// `verify_bodies`, also every body section's checksum (decoding a body
    /// checks its own).
    pub fn complete(&mut self, verify_bodies: bool) -> Result<(), Diag> {
        self.complete_inner(verify_bodies)
            .map_err(|e| e.into_diag(&self.file))
    }

    fn complete_inner(&mut self, verify_bodies: bool) -> Res<()> {
        if self.complete {
            return Ok(());
        }
        let rest = self.check_rest(verify_bodies)?;
        self.apply(rest);
        Ok(())
    }

    /// Records what `check_rest` found: the reader is complete.
    fn apply(&mut self, rest: Rest) {
        self.sections.extend(rest.sections);
        self.counts = rest.counts;
        self.body_sections = rest.bodies;
        self.dir = Dir::Decoded(rest.dir);
        self.complete = true;
    }

    /// The checks and decoding of `complete`, without changing the reader
    /// (so that they can run beside body decoding, which only reads it).
    fn check_rest(&self, verify_bodies: bool) -> Res<Rest> {
        let (ctx, bytes) = (self.ctx, self.bytes);
        self.tables.strings.resolve_all(ctx)?;
        self.tables.consts.resolve_all(ctx, &self.tables.strings)?;
        let mut pos = self.after_module;
        let mut sections = Vec::new();
        let mut bodies = Vec::with_capacity(self.num_bodies);
        while pos < bytes.len() {
            let s = layout::frame(bytes, pos)?;
            pos = s.end();
            match s.id {
                section::BODY => {
                    let k = bodies.len();
                    if k < self.num_bodies && self.body_offset(k) != s.offset {
                        return Err(Error::new(
                            s.offset,
                            format!("body section {k} is not where the body index says"),
                        ));
                    }
                    if verify_bodies {
                        s.verify(bytes)?;
                    }
                    bodies.push(s.clone());
                }
                // The resources belong before the bodies, where a lazy
                // reader looks for them (FORMAT.md section 2).
                section::RESOURCES => {
                    return Err(Error::new(
                        s.offset,
                        "section 'resources' after a body section",
                    ))
                }
                id if (section::FIRST_OPTIONAL..section::CHECKSUM).contains(&id) => {
                    s.verify(bytes)?;
                }
                id => return Err(section_order_error(id, s.offset)),
            }
            sections.push(s);
        }
        if bodies.len() != self.num_bodies {
            return Err(Error::new(
                pos,
                format!(
                    "{} bodies declared but the file has {} body sections",
                    self.num_bodies,
                    bodies.len()
                ),
            ));
        }
        let counts = bodies
            .iter()
            .map(|s| body::read_counts(&mut s.cursor(bytes), self.version))
            .collect::<Res<Vec<_>>>()?;
        let mut dir = Vec::with_capacity(self.num_bodies);
        let mut depth = Vec::with_capacity(self.num_bodies);
        let mut top = 0;
        for k in 0..self.num_bodies {
            let e = self.dir_entry(k)?;
            if k > 0 {
                let at = self.dir_entry_offset(k);
                if e.owner >= counts[e.parent].ops {
                    return Err(Error::new(
                        at,
                        format!(
                            "owner op index {} out of range (have {})",
                            e.owner, counts[e.parent].ops
                        ),
                    ));
                }
                let d = depth[e.parent] + 1;
                if d > format::MAX_BODY_DEPTH {
                    return Err(Error::new(at, "bodies nested too deeply"));
                }
                if e.parent == 0 && e.symbol.is_some() {
                    top += 1;
                }
                depth.push(d);
            } else {
                depth.push(0);
            }
            dir.push(e);
        }
        // The symbol index lists every top-level symbol once, sorted.
        let at = self.symbol_index_offset();
        let n = self.symbol_index.len() / 4;
        if n != top {
            return Err(Error::new(
                at,
                format!("symbol index holds {n} symbols, the directory {top}"),
            ));
        }
        let mut prev: Option<(&str, usize)> = None;
        for i in 0..n {
            let k = u32_at(self.symbol_index, i) as usize;
            let entry = dir.get(k).filter(|e| k > 0 && e.parent == 0);
            let Some(sym) = entry.and_then(|e| e.symbol) else {
                return Err(Error::new(
                    at + 4 * i,
                    format!("symbol index entry {k} is not a top-level symbol"),
                ));
            };
            let name = ctx.str(self.tables.strings.get(ctx, sym)?);
            if prev.is_some_and(|p| p >= (name, k)) {
                return Err(Error::new(at + 4 * i, "symbol index is not sorted"));
            }
            prev = Some((name, k));
        }
        Ok(Rest {
            sections,
            bodies,
            counts,
            dir,
        })
    }

    fn body_offset(&self, k: usize) -> usize {
        let mut w = [0u8; 8];
        w.copy_from_slice(&self.body_offsets[8 * k..8 * k + 8]);
        u64::from_le_bytes(w).min(usize::MAX as u64) as usize
    }

    fn dir_entry_offset(&self, k: usize) -> usize {
        match &self.dir {
            Dir::Indexed { at, .. } => at + DIR_ENTRY_LEN * (k - 1),
            Dir::Decoded(_) => self
                .sections
                .iter()
                .find(|s| s.id == section::MODULE)
                .map_or(0, |s| s.payload_offset),
        }
    }

    fn symbol_index_offset(&self) -> usize {
        match &self.dir {
            Dir::Indexed { at, .. } => at + DIR_ENTRY_LEN * (self.num_bodies - 1),
            Dir::Decoded(_) => 0,
        }
    }

    /// Directory entry `k` (`k < num_bodies()`), its indices checked.
    fn dir_entry(&self, k: usize) -> Res<DirEntry> {
        match &self.dir {
            Dir::Decoded(d) => Ok(d[k]),
            Dir::Indexed { entries, at } => {
                if k == 0 {
                    return Ok(DirEntry {
                        parent: 0,
                        owner: usize::MAX,
                        owner_offset: None,
                        op_name: usize::MAX,
                        symbol: None,
                    });
                }
                let e = &entries[DIR_ENTRY_LEN * (k - 1)..DIR_ENTRY_LEN * k];
                let at = at + DIR_ENTRY_LEN * (k - 1);
                let f = |i: usize| u32_at(e, i) as usize;
                let (parent, op_name, symbol) = (f(0), f(3), f(4));
                if parent >= k {
                    return Err(Error::new(
                        at,
                        format!("parent body index {parent} out of range (have {k})"),
                    ));
                }
                if op_name >= self.tables.op_names.len() {
                    return Err(Error::new(
                        at + 12,
                        format!(
                            "op name index {op_name} out of range (have {})",
                            self.tables.op_names.len()
                        ),
                    ));
                }
                if symbol > self.tables.strings.len() {
                    return Err(Error::new(
                        at + 16,
                        format!(
                            "string index {} out of range (have {})",
                            symbol - 1,
                            self.tables.strings.len()
                        ),
                    ));
                }
                Ok(DirEntry {
                    parent,
                    owner: f(1),
                    owner_offset: Some(f(2)),
                    op_name,
                    symbol: symbol.checked_sub(1),
                })
            }
        }
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn producer(&self) -> &str {
        &self.producer
    }

    /// The sections read so far (all of them once `complete`).
    pub fn sections(&self) -> &[SectionInfo] {
        &self.sections
    }

    pub fn num_bodies(&self) -> usize {
        self.num_bodies
    }

    /// Header totals of body `id` (known once `complete`).
    pub fn counts(&self, id: BodyId) -> Option<BodyCounts> {
        self.counts.get(id.index()).copied()
    }

    /// The module's attribute dictionary and location.
    pub fn module_attrs(&self) -> (AttrId, AttrId) {
        (self.attrs, self.loc)
    }

    pub fn num_types(&self) -> usize {
        self.tables.consts.num_types()
    }

    pub fn num_attrs(&self) -> usize {
        self.tables.consts.num_attrs()
    }

    pub fn num_strings(&self) -> usize {
        self.tables.strings.len()
    }

    pub fn num_op_names(&self) -> usize {
        self.tables.op_names.len()
    }

    /// The body of the top-level symbol `name` (a function, global or
    /// nested module directly in the module), found from the symbol index
    /// (version 3: a binary search, nothing else decoded) or directory.
    pub fn lookup(&self, name: &str) -> Option<BodyId> {
        if self.version < format::INDEXED {
            return self.top_symbols.get(&self.ctx.ident(name)).copied();
        }
        let n = self.symbol_index.len() / 4;
        let key = |i: usize| -> Option<&[u8]> {
            let k = u32_at(self.symbol_index, i) as usize;
            if k == 0 || k >= self.num_bodies {
                return None;
            }
            let e = self.dir_entry(k).ok()?;
            self.tables.strings.raw(e.symbol?)
        };
        let (mut lo, mut hi) = (0, n);
        while lo < hi {
            let mid = (lo + hi) / 2;
            match key(mid) {
                Some(s) if s < name.as_bytes() => lo = mid + 1,
                _ => hi = mid,
            }
        }
        if lo < n && key(lo) == Some(name.as_bytes()) {
            let k = u32_at(self.symbol_index, lo) as usize;
            let e = self.dir_entry(k).ok()?;
            return (e.parent == 0).then(|| BodyId::from_index(k));
        }
        None
    }

    /// Every body but body 0, from the directory (no body is decoded).
    /// Entries that do not decode are left out (`complete` reports them).
    pub fn directory(&self) -> impl Iterator<Item = DirectoryEntry<'_>> + '_ {
        (1..self.num_bodies).filter_map(move |k| {
            let e = self.dir_entry(k).ok()?;
            let symbol = match e.symbol {
                Some(s) => Some(self.ctx.str(self.tables.strings.get(self.ctx, s).ok()?)),
                None => None,
            };
            Some(DirectoryEntry {
                body: BodyId::from_index(k),
                parent: BodyId::from_index(e.parent),
                owner: Op::from_index(e.owner),
                op_name: self.ctx.str(self.tables.op_names[e.op_name].1),
                symbol,
            })
        })
    }

    /// The section of body `k`, its checksum verified.
    fn body_section(&self, k: usize) -> Res<SectionInfo> {
        if k >= self.num_bodies {
            return Err(Error::new(0, format!("no body {k}")));
        }
        let s = match self.body_sections.get(k) {
            Some(s) => s.clone(),
            None => {
                let s = layout::frame(self.bytes, self.body_offset(k))?;
                if s.id != section::BODY {
                    return Err(Error::new(
                        s.offset,
                        format!("body index {k} does not point to a body section"),
                    ));
                }
                s
            }
        };
        s.verify(self.bytes)?;
        Ok(s)
    }

    /// Decodes one body. Its links to other bodies are checked against the
    /// directory; that the parent's op really owns it is checked by
    /// `into_module`, which sees both.
    pub fn body(&self, id: BodyId) -> Result<Body, Diag> {
        self.body_inner(id.index())
            .map_err(|e| e.into_diag(&self.file))
    }

    fn body_inner(&self, k: usize) -> Res<Body> {
        let s = self.body_section(k)?;
        let dir = |j: usize| self.dir_entry(j);
        body::decode_body(
            self.ctx,
            &self.tables,
            &dir,
            self.num_bodies,
            k,
            self.version,
            s.cursor(self.bytes),
        )
    }

    /// Decodes every body in parallel. On failure reports the error of the
    /// first failing body in body order, so the message does not depend on
    /// scheduling.
    pub fn bodies(&self) -> Result<Vec<Body>, Diag> {
        let results: Vec<Result<Body, Diag>> = (0..self.num_bodies())
            .into_par_iter()
            .map(|k| self.body(BodyId::from_index(k)))
            .collect();
        results.into_iter().collect()
    }

    pub fn into_module(mut self) -> Result<Module, Diag> {
        let bodies = if self.complete {
            self.bodies()?
        } else {
            // The whole-file checks of `complete` and the decoding of the
            // bodies only read the reader (bodies decode lazily, as they
            // would right after `new`), so they run side by side and the
            // serial part of reading a file stays small. A failed check
            // is reported before any body error, as when `complete` ran
            // first; until the first misplaced constant entry (which
            // fails the check) both sides decode the same entries to the
            // same ids, so the outcome does not depend on scheduling.
            let this = &self;
            let (rest, bodies) = rayon::join(|| this.check_rest(false), || this.bodies());
            let rest = rest.map_err(|e| e.into_diag(&self.file))?;
            self.apply(rest);
            bodies?
        };
        for k in 1..self.num_bodies {
            let e = self.dir_entry(k).map_err(|e| e.into_diag(&self.file))?;
            let owner = &bodies[e.parent].ops[e.owner];
            if owner.body != BodyId::from_index(k) {
                let at = self.dir_entry_offset(k);
                return Err(Error::new(
                    at,
                    format!(
                        "body {k} is not owned by op {} of body {}",
                        e.owner, e.parent
                    ),
                )
                .into_diag(&self.file));
            }
        }
        Ok(Module {
            bodies,
            attrs: self.attrs,
            loc: self.loc,
            resources: self.resources,
        })
    }

    /// The top-level symbol `name` alone: a module holding just the op that
    /// defines it (with its attributes and location) and its bodies. In
    /// version 3 this reads the op's record from its parent body through the
    /// directory's owner offset and decodes only the symbol's own bodies.
    pub fn extract(&self, name: &str) -> Result<Module, Diag> {
        self.extract_inner(name)
            .map_err(|e| e.into_diag(&self.file))
    }

    fn extract_inner(&self, name: &str) -> Res<Module> {
        let Some(id) = self.lookup(name) else {
            return Err(Error::new(0, format!("no top-level symbol @{name}")));
        };
        let k = id.index();
        let e = self.dir_entry(k)?;
        let owner = match e.owner_offset {
            Some(off) => {
                let s = self.body_section(0)?;
                if off >= s.len {
                    return Err(Error::new(
                        self.dir_entry_offset(k) + 8,
                        format!("owner offset {off} is outside body 0"),
                    ));
                }
                let mut cur = s.cursor(self.bytes);
                cur.bytes(off)?;
                let section = s.cursor(self.bytes);
                body::decode_owner_op(self.ctx, &self.tables, self.version, section, cur)?
            }
            None => {
                let b0 = self.body_inner(0)?;
                body::OwnerOp::from_body(&b0, Op::from_index(e.owner)).ok_or_else(|| {
                    Error::new(
                        self.dir_entry_offset(k),
                        "the op defining the symbol cannot be extracted on its own",
                    )
                })?
            }
        };
        // The symbol's bodies: `k` and its descendants (parents come first).
        let mut new_index = FxHashMap::default();
        new_index.insert(k, 1usize);
        let mut order = vec![k];
        for j in k + 1..self.num_bodies {
            let p = self.dir_entry(j)?.parent;
            if new_index.contains_key(&p) {
                new_index.insert(j, order.len() + 1);
                order.push(j);
            }
        }
        let decoded = order
            .par_iter()
            .map(|&j| self.body_inner(j))
            .collect::<Res<Vec<Body>>>()?;
        let mut m = Module::new(AttrId::UNKNOWN_LOC);
        m.attrs = self.attrs;
        m.loc = self.loc;
        m.resources = self.resources.clone();
        let top = m.top_block();
        let spec = OpSpec {
            opcode: owner.opcode,
            name: owner.name,
            operands: &[],
            result_types: &owner.results,
            successors: &[],
            attrs: owner.attrs,
            loc: owner.loc,
            num_regions: 0,
        };
        let op = m.body_mut(Module::TOP).push_op(top, &spec);
        m.body_mut(Module::TOP).op_mut(op).body = BodyId(1);
        for (i, mut b) in decoded.into_iter().enumerate() {
            if i == 0 {
                b.owner = op;
                b.parent = Module::TOP;
            } else {
                b.parent = BodyId::from_index(new_index[&b.parent.index()]);
            }
            for o in &mut b.ops {
                if o.body.is_some() {
                    o.body = BodyId::from_index(new_index[&o.body.index()]);
                }
            }
            m.bodies.push(b);
        }
        Ok(m)
    }
}

/// The module's attributes and location (FORMAT.md section 6).
fn module_attrs(ctx: &Context, t: &Tables, cur: &mut Cursor) -> Res<(AttrId, AttrId)> {
    let at = cur.offset();
    let attrs = t.attr(ctx, cur.index(t.consts.num_attrs(), "attribute")?)?;
    if !matches!(ctx.attr_data(attrs), AttrData::Dict(_)) {
        return Err(Error::new(at, "module attributes are not a dictionary"));
    }
    let at = cur.offset();
    let loc = t.attr(ctx, cur.index(t.consts.num_attrs(), "attribute")?)?;
    if !matches!(ctx.attr_data(loc), AttrData::Location(_)) {
        return Err(Error::new(at, "module location is not a location"));
    }
    Ok((attrs, loc))
}

fn section_order_error(id: u8, at: usize) -> Error {
    let known = matches!(
        id,
        section::STRINGS
            | section::DIALECTS
            | section::OP_NAMES
            | section::CONSTANTS
            | section::MODULE
            | section::BODY
    );
    if known {
        Error::new(at, format!("section '{}' out of order", section::name(id)))
    } else {
        Error::new(at, format!("unknown required section id {id}"))
    }
}

/// The version 1 and 2 body directory (after the module attributes).
fn read_directory_v2(t: &Tables, counts: &[BodyCounts], mut cur: Cursor) -> Res<Vec<DirEntry>> {
    let at = cur.offset();
    let n = cur.uvarint()?;
    if n == 0 || n != counts.len() as u64 {
        return Err(Error::new(
            at,
            format!(
                "{n} bodies declared but the file has {} body sections",
                counts.len()
            ),
        ));
    }
    let n = n as usize;
    let mut dir = Vec::with_capacity(n);
    let mut depth = Vec::with_capacity(n);
    dir.push(DirEntry {
        parent: 0,
        owner: usize::MAX,
        owner_offset: None,
        op_name: usize::MAX,
        symbol: None,
    });
    depth.push(0usize);
    for k in 1..n {
        let at = cur.offset();
        let parent = cur.index(k, "parent body")?;
        let owner = cur.index(counts[parent].ops, "owner op")?;
        let op_name = cur.index(t.op_names.len(), "op name")?;
        let symbol = cur.opt_index(t.strings.len(), "string")?;
        let d = depth[parent] + 1;
        if d > format::MAX_BODY_DEPTH {
            return Err(Error::new(at, "bodies nested too deeply"));
        }
        depth.push(d);
        dir.push(DirEntry {
            parent,
            owner,
            owner_offset: None,
            op_name,
            symbol,
        });
    }
    cur.expect_end("module section")?;
    Ok(dir)
}
