//! Ops that build a new descriptor from an existing one: `memref.cast`,
//! `memref.memory_space_cast`, `memref.reinterpret_cast`, `memref.view`,
//! `memref.transpose`, `memref.extract_strided_metadata`,
//! `memref.extract_aligned_pointer_as_index`, `memref.get_global`.

use smallvec::SmallVec;
use strata_ir::attrs::{AffineExpr, AttrData, DenseValues};
use strata_ir::dialect::memref::layout;
use strata_ir::{AttrId, Ident, Op, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::build::{self, GepIndex};
use super::descriptor::{self, Desc, DescBuilder, ALIGNED, ALLOCATED, OFFSET, SIZES, STRIDES};
use super::MemrefPatterns;
use crate::conversion::BodyRewriter;

/// Whether `ty` is an unranked memref.
fn is_unranked(rw: &BodyRewriter, ty: TypeId) -> bool {
    matches!(rw.ctx.type_data(ty), TypeData::UnrankedMemRef { .. })
}

fn rank_of(rw: &BodyRewriter, ty: TypeId) -> Option<usize> {
    layout::ranked(rw.ctx, ty).map(|m| m.shape.len())
}

pub fn cast(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let src = rw.old.operands(op)[0];
    let (from, to) = (
        rw.old.value_type(src),
        rw.old.value_type(rw.old.result(op, 0)),
    );
    if rw.convert_type(from).is_none() || rw.convert_type(to).is_none() {
        return false;
    }
    let result = rw.old.result(op, 0);
    let same_kind = is_unranked(rw, from) == is_unranked(rw, to);
    if same_kind && !rw.has_uses(result) {
        // Nothing to build, and no descriptor to materialize.
        return true;
    }
    let v = rw.converted(src);
    let r = match (is_unranked(rw, from), is_unranked(rw, to)) {
        (false, false) => v,
        (false, true) => {
            let d = Desc::of(rw, v);
            let Some(rank) = rank_of(rw, from) else {
                return false;
            };
            descriptor::to_unranked(rw, &p.names, &d, rank as i64, TypeId::INDEX)
        }
        (true, false) => {
            let Some(desc_ty) = rw.convert_type(to) else {
                return false;
            };
            let ptr = rw.extractvalue(v, &[1], TypeId::LLVM_PTR);
            build::load(rw, ptr, desc_ty)
        }
        (true, true) => v,
    };
    rw.map_results(op, &[r]);
    true
}

pub fn memory_space_cast(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let src = rw.old.operands(op)[0];
    let (from, to) = (
        rw.old.value_type(src),
        rw.old.value_type(rw.old.result(op, 0)),
    );
    let Some(to_desc) = rw.convert_type(to) else {
        return false;
    };
    if rw.convert_type(from).is_none() {
        return false;
    }
    let v = rw.converted(src);
    let r = if let Some(rank) = rank_of(rw, from) {
        let d = Desc::of(rw, v);
        let to_ptr = descriptor::ptr_type(rw, to_desc);
        let allocated = d.allocated(rw);
        let aligned = d.aligned(rw);
        let offset = d.offset(rw);
        let sizes: SmallVec<[Value; 4]> = (0..rank).map(|i| d.size(rw, i)).collect();
        let strides: SmallVec<[Value; 4]> = (0..rank).map(|i| d.stride(rw, i)).collect();
        let allocated = descriptor::addrspacecast(rw, allocated, to_ptr);
        let aligned = descriptor::addrspacecast(rw, aligned, to_ptr);
        let mut b = DescBuilder::new(rw, to_desc);
        b.set(rw, &[ALLOCATED], allocated);
        b.set(rw, &[ALIGNED], aligned);
        b.set(rw, &[OFFSET], offset);
        for i in 0..rank {
            b.set_size(rw, i, sizes[i]);
            b.set_stride(rw, i, strides[i]);
        }
        b.value
    } else {
        unranked_space_cast(rw, p, v, from, to)
    };
    rw.map_results(op, &[r]);
    true
}

/// Pointer width in bytes (the default data layout's 64-bit pointers).
const PTR_BYTES: i64 = 8;

/// An unranked memory space cast copies the underlying descriptor into a
/// fresh stack buffer, casting its two pointers.
fn unranked_space_cast(
    rw: &mut BodyRewriter,
    p: &MemrefPatterns,
    v: Value,
    from: TypeId,
    to: TypeId,
) -> Value {
    let n = &p.names;
    let space = |t| match rw.ctx.type_data(t) {
        TypeData::UnrankedMemRef { memory_space, .. } => {
            rw.tc.address_space(*memory_space).unwrap_or(0)
        }
        _ => 0,
    };
    let (from_ptr, to_ptr) = (rw.ctx.llvm_ptr(space(from)), rw.ctx.llvm_ptr(space(to)));
    let ix = rw.tc.index;
    let rank = rw.extractvalue(v, &[0], ix);
    let src = rw.extractvalue(v, &[1], TypeId::LLVM_PTR);
    let ty = rw.tc.unranked_descriptor();
    let mut u = DescBuilder::new(rw, ty);
    u.set(rw, &[0], rank);
    let one = build::index_const(rw, 1);
    let two = build::index_const(rw, 2);
    let index_size = build::index_const(rw, i64::from(rw.tc.index_bits.div_ceil(8)));
    let ptr_size = build::index_const(rw, PTR_BYTES);
    let ptrs = build::mul(rw, n, two, ptr_size);
    let r = rw.extractvalue(u.value, &[0], ix);
    let dims = build::mul(rw, n, two, r);
    let fields = build::add(rw, n, dims, one);
    let fields = build::mul(rw, n, fields, index_size);
    let bytes = build::add(rw, n, ptrs, fields);
    let dst = build::alloca(rw, n, bytes, TypeId::I8, TypeId::LLVM_PTR, 0);
    u.set(rw, &[1], dst);
    let (allocated, aligned) = descriptor::unranked_ptrs(rw, n, src, from_ptr);
    let allocated = descriptor::addrspacecast(rw, allocated, to_ptr);
    let aligned = descriptor::addrspacecast(rw, aligned, to_ptr);
    build::store(rw, allocated, dst);
    let second = build::gep(rw, n, dst, to_ptr, &[GepIndex::Const(1)], 0);
    build::store(rw, aligned, second);
    let src_rest = build::gep(rw, n, src, from_ptr, &[GepIndex::Const(2)], 0);
    let dst_rest = build::gep(rw, n, dst, to_ptr, &[GepIndex::Const(2)], 0);
    let header = build::index_const(rw, 2 * PTR_BYTES);
    let rest = build::sub(rw, n, bytes, header);
    memcpy(rw, n, dst_rest, src_rest, rest);
    u.value
}

/// `llvm.intr.memcpy(dst, src, len) <{isVolatile = false}>`
pub fn memcpy(
    rw: &mut BodyRewriter,
    n: &super::names::MemrefNames,
    dst: Value,
    src: Value,
    len: Value,
) {
    let attrs = rw.attrs(&[(n.is_volatile, AttrId::FALSE)]);
    rw.push(Opcode::IntrMemcpy, &[dst, src, len], &[], attrs);
}

fn i64_array(rw: &BodyRewriter, op: Op, name: Ident) -> SmallVec<[i64; 4]> {
    match rw
        .ctx
        .dict_get(rw.old.op(op).attrs, name)
        .map(|a| rw.ctx.attr_data(a))
    {
        Some(AttrData::DenseArray {
            values: DenseValues::Int(v),
            ..
        }) => v.iter().map(|&x| x as i64).collect(),
        _ => SmallVec::new(),
    }
}

/// A static value, or the next dynamic operand.
fn static_or_dynamic(
    rw: &mut BodyRewriter,
    v: i64,
    dynamic: &mut impl Iterator<Item = Value>,
) -> Value {
    if v == DYNAMIC {
        if let Some(d) = dynamic.next() {
            return rw.converted(d);
        }
    }
    build::index_const(rw, v)
}

pub fn reinterpret_cast(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let old: SmallVec<[Value; 8]> = rw.old.operands(op).iter().copied().collect();
    let from = rw.old.value_type(old[0]);
    let to = rw.old.value_type(rw.old.result(op, 0));
    let Some(to_desc) = rw.convert_type(to) else {
        return false;
    };
    if rw.convert_type(from).is_none() {
        return false;
    }
    let offsets = i64_array(rw, op, p.names.static_offsets);
    let sizes = i64_array(rw, op, p.names.static_sizes);
    let strides = i64_array(rw, op, p.names.static_strides);
    let v = rw.converted(old[0]);
    let mut b = DescBuilder::new(rw, to_desc);
    let (allocated, aligned) = if is_unranked(rw, from) {
        let ptr = descriptor::ptr_type(rw, to_desc);
        let src = rw.extractvalue(v, &[1], TypeId::LLVM_PTR);
        descriptor::unranked_ptrs(rw, &p.names, src, ptr)
    } else {
        let d = Desc::of(rw, v);
        (d.allocated(rw), d.aligned(rw))
    };
    b.set(rw, &[ALLOCATED], allocated);
    b.set(rw, &[ALIGNED], aligned);
    let mut dynamic = old[1..].iter().copied();
    let off = static_or_dynamic(rw, offsets.first().copied().unwrap_or(0), &mut dynamic);
    b.set(rw, &[OFFSET], off);
    // Operands are grouped: all dynamic sizes, then all dynamic strides.
    let n_dyn_sizes = sizes.iter().filter(|&&s| s == DYNAMIC).count();
    let rest: SmallVec<[Value; 8]> = dynamic.collect();
    let (dyn_sizes, dyn_strides) = rest.split_at(n_dyn_sizes.min(rest.len()));
    let (mut dyn_sizes, mut dyn_strides) = (dyn_sizes.iter().copied(), dyn_strides.iter().copied());
    for i in 0..sizes.len() {
        let s = static_or_dynamic(rw, sizes[i], &mut dyn_sizes);
        b.set_size(rw, i, s);
        let st = static_or_dynamic(rw, strides.get(i).copied().unwrap_or(1), &mut dyn_strides);
        b.set_stride(rw, i, st);
    }
    rw.map_results(op, &[b.value]);
    true
}

pub fn view(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let old: SmallVec<[Value; 8]> = rw.old.operands(op).iter().copied().collect();
    let from = rw.old.value_type(old[0]);
    let to = rw.old.value_type(rw.old.result(op, 0));
    let (Some(to_desc), Some(_)) = (rw.convert_type(to), rw.memref_descriptor(from)) else {
        return false;
    };
    let Some(m) = layout::ranked(rw.ctx, to) else {
        return false;
    };
    let shape: SmallVec<[i64; 4]> = m.shape.iter().copied().collect();
    let Some((strides, _)) = layout::strides_and_offset(rw.ctx, to) else {
        return false;
    };
    let v = rw.converted(old[0]);
    let d = Desc::of(rw, v);
    let mut b = DescBuilder::new(rw, to_desc);
    let allocated = d.allocated(rw);
    b.set(rw, &[ALLOCATED], allocated);
    let aligned = d.aligned(rw);
    let shift = rw.converted(old[1]);
    let shifted = build::gep(
        rw,
        &p.names,
        aligned,
        TypeId::I8,
        &[GepIndex::Value(shift)],
        0,
    );
    b.set(rw, &[ALIGNED], shifted);
    let zero = build::index_const(rw, 0);
    b.set(rw, &[OFFSET], zero);
    let dyn_sizes: SmallVec<[Value; 4]> = old[2..].iter().copied().collect();
    // Sizes and strides from the innermost dimension out; a dynamic stride
    // is the next inner stride times the next inner size.
    let mut next: Option<(Value, Value)> = None;
    for i in (0..shape.len()).rev() {
        let size = if shape[i] == DYNAMIC {
            let k = shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
            match dyn_sizes.get(k) {
                Some(&s) => rw.converted(s),
                None => return false,
            }
        } else {
            build::index_const(rw, shape[i])
        };
        b.set_size(rw, i, size);
        let stride = match next {
            None => build::index_const(rw, 1),
            Some(_) if strides[i] != DYNAMIC => build::index_const(rw, strides[i]),
            Some((s, z)) => build::mul(rw, &p.names, s, z),
        };
        b.set_stride(rw, i, stride);
        next = Some((stride, size));
    }
    rw.map_results(op, &[b.value]);
    true
}

pub fn transpose(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let src = rw.old.operands(op)[0];
    let to = rw.old.value_type(rw.old.result(op, 0));
    let Some(to_desc) = rw.convert_type(to) else {
        return false;
    };
    let Some(AttrData::AffineMap(map)) = rw
        .ctx
        .dict_get(rw.old.op(op).attrs, p.names.permutation)
        .map(|a| rw.ctx.attr_data(a))
    else {
        return false;
    };
    let perm: Option<SmallVec<[i64; 4]>> = map
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(i64::from(*d)),
            _ => None,
        })
        .collect();
    let Some(perm) = perm else {
        return false;
    };
    let v = rw.converted(src);
    let d = Desc::of(rw, v);
    let mut b = DescBuilder::new(rw, to_desc);
    for pos in [ALLOCATED, ALIGNED] {
        let x = rw.extractvalue(v, &[pos], d.ptr);
        b.set(rw, &[pos], x);
    }
    let off = d.offset(rw);
    b.set(rw, &[OFFSET], off);
    for (target, &source) in perm.iter().enumerate() {
        let ix = rw.tc.index;
        let s = rw.extractvalue(v, &[SIZES, source], ix);
        b.set_size(rw, target, s);
        let st = rw.extractvalue(v, &[STRIDES, source], ix);
        b.set_stride(rw, target, st);
    }
    rw.map_results(op, &[b.value]);
    true
}

