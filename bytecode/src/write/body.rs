//! Encodes one body section (FORMAT.md section 7) from its plan and the
//! finished tables. Runs for all bodies in parallel.

use rustc_hash::FxHashMap;
use strata_ir::{AttrId, Block, Body, Context, Ident, Op, Region};

use super::plan::{arg_loc, has_attrs, has_loc, inline_file_line_col, BodyPlan};
use super::tables::Tables;
use super::traverse::{traverse, Visitor};
use crate::format::{loc_tag, mask};
use crate::wire::WireWrite;

struct Encoder<'a> {
    ctx: &'a Context,
    tables: &'a Tables<'a>,
    /// File, line and column of the previous inline location (FORMAT.md
    /// section 7).
    last_file: Ident,
    last_line: u32,
    last_col: u32,
    /// Values numbered so far: the base of the next op's relative operands.
    values_before: u32,
    /// The body's shapes by identity, numbered by first use, and their
    /// encoding (the section's `shapes` list without its count).
    shapes: FxHashMap<ShapeKey, u32>,
    /// The shapes with one-word keys (see `shape`), not in `shapes`.
    small_shapes: FxHashMap<u64, u32>,
    num_shapes: u32,
    shape_bytes: Vec<u8>,
    plan: &'a BodyPlan,
    /// New index of the body an op owns, by `Op` id of this body; `None`
    /// for ops that do not own a written body.
    child_body: &'a dyn Fn(Op) -> Option<u32>,
    out: Vec<u8>,
    /// Payload offset of the record of each op owning a body, by new body
    /// index (the version 3 directory's `owner_offset`).
    owner_offsets: Vec<(u32, u32)>,
}

impl Encoder<'_> {
    /// An inline location tag (FORMAT.md section 7, "Locations").
    fn loc(&mut self, a: AttrId) {
        match inline_file_line_col(self.ctx, a) {
            Some((file, line, col)) if file == self.last_file => {
                let delta = line as i64 - self.last_line as i64;
                let zigzag = ((delta << 1) ^ (delta >> 63)) as u64;
                if col == self.last_col {
                    self.out.uvarint((zigzag << 2) | loc_tag::SAME_COL);
                } else {
                    self.out.uvarint((zigzag << 2) | loc_tag::SAME_FILE);
                    self.out.uvarint(col as u64);
                }
                self.last_line = line;
                self.last_col = col;
            }
            Some((file, line, col)) => {
                let s = self.tables.string_index(file).unwrap_or(u32::MAX) as u64;
                self.out.uvarint((s << 2) | loc_tag::NEW_FILE);
                self.out.uvarint(line as u64);
                self.out.uvarint(col as u64);
                self.last_file = file;
                self.last_line = line;
                self.last_col = col;
            }
            None => {
                let i = self.tables.attr_index(a) as u64;
                self.out.uvarint((i << 2) | loc_tag::TABLE);
            }
        }
    }

    /// An operand, relative to `base`, the values numbered before the op
    /// (version 4).
    fn value(&mut self, v: strata_ir::Value, base: u32) {
        // A value not defined in this body (ill-formed IR) gets a number no
        // reader accepts rather than a wrong one.
        let n = self
            .plan
            .value_num
            .get(v.index())
            .copied()
            .filter(|&n| n != u32::MAX)
            .unwrap_or(self.plan.num_values);
        self.out.svarint(base as i64 - 1 - n as i64);
    }

    /// The index of the op's shape, added to the body's list on first use.
    fn shape(&mut self, body: &Body, op: Op, name: u32, m: u8, operands: u32) -> u32 {
        // Most shapes (at most one result, small indices) are keyed by one
        // word: a cheap hash and compare for every op.
        let d = body.op(op);
        if d.num_results <= 1 && name < 1 << 16 && operands < 1 << 8 {
            let ty = if d.num_results == 1 {
                self.tables.type_index(body.value_type(d.first_result)) as u64 + 1
            } else {
                0
            };
            let key = (name as u64) << 48 | (m as u64) << 40 | (operands as u64) << 32 | ty;
            if ty <= u32::MAX as u64 {
                if let Some(&i) = self.small_shapes.get(&key) {
                    return i;
                }
                let types = ty.checked_sub(1).map(|t| t as u32);
                let i = self.new_shape(name, m, types.as_slice(), operands);
                self.small_shapes.insert(key, i);
                return i;
            }
        }
        let types = body
            .results(op)
            .map(|r| self.tables.type_index(body.value_type(r)));
        let key = ShapeKey {
            name,
            mask: m,
            operands,
            results: ShapeResults::new(types),
        };
        if let Some(&i) = self.shapes.get(&key) {
            return i;
        }
        let i = self.new_shape(name, m, key.results.as_slice(), operands);
        self.shapes.insert(key, i);
        i
    }

    /// Numbers and encodes a shape not seen before in this body.
    fn new_shape(&mut self, name: u32, m: u8, types: &[u32], operands: u32) -> u32 {
        let i = self.num_shapes;
        self.num_shapes += 1;
        let b = &mut self.shape_bytes;
        b.uvarint(name as u64);
        b.push(m);
        if m & mask::RESULTS != 0 {
            b.uvarint(types.len() as u64);
            for &t in types {
                b.uvarint(t as u64);
            }
        }
        if m & mask::OPERANDS != 0 {
            b.uvarint(operands as u64);
        }
        i
    }
}

/// What makes two ops share a shape (FORMAT.md section 7, version 4).
#[derive(PartialEq, Eq, Hash)]
struct ShapeKey {
    name: u32,
    mask: u8,
    operands: u32,
    results: ShapeResults,
}

