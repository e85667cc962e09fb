//! `include-f8e8m0`: `arith.extf` from and `arith.truncf` to `f8E8M0FNU`
//! (and vectors of it) through the format's bits, as MLIR 22's
//! `F8E8M0ExtFOpConverter` and `F8E8M0TruncFOpConverter` write them. The
//! format is an f32 exponent alone: extending shifts it into place (its
//! NaN, all ones, becomes the all-ones f32 NaN); truncating keeps an f32's
//! exponent bits. Other widths go through f32 first (or after).

use strata_ir::attrs::NamedAttr;
use strata_ir::types::FloatKind;
use strata_ir::{AttrId, Body, Context, Op, Opcode, TypeData, TypeId, Value};

use crate::inplace::Builder;

/// Whether `op` is an `extf` from or a `truncf` to (a vector of)
/// `f8E8M0FNU`.
pub fn expands(ctx: &Context, body: &Body, op: Op) -> bool {
    cast_kind(ctx, body, op) == Some(FloatKind::F8E8M0FNU)
}

/// The small float kind `op` converts: the source's of an `extf`, the
/// result's of a `truncf`; `None` for other ops.
pub(super) fn cast_kind(ctx: &Context, body: &Body, op: Op) -> Option<FloatKind> {
    let t = match body.op(op).opcode {
        Opcode::ArithExtf => body.value_type(*body.operands(op).first()?),
        Opcode::ArithTruncf => body.value_type(body.results(op).next()?),
        _ => return None,
    };
    elem_kind(ctx, t)
}

/// Whether MLIR's pattern declines expanding op (one `expands` takes):
/// a `truncf` with a rounding mode.
pub fn declines(ctx: &Context, body: &Body, op: Op) -> bool {
    let d = body.op(op);
    d.opcode == Opcode::ArithTruncf && ctx.dict_get(d.attrs, ctx.ident("roundingmode")).is_some()
}

pub(super) fn elem_kind(ctx: &Context, t: TypeId) -> Option<FloatKind> {
    let elem = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    match ctx.type_data(elem) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

pub(super) use strata_ir::dialect::arith::shaped_like as like;

/// The op's `fastmath` flags (and, for `truncf` to f32, its rounding
/// mode), carried to the `extf`/`truncf` that adjusts the width.
fn carried(ctx: &Context, attrs: AttrId, names: &[&str]) -> AttrId {
    let entries: Vec<NamedAttr> = names
        .iter()
        .filter_map(|n| {
            let name = ctx.ident(n);
            ctx.dict_get(attrs, name)
                .map(|value| NamedAttr { name, value })
        })
        .collect();
    ctx.dict_attr(&entries)
}

/// The replacement of `extf`/`truncf` op (`opcode`, `attrs`) of operand
/// `a` and result type `ty`.
pub fn expand(bld: &mut Builder, opcode: Opcode, attrs: AttrId, a: Value, ty: TypeId) -> Value {
    let ctx = bld.ctx;
    let src = bld.body.value_type(a);
    let (i8t, i32t, f32t) = (
        like(ctx, src, TypeId::I8),
        like(ctx, src, TypeId::I32),
        like(ctx, src, TypeId::F32),
    );
    if opcode == Opcode::ArithExtf {
        let bits = bld.op1(Opcode::ArithBitcast, &[a], i8t, AttrId::EMPTY_DICT);
        let f8_nan = bld.constant(-1, i8t);
        let f32_nan = bld.constant(-1, i32t);
        let shift = bld.constant(23, i32t);
        let wide = bld.op1(Opcode::ArithExtui, &[bits], i32t, AttrId::EMPTY_DICT);
        let shifted = bld.bin(Opcode::ArithShli, wide, shift);
        let is_nan = bld.cmpi(0, bits, f8_nan);
        let sel = bld.select(is_nan, f32_nan, shifted);
        let f = bld.op1(Opcode::ArithBitcast, &[sel], f32t, AttrId::EMPTY_DICT);
        let width = elem_kind(ctx, ty).map_or(32, |k| k.width());
        return if width < 32 {
            let attrs = carried(ctx, attrs, &["fastmath"]);
            bld.op1(Opcode::ArithTruncf, &[f], ty, attrs)
        } else if width > 32 {
            let attrs = carried(ctx, attrs, &["fastmath"]);
            bld.op1(Opcode::ArithExtf, &[f], ty, attrs)
        } else {
            f
        };
    }
    let f32t = like(ctx, ty, TypeId::F32);
    let (i8t, i32t) = (like(ctx, ty, TypeId::I8), like(ctx, ty, TypeId::I32));
    let width = elem_kind(ctx, src).map_or(32, |k| k.width());
    let a = if width < 32 {
        let attrs = carried(ctx, attrs, &["fastmath"]);
        bld.op1(Opcode::ArithExtf, &[a], f32t, attrs)
    } else if width > 32 {
        let attrs = carried(ctx, attrs, &["roundingmode", "fastmath"]);
        bld.op1(Opcode::ArithTruncf, &[a], f32t, attrs)
    } else {
        a
    };
    let bits = bld.op1(Opcode::ArithBitcast, &[a], i32t, AttrId::EMPTY_DICT);
    let shift = bld.constant(23, i32t);
    let exp = bld.bin(Opcode::ArithShrui, bits, shift);
    let narrow = bld.op1(Opcode::ArithTrunci, &[exp], i8t, AttrId::EMPTY_DICT);
    bld.op1(Opcode::ArithBitcast, &[narrow], ty, AttrId::EMPTY_DICT)
}
