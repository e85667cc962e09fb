//! The memory ops: target extension types they may hold (`llvm.alloca`,
//! `llvm.load`, `llvm.store`), and for the atomic ones (`llvm.load` /
//! `llvm.store` with an ordering, `llvm.atomicrmw`, `llvm.cmpxchg`) the
//! value types LLVM can access atomically and the orderings each op
//! allows, with mlir-opt 22's messages.

use super::{enum_value, ORDERINGS};
use crate::body::Body;
use crate::context::Context;
use crate::diag::DResult;
use crate::ids::{Op, TypeId};
use crate::types::TypeData;

const MONOTONIC: u64 = 2;
const ACQUIRE: u64 = 4;
const RELEASE: u64 = 5;
const ACQ_REL: u64 = 6;

fn attr(ctx: &Context, body: &Body, op: Op, name: crate::Ident) -> Option<crate::ids::AttrId> {
    ctx.dict_get(body.op(op).attrs, name)
}

/// Whether a target extension type can live in memory (LLVM gives the
/// SPIR-V types and `aarch64.svcount` that property); other types can.
pub(super) fn memory_type(ctx: &Context, t: TypeId) -> bool {
    match ctx.type_data(t) {
        TypeData::LlvmTarget { name, .. } => {
            let name = ctx.str(*name);
            name.starts_with("spirv.") || name == "aarch64.svcount"
        }
        _ => true,
    }
}

/// `llvm.alloca` of a target extension type that cannot live in memory.
pub(super) fn verify_alloca(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    if let Some(crate::attrs::AttrData::Type(t)) =
        attr(ctx, body, op, crate::Ident::ELEM_TYPE).map(|a| ctx.attr_data(a))
    {
        if !memory_type(ctx, *t) {
            return Err(crate::verify::op_error(
                ctx,
                body,
                op,
                "this target extension type cannot be used in alloca",
            ));
        }
    }
    Ok(())
}

/// An atomic `llvm.load` (`store` false) or `llvm.store`: a type of a
/// power-of-two size of at least a byte, an ordering the op allows, an
/// alignment; a non-atomic one takes no syncscope.
pub(super) fn verify_load_store(
    ctx: &Context,
    body: &Body,
    op: Op,
    value: TypeId,
    store: bool,
) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    if !memory_type(ctx, value) {
        let what = if store { "operand #0" } else { "result #0" };
        return err(format!(
            "{what} must be LLVM type with size, but got '{}'",
            super::type_text(ctx, value)
        ));
    }
    let ordering = enum_value(ctx, attr(ctx, body, op, crate::Ident::ORDERING)).unwrap_or(0);
    if ordering == 0 {
        if attr(ctx, body, op, crate::Ident::SYNCSCOPE).is_some() {
            return err("expected syncscope to be null for non-atomic access".into());
        }
        return Ok(());
    }
    if !atomic_type(ctx, value) {
        return err(format!(
            "unsupported type '{}' for atomic access",
            super::type_text(ctx, value)
        ));
    }
    let unsupported = if store { ACQUIRE } else { RELEASE };
    if ordering == unsupported || ordering == ACQ_REL {
        let name = ORDERINGS.get(ordering as usize).copied().unwrap_or("");
        return err(format!("unsupported ordering '{name}'"));
    }
    if attr(ctx, body, op, crate::Ident::ALIGNMENT).is_none() {
        return err("expected alignment for atomic access".into());
    }
    Ok(())
}

/// `llvm.atomicrmw`: float operations on floats (or fixed vectors of
/// them), `xchg` on anything atomic, the rest on 8- to 64-bit integers;
/// at least monotonic ordering.
pub(super) fn verify_rmw(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let (Some(&val), 1) = (body.operands(op).get(1), body.op(op).num_results) else {
        return Ok(());
    };
    let t = body.value_type(val);
    if body.value_type(body.result(op, 0)) != t {
        return err("failed to verify that result #0 and operand #1 have the same type".into());
    }
    let bin = enum_value(ctx, attr(ctx, body, op, crate::Ident::BIN_OP)).unwrap_or(0);
    let is_float_op = matches!(bin, 11..=14 | 19..=22);
    if is_float_op {
        match ctx.type_data(t) {
            TypeData::Vector { scalable, elem, .. } => {
                if scalable.iter().any(|&s| s) {
                    return err("expected LLVM IR fixed vector type".into());
                }
                if !is_llvm_float(ctx, *elem) {
                    return err("expected LLVM IR floating point type for vector element".into());
                }
            }
            _ if !is_llvm_float(ctx, t) => {
                return err("expected LLVM IR floating point type".into())
            }
            _ => {}
        }
    } else if bin == 0 {
        if !atomic_type(ctx, t) {
            return err("unexpected LLVM IR type for 'xchg' bin_op".into());
        }
    } else if !matches!(
        ctx.type_data(t),
        TypeData::Integer {
            width: 8 | 16 | 32 | 64,
            ..
        }
    ) {
        return err("expected LLVM IR integer type".into());
    }
    if enum_value(ctx, attr(ctx, body, op, crate::Ident::ORDERING)).unwrap_or(0) < MONOTONIC {
        return err("expected at least 'monotonic' ordering".into());
    }
    Ok(())
}

/// `llvm.cmpxchg`: an atomic value type, both orderings at least
/// monotonic, and a failure ordering that does not release.
pub(super) fn verify_cmpxchg(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let err = |msg: &str| Err(crate::verify::op_error(ctx, body, op, msg));
    let Some(&val) = body.operands(op).get(2) else {
        return Ok(());
    };
    if !atomic_type(ctx, body.value_type(val)) {
        return err("unexpected LLVM IR type");
    }
    let success = enum_value(ctx, attr(ctx, body, op, crate::Ident::SUCCESS_ORDERING)).unwrap_or(0);
    let failure = enum_value(ctx, attr(ctx, body, op, crate::Ident::FAILURE_ORDERING)).unwrap_or(0);
    if success < MONOTONIC || failure < MONOTONIC {
        return err("ordering must be at least 'monotonic'");
    }
    if failure == RELEASE || failure == ACQ_REL {
        return err("failure ordering cannot be 'release' or 'acq_rel'");
    }
    Ok(())
}

/// An integer, pointer or LLVM float whose size (default data layout) is
/// a power of two of at least 8 bits.
fn atomic_type(ctx: &Context, t: TypeId) -> bool {
    let bits = match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width,
        TypeData::LlvmPtr { .. } => 64,
        TypeData::LlvmPpcFp128 => 128,
        TypeData::Float(k) if is_llvm_float(ctx, t) => match k {
            // x86_fp80 occupies 80 bits of data.
            crate::types::FloatKind::F80 => 80,
            k => k.width(),
        },
        _ => return false,
    };
    bits >= 8 && bits.is_power_of_two()
}

/// MLIR's `isCompatibleFloatingPointType`.
fn is_llvm_float(ctx: &Context, t: TypeId) -> bool {
    match ctx.type_data(t) {
        TypeData::Float(k) => !k.is_small() && *k != crate::types::FloatKind::TF32,
        TypeData::LlvmPpcFp128 => true,
        _ => false,
    }
}
