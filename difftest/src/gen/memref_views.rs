//! Memref statements beyond loads and stores: `memref.cast` to types with
//! fewer static sizes, `memref.subview` with static offsets, sizes and
//! strides (results with a strided layout), `memref.copy` between buffers
//! of one shape, and `memref.atomic_rmw` of every kind the LLVM lowering
//! maps to an `llvm.atomicrmw`. The views join the memrefs in scope, so later
//! loads, stores, `memref.dim`s and copies go through them: the descriptor
//! ABI, the fold of `memref.dim` and loads through casts, and the runtime's
//! `memrefCopy` for non-contiguous layouts all get exercised.
//!
//! Everything stays defined: subviews lie within their source, casts only
//! forget sizes, and a copy's source and destination are views of two
//! buffers allocated in the function (views of one buffer, or of buffers a
//! caller passed, could overlap).

use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::{AttrId, Opcode, TypeData, TypeId};

use super::{FnGen, MemrefVal};

impl FnGen<'_, '_> {
    pub(super) fn gen_memref_view(&mut self) {
        match self.g.rng.below(4) {
            0 => self.gen_memref_cast(),
            1 => self.gen_subview(),
            2 => self.gen_copy(),
            _ => self.gen_atomic_rmw(),
        }
    }

    /// `memref.atomic_rmw`: the element's old value joins the pool. Only
    /// element types the op takes (not `index`) and LLVM's atomics do
    /// (power-of-two bytes).
    fn gen_atomic_rmw(&mut self) {
        // `arith::AtomicRMWKind` numbers: addi, andi, assign, maxs, maxu,
        // mins, minu, ori, xori; addf, assign, maximumf, maxnumf,
        // minimumf, minnumf.
        const INT_KINDS: [i128; 9] = [1, 2, 3, 6, 7, 10, 11, 14, 15];
        const FLOAT_KINDS: [i128; 6] = [0, 3, 4, 5, 8, 9];
        let ok = |t: TypeId| {
            matches!(t, TypeId::I8 | TypeId::I16 | TypeId::I32 | TypeId::I64)
                || t == TypeId::F32
                || t == TypeId::F64
        };
        let candidates: Vec<usize> = (0..self.memrefs.len())
            .filter(|&i| self.memrefs[i].writable && ok(self.memrefs[i].elem))
            .collect();
        if candidates.is_empty() {
            return self.gen_memref_cast();
        }
        let m = self.memrefs[self.g.rng.pick(&candidates)].clone();
        let kind = if m.elem == TypeId::F32 || m.elem == TypeId::F64 {
            self.g.rng.pick(&FLOAT_KINDS)
        } else {
            self.g.rng.pick(&INT_KINDS)
        };
        let value = self.pick(m.elem);
        let idx = self.indices(&m);
        let mut operands = vec![value, m.value];
        operands.extend(idx);
        let k = self.g.ctx.int_attr(TypeId::I64, kind);
        let attrs = self.b.dict(&[("kind", k)]);
        let old = self
            .b
            .val(Opcode::MemrefAtomicRmw, &operands, m.elem, attrs);
        self.emit(old);
    }

    /// The layout of `m`'s type: `None` for the identity.
    fn layout_of(&self, m: &MemrefVal) -> Option<AttrId> {
        match self.g.ctx.type_data(self.ty(m.value)) {
            TypeData::MemRef { layout, .. } => *layout,
            _ => None,
        }
    }

    /// A cast forgetting some static sizes (any layout is kept).
    fn gen_memref_cast(&mut self) {
        let candidates: Vec<usize> = (0..self.memrefs.len())
            .filter(|&i| self.memrefs[i].dims.iter().any(Option::is_some))
            .collect();
        if candidates.is_empty() {
            return self.gen_alloc();
        }
        let m = self.memrefs[self.g.rng.pick(&candidates)].clone();
        let statics: Vec<usize> = (0..m.dims.len()).filter(|&k| m.dims[k].is_some()).collect();
        let forget = self.g.rng.pick(&statics);
        let dims: Vec<Option<i64>> = m
            .dims
            .iter()
            .enumerate()
            .map(|(k, &d)| {
                if k == forget || self.g.rng.chance(30) {
                    None
                } else {
                    d
                }
            })
            .collect();
        let layout = self.layout_of(&m);
        let ty = self.g.ctx.intern_type(TypeData::MemRef {
            shape: dims
                .iter()
                .map(|d| d.unwrap_or(strata_ir::DYNAMIC))
                .collect(),
            elem: m.elem,
            layout,
            memory_space: None,
        });
        let v = self
            .b
            .val(Opcode::MemrefCast, &[m.value], ty, AttrId::EMPTY_DICT);
        self.memrefs.push(MemrefVal {
            value: v,
            dims,
            dealloc: false,
            ..m
        });
    }

