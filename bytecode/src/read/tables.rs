//! Decoding the shared tables: strings, dialect versions, op names and the
//! type/attribute constants (FORMAT.md sections 4 and 5). The constants are
//! decoded in one forward pass: an entry may only refer to entries before
//! it, so there is no recursion and no cycle to chase.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use rustc_hash::FxHashSet;
use strata_ir::attrs::{AffineExpr, AffineMap, DenseValues, NamedAttr};
use strata_ir::types::NamedStructBody;
use strata_ir::{AttrData, AttrId, Context, Ident, Location, Opcode, TypeData, TypeId};

use crate::error::{Error, Res};
use crate::format::{self, kind};
use crate::wire::Cursor;

/// The decoded (or lazily decodable) tables a body refers to.
pub struct Tables<'b> {
    pub strings: Strings<'b>,
    pub op_names: Vec<(Opcode, Ident)>,
    pub consts: Consts<'b>,
}

impl Tables<'_> {
    #[inline]
    pub fn ty(&self, ctx: &Context, i: usize) -> Res<TypeId> {
        self.consts.ty(ctx, &self.strings, i)
    }

    #[inline]
    pub fn attr(&self, ctx: &Context, i: usize) -> Res<AttrId> {
        self.consts.attr(ctx, &self.strings, i)
    }
}

/// Reads a little-endian `u32` at `i` of a fixed-width array (the caller
/// has checked the array's length).
#[inline]
pub fn u32_at(a: &[u8], i: usize) -> u32 {
    let mut w = [0u8; 4];
    w.copy_from_slice(&a[4 * i..4 * i + 4]);
    u32::from_le_bytes(w)
}

/// `u32le[n]` at the cursor.
pub fn u32_array<'b>(cur: &mut Cursor<'b>, n: usize, what: &str) -> Res<&'b [u8]> {
    if n > cur.remaining() / 4 {
        return Err(cur.err(format!(
            "{what} index of {n} entries exceeds the {} bytes left",
            cur.remaining()
        )));
    }
    cur.bytes(4 * n)
}

/// Marks an unresolved slot of the memo tables: real ids are stored + 1.
const UNRESOLVED: u32 = 0;

/// The string table: decoded up front (versions 1 and 2) or on first use
/// from the version 3 index, memoised.
pub struct Strings<'b> {
    ids: Vec<AtomicU32>,
    /// Version 3: `u32le` end offsets and the string bytes.
    ends: &'b [u8],
    blob: &'b [u8],
    blob_offset: usize,
}

impl<'b> Strings<'b> {
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// String `i` (`i < len()`) as an identifier.
    #[inline]
    pub fn get(&self, ctx: &Context, i: usize) -> Res<Ident> {
        let v = self.ids[i].load(Ordering::Relaxed);
        if v != UNRESOLVED {
            return Ok(Ident(v - 1));
        }
        let id = ctx.ident_bytes(self.text(i)?);
        self.ids[i].store(id.0 + 1, Ordering::Relaxed);
        Ok(id)
    }

    /// The bytes of string `i` of a version 3 table, checked. Strings are
    /// byte strings, as MLIR's are (`"\FF"` is a valid string attribute).
    pub fn text(&self, i: usize) -> Res<&'b [u8]> {
        let start = if i == 0 {
            0
        } else {
            u32_at(self.ends, i - 1) as usize
        };
        let end = u32_at(self.ends, i) as usize;
        if start > end || end > self.blob.len() {
            return Err(Error::new(
                self.blob_offset,
                format!("string {i} spans {start}..{end} outside the string bytes"),
            ));
        }
        Ok(&self.blob[start..end])
    }

    /// The bytes of string `i` without checking the index's order (for
    /// the symbol search); `None` if the index is inconsistent.
    pub fn raw(&self, i: usize) -> Option<&'b [u8]> {
        if self.ends.is_empty() {
            return None;
        }
        let start = if i == 0 {
            0
        } else {
            u32_at(self.ends, i - 1) as usize
        };
        self.blob.get(start..u32_at(self.ends, i) as usize)
    }

    /// Decodes every string not yet decoded.
    pub fn resolve_all(&self, ctx: &Context) -> Res<()> {
        for i in 0..self.len() {
            self.get(ctx, i)?;
        }
        Ok(())
    }
}

fn memo<T>(n: usize) -> Vec<T>
where
    T: Default,
{
    let mut v = Vec::with_capacity(n);
    v.resize_with(n, T::default);
    v
}

