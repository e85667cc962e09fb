//! Element access: address linearization (`memref.load`, `memref.store`,
//! `memref.atomic_rmw`, `memref.prefetch`), `memref.dim`, `memref.rank`,
//! `memref.assume_alignment`.

use smallvec::SmallVec;
use strata_ir::attrs::AttrData;
use strata_ir::dialect::memref::layout;
use strata_ir::{AttrId, Ident, Op, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::build::{self, GepIndex, GEP_INBOUNDS_NUW, NSW_NUW};
use super::descriptor::{Desc, SIZES};
use super::MemrefPatterns;
use crate::conversion::BodyRewriter;

/// The aligned pointer moved by the layout's offset (none when it is 0).
pub fn buffer_ptr(
    rw: &mut BodyRewriter,
    p: &MemrefPatterns,
    ty: TypeId,
    d: &Desc,
) -> Option<Value> {
    let (_, offset) = layout::strides_and_offset(rw.ctx, ty)?;
    let elem = rw.convert_type(layout::ranked(rw.ctx, ty)?.elem)?;
    let base = d.aligned(rw);
    if offset == 0 {
        return Some(base);
    }
    let off = if offset == DYNAMIC {
        d.offset(rw)
    } else {
        build::index_const(rw, offset)
    };
    Some(build::gep(
        rw,
        &p.names,
        base,
        elem,
        &[GepIndex::Value(off)],
        0,
    ))
}

/// The address of element `indices` of a strided memref: static strides
/// are folded into constants, unit strides skip the multiplication,
/// dynamic strides come from the descriptor. `inbounds` gives the
/// multiplications and additions `nsw nuw` and the GEP `inbounds|nuw`.
pub fn element_ptr(
    rw: &mut BodyRewriter,
    p: &MemrefPatterns,
    ty: TypeId,
    d: &Desc,
    indices: &[Value],
    inbounds: bool,
) -> Option<Value> {
    let (strides, _) = layout::strides_and_offset(rw.ctx, ty)?;
    let elem = rw.convert_type(layout::ranked(rw.ctx, ty)?.elem)?;
    let base = buffer_ptr(rw, p, ty, d)?;
    let flags = if inbounds { NSW_NUW } else { 0 };
    let mut index: Option<Value> = None;
    for (i, (&idx, &stride)) in indices.iter().zip(&strides).enumerate() {
        let mut inc = idx;
        if stride != 1 {
            let s = if stride == DYNAMIC {
                d.stride(rw, i)
            } else {
                build::index_const(rw, stride)
            };
            inc = build::binop(rw, &p.names, Opcode::LlvmMul, inc, s, flags);
        }
        index = Some(match index {
            Some(acc) => build::binop(rw, &p.names, Opcode::LlvmAdd, acc, inc, flags),
            None => inc,
        });
    }
    Some(match index {
        Some(i) => {
            let gep_flags = if inbounds { GEP_INBOUNDS_NUW } else { 0 };
            build::gep(rw, &p.names, base, elem, &[GepIndex::Value(i)], gep_flags)
        }
        None => base,
    })
}

/// Converted memref descriptor and indices of an access op whose memref is
/// operand `at` and whose indices follow it.
pub fn access_operands(
    rw: &mut BodyRewriter,
    op: Op,
    at: usize,
) -> Option<(TypeId, Desc, SmallVec<[Value; 4]>)> {
    let old: SmallVec<[Value; 8]> = rw.old.operands(op).iter().copied().collect();
    let ty = rw.old.value_type(*old.get(at)?);
    rw.memref_descriptor(ty)?;
    layout::strides_and_offset(rw.ctx, ty)?;
    let v = rw.converted(old[at]);
    let d = Desc::of(rw, v);
    let indices = old[at + 1..].iter().map(|&i| rw.converted(i)).collect();
    Some((ty, d, indices))
}

/// `alignment` and `nontemporal` carried from a memref load/store.
fn access_attrs(rw: &BodyRewriter, p: &MemrefPatterns, op: Op) -> AttrId {
    let ctx = rw.ctx;
    let old = rw.old.op(op).attrs;
    let mut out: SmallVec<[(Ident, AttrId); 2]> = SmallVec::new();
    if let Some(a) = ctx.dict_get(old, p.names.alignment) {
        out.push((p.names.alignment, a));
    }
    if let Some(a) = ctx.dict_get(old, p.names.nontemporal) {
        if a != AttrId::FALSE {
            out.push((p.names.nontemporal, AttrId::UNIT));
        }
    }
    rw.attrs(&out)
}

pub fn load(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let Some((ty, d, indices)) = access_operands(rw, op, 0) else {
        return false;
    };
    let Some(result) = rw.converted_type(rw.old.result(op, 0)) else {
        return false;
    };
    let Some(ptr) = element_ptr(rw, p, ty, &d, &indices, true) else {
        return false;
    };
    let attrs = access_attrs(rw, p, op);
    let v = rw.push1(Opcode::LlvmLoad, &[ptr], result, attrs);
    rw.map_results(op, &[v]);
    true
}

pub fn store(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let value = rw.old.operands(op)[0];
    if rw.converted_type(value).is_none() {
        return false;
    }
    let Some((ty, d, indices)) = access_operands(rw, op, 1) else {
        return false;
    };
    let v = rw.converted(value);
    let Some(ptr) = element_ptr(rw, p, ty, &d, &indices, true) else {
        return false;
    };
    let attrs = access_attrs(rw, p, op);
    rw.push(Opcode::LlvmStore, &[v, ptr], &[], attrs);
    true
}

/// `llvm.atomicrmw` operation numbers for the `memref.atomic_rmw` kinds
/// that have one (in `ATOMIC_RMW_KINDS` order); `None`: no single
/// instruction (mulf, muli).
const ATOMIC_BIN_OPS: [Option<i64>; 16] = [
    Some(11), // addf -> fadd
    Some(1),  // addi -> add
    Some(3),  // andi -> and
    Some(0),  // assign -> xchg
    Some(19), // maximumf -> fmaximum
    Some(13), // maxnumf -> fmax
    Some(7),  // maxs -> max
    Some(9),  // maxu -> umax
    Some(20), // minimumf -> fminimum
    Some(14), // minnumf -> fmin
    Some(8),  // mins -> min
    Some(10), // minu -> umin
    None,     // mulf
    None,     // muli
    Some(5),  // ori -> or
    Some(6),  // xori -> xor
];

/// `acq_rel` in LLVM's atomic ordering numbering.
const ACQ_REL: i128 = 6;

fn int_attr(rw: &BodyRewriter, op: Op, name: Ident) -> Option<i64> {
    match rw
        .ctx
        .attr_data(rw.ctx.dict_get(rw.old.op(op).attrs, name)?)
    {
        AttrData::Integer { value, .. } => Some(*value as i64),
        _ => None,
    }
}

pub fn atomic_rmw(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let Some(bin_op) = int_attr(rw, op, p.names.kind)
        .and_then(|k| ATOMIC_BIN_OPS.get(k as usize).copied().flatten())
    else {
        return false;
    };
    let value = rw.old.operands(op)[0];
    let Some(result) = rw.converted_type(value) else {
        return false;
    };
    let Some((ty, d, indices)) = access_operands(rw, op, 1) else {
        return false;
    };
    let v = rw.converted(value);
    let Some(ptr) = element_ptr(rw, p, ty, &d, &indices, false) else {
        return false;
    };
    let attrs = rw.attrs(&[
        (p.names.bin_op, rw.ctx.int_attr(TypeId::I64, bin_op as i128)),
        (p.names.ordering, rw.ctx.int_attr(TypeId::I64, ACQ_REL)),
    ]);
    let r = rw.push1(Opcode::LlvmAtomicrmw, &[ptr, v], result, attrs);
    rw.map_results(op, &[r]);
    true
}

pub fn prefetch(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let Some((ty, d, indices)) = access_operands(rw, op, 0) else {
        return false;
    };
    let Some(ptr) = element_ptr(rw, p, ty, &d, &indices, false) else {
        return false;
    };
    let attrs = rw.old.op(op).attrs;
    let flag = |name| match rw.ctx.dict_get(attrs, name) {
        Some(a) => a != AttrId::FALSE,
        None => false,
    };
    let (write, data) = (flag(p.names.is_write), flag(p.names.is_data_cache));
    let hint = int_attr(rw, op, p.names.locality_hint).unwrap_or(0);
    let i32a = |v: i64| rw.ctx.int_attr(TypeId::I32, v as i128);
    let attrs = rw.attrs(&[
        (p.names.cache, i32a(i64::from(data))),
        (p.names.hint, i32a(hint)),
        (p.names.rw, i32a(i64::from(write))),
    ]);
    rw.push(Opcode::IntrPrefetch, &[ptr], &[], attrs);
    true
}

pub fn assume_alignment(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let old = rw.old.operands(op)[0];
    let ty = rw.old.value_type(old);
    if rw.memref_descriptor(ty).is_none() {
        return false;
    }
    let Some(alignment) = int_attr(rw, op, p.names.alignment) else {
        return false;
    };
    let v = rw.converted(old);
    let d = Desc::of(rw, v);
    let Some(ptr) = buffer_ptr(rw, p, ty, &d) else {
        return false;
    };
    let t = rw.constant(AttrId::TRUE, TypeId::I1);
    let a = build::index_const(rw, alignment);
    let tag = rw.ctx.string_attr("align");
    let attrs = rw.attrs(&[
        (p.names.op_bundle_sizes, rw.i32_array(&[2])),
        (p.names.op_bundle_tags, rw.ctx.array_attr(&[tag])),
    ]);
    rw.push(Opcode::IntrAssume, &[t, ptr, a], &[], attrs);
    if rw.old.results(op).len() == 1 {
        rw.map_results(op, &[v]);
    }
    true
}

/// The value of an `arith.constant` / `llvm.mlir.constant` index operand.
fn constant_index(rw: &BodyRewriter, v: Value) -> Option<i64> {
    let strata_ir::body::ValueDef::Result { op, .. } = rw.old.value(v).def else {
        return None;
    };
    let d = rw.old.op(op);
    if !matches!(d.opcode, Opcode::ArithConstant | Opcode::LlvmMlirConstant) {
        return None;
    }
    match rw.ctx.attr_data(rw.ctx.dict_get(d.attrs, rw.names.value)?) {
        AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

pub fn dim(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let [src, index] = rw.old.operands(op)[..] else {
        return false;
    };
    let ty = rw.old.value_type(src);
    let ix = rw.tc.index;
    let r = match rw.ctx.type_data(ty) {
        TypeData::UnrankedMemRef { elem, .. } => {
            let Some(elem) = rw.convert_type(*elem) else {
                return false;
            };
            let u = rw.converted(src);
            let idx = rw.converted(index);
            let ranked = rw.extractvalue(u, &[1], TypeId::LLVM_PTR);
            let scalar_desc = rw
                .ctx
                .llvm_struct(&[TypeId::LLVM_PTR, TypeId::LLVM_PTR, ix], false);
            let _ = elem;
            let offset_ptr = build::gep(
                rw,
                &p.names,
                ranked,
                scalar_desc,
                &[GepIndex::Const(0), GepIndex::Const(2)],
                0,
            );
            let one = build::index_const(rw, 1);
            let plus_one = build::add(rw, &p.names, one, idx);
            let size_ptr = build::gep(
                rw,
                &p.names,
                offset_ptr,
                ix,
                &[GepIndex::Value(plus_one)],
                0,
            );
            build::load(rw, size_ptr, ix)
        }
        TypeData::MemRef { shape, .. } => {
            let shape: SmallVec<[i64; 4]> = shape.iter().copied().collect();
            if rw.memref_descriptor(ty).is_none() {
                return false;
            }
            match constant_index(rw, index) {
                Some(i) if (i as usize) < shape.len() && i >= 0 => {
                    let i = i as usize;
                    if shape[i] != DYNAMIC {
                        build::index_const(rw, shape[i])
                    } else {
                        let v = rw.converted(src);
                        Desc::of(rw, v).size(rw, i)
                    }
                }
                _ => {
                    let v = rw.converted(src);
                    let idx = rw.converted(index);
                    let arr = rw.ctx.llvm_array(ix, shape.len() as u64);
                    let one = build::index_const(rw, 1);
                    let sizes = rw.extractvalue(v, &[SIZES], arr);
                    let slot = build::alloca(rw, &p.names, one, arr, TypeId::LLVM_PTR, 0);
                    build::store(rw, sizes, slot);
                    let at = build::gep(
                        rw,
                        &p.names,
                        slot,
                        arr,
                        &[GepIndex::Const(0), GepIndex::Value(idx)],
                        0,
                    );
                    build::load(rw, at, ix)
                }
            }
        }
        _ => return false,
    };
    rw.map_results(op, &[r]);
    true
}

pub fn rank(rw: &mut BodyRewriter, op: Op) -> bool {
    let src = rw.old.operands(op)[0];
    let ty = rw.old.value_type(src);
    let ix = rw.tc.index;
    let r = match rw.ctx.type_data(ty) {
        TypeData::UnrankedMemRef { .. } => {
            let u = rw.converted(src);
            rw.extractvalue(u, &[0], ix)
        }
        TypeData::MemRef { shape, .. } => {
            let n = shape.len() as i64;
            build::index_const(rw, n)
        }
        _ => return false,
    };
    rw.map_results(op, &[r]);
    true
}
