//! Decoding one body section (FORMAT.md section 7) into a `Body`, with an
//! explicit stack of open regions. Every count is checked against the
//! section's remaining bytes and the header totals before anything grows.
//! The decoder writes ops, values, blocks, regions and list entries
//! straight into the body's arenas, which are sized once from the header
//! totals: nothing reallocates, and nothing is allocated per op. Ops are
//! linked into their blocks as they are pushed (no second pass), and from
//! version 4 an op's name, mask, result types and operand count come from
//! the body's shape list, so its record is a few one-byte varints; the
//! loop decoding those records is in `ops_v4`.

use strata_ir::body::{RegionData, ValueData};
use strata_ir::{
    AttrId, Block, Body, BodyId, Ident, Op, OpData, Opcode, Region, Span, TypeId, Value, ValueDef,
};

use super::tables::{Tables, IS_DICT, IS_LOC};
use super::DirEntry;
use crate::error::{Error, Res};
use crate::format::{self, loc_tag, mask};
use crate::wire::Cursor;
use shapes::{shape_error, Shape};

mod ops_v4;
mod shapes;

/// Header totals of a body section.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct BodyCounts {
    pub ops: usize,
    pub values: usize,
    pub blocks: usize,
    pub regions: usize,
    /// Version 3: operands, 2 × successors, op regions and block arguments
    /// (the size of the body's list pool); `None` before.
    pub pool: Option<usize>,
}

pub fn read_counts(cur: &mut Cursor, version: u64) -> Res<BodyCounts> {
    Ok(BodyCounts {
        ops: cur.count("op")?,
        values: cur.count("value")?,
        blocks: cur.count("block")?,
        regions: cur.count("region")?,
        pool: if version >= format::INDEXED {
            Some(cur.count("list entry")?)
        } else {
            None
        },
    })
}

/// An open region on the decoder's stack.
struct Frame {
    region: Region,
    first_block: u32,
    num_blocks: u32,
    /// Index of the block whose ops are being read; `u32::MAX` before the
    /// first.
    block: u32,
    ops_left: usize,
    started: bool,
    depth: usize,
}

impl Frame {
    fn new(region: Region, depth: usize) -> Frame {
        Frame {
            region,
            first_block: 0,
            num_blocks: 0,
            block: u32::MAX,
            ops_left: 0,
            started: false,
            depth,
        }
    }
}

/// Pushes frames for the contiguous regions `first .. first + n`, the
/// first on top.
fn push_frames(stack: &mut Vec<Frame>, first: u32, n: u32, depth: usize) {
    stack.extend((0..n).rev().map(|i| Frame::new(Region(first + i), depth)));
}

struct Decoder<'a, 'b> {
    ctx: &'a strata_ir::Context,
    /// Makes the body's inline locations (one location-store shard held
    /// while the body decodes: no lock per op).
    locs: strata_ir::context::LocWriter<'a>,
    t: &'a Tables<'a>,
    dir: &'a dyn Fn(usize) -> Res<DirEntry>,
    num_bodies: usize,
    this: usize,
    /// Format version: from 2 on, locations are written inline.
    version: u64,
    /// Whether location tag kind 3 is valid (version 4).
    same_col: bool,
    /// File, line and column of the previous inline location.
    last_file: Ident,
    last_line: u32,
    last_col: u32,
    /// Version 4: the body's shapes and their result types.
    shapes: Vec<Shape>,
    shape_types: Vec<TypeId>,
    cur: Cursor<'b>,
    body: Body,
    counts: BodyCounts,
    /// The most list-pool entries the body may hold: the header's count
    /// from version 3 (checked before every append, so the pool never
    /// grows), unbounded before.
    pool_limit: usize,
}

