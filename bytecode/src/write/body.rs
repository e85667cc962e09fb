//! Encodes one body section (FORMAT.md section 7) from its plan and the
//! finished tables. Runs for all bodies in parallel.

use strata_ir::{AttrId, Block, Body, Context, Ident, Op, Region};

use super::plan::{arg_loc, has_attrs, has_loc, inline_file_line_col, BodyPlan};
use super::tables::Tables;
use super::traverse::{traverse, Visitor};
use crate::format::{loc_tag, mask};
use crate::wire::WireWrite;

struct Encoder<'a> {
    ctx: &'a Context,
    tables: &'a Tables<'a>,
    /// File and line of the previous inline location (FORMAT.md section 7).
    last_file: Ident,
    last_line: u32,
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
                self.out.uvarint((zigzag << 2) | loc_tag::SAME_FILE);
                self.out.uvarint(col as u64);
                self.last_line = line;
            }
            Some((file, line, col)) => {
                let s = self.tables.string_index(file).unwrap_or(u32::MAX) as u64;
                self.out.uvarint((s << 2) | loc_tag::NEW_FILE);
                self.out.uvarint(line as u64);
                self.out.uvarint(col as u64);
                self.last_file = file;
                self.last_line = line;
            }
            None => {
                let i = self.tables.attr_index(a) as u64;
                self.out.uvarint((i << 2) | loc_tag::TABLE);
            }
        }
    }

    fn value(&mut self, v: strata_ir::Value) {
        // A value not defined in this body (ill-formed IR) gets a number no
        // reader accepts rather than a wrong one.
        let n = self
            .plan
            .value_num
            .get(v.index())
            .copied()
            .filter(|&n| n != u32::MAX)
            .unwrap_or(self.plan.num_values);
        self.out.uvarint(n as u64);
    }
}

impl Visitor for Encoder<'_> {
    fn region(&mut self, body: &Body, region: Region) {
        let n = body.region_blocks(region).count();
        self.out.uvarint(n as u64);
        for b in body.region_blocks(region) {
            let args = body.block_args(b);
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
        self.out.uvarint(self.tables.op_name_index(d.name) as u64);
        self.out.push(m);
        if m & mask::ATTRS != 0 {
            self.out.uvarint(self.tables.attr_index(d.attrs) as u64);
        }
        if m & mask::LOC != 0 {
            self.loc(d.loc);
        }
        if m & mask::RESULTS != 0 {
            self.out.uvarint(d.num_results as u64);
            for r in body.results(op) {
                self.out
                    .uvarint(self.tables.type_index(body.value_type(r)) as u64);
            }
        }
        if m & mask::OPERANDS != 0 {
            self.out.uvarint(operands.len() as u64);
            for &v in operands {
                self.value(v);
            }
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
        plan,
        child_body,
        out: Vec::with_capacity(plan.num_ops as usize * 6 + 16),
        owner_offsets: Vec::new(),
    };
    e.out.uvarint(plan.num_ops as u64);
    e.out.uvarint(plan.num_values as u64);
    e.out.uvarint(plan.num_blocks as u64);
    e.out.uvarint(plan.num_regions as u64);
    e.out.uvarint(plan.num_pool as u64);
    e.out.uvarint(body.roots.len() as u64);
    traverse(body, &mut e);
    (e.out, e.owner_offsets)
}
