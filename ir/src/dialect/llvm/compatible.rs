//! Whether the LLVM dialect takes a type as it is (MLIR's
//! `LLVM::isCompatibleType`): signless integers, the floats LLVM has, LLVM
//! dialect types and vectors of those, with the bodies of identified
//! structs looked into (a struct met again inside its own body counts as
//! compatible).

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::ids::TypeId;
use crate::types::{FloatKind, NamedStructBody, Signedness, TypeData};

/// Asked for the operands and results of every LLVM op: scalars are
/// answered at once; aggregates are walked with a memo (a struct may hold
/// the same type many times over, nested, and a plain walk is exponential
/// in the nesting).
pub fn is_compatible_type(ctx: &Context, t: TypeId) -> bool {
    match scalar_compatible(ctx, t) {
        Some(known) => known,
        None => walk(ctx, t, &mut FxHashMap::default()),
    }
}

/// The answer for a type without parts; `None` for aggregates.
#[inline]
fn scalar_compatible(ctx: &Context, t: TypeId) -> Option<bool> {
    Some(match ctx.type_data(t) {
        TypeData::Integer { signedness, .. } => *signedness == Signedness::Signless,
        // LLVM has neither TensorFloat-32 nor the small float formats.
        TypeData::Float(k) => *k != FloatKind::TF32 && !k.is_small(),
        TypeData::LlvmPtr { .. }
        | TypeData::LlvmVoid
        | TypeData::LlvmToken
        | TypeData::LlvmLabel
        | TypeData::LlvmMetadata
        | TypeData::LlvmPpcFp128
        | TypeData::LlvmX86Amx
        | TypeData::LlvmTarget { .. } => true,
        TypeData::Vector { .. }
        | TypeData::LlvmVec { .. }
        | TypeData::LlvmStruct { .. }
        | TypeData::LlvmNamedStruct(_)
        | TypeData::LlvmArray { .. }
        | TypeData::LlvmFunc { .. } => return None,
        _ => false,
    })
}

fn walk(ctx: &Context, t: TypeId, memo: &mut FxHashMap<TypeId, bool>) -> bool {
    if let Some(known) = scalar_compatible(ctx, t) {
        return known;
    }
    if let Some(&known) = memo.get(&t) {
        return known;
    }
    // Compatible while its parts are looked at: a cycle through identified
    // structs closes here.
    memo.insert(t, true);
    let ok = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => walk(ctx, *elem, memo),
        TypeData::LlvmStruct { body, .. } => body.iter().all(|&f| walk(ctx, f, memo)),
        TypeData::LlvmNamedStruct(name) => match ctx.named_struct_body(*name) {
            Some(NamedStructBody {
                body: Some(body), ..
            }) => body.iter().all(|&f| walk(ctx, f, memo)),
            // Opaque structs hold nothing.
            _ => true,
        },
        TypeData::LlvmArray { elem, .. } => walk(ctx, *elem, memo),
        TypeData::LlvmFunc { ret, params, .. } => {
            walk(ctx, *ret, memo) && params.iter().all(|&p| walk(ctx, p, memo))
        }
        _ => false,
    };
    memo.insert(t, ok);
    ok
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_repeats_and_cycles_are_decided_quickly() {
        let ctx = Context::new();
        let mut t = ctx.llvm_struct(&[TypeId::I32, TypeId::F32], false);
        for _ in 0..64 {
            t = ctx.llvm_struct(&[t, t], false);
        }
        assert!(is_compatible_type(&ctx, t));
        let bad = ctx.llvm_struct(&[t, TypeId::INDEX], false);
        assert!(!is_compatible_type(&ctx, bad));
    }
}