pub fn decode_body<'a>(
    ctx: &'a strata_ir::Context,
    t: &'a Tables<'a>,
    dir: &'a dyn Fn(usize) -> Res<DirEntry>,
    num_bodies: usize,
    this: usize,
    version: u64,
    mut cur: Cursor,
) -> Res<Body> {
    let counts = read_counts(&mut cur, version)?;
    let (owner, parent) = if this == 0 {
        (Op::NONE, BodyId::NONE)
    } else {
        let e = dir(this)?;
        (Op::from_index(e.owner), BodyId::from_index(e.parent))
    };
    // Every arena at its final size (each count was checked against the
    // section's bytes, so this is bounded by the input): fresh memory is
    // touched once and nothing is copied by a reallocation.
    let body = Body {
        ops: Vec::with_capacity(counts.ops),
        blocks: Vec::with_capacity(counts.blocks),
        regions: Vec::with_capacity(counts.regions),
        values: Vec::with_capacity(counts.values),
        pool: Vec::with_capacity(counts.pool.unwrap_or(counts.ops * 2)),
        roots: Vec::new(),
        owner,
        parent,
        home: strata_ir::par::heap_home(),
    };
    let mut d = Decoder::new(ctx, t, dir, version, cur, body, counts);
    d.num_bodies = num_bodies;
    d.this = this;
    if version >= format::SHAPES {
        d.read_shapes()?;
        d.run::<true>()?;
    } else {
        d.run::<false>()?;
    }
    Ok(d.body)
}

impl<'a, 'b> Decoder<'a, 'b> {
    fn new(
        ctx: &'a strata_ir::Context,
        t: &'a Tables<'a>,
        dir: &'a dyn Fn(usize) -> Res<DirEntry>,
        version: u64,
        cur: Cursor<'b>,
        body: Body,
        counts: BodyCounts,
    ) -> Self {
        Decoder {
            ctx,
            locs: ctx.loc_writer(),
            t,
            dir,
            num_bodies: 0,
            this: 0,
            version,
            same_col: version >= format::SHAPES,
            last_file: Ident::NONE,
            last_line: 0,
            last_col: 0,
            shapes: Vec::new(),
            shape_types: Vec::new(),
            cur,
            body,
            counts,
            pool_limit: counts.pool.unwrap_or(usize::MAX),
        }
    }

    fn run<const SHAPES: bool>(&mut self) -> Res<()> {
        let roots_at = self.cur.offset();
        let n_roots = self.cur.count("root region")?;
        if n_roots > self.counts.regions {
            return Err(Error::new(
                roots_at,
                "more root regions than the header's region count",
            ));
        }
        self.body.roots.reserve_exact(n_roots);
        for _ in 0..n_roots {
            self.body.add_root_region();
        }
        let mut stack: Vec<Frame> = Vec::with_capacity(8);
        push_frames(&mut stack, 0, n_roots as u32, 1);
        while let Some(top) = stack.last_mut() {
            if !top.started {
                top.started = true;
                let (first, n) = self.start_region(top.region)?;
                top.first_block = first;
                top.num_blocks = n;
                continue;
            }
            if top.ops_left == 0 {
                top.block = top.block.wrapping_add(1);
                if top.block < top.num_blocks {
                    top.ops_left = self.cur.count("op")?;
                } else {
                    stack.pop();
                }
                continue;
            }
            // The ops of this block, up to the first that opens regions
            // (whose ops follow it in the file).
            let block = Block(top.first_block + top.block);
            let (first_block, num_blocks, depth) = (top.first_block, top.num_blocks, top.depth);
            let mut left = top.ops_left;
            let mut opened = 0;
            if SHAPES {
                opened = self.block_ops_v4(block, first_block, num_blocks, &mut left)?;
            } else {
                while left > 0 {
                    left -= 1;
                    opened = self.op(block, first_block, num_blocks)?;
                    if opened > 0 {
                        break;
                    }
                }
            }
            top.ops_left = left;
            if opened > 0 {
                if depth >= format::MAX_REGION_DEPTH {
                    return Err(self.cur.err(format!(
                        "regions nested deeper than {}",
                        format::MAX_REGION_DEPTH
                    )));
                }
                // The op's regions are the last ones created.
                let first = (self.body.regions.len() - opened as usize) as u32;
                push_frames(&mut stack, first, opened, depth + 1);
            }
        }
        let c = &self.counts;
        let b = &self.body;
        if c.pool.is_some_and(|p| p != b.pool.len()) {
            return Err(self.cur.err(format!(
                "body holds {} list entries but its header declares {}",
                b.pool.len(),
                c.pool.unwrap_or(0)
            )));
        }
        if (b.ops.len(), b.values.len(), b.blocks.len(), b.regions.len())
            != (c.ops, c.values, c.blocks, c.regions)
        {
            return Err(self.cur.err(format!(
                "body holds {} ops, {} values, {} blocks, {} regions but its header declares {}, {}, {}, {}",
                b.ops.len(),
                b.values.len(),
                b.blocks.len(),
                b.regions.len(),
                c.ops,
                c.values,
                c.blocks,
                c.regions
            )));
        }
        self.cur.expect_end("body section")
    }