pub fn read_strings<'b>(ctx: &Context, mut cur: Cursor<'b>, version: u64) -> Res<Strings<'b>> {
    let n = cur.count("string")?;
    if version >= format::INDEXED {
        let ends = u32_array(&mut cur, n, "string")?;
        let blob_offset = cur.offset();
        let blob = cur.bytes(cur.remaining())?;
        if n > 0 && u32_at(ends, n - 1) as usize != blob.len() {
            return Err(Error::new(
                blob_offset,
                "string index does not end with the string bytes",
            ));
        }
        return Ok(Strings {
            ids: memo(n),
            ends,
            blob,
            blob_offset,
        });
    }
    let ids: Vec<AtomicU32> = memo(n);
    for id in &ids {
        let len = cur.count("string length")?;
        let s = cur.bytes(len)?;
        id.store(ctx.ident_bytes(s).0 + 1, Ordering::Relaxed);
    }
    cur.expect_end("strings section")?;
    Ok(Strings {
        ids,
        ends: &[],
        blob: &[],
        blob_offset: 0,
    })
}

pub fn read_dialects(ctx: &Context, strings: &Strings, mut cur: Cursor) -> Res<()> {
    let n = cur.count("dialect")?;
    for _ in 0..n {
        let at = cur.offset();
        let name = ctx.str(strings.get(ctx, cur.index(strings.len(), "string")?)?);
        let version = cur.uvarint()?;
        if let Some(&(_, ours)) = format::DIALECT_VERSIONS.iter().find(|(d, _)| *d == name) {
            if version > ours {
                return Err(Error::new(
                    at,
                    format!(
                        "dialect '{name}' version {version} is newer than the supported version {ours}"
                    ),
                ));
            }
            // Every dialect is at version 1: no upgrade from older versions
            // exists yet. Upgrades hook in here, keyed by (name, version).
        }
    }
    cur.expect_end("dialects section")
}

pub fn read_op_names(
    ctx: &Context,
    strings: &Strings,
    mut cur: Cursor,
) -> Res<Vec<(Opcode, Ident)>> {
    let n = cur.count("op name")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let name = strings.get(ctx, cur.index(strings.len(), "string")?)?;
        let opcode = Opcode::from_name(ctx.str(name)).unwrap_or(Opcode::Unregistered);
        out.push((opcode, name));
    }
    cur.expect_end("op_names section")?;
    Ok(out)
}

/// A reference from one constant entry to another.
#[derive(Copy, Clone, Debug)]
enum Ref {
    Type(usize),
    Attr(usize),
}

/// The type and attribute tables. Each slot memoises an entry as
/// `depth << 32 | (id + 1)`, 0 while not decoded. Versions 1 and 2 decode
/// every entry when the file is opened; version 3 decodes an entry when it
/// is first used, through the offset index (FORMAT.md section 5).
pub struct Consts<'b> {
    types: Vec<AtomicU64>,
    attrs: Vec<AtomicU64>,
    type_offs: &'b [u8],
    attr_offs: &'b [u8],
    struct_offs: &'b [u8],
    num_entries: usize,
    /// Version 3: the entries, and the file offset of their first byte.
    stream: &'b [u8],
    stream_offset: usize,
    indexed: bool,
}

impl<'b> Consts<'b> {
    pub fn num_types(&self) -> usize {
        self.types.len()
    }

    pub fn num_attrs(&self) -> usize {
        self.attrs.len()
    }

    /// Type `i` (`i < num_types()`).
    #[inline]
    pub fn ty(&self, ctx: &Context, strings: &Strings, i: usize) -> Res<TypeId> {
        let v = self.types[i].load(Ordering::Relaxed);
        if v != 0 {
            return Ok(TypeId(v as u32 - 1));
        }
        self.resolve(ctx, strings, Ref::Type(i))?;
        Ok(TypeId(self.types[i].load(Ordering::Relaxed) as u32 - 1))
    }

    /// Attribute `i` (`i < num_attrs()`) and its class bits (`IS_DICT`,
    /// `IS_LOC`).
    #[inline]
    pub fn attr_classed(&self, ctx: &Context, strings: &Strings, i: usize) -> Res<(AttrId, u64)> {
        let mut v = self.attrs[i].load(Ordering::Relaxed);
        if v == 0 {
            self.resolve(ctx, strings, Ref::Attr(i))?;
            v = self.attrs[i].load(Ordering::Relaxed);
        }
        Ok((AttrId(v as u32 - 1), v & (IS_DICT | IS_LOC)))
    }

    /// Attribute `i` (`i < num_attrs()`).
    #[inline]
    pub fn attr(&self, ctx: &Context, strings: &Strings, i: usize) -> Res<AttrId> {
        let v = self.attrs[i].load(Ordering::Relaxed);
        if v != 0 {
            return Ok(AttrId(v as u32 - 1));
        }
        self.resolve(ctx, strings, Ref::Attr(i))?;
        Ok(AttrId(self.attrs[i].load(Ordering::Relaxed) as u32 - 1))
    }

