//! `memref.alloc`, `memref.alloca`, `memref.dealloc`: sizes and strides of
//! a fresh buffer, the allocation call (`malloc`, `aligned_alloc` or the
//! generic `_mlir_memref_to_llvm_*` functions) and pointer alignment.

use smallvec::SmallVec;
use strata_ir::dialect::memref::layout;
use strata_ir::{Op, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::build::{self, GepIndex};
use super::descriptor::{self, Desc};
use super::MemrefPatterns;
use crate::conversion::BodyRewriter;

/// `aligned_alloc` needs an alignment of at least this many bytes.
const MIN_ALIGNED_ALLOC_ALIGNMENT: i64 = 16;

pub type Values = SmallVec<[Value; 4]>;

/// Sizes, strides and the element count of a contiguous row-major buffer,
/// in the order MLIR creates them: one value per size, then the strides
/// from the innermost out, reusing a size value as the next stride while the
/// running stride is 1, multiplying once it is dynamic.
pub fn sizes_and_strides(
    rw: &mut BodyRewriter,
    p: &MemrefPatterns,
    shape: &[i64],
    dynamic: &[Value],
) -> (Values, Values, Value) {
    let mut dynamic = dynamic.iter();
    let mut sizes: Values = SmallVec::new();
    for &d in shape {
        let v = match (d == DYNAMIC).then(|| dynamic.next()).flatten() {
            Some(&v) => v,
            None => build::index_const(rw, d.max(0)),
        };
        sizes.push(v);
    }
    let rank = shape.len();
    let mut strides: Values = SmallVec::from_elem(Value::NONE, rank);
    let mut stride: i64 = 1;
    let mut running = build::index_const(rw, 1);
    for i in (0..rank).rev() {
        strides[i] = running;
        let size_as_stride = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.saturating_mul(shape[i]);
        }
        running = if size_as_stride {
            sizes[i]
        } else if stride == DYNAMIC {
            build::mul(rw, &p.names, running, sizes[i])
        } else {
            build::index_const(rw, stride)
        };
    }
    (sizes, strides, running)
}

/// `ptrtoint(gep null[count])`: the byte size of `count` elements.
pub fn byte_size(rw: &mut BodyRewriter, p: &MemrefPatterns, elem: TypeId, count: Value) -> Value {
    let null = build::null_ptr(rw);
    let g = build::gep(rw, &p.names, null, elem, &[GepIndex::Value(count)], 0);
    let ix = rw.tc.index;
    build::cast(rw, Opcode::LlvmPtrtoint, g, ix)
}

/// The byte size of a (converted-from) element type under the default data
/// layout, as `aligned_alloc` alignment computations need it.
pub fn elem_byte_size(rw: &BodyRewriter, elem: TypeId) -> u64 {
    let ctx = rw.ctx;
    let ix_bytes = u64::from(rw.tc.index_bits).div_ceil(8);
    match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => u64::from(*width).div_ceil(8),
        TypeData::Index => ix_bytes,
        TypeData::Float(_) => float_bytes(ctx, elem),
        TypeData::MemRef { shape, .. } => 16 + ix_bytes * (1 + 2 * shape.len() as u64),
        TypeData::UnrankedMemRef { .. } => ix_bytes + 8,
        TypeData::Complex(e) => 2 * elem_byte_size(rw, *e),
        TypeData::Vector { shape, elem, .. } => {
            let n: i64 = shape.iter().product();
            (n.max(0) as u64 * elem_byte_size(rw, *elem)).next_power_of_two()
        }
        _ => 8,
    }
}

fn float_bytes(ctx: &strata_ir::Context, ty: TypeId) -> u64 {
    match ctx.type_data(ty) {
        // 80- and 128-bit floats occupy 16 bytes.
        TypeData::Float(k) if k.width() > 64 => 16,
        TypeData::Float(k) => u64::from(k.width()).div_ceil(8).next_power_of_two(),
        _ => 4,
    }
}

fn is_scalar(rw: &BodyRewriter, elem: TypeId) -> bool {
    matches!(
        rw.ctx.type_data(elem),
        TypeData::Integer { signedness, .. } if *signedness == strata_ir::types::Signedness::Signless
    ) || matches!(rw.ctx.type_data(elem), TypeData::Index | TypeData::Float(_))
}

fn alignment_attr(rw: &BodyRewriter, p: &MemrefPatterns, op: Op) -> Option<i64> {
    let a = rw.ctx.dict_get(rw.old.op(op).attrs, p.names.alignment)?;
    match rw.ctx.attr_data(a) {
        strata_ir::attrs::AttrData::Integer { value, .. } => Some(*value as i64),
        _ => None,
    }
}

/// The pieces every alloc-like lowering starts from.
struct AllocInfo {
    desc_ty: TypeId,
    ptr: TypeId,
    elem: TypeId,
    old_elem: TypeId,
    shape: SmallVec<[i64; 4]>,
}

fn alloc_info(rw: &BodyRewriter, op: Op) -> Option<AllocInfo> {
    let ty = rw.old.value_type(rw.old.result(op, 0));
    let m = layout::ranked(rw.ctx, ty)?;
    if !layout::is_identity_layout(rw.ctx, m.layout)
        && layout::canonical_layout(rw.ctx, ty).is_some()
    {
        return None;
    }
    let desc_ty = rw.memref_descriptor(ty)?;
    Some(AllocInfo {
        desc_ty,
        ptr: descriptor::ptr_type(rw, desc_ty),
        elem: rw.convert_type(m.elem)?,
        old_elem: m.elem,
        shape: m.shape.into(),
    })
}

