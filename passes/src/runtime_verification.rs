//! `generate-runtime-verification`: before each memref op whose validity
//! depends on runtime values, insert the checks MLIR 22 inserts, each ending
//! in a `cf.assert` whose message quotes the op.
//!
//! Checked ops: `load`, `store`, `atomic_rmw`, `generic_atomic_rmw`
//! (indices in bounds), `dim` (index below the rank), `cast` (rank, static
//! sizes, offset and strides of the result type), `assume_alignment`,
//! `copy` (equal dynamic sizes) and `expand_shape` (static result sizes
//! divide the source dimension). MLIR 22 generates nothing for
//! `reinterpret_cast` (and crashes on `subview`); Strata leaves both alone.
//!
//! Messages name values as the module printed before the pass does: the
//! names are computed once, up front, as MLIR computes one `AsmState`.

use rayon::prelude::*;
use strata_ir::attrs::{AttrData, NamedAttr};
use strata_ir::dialect::memref::layout::{fully_dynamic_layout, memref_type, strides_and_offset};
use strata_ir::print::op_text::OpTextPrinter;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrId, Body, BodyId, Context, Module, Op, Opcode, TypeData, TypeId, Value};

use crate::inplace::Builder;

// `arith.cmpi` predicates.
const EQ: i128 = 0;
const SLT: i128 = 2;
const SGE: i128 = 5;

/// What a failed check's message shows besides the reason and location.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verbosity {
    /// `verbose-level=0`: only the reason and the location.
    Minimum,
    /// `verbose-level=1` (the default): the op as printed, too.
    Detailed,
}

impl Verbosity {
    pub fn from_level(level: Option<u32>) -> Verbosity {
        match level {
            Some(0) => Verbosity::Minimum,
            _ => Verbosity::Detailed,
        }
    }
}

fn checked(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        MemrefLoad
            | MemrefStore
            | MemrefAtomicRmw
            | MemrefGenericAtomicRmw
            | MemrefDim
            | MemrefCast
            | MemrefAssumeAlignment
            | MemrefCopy
            | MemrefExpandShape
    )
}

/// One op to check, with the parts of its messages fixed before any change.
struct Target {
    op: Op,
    /// `ERROR: Runtime op verification failed\n<op>\n`
    head: String,
    /// `\nLocation: loc(...)`
    tail: String,
}

pub fn run(ctx: &Context, module: &mut Module, mask: &[bool], verbosity: Verbosity) {
    let mut printer = OpTextPrinter::new(ctx, module);
    let mut plans: Vec<Vec<Target>> = Vec::with_capacity(module.bodies.len());
    for (i, body) in module.bodies.iter().enumerate() {
        let mut ops = Vec::new();
        if mask.get(i).copied().unwrap_or(true) {
            body.walk(|op| {
                if checked(body.op(op).opcode) {
                    ops.push(op);
                }
            });
        }
        let targets = ops
            .into_iter()
            .map(|op| {
                let mut head = String::from("ERROR: Runtime op verification failed\n");
                if verbosity == Verbosity::Detailed {
                    head.push_str(&printer.op(module, BodyId::from_index(i), op));
                    head.push('\n');
                }
                let tail = format!(
                    "\nLocation: {}",
                    printer.loc(module, module.bodies[i].op(op).loc)
                );
                Target { op, head, tail }
            })
            .collect();
        plans.push(targets);
    }
    module
        .bodies
        .par_iter_mut()
        .zip(plans)
        .for_each(|(body, targets)| {
            for t in targets {
                insert_checks(ctx, body, &t);
            }
        });
}

/// Builds the checks of one op right before it.
struct Checks<'a, 'b> {
    b: Builder<'a>,
    target: &'b Target,
}

impl Checks<'_, '_> {
    fn index(&mut self, v: i64) -> Value {
        self.b.constant(v as i128, TypeId::INDEX)
    }

    /// `memref.dim %m, %cD` (never folded).
    fn dim(&mut self, memref: Value, d: usize) -> Value {
        let c = self.index(d as i64);
        self.b.op1(
            Opcode::MemrefDim,
            &[memref, c],
            TypeId::INDEX,
            AttrId::EMPTY_DICT,
        )
    }

    /// The size of dimension `d`: a constant when the type knows it (what
    /// MLIR's folding `dim` builder leaves), else `memref.dim`. The
    /// dimension's index constant is created either way.
    fn folded_dim(&mut self, memref: Value, shape: &[i64], d: usize) -> Value {
        let c = self.index(d as i64);
        match shape[d] {
            DYNAMIC => self.b.op1(
                Opcode::MemrefDim,
                &[memref, c],
                TypeId::INDEX,
                AttrId::EMPTY_DICT,
            ),
            size => self.index(size),
        }
    }