    fn slot(&self, r: Ref) -> &AtomicU64 {
        match r {
            Ref::Type(i) => &self.types[i],
            Ref::Attr(i) => &self.attrs[i],
        }
    }

    fn type_off(&self, i: usize) -> usize {
        u32_at(self.type_offs, i) as usize
    }

    fn attr_off(&self, i: usize) -> usize {
        u32_at(self.attr_offs, i) as usize
    }

    /// A version 3 reader positioned on the entry at stream offset `off`.
    fn entry_reader<'a>(
        &'a self,
        ctx: &'a Context,
        strings: &'a Strings<'b>,
        off: usize,
    ) -> Res<ConstReader<'a, 'b>> {
        let Some(rest) = self.stream.get(off..) else {
            return Err(Error::new(
                self.stream_offset,
                format!("constant entry offset {off} is outside the constants section"),
            ));
        };
        Ok(ConstReader::new(
            ctx,
            strings,
            self,
            Cursor::new(rest, self.stream_offset + off),
            Some(off),
        ))
    }

    /// Decodes entry `root` and, first, the entries it refers to, with an
    /// explicit stack (no recursion). References point to earlier entries
    /// only, so this terminates.
    fn resolve(&self, ctx: &Context, strings: &Strings<'b>, root: Ref) -> Res<()> {
        if !self.indexed {
            return Err(Error::new(self.stream_offset, "constant not decoded"));
        }
        let mut stack = vec![root];
        while let Some(&r) = stack.last() {
            if self.slot(r).load(Ordering::Relaxed) != 0 {
                stack.pop();
                continue;
            }
            let off = match r {
                Ref::Type(i) => self.type_off(i),
                Ref::Attr(i) => self.attr_off(i),
            };
            let mut rd = self.entry_reader(ctx, strings, off)?;
            let at = rd.cur.offset();
            let k = rd.cur.byte()?;
            match (r, k) {
                (Ref::Type(_), 0..=31) => {
                    let t = rd.type_entry(k, at)?;
                    if rd.missing.is_empty() {
                        let d = rd.entry_depth(at)?;
                        let id = ctx.intern_type(t).0;
                        self.slot(r).store(pack(id, d), Ordering::Relaxed);
                    }
                }
                (Ref::Attr(_), 64..=95) => {
                    let a = rd.attr_entry(k, at)?;
                    if rd.missing.is_empty() {
                        let d = rd.entry_depth(at)?;
                        let id = ctx.intern_attr(a).0;
                        self.slot(r)
                            .store(pack(id, d) | attr_class(k), Ordering::Relaxed);
                    }
                }
                (Ref::Type(i), _) => {
                    return Err(Error::new(at, format!("type {i} is not a type entry")))
                }
                (Ref::Attr(i), _) => {
                    return Err(Error::new(
                        at,
                        format!("attribute {i} is not an attribute entry"),
                    ))
                }
            }
            stack.append(&mut rd.missing);
        }
        Ok(())
    }

    /// Version 3, on opening: applies every struct body entry (so every
    /// identified struct a body may use has its body in the `Context`).
    pub fn resolve_struct_bodies(&self, ctx: &Context, strings: &Strings<'b>) -> Res<()> {
        let mut seen = FxHashSet::default();
        for j in 0..self.struct_offs.len() / 4 {
            let off = u32_at(self.struct_offs, j) as usize;
            loop {
                let mut rd = self.entry_reader(ctx, strings, off)?;
                let at = rd.cur.offset();
                if rd.cur.byte()? != kind::STRUCT_BODY {
                    return Err(Error::new(
                        at,
                        format!("struct body {j} is not a struct body entry"),
                    ));
                }
                rd.struct_body(at, &mut seen)?;
                if rd.missing.is_empty() {
                    break;
                }
                for r in std::mem::take(&mut rd.missing) {
                    self.resolve(ctx, strings, r)?;
                }
            }
        }
        Ok(())
    }

    /// Decodes every entry in file order, checking the whole section as
    /// versions 1 and 2 do and, in version 3, that the index names every
    /// entry where it is (FORMAT.md section 5).
    pub fn resolve_all(&self, ctx: &Context, strings: &Strings<'b>) -> Res<()> {
        let mut r = ConstReader::new(
            ctx,
            strings,
            self,
            Cursor::new(self.stream, self.stream_offset),
            None,
        );
        let mut seen = FxHashSet::default();
        let mut structs = 0;
        for _ in 0..self.num_entries {
            let off = r.cur.offset() - self.stream_offset;
            let at = r.cur.offset();
            let k = r.cur.byte()?;
            r.depth = 0;
            let (offs, n) = match k {
                0..=31 => {
                    let t = r.type_entry(k, at)?;
                    let d = r.entry_depth(at)?;
                    let n = r.defined_types;
                    if n == self.types.len() {
                        return Err(Error::new(at, "more type entries than declared"));
                    }
                    self.types[n].store(pack(ctx.intern_type(t).0, d), Ordering::Relaxed);
                    r.defined_types += 1;
                    (self.type_offs, n)
                }
                kind::STRUCT_BODY => {
                    r.struct_body(at, &mut seen)?;
                    structs += 1;
                    (self.struct_offs, structs - 1)
                }
                64..=95 => {
                    let a = r.attr_entry(k, at)?;
                    let d = r.entry_depth(at)?;
                    let n = r.defined_attrs;
                    if n == self.attrs.len() {
                        return Err(Error::new(at, "more attribute entries than declared"));
                    }
                    self.attrs[n].store(
                        pack(ctx.intern_attr(a).0, d) | attr_class(k),
                        Ordering::Relaxed,
                    );
                    r.defined_attrs += 1;
                    (self.attr_offs, n)
                }
                _ => return Err(Error::new(at, format!("unknown constant kind {k}"))),
            };
            if self.indexed && (4 * n >= offs.len() || u32_at(offs, n) as usize != off) {
                return Err(Error::new(at, "constant entry is not where the index says"));
            }
        }
        if r.defined_types != self.types.len()
            || r.defined_attrs != self.attrs.len()
            || (self.indexed && 4 * structs != self.struct_offs.len())
        {
            return Err(r.cur.err(format!(
                "constants section declares {} types and {} attributes but holds {} and {}",
                self.types.len(),
                self.attrs.len(),
                r.defined_types,
                r.defined_attrs
            )));
        }
        r.cur.expect_end("constants section")
    }
}

