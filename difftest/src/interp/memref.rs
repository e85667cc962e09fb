//! The memref dialect over descriptors, and `unrealized_conversion_cast`
//! between descriptors and their `!llvm.struct` form.

use strata_ir::attrs::DenseValues;
use strata_ir::{AttrData, Body, Op, Opcode, TypeData, TypeId, DYNAMIC};

use super::layout::layout;
use super::memory::AllocKind;
use super::value::{MemrefDesc, Val};
use super::{Flow, Interpreter, Stop};

/// Static shape, element type, and strided layout (`None`: identity).
struct MemrefType {
    shape: Box<[i64]>,
    elem: TypeId,
    strided: Option<(i64, Box<[i64]>)>,
}

fn contiguous_strides(sizes: &[i64]) -> Box<[i64]> {
    let mut strides = vec![1i64; sizes.len()];
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].saturating_mul(sizes[i + 1]);
    }
    strides.into_boxed_slice()
}

impl<'m> Interpreter<'m> {
    fn memref_type(&self, ty: TypeId) -> Result<MemrefType, Stop> {
        match self.ctx.type_data(ty) {
            TypeData::MemRef {
                shape,
                elem,
                layout,
                ..
            } => {
                let strided = match layout.map(|l| self.ctx.attr_data(l)) {
                    None => None,
                    Some(AttrData::StridedLayout { offset, strides }) => {
                        Some((*offset, strides.clone()))
                    }
                    Some(AttrData::AffineMap(m)) if m.results.len() == shape.len() => None,
                    Some(_) => {
                        return Err(Stop::unsupported(
                            "memref layout that is neither strided nor identity",
                        ))
                    }
                };
                Ok(MemrefType {
                    shape: shape.clone(),
                    elem: *elem,
                    strided,
                })
            }
            _ => Err(Stop::unsupported("expected a ranked memref type")),
        }
    }

    pub(super) fn desc(&self, v: strata_ir::Value) -> Result<&MemrefDesc, Stop> {
        match self.val(v) {
            Val::Memref(d) => Ok(d),
            Val::Poison => Err(Stop::ub("use of a poison memref")),
            _ => Err(Stop::unsupported("expected a memref descriptor")),
        }
    }

    fn index_operand(&self, v: strata_ir::Value) -> Result<i64, Stop> {
        match self.val(v) {
            Val::Int { .. } => Ok(self.val(v).as_i128().unwrap_or(0) as i64),
            Val::Poison => Err(Stop::ub("poison index")),
            _ => Err(Stop::unsupported("expected an index")),
        }
    }

    fn segments(&self, body: &Body, op: Op) -> Option<Vec<usize>> {
        match self.attr(body, op, self.names.operand_segment_sizes) {
            Some(AttrData::DenseArray {
                values: DenseValues::Int(v),
                ..
            }) => Some(v.iter().map(|&n| n.max(0) as usize).collect()),
            _ => None,
        }
    }

    /// Address of the element at `indices`, bounds-checked.
    pub(super) fn element_addr(
        &self,
        d: &MemrefDesc,
        indices: &[strata_ir::Value],
        elem: TypeId,
    ) -> Result<u64, Stop> {
        if indices.len() != d.sizes.len() || d.strides.len() != d.sizes.len() {
            return Err(Stop::unsupported(
                "memref access with the wrong number of indices",
            ));
        }
        let mut linear = d.offset as i128;
        for (k, &iv) in indices.iter().enumerate() {
            let i = self.index_operand(iv)?;
            if i < 0 || i >= d.sizes[k] {
                return Err(Stop::ub("out-of-bounds memref access"));
            }
            linear = linear.wrapping_add(i as i128 * d.strides[k] as i128);
        }
        let size = layout(self.ctx, elem)?.alloc as i128;
        Ok((d.aligned as i128).wrapping_add(linear.wrapping_mul(size)) as u64)
    }