    /// Fails unless `n` more list entries fit the header's pool count.
    #[inline(always)]
    fn pool_room(&self, n: usize, at: usize) -> Res<()> {
        if n > self.pool_limit - self.body.pool.len() {
            return Err(pool_error(at));
        }
        Ok(())
    }

    #[inline(always)]
    fn type_(&mut self) -> Res<TypeId> {
        let i = self.cur.index(self.t.consts.num_types(), "type")?;
        self.t.ty(self.ctx, i)
    }

    fn attr_checked(&mut self, want_dict: bool) -> Res<AttrId> {
        let at = self.cur.offset();
        let i = self.cur.index(self.t.consts.num_attrs(), "attribute")?;
        let (a, class) = self.t.consts.attr_classed(self.ctx, &self.t.strings, i)?;
        match (class, want_dict) {
            (IS_DICT, true) | (IS_LOC, false) => Ok(a),
            (_, true) => Err(Error::new(at, "expected a dictionary attribute")),
            (_, false) => Err(Error::new(at, "expected a location attribute")),
        }
    }

    /// A location relative to the previous one (tag kinds 1 and 3, the
    /// file known): the line moved by the tag's delta, and for kind 1 a new
    /// column.
    #[inline(always)]
    pub(super) fn relative_loc(&mut self, at: usize, tag: u64) -> Res<AttrId> {
        let z = tag >> 2;
        let delta = ((z >> 1) as i64) ^ -((z & 1) as i64);
        let Ok(line) = u32::try_from((self.last_line as i64).wrapping_add(delta)) else {
            return Err(Error::new(at, "location line out of range"));
        };
        if tag & 3 == loc_tag::SAME_FILE {
            self.last_col = self.cur.u32()?;
        }
        self.last_line = line;
        Ok(self.locs.file_line_col(self.last_file, line, self.last_col))
    }

    /// A location: an attribute-table index in version 1, an inline tag
    /// from version 2 (FORMAT.md section 7, "Locations"). The common case,
    /// a line in the previous location's file, is decoded inline.
    #[inline(always)]
    fn loc(&mut self) -> Res<AttrId> {
        if self.version >= format::INLINE_LOCS && self.last_file.is_some() {
            let at = self.cur.offset();
            let tag = self.cur.uvarint()?;
            let kind = tag & 3;
            if kind == loc_tag::SAME_COL && self.same_col || kind == loc_tag::SAME_FILE {
                return self.relative_loc(at, tag);
            }
            return self.loc_other(at, tag);
        }
        self.loc_slow()
    }

    /// A location in version 1, or the first inline location of a body.
    #[inline(never)]
    fn loc_slow(&mut self) -> Res<AttrId> {
        if self.version < format::INLINE_LOCS {
            return self.attr_checked(false);
        }
        let at = self.cur.offset();
        let tag = self.cur.uvarint()?;
        if tag & 3 == loc_tag::SAME_FILE || tag & 3 == loc_tag::SAME_COL && self.same_col {
            return Err(Error::new(at, "relative location before any file"));
        }
        self.loc_other(at, tag)
    }

