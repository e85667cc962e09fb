//! Planning pass over one body (run for all bodies in parallel): numbers
//! ops, values and blocks in file order and lists the op names, types and
//! attributes the body uses, in order of first use.

use rustc_hash::FxHashSet;
use strata_ir::{AttrData, AttrId, Block, Body, Context, Ident, Location, Op, Region, TypeId};

use super::traverse::{traverse, Visitor};

/// Something a body refers to through the shared tables.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Use {
    OpName(Ident),
    Type(TypeId),
    Attr(AttrId),
    /// A string written inline in a body (the file of an inline location).
    Str(Ident),
}

pub const UNNUMBERED: u32 = u32::MAX;

pub struct BodyPlan {
    /// File number of each op (by `Op` id), `UNNUMBERED` for unlinked ops.
    pub op_num: Vec<u32>,
    pub value_num: Vec<u32>,
    /// Index of each block within its region.
    pub block_num: Vec<u32>,
    pub num_ops: u32,
    pub num_values: u32,
    pub num_blocks: u32,
    pub num_regions: u32,
    /// Operands, 2 × successors, op regions and block arguments: the
    /// version 3 body header's `num_pool` (FORMAT.md section 7).
    pub num_pool: u32,
    /// Ops owning an isolated body, in op order.
    pub isolated_ops: Vec<Op>,
    pub uses: Vec<Use>,
}

struct Planner<'c> {
    ctx: &'c Context,
    plan: BodyPlan,
    seen: FxHashSet<Use>,
}

impl Planner<'_> {
    fn use_(&mut self, u: Use) {
        if self.seen.insert(u) {
            self.plan.uses.push(u);
        }
    }

    fn attr(&mut self, a: AttrId) {
        if a.is_some() {
            self.use_(Use::Attr(a));
        }
    }

    /// A location written inline: file/line/column ones need only their
    /// file name; the others go through the attribute table.
    fn loc(&mut self, a: AttrId) {
        match inline_file_line_col(self.ctx, a) {
            Some((file, _, _)) => self.use_(Use::Str(file)),
            None => self.attr(a),
        }
    }
}

/// The parts of a file/line/column location, which version 2 writes inline.
pub fn inline_file_line_col(ctx: &Context, a: AttrId) -> Option<(Ident, u32, u32)> {
    match ctx.attr_data(a) {
        AttrData::Location(Location::FileLineCol { file, line, col }) => Some((*file, *line, *col)),
        _ => None,
    }
}

/// The location written for a block argument of a block where some
/// argument has one: an absent location is written as `loc(unknown)`.
pub fn arg_loc(a: AttrId) -> AttrId {
    if a.is_some() {
        a
    } else {
        AttrId::UNKNOWN_LOC
    }
}

/// Whether an attribute slot holds something worth writing.
pub fn has_attrs(a: AttrId) -> bool {
    a.is_some() && a != AttrId::EMPTY_DICT
}

pub fn has_loc(a: AttrId) -> bool {
    a.is_some() && a != AttrId::UNKNOWN_LOC
}

impl Visitor for Planner<'_> {
    fn region(&mut self, body: &Body, region: Region) {
        self.plan.num_regions += 1;
        for (i, b) in body.region_blocks(region).enumerate() {
            self.plan.block_num[b.index()] = i as u32;
            self.plan.num_blocks += 1;
            let args = body.block_args(b);
            self.plan.num_pool += args.len() as u32;
            let with_locs = args.iter().any(|&a| has_loc(body.value(a).loc));
            for &arg in args {
                self.plan.value_num[arg.index()] = self.plan.num_values;
                self.plan.num_values += 1;
                let v = body.value(arg);
                self.use_(Use::Type(v.ty));
                if with_locs {
                    self.loc(arg_loc(v.loc));
                }
            }
        }
    }

    fn block(&mut self, _: &Body, _: Block) {}

    fn op(&mut self, body: &Body, op: Op) {
        self.plan.op_num[op.index()] = self.plan.num_ops;
        self.plan.num_ops += 1;
        let d = body.op(op);
        self.plan.num_pool +=
            (body.operands(op).len() + 2 * body.num_successors(op) + body.regions(op).len()) as u32;
        self.use_(Use::OpName(d.name));
        if has_attrs(d.attrs) {
            self.attr(d.attrs);
        }
        if has_loc(d.loc) {
            self.loc(d.loc);
        }
        for r in body.results(op) {
            self.plan.value_num[r.index()] = self.plan.num_values;
            self.plan.num_values += 1;
            self.use_(Use::Type(body.value_type(r)));
        }
        if d.body.is_some() {
            self.plan.isolated_ops.push(op);
        }
    }
}

pub fn plan_body(ctx: &Context, body: &Body) -> BodyPlan {
    let mut p = Planner {
        ctx,
        plan: BodyPlan {
            op_num: vec![UNNUMBERED; body.ops.len()],
            value_num: vec![UNNUMBERED; body.values.len()],
            block_num: vec![UNNUMBERED; body.blocks.len()],
            num_ops: 0,
            num_values: 0,
            num_blocks: 0,
            num_regions: 0,
            num_pool: 0,
            isolated_ops: Vec::new(),
            uses: Vec::new(),
        },
        seen: FxHashSet::default(),
    };
    traverse(body, &mut p);
    p.plan
}