/// Result type indices; up to three inline, so that looking up the shape
/// of almost any op allocates nothing.
#[derive(PartialEq, Eq, Hash)]
enum ShapeResults {
    Few(u8, [u32; 3]),
    Many(Vec<u32>),
}

impl ShapeResults {
    fn new(types: impl ExactSizeIterator<Item = u32>) -> ShapeResults {
        let n = types.len();
        if n <= 3 {
            let mut a = [0; 3];
            for (slot, t) in a.iter_mut().zip(types) {
                *slot = t;
            }
            ShapeResults::Few(n as u8, a)
        } else {
            ShapeResults::Many(types.collect())
        }
    }

    fn as_slice(&self) -> &[u32] {
        match self {
            ShapeResults::Few(n, a) => &a[..*n as usize],
            ShapeResults::Many(v) => v,
        }
    }
}

impl Visitor for Encoder<'_> {
    fn region(&mut self, body: &Body, region: Region) {
        let n = body.region_blocks(region).count();
        self.out.uvarint(n as u64);
        for b in body.region_blocks(region) {
            let args = body.block_args(b);
            self.values_before += args.len() as u32;
            let with_locs = args.iter().any(|&a| has_loc(body.value(a).loc));
            self.out
                .uvarint(((args.len() as u64) << 1) | with_locs as u64);
            for &a in args {
                let v = body.value(a);
                self.out.uvarint(self.tables.type_index(v.ty) as u64);
                if with_locs {
                    self.loc(arg_loc(v.loc));
                }
            }
        }
    }

    fn block(&mut self, body: &Body, block: Block) {
        let n = body.block_ops(block).count();
        self.out.uvarint(n as u64);
    }

    fn op(&mut self, body: &Body, op: Op) {
        let d = body.op(op);
        let child = (self.child_body)(op);
        let operands = body.operands(op);
        let n_succ = body.num_successors(op);
        let regions = body.regions(op);
        let mut m = 0u8;
        if has_attrs(d.attrs) {
            m |= mask::ATTRS;
        }
        if has_loc(d.loc) {
            m |= mask::LOC;
        }
        if d.num_results > 0 {
            m |= mask::RESULTS;
        }
        if !operands.is_empty() {
            m |= mask::OPERANDS;
        }
        if n_succ > 0 {
            m |= mask::SUCCESSORS;
        }
        if !regions.is_empty() {
            m |= mask::REGIONS;
        }
        if let Some(c) = child {
            m |= mask::BODY;
            self.owner_offsets.push((c, self.out.len() as u32));
            // The record of an op owning a body must decode on its own
            // (FORMAT.md section 7): its location is never relative.
            self.last_file = Ident::NONE;
        }
        let name = self.tables.op_name_index(d.name);
        let shape = self.shape(body, op, name, m, operands.len() as u32);
        self.out.uvarint(shape as u64);
        if m & mask::ATTRS != 0 {
            self.out.uvarint(self.tables.attr_index(d.attrs) as u64);
        }
        if m & mask::LOC != 0 {
            self.loc(d.loc);
        }
        let base = self.values_before;
        self.values_before += d.num_results;
        for &v in operands {
            self.value(v, base);
        }
        if m & mask::SUCCESSORS != 0 {
            self.out.uvarint(n_succ as u64);
            let pairs = body.list(d.successors);
            for p in pairs.chunks_exact(2) {
                let b = self
                    .plan
                    .block_num
                    .get(p[0] as usize)
                    .copied()
                    .unwrap_or(u32::MAX);
                self.out.uvarint(b as u64);
                self.out.uvarint(p[1] as u64);
            }
        }
        if m & mask::REGIONS != 0 {
            self.out.uvarint(regions.len() as u64);
        }
        if let Some(c) = child {
            self.out.uvarint(c as u64);
        }
    }
}

/// A body section's payload, and the payload offsets of the records of the
/// ops owning bodies, as `(new body index, offset)`.
pub type Encoded = (Vec<u8>, Vec<(u32, u32)>);

pub fn encode_body(
    ctx: &Context,
    body: &Body,
    plan: &BodyPlan,
    tables: &Tables,
    child_body: &dyn Fn(Op) -> Option<u32>,
) -> Encoded {
    let mut e = Encoder {
        ctx,
        tables,
        last_file: Ident::NONE,
        last_line: 0,
        last_col: 0,
        values_before: 0,
        shapes: FxHashMap::default(),
        small_shapes: FxHashMap::default(),
        num_shapes: 0,
        shape_bytes: Vec::new(),
        plan,
        child_body,
        out: Vec::with_capacity(plan.num_ops as usize * 4 + 16),
        owner_offsets: Vec::new(),
    };
    // The ops first (they number the shapes), then the header and the
    // shape list in front of them.
    e.out.uvarint(body.roots.len() as u64);
    traverse(body, &mut e);
    let mut out = Vec::with_capacity(e.shape_bytes.len() + e.out.len() + 32);
    out.uvarint(plan.num_ops as u64);
    out.uvarint(plan.num_values as u64);
    out.uvarint(plan.num_blocks as u64);
    out.uvarint(plan.num_regions as u64);
    out.uvarint(plan.num_pool as u64);
    out.uvarint(e.num_shapes as u64);
    out.extend_from_slice(&e.shape_bytes);
    let prefix = out.len() as u32;
    out.extend_from_slice(&e.out);
    let mut owner_offsets = e.owner_offsets;
    for (_, at) in &mut owner_offsets {
        *at += prefix;
    }
    (out, owner_offsets)
}
