//! `expand-strided-metadata`: rewrites `memref.subview` into
//! `memref.extract_strided_metadata` of its source, index arithmetic and a
//! `memref.reinterpret_cast` of the base buffer, so that later lowerings
//! only see the two primitive view ops.
//!
//! MLIR computes the new offset and strides with `affine.apply`; Strata has
//! no affine dialect, so the arithmetic is emitted as the `arith` ops that
//! `--lower-affine` makes of those maps (`arith.muli` with `nsw`, then
//! `arith.addi`, constants folded, the constant term last).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues, EnumKind, NamedAttr};
use strata_ir::dialect::memref::layout;
use strata_ir::{
    AttrId, Body, Context, Ident, Op, OpSpec, Opcode, TypeId, Value, ValueDef, DYNAMIC,
};

/// `#arith.overflow<nsw>`, as `--lower-affine` marks its multiplications.
const OVERFLOW_NSW: u64 = 1;

struct Names {
    value: Ident,
    overflow_flags: Ident,
    operand_segment_sizes: Ident,
    static_offsets: Ident,
    static_sizes: Ident,
    static_strides: Ident,
}

impl Names {
    fn new(ctx: &Context) -> Self {
        Names {
            value: ctx.ident("value"),
            overflow_flags: ctx.ident("overflowFlags"),
            operand_segment_sizes: ctx.ident("operandSegmentSizes"),
            static_offsets: ctx.ident("static_offsets"),
            static_sizes: ctx.ident("static_sizes"),
            static_strides: ctx.ident("static_strides"),
        }
    }
}

/// An index quantity known either statically or as an SSA value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ix {
    Const(i64),
    Val(Value),
}

/// Inserts new ops before one anchor op of a body.
struct Emitter<'a> {
    ctx: &'a Context,
    n: &'a Names,
    body: &'a mut Body,
    before: Op,
    loc: AttrId,
}

impl Emitter<'_> {
    fn emit(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
    ) -> Op {
        let spec = OpSpec {
            opcode,
            name: self.ctx.ident(opcode.name()),
            operands,
            result_types: results,
            successors: &[],
            attrs,
            loc: self.loc,
            num_regions: 0,
        };
        let op = self.body.create_op(&spec);
        self.body.insert_op_before(self.before, op);
        op
    }

    fn value(&mut self, x: Ix) -> Value {
        match x {
            Ix::Val(v) => v,
            Ix::Const(c) => {
                let attrs = self.ctx.dict_attr(&[NamedAttr {
                    name: self.n.value,
                    value: self.ctx.int_attr(TypeId::INDEX, i128::from(c)),
                }]);
                let op = self.emit(Opcode::ArithConstant, &[], &[TypeId::INDEX], attrs);
                self.body.result(op, 0)
            }
        }
    }

    fn binary(&mut self, opcode: Opcode, a: Ix, b: Ix, flags: u64) -> Ix {
        let (a, b) = (self.value(a), self.value(b));
        let flags = self.ctx.intern_attr(AttrData::Enum {
            kind: EnumKind::ArithOverflow,
            value: flags,
        });
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.n.overflow_flags,
            value: flags,
        }]);
        let op = self.emit(opcode, &[a, b], &[TypeId::INDEX], attrs);
        Ix::Val(self.body.result(op, 0))
    }

    /// `a * b`, folded when either side is a constant 0 or 1 or both are
    /// constants.
    fn mul(&mut self, a: Ix, b: Ix) -> Ix {
        match (a, b) {
            (Ix::Const(x), Ix::Const(y)) => Ix::Const(x.wrapping_mul(y)),
            (Ix::Const(0), _) | (_, Ix::Const(0)) => Ix::Const(0),
            (Ix::Const(1), v) | (v, Ix::Const(1)) => v,
            // The symbol comes first in the lowered product: `s0 * 16`.
            (Ix::Const(_), v) => self.binary(Opcode::ArithMuli, v, a, OVERFLOW_NSW),
            _ => self.binary(Opcode::ArithMuli, a, b, OVERFLOW_NSW),
        }
    }
}

/// A running sum: dynamic terms are added in order as they come, the
/// constant terms are folded and added last (as affine maps print and lower
/// `s0 * s1 + 3`).
#[derive(Default)]
struct Sum {
    dynamic: Option<Ix>,
    constant: i64,
}

impl Sum {
    fn add(&mut self, e: &mut Emitter, t: Ix) {
        match t {
            Ix::Const(c) => self.constant = self.constant.wrapping_add(c),
            v => {
                self.dynamic = Some(match self.dynamic {
                    None => v,
                    Some(a) => e.binary(Opcode::ArithAddi, a, v, 0),
                })
            }
        }
    }

