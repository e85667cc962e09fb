//! SPIR-V types to LLVM types, the rules of MLIR's SPIR-V type conversion:
//! pointers become `!llvm.ptr<space>` (the client API maps storage classes
//! to address spaces), arrays `!llvm.array` (natural strides only),
//! runtime arrays (without stride) zero-length arrays, structs without offsets packed
//! structs, structs with the natural (Vulkan) layout padded structs; member
//! decorations and unnatural strides or offsets do not convert.

use strata_ir::dialect::spirv::enums::storage;
use strata_ir::{TypeData, TypeId};

use super::ClientApi;
use crate::type_converter::TypeConverter;

pub fn convert(tc: &TypeConverter, client: ClientApi, ty: TypeId) -> Option<TypeId> {
    let ctx = tc.ctx;
    match ctx.type_data(ty) {
        TypeData::SpirvPtr { storage, .. } => Some(ctx.llvm_ptr(address_space(client, *storage))),
        TypeData::SpirvArray { len, elem, stride } => {
            // A strided element array's size is counted both ways (see
            // `size_in_bytes`): either one natural stride converts.
            let stride = Some(u64::from(*stride));
            if stride != Some(0)
                && size_in_bytes(tc, *elem, false) != stride
                && size_in_bytes(tc, *elem, true) != stride
            {
                return None;
            }
            Some(ctx.llvm_array(tc.convert(*elem)?, u64::from(*len)))
        }
        TypeData::SpirvRtArray { elem, stride } => {
            if *stride != 0 {
                return None;
            }
            Some(ctx.llvm_array(tc.convert(*elem)?, 0))
        }
        TypeData::SpirvStruct {
            members,
            offsets,
            decorations,
        } => {
            if !decorations.is_empty() {
                return None;
            }
            if !offsets.is_empty() && vulkan_layout(tc, ty).is_none() {
                return None;
            }
            let body = members
                .iter()
                .map(|&m| tc.convert(m))
                .collect::<Option<Vec<_>>>()?;
            Some(ctx.llvm_struct(&body, offsets.is_empty()))
        }
        _ => None,
    }
}

/// The LLVM address space of a storage class under `client`.
pub fn address_space(client: ClientApi, storage_class: u32) -> u32 {
    if client != ClientApi::OpenCL {
        return 0;
    }
    match storage_class {
        storage::CROSS_WORKGROUP | storage::INPUT => 1,
        storage::UNIFORM_CONSTANT => 2,
        storage::WORKGROUP => 3,
        storage::GENERIC => 4,
        storage::DEVICE_ONLY_INTEL => 5,
        storage::HOST_ONLY_INTEL => 6,
        _ => 0,
    }
}

/// Size of an array element, as SPIR-V's `getSizeInBytes`: defined for
/// scalars (booleans aside), vectors of them and arrays of those; structs
/// have none. A strided array measures `(element size + stride) * length`
/// in MLIR 22, and `stride * length` in newer MLIR (which stopped counting
/// the element twice); `fixed` picks the latter.
fn size_in_bytes(tc: &TypeConverter, ty: TypeId, fixed: bool) -> Option<u64> {
    let ctx = tc.ctx;
    match ctx.type_data(ty) {
        TypeData::Integer { width: 1, .. } => None,
        TypeData::Integer { width, .. } => Some(u64::from(*width).div_ceil(8)),
        TypeData::Float(k) => Some(u64::from(k.width()).div_ceil(8)),
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => u64::try_from(shape[0])
            .ok()?
            .checked_mul(size_in_bytes(tc, *elem, fixed)?),
        TypeData::SpirvArray { len, elem, stride } => {
            let elem_size = size_in_bytes(tc, *elem, fixed)?;
            let per = match (*stride, fixed) {
                (0, _) => elem_size,
                (s, true) => u64::from(s),
                (s, false) => elem_size.checked_add(u64::from(s))?,
            };
            u64::from(*len).checked_mul(per)
        }
        _ => None,
    }
}

/// `(size, alignment)` of `ty` when it is laid out exactly as the Vulkan
/// layout rules decorate it (offsets and strides all natural); `None`
/// otherwise (or when a size overflows).
fn vulkan_layout(tc: &TypeConverter, ty: TypeId) -> Option<(u64, u64)> {
    // Memoised: a struct may hold the same member type many times over,
    // nested (a walk without memo is exponential in the nesting).
    let mut memo = rustc_hash::FxHashMap::default();
    layout_memo(tc, ty, &mut memo)
}

type LayoutMemo = rustc_hash::FxHashMap<TypeId, Option<(u64, u64)>>;

fn layout_memo(tc: &TypeConverter, ty: TypeId, memo: &mut LayoutMemo) -> Option<(u64, u64)> {
    if let Some(&known) = memo.get(&ty) {
        return known;
    }
    let r = layout_of(tc, ty, memo);
    memo.insert(ty, r);
    r
}

fn layout_of(tc: &TypeConverter, ty: TypeId, memo: &mut LayoutMemo) -> Option<(u64, u64)> {
    let ctx = tc.ctx;
    match ctx.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Float(_) => {
            // Zero-sized scalars (`i0`) have no alignment to lay out by.
            let s = size_in_bytes(tc, ty, false).filter(|&s| s > 0)?;
            Some((s, s))
        }
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => {
            let (es, ea) = layout_memo(tc, *elem, memo)?;
            let n = u64::try_from(shape[0]).ok()?;
            Some((n.checked_mul(es)?, if n == 2 { 2 * ea } else { 4 * ea }))
        }
        TypeData::SpirvArray { len, elem, stride } => {
            let (es, ea) = layout_memo(tc, *elem, memo)?;
            let natural = es.div_ceil(ea).checked_mul(ea)?;
            (u64::from(*stride) == natural)
                .then(|| Some((u64::from(*len).checked_mul(natural)?, ea)))
                .flatten()
        }
        TypeData::SpirvRtArray { elem, stride } => {
            let (es, ea) = layout_memo(tc, *elem, memo)?;
            let natural = es.div_ceil(ea).checked_mul(ea)?;
            (u64::from(*stride) == natural).then_some((0, ea))
        }
        TypeData::SpirvStruct {
            members, offsets, ..
        } => {
            if offsets.len() != members.len() {
                return None;
            }
            let (mut end, mut align) = (0u64, 1u64);
            for (&m, &o) in members.iter().zip(offsets.iter()) {
                let (s, a) = layout_memo(tc, m, memo)?;
                let at = end.div_ceil(a).checked_mul(a)?;
                if u64::from(o) != at {
                    return None;
                }
                end = at.checked_add(s)?;
                align = align.max(a);
            }
            Some((end.div_ceil(align).checked_mul(align)?, align))
        }
        _ => None,
    }
}
