//! Data layout of types in memory, following LLVM's default x86-64 layout:
//! integers take their store size (`ceil(width / 8)` bytes) aligned to the
//! next power of two up to 16, structs lay fields out in order with padding.

use strata_ir::{Context, FloatKind, TypeData, TypeId};

use super::Stop;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Bytes a load or store touches.
    pub store: u64,
    /// Distance between consecutive array elements.
    pub alloc: u64,
    pub align: u64,
}

fn int_layout(width: u32) -> Layout {
    let store = width.div_ceil(8).max(1) as u64;
    let align = store.next_power_of_two().min(16);
    Layout {
        store,
        alloc: store.next_multiple_of(align),
        align,
    }
}

pub fn round_up(x: u64, align: u64) -> u64 {
    x.next_multiple_of(align.max(1))
}

/// Types nest at most this deep (a struct containing itself has no layout).
const MAX_TYPE_DEPTH: u32 = 64;
/// Aggregates with more elements than this are not expanded into values.
pub const MAX_AGGREGATE_LEN: u64 = 1 << 20;

pub fn layout(ctx: &Context, ty: TypeId) -> Result<Layout, Stop> {
    layout_at(ctx, ty, 0, &mut Memo::default())
}

/// Layouts of the aggregates met so far in one query: a struct may hold the
/// same type many times over, nested, and a walk without memo takes time
/// exponential in the nesting.
type Memo = rustc_hash::FxHashMap<TypeId, Layout>;

fn element_count(shape: &[i64]) -> u64 {
    shape
        .iter()
        .fold(1u64, |a, &d| a.saturating_mul(d.max(0) as u64))
}

fn layout_at(ctx: &Context, ty: TypeId, depth: u32, memo: &mut Memo) -> Result<Layout, Stop> {
    if depth > MAX_TYPE_DEPTH {
        return Err(Stop::unsupported("type nested too deeply"));
    }
    if let Some(&known) = memo.get(&ty) {
        return Ok(known);
    }
    let l = layout_uncached(ctx, ty, depth, memo)?;
    if !matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    ) {
        memo.insert(ty, l);
    }
    Ok(l)
}

fn layout_uncached(ctx: &Context, ty: TypeId, depth: u32, memo: &mut Memo) -> Result<Layout, Stop> {
    let scalar = |n: u64| Layout {
        store: n,
        alloc: n,
        align: n,
    };
    Ok(match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => int_layout(*width),
        TypeData::Index | TypeData::LlvmPtr { .. } | TypeData::SpirvPtr { .. } => scalar(8),
        TypeData::Float(k) => match k {
            FloatKind::BF16 | FloatKind::F16 => scalar(2),
            FloatKind::F32 => scalar(4),
            FloatKind::F64 => scalar(8),
            _ => return Err(Stop::unsupported("float type without a layout")),
        },
        TypeData::LlvmStruct { packed, body } => {
            struct_layout_at(ctx, body, *packed, depth + 1, memo)?.0
        }
        TypeData::LlvmNamedStruct(name) => {
            let body = ctx
                .named_struct_body(*name)
                .and_then(|b| b.body.map(|fields| (b.packed, fields)));
            match body {
                Some((packed, fields)) => {
                    struct_layout_at(ctx, &fields, packed, depth + 1, memo)?.0
                }
                None => return Err(Stop::unsupported("opaque struct has no layout")),
            }
        }
        // SPIR-V aggregates are laid out as `convert-spirv-to-llvm` lowers
        // them: arrays as LLVM arrays (strides are natural or the lowering
        // refuses), structs without member offsets packed.
        TypeData::SpirvStruct {
            members, offsets, ..
        } => struct_layout_at(ctx, members, offsets.is_empty(), depth + 1, memo)?.0,
        TypeData::SpirvRtArray { elem, .. } => Layout {
            store: 0,
            alloc: 0,
            align: layout_at(ctx, *elem, depth + 1, memo)?.align,
        },
        TypeData::SpirvArray { len, elem, .. } => {
            let e = layout_at(ctx, *elem, depth + 1, memo)?;
            let size = e.alloc.saturating_mul(u64::from(*len));
            Layout {
                store: size,
                alloc: size,
                align: e.align,
            }
        }
        TypeData::LlvmArray { len, elem } => {
            let e = layout_at(ctx, *elem, depth + 1, memo)?;
            let size = e.alloc.saturating_mul(*len);
            Layout {
                store: size,
                alloc: size,
                align: e.align,
            }
        }
        TypeData::Vector { shape, elem, .. } => {
            let e = layout_at(ctx, *elem, depth + 1, memo)?;
            let size = e.store.saturating_mul(element_count(shape));
            let align = size.next_power_of_two().min(64);
            Layout {
                store: size,
                alloc: round_up(size, align),
                align,
            }
        }
        _ => return Err(Stop::unsupported("type has no memory layout")),
    })
}