    fn finish(self, e: &mut Emitter) -> Ix {
        match self.dynamic {
            None => Ix::Const(self.constant),
            Some(a) if self.constant == 0 => a,
            Some(a) => e.binary(Opcode::ArithAddi, a, Ix::Const(self.constant), 0),
        }
    }
}

fn i64_array(ctx: &Context, attrs: AttrId, name: Ident) -> Option<SmallVec<[i64; 4]>> {
    match ctx.attr_data(ctx.dict_get(attrs, name)?) {
        AttrData::DenseArray {
            values: DenseValues::Int(v),
            ..
        } => Some(v.iter().map(|&x| x as i64).collect()),
        _ => None,
    }
}

/// Static entries of a mixed list, with the dynamic ones taken in order
/// from `dynamic`.
fn mixed(statics: &[i64], dynamic: &mut impl Iterator<Item = Value>) -> Option<SmallVec<[Ix; 4]>> {
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dynamic.next().map(Ix::Val)
            } else {
                Some(Ix::Const(s))
            }
        })
        .collect()
}

/// Which source dimensions a (possibly rank-reducing) subview keeps: unit
/// dimensions are dropped, leftmost first, while the source has more
/// dimensions left than the result.
fn kept_dims(sizes: &[Ix], result_shape: &[i64]) -> Option<SmallVec<[usize; 4]>> {
    let mut kept = SmallVec::new();
    let mut j = 0;
    for (i, &s) in sizes.iter().enumerate() {
        let left_src = sizes.len() - i;
        let left_res = result_shape.len() - j;
        let droppable = s == Ix::Const(1) && left_src > left_res;
        let matches = j < result_shape.len()
            && match s {
                Ix::Const(c) => result_shape[j] == c,
                Ix::Val(_) => result_shape[j] == DYNAMIC,
            };
        if droppable && !(matches && result_shape[j] != 1) {
            continue;
        }
        if !matches {
            return None;
        }
        kept.push(i);
        j += 1;
    }
    (j == result_shape.len()).then_some(kept)
}

/// Base buffer, offset and strides of a subview's source.
struct SourceMeta {
    base: Value,
    offset: Ix,
    strides: SmallVec<[Ix; 4]>,
}

/// The result of `extract_strided_metadata` producing `v`, if it is one.
fn metadata_result(body: &Body, v: Value) -> Option<(Op, u32)> {
    let ValueDef::Result { op, index } = body.value(v).def else {
        return None;
    };
    (body.op(op).opcode == Opcode::MemrefExtractStridedMetadata).then_some((op, index))
}

/// The source's metadata: taken straight from a `memref.reinterpret_cast`
/// of a base buffer (as MLIR folds `extract_strided_metadata` of such a
/// cast, e.g. of a subview expanded just before), otherwise read with a new
/// `memref.extract_strided_metadata`.
fn source_metadata(e: &mut Emitter, src: Value, rank: usize, meta_types: &[TypeId]) -> SourceMeta {
    if let ValueDef::Result { op: cast, .. } = e.body.value(src).def {
        let d = e.body.op(cast);
        if d.opcode == Opcode::MemrefReinterpretCast {
            let attrs = d.attrs;
            let operands: SmallVec<[Value; 8]> = e.body.operands(cast).iter().copied().collect();
            let lists = (
                i64_array(e.ctx, attrs, e.n.static_offsets),
                i64_array(e.ctx, attrs, e.n.static_sizes),
                i64_array(e.ctx, attrs, e.n.static_strides),
            );
            if let (Some(offsets), Some(sizes), Some(strides)) = lists {
                let mut dynamic = operands.iter().skip(1).copied();
                let base_ok = operands
                    .first()
                    .is_some_and(|&b| metadata_result(e.body, b).is_some_and(|(_, i)| i == 0));
                let offset = mixed(&offsets, &mut dynamic);
                let _sizes = mixed(&sizes, &mut dynamic);
                let strides = mixed(&strides, &mut dynamic);
                if let (true, Some(offset), Some(strides)) = (base_ok, offset, strides) {
                    if offset.len() == 1 && strides.len() == rank {
                        return SourceMeta {
                            base: operands[0],
                            offset: offset[0],
                            strides,
                        };
                    }
                }
            }
        }
    }
    let meta = e.emit(
        Opcode::MemrefExtractStridedMetadata,
        &[src],
        meta_types,
        AttrId::EMPTY_DICT,
    );
    SourceMeta {
        base: e.body.result(meta, 0),
        offset: Ix::Val(e.body.result(meta, 1)),
        strides: (0..rank)
            .map(|i| Ix::Val(e.body.result(meta, (2 + rank + i) as u32)))
            .collect(),
    }
}