    fn and(&mut self, a: Value, b: Value) -> Value {
        self.b.bin(Opcode::ArithAndi, a, b)
    }

    /// `lb <= v < ub`
    fn in_bounds(&mut self, v: Value, lb: Value, ub: Value) -> Value {
        let ge = self.b.cmpi(SGE, v, lb);
        let lt = self.b.cmpi(SLT, v, ub);
        self.and(ge, lt)
    }

    fn assert(&mut self, cond: Value, why: &str) {
        let msg = format!("{}^ {why}{}", self.target.head, self.target.tail);
        let ctx = self.b.ctx;
        let attrs = ctx.dict_attr(&[NamedAttr {
            name: ctx.ident("msg"),
            value: ctx.string_attr(&msg),
        }]);
        self.b.op(Opcode::CfAssert, &[cond], &[], attrs);
    }

    fn value_type(&self, v: Value) -> &TypeData {
        self.b.ctx.type_data(self.b.body.value_type(v))
    }
}

fn insert_checks(ctx: &Context, body: &mut Body, target: &Target) {
    let op = target.op;
    let d = body.op(op);
    let (opcode, loc, attrs) = (d.opcode, d.loc, d.attrs);
    let operands: Vec<Value> = body.operands(op).to_vec();
    let result_type = (d.num_results > 0).then(|| body.value_type(body.result(op, 0)));
    let mut c = Checks {
        b: Builder {
            ctx,
            body,
            before: op,
            loc,
        },
        target,
    };
    use Opcode::*;
    match opcode {
        MemrefLoad | MemrefGenericAtomicRmw => indices(&mut c, operands[0], &operands[1..]),
        MemrefStore | MemrefAtomicRmw => indices(&mut c, operands[1], &operands[2..]),
        MemrefDim => {
            let rank = c.b.op1(
                MemrefRank,
                &[operands[0]],
                TypeId::INDEX,
                AttrId::EMPTY_DICT,
            );
            let zero = c.index(0);
            let ok = c.in_bounds(operands[1], zero, rank);
            c.assert(ok, "index is out of bounds");
        }
        MemrefCast => {
            if let Some(to) = result_type {
                cast(&mut c, operands[0], to);
            }
        }
        MemrefAssumeAlignment => {
            let alignment = match ctx
                .dict_get(attrs, ctx.ident("alignment"))
                .map(|a| ctx.attr_data(a))
            {
                Some(AttrData::Integer { value, .. }) => *value as i64,
                _ => return,
            };
            let ptr = c.b.op1(
                MemrefExtractAlignedPointerAsIndex,
                &[operands[0]],
                TypeId::INDEX,
                AttrId::EMPTY_DICT,
            );
            let align = c.index(alignment);
            let rest = c.b.bin(ArithRemui, ptr, align);
            let zero = c.index(0);
            let aligned = c.b.cmpi(EQ, rest, zero);
            c.assert(aligned, &format!("memref is not aligned to {alignment}"));
        }
        MemrefCopy => copy(&mut c, operands[0], operands[1]),
        MemrefExpandShape => {
            if let Some(to) = result_type {
                expand_shape(&mut c, operands[0], to, attrs);
            }
        }
        _ => {}
    }
}