    /// A strided window into a buffer with static sizes and the identity
    /// layout.
    fn gen_subview(&mut self) {
        let candidates: Vec<usize> = (0..self.memrefs.len())
            .filter(|&i| {
                let m = &self.memrefs[i];
                m.dims.iter().all(Option::is_some) && self.layout_of(m).is_none()
            })
            .collect();
        if candidates.is_empty() {
            return self.gen_alloc();
        }
        let m = self.memrefs[self.g.rng.pick(&candidates)].clone();
        let shape: Vec<i64> = m.dims.iter().map(|d| d.unwrap_or(1)).collect();
        let (mut offsets, mut sizes, mut strides) = (Vec::new(), Vec::new(), Vec::new());
        for &d in &shape {
            let stride = if d >= 3 && self.g.rng.chance(30) {
                2
            } else {
                1
            };
            // The last element read, offset + (size - 1) * stride, is below d.
            let max_size = (d - 1) / stride + 1;
            let size = self.g.rng.range(1, max_size as u64) as i64;
            let max_offset = d - 1 - (size - 1) * stride;
            let offset = self.g.rng.range(0, max_offset as u64) as i64;
            offsets.push(offset);
            sizes.push(size);
            strides.push(stride);
        }
        // The source's strides are the row-major ones of its shape.
        let mut src_strides = vec![1i64; shape.len()];
        for k in (0..shape.len().saturating_sub(1)).rev() {
            src_strides[k] = src_strides[k + 1] * shape[k + 1];
        }
        let offset: i64 = offsets.iter().zip(&src_strides).map(|(o, s)| o * s).sum();
        let res_strides: Vec<i64> = strides
            .iter()
            .zip(&src_strides)
            .map(|(t, s)| t * s)
            .collect();
        let ctx = self.g.ctx;
        let layout = ctx.intern_attr(AttrData::StridedLayout {
            offset,
            strides: res_strides.into(),
        });
        let ty = ctx.intern_type(TypeData::MemRef {
            shape: sizes.clone().into(),
            elem: m.elem,
            layout: Some(layout),
            memory_space: None,
        });
        let array = |v: &[i64]| {
            ctx.intern_attr(AttrData::DenseArray {
                elem: TypeId::I64,
                values: DenseValues::Int(v.iter().map(|&x| i128::from(x)).collect()),
            })
        };
        let seg = self.b.i32_array(&[1, 0, 0, 0]);
        let attrs = self.b.dict(&[
            ("operandSegmentSizes", seg),
            ("static_offsets", array(&offsets)),
            ("static_sizes", array(&sizes)),
            ("static_strides", array(&strides)),
        ]);
        let v = self.b.val(Opcode::MemrefSubview, &[m.value], ty, attrs);
        self.memrefs.push(MemrefVal {
            value: v,
            dims: sizes.into_iter().map(Some).collect(),
            dealloc: false,
            ..m
        });
    }

    /// Whether `m` views a buffer allocated in this function (one no
    /// parameter or global can alias).
    fn is_local(&self, m: &MemrefVal) -> bool {
        match self.b.body.value(m.root).def {
            strata_ir::body::ValueDef::Result { op, .. } => matches!(
                self.b.body.op(op).opcode,
                Opcode::MemrefAlloc | Opcode::MemrefAlloca
            ),
            _ => false,
        }
    }

    /// A copy between two buffers of one static shape and element type,
    /// allocated here (different ones: views of one buffer may overlap);
    /// the destination is a new buffer when no pair is in scope.
    fn gen_copy(&mut self) {
        let n = self.memrefs.len();
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .filter(|&(i, j)| {
                let (s, t) = (&self.memrefs[i], &self.memrefs[j]);
                t.writable
                    && s.root != t.root
                    && self.is_local(s)
                    && self.is_local(t)
                    && s.elem == t.elem
                    && s.dims == t.dims
                    && s.dims.iter().all(Option::is_some)
            })
            .collect();
        let (src, dst) = if !pairs.is_empty() {
            let (i, j) = self.g.rng.pick(&pairs);
            (self.memrefs[i].value, self.memrefs[j].value)
        } else {
            // A fresh buffer of the shape of a local one with static sizes.
            let sources: Vec<usize> = (0..n)
                .filter(|&i| {
                    let m = &self.memrefs[i];
                    self.is_local(m) && m.dims.iter().all(Option::is_some)
                })
                .collect();
            if sources.is_empty() {
                return self.gen_memref_cast();
            }
            let m = self.memrefs[self.g.rng.pick(&sources)].clone();
            let dst = self.alloc_typed(m.dims.clone(), m.elem);
            (m.value, dst)
        };
        self.b
            .op(Opcode::MemrefCopy, &[src, dst], &[], AttrId::EMPTY_DICT);
        self.cost += 8 * self.trip;
    }
}