/// Rewrites one subview into the cast that replaces it; `None` when it is
/// left as is (malformed, or a source or
/// result without a strided layout).
fn expand_subview(ctx: &Context, n: &Names, body: &mut Body, op: Op) -> Option<Value> {
    let d = body.op(op);
    let (attrs, loc) = (d.attrs, d.loc);
    let operands: SmallVec<[Value; 8]> = body.operands(op).iter().copied().collect();
    let src = *operands.first()?;
    let src_ty = body.value_type(src);
    let res_ty = body.value_type(body.result(op, 0));
    let src_m = layout::ranked(ctx, src_ty)?;
    let res_m = layout::ranked(ctx, res_ty)?;
    let (src_strides, src_offset) = layout::strides_and_offset(ctx, src_ty)?;
    let (res_strides, res_offset) = layout::strides_and_offset(ctx, res_ty)?;
    let rank = src_m.shape.len();
    let static_offsets = i64_array(ctx, attrs, n.static_offsets)?;
    let static_sizes = i64_array(ctx, attrs, n.static_sizes)?;
    let static_strides = i64_array(ctx, attrs, n.static_strides)?;
    if static_offsets.len() != rank || static_sizes.len() != rank || static_strides.len() != rank {
        return None;
    }
    let mut dynamic = operands[1..].iter().copied();
    let offsets = mixed(&static_offsets, &mut dynamic)?;
    let sizes = mixed(&static_sizes, &mut dynamic)?;
    let steps = mixed(&static_strides, &mut dynamic)?;
    let kept = kept_dims(&sizes, res_m.shape)?;
    let res_shape: SmallVec<[i64; 4]> = res_m.shape.into();
    let (elem, space) = (src_m.elem, src_m.memory_space);

    // The source's metadata: base buffer, offset, sizes, strides.
    let base_ty = layout::memref_type(ctx, &[], elem, None, space);
    let mut meta_types: SmallVec<[TypeId; 9]> = SmallVec::new();
    meta_types.push(base_ty);
    meta_types.extend(std::iter::repeat_n(TypeId::INDEX, 1 + 2 * rank));
    let mut e = Emitter {
        ctx,
        n,
        body,
        before: op,
        loc,
    };
    let meta = source_metadata(&mut e, src, rank, &meta_types);
    let base = meta.base;
    let src_stride = |_: &Body, i: usize| match src_strides[i] {
        DYNAMIC => meta.strides[i],
        s => Ix::Const(s),
    };
    let meta_offset = meta.offset;

    // Strides first, then the offset, in the order MLIR's lowered affine
    // maps compute them.
    let mut final_sizes: SmallVec<[Ix; 4]> = SmallVec::new();
    let mut final_strides: SmallVec<[Ix; 4]> = SmallVec::new();
    for (j, &i) in kept.iter().enumerate() {
        final_sizes.push(match res_shape[j] {
            DYNAMIC => sizes[i],
            s => Ix::Const(s),
        });
        final_strides.push(match res_strides.get(j).copied().unwrap_or(DYNAMIC) {
            DYNAMIC => {
                let s = src_stride(e.body, i);
                e.mul(steps[i], s)
            }
            s => Ix::Const(s),
        });
    }
    // offset = source offset + Σ offset_i * source stride_i, each product
    // added as soon as it is computed.
    let final_offset = if res_offset == DYNAMIC {
        let mut sum = Sum::default();
        let base_offset = match src_offset {
            DYNAMIC => meta_offset,
            o => Ix::Const(o),
        };
        sum.add(&mut e, base_offset);
        for (i, &off) in offsets.iter().enumerate() {
            let s = src_stride(e.body, i);
            let t = e.mul(off, s);
            sum.add(&mut e, t);
        }
        sum.finish(&mut e)
    } else {
        Ix::Const(res_offset)
    };

    // memref.reinterpret_cast %base to offset: [..], sizes: [..], strides: [..]
    let split = |xs: &[Ix]| -> (SmallVec<[i64; 4]>, SmallVec<[Value; 4]>) {
        let mut st = SmallVec::new();
        let mut dy = SmallVec::new();
        for &x in xs {
            match x {
                Ix::Const(c) => st.push(c),
                Ix::Val(v) => {
                    st.push(DYNAMIC);
                    dy.push(v);
                }
            }
        }
        (st, dy)
    };
    let (st_off, dy_off) = split(&[final_offset]);
    let (st_sizes, dy_sizes) = split(&final_sizes);
    let (st_strides, dy_strides) = split(&final_strides);
    let dense = |elem: TypeId, v: &[i64]| {
        ctx.intern_attr(AttrData::DenseArray {
            elem,
            values: DenseValues::Int(v.iter().map(|&x| i128::from(x)).collect()),
        })
    };
    let segments = [
        1,
        dy_off.len() as i64,
        dy_sizes.len() as i64,
        dy_strides.len() as i64,
    ];
    let cast_attrs = ctx.dict_attr(&[
        NamedAttr {
            name: n.operand_segment_sizes,
            value: dense(TypeId::I32, &segments),
        },
        NamedAttr {
            name: n.static_offsets,
            value: dense(TypeId::I64, &st_off),
        },
        NamedAttr {
            name: n.static_sizes,
            value: dense(TypeId::I64, &st_sizes),
        },
        NamedAttr {
            name: n.static_strides,
            value: dense(TypeId::I64, &st_strides),
        },
    ]);
    let mut cast_operands: SmallVec<[Value; 8]> = SmallVec::new();
    cast_operands.push(base);
    cast_operands.extend(dy_off);
    cast_operands.extend(dy_sizes);
    cast_operands.extend(dy_strides);
    let cast = e.emit(
        Opcode::MemrefReinterpretCast,
        &cast_operands,
        &[res_ty],
        cast_attrs,
    );
    Some(e.body.result(cast, 0))
}

