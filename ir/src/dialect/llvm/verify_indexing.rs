//! Index rules of `llvm.getelementptr` and `llvm.shufflevector`, with
//! mlir-opt 22's messages: one dynamic operand per dynamic index, struct
//! fields picked by in-bounds constants, only aggregates and vectors
//! indexed past the first index; a scalable shuffle only splats.

use crate::attrs::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::DResult;
use crate::ids::{Op, TypeId};
use crate::types::TypeData;

/// An index of a GEP: a constant, or a dynamic operand.
#[derive(Copy, Clone)]
enum Index {
    Const(i128),
    Dynamic,
}

pub(super) fn verify_gep(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let d = body.op(op);
    if d.num_results != 1 {
        return err("requires one result".into());
    }
    let attr = |name: crate::Ident| ctx.dict_get(d.attrs, name);
    let raw = super::array_values(ctx, attr(crate::Ident::RAW_CONSTANT_INDICES)).unwrap_or(&[]);
    let dynamic = raw
        .iter()
        .filter(|&&x| x == super::ops::GEP_DYNAMIC_INDEX)
        .count();
    if dynamic + 1 != body.operands(op).len() {
        return err("expected as many dynamic indices as specified in 'rawConstantIndices'".into());
    }
    if super::int_value(ctx, attr(crate::Ident::NO_WRAP_FLAGS)) == Some(1) {
        return err("'inbounds_flag' cannot be used directly.".into());
    }
    let Some(AttrData::Type(elem)) = attr(crate::Ident::ELEM_TYPE).map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let indices = raw.iter().map(|&x| {
        if x == super::ops::GEP_DYNAMIC_INDEX {
            Index::Dynamic
        } else {
            Index::Const(x)
        }
    });
    // The first index steps over the pointer; it does not change the type.
    let mut t: TypeId = *elem;
    for (pos, index) in indices.enumerate().skip(1) {
        t = match ctx.type_data(t) {
            data @ (TypeData::LlvmStruct { .. } | TypeData::LlvmNamedStruct(_)) => {
                // Literal structs are read in place (no copy per GEP);
                // identified ones, rare here, through their table entry.
                let named;
                let fields: &[TypeId] = match data {
                    TypeData::LlvmStruct { body, .. } => body,
                    _ => {
                        named = super::verify_constant::struct_fields(ctx, t).unwrap_or_default();
                        &named
                    }
                };
                let Index::Const(i) = index else {
                    return err(format!(
                        "expected index {pos} indexing a struct to be constant"
                    ));
                };
                let i = i as i32; // MLIR reads the index as an `int32_t`
                match usize::try_from(i).ok().and_then(|i| fields.get(i)) {
                    Some(&f) => f,
                    None => return err(format!("index {pos} indexing a struct is out of bounds")),
                }
            }
            TypeData::Vector { elem, .. } | TypeData::LlvmArray { elem, .. } => *elem,
            _ => {
                return err(format!(
                    "type '{}' cannot be indexed (index #{pos})",
                    super::type_text(ctx, t)
                ))
            }
        };
    }
    Ok(())
}

/// A shuffle of scalable vectors can only broadcast element 0.
pub(super) fn verify_shuffle(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let Some(&v1) = body.operands(op).first() else {
        return Ok(());
    };
    let scalable = match ctx.type_data(body.value_type(v1)) {
        TypeData::Vector { scalable, .. } => scalable.iter().any(|&s| s),
        TypeData::LlvmVec { scalable, .. } => *scalable,
        _ => false,
    };
    let mask = super::array_values(
        ctx,
        crate::dialect::dict_lookup(ctx, body.op(op).attrs, "mask"),
    )
    .unwrap_or(&[]);
    if scalable && mask.iter().any(|&m| m != 0) {
        return Err(crate::verify::op_error(
            ctx,
            body,
            op,
            "expected a splat operation for scalable vectors",
        ));
    }
    Ok(())
}
