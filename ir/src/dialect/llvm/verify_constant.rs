//! `llvm.mlir.constant`: the value attribute against the result type, with
//! mlir-opt 22's messages and in its order (a string needs an `i8` array
//! of its length, an array attribute a struct or an array of structs, a
//! float its own semantics or an integer of its width, elements a vector
//! or array with as many elements).

use crate::attrs::{AttrData, DenseValues};
use crate::body::Body;
use crate::context::Context;
use crate::diag::DResult;
use crate::ids::{AttrId, Op, TypeId};
use crate::types::{Signedness, TypeData};

pub(super) fn verify(ctx: &Context, body: &Body, op: Op, value: AttrId, ty: TypeId) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let data = ctx.attr_data(value);
    if let AttrData::String { value: s, .. } = data {
        let len = ctx.bytes(*s).len() as u64;
        let ok = match ctx.type_data(ty) {
            TypeData::LlvmArray { len: n, elem } => *n == len && is_int(ctx, *elem, Some(8)),
            _ => false,
        };
        if !ok {
            return err(format!(
                "expected array type of {len} i8 elements for the string constant"
            ));
        }
        return Ok(());
    }
    if let Some(fields) = struct_fields(ctx, ty) {
        let AttrData::Array(items) = data else {
            return err("expected array attribute for struct type".into());
        };
        if items.len() != fields.len() {
            return err(format!("expected array attribute of size {}", fields.len()));
        }
        for (i, (&a, &t)) in items.iter().zip(fields.iter()).enumerate() {
            let scalar = matches!(
                ctx.type_data(t),
                TypeData::Integer {
                    signedness: Signedness::Signless,
                    ..
                } | TypeData::Index
                    | TypeData::Float(_)
            );
            if !scalar {
                return err(
                    "expected struct element types to be floating point type or integer type"
                        .into(),
                );
            }
            let Some(at) = scalar_attr_type(ctx, a) else {
                return err(
                    "expected element of array attribute to be floating point or integer".into(),
                );
            };
            if at != t {
                return err(format!("struct element at index {i} is of wrong type"));
            }
        }
        return Ok(());
    }
    if matches!(ctx.type_data(ty), TypeData::LlvmTarget { .. }) {
        return err("does not support target extension type.".into());
    }
    match data {
        AttrData::Integer { .. } | AttrData::Bool(_) => {
            if !matches!(ctx.type_data(ty), TypeData::Integer { .. }) {
                return err("expected integer type".into());
            }
        }
        AttrData::Float { ty: at, .. } => return float_semantics(ctx, body, op, *at, ty),
        AttrData::DenseElements {
            ty: attr_ty,
            values,
            splat,
        } => {
            if is_scalable(ctx, ty) {
                if !*splat {
                    return err("scalable vector type requires a splat attribute".into());
                }
                return Ok(());
            }
            if !matches!(
                ctx.type_data(ty),
                TypeData::Vector { .. } | TypeData::LlvmArray { .. }
            ) {
                return err("expected vector or array type".into());
            }
            let want = num_elements(ctx, ty);
            let have = shape_elements(ctx, *attr_ty);
            if want != have {
                return err(format!(
                    "type and attribute have a different number of elements: {want} vs. {have}"
                ));
            }
            let attr_elem = leaf_type(ctx, *attr_ty);
            let res_elem = leaf_type(ctx, ty);
            if matches!(ctx.type_data(attr_elem), TypeData::Float(_)) {
                return float_semantics(ctx, body, op, attr_elem, res_elem);
            }
            let int_attr = matches!(ctx.type_data(attr_elem), TypeData::Integer { .. })
                && !matches!(values, DenseValues::String(_));
            if int_attr && !matches!(ctx.type_data(res_elem), TypeData::Integer { .. }) {
                return err("expected integer element type for integer elements attribute".into());
            }
        }
        AttrData::Array(items) => {
            if !matches!(ctx.type_data(ty), TypeData::LlvmArray { .. }) {
                return err("expected array or struct type for array attribute".into());
            }
            return struct_array(ctx, body, op, ty, items, 0);
        }
        // Dialect attributes Strata keeps as text (resources and the
        // like): not judged here.
        AttrData::Opaque { .. } => {}
        _ => return err("only supports integer, float, string or elements attributes".into()),
    }
    Ok(())
}

/// A float attribute of type `attr` for a constant of element type `res`:
/// the same float type, or an integer of the float's width.
fn float_semantics(ctx: &Context, body: &Body, op: Op, attr: TypeId, res: TypeId) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let TypeData::Float(k) = ctx.type_data(attr) else {
        return Ok(());
    };
    match ctx.type_data(res) {
        TypeData::Float(_) if res != attr => {
            err("attribute and type have different float semantics".into())
        }
        TypeData::Integer { width, .. } if *width != k.width() => {
            err(format!("expected integer type of width {}", k.width()))
        }
        _ => Ok(()),
    }
}