fn pack(id: u32, depth: u16) -> u64 {
    ((depth as u64) << 32) | (id as u64 + 1)
}

/// Slot bits recording an attribute's class, so that a body can check
/// that an op's attributes are a dictionary and its location a location
/// without asking the `Context`.
pub const IS_DICT: u64 = 1 << 48;
pub const IS_LOC: u64 = 1 << 49;

fn attr_class(k: u8) -> u64 {
    match k {
        kind::A_DICT => IS_DICT,
        kind::A_LOC_UNKNOWN..=kind::A_LOC_FUSED => IS_LOC,
        _ => 0,
    }
}

struct ConstReader<'a, 'b> {
    ctx: &'a Context,
    cur: Cursor<'b>,
    strings: &'a Strings<'b>,
    consts: &'a Consts<'b>,
    /// Version 3 lazy decoding of the entry at this stream offset: it may
    /// refer to any entry indexed before it. `None` in the forward pass,
    /// where it may refer to the entries decoded so far.
    lazy_at: Option<usize>,
    defined_types: usize,
    defined_attrs: usize,
    /// Entries referred to but not decoded yet (lazy decoding only): the
    /// entry is decoded again once they are.
    missing: Vec<Ref>,
    /// Deepest child of the entry being decoded.
    depth: u16,
}

pub fn read_constants<'b>(
    ctx: &Context,
    strings: &Strings<'b>,
    mut cur: Cursor<'b>,
    version: u64,
) -> Res<Consts<'b>> {
    let at = cur.offset();
    let num_types = cur.uvarint()?;
    let num_attrs = cur.uvarint()?;
    let num_entries = cur.count("constant entry")?;
    if num_types.saturating_add(num_attrs) > num_entries as u64 {
        return Err(Error::new(
            at,
            format!(
                "{num_types} types and {num_attrs} attributes do not fit in {num_entries} entries"
            ),
        ));
    }
    let (num_types, num_attrs) = (num_types as usize, num_attrs as usize);
    let indexed = version >= format::INDEXED;
    let (mut type_offs, mut attr_offs, mut struct_offs): (&[u8], &[u8], &[u8]) = (&[], &[], &[]);
    if indexed {
        let n_structs = cur.count("struct body")?;
        if num_types + num_attrs + n_structs != num_entries {
            return Err(Error::new(
                at,
                format!(
                    "{num_types} types, {num_attrs} attributes and {n_structs} struct bodies are not {num_entries} entries"
                ),
            ));
        }
        type_offs = u32_array(&mut cur, num_types, "type")?;
        attr_offs = u32_array(&mut cur, num_attrs, "attribute")?;
        struct_offs = u32_array(&mut cur, n_structs, "struct body")?;
    }
    let stream_offset = cur.offset();
    let consts = Consts {
        types: memo(num_types),
        attrs: memo(num_attrs),
        type_offs,
        attr_offs,
        struct_offs,
        num_entries,
        stream: cur.bytes(cur.remaining())?,
        stream_offset,
        indexed,
    };
    if indexed {
        consts.resolve_struct_bodies(ctx, strings)?;
    } else {
        consts.resolve_all(ctx, strings)?;
    }
    Ok(consts)
}

