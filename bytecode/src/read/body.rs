//! Decoding one body section (FORMAT.md section 7) into a `Body`, with an
//! explicit stack of open regions. Every count is checked against the
//! section's remaining bytes and the header totals before anything grows,
//! and scratch lists are reused so decoding allocates nothing per op.

use strata_ir::{AttrId, Block, Body, BodyId, Ident, Op, OpSpec, Opcode, Region, TypeId, Value};

use super::tables::{Tables, IS_DICT, IS_LOC};
use super::DirEntry;
use crate::error::{Error, Res};
use crate::format::{self, loc_tag, mask};
use crate::wire::Cursor;

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

struct Decoder<'a, 'b> {
    ctx: &'a strata_ir::Context,
    t: &'a Tables<'a>,
    dir: &'a dyn Fn(usize) -> Res<DirEntry>,
    num_bodies: usize,
    this: usize,
    /// Format version: from 2 on, locations are written inline.
    version: u64,
    /// File and line of the previous inline location.
    last_file: Ident,
    last_line: u32,
    cur: Cursor<'b>,
    body: Body,
    counts: BodyCounts,
    types: Vec<TypeId>,
    locs: Vec<AttrId>,
    operands: Vec<Value>,
    successors: Vec<(Block, u32)>,
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
    let mut body = Body::new(owner, parent);
    body.ops.reserve_exact(counts.ops);
    body.values.reserve_exact(counts.values);
    body.blocks.reserve_exact(counts.blocks);
    body.regions.reserve_exact(counts.regions);
    body.pool
        .reserve_exact(counts.pool.unwrap_or(counts.ops * 2));
    let mut d = Decoder {
        ctx,
        t,
        dir,
        num_bodies,
        this,
        version,
        last_file: Ident::NONE,
        last_line: 0,
        cur,
        body,
        counts,
        types: Vec::new(),
        locs: Vec::new(),
        operands: Vec::new(),
        successors: Vec::new(),
    };
    d.run()?;
    Ok(d.body)
}

impl Decoder<'_, '_> {
    fn run(&mut self) -> Res<()> {
        let roots_at = self.cur.offset();
        let n_roots = self.cur.count("root region")?;
        if n_roots > self.counts.regions {
            return Err(Error::new(
                roots_at,
                "more root regions than the header's region count",
            ));
        }
        let mut stack: Vec<Frame> = Vec::new();
        for _ in 0..n_roots {
            self.body.add_root_region();
        }
        let roots: Vec<Region> = self.body.roots.clone();
        push_frames(&mut stack, &roots, 1);
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
            top.ops_left -= 1;
            let block = Block(top.first_block + top.block);
            let (first_block, num_blocks, depth) = (top.first_block, top.num_blocks, top.depth);
            let op = self.op(block, first_block, num_blocks)?;
            let regions = self.body.regions(op);
            if !regions.is_empty() {
                if depth >= format::MAX_REGION_DEPTH {
                    return Err(self.cur.err(format!(
                        "regions nested deeper than {}",
                        format::MAX_REGION_DEPTH
                    )));
                }
                let regions: &[Region] = regions;
                // Regions are contiguous ids, so push them without borrowing
                // the body across the push.
                let (first, n) = (regions[0].0, regions.len() as u32);
                stack.extend(
                    (0..n)
                        .rev()
                        .map(|i| Frame::new(Region(first + i), depth + 1)),
                );
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

    #[inline]
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

    /// A location: an attribute-table index in version 1, an inline tag
    /// from version 2 (FORMAT.md section 7, "Locations").
    fn loc(&mut self) -> Res<AttrId> {
        if self.version < format::INLINE_LOCS {
            return self.attr_checked(false);
        }
        let at = self.cur.offset();
        let tag = self.cur.uvarint()?;
        let (line, col) = match tag & 3 {
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
                return Ok(a);
            }
            loc_tag::SAME_FILE => {
                if self.last_file.is_none() {
                    return Err(Error::new(at, "relative location before any file"));
                }
                let z = tag >> 2;
                let delta = ((z >> 1) as i64) ^ -((z & 1) as i64);
                let line = u32::try_from(self.last_line as i64 + delta)
                    .map_err(|_| Error::new(at, "location line out of range"))?;
                (line, self.cur.u32()?)
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
                (self.cur.u32()?, self.cur.u32()?)
            }
            _ => return Err(Error::new(at, format!("invalid location tag {tag}"))),
        };
        self.last_line = line;
        Ok(self.ctx.loc_file_line_col_id(self.last_file, line, col))
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
            self.types.clear();
            self.locs.clear();
            for _ in 0..nargs {
                let t = self.type_()?;
                self.types.push(t);
                if header & 1 != 0 {
                    let l = self.loc()?;
                    self.locs.push(l);
                }
            }
            let b = self
                .body
                .append_block(region, &self.types, AttrId::UNKNOWN_LOC);
            if header & 1 != 0 {
                let args = self.body.blocks[b.index()].args;
                for (i, &l) in self.locs.iter().enumerate() {
                    let v = self.body.pool[args.start as usize + i];
                    self.body.values[v as usize].loc = l;
                }
            }
        }
        Ok((first, n as u32))
    }