fn ranked_shape(c: &Checks, v: Value) -> Option<Vec<i64>> {
    match c.value_type(v) {
        TypeData::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// `0 <= index#i < dim#i` for every index.
fn indices(c: &mut Checks, memref: Value, idx: &[Value]) {
    let Some(shape) = ranked_shape(c, memref) else {
        return;
    };
    if shape.len() != idx.len() {
        return;
    }
    let zero = c.index(0);
    let mut cond: Option<Value> = None;
    for (d, &i) in idx.iter().enumerate() {
        let size = c.folded_dim(memref, &shape, d);
        let ok = c.in_bounds(i, zero, size);
        cond = Some(match cond {
            None => ok,
            Some(prev) => c.and(prev, ok),
        });
    }
    let cond = match cond {
        Some(v) => v,
        // A rank-0 access is always in bounds.
        None => c.b.constant(1, TypeId::I1),
    };
    c.assert(cond, "out-of-bounds access");
}

fn cast(c: &mut Checks, source: Value, to: TypeId) {
    let ctx = c.b.ctx;
    let TypeData::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_data(to).clone()
    else {
        return;
    };
    let rank = shape.len();
    let source_shape = ranked_shape(c, source);
    if source_shape.is_none() {
        let src_rank = c.b.op1(
            Opcode::MemrefRank,
            &[source],
            TypeId::INDEX,
            AttrId::EMPTY_DICT,
        );
        let want = c.index(rank as i64);
        let same = c.b.cmpi(EQ, src_rank, want);
        c.assert(same, "rank mismatch");
    }
    // The source with a fully dynamic layout, whose metadata holds its
    // offset and strides.
    let dyn_type = memref_type(
        ctx,
        &vec![DYNAMIC; rank],
        elem,
        Some(fully_dynamic_layout(ctx, rank)),
        memory_space,
    );
    let helper =
        c.b.op1(Opcode::MemrefCast, &[source], dyn_type, AttrId::EMPTY_DICT);
    let base = memref_type(ctx, &[], elem, None, memory_space);
    let mut types = vec![base, TypeId::INDEX];
    types.extend(std::iter::repeat_n(TypeId::INDEX, 2 * rank));
    let metadata = c.b.op(
        Opcode::MemrefExtractStridedMetadata,
        &[helper],
        &types,
        AttrId::EMPTY_DICT,
    );
    for (d, &size) in shape.iter().enumerate() {
        let source_static = source_shape.as_ref().is_some_and(|s| s[d] != DYNAMIC);
        if source_static || size == DYNAMIC {
            continue;
        }
        let actual = c.dim(source, d);
        let want = c.index(size);
        let same = c.b.cmpi(EQ, actual, want);
        c.assert(same, &format!("size mismatch of dim {d}"));
    }
    let Some((strides, offset)) = strides_and_offset(ctx, to) else {
        return;
    };
    if offset != DYNAMIC {
        let actual = c.b.body.result(metadata, 1);
        let want = c.index(offset);
        let same = c.b.cmpi(EQ, actual, want);
        c.assert(same, "offset mismatch");
    }
    for (d, &stride) in strides.iter().enumerate() {
        if stride == DYNAMIC {
            continue;
        }
        let actual = c.b.body.result(metadata, (2 + rank + d) as u32);
        let want = c.index(stride);
        let same = c.b.cmpi(EQ, actual, want);
        c.assert(same, &format!("stride mismatch of dim {d}"));
    }
}

fn copy(c: &mut Checks, source: Value, target: Value) {
    let (Some(src), Some(tgt)) = (ranked_shape(c, source), ranked_shape(c, target)) else {
        return;
    };
    if src.len() != tgt.len() {
        return;
    }
    for d in 0..src.len() {
        if src[d] != DYNAMIC && tgt[d] != DYNAMIC {
            continue;
        }
        let size = |c: &mut Checks, v: Value, shape: &[i64]| match shape[d] {
            DYNAMIC => c.dim(v, d),
            n => c.index(n),
        };
        let a = size(c, source, &src);
        let b = size(c, target, &tgt);
        let same = c.b.cmpi(EQ, a, b);
        c.assert(
            same,
            &format!("size of {d}-th source/target dim does not match"),
        );
    }
}

fn expand_shape(c: &mut Checks, source: Value, to: TypeId, attrs: AttrId) {
    let ctx = c.b.ctx;
    let TypeData::MemRef { shape, .. } = ctx.type_data(to).clone() else {
        return;
    };
    let Some(groups) = reassociation(ctx, attrs) else {
        return;
    };
    for (src_dim, group) in groups.iter().enumerate() {
        let static_size: i64 = group
            .iter()
            .filter_map(|&d| shape.get(d as usize).copied())
            .filter(|&s| s != DYNAMIC)
            .product();
        let size = c.dim(source, src_dim);
        let divisor = c.index(static_size);
        let rest = c.b.bin(Opcode::ArithRemsi, size, divisor);
        let zero = c.index(0);
        let even = c.b.cmpi(EQ, rest, zero);
        c.assert(
            even,
            "static result dims in reassoc group do not divide src dim evenly",
        );
    }
}

/// The `reassociation` attribute: one list of result dims per source dim.
fn reassociation(ctx: &Context, attrs: AttrId) -> Option<Vec<Vec<i64>>> {
    let AttrData::Array(groups) = ctx.attr_data(ctx.dict_get(attrs, ctx.ident("reassociation"))?)
    else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_data(g) {
            AttrData::Array(dims) => dims
                .iter()
                .map(|&d| match ctx.attr_data(d) {
                    AttrData::Integer { value, .. } => Some(*value as i64),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}