/// An array attribute for an array type: nested arrays dimension by
/// dimension, ending in structs whose values are arrays of their size (or
/// `#llvm.zero` / `#llvm.undef`).
fn struct_array(
    ctx: &Context,
    body: &Body,
    op: Op,
    ty: TypeId,
    items: &[AttrId],
    dim: usize,
) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let TypeData::LlvmArray { len, elem } = ctx.type_data(ty) else {
        return Ok(());
    };
    if *len != items.len() as u64 {
        return err(format!(
            "array attribute size does not match array type size in dimension {dim}: {} vs. {len}",
            items.len()
        ));
    }
    let elem = *elem;
    let zero_or_undef = |a: AttrId| match ctx.attr_data(a) {
        AttrData::Opaque { dialect, body } => {
            ctx.str(*dialect) == "llvm" && matches!(ctx.str(*body), "zero" | "undef")
        }
        _ => false,
    };
    if matches!(ctx.type_data(elem), TypeData::LlvmArray { .. }) {
        for (i, &a) in items.iter().enumerate() {
            if zero_or_undef(a) {
                continue;
            }
            let AttrData::Array(sub) = ctx.attr_data(a) else {
                return err(format!(
                    "nested attribute for sub-array in dimension {dim} at index {i} must be a zero, or undef, or array attribute"
                ));
            };
            struct_array(ctx, body, op, elem, sub, dim + 1)?;
        }
        return Ok(());
    }
    let Some(fields) = struct_fields(ctx, elem) else {
        return err("for array with an array attribute must have a struct element type".into());
    };
    for (i, &a) in items.iter().enumerate() {
        if zero_or_undef(a) {
            continue;
        }
        let AttrData::Array(sub) = ctx.attr_data(a) else {
            return err(format!(
                "nested attribute for struct element at index {i} must be a zero, or undef, or array attribute"
            ));
        };
        if sub.len() != fields.len() {
            return err(format!(
                "nested array attribute size for struct element at index {i} must match struct size: {} vs. {}",
                sub.len(),
                fields.len()
            ));
        }
    }
    Ok(())
}

/// The field types of a literal or identified struct (none for an opaque
/// identified struct, which MLIR treats as a struct of no fields).
pub(super) fn struct_fields(ctx: &Context, t: TypeId) -> Option<Box<[TypeId]>> {
    match ctx.type_data(t) {
        TypeData::LlvmStruct { body, .. } => Some(body.clone()),
        TypeData::LlvmNamedStruct(name) => Some(
            ctx.named_struct_body(*name)
                .and_then(|b| b.body)
                .unwrap_or_default(),
        ),
        _ => None,
    }
}

/// The type of an integer or float attribute (`true` is an `i1`).
fn scalar_attr_type(ctx: &Context, a: AttrId) -> Option<TypeId> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
        AttrData::Bool(_) => Some(TypeId::I1),
        _ => None,
    }
}

fn is_int(ctx: &Context, t: TypeId, width: Option<u32>) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, .. } if width.is_none_or(|x| x == *w))
}

fn is_scalable(ctx: &Context, t: TypeId) -> bool {
    match ctx.type_data(t) {
        TypeData::Vector { scalable, .. } => scalable.iter().any(|&s| s),
        TypeData::LlvmVec { scalable, .. } => *scalable,
        _ => false,
    }
}

/// Scalar elements of a constant's type: vectors and arrays multiply out.
fn num_elements(ctx: &Context, t: TypeId) -> u128 {
    match ctx.type_data(t) {
        TypeData::Vector { shape, elem, .. } => {
            shape.iter().map(|&d| d.max(0) as u128).product::<u128>() * num_elements(ctx, *elem)
        }
        TypeData::LlvmArray { len, elem } => u128::from(*len) * num_elements(ctx, *elem),
        _ => 1,
    }
}

/// Elements of an elements attribute's shaped type.
fn shape_elements(ctx: &Context, t: TypeId) -> u128 {
    match ctx.type_data(t) {
        TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => {
            shape.iter().map(|&d| d.max(0) as u128).product()
        }
        _ => 1,
    }
}

/// The element type under any vectors, tensors and arrays.
fn leaf_type(ctx: &Context, t: TypeId) -> TypeId {
    let mut t = t;
    // Bounded: types nest finitely, but keep malformed input from looping.
    for _ in 0..64 {
        t = match ctx.type_data(t) {
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::LlvmVec { elem, .. }
            | TypeData::LlvmArray { elem, .. } => *elem,
            _ => return t,
        };
    }
    t
}
