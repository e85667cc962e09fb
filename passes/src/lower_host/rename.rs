//! The SPIR-V modules' entry points take their module's name, with every
//! reference to them inside the module.

use strata_ir::attrs::{AttrData, NamedAttr};
use strata_ir::{AttrId, Context, Diag, Module, Op, Opcode};

use super::kernels::{entry_point_error, entry_points, str_attr};
use super::SPV_PREFIX;
use crate::names::Names;

/// Renames the single entry point function of SPIR-V module `spv` to
/// `<module name>_<function>` (`__spv___<function>` when unnamed), with
/// every symbol reference to it inside the module.
pub(super) fn encode_kernel_name(
    ctx: &Context,
    names: &Names,
    module: &mut Module,
    spv: Op,
) -> Result<(), Diag> {
    let entries = entry_points(module, spv);
    let [entry] = entries[..] else {
        return Err(entry_point_error(ctx, module, spv));
    };
    let spv_data = module.bodies[0].op(spv);
    let inner = spv_data.body;
    let spv_name = str_attr(ctx, spv_data.attrs, names.sym_name).unwrap_or(SPV_PREFIX);
    let Some(AttrData::SymbolRef { root: old, .. }) =
        strata_ir::dialect::dict_lookup(ctx, module.body(inner).op(entry).attrs, "fn")
            .map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let old = *old;
    let new = ctx.ident(&format!("{spv_name}_{}", ctx.str(old)));
    // The function itself.
    let table = module.symbol_table(ctx, inner);
    let Some(&func) = table.get(&old) else {
        return Ok(());
    };
    if module.body(inner).op(func).opcode != Opcode::SpirvFunc {
        return Ok(());
    }
    let b = module.body_mut(inner);
    let a = b.op(func).attrs;
    b.op_mut(func).attrs = ctx.dict_with(a, names.sym_name, Some(ctx.string_attr(ctx.str(new))));
    // References in the module's body and every body nested in it.
    let mut inside = vec![false; module.bodies.len()];
    for bi in 0..module.bodies.len() {
        let p = module.bodies[bi].parent;
        inside[bi] = bi == inner.index() || (bi > 0 && p.index() < bi && inside[p.index()]);
    }
    let old_ref = ctx.symbol_ref(old);
    let new_ref = ctx.symbol_ref(new);
    for (bi, body) in module.bodies.iter_mut().enumerate() {
        if !inside[bi] {
            continue;
        }
        let mut ops = Vec::new();
        body.walk(|o| ops.push(o));
        for o in ops {
            let attrs = body.op(o).attrs;
            let renamed = rename_refs(ctx, attrs, old_ref, new_ref);
            if renamed != attrs {
                body.op_mut(o).attrs = renamed;
            }
        }
    }
    Ok(())
}

/// `attrs` with every `@old` value (also inside arrays) replaced by `@new`.
fn rename_refs(ctx: &Context, attrs: AttrId, old: AttrId, new: AttrId) -> AttrId {
    let entries = ctx.dict_entries(attrs);
    if !entries.iter().any(|e| mentions(ctx, e.value, old)) {
        return attrs;
    }
    let renamed: Vec<NamedAttr> = entries
        .iter()
        .map(|e| NamedAttr {
            name: e.name,
            value: replace(ctx, e.value, old, new),
        })
        .collect();
    ctx.dict_attr(&renamed)
}

fn mentions(ctx: &Context, a: AttrId, old: AttrId) -> bool {
    a == old
        || matches!(ctx.attr_data(a), AttrData::Array(items) if items.iter().any(|&i| mentions(ctx, i, old)))
}

fn replace(ctx: &Context, a: AttrId, old: AttrId, new: AttrId) -> AttrId {
    if a == old {
        return new;
    }
    match ctx.attr_data(a) {
        AttrData::Array(items) if items.iter().any(|&i| mentions(ctx, i, old)) => {
            let items: Vec<AttrId> = items.iter().map(|&i| replace(ctx, i, old, new)).collect();
            ctx.array_attr(&items)
        }
        _ => a,
    }
}