/// Expands every `memref.subview` of one body.
pub fn expand_body(ctx: &Context, body: &mut Body) {
    let mut subviews: Vec<Op> = Vec::new();
    body.walk(|op| {
        if body.op(op).opcode == Opcode::MemrefSubview {
            subviews.push(op);
        }
    });
    if subviews.is_empty() {
        return;
    }
    let n = Names::new(ctx);
    let first_new_op = body.ops.len();
    // A subview nobody reads is erased rather than expanded, as MLIR's
    // greedy rewrite driver erases trivially dead ops. Visited last to
    // first so that erasing one frees the subview it reads.
    let mut uses = use_counts(body);
    collect_dead(body, &mut uses, first_new_op);
    subviews.retain(|&op| body.op(op).parent.is_some());
    let mut subst: FxHashMap<u32, u32> = FxHashMap::default();
    for op in subviews {
        // A source that was a subview expanded just before reads its cast.
        if let Some(&src) = body.operands(op).first() {
            if let Some(&new) = subst.get(&src.0) {
                body.set_operand(op, 0, Value(new));
            }
        }
        if let Some(new) = expand_subview(ctx, &n, body, op) {
            subst.insert(body.result(op, 0).0, new.0);
            body.remove_op(op);
        }
    }
    for i in 0..body.ops.len() {
        if body.ops[i].parent.is_none() {
            continue;
        }
        let span = body.ops[i].operands;
        for slot in &mut body.pool[span.range()] {
            if let Some(&v) = subst.get(slot) {
                *slot = v;
            }
        }
    }
    // Casts and metadata reads left unused by the folding above go too.
    let mut uses = use_counts(body);
    collect_dead(body, &mut uses, first_new_op);
}

fn use_counts(body: &Body) -> Vec<u32> {
    let mut uses = vec![0u32; body.values.len()];
    body.walk(|op| {
        for &v in body.operands(op) {
            uses[v.index()] += 1;
        }
    });
    uses
}

/// Erases, last to first, the ops from index `first` on and the subviews
/// whose results are all unused, releasing their operands in turn.
fn collect_dead(body: &mut Body, uses: &mut [u32], first: usize) {
    let mut candidates: Vec<Op> = Vec::new();
    body.walk(|op| {
        let d = body.op(op);
        if op.index() >= first || d.opcode == Opcode::MemrefSubview {
            candidates.push(op);
        }
    });
    for op in candidates.into_iter().rev() {
        let dead = (0..body.op(op).num_results).all(|i| uses[body.result(op, i).index()] == 0);
        if !dead {
            continue;
        }
        for &v in body.operands(op) {
            uses[v.index()] = uses[v.index()].saturating_sub(1);
        }
        body.remove_op(op);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_dims_are_dropped_for_rank_reduction() {
        let sizes = [Ix::Const(1), Ix::Const(4), Ix::Const(1)];
        assert_eq!(kept_dims(&sizes, &[4]).unwrap().as_slice(), &[1]);
        assert_eq!(kept_dims(&sizes, &[4, 1]).unwrap().as_slice(), &[1, 2]);
        assert_eq!(
            kept_dims(&sizes, &[1, 4, 1]).unwrap().as_slice(),
            &[0, 1, 2]
        );
        assert!(kept_dims(&sizes, &[5]).is_none());
    }
}