impl<'a, 'b> ConstReader<'a, 'b> {
    fn new(
        ctx: &'a Context,
        strings: &'a Strings<'b>,
        consts: &'a Consts<'b>,
        cur: Cursor<'b>,
        lazy_at: Option<usize>,
    ) -> Self {
        ConstReader {
            ctx,
            cur,
            strings,
            consts,
            lazy_at,
            defined_types: 0,
            defined_attrs: 0,
            missing: Vec::new(),
            depth: 0,
        }
    }

    /// Reads a reference (`opt` for `opt<X>`) and checks it points to an
    /// entry before this one.
    fn reference(&mut self, is_type: bool, opt: bool) -> Res<Option<Ref>> {
        let at = self.cur.offset();
        let (what, limit) = match (is_type, self.lazy_at) {
            (true, None) => ("type", self.defined_types),
            (false, None) => ("attribute", self.defined_attrs),
            (true, Some(_)) => ("type", self.consts.num_types()),
            (false, Some(_)) => ("attribute", self.consts.num_attrs()),
        };
        let i = if opt {
            match self.cur.opt_index(limit, what)? {
                Some(i) => i,
                None => return Ok(None),
            }
        } else {
            self.cur.index(limit, what)?
        };
        if let Some(o) = self.lazy_at {
            let target = if is_type {
                self.consts.type_off(i)
            } else {
                self.consts.attr_off(i)
            };
            if target >= o {
                return Err(Error::new(
                    at,
                    format!("{what} index {i} refers to a later entry"),
                ));
            }
        }
        Ok(Some(if is_type { Ref::Type(i) } else { Ref::Attr(i) }))
    }

    /// The id of a referenced entry, or a placeholder recorded as missing.
    fn get(&mut self, r: Ref) -> Res<u32> {
        let v = self.consts.slot(r).load(Ordering::Relaxed);
        if v == 0 {
            self.missing.push(r);
            return Ok(u32::MAX);
        }
        self.depth = self.depth.max((v >> 32) as u16);
        let v = v & 0xffff_ffff;
        Ok(v as u32 - 1)
    }

    fn ty(&mut self) -> Res<TypeId> {
        let r = self.reference(true, false)?.unwrap_or(Ref::Type(0));
        Ok(TypeId(self.get(r)?))
    }

    fn opt_ty(&mut self) -> Res<Option<TypeId>> {
        match self.reference(true, true)? {
            Some(r) => Ok(Some(TypeId(self.get(r)?))),
            None => Ok(None),
        }
    }