fn dynamic_operands(rw: &mut BodyRewriter, op: Op, shape: &[i64]) -> Values {
    let n = layout::num_dynamic(shape);
    let old: SmallVec<[Value; 4]> = rw.old.operands(op).iter().take(n).copied().collect();
    old.iter().map(|&v| rw.converted(v)).collect()
}

pub fn alloc(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let Some(info) = alloc_info(rw, op) else {
        return false;
    };
    let n = &p.names;
    let callee = match (p.use_aligned_alloc, p.use_generic_functions) {
        (true, true) => n.generic_aligned_alloc,
        (true, false) => n.aligned_alloc,
        (false, true) => n.generic_alloc,
        (false, false) => n.malloc,
    };
    let Some(callee) = p.runtime_callee(rw, callee) else {
        return false;
    };
    let dynamic = dynamic_operands(rw, op, &info.shape);
    let (sizes, strides, count) = sizes_and_strides(rw, p, &info.shape, &dynamic);
    let mut bytes = byte_size(rw, p, info.elem, count);
    let ix = rw.tc.index;
    let (allocated, aligned) = if p.use_aligned_alloc {
        let alignment = alignment_attr(rw, p, op).unwrap_or_else(|| {
            let elt = elem_byte_size(rw, info.old_elem).next_power_of_two() as i64;
            elt.max(MIN_ALIGNED_ALLOC_ALIGNMENT)
        });
        let a = build::index_const(rw, alignment);
        let mut divisor = elem_byte_size(rw, info.old_elem) as i64;
        for &d in info.shape.iter().filter(|&&d| d != DYNAMIC) {
            divisor = divisor.saturating_mul(d);
        }
        if alignment == 0 || divisor % alignment != 0 {
            bytes = build::align_up(rw, n, bytes, a);
        }
        let raw = build::call(rw, callee, &[a, bytes], Some(TypeId::LLVM_PTR)).unwrap_or(bytes);
        let ptr = cast_to_space(rw, raw, info.ptr);
        (ptr, ptr)
    } else {
        let alignment = match alignment_attr(rw, p, op) {
            Some(a) => Some(build::index_const(rw, a)),
            None if !is_scalar(rw, info.old_elem) => Some(build::size_of(rw, n, info.elem)),
            None => None,
        };
        if let Some(a) = alignment {
            bytes = build::add(rw, n, bytes, a);
        }
        let raw = build::call(rw, callee, &[bytes], Some(TypeId::LLVM_PTR)).unwrap_or(bytes);
        let allocated = cast_to_space(rw, raw, info.ptr);
        let aligned = match alignment {
            Some(a) => {
                let as_int = build::cast(rw, Opcode::LlvmPtrtoint, allocated, ix);
                let up = build::align_up(rw, n, as_int, a);
                build::cast(rw, Opcode::LlvmInttoptr, up, info.ptr)
            }
            None => allocated,
        };
        (allocated, aligned)
    };
    let d = descriptor::from_parts(rw, info.desc_ty, allocated, aligned, &sizes, &strides);
    rw.map_results(op, &[d]);
    true
}

fn cast_to_space(rw: &mut BodyRewriter, v: Value, ptr: TypeId) -> Value {
    if ptr == TypeId::LLVM_PTR {
        v
    } else {
        descriptor::addrspacecast(rw, v, ptr)
    }
}

pub fn alloca(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let Some(info) = alloc_info(rw, op) else {
        return false;
    };
    let dynamic = dynamic_operands(rw, op, &info.shape);
    let (sizes, strides, count) = sizes_and_strides(rw, p, &info.shape, &dynamic);
    let alignment = alignment_attr(rw, p, op).unwrap_or(0);
    let ptr = build::alloca(rw, &p.names, count, info.elem, info.ptr, alignment);
    let d = descriptor::from_parts(rw, info.desc_ty, ptr, ptr, &sizes, &strides);
    rw.map_results(op, &[d]);
    true
}

pub fn dealloc(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let old = rw.old.operands(op)[0];
    let callee = if p.use_generic_functions {
        p.names.generic_free
    } else {
        p.names.free
    };
    let Some(callee) = p.runtime_callee(rw, callee) else {
        return false;
    };
    if rw.converted_type(old).is_none() {
        return false;
    }
    let v = rw.converted(old);
    let mut ptr = match rw.ctx.type_data(rw.old.value_type(old)) {
        TypeData::MemRef { .. } => Desc::of(rw, v).allocated(rw),
        // The allocated pointer is the first field of the ranked descriptor
        // an unranked one points to.
        _ => {
            let inner = rw.extractvalue(v, &[1], TypeId::LLVM_PTR);
            build::load(rw, inner, TypeId::LLVM_PTR)
        }
    };
    if rw.new_type(ptr) != TypeId::LLVM_PTR {
        ptr = descriptor::addrspacecast(rw, ptr, TypeId::LLVM_PTR);
    }
    build::call(rw, callee, &[ptr], None);
    true
}