    pub(super) fn exec_memref(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        use Opcode::*;
        let d = body.op(op);
        let ops = body.operands(op);
        match d.opcode {
            MemrefAlloc | MemrefAlloca => {
                let res = body.result(op, 0);
                let mt = self.memref_type(body.value_type(res))?;
                let n_dyn = self
                    .segments(body, op)
                    .and_then(|s| s.first().copied())
                    .unwrap_or(ops.len());
                let mut dynamic = ops[..n_dyn.min(ops.len())].iter();
                let mut sizes = Vec::with_capacity(mt.shape.len());
                for &s in mt.shape.iter() {
                    if s == DYNAMIC {
                        let v = dynamic
                            .next()
                            .ok_or_else(|| Stop::unsupported("missing dynamic size"))?;
                        let n = self.index_operand(*v)?;
                        if n < 0 {
                            return Err(Stop::ub("negative memref size"));
                        }
                        sizes.push(n);
                    } else {
                        sizes.push(s);
                    }
                }
                let (offset, strides) = match &mt.strided {
                    Some((o, s)) if *o != DYNAMIC && s.iter().all(|&x| x != DYNAMIC) => {
                        (*o, s.clone())
                    }
                    Some(_) => return Err(Stop::unsupported("allocation with a dynamic layout")),
                    None => (0, contiguous_strides(&sizes)),
                };
                let span = if sizes.contains(&0) {
                    0
                } else {
                    sizes
                        .iter()
                        .zip(strides.iter())
                        .fold(offset, |acc, (s, t)| {
                            acc.saturating_add((s - 1).saturating_mul(*t))
                        })
                        .saturating_add(1)
                };
                let el = layout(self.ctx, mt.elem)?;
                let bytes = (span.max(0) as u64).saturating_mul(el.alloc);
                let align = self
                    .int_attr(body, op, self.names.alignment)
                    .map_or(el.align, |a| a as u64);
                let base = if d.opcode == MemrefAlloc {
                    self.mem.allocate(bytes, align, AllocKind::Heap, false)?
                } else {
                    self.alloc_stack(bytes, align)?
                };
                let desc = MemrefDesc {
                    allocated: base,
                    aligned: base,
                    offset,
                    sizes: sizes.into(),
                    strides,
                };
                self.set(res, Val::Memref(Box::new(desc)));
                Ok(Flow::Continue)
            }
            MemrefDealloc => {
                let [m] = self.operands1(body, op)?;
                let base = self.desc(m)?.allocated;
                self.mem.free(base, AllocKind::Heap)?;
                Ok(Flow::Continue)
            }
            MemrefLoad => {
                let (&m, indices) = ops
                    .split_first()
                    .ok_or_else(|| Stop::unsupported("load without a memref"))?;
                let res = body.result(op, 0);
                let elem = body.value_type(res);
                let addr = self.element_addr(self.desc(m)?, indices, elem)?;
                let v = self.load_val(addr, elem)?;
                self.set(res, v);
                Ok(Flow::Continue)
            }
            MemrefStore => {
                if ops.len() < 2 {
                    return Err(Stop::unsupported("store needs a value and a memref"));
                }
                let elem = body.value_type(ops[0]);
                let addr = self.element_addr(self.desc(ops[1])?, &ops[2..], elem)?;
                let v = self.val(ops[0]).clone();
                self.store_val(addr, &v, elem, false)?;
                Ok(Flow::Continue)
            }
            MemrefDim => {
                let [m, i] = self.operands2(body, op)?;
                let k = self.index_operand(i)?;
                let desc = self.desc(m)?;
                let size = *usize::try_from(k)
                    .ok()
                    .and_then(|k| desc.sizes.get(k))
                    .ok_or_else(|| Stop::ub("memref.dim index out of range"))?;
                self.set(body.result(op, 0), Val::i64(size));
                Ok(Flow::Continue)
            }
            MemrefRank => {
                let [m] = self.operands1(body, op)?;
                let r = self.desc(m)?.sizes.len() as i64;
                self.set(body.result(op, 0), Val::i64(r));
                Ok(Flow::Continue)
            }
            MemrefGetGlobal => {
                let name = self
                    .symbol_attr(body, op, self.names.name)
                    .ok_or_else(|| Stop::unsupported("get_global without a name"))?;
                let addr = *self
                    .globals
                    .get(&name)
                    .ok_or_else(|| Stop::unsupported("unknown global"))?;
                let res = body.result(op, 0);
                let mt = self.memref_type(body.value_type(res))?;
                let desc = MemrefDesc {
                    allocated: addr,
                    aligned: addr,
                    offset: 0,
                    strides: contiguous_strides(&mt.shape),
                    sizes: mt.shape,
                };
                self.set(res, Val::Memref(Box::new(desc)));
                Ok(Flow::Continue)
            }
            MemrefCast => {
                let [m] = self.operands1(body, op)?;
                let res = body.result(op, 0);
                let mt = self.memref_type(body.value_type(res))?;
                let desc = self.desc(m)?.clone();
                if mt.shape.len() != desc.sizes.len()
                    || mt
                        .shape
                        .iter()
                        .zip(desc.sizes.iter())
                        .any(|(&s, &r)| s != DYNAMIC && s != r)
                {
                    return Err(Stop::ub("memref.cast to a shape the memref does not have"));
                }
                self.set(res, Val::Memref(Box::new(desc)));
                Ok(Flow::Continue)
            }
            MemrefAssumeAlignment => {
                let [m] = self.operands1(body, op)?;
                let align = self
                    .int_attr(body, op, self.names.alignment)
                    .unwrap_or(1)
                    .max(1) as u64;
                let desc = self.desc(m)?.clone();
                if desc.aligned % align != 0 {
                    return Err(Stop::ub("memref.assume_alignment does not hold"));
                }
                if d.num_results == 1 {
                    self.set(body.result(op, 0), Val::Memref(Box::new(desc)));
                }
                Ok(Flow::Continue)
            }
            MemrefExtractAlignedPointerAsIndex => {
                let [m] = self.operands1(body, op)?;
                let a = self.desc(m)?.aligned;
                self.set(body.result(op, 0), Val::int(a as u128, 64));
                Ok(Flow::Continue)
            }
            MemrefExtractStridedMetadata => {
                let [m] = self.operands1(body, op)?;
                let desc = self.desc(m)?.clone();
                let rank = desc.sizes.len();
                if d.num_results as usize != 2 + 2 * rank || desc.strides.len() != rank {
                    return Err(Stop::unsupported("extract_strided_metadata result count"));
                }
                let base = MemrefDesc {
                    allocated: desc.allocated,
                    aligned: desc.aligned,
                    offset: 0,
                    sizes: Box::new([]),
                    strides: Box::new([]),
                };
                self.set(body.result(op, 0), Val::Memref(Box::new(base)));
                self.set(body.result(op, 1), Val::i64(desc.offset));
                for k in 0..rank {
                    self.set(body.result(op, 2 + k as u32), Val::i64(desc.sizes[k]));
                    self.set(
                        body.result(op, (2 + rank + k) as u32),
                        Val::i64(desc.strides[k]),
                    );
                }
                Ok(Flow::Continue)
            }
            MemrefReinterpretCast | MemrefSubview => self.view_op(body, op),
            MemrefAtomicRmw => self.memref_atomic_rmw(body, op),
            MemrefCopy => {
                let [src, dst] = self.operands2(body, op)?;
                let elem = match self.ctx.type_data(body.value_type(src)) {
                    TypeData::MemRef { elem, .. } => *elem,
                    _ => return Err(Stop::unsupported("memref.copy of a non-memref")),
                };
                let (s, t) = (self.desc(src)?.clone(), self.desc(dst)?.clone());
                if s.sizes != t.sizes {
                    return Err(Stop::ub("memref.copy between different shapes"));
                }
                let size = layout(self.ctx, elem)?.alloc as i64;
                let count: i64 = s.sizes.iter().product();
                let mut idx = vec![0i64; s.sizes.len()];
                for _ in 0..count.max(0) {
                    let lin = |d: &MemrefDesc| {
                        idx.iter()
                            .zip(d.strides.iter())
                            .fold(d.offset, |acc, (i, s)| acc.wrapping_add(i.wrapping_mul(*s)))
                    };
                    let from = (s.aligned as i64).wrapping_add(lin(&s).wrapping_mul(size)) as u64;
                    let to = (t.aligned as i64).wrapping_add(lin(&t).wrapping_mul(size)) as u64;
                    self.mem.copy(to, from, size as u64)?;
                    for k in (0..idx.len()).rev() {
                        idx[k] += 1;
                        if idx[k] < s.sizes[k] {
                            break;
                        }
                        idx[k] = 0;
                    }
                }
                Ok(Flow::Continue)
            }
            _ => Err(Stop::unsupported(
                "memref op not modelled by the interpreter",
            )),
        }
    }

