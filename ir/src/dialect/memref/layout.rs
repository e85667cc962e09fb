//! Shapes, strides and offsets of memref types: what the memref verifier
//! and the memref lowering both need (MLIR's `getStridesAndOffset`,
//! `SubViewOp::inferResultType` and friends).

use crate::attrs::{AffineExpr, AttrData};
use crate::context::Context;
use crate::ids::{AttrId, TypeId};
use crate::types::{TypeData, DYNAMIC};

/// The parts of a ranked memref type.
#[derive(Clone, Copy, Debug)]
pub struct MemRefParts<'a> {
    pub shape: &'a [i64],
    pub elem: TypeId,
    pub layout: Option<AttrId>,
    pub memory_space: Option<AttrId>,
}

/// The parts of `ty` when it is a ranked memref.
pub fn ranked(ctx: &Context, ty: TypeId) -> Option<MemRefParts<'_>> {
    match ctx.type_data(ty) {
        TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape,
            elem: *elem,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}

/// Whether `ty` is a ranked or unranked memref.
pub fn is_memref(ctx: &Context, ty: TypeId) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// Element type and memory space of a ranked or unranked memref.
pub fn elem_and_space(ctx: &Context, ty: TypeId) -> Option<(TypeId, Option<AttrId>)> {
    match ctx.type_data(ty) {
        TypeData::MemRef {
            elem, memory_space, ..
        }
        | TypeData::UnrankedMemRef { elem, memory_space } => Some((*elem, *memory_space)),
        _ => None,
    }
}

pub fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// Whether a layout is the identity (absent, or an identity affine map).
pub fn is_identity_layout(ctx: &Context, layout: Option<AttrId>) -> bool {
    let Some(l) = layout else {
        return true;
    };
    match ctx.attr_data(l) {
        AttrData::AffineMap(m) => {
            m.num_symbols == 0
                && m.results.len() == m.num_dims as usize
                && m.results
                    .iter()
                    .enumerate()
                    .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
        }
        _ => false,
    }
}

/// The number of symbols of an affine-map layout (0 for other layouts).
pub fn layout_symbols(ctx: &Context, layout: Option<AttrId>) -> u32 {
    match layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::AffineMap(m)) => m.num_symbols,
        _ => 0,
    }
}

/// Row-major strides of a shape; a stride is dynamic once any dimension
/// after it is.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = if running == DYNAMIC || shape[i] == DYNAMIC {
            DYNAMIC
        } else {
            running.saturating_mul(shape[i])
        };
    }
    strides
}

/// Strides and offset of a ranked memref type (`None` when its layout is
/// not strided, e.g. a non-linear affine map).
pub fn strides_and_offset(ctx: &Context, ty: TypeId) -> Option<(Vec<i64>, i64)> {
    let m = ranked(ctx, ty)?;
    let Some(layout) = m.layout else {
        return Some((canonical_strides(m.shape), 0));
    };
    match ctx.attr_data(layout) {
        AttrData::StridedLayout { offset, strides } => Some((strides.to_vec(), *offset)),
        AttrData::AffineMap(map) => {
            if is_identity_layout(ctx, Some(layout)) {
                return Some((canonical_strides(m.shape), 0));
            }
            if map.results.len() != 1 || map.num_dims as usize != m.shape.len() {
                return None;
            }
            let mut strides = vec![0i64; m.shape.len()];
            let mut offset = 0i64;
            linear_terms(&map.results[0], 1, &mut strides, &mut offset)?;
            Some((strides, offset))
        }
        _ => None,
    }
}

