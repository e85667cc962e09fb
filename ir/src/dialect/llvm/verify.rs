//! Per-op constraints of the llvm dialect, with MLIR's messages.

use super::{form, Form};
use crate::attrs::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::DResult;
use crate::ids::{BodyId, Op, TypeId};
use crate::module::Module;
use crate::opcode::Opcode;
use crate::types::TypeData;

pub fn verify(ctx: &Context, m: &Module, body_id: BodyId, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    if let Some(r) = super::intrinsics::verify_vp(ctx, body, op) {
        return r;
    }
    let Some(f) = form(d.opcode) else {
        return Ok(());
    };
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let operands = body.operands(op);
    let n_results = d.num_results as usize;
    let attr = |name: &str| super::super::dict_lookup(ctx, d.attrs, name);
    let ty_text = |t: TypeId| super::type_text(ctx, t);
    use Form::*;
    match f {
        IntBinary | IntOverflow | IntExact | IntDisjoint | FloatBinary | FloatUnary => {
            let want = if f == FloatUnary { 1 } else { 2 };
            if operands.len() != want {
                return err(format!(
                    "expected {want} operands, but found {}",
                    operands.len()
                ));
            }
            if n_results != 1 {
                return err(format!("requires one result, but found {n_results}"));
            }
            let res = body.value_type(body.result(op, 0));
            if operands.iter().any(|&v| body.value_type(v) != res) {
                return err("requires the same type for all operands and results".into());
            }
            let elem = element(ctx, res);
            let float = matches!(f, FloatBinary | FloatUnary);
            let ok = if float {
                is_float(ctx, elem)
            } else {
                matches!(ctx.type_data(elem), TypeData::Integer { .. })
            };
            if !ok {
                let what = if float {
                    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"
                } else {
                    "integer or LLVM dialect-compatible vector of integer"
                };
                return err(format!(
                    "operand #0 must be {what}, but got '{}'",
                    ty_text(res)
                ));
            }
        }
        ICmp | FCmp => {
            if operands.len() != 2 || n_results != 1 {
                return err("expected 2 operands and 1 result".into());
            }
            let (a, b) = (body.value_type(operands[0]), body.value_type(operands[1]));
            if a != b {
                return err("requires all operands to have the same type".into());
            }
            let res = body.value_type(body.result(op, 0));
            if res != crate::dialect::arith::i1_like(ctx, a) {
                return err(format!(
                    "result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got '{}'",
                    ty_text(res)
                ));
            }
        }
        Select => {
            if operands.len() != 3 || n_results != 1 {
                return err("expected 3 operands and 1 result".into());
            }
            let res = body.value_type(body.result(op, 0));
            if body.value_type(operands[1]) != res || body.value_type(operands[2]) != res {
                return err(
                    "failed to verify that all of {trueValue, falseValue, res} have same type"
                        .into(),
                );
            }
        }
        Load | Store => {
            let ptr_index = if f == Load { 0 } else { 1 };
            if operands.len() != ptr_index + 1 {
                return err(format!("expected {} operands", ptr_index + 1));
            }
            let ptr = body.value_type(operands[ptr_index]);
            if !matches!(ctx.type_data(ptr), TypeData::LlvmPtr { .. }) {
                return err(format!(
                    "operand #{ptr_index} must be LLVM pointer type, but got '{}'",
                    ty_text(ptr)
                ));
            }
            let ordering = super::enum_value(ctx, attr("ordering")).unwrap_or(0);
            if ordering == 0 && attr("syncscope").is_some() {
                return err("expected syncscope to be null for non-atomic access".into());
            }
            if ordering != 0 && attr("alignment").is_none() {
                return err("expected alignment for atomic access".into());
            }
        }
        Return => return verify_return(ctx, m, body_id, body, op),
        Call => return verify_call(ctx, m, body_id, body, op),
        SymbolRef if d.opcode == Opcode::LlvmMlirAddressof => {
            return verify_addressof(ctx, m, body_id, body, op)
        }
        CondBr => {
            let cond = body.non_successor_operands(op);
            if body.num_successors(op) != 2
                || cond.len() != 1
                || body.value_type(cond[0]) != TypeId::I1
            {
                return err("operand #0 must be 1-bit signless integer".into());
            }
        }
        Switch => {
            let cases = crate::dialect::cf::case_values(ctx, d.attrs);
            if body.num_successors(op) != cases.len() + 1 {
                return err(
                    "expects number of case values to match number of case destinations".into(),
                );
            }
        }
        _ => {}
    }
    Ok(())
}

fn element(ctx: &Context, t: TypeId) -> TypeId {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => *elem,
        _ => t,
    }
}

fn is_float(ctx: &Context, t: TypeId) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Float(_) | TypeData::LlvmPpcFp128
    )
}

/// The op owning body `body_id` (the function a `llvm.return` sits in).
fn owner(m: &Module, body_id: BodyId) -> Option<(&Body, Op)> {
    let b = m.body(body_id);
    if b.owner.is_none() || b.parent.is_none() {
        return None;
    }
    Some((m.body(b.parent), b.owner))
}

