//! Verification of the `func` dialect's ops, with mlir-opt 22's messages:
//! function signatures against entry blocks and attribute arrays, returns
//! against the enclosing function, and calls and constants against the
//! function they name.

use crate::attrs::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag};
use crate::ids::{AttrId, BodyId, Op, TypeId};
use crate::module::Module;
use crate::opcode::Opcode;
use crate::syntax::type_text;
use crate::types::TypeData;
use crate::verify::symbols::Symbols;
use crate::verify::{op_error, src_loc};

pub fn verify(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    match body.op(op).opcode {
        Opcode::FuncFunc => verify_func(ctx, syms.module(), body, op),
        Opcode::FuncReturn => verify_return(ctx, syms.module(), body_id, body, op),
        Opcode::FuncCall => verify_call(ctx, syms, body_id, body, op),
        Opcode::FuncCallIndirect => verify_call_indirect(ctx, body, op),
        Opcode::FuncConstant => verify_constant(ctx, syms, body_id, body, op),
        _ => Ok(()),
    }
}

/// `'a', 'b'`: a type list as MLIR's diagnostics print one.
fn type_list(ctx: &Context, types: &[TypeId]) -> String {
    types
        .iter()
        .map(|&t| format!("'{}'", type_text(ctx, t)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn symbol_name(ctx: &Context, attrs: AttrId) -> Option<&str> {
    match ctx.attr_data(ctx.dict_get(attrs, crate::Ident::SYM_NAME)?) {
        AttrData::String { value, .. } => Some(ctx.str(*value)),
        _ => None,
    }
}

fn verify_func(ctx: &Context, m: &Module, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let Some((inputs, results)) = super::function_signature(ctx, d.attrs) else {
        return Ok(());
    };
    let func_body = d.body;
    let entry = if func_body.is_some() {
        let fb = m.body(func_body);
        fb.roots.first().and_then(|&r| fb.entry_block(r))
    } else {
        None
    };
    let public = match ctx
        .dict_get(d.attrs, crate::Ident::SYM_VISIBILITY)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::String { value, .. }) => ctx.str(*value) == "public",
        _ => true,
    };
    if entry.is_none() && public {
        return err("symbol declaration cannot have public visibility".into());
    }
    for (key, what, want) in [
        (crate::Ident::ARG_ATTRS, "argument", inputs.len()),
        (crate::Ident::RES_ATTRS, "result", results.len()),
    ] {
        if let Some(AttrData::Array(items)) = ctx.dict_get(d.attrs, key).map(|a| ctx.attr_data(a)) {
            if items.len() != want {
                return err(format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {want}",
                    items.len()
                ));
            }
        }
    }
    if let Some(entry) = entry {
        let fb = m.body(func_body);
        let args = fb.block_args(entry);
        if args.len() != inputs.len() {
            return err(format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ));
        }
        for (i, (&a, &want)) in args.iter().zip(inputs).enumerate() {
            let have = fb.value_type(a);
            if have != want {
                return err(format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_text(ctx, have),
                    type_text(ctx, want)
                ));
            }
        }
    }
    Ok(())
}

/// The op whose region holds `op`: an op of the same body, or the op
/// owning the body (for ops in one of its root regions).
fn parent_op<'m>(m: &'m Module, body_id: BodyId, body: &'m Body, op: Op) -> Option<(&'m Body, Op)> {
    let block = body.op(op).parent;
    if block.is_none() {
        return None;
    }
    let region = body.blocks[block.index()].parent;
    let in_body = body.region_parent(region);
    if in_body.is_some() {
        return Some((body, in_body));
    }
    let b = m.body(body_id);
    if b.parent.is_none() || b.owner.is_none() {
        return None;
    }
    Some((m.body(b.parent), b.owner))
}

fn verify_return(ctx: &Context, m: &Module, body_id: BodyId, body: &Body, op: Op) -> DResult<()> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let Some((fb, f)) =
        parent_op(m, body_id, body, op).filter(|(b, o)| b.op(*o).opcode == Opcode::FuncFunc)
    else {
        return err("expects parent op 'func.func'".into());
    };
    let attrs = fb.op(f).attrs;
    let Some((_, results)) = super::function_signature(ctx, attrs) else {
        return Ok(());
    };
    let name = symbol_name(ctx, attrs).unwrap_or("");
    let operands = body.operands(op);
    if operands.len() != results.len() {
        return err(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            operands.len(),
            results.len()
        ));
    }
    for (i, (&v, &want)) in operands.iter().zip(results).enumerate() {
        let have = body.value_type(v);
        if have != want {
            return Err(Diag::error(
                src_loc(ctx, body.op(op).loc),
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_text(ctx, have),
                    type_text(ctx, want)
                ),
            ));
        }
    }
    Ok(())
}

