//! Memref descriptors in the LLVM dialect: the ranked
//! `struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>` (allocated
//! pointer, aligned pointer, offset, sizes, strides) and the unranked
//! `struct<(iN, ptr)>` (rank, pointer to a ranked descriptor).

use strata_ir::{Opcode, TypeData, TypeId, Value};

use super::build::{self, GepIndex};
use super::names::MemrefNames;
use crate::conversion::BodyRewriter;

pub const ALLOCATED: i64 = 0;
pub const ALIGNED: i64 = 1;
pub const OFFSET: i64 = 2;
pub const SIZES: i64 = 3;
pub const STRIDES: i64 = 4;

/// A ranked descriptor value and its type.
#[derive(Copy, Clone)]
pub struct Desc {
    pub value: Value,
    pub ty: TypeId,
    pub ptr: TypeId,
}

impl Desc {
    pub fn of(rw: &BodyRewriter, value: Value) -> Desc {
        let ty = rw.new_type(value);
        Desc {
            value,
            ty,
            ptr: ptr_type(rw, ty),
        }
    }

    pub fn allocated(&self, rw: &mut BodyRewriter) -> Value {
        rw.extractvalue(self.value, &[ALLOCATED], self.ptr)
    }

    pub fn aligned(&self, rw: &mut BodyRewriter) -> Value {
        rw.extractvalue(self.value, &[ALIGNED], self.ptr)
    }

    pub fn offset(&self, rw: &mut BodyRewriter) -> Value {
        let ix = rw.tc.index;
        rw.extractvalue(self.value, &[OFFSET], ix)
    }

    pub fn size(&self, rw: &mut BodyRewriter, i: usize) -> Value {
        let ix = rw.tc.index;
        rw.extractvalue(self.value, &[SIZES, i as i64], ix)
    }

    pub fn stride(&self, rw: &mut BodyRewriter, i: usize) -> Value {
        let ix = rw.tc.index;
        rw.extractvalue(self.value, &[STRIDES, i as i64], ix)
    }
}

/// The pointer type of a ranked descriptor type (its first field).
pub fn ptr_type(rw: &BodyRewriter, desc: TypeId) -> TypeId {
    match rw.ctx.type_data(desc) {
        TypeData::LlvmStruct { body, .. } if !body.is_empty() => body[0],
        _ => TypeId::LLVM_PTR,
    }
}

/// A descriptor under construction: `insertvalue`s onto a poison value.
pub struct DescBuilder {
    pub value: Value,
}

impl DescBuilder {
    pub fn new(rw: &mut BodyRewriter, ty: TypeId) -> DescBuilder {
        DescBuilder {
            value: rw.poison(ty),
        }
    }

    pub fn set(&mut self, rw: &mut BodyRewriter, pos: &[i64], v: Value) {
        self.value = rw.insertvalue(self.value, v, pos);
    }

    pub fn set_size(&mut self, rw: &mut BodyRewriter, i: usize, v: Value) {
        self.set(rw, &[SIZES, i as i64], v);
    }

    pub fn set_stride(&mut self, rw: &mut BodyRewriter, i: usize, v: Value) {
        self.set(rw, &[STRIDES, i as i64], v);
    }
}

/// A descriptor for freshly allocated memory: both pointers, offset 0, then
/// every size, then every stride.
pub fn from_parts(
    rw: &mut BodyRewriter,
    ty: TypeId,
    allocated: Value,
    aligned: Value,
    sizes: &[Value],
    strides: &[Value],
) -> Value {
    let mut d = DescBuilder::new(rw, ty);
    d.set(rw, &[ALLOCATED], allocated);
    d.set(rw, &[ALIGNED], aligned);
    let zero = build::index_const(rw, 0);
    d.set(rw, &[OFFSET], zero);
    for (i, &s) in sizes.iter().enumerate() {
        d.set_size(rw, i, s);
    }
    for (i, &s) in strides.iter().enumerate() {
        d.set_stride(rw, i, s);
    }
    d.value
}

/// The (allocated, aligned) pointers stored behind an unranked descriptor's
/// pointer: two loads, the second through `gep [1]`.
pub fn unranked_ptrs(
    rw: &mut BodyRewriter,
    n: &MemrefNames,
    ranked_ptr: Value,
    elem_ptr: TypeId,
) -> (Value, Value) {
    let allocated = build::load(rw, ranked_ptr, elem_ptr);
    let p = build::gep(rw, n, ranked_ptr, elem_ptr, &[GepIndex::Const(1)], 0);
    let aligned = build::load(rw, p, elem_ptr);
    (allocated, aligned)
}

/// Stores a ranked descriptor on the stack and wraps it as an unranked
/// descriptor of the given rank (`rank_ty`: the type of the rank constant's
/// attribute, `index` for casts, `i64` for copies).
pub fn to_unranked(
    rw: &mut BodyRewriter,
    n: &MemrefNames,
    d: &Desc,
    rank: i64,
    rank_attr_ty: TypeId,
) -> Value {
    let ix = rw.tc.index;
    let (rank_v, one) = if rank_attr_ty == TypeId::INDEX {
        // MLIR's descriptor promotion counts its alloca in i64 whatever
        // the index width.
        let one = rw.int_constant(1, TypeId::INDEX, TypeId::I64);
        let p = build::alloca(rw, n, one, d.ty, TypeId::LLVM_PTR, 0);
        build::store(rw, d.value, p);
        let r = rw.int_constant(rank as i128, TypeId::INDEX, ix);
        (r, p)
    } else {
        let r = rw.int_constant(rank as i128, rank_attr_ty, ix);
        let one = rw.int_constant(1, TypeId::INDEX, TypeId::I64);
        let p = build::alloca(rw, n, one, d.ty, TypeId::LLVM_PTR, 0);
        build::store(rw, d.value, p);
        (r, p)
    };
    let ty = rw.tc.unranked_descriptor();
    let mut u = DescBuilder::new(rw, ty);
    u.set(rw, &[0], rank_v);
    u.set(rw, &[1], one);
    u.value
}

/// `ptrtoint`-free address space change of a pointer.
pub fn addrspacecast(rw: &mut BodyRewriter, v: Value, to: TypeId) -> Value {
    build::cast(rw, Opcode::LlvmAddrspacecast, v, to)
}
