//! The checks `llvm.call` and `llvm.invoke` make before their callee is
//! looked up (mlir-opt 22 verifies symbol uses last): LLVM-compatible
//! operand and result types, the variadic callee type against the call,
//! operand bundle tags, and a pointer for an indirect callee.

use super::verify::is_compatible_type;
use crate::attrs::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag};
use crate::ids::{Op, TypeId, Value};
use crate::opcode::Opcode;
use crate::types::TypeData;

pub(super) fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let attr = |name: crate::Ident| ctx.dict_get(d.attrs, name);
    let ty_text = |t: TypeId| super::type_text(ctx, t);
    let operands = body.non_successor_operands(op);
    let bundle_sizes = super::array_values(ctx, attr(crate::Ident::OP_BUNDLE_SIZES)).unwrap_or(&[]);
    let n_bundle: usize = bundle_sizes.iter().map(|&x| x.max(0) as usize).sum();
    let split = operands.len().saturating_sub(n_bundle);
    let (calls, bundles) = operands.split_at(split);
    for (group, values) in [calls, bundles].into_iter().enumerate() {
        if let Some(&v) = values
            .iter()
            .find(|&&v| !is_compatible_type(ctx, body.value_type(v)))
        {
            return err(format!(
                "operand #{group} must be variadic of LLVM dialect-compatible type, but got '{}'",
                ty_text(body.value_type(v))
            ));
        }
    }
    if d.opcode == Opcode::LlvmInvoke {
        let succ = &body.operands(op)[operands.len()..];
        if let Some(&v) = succ
            .iter()
            .find(|&&v| !is_compatible_type(ctx, body.value_type(v)))
        {
            return err(format!(
                "operand #1 must be variadic of LLVM dialect-compatible type, but got '{}'",
                ty_text(body.value_type(v))
            ));
        }
    }
    if d.num_results > 1 {
        return err(format!(
            "result group starting at #0 requires 0 or 1 element, but found {}",
            d.num_results
        ));
    }
    if d.num_results == 1 {
        let r = body.value_type(body.result(op, 0));
        if !is_compatible_type(ctx, r) {
            return err(format!(
                "result #0 must be LLVM dialect-compatible type, but got '{}'",
                ty_text(r)
            ));
        }
    }
    let indirect = attr(crate::Ident::CALLEE).is_none();
    let args = if indirect && !calls.is_empty() {
        &calls[1..]
    } else {
        calls
    };
    verify_var_callee_type(ctx, body, op, args)?;
    let tags = match attr(crate::Ident::OP_BUNDLE_TAGS).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => Some(items.len()),
        _ => None,
    };
    let n_bundles = bundle_sizes.len();
    let loc = crate::verify::src_loc(ctx, d.loc);
    match tags {
        None if n_bundles > 0 => {
            return Err(Diag::error(loc, "expected operand bundle tags"));
        }
        Some(n) if n != n_bundles => {
            return Err(Diag::error(
                loc,
                format!("expected {n_bundles} operand bundle tags, but actually got {n}"),
            ));
        }
        _ => {}
    }
    if indirect && d.opcode == Opcode::LlvmCall {
        if let Some(&c) = calls.first() {
            let t = body.value_type(c);
            if !matches!(ctx.type_data(t), TypeData::LlvmPtr { .. }) {
                return err(format!(
                    "indirect call expects a pointer as callee: '{}'",
                    ty_text(t)
                ));
            }
        }
    }
    Ok(())
}

/// `vararg(!llvm.func<...>)`: a variadic type whose fixed parameters the
/// call's first arguments match and whose result is the call's.
fn verify_var_callee_type(ctx: &Context, body: &Body, op: Op, args: &[Value]) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let d = body.op(op);
    let Some(a) = ctx.dict_get(d.attrs, crate::Ident::VAR_CALLEE_TYPE) else {
        return Ok(());
    };
    let AttrData::Type(t) = *ctx.attr_data(a) else {
        return Ok(());
    };
    let TypeData::LlvmFunc {
        ret,
        params,
        var_arg,
    } = ctx.type_data(t)
    else {
        return Ok(());
    };
    if !var_arg {
        return err("expected var_callee_type to be a variadic function type".into());
    }
    if params.len() > args.len() {
        return err(format!(
            "expected var_callee_type to have at most {} parameters",
            args.len()
        ));
    }
    for (&p, &a) in params.iter().zip(args) {
        let at = body.value_type(a);
        if p != at {
            return err(format!(
                "var_callee_type parameter type mismatch: '{}' != '{}'",
                super::type_text(ctx, p),
                super::type_text(ctx, at)
            ));
        }
    }
    if d.num_results == 0 {
        if !matches!(ctx.type_data(*ret), TypeData::LlvmVoid) {
            return err("expected var_callee_type to return void".into());
        }
    } else {
        let r = body.value_type(body.result(op, 0));
        if r != *ret {
            return err(format!(
                "var_callee_type return type mismatch: '{}' != '{}'",
                super::type_text(ctx, *ret),
                super::type_text(ctx, r)
            ));
        }
    }
    Ok(())
}