pub fn extract_aligned_pointer(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let src = rw.old.operands(op)[0];
    let ty = rw.old.value_type(src);
    if rw.convert_type(ty).is_none() {
        return false;
    }
    let v = rw.converted(src);
    let ix = rw.tc.index;
    let aligned = if is_unranked(rw, ty) {
        let ptr = rw.extractvalue(v, &[1], TypeId::LLVM_PTR);
        let elem_ptr = match rw.ctx.type_data(ty) {
            TypeData::UnrankedMemRef { memory_space, .. } => rw
                .ctx
                .llvm_ptr(rw.tc.address_space(*memory_space).unwrap_or(0)),
            _ => TypeId::LLVM_PTR,
        };
        // Only the aligned field is read (MLIR loads no allocated pointer
        // here, unlike for casts).
        let field = build::gep(rw, &p.names, ptr, elem_ptr, &[GepIndex::Const(1)], 0);
        build::load(rw, field, elem_ptr)
    } else {
        Desc::of(rw, v).aligned(rw)
    };
    let r = build::cast(rw, Opcode::LlvmPtrtoint, aligned, ix);
    rw.map_results(op, &[r]);
    true
}

/// `memref.extract_strided_metadata`. MLIR's conversion first folds the
/// op in place: results that are static in the source type and used are
/// replaced by `arith.constant`s; then the base buffer becomes a rank-0
/// descriptor and the other results descriptor fields.
pub fn extract_strided_metadata(rw: &mut BodyRewriter, op: Op) -> bool {
    let src = rw.old.operands(op)[0];
    let ty = rw.old.value_type(src);
    let base_ty = rw.old.value_type(rw.old.result(op, 0));
    let (Some(_), Some(base_desc)) = (rw.memref_descriptor(ty), rw.convert_type(base_ty)) else {
        return false;
    };
    let Some(m) = layout::ranked(rw.ctx, ty) else {
        return false;
    };
    let shape: SmallVec<[i64; 4]> = m.shape.iter().copied().collect();
    let Some((strides, offset)) = layout::strides_and_offset(rw.ctx, ty) else {
        return false;
    };
    let rank = shape.len();
    let results: SmallVec<[Value; 8]> = rw.old.results(op).collect();
    // The fold: static offset, sizes, strides with uses become constants.
    let statics: SmallVec<[i64; 8]> = std::iter::once(offset)
        .chain(shape.iter().copied())
        .chain(strides.iter().copied())
        .collect();
    let mut folded: SmallVec<[Option<Value>; 8]> = SmallVec::new();
    for (k, &s) in statics.iter().enumerate() {
        let r = results[k + 1];
        if s != DYNAMIC && rw.has_uses(r) {
            folded.push(Some(arith_index_constant(rw, s)));
        } else {
            folded.push(None);
        }
    }
    let v = rw.converted(src);
    let d = Desc::of(rw, v);
    let allocated = d.allocated(rw);
    let aligned = d.aligned(rw);
    let mut b = DescBuilder::new(rw, base_desc);
    b.set(rw, &[ALLOCATED], allocated);
    b.set(rw, &[ALIGNED], aligned);
    let zero = build::index_const(rw, 0);
    b.set(rw, &[OFFSET], zero);
    let mut mapped: SmallVec<[Value; 8]> = SmallVec::new();
    mapped.push(b.value);
    mapped.push(d.offset(rw));
    for i in 0..rank {
        mapped.push(d.size(rw, i));
    }
    for i in 0..rank {
        mapped.push(d.stride(rw, i));
    }
    for (k, f) in folded.iter().enumerate() {
        if let Some(c) = f {
            mapped[k + 1] = *c;
        }
    }
    rw.map_results(op, &mapped);
    true
}