/// Layout of a struct and the byte offset of each field.
pub fn struct_layout(
    ctx: &Context,
    fields: &[TypeId],
    packed: bool,
) -> Result<(Layout, Vec<u64>), Stop> {
    struct_layout_at(ctx, fields, packed, 0, &mut Memo::default())
}

fn struct_layout_at(
    ctx: &Context,
    fields: &[TypeId],
    packed: bool,
    depth: u32,
    memo: &mut Memo,
) -> Result<(Layout, Vec<u64>), Stop> {
    let mut offset = 0u64;
    let mut align = 1u64;
    let mut offsets = Vec::with_capacity(fields.len());
    for &f in fields {
        let l = layout_at(ctx, f, depth + 1, memo)?;
        let a = if packed { 1 } else { l.align };
        offset = round_up(offset, a);
        offsets.push(offset);
        offset = offset.saturating_add(l.alloc);
        align = align.max(a);
    }
    let size = round_up(offset, align);
    Ok((
        Layout {
            store: size,
            alloc: size,
            align,
        },
        offsets,
    ))
}

/// Fields of an aggregate type: `(field type, byte offset)` for struct
/// fields, array and vector elements. Huge arrays are a memory limit, not
/// a value the interpreter builds.
pub fn aggregate_fields(ctx: &Context, ty: TypeId) -> Result<Option<Vec<(TypeId, u64)>>, Stop> {
    Ok(Some(match ctx.type_data(ty) {
        TypeData::LlvmStruct { packed, body } => {
            let (_, offs) = struct_layout(ctx, body, *packed)?;
            body.iter().copied().zip(offs).collect()
        }
        TypeData::LlvmNamedStruct(name) => match ctx.named_struct_body(*name) {
            Some(b) => match b.body {
                Some(fields) => {
                    let (_, offs) = struct_layout(ctx, &fields, b.packed)?;
                    fields.iter().copied().zip(offs).collect()
                }
                None => return Err(Stop::unsupported("opaque struct has no layout")),
            },
            None => return Err(Stop::unsupported("unknown identified struct")),
        },
        TypeData::SpirvStruct {
            members, offsets, ..
        } => {
            let (_, offs) = struct_layout(ctx, members, offsets.is_empty())?;
            members.iter().copied().zip(offs).collect()
        }
        TypeData::SpirvRtArray { .. } => Vec::new(),
        TypeData::SpirvArray { len, elem, .. } => {
            let len = u64::from(*len);
            if len > MAX_AGGREGATE_LEN {
                return Err(Stop::Limit(super::LimitKind::Memory));
            }
            let e = layout(ctx, *elem)?;
            (0..len).map(|i| (*elem, i * e.alloc)).collect()
        }
        TypeData::LlvmArray { len, elem } => {
            if *len > MAX_AGGREGATE_LEN {
                return Err(Stop::Limit(super::LimitKind::Memory));
            }
            let e = layout(ctx, *elem)?;
            (0..*len).map(|i| (*elem, i * e.alloc)).collect()
        }
        TypeData::Vector { shape, elem, .. } => {
            let n = element_count(shape);
            if n > MAX_AGGREGATE_LEN {
                return Err(Stop::Limit(super::LimitKind::Memory));
            }
            let e = layout(ctx, *elem)?;
            (0..n).map(|i| (*elem, i * e.store)).collect()
        }
        _ => return Ok(None),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structs_repeating_their_parts_are_laid_out_once_per_type() {
        // Each struct holds the previous one twice, 30 levels deep: 2^30
        // steps without the memo.
        let ctx = Context::new();
        let mut t = ctx.llvm_struct(&[TypeId::I8, TypeId::I32], false);
        for _ in 0..30 {
            t = ctx.llvm_struct(&[t, t], false);
        }
        let l = layout(&ctx, t).unwrap();
        assert_eq!((l.store, l.align), (8u64 << 30, 4));
    }

    #[test]
    fn odd_integer_widths_round_to_llvm_sizes() {
        let ctx = Context::new();
        let l = layout(&ctx, ctx.int_type(24)).unwrap();
        assert_eq!((l.store, l.alloc, l.align), (3, 4, 4));
        let l = layout(&ctx, ctx.int_type(33)).unwrap();
        assert_eq!((l.store, l.alloc, l.align), (5, 8, 8));
        let l = layout(&ctx, TypeId::I1).unwrap();
        assert_eq!((l.store, l.alloc, l.align), (1, 1, 1));
    }

    #[test]
    fn struct_fields_are_padded() {
        let ctx = Context::new();
        let s = ctx.llvm_struct(&[TypeId::I8, TypeId::I64, TypeId::I16], false);
        let (l, offs) =
            struct_layout(&ctx, &[TypeId::I8, TypeId::I64, TypeId::I16], false).unwrap();
        assert_eq!(offs, vec![0, 8, 16]);
        assert_eq!(l.alloc, 24);
        assert_eq!(layout(&ctx, s).unwrap().alloc, 24);
    }
}
