//! `memref.copy`: `llvm.intr.memcpy` between contiguous buffers, otherwise
//! the `memrefCopy` runtime function on unranked descriptors.

use strata_ir::dialect::memref::layout;
use strata_ir::{AttrId, Op, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::build::{self};
use super::descriptor::{self, Desc};
use super::views::memcpy;
use super::MemrefPatterns;
use crate::conversion::BodyRewriter;

/// Identity layouts, and static shapes whose strides are row-major
/// (ignoring unit dimensions), can be copied as one block of bytes.
fn is_contiguous(rw: &BodyRewriter, ty: TypeId) -> bool {
    let Some(m) = layout::ranked(rw.ctx, ty) else {
        return false;
    };
    if layout::is_identity_layout(rw.ctx, m.layout) {
        return true;
    }
    if m.shape.contains(&DYNAMIC) {
        return false;
    }
    let Some((strides, _)) = layout::strides_and_offset(rw.ctx, ty) else {
        return false;
    };
    let mut expected: i64 = 1;
    for (&size, &stride) in m.shape.iter().zip(&strides).rev() {
        if size != 1 && stride != expected {
            return false;
        }
        expected = expected.saturating_mul(size);
    }
    true
}

pub fn copy(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let [src, dst] = rw.old.operands(op)[..] else {
        return false;
    };
    let (src_ty, dst_ty) = (rw.old.value_type(src), rw.old.value_type(dst));
    if rw.convert_type(src_ty).is_none() || rw.convert_type(dst_ty).is_none() {
        return false;
    }
    let Some((elem, _)) = layout::elem_and_space(rw.ctx, src_ty) else {
        return false;
    };
    let Some(elem) = rw.convert_type(elem) else {
        return false;
    };
    if is_contiguous(rw, src_ty) && is_contiguous(rw, dst_ty) {
        intrinsic_copy(rw, p, src, dst, elem);
    } else {
        runtime_copy(rw, p, src, dst, elem);
    }
    true
}

fn intrinsic_copy(rw: &mut BodyRewriter, p: &MemrefPatterns, src: Value, dst: Value, elem: TypeId) {
    let n = &p.names;
    let rank = layout::ranked(rw.ctx, rw.old.value_type(src)).map_or(0, |m| m.shape.len());
    let s = rw.converted(src);
    let t = rw.converted(dst);
    let (s, t) = (Desc::of(rw, s), Desc::of(rw, t));
    let mut count = build::index_const(rw, 1);
    for i in 0..rank {
        let size = s.size(rw, i);
        count = build::mul(rw, n, count, size);
    }
    let elem_size = build::size_of(rw, n, elem);
    let bytes = build::mul(rw, n, count, elem_size);
    let src_ptr = offset_ptr(rw, p, &s, elem);
    let dst_ptr = offset_ptr(rw, p, &t, elem);
    memcpy(rw, n, dst_ptr, src_ptr, bytes);
}

/// The aligned pointer advanced by the descriptor's (dynamic) offset.
fn offset_ptr(rw: &mut BodyRewriter, p: &MemrefPatterns, d: &Desc, elem: TypeId) -> Value {
    let base = d.aligned(rw);
    let off = d.offset(rw);
    build::gep(rw, &p.names, base, elem, &[build::GepIndex::Value(off)], 0)
}

fn runtime_copy(rw: &mut BodyRewriter, p: &MemrefPatterns, src: Value, dst: Value, elem: TypeId) {
    let n = &p.names;
    let save = rw.push1(
        Opcode::IntrStacksave,
        &[],
        TypeId::LLVM_PTR,
        AttrId::EMPTY_DICT,
    );
    let s = as_unranked(rw, p, src);
    let t = as_unranked(rw, p, dst);
    let unranked = rw.tc.unranked_descriptor();
    let one = build::index_const(rw, 1);
    let sp = build::alloca(rw, n, one, unranked, TypeId::LLVM_PTR, 0);
    build::store(rw, s, sp);
    let tp = build::alloca(rw, n, one, unranked, TypeId::LLVM_PTR, 0);
    build::store(rw, t, tp);
    let elem_size = build::size_of(rw, n, elem);
    p.note_call(n.memref_copy);
    build::call(rw, n.memref_copy, &[elem_size, sp, tp], None);
    rw.push(Opcode::IntrStackrestore, &[save], &[], AttrId::EMPTY_DICT);
}

fn as_unranked(rw: &mut BodyRewriter, p: &MemrefPatterns, v: Value) -> Value {
    let ty = rw.old.value_type(v);
    let c = rw.converted(v);
    match rw.ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => {
            let rank = shape.len() as i64;
            let d = Desc::of(rw, c);
            descriptor::to_unranked(rw, &p.names, &d, rank, TypeId::I64)
        }
        _ => c,
    }
}