    /// `memref.reinterpret_cast` and `memref.subview`: static values from
    /// `static_*` attributes, `DYNAMIC` entries taken from the operands.
    fn view_op(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let ops = body.operands(op);
        let seg = self
            .segments(body, op)
            .ok_or_else(|| Stop::unsupported("missing operandSegmentSizes"))?;
        if seg.len() != 4 || seg.iter().sum::<usize>() != ops.len() {
            return Err(Stop::unsupported("unexpected operand segments"));
        }
        let src = self.desc(ops[0])?.clone();
        let mut at = 1;
        let mut take = |name, count: usize, this: &Self| -> Result<Vec<i64>, Stop> {
            let statics: Vec<i64> = match this.attr(body, op, name) {
                Some(AttrData::DenseArray {
                    values: DenseValues::Int(v),
                    ..
                }) => v.iter().map(|&x| x as i64).collect(),
                _ => return Err(Stop::unsupported("missing static offsets/sizes/strides")),
            };
            let dynamic = &ops[at..at + count];
            at += count;
            let mut dyn_iter = dynamic.iter();
            statics
                .iter()
                .map(|&s| {
                    if s == DYNAMIC {
                        let v = dyn_iter
                            .next()
                            .ok_or_else(|| Stop::unsupported("missing dynamic value"))?;
                        this.index_operand(*v)
                    } else {
                        Ok(s)
                    }
                })
                .collect()
        };
        let offsets = take(self.names.static_offsets, seg[1], self)?;
        let sizes = take(self.names.static_sizes, seg[2], self)?;
        let strides = take(self.names.static_strides, seg[3], self)?;
        let res = body.result(op, 0);
        let desc = if body.op(op).opcode == Opcode::MemrefReinterpretCast {
            MemrefDesc {
                allocated: src.allocated,
                aligned: src.aligned,
                offset: offsets.first().copied().unwrap_or(0),
                sizes: sizes.into(),
                strides: strides.into(),
            }
        } else {
            let rank = src.sizes.len();
            if offsets.len() != rank || sizes.len() != rank || strides.len() != rank {
                return Err(Stop::unsupported("subview rank mismatch"));
            }
            let mut offset = src.offset;
            for k in 0..rank {
                let last = offsets[k]
                    .saturating_add(sizes[k].saturating_sub(1).saturating_mul(strides[k]));
                if sizes[k] > 0
                    && (offsets[k] < 0
                        || last < 0
                        || offsets[k] >= src.sizes[k]
                        || last >= src.sizes[k])
                {
                    return Err(Stop::ub("subview out of bounds"));
                }
                offset = offset.wrapping_add(offsets[k].wrapping_mul(src.strides[k]));
            }
            let mut out_sizes: Vec<i64> = sizes.clone();
            let mut out_strides: Vec<i64> =
                (0..rank).map(|k| src.strides[k] * strides[k]).collect();
            // Rank-reducing subviews drop unit dimensions.
            let want = match self.ctx.type_data(body.value_type(res)) {
                TypeData::MemRef { shape, .. } => shape.len(),
                _ => rank,
            };
            let mut k = 0;
            while out_sizes.len() > want && k < out_sizes.len() {
                if out_sizes[k] == 1 {
                    out_sizes.remove(k);
                    out_strides.remove(k);
                } else {
                    k += 1;
                }
            }
            MemrefDesc {
                allocated: src.allocated,
                aligned: src.aligned,
                offset,
                sizes: out_sizes.into(),
                strides: out_strides.into(),
            }
        };
        self.set(res, Val::Memref(Box::new(desc)));
        Ok(Flow::Continue)
    }

