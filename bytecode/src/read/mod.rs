//! The reader. `LazyModule::new` checks the frame and checksum and decodes
//! the tables and the module section (the body directory, i.e. the symbol
//! table); bodies are decoded on demand, one at a time or all in parallel.

mod body;
pub mod layout;
mod tables;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::{AttrData, AttrId, Body, BodyId, Context, Diag, Ident, Module, Op};

pub use body::BodyCounts;
use layout::{Layout, SectionInfo};
use tables::Tables;

use crate::error::{Error, Res, DEFAULT_FILE};
use crate::format;
use crate::wire::Cursor;

/// Directory entry of body `k` (FORMAT.md section 6).
#[derive(Clone, Debug)]
pub struct DirEntry {
    pub parent: usize,
    /// The owning op's number in the parent body.
    pub owner: usize,
    pub op_name: Ident,
    pub symbol: Option<Ident>,
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

/// A bytecode file with its tables decoded and its bodies not yet.
pub struct LazyModule<'c, 'b> {
    ctx: &'c Context,
    bytes: &'b [u8],
    file: String,
    layout: Layout,
    tables: Tables,
    attrs: AttrId,
    loc: AttrId,
    /// Entry 0 stands for body 0 (the module itself).
    dir: Vec<DirEntry>,
    counts: Vec<BodyCounts>,
    resources: strata_ir::FileResources,
    top_symbols: FxHashMap<Ident, BodyId>,
}

/// Reads a whole module (all bodies decoded in parallel).
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
        let layout = layout::scan(bytes)?;
        let sec = |i: usize| -> Cursor<'b> { layout.sections[i].cursor(bytes) };
        let strings = tables::read_strings(ctx, sec(layout.strings))?;
        tables::read_dialects(ctx, &strings, sec(layout.dialects))?;
        let op_names = tables::read_op_names(ctx, &strings, sec(layout.op_names))?;
        let (types, attrs) = tables::read_constants(ctx, &strings, sec(layout.constants))?;
        let t = Tables {
            strings,
            op_names,
            types,
            attrs,
        };
        let counts = layout
            .bodies
            .iter()
            .map(|&i| body::read_counts(&mut sec(i)))
            .collect::<Res<Vec<_>>>()?;
        let (m_attrs, m_loc, dir) = read_module_section(ctx, &t, &counts, sec(layout.module))?;
        let resources = match layout.resources {
            Some(i) => crate::resources::decode(sec(i))?,
            None => Default::default(),
        };
        let mut top_symbols = FxHashMap::default();
        for (k, e) in dir.iter().enumerate().skip(1) {
            if let (0, Some(s)) = (e.parent, e.symbol) {
                top_symbols.entry(s).or_insert(BodyId::from_index(k));
            }
        }
        Ok(LazyModule {
            ctx,
            bytes,
            file: file.to_string(),
            layout,
            tables: t,
            attrs: m_attrs,
            loc: m_loc,
            dir,
            counts,
            resources,
            top_symbols,
        })
    }

    pub fn version(&self) -> u64 {
        self.layout.version
    }

    pub fn producer(&self) -> &str {
        &self.layout.producer
    }

    pub fn sections(&self) -> &[SectionInfo] {
        &self.layout.sections
    }

    pub fn num_bodies(&self) -> usize {
        self.dir.len()
    }

    /// Header totals of body `id`.
    pub fn counts(&self, id: BodyId) -> Option<BodyCounts> {
        self.counts.get(id.index()).copied()
    }

    /// The module's attribute dictionary and location.
    pub fn module_attrs(&self) -> (AttrId, AttrId) {
        (self.attrs, self.loc)
    }

    pub fn num_types(&self) -> usize {
        self.tables.types.len()
    }

    pub fn num_attrs(&self) -> usize {
        self.tables.attrs.len()
    }

    pub fn num_strings(&self) -> usize {
        self.tables.strings.len()
    }

    pub fn num_op_names(&self) -> usize {
        self.tables.op_names.len()
    }

    /// The body of the top-level symbol `name` (a function, global or
    /// nested module directly in the module), found from the directory.
    pub fn lookup(&self, name: &str) -> Option<BodyId> {
        self.top_symbols.get(&self.ctx.ident(name)).copied()
    }

    /// Every body but body 0, from the directory (no body is decoded).
    pub fn directory(&self) -> impl Iterator<Item = DirectoryEntry<'_>> + '_ {
        self.dir
            .iter()
            .enumerate()
            .skip(1)
            .map(|(k, e)| DirectoryEntry {
                body: BodyId::from_index(k),
                parent: BodyId::from_index(e.parent),
                owner: Op::from_index(e.owner),
                op_name: self.ctx.str(e.op_name),
                symbol: e.symbol.map(|s| self.ctx.str(s)),
            })
    }

    /// Decodes one body. Its links to other bodies are checked against the
    /// directory; that the parent's op really owns it is checked by
    /// `into_module`, which sees both.
    pub fn body(&self, id: BodyId) -> Result<Body, Diag> {
        let Some(&sec) = self.layout.bodies.get(id.index()) else {
            return Err(Error::new(0, format!("no body {}", id.0)).into_diag(&self.file));
        };
        body::decode_body(
            self.ctx,
            &self.tables,
            &self.dir,
            id.index(),
            self.layout.version,
            self.layout.sections[sec].cursor(self.bytes),
        )
        .map_err(|e| e.into_diag(&self.file))
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

    pub fn into_module(self) -> Result<Module, Diag> {
        let bodies = self.bodies()?;
        for (k, e) in self.dir.iter().enumerate().skip(1) {
            let owner = &bodies[e.parent].ops[e.owner];
            if owner.body != BodyId::from_index(k) {
                let at = self.layout.sections[self.layout.module].payload_offset;
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
}

fn read_module_section(
    ctx: &Context,
    t: &Tables,
    counts: &[BodyCounts],
    mut cur: Cursor,
) -> Res<(AttrId, AttrId, Vec<DirEntry>)> {
    let at = cur.offset();
    let attrs = t.attrs[cur.index(t.attrs.len(), "attribute")?];
    if !matches!(ctx.attr_data(attrs), AttrData::Dict(_)) {
        return Err(Error::new(at, "module attributes are not a dictionary"));
    }
    let at = cur.offset();
    let loc = t.attrs[cur.index(t.attrs.len(), "attribute")?];
    if !matches!(ctx.attr_data(loc), AttrData::Location(_)) {
        return Err(Error::new(at, "module location is not a location"));
    }
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
        op_name: Ident::NONE,
        symbol: None,
    });
    depth.push(0usize);
    for k in 1..n {
        let at = cur.offset();
        let parent = cur.index(k, "parent body")?;
        let owner = cur.index(counts[parent].ops, "owner op")?;
        let op_name = t.op_names[cur.index(t.op_names.len(), "op name")?].1;
        let symbol = cur
            .opt_index(t.strings.len(), "string")?
            .map(|i| t.strings[i]);
        let d = depth[parent] + 1;
        if d > format::MAX_BODY_DEPTH {
            return Err(Error::new(at, "bodies nested too deeply"));
        }
        depth.push(d);
        dir.push(DirEntry {
            parent,
            owner,
            op_name,
            symbol,
        });
    }
    cur.expect_end("module section")?;
    Ok((attrs, loc, dir))
}