/// Accumulates `scale * e` into per-dimension coefficients and an offset;
/// symbols make a coefficient or the offset dynamic. `None` for non-linear
/// expressions.
fn linear_terms(e: &AffineExpr, scale: i64, strides: &mut [i64], offset: &mut i64) -> Option<()> {
    let add = |slot: &mut i64, v: i64| {
        *slot = if *slot == DYNAMIC || v == DYNAMIC {
            DYNAMIC
        } else {
            slot.saturating_add(v)
        };
    };
    match e {
        AffineExpr::Dim(d) => add(strides.get_mut(*d as usize)?, scale),
        AffineExpr::Symbol(_) => add(offset, DYNAMIC),
        AffineExpr::Const(c) => add(
            offset,
            if scale == DYNAMIC {
                DYNAMIC
            } else {
                c.saturating_mul(scale)
            },
        ),
        AffineExpr::Add(a, b) => {
            linear_terms(a, scale, strides, offset)?;
            linear_terms(b, scale, strides, offset)?;
        }
        AffineExpr::Mul(a, b) => {
            let factor = |x: &AffineExpr| match x {
                AffineExpr::Const(c) => Some(*c),
                AffineExpr::Symbol(_) => Some(DYNAMIC),
                _ => None,
            };
            let (term, f) = match (factor(b), factor(a)) {
                (Some(f), _) => (a, f),
                (None, Some(f)) => (b, f),
                _ => return None,
            };
            let s = if scale == DYNAMIC || f == DYNAMIC {
                DYNAMIC
            } else {
                scale.saturating_mul(f)
            };
            linear_terms(term, s, strides, offset)?;
        }
        _ => return None,
    }
    Some(())
}

/// `strided<[strides], offset: o>`.
pub fn strided_layout(ctx: &Context, strides: &[i64], offset: i64) -> AttrId {
    ctx.intern_attr(AttrData::StridedLayout {
        offset,
        strides: strides.into(),
    })
}

/// `strided<[?, ..., ?], offset: ?>` of `rank` dimensions: the layout any
/// strided memref of that rank casts to.
pub fn fully_dynamic_layout(ctx: &Context, rank: usize) -> AttrId {
    strided_layout(ctx, &vec![DYNAMIC; rank], DYNAMIC)
}

/// A ranked memref type.
pub fn memref_type(
    ctx: &Context,
    shape: &[i64],
    elem: TypeId,
    layout: Option<AttrId>,
    memory_space: Option<AttrId>,
) -> TypeId {
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        elem,
        layout,
        memory_space,
    })
}

/// Multiplies possibly dynamic values; a static zero wins, as in MLIR's
/// affine folding.
fn mul_dyn(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_mul(b)
    }
}

fn add_dyn(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_add(b)
    }
}

/// The type of a subview without rank reduction (MLIR's
/// `SubViewOp::inferResultType`).
pub fn subview_type(
    ctx: &Context,
    source: TypeId,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<TypeId> {
    let src = ranked(ctx, source)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (o, s) in offsets.iter().zip(&src_strides) {
        offset = add_dyn(offset, mul_dyn(*o, *s));
    }
    let out_strides: Vec<i64> = strides
        .iter()
        .zip(&src_strides)
        .map(|(a, b)| mul_dyn(*a, *b))
        .collect();
    let layout = strided_layout(ctx, &out_strides, offset);
    Some(memref_type(
        ctx,
        sizes,
        src.elem,
        Some(layout),
        src.memory_space,
    ))
}

/// Normalises a layout for comparison: identity maps and canonical strided
/// layouts with offset 0 are both "no layout".
pub fn canonical_layout(ctx: &Context, ty: TypeId) -> Option<AttrId> {
    let m = ranked(ctx, ty)?;
    if is_identity_layout(ctx, m.layout) {
        return None;
    }
    if let Some(AttrData::StridedLayout { offset, strides }) = m.layout.map(|l| ctx.attr_data(l)) {
        if *offset == 0 && **strides == *canonical_strides(m.shape) {
            return None;
        }
    }
    m.layout
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_strides_propagate_dynamic_dims() {
        assert_eq!(canonical_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(canonical_strides(&[2, DYNAMIC, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
    }

    #[test]
    fn affine_map_layouts_become_strides() {
        let ctx = Context::new();
        let map = ctx.intern_attr(AttrData::AffineMap(crate::attrs::AffineMap {
            num_dims: 2,
            num_symbols: 1,
            results: vec![AffineExpr::Add(
                Box::new(AffineExpr::Mul(
                    Box::new(AffineExpr::Dim(0)),
                    Box::new(AffineExpr::Symbol(0)),
                )),
                Box::new(AffineExpr::Dim(1)),
            )]
            .into(),
        }));
        let ty = memref_type(&ctx, &[4, 4], TypeId::F32, Some(map), None);
        assert_eq!(strides_and_offset(&ctx, ty), Some((vec![DYNAMIC, 1], 0)));
    }
}
