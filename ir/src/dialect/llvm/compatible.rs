//! Whether the LLVM dialect takes a type as it is (MLIR's
//! `LLVM::isCompatibleType`): signless integers, the floats LLVM has, LLVM
//! dialect types and vectors of those, with the bodies of identified
//! structs looked into (a struct met again inside its own body counts as
//! compatible).

use std::cell::Cell;

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::ids::TypeId;
use crate::types::{FloatKind, NamedStructBody, Signedness, TypeData};

/// Asked for the operands and results of every LLVM op: scalars are
/// answered at once; aggregates are walked with a memo (a struct may hold
/// the same type many times over, nested, and a plain walk is exponential
/// in the nesting).
pub fn is_compatible_type(ctx: &Context, t: TypeId) -> bool {
    if let Some(known) = scalar_compatible(ctx, t) {
        return known;
    }
    // The verifier asks about the same few aggregates (memref descriptors)
    // on every op that carries them.
    let slot = t.index() % RECENT_SLOTS;
    let key = (ctx.uid(), t.0);
    if let Some(known) = RECENT_AGGREGATES.with(|r| {
        let (uid, id, known) = r[slot].get();
        ((uid, id) == key).then_some(known)
    }) {
        return known;
    }
    // Most aggregates (memref descriptors, small structs and arrays) are
    // decided by a few steps without a memo, which would cost an
    // allocation per query; large, repetitive or identified ones go
    // through the memo.
    let mut budget = SHALLOW_STEPS;
    match shallow(ctx, t, &mut budget) {
        Some(known) => {
            // Only these answers are kept: they involve no identified
            // struct, whose body may still be set, so they never change.
            RECENT_AGGREGATES.with(|r| r[slot].set((key.0, key.1, known)));
            known
        }
        None => walk(ctx, t, &mut FxHashMap::default()),
    }
}

const RECENT_SLOTS: usize = 16;

thread_local! {
    /// Answers for aggregates decided without identified structs, by
    /// (context uid, type id), one per slot (uid 0 matches nothing).
    static RECENT_AGGREGATES: [Cell<(u64, u32, bool)>; RECENT_SLOTS] =
        const { [const { Cell::new((0, 0, false)) }; RECENT_SLOTS] };
}

/// Types a query visits before it turns to the memo.
const SHALLOW_STEPS: u32 = 64;

/// The answer from a walk of at most `budget` types, without identified
/// structs (which may be cycles); `None` when that is not enough.
fn shallow(ctx: &Context, t: TypeId, budget: &mut u32) -> Option<bool> {
    *budget = budget.checked_sub(1)?;
    if let Some(known) = scalar_compatible(ctx, t) {
        return Some(known);
    }
    let all = |ts: &[TypeId], budget: &mut u32| -> Option<bool> {
        for &p in ts {
            if !shallow(ctx, p, budget)? {
                return Some(false);
            }
        }
        Some(true)
    };
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => {
            shallow(ctx, *elem, budget)
        }
        TypeData::LlvmArray { elem, .. } => shallow(ctx, *elem, budget),
        TypeData::LlvmStruct { body, .. } => all(body, budget),
        TypeData::LlvmFunc { ret, params, .. } => {
            Some(shallow(ctx, *ret, budget)? && all(params, budget)?)
        }
        _ => None,
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
        // Small ones take the walk without memo, with the same answers.
        let small = ctx.llvm_struct(&[TypeId::LLVM_PTR, TypeId::I64], false);
        assert!(is_compatible_type(&ctx, small));
        let small_bad = ctx.llvm_struct(&[TypeId::LLVM_PTR, TypeId::INDEX], false);
        assert!(!is_compatible_type(&ctx, small_bad));
    }
}