    /// An inline location of tag kind 0 (attribute) or 2 (new file), or an
    /// invalid tag.
    #[inline(never)]
    fn loc_other(&mut self, at: usize, tag: u64) -> Res<AttrId> {
        match tag & 3 {
            loc_tag::TABLE => {
                let i = tag >> 2;
                if i >= self.t.consts.num_attrs() as u64 {
                    return Err(Error::new(
                        at,
                        format!(
                            "attribute index {i} out of range (have {})",
                            self.t.consts.num_attrs()
                        ),
                    ));
                }
                let (a, class) =
                    self.t
                        .consts
                        .attr_classed(self.ctx, &self.t.strings, i as usize)?;
                if class != IS_LOC {
                    return Err(Error::new(at, "expected a location attribute"));
                }
                Ok(a)
            }
            loc_tag::NEW_FILE => {
                let i = tag >> 2;
                if i >= self.t.strings.len() as u64 {
                    return Err(Error::new(
                        at,
                        format!(
                            "string index {i} out of range (have {})",
                            self.t.strings.len()
                        ),
                    ));
                }
                let file = self.t.strings.get(self.ctx, i as usize)?;
                self.last_file = file;
                let (line, col) = (self.cur.u32()?, self.cur.u32()?);
                self.last_line = line;
                self.last_col = col;
                Ok(self.locs.file_line_col(file, line, col))
            }
            _ => Err(Error::new(at, format!("invalid location tag {tag}"))),
        }
    }

    /// Creates all blocks of a region with their arguments.
    fn start_region(&mut self, region: Region) -> Res<(u32, u32)> {
        let at = self.cur.offset();
        let n = self.cur.count("block")?;
        if self.body.blocks.len() + n > self.counts.blocks {
            return Err(Error::new(at, "more blocks than the header declares"));
        }
        let first = self.body.blocks.len() as u32;
        for _ in 0..n {
            let h_at = self.cur.offset();
            let header = self.cur.uvarint()?;
            let nargs = header >> 1;
            if nargs > self.cur.remaining() as u64
                || self.body.values.len() as u64 + nargs > self.counts.values as u64
            {
                return Err(Error::new(
                    h_at,
                    format!("block argument count {nargs} is too large"),
                ));
            }
            let nargs = nargs as usize;
            self.pool_room(nargs, h_at)?;
            // Blocks are few: built through the Body API, arguments one
            // by one (each lands at the end of the pool, so the list grows
            // in place).
            let b = self.body.append_block(region, &[], AttrId::UNKNOWN_LOC);
            for _ in 0..nargs {
                let ty = self.type_()?;
                let loc = if header & 1 != 0 {
                    self.loc()?
                } else {
                    AttrId::UNKNOWN_LOC
                };
                self.body.add_block_arg(b, ty, loc);
            }
        }
        Ok((first, n as u32))
    }

    /// Decodes one op record and appends the op to `block`, exactly as
    /// `Body::push_op` would lay it out (operands, successors, results and
    /// regions in that order). Returns its number of regions.
    #[inline(always)]
    fn op(&mut self, block: Block, first_block: u32, num_blocks: u32) -> Res<u32> {
        let op_num = self.body.ops.len();
        if op_num >= self.counts.ops {
            return Err(self.cur.err("more ops than the header declares"));
        }
        let op = Op(op_num as u32);
        let (opcode, name, m) = self.op_name_and_mask()?;
        let attrs = if m & mask::ATTRS != 0 {
            self.attr_checked(true)?
        } else {
            AttrId::EMPTY_DICT
        };
        let loc = if m & mask::LOC != 0 {
            self.loc()?
        } else {
            AttrId::UNKNOWN_LOC
        };
        let first_result = Value(self.body.values.len() as u32);
        let mut num_results = 0;
        if m & mask::RESULTS != 0 {
            let r_at = self.cur.offset();
            let n = self.cur.count("result")?;
            if self.body.values.len() + n > self.counts.values {
                return Err(Error::new(r_at, "more values than the header declares"));
            }
            for i in 0..n as u32 {
                let ty = self.type_()?;
                self.body.values.push(ValueData {
                    ty,
                    def: ValueDef::Result { op, index: i },
                    loc,
                });
            }
            num_results = n as u32;
        }
        let operands = self.operands(m)?;
        let (successors, child, regions) =
            self.op_tail(op, m, operands.len, first_block, num_blocks)?;
        let num_regions = regions.len;
        self.push_linked(
            block,
            OpData {
                opcode,
                name,
                operands,
                first_result,
                num_results,
                successors,
                regions,
                body: child,
                attrs,
                loc,
                parent: block,
                prev: Op::NONE,
                next: Op::NONE,
            },
        );
        Ok(num_regions)
    }