    /// `builtin.unrealized_conversion_cast`: values pass through unchanged,
    /// except that memref descriptors and their `!llvm.struct` form convert
    /// into each other.
    pub(super) fn conversion_cast(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let ops = body.operands(op);
        let results = body.results(op);
        if ops.len() != results.len() {
            return Err(Stop::unsupported("N:M unrealized_conversion_cast"));
        }
        for (&v, r) in ops.iter().zip(results) {
            let to = body.value_type(r);
            let x = self.val(v).clone();
            let out = match (x, self.ctx.type_data(to)) {
                (Val::Memref(d), TypeData::LlvmStruct { .. }) => descriptor_to_struct(&d),
                (Val::Agg(items), TypeData::MemRef { .. }) => {
                    Val::Memref(Box::new(struct_to_descriptor(&items)?))
                }
                (Val::Int { bits, .. }, TypeData::Index) => Val::int(bits, 64),
                (Val::Int { bits, .. }, TypeData::Integer { width, .. }) => Val::int(bits, *width),
                // An n-D vector (flat) and the LLVM array of 1-D vectors it
                // lowers to (nested) hold the same elements in the same order.
                (x @ Val::Agg(_), TypeData::Vector { .. } | TypeData::LlvmArray { .. }) => {
                    let mut flat = Vec::new();
                    leaves(&x, &mut flat);
                    let mut it = flat.into_iter();
                    self.rebuild(to, &mut it)
                }
                (other, _) => other,
            };
            self.set(r, out);
        }
        Ok(Flow::Continue)
    }
}