    fn types_list(&mut self) -> Res<Box<[TypeId]>> {
        let n = self.cur.count("type list")?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(self.ty()?);
        }
        Ok(v.into())
    }

    fn attr(&mut self) -> Res<AttrId> {
        let r = self.reference(false, false)?.unwrap_or(Ref::Attr(0));
        Ok(AttrId(self.get(r)?))
    }

    fn opt_attr(&mut self) -> Res<Option<AttrId>> {
        match self.reference(false, true)? {
            Some(r) => Ok(Some(AttrId(self.get(r)?))),
            None => Ok(None),
        }
    }

    fn loc(&mut self) -> Res<AttrId> {
        let at = self.cur.offset();
        let a = self.attr()?;
        self.expect_loc(a, at)?;
        Ok(a)
    }

    fn opt_loc(&mut self) -> Res<Option<AttrId>> {
        let at = self.cur.offset();
        let a = self.opt_attr()?;
        if let Some(a) = a {
            self.expect_loc(a, at)?;
        }
        Ok(a)
    }

    fn expect_loc(&self, a: AttrId, at: usize) -> Res<()> {
        if !self.missing.is_empty() {
            return Ok(());
        }
        match self.ctx.attr_data(a) {
            AttrData::Location(_) => Ok(()),
            _ => Err(Error::new(at, "expected a location attribute")),
        }
    }

    fn str(&mut self) -> Res<Ident> {
        let i = self.cur.index(self.strings.len(), "string")?;
        self.strings.get(self.ctx, i)
    }

    fn shape(&mut self) -> Res<Box<[i64]>> {
        let n = self.cur.count("dimension")?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(self.cur.svarint()?);
        }
        Ok(v.into())
    }

    fn entry_depth(&self, at: usize) -> Res<u16> {
        let d = self.depth + 1;
        if d > format::MAX_CONSTANT_DEPTH {
            return Err(Error::new(
                at,
                format!(
                    "type or attribute nested deeper than {}",
                    format::MAX_CONSTANT_DEPTH
                ),
            ));
        }
        Ok(d)
    }

    fn struct_body(&mut self, at: usize, seen: &mut FxHashSet<TypeId>) -> Res<()> {
        let t = self.ty()?;
        if !self.missing.is_empty() {
            return Ok(());
        }
        let TypeData::LlvmNamedStruct(name) = *self.ctx.type_data(t) else {
            return Err(Error::new(
                at,
                "struct body entry for a type that is not an identified struct",
            ));
        };
        let flags_at = self.cur.offset();
        let flags = self.cur.byte()?;
        if flags & !(format::STRUCT_PACKED | format::STRUCT_OPAQUE) != 0 {
            return Err(Error::new(
                flags_at,
                format!("invalid struct flags {flags}"),
            ));
        }
        let body = if flags & format::STRUCT_OPAQUE != 0 {
            None
        } else {
            Some(self.types_list()?)
        };
        if !self.missing.is_empty() {
            return Ok(());
        }
        if !seen.insert(t) {
            return Err(Error::new(at, "second body for identified struct"));
        }
        let body = NamedStructBody {
            packed: flags & format::STRUCT_PACKED != 0,
            body,
        };
        if !self.ctx.set_named_struct_body(name, body) {
            return Err(Error::new(
                at,
                format!(
                    "identified struct '{}' already has a different body",
                    self.ctx.str(name)
                ),
            ));
        }
        Ok(())
    }

    fn type_entry(&mut self, k: u8, at: usize) -> Res<TypeData> {
        use kind::*;
        Ok(match k {
            T_INTEGER => {
                let width = self.cur.u32()?;
                let s_at = self.cur.offset();
                let signedness = format::signedness_from(self.cur.byte()?)
                    .ok_or_else(|| Error::new(s_at, "invalid signedness"))?;
                TypeData::Integer { width, signedness }
            }
            T_INDEX => TypeData::Index,
            T_FLOAT => {
                let f_at = self.cur.offset();
                TypeData::Float(
                    format::float_from(self.cur.byte()?)
                        .ok_or_else(|| Error::new(f_at, "invalid float kind"))?,
                )
            }
            T_NONE => TypeData::None,
            T_COMPLEX => TypeData::Complex(self.ty()?),
            T_VECTOR => {
                let shape = self.shape()?;
                let n = self.cur.count("scalable flag")?;
                let mut scalable = Vec::with_capacity(n);
                for _ in 0..n {
                    scalable.push(self.cur.bool()?);
                }
                TypeData::Vector {
                    shape,
                    scalable: scalable.into(),
                    elem: self.ty()?,
                }
            }
            T_RANKED_TENSOR => TypeData::RankedTensor {
                shape: self.shape()?,
                elem: self.ty()?,
                encoding: self.opt_attr()?,
            },
            T_UNRANKED_TENSOR => TypeData::UnrankedTensor { elem: self.ty()? },
            T_MEMREF => TypeData::MemRef {
                shape: self.shape()?,
                elem: self.ty()?,
                layout: self.opt_attr()?,
                memory_space: self.opt_attr()?,
            },
            T_UNRANKED_MEMREF => TypeData::UnrankedMemRef {
                elem: self.ty()?,
                memory_space: self.opt_attr()?,
            },
            T_FUNCTION => TypeData::Function {
                inputs: self.types_list()?,
                results: self.types_list()?,
            },
            T_TUPLE => TypeData::Tuple(self.types_list()?),
            T_LLVM_PTR => TypeData::LlvmPtr {
                address_space: self.cur.u32()?,
            },
            T_LLVM_STRUCT => TypeData::LlvmStruct {
                packed: self.cur.bool()?,
                body: self.types_list()?,
            },
            T_LLVM_NAMED_STRUCT => TypeData::LlvmNamedStruct(self.str()?),
            T_LLVM_ARRAY => TypeData::LlvmArray {
                len: self.cur.uvarint()?,
                elem: self.ty()?,
            },
            T_LLVM_FUNC => TypeData::LlvmFunc {
                ret: self.ty()?,
                params: self.types_list()?,
                var_arg: self.cur.bool()?,
            },
            T_LLVM_VEC => TypeData::LlvmVec {
                len: self.cur.u32()?,
                scalable: self.cur.bool()?,
                elem: self.ty()?,
            },
            T_LLVM_VOID => TypeData::LlvmVoid,
            T_LLVM_TOKEN => TypeData::LlvmToken,
            T_LLVM_LABEL => TypeData::LlvmLabel,
            T_LLVM_METADATA => TypeData::LlvmMetadata,
            T_LLVM_PPC_FP128 => TypeData::LlvmPpcFp128,
            T_LLVM_X86_AMX => TypeData::LlvmX86Amx,
            T_LLVM_TARGET => {
                let name = self.str()?;
                let types = self.types_list()?;
                let n = self.cur.count("target type parameter")?;
                let mut ints = Vec::with_capacity(n);
                for _ in 0..n {
                    ints.push(self.cur.u32()?);
                }
                TypeData::LlvmTarget {
                    name,
                    types,
                    ints: ints.into(),
                }
            }
            T_SPIRV_PTR => TypeData::SpirvPtr {
                pointee: self.ty()?,
                storage: self.cur.u32()?,
            },
            T_SPIRV_ARRAY => TypeData::SpirvArray {
                len: self.cur.u32()?,
                elem: self.ty()?,
                stride: self.cur.u32()?,
            },
            T_SPIRV_RTARRAY => TypeData::SpirvRtArray {
                elem: self.ty()?,
                stride: self.cur.u32()?,
            },
            T_SPIRV_STRUCT => {
                let members = self.types_list()?;
                let n = self.cur.count("struct offset")?;
                let mut offsets = Vec::with_capacity(n);
                for _ in 0..n {
                    offsets.push(self.cur.u32()?);
                }
                let n = self.cur.count("struct member")?;
                let mut decorations = Vec::with_capacity(n);
                for _ in 0..n {
                    let k = self.cur.count("member decoration")?;
                    let mut ds = Vec::with_capacity(k);
                    for _ in 0..k {
                        ds.push(self.str()?);
                    }
                    decorations.push(ds.into_boxed_slice());
                }
                TypeData::SpirvStruct {
                    members,
                    offsets: offsets.into(),
                    decorations: decorations.into(),
                }
            }
            T_OPAQUE => TypeData::Opaque {
                dialect: self.str()?,
                body: self.str()?,
            },
            _ => return Err(Error::new(at, format!("unknown type kind {k}"))),
        })
    }

    fn dense(&mut self) -> Res<DenseValues> {
        let at = self.cur.offset();
        let tag = self.cur.byte()?;
        let n = self.cur.count("dense element")?;
        Ok(match tag {
            kind::DENSE_INT => {
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.cur.svarint128()?);
                }
                DenseValues::Int(v.into())
            }
            kind::DENSE_FLOAT => {
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.cur.uvarint128()?);
                }
                DenseValues::Float(v.into())
            }
            kind::DENSE_STRING => {
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.str()?);
                }
                DenseValues::String(v.into())
            }
            _ => return Err(Error::new(at, format!("unknown dense values kind {tag}"))),
        })
    }

    fn attr_entry(&mut self, k: u8, at: usize) -> Res<AttrData> {
        use kind::*;
        Ok(match k {
            A_UNIT => AttrData::Unit,
            A_BOOL => AttrData::Bool(self.cur.bool()?),
            A_INTEGER => AttrData::Integer {
                ty: self.ty()?,
                value: self.cur.svarint128()?,
            },
            A_FLOAT => AttrData::Float {
                ty: self.ty()?,
                bits: self.cur.uvarint128()?,
            },
            A_STRING => AttrData::String {
                value: self.str()?,
                ty: self.opt_ty()?,
            },
            A_TYPE => AttrData::Type(self.ty()?),
            A_ARRAY => {
                let n = self.cur.count("array element")?;
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.attr()?);
                }
                AttrData::Array(v.into())
            }
            A_DICT => {
                let n = self.cur.count("dictionary entry")?;
                let mut v: Vec<NamedAttr> = Vec::with_capacity(n);
                for _ in 0..n {
                    let name_at = self.cur.offset();
                    let name = self.str()?;
                    if let Some(prev) = v.last() {
                        if self.ctx.bytes(prev.name) >= self.ctx.bytes(name) {
                            return Err(Error::new(
                                name_at,
                                "dictionary keys are not sorted and unique",
                            ));
                        }
                    }
                    v.push(NamedAttr {
                        name,
                        value: self.attr()?,
                    });
                }
                AttrData::Dict(v.into())
            }
            A_SYMBOL_REF => {
                let root = self.str()?;
                let n = self.cur.count("nested reference")?;
                let mut nested = Vec::with_capacity(n);
                for _ in 0..n {
                    nested.push(self.str()?);
                }
                AttrData::SymbolRef {
                    root,
                    nested: nested.into(),
                }
            }
            A_DENSE_ELEMENTS => AttrData::DenseElements {
                ty: self.ty()?,
                splat: self.cur.bool()?,
                values: self.dense()?,
            },
            A_DENSE_ARRAY => AttrData::DenseArray {
                elem: self.ty()?,
                values: self.dense()?,
            },
            A_STRIDED_LAYOUT => AttrData::StridedLayout {
                offset: self.cur.svarint()?,
                strides: self.shape()?,
            },
            A_AFFINE_MAP => {
                let num_dims = self.cur.u32()?;
                let num_symbols = self.cur.u32()?;
                let n = self.cur.count("affine result")?;
                let mut results = Vec::with_capacity(n);
                for _ in 0..n {
                    results.push(self.expr()?);
                }
                AttrData::AffineMap(AffineMap {
                    num_dims,
                    num_symbols,
                    results: results.into(),
                })
            }
            A_LOC_UNKNOWN => AttrData::Location(Location::Unknown),
            A_LOC_FILE_LINE_COL => AttrData::Location(Location::FileLineCol {
                file: self.str()?,
                line: self.cur.u32()?,
                col: self.cur.u32()?,
            }),
            A_LOC_NAME => AttrData::Location(Location::Name {
                name: self.str()?,
                child: self.opt_loc()?,
            }),
            A_LOC_CALL_SITE => AttrData::Location(Location::CallSite {
                callee: self.loc()?,
                caller: self.loc()?,
            }),
            A_LOC_FUSED => {
                let n = self.cur.count("fused location")?;
                let mut locs = Vec::with_capacity(n);
                for _ in 0..n {
                    locs.push(self.loc()?);
                }
                AttrData::Location(Location::Fused {
                    locs: locs.into(),
                    metadata: self.opt_attr()?,
                })
            }
            A_ENUM => {
                let k_at = self.cur.offset();
                let kind = format::enum_from(self.cur.byte()?)
                    .ok_or_else(|| Error::new(k_at, "unknown enum attribute kind"))?;
                AttrData::Enum {
                    kind,
                    value: self.cur.uvarint()?,
                }
            }
            A_OPAQUE => AttrData::Opaque {
                dialect: self.str()?,
                body: self.str()?,
            },
            _ => return Err(Error::new(at, format!("unknown attribute kind {k}"))),
        })
    }

    /// A postfix affine expression, built with an explicit stack.
    fn expr(&mut self) -> Res<AffineExpr> {
        let at = self.cur.offset();
        let n = self.cur.count("affine expression node")?;
        let mut stack: Vec<(AffineExpr, usize)> = Vec::with_capacity(n.min(64));
        for _ in 0..n {
            let node_at = self.cur.offset();
            let k = self.cur.byte()?;
            let leaf = match k {
                kind::EXPR_DIM => Some(AffineExpr::Dim(self.cur.u32()?)),
                kind::EXPR_SYMBOL => Some(AffineExpr::Symbol(self.cur.u32()?)),
                kind::EXPR_CONST => Some(AffineExpr::Const(self.cur.svarint()?)),
                kind::EXPR_ADD..=kind::EXPR_CEIL_DIV => None,
                _ => {
                    return Err(Error::new(
                        node_at,
                        format!("unknown affine expression kind {k}"),
                    ))
                }
            };
            if let Some(leaf) = leaf {
                stack.push((leaf, 1));
                continue;
            }
            let (Some((r, dr)), Some((l, dl))) = (stack.pop(), stack.pop()) else {
                return Err(Error::new(node_at, "affine operator without two operands"));
            };
            let depth = dl.max(dr) + 1;
            if depth > format::MAX_EXPR_DEPTH {
                return Err(Error::new(node_at, "affine expression nested too deeply"));
            }
            let (l, r) = (Box::new(l), Box::new(r));
            let e = match k {
                kind::EXPR_ADD => AffineExpr::Add(l, r),
                kind::EXPR_MUL => AffineExpr::Mul(l, r),
                kind::EXPR_MOD => AffineExpr::Mod(l, r),
                kind::EXPR_FLOOR_DIV => AffineExpr::FloorDiv(l, r),
                _ => AffineExpr::CeilDiv(l, r),
            };
            stack.push((e, depth));
        }
        match (stack.pop(), stack.is_empty()) {
            (Some((e, _)), true) => Ok(e),
            _ => Err(Error::new(
                at,
                "affine expression does not reduce to one value",
            )),
        }
    }
}