/// `arith.constant N : index`, as MLIR's in-place folders materialize it.
fn arith_index_constant(rw: &mut BodyRewriter, v: i64) -> Value {
    let attr = rw.ctx.int_attr(TypeId::INDEX, v as i128);
    let attrs = rw.attrs(&[(rw.names.value, attr)]);
    rw.push1(Opcode::ArithConstant, &[], TypeId::INDEX, attrs)
}

/// The allocated pointer of a global's descriptor: a recognisable dead
/// value, since globals are never freed.
const DEAD_BEEF: i64 = 0xdead_beef;

pub fn get_global(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let ty = rw.old.value_type(rw.old.result(op, 0));
    let Some(desc_ty) = rw.memref_descriptor(ty) else {
        return false;
    };
    let Some(m) = layout::ranked(rw.ctx, ty) else {
        return false;
    };
    let shape: SmallVec<[i64; 4]> = m.shape.iter().copied().collect();
    let Some(elem) = rw.convert_type(m.elem) else {
        return false;
    };
    let Some(global_ty) = super::global::global_type(rw.ctx, rw.tc, ty) else {
        return false;
    };
    let Some(name) = rw.ctx.dict_get(rw.old.op(op).attrs, p.names.name) else {
        return false;
    };
    let ptr = descriptor::ptr_type(rw, desc_ty);
    let (sizes, strides, count) = super::alloc::sizes_and_strides(rw, p, &shape, &[]);
    super::alloc::byte_size(rw, p, elem, count);
    let attrs = rw.attrs(&[(rw.names.global_name, name)]);
    let addr = rw.push1(Opcode::LlvmMlirAddressof, &[], ptr, attrs);
    let zeros: SmallVec<[GepIndex; 4]> = (0..=shape.len()).map(|_| GepIndex::Const(0)).collect();
    let aligned = build::gep(rw, &p.names, addr, global_ty, &zeros, 0);
    let dead = build::index_const(rw, DEAD_BEEF);
    let allocated = build::cast(rw, Opcode::LlvmInttoptr, dead, ptr);
    let d = descriptor::from_parts(rw, desc_ty, allocated, aligned, &sizes, &strides);
    rw.map_results(op, &[d]);
    true
}