    /// Pushes `d` (whose `parent` is `block`) as the last op of `block`,
    /// linking it as `Body::append_op` would.
    #[inline(always)]
    fn push_linked(&mut self, block: Block, d: OpData) {
        let last = self.body.blocks[block.index()].last;
        let op = self.push_after(block, last, d);
        self.body.blocks[block.index()].last = op;
    }

    /// Pushes `d` (whose `parent` is `block`) right after `prev`, the last
    /// op of `block` so far (`NONE`: the first); the caller records the
    /// new op, returned, as the block's last (the version 4 loop does so
    /// once per run of ops).
    #[inline(always)]
    pub(super) fn push_after(&mut self, block: Block, prev: Op, mut d: OpData) -> Op {
        let op = Op(self.body.ops.len() as u32);
        d.prev = prev;
        self.body.ops.push(d);
        if prev.is_some() {
            self.body.ops[prev.index()].next = op;
        } else {
            self.body.blocks[block.index()].first = op;
        }
        op
    }

    /// An op record's (or shape's) op name and presence mask.
    #[inline(always)]
    pub(super) fn op_name_and_mask(&mut self) -> Res<(Opcode, Ident, u8)> {
        let names = &self.t.op_names;
        let (opcode, name) = names[self.cur.index(names.len(), "op name")?];
        let m_at = self.cur.offset();
        let m = self.cur.byte()?;
        if m & !mask::KNOWN != 0 {
            return Err(mask_error(m_at, m));
        }
        Ok((opcode, name, m))
    }

    /// An empty list at the end of the pool (as `Body::create_op` makes).
    #[inline(always)]
    fn empty_span(&self) -> Span {
        Span {
            start: self.body.pool.len() as u32,
            len: 0,
        }
    }

    /// The operand list, appended to the pool. Forward references are
    /// fine: every number below the header's value count names a value
    /// once the body is done.
    #[inline(always)]
    fn operands(&mut self, m: u8) -> Res<Span> {
        let start = self.body.pool.len() as u32;
        if m & mask::OPERANDS == 0 {
            return Ok(Span { start, len: 0 });
        }
        let at = self.cur.offset();
        let n = self.cur.count("operand")?;
        self.pool_room(n, at)?;
        for _ in 0..n {
            let v = self.cur.index(self.counts.values, "value")?;
            self.body.pool.push(v as u32);
        }
        Ok(Span {
            start,
            len: n as u32,
        })
    }

    /// The successor list: `(block, operand count)` pairs in the pool.
    fn successors(&mut self, num_operands: u32, first_block: u32, num_blocks: u32) -> Res<Span> {
        let start = self.body.pool.len() as u32;
        let at = self.cur.offset();
        let n = self.cur.count("successor")?;
        self.pool_room(2 * n, at)?;
        let mut total: u64 = 0;
        for _ in 0..n {
            let b = self.cur.index(num_blocks as usize, "successor block")?;
            let n_at = self.cur.offset();
            let k = self.cur.u32()?;
            total += k as u64;
            if total > num_operands as u64 {
                return Err(Error::new(
                    n_at,
                    "successor operand counts exceed the operand count",
                ));
            }
            self.body.pool.push(first_block + b as u32);
            self.body.pool.push(k);
        }
        Ok(Span {
            start,
            len: 2 * n as u32,
        })
    }

    /// The isolated body an op owns, checked against the directory.
    fn child_body(&mut self, op_num: usize) -> Res<BodyId> {
        let b_at = self.cur.offset();
        let k = self.cur.index(self.num_bodies, "body")?;
        let owned = k != 0 && {
            let e = (self.dir)(k)?;
            e.parent == self.this && e.owner == op_num
        };
        if !owned {
            return Err(Error::new(
                b_at,
                format!("body {k} is not owned by op {op_num} of body {}", self.this),
            ));
        }
        Ok(BodyId::from_index(k))
    }