/// The scalars of `v`, depth first.
fn leaves(v: &Val, out: &mut Vec<Val>) {
    match v {
        Val::Agg(items) => items.iter().for_each(|x| leaves(x, out)),
        other => out.push(other.clone()),
    }
}

impl Interpreter<'_> {
    /// A value of type `ty` from scalars in order: LLVM arrays nest, a
    /// vector of any rank is one flat list.
    fn rebuild(&self, ty: TypeId, scalars: &mut impl Iterator<Item = Val>) -> Val {
        match self.ctx.type_data(ty) {
            TypeData::LlvmArray { len, elem } => {
                Val::Agg((0..*len).map(|_| self.rebuild(*elem, scalars)).collect())
            }
            TypeData::Vector { shape, .. } => {
                let n: i64 = shape.iter().product();
                Val::Agg(
                    (0..n.max(0))
                        .map(|_| scalars.next().unwrap_or(Val::Poison))
                        .collect(),
                )
            }
            _ => scalars.next().unwrap_or(Val::Poison),
        }
    }
}

/// `{ptr, ptr, i64, array<N x i64>, array<N x i64>}` (the last two absent
/// for rank 0), as `--finalize-memref-to-llvm` lays descriptors out.
pub fn descriptor_to_struct(d: &MemrefDesc) -> Val {
    let mut fields = vec![
        Val::Ptr(d.allocated),
        Val::Ptr(d.aligned),
        Val::i64(d.offset),
    ];
    if !d.sizes.is_empty() {
        fields.push(Val::Agg(d.sizes.iter().map(|&s| Val::i64(s)).collect()));
        fields.push(Val::Agg(d.strides.iter().map(|&s| Val::i64(s)).collect()));
    }
    Val::Agg(fields.into())
}

pub fn struct_to_descriptor(items: &[Val]) -> Result<MemrefDesc, Stop> {
    let ptr = |v: &Val| match v {
        Val::Ptr(p) => Ok(*p),
        Val::Int { bits, .. } => Ok(*bits as u64),
        _ => Err(Stop::ub("memref descriptor with a poison pointer")),
    };
    let int = |v: &Val| {
        v.as_i128()
            .map(|x| x as i64)
            .ok_or_else(|| Stop::ub("memref descriptor with a poison field"))
    };
    let list = |v: &Val| match v {
        Val::Agg(xs) => xs.iter().map(int).collect::<Result<Box<[i64]>, _>>(),
        _ => Err(Stop::ub("memref descriptor with a poison field")),
    };
    match items {
        [a, b, o] => Ok(MemrefDesc {
            allocated: ptr(a)?,
            aligned: ptr(b)?,
            offset: int(o)?,
            sizes: Box::new([]),
            strides: Box::new([]),
        }),
        [a, b, o, s, t] => Ok(MemrefDesc {
            allocated: ptr(a)?,
            aligned: ptr(b)?,
            offset: int(o)?,
            sizes: list(s)?,
            strides: list(t)?,
        }),
        _ => Err(Stop::unsupported("struct is not a memref descriptor")),
    }
}