/// The `func.func` named by the op's symbol attribute `key` (`None` when
/// the attribute is absent); a name that is not a `func.func` in scope is
/// the error `missing(name)` at the op.
fn named_function<'m>(
    ctx: &Context,
    syms: &Symbols<'m>,
    body_id: BodyId,
    body: &Body,
    op: Op,
    key: &str,
    missing: fn(&str) -> String,
) -> DResult<Option<(&'m Body, Op)>> {
    // The attribute is required and must be a flat symbol reference (ODS's
    // checks, made before the op's own).
    let Some(attr) = super::dict_lookup(ctx, body.op(op).attrs, key) else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("requires attribute '{key}'"),
        ));
    };
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(attr) else {
        return Err(not_flat(ctx, body, op, key));
    };
    if !nested.is_empty() {
        return Err(not_flat(ctx, body, op, key));
    }
    let m = syms.module();
    match syms.lookup(ctx, body_id, *root) {
        Some((b, f)) if m.body(b).op(f).opcode == Opcode::FuncFunc => Ok(Some((m.body(b), f))),
        _ => Err(op_error(ctx, body, op, missing(ctx.str(*root)))),
    }
}

fn not_flat(ctx: &Context, body: &Body, op: Op, key: &str) -> crate::diag::Diag {
    op_error(
        ctx,
        body,
        op,
        format!("attribute '{key}' failed to satisfy constraint: flat symbol reference attribute"),
    )
}

fn verify_call(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let d = body.op(op);
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let Some((fb, f)) = named_function(ctx, syms, body_id, body, op, "callee", |name| {
        format!("'{name}' does not reference a valid function")
    })?
    else {
        return Ok(());
    };
    let Some((inputs, results)) = super::function_signature(ctx, fb.op(f).attrs) else {
        return Ok(());
    };
    let operands = body.operands(op);
    if operands.len() != inputs.len() {
        return err("incorrect number of operands for callee".into());
    }
    for (i, (&v, &want)) in operands.iter().zip(inputs).enumerate() {
        let have = body.value_type(v);
        if have != want {
            return err(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                type_text(ctx, want),
                type_text(ctx, have)
            ));
        }
    }
    let have: Vec<TypeId> = body.results(op).map(|v| body.value_type(v)).collect();
    if have.len() != results.len() {
        return err("incorrect number of results for callee".into());
    }
    if let Some(i) = (0..have.len()).find(|&i| have[i] != results[i]) {
        let loc = src_loc(ctx, d.loc);
        return Err(
            op_error(ctx, body, op, format!("result type mismatch at index {i}"))
                .with_note(
                    loc.clone(),
                    format!("      op result types: {}", type_list(ctx, &have)),
                )
                .with_note(
                    loc,
                    format!("function result types: {}", type_list(ctx, results)),
                ),
        );
    }
    Ok(())
}

fn verify_call_indirect(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let operands = body.operands(op);
    let Some((&callee, args)) = operands.split_first() else {
        return Ok(());
    };
    let TypeData::Function { inputs, results } = ctx.type_data(body.value_type(callee)) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand #0 must be function type, but got '".to_owned()
                + &type_text(ctx, body.value_type(callee))
                + "'",
        ));
    };
    let arg_types: Vec<TypeId> = args.iter().map(|&v| body.value_type(v)).collect();
    if arg_types != **inputs {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that callee input types match argument types",
        ));
    }
    let result_types: Vec<TypeId> = body.results(op).map(|v| body.value_type(v)).collect();
    if result_types != **results {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that callee result types match result types",
        ));
    }
    Ok(())
}

fn verify_constant(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let Some((fb, f)) = named_function(ctx, syms, body_id, body, op, "value", |name| {
        format!("reference to undefined function '{name}'")
    })?
    else {
        return Ok(());
    };
    let Some(fty) = ctx.dict_get(fb.op(f).attrs, crate::Ident::FUNCTION_TYPE) else {
        return Ok(());
    };
    let AttrData::Type(fty) = *ctx.attr_data(fty) else {
        return Ok(());
    };
    let result = body.results(op).next().map(|v| body.value_type(v));
    if result != Some(fty) {
        return err("reference to function with mismatched type".into());
    }
    Ok(())
}