fn verify_return(ctx: &Context, m: &Module, body_id: BodyId, body: &Body, op: Op) -> DResult<()> {
    let err = |msg: &str| Err(crate::verify::op_error(ctx, body, op, msg));
    let operands = body.operands(op);
    if operands.len() > 1 {
        return err("expects at most 1 operand");
    }
    // Only a return directly in a function's body is checked against it.
    let Some((pb, fop)) = owner(m, body_id) else {
        return Ok(());
    };
    if pb.op(fop).opcode != Opcode::LlvmFunc {
        return Ok(());
    }
    let Some(ret) = func_type(ctx, pb, fop).map(|(r, _, _)| r) else {
        return Ok(());
    };
    let void = matches!(ctx.type_data(ret), TypeData::LlvmVoid);
    match (operands.first(), void) {
        (None, true) => Ok(()),
        (Some(_), true) => err("expected no operands"),
        (None, false) => err("expected 1 operand"),
        (Some(&v), false) => {
            if body.value_type(v) != ret {
                err("mismatching result types")
            } else {
                Ok(())
            }
        }
    }
}

/// `(ret, params, var_arg)` of an `llvm.func`.
fn func_type(ctx: &Context, body: &Body, f: Op) -> Option<(TypeId, Box<[TypeId]>, bool)> {
    let fty = super::super::dict_lookup(ctx, body.op(f).attrs, "function_type")?;
    let AttrData::Type(t) = *ctx.attr_data(fty) else {
        return None;
    };
    match ctx.type_data(t) {
        TypeData::LlvmFunc {
            ret,
            params,
            var_arg,
        } => Some((*ret, params.clone(), *var_arg)),
        _ => None,
    }
}

/// Finds the symbol `name` in the nearest symbol table above `body_id`
/// (the module's top-level ops; nested modules are their own tables).
fn lookup_symbol<'m>(
    ctx: &Context,
    m: &'m Module,
    body_id: BodyId,
    name: crate::ids::Ident,
) -> Option<(&'m Body, Op)> {
    // Walk up to the body whose owner is a symbol table (or the top).
    let mut id = body_id;
    loop {
        let b = m.body(id);
        if id == Module::TOP || b.parent.is_none() {
            break;
        }
        let parent = m.body(b.parent);
        if parent.op(b.owner).opcode == Opcode::BuiltinModule {
            break;
        }
        id = b.parent;
    }
    let b = m.body(id);
    let &root = b.roots.first()?;
    for block in b.region_blocks(root) {
        for o in b.block_ops(block) {
            if Module::symbol_name(ctx, b, o) == Some(name) {
                return Some((b, o));
            }
        }
    }
    None
}

fn flat_symbol(ctx: &Context, a: Option<crate::ids::AttrId>) -> Option<crate::ids::Ident> {
    match ctx.attr_data(a?) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

fn verify_call(ctx: &Context, m: &Module, body_id: BodyId, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let Some(callee) = flat_symbol(ctx, super::super::dict_lookup(ctx, d.attrs, "callee")) else {
        return Ok(());
    };
    let name = ctx.str(callee);
    let Some((fb, f)) = lookup_symbol(ctx, m, body_id, callee) else {
        return err(format!(
            "'{name}' does not reference a symbol in the current scope"
        ));
    };
    if fb.op(f).opcode != Opcode::LlvmFunc {
        return err(format!("'{name}' does not reference a valid LLVM function"));
    }
    let Some((ret, params, var_arg)) = func_type(ctx, fb, f) else {
        return Ok(());
    };
    let n_bundle: usize = super::array_values(
        ctx,
        super::super::dict_lookup(ctx, d.attrs, "op_bundle_sizes"),
    )
    .map(|v| v.iter().map(|&x| x.max(0) as usize).sum())
    .unwrap_or(0);
    let args = body.operands(op);
    let args = &args[..args.len().saturating_sub(n_bundle)];
    if args.len() < params.len() || (!var_arg && args.len() != params.len()) {
        return err("incorrect number of operands for callee".into());
    }
    for (i, (&a, &t)) in args.iter().zip(params.iter()).enumerate() {
        if body.value_type(a) != t {
            return err(format!(
                "operand type mismatch for operand {i}: '{}' != '{}'",
                super::type_text(ctx, body.value_type(a)),
                super::type_text(ctx, t)
            ));
        }
    }
    let void = matches!(ctx.type_data(ret), TypeData::LlvmVoid);
    let results: Vec<TypeId> = body.results(op).map(|v| body.value_type(v)).collect();
    match (void, results.as_slice()) {
        (true, []) => {}
        (false, [r]) if *r == ret => {}
        (false, [r]) => {
            return err(format!(
                "result type mismatch: '{}' != '{}'",
                super::type_text(ctx, *r),
                super::type_text(ctx, ret)
            ))
        }
        _ => return err("incorrect number of results for callee".into()),
    }
    if var_arg && super::super::dict_lookup(ctx, d.attrs, "var_callee_type").is_none() {
        return err("missing var_callee_type attribute for vararg call".into());
    }
    Ok(())
}

fn verify_addressof(
    ctx: &Context,
    m: &Module,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let d = body.op(op);
    let err = |msg: &str| Err(crate::verify::op_error(ctx, body, op, msg));
    let Some(name) = flat_symbol(ctx, super::super::dict_lookup(ctx, d.attrs, "global_name"))
    else {
        return Ok(());
    };
    let found = lookup_symbol(ctx, m, body_id, name);
    let ok = found.is_some_and(|(b, o)| {
        matches!(
            b.op(o).opcode,
            Opcode::LlvmMlirGlobal
                | Opcode::LlvmFunc
                | Opcode::LlvmMlirAlias
                | Opcode::LlvmMlirIfunc
        )
    });
    if !ok {
        return err("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'");
    }
    Ok(())
}