    /// Creates the (empty) regions of `op` and their list.
    fn op_regions(&mut self, op: Op, n: u32) -> Res<Span> {
        let at = self.cur.offset();
        self.pool_room(n as usize, at)?;
        let start = self.body.pool.len() as u32;
        for _ in 0..n {
            let r = self.body.regions.len() as u32;
            self.body.regions.push(RegionData {
                first: Block::NONE,
                last: Block::NONE,
                parent: op,
            });
            self.body.pool.push(r);
        }
        Ok(Span { start, len: n })
    }
}

#[cold]
fn mask_error(at: usize, m: u8) -> Error {
    Error::new(at, format!("unknown op encoding mask bits {m:#04x}"))
}

#[cold]
fn pool_error(at: usize) -> Error {
    Error::new(at, "more list entries than the header declares")
}

/// The parts of an op owning a body that `LazyModule::extract` keeps.
pub struct OwnerOp {
    pub opcode: Opcode,
    pub name: Ident,
    pub attrs: AttrId,
    pub loc: AttrId,
    pub results: Vec<TypeId>,
}

impl OwnerOp {
    /// `None` when the op has operands, successors or regions in its
    /// parent body (as `decode_owner_op` rejects).
    pub fn from_body(b: &Body, op: Op) -> Option<OwnerOp> {
        let d = b.op(op);
        if !b.operands(op).is_empty() || b.num_successors(op) > 0 || !b.regions(op).is_empty() {
            return None;
        }
        Some(OwnerOp {
            opcode: d.opcode,
            name: d.name,
            attrs: d.attrs,
            loc: d.loc,
            results: b.results(op).map(|r| b.value_type(r)).collect(),
        })
    }
}

/// Decodes the record of an op owning a body on its own, from the cursor
/// (version 3 writes such records so that they decode without the ops
/// before them: their location is never relative). The op may not have
/// operands, successors or regions of its own.
/// `section` is the whole parent body section, whose shape list a version
/// 4 record refers to.
pub fn decode_owner_op(
    ctx: &strata_ir::Context,
    t: &Tables,
    version: u64,
    section: Cursor,
    cur: Cursor,
) -> Res<OwnerOp> {
    let no_dir = |_: usize| -> Res<DirEntry> { Err(Error::new(0, "no directory")) };
    let body = Body::new(Op::NONE, BodyId::NONE);
    let mut d = Decoder::new(
        ctx,
        t,
        &no_dir,
        version,
        section,
        body,
        BodyCounts::default(),
    );
    d.pool_limit = 0;
    // `m_at`: where the mask is (in version 4, the shape index naming it).
    let (opcode, name, m, m_at, results) = if version >= format::SHAPES {
        read_counts(&mut d.cur, version)?;
        d.read_shapes()?;
        d.cur = cur;
        let at = d.cur.offset();
        let i = d.cur.uvarint()?;
        let Some(&s) = d.shapes.get(i as usize).filter(|_| i <= u32::MAX as u64) else {
            return Err(shape_error(at, i, d.shapes.len()));
        };
        let types = d.results(&s);
        (s.opcode, s.name, s.mask, at, Some(types.to_vec()))
    } else {
        d.cur = cur;
        let (opcode, name) = d.t.op_names[d.cur.index(d.t.op_names.len(), "op name")?];
        let m_at = d.cur.offset();
        (opcode, name, d.cur.byte()?, m_at, None)
    };
    if m & !(mask::ATTRS | mask::LOC | mask::RESULTS | mask::BODY) != 0 || m & mask::BODY == 0 {
        return Err(Error::new(
            m_at,
            format!("op record with mask {m:#04x} cannot be extracted on its own"),
        ));
    }
    let attrs = if m & mask::ATTRS != 0 {
        d.attr_checked(true)?
    } else {
        AttrId::EMPTY_DICT
    };
    let loc = if m & mask::LOC != 0 {
        d.loc()?
    } else {
        AttrId::UNKNOWN_LOC
    };
    let results = match results {
        Some(r) => r,
        None if m & mask::RESULTS != 0 => {
            let n = d.cur.count("result")?;
            let mut r = Vec::with_capacity(n);
            for _ in 0..n {
                r.push(d.type_()?);
            }
            r
        }
        None => Vec::new(),
    };
    Ok(OwnerOp {
        opcode,
        name,
        attrs,
        loc,
        results,
    })
}