    fn op(&mut self, block: Block, first_block: u32, num_blocks: u32) -> Res<Op> {
        let at = self.cur.offset();
        if self.body.ops.len() >= self.counts.ops {
            return Err(Error::new(at, "more ops than the header declares"));
        }
        let (opcode, name) = self.t.op_names[self.cur.index(self.t.op_names.len(), "op name")?];
        let m_at = self.cur.offset();
        let m = self.cur.byte()?;
        if m & !mask::KNOWN != 0 {
            return Err(Error::new(
                m_at,
                format!("unknown op encoding mask bits {m:#04x}"),
            ));
        }
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
        self.types.clear();
        if m & mask::RESULTS != 0 {
            let r_at = self.cur.offset();
            let n = self.cur.count("result")?;
            if self.body.values.len() + n > self.counts.values {
                return Err(Error::new(r_at, "more values than the header declares"));
            }
            for _ in 0..n {
                let t = self.type_()?;
                self.types.push(t);
            }
        }
        self.operands.clear();
        if m & mask::OPERANDS != 0 {
            let n = self.cur.count("operand")?;
            for _ in 0..n {
                // Forward references are fine: every number below the
                // header's value count names a value once the body is done.
                let v = self.cur.index(self.counts.values, "value")?;
                self.operands.push(Value(v as u32));
            }
        }
        self.successors.clear();
        if m & mask::SUCCESSORS != 0 {
            let n = self.cur.count("successor")?;
            let mut total: u64 = 0;
            for _ in 0..n {
                let b = self.cur.index(num_blocks as usize, "successor block")?;
                let n_at = self.cur.offset();
                let k = self.cur.u32()?;
                total += k as u64;
                if total > self.operands.len() as u64 {
                    return Err(Error::new(
                        n_at,
                        "successor operand counts exceed the operand count",
                    ));
                }
                self.successors.push((Block(first_block + b as u32), k));
            }
        }
        let mut num_regions = 0;
        if m & mask::REGIONS != 0 {
            let r_at = self.cur.offset();
            let n = self.cur.count("region")?;
            if self.body.regions.len() + n > self.counts.regions {
                return Err(Error::new(r_at, "more regions than the header declares"));
            }
            num_regions = n as u32;
        }
        let op_num = self.body.ops.len();
        let mut child = BodyId::NONE;
        if m & mask::BODY != 0 {
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
            child = BodyId::from_index(k);
        }
        let spec = OpSpec {
            opcode,
            name,
            operands: &self.operands,
            result_types: &self.types,
            successors: &self.successors,
            attrs,
            loc,
            num_regions,
        };
        let op = self.body.push_op(block, &spec);
        self.body.op_mut(op).body = child;
        Ok(op)
    }
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

fn push_frames(stack: &mut Vec<Frame>, regions: &[Region], depth: usize) {
    stack.extend(regions.iter().rev().map(|&r| Frame::new(r, depth)));
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
pub fn decode_owner_op(
    ctx: &strata_ir::Context,
    t: &Tables,
    version: u64,
    cur: Cursor,
) -> Res<OwnerOp> {
    let no_dir = |_: usize| -> Res<DirEntry> { Err(Error::new(0, "no directory")) };
    let mut d = Decoder {
        ctx,
        t,
        dir: &no_dir,
        num_bodies: 0,
        this: 0,
        version,
        last_file: Ident::NONE,
        last_line: 0,
        cur,
        body: Body::new(Op::NONE, BodyId::NONE),
        counts: BodyCounts::default(),
        types: Vec::new(),
        locs: Vec::new(),
        operands: Vec::new(),
        successors: Vec::new(),
    };
    let at = d.cur.offset();
    let (opcode, name) = d.t.op_names[d.cur.index(d.t.op_names.len(), "op name")?];
    let m_at = d.cur.offset();
    let m = d.cur.byte()?;
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
    let mut results = Vec::new();
    if m & mask::RESULTS != 0 {
        let n = d.cur.count("result")?;
        for _ in 0..n {
            results.push(d.type_()?);
        }
    }
    let _ = at;
    Ok(OwnerOp {
        opcode,
        name,
        attrs,
        loc,
        results,
    })
}
