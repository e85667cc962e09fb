//! Custom forms of the gpu ops, as MLIR 22 prints them (including the
//! doubled spaces `gpu.launch_func`'s declarative format leaves around its
//! empty optional groups).

use crate::attrs::AttrData;
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::{Dialect, Opcode};
use crate::print::OpPrinter;
use crate::types::TypeData;

use super::{launch_segments, segment, segment_range, workgroup_count, KERNEL_ATTR, SEGMENTS};

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    match p.body().op(op).opcode {
        Opcode::GpuModule => print_module(p, op),
        Opcode::GpuFunc => print_func(p, op),
        Opcode::GpuReturn => {
            let body = p.body();
            let attrs = body.op(op).attrs;
            let operands = body.operands(op);
            p.op_name(op);
            p.attr_dict(attrs, &[]);
            if !operands.is_empty() {
                p.push(" ");
                p.values(operands);
                p.push(" : ");
                p.value_types(operands);
            }
            true
        }
        Opcode::GpuLaunchFunc => print_launch_func(p, op),
        _ => false,
    }
}

fn string_of(p: &OpPrinter, attrs: AttrId, name: &str) -> Option<String> {
    match p
        .ctx
        .attr_data(super::super::dict_lookup(p.ctx, attrs, name)?)
    {
        AttrData::String { value, .. } => Some(p.ctx.str(*value).to_owned()),
        _ => None,
    }
}

fn print_module(p: &mut OpPrinter, op: Op) -> bool {
    let attrs = p.body().op(op).attrs;
    let Some(name) = string_of(p, attrs, "sym_name") else {
        return false;
    };
    let (body, roots) = p.isolated_regions(op);
    let Some(&root) = roots.first() else {
        return false;
    };
    p.op_name(op);
    p.push(" @");
    crate::syntax::print_symbol_name(&name, p.out);
    if let Some(h) = super::super::dict_lookup(p.ctx, attrs, "offloadingHandler") {
        // (Right after the name, as MLIR's format prints it.)
        p.push("<");
        p.attr(h);
        p.push(">");
    }
    if let Some(t) = super::super::dict_lookup(p.ctx, attrs, "targets") {
        p.push(" ");
        p.attr(t);
    }
    p.attr_dict_with_keyword(attrs, &["sym_name", "offloadingHandler", "targets"]);
    p.push(" ");
    p.with_body(body, Dialect::Unknown, |p| p.region(root, false, false));
    true
}

fn print_func(p: &mut OpPrinter, op: Op) -> bool {
    let ctx = p.ctx;
    let attrs = p.body().op(op).attrs;
    let Some(AttrData::Type(fty)) = ctx
        .dict_get(attrs, crate::Ident::FUNCTION_TYPE)
        .map(|a| ctx.attr_data(a))
    else {
        return false;
    };
    let TypeData::Function { inputs, results } = ctx.type_data(*fty) else {
        return false;
    };
    let Some(name) = string_of(p, attrs, "sym_name") else {
        return false;
    };
    let (body_id, roots) = p.isolated_regions(op);
    let Some(entry) = roots
        .first()
        .and_then(|&r| p.module.body(body_id).entry_block(r))
    else {
        return false;
    };
    let args = p.module.body(body_id).block_args(entry).to_vec();
    let workgroup = workgroup_count(ctx, attrs);
    if args.len() < inputs.len() + workgroup {
        return false;
    }
    p.op_name(op);
    p.push(" @");
    crate::syntax::print_symbol_name(&name, p.out);
    p.push("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        p.with_body(body_id, Dialect::Unknown, |p| p.value(args[i]));
        p.push(": ");
        p.ty(t);
        if let Some(a) = super::super::func::array_entry(p, attrs, "arg_attrs", i) {
            if !ctx.dict_entries(a).is_empty() {
                p.push(" ");
                p.attr(a);
            }
        }
        p.signature_arg_loc(body_id, Some(entry), i);
    }
    p.push(")");
    super::super::func::print_results(p, attrs, results);
    let (wg, private) = args[inputs.len()..].split_at(workgroup);
    print_attributions(p, body_id, "workgroup", wg, attrs, "workgroup_attrib_attrs");
    print_attributions(
        p,
        body_id,
        "private",
        private,
        attrs,
        "private_attrib_attrs",
    );
    if super::super::dict_lookup(ctx, attrs, KERNEL_ATTR).is_some() {
        p.push(" kernel");
    }
    p.attr_dict_with_keyword(
        attrs,
        &[
            "sym_name",
            super::WORKGROUP_COUNT,
            KERNEL_ATTR,
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
        ],
    );
    if let Some(&root) = roots.first() {
        p.push(" ");
        p.with_body(body_id, Dialect::Unknown, |p| p.region(root, false, true));
    }
    true
}

/// ` keyword(%a : type {attrs}, ...)`; nothing when there are none.
fn print_attributions(
    p: &mut OpPrinter,
    body_id: crate::ids::BodyId,
    keyword: &str,
    args: &[crate::ids::Value],
    attrs: AttrId,
    attrs_name: &str,
) {
    if args.is_empty() {
        return;
    }
    p.push(" ");
    p.push(keyword);
    p.push("(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        let ty = p.module.body(body_id).value_type(a);
        p.with_body(body_id, Dialect::Unknown, |p| p.value(a));
        p.push(" : ");
        p.ty(ty);
        if let Some(d) = super::super::func::array_entry(p, attrs, attrs_name, i) {
            p.attr_dict(d, &[]);
        }
    }
    p.push(")");
}

fn print_launch_func(p: &mut OpPrinter, op: Op) -> bool {
    let ctx = p.ctx;
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let operands = body.operands(op);
    let Some(sizes) = launch_segments(ctx, attrs) else {
        return false;
    };
    let Some(kernel) = super::super::dict_lookup(ctx, attrs, "kernel") else {
        return false;
    };
    let total: usize = sizes.iter().sum();
    // Forms the custom syntax cannot express print generically.
    let dims_ok = (segment::GRID..segment::CLUSTER).all(|i| sizes[i] == 1)
        && (segment::CLUSTER..segment::DYNAMIC_SHARED_MEMORY).all(|i| sizes[i] == 0)
            != (segment::CLUSTER..segment::DYNAMIC_SHARED_MEMORY).all(|i| sizes[i] == 1)
        && sizes[segment::DYNAMIC_SHARED_MEMORY] <= 1;
    if total != operands.len()
        || !dims_ok
        || sizes[segment::ASYNC_DEPENDENCIES] != 0
        || sizes[segment::ASYNC_OBJECT] != 0
        || d.num_results != 0
    {
        return false;
    }
    let range = |i| segment_range(&sizes, i);
    p.op_name(op);
    // The (empty) async dependencies print nothing between two spaces.
    p.push("  ");
    p.attr(kernel);
    if sizes[segment::CLUSTER] == 1 {
        p.push(" clusters in (");
        p.values(&operands[segment_range(&sizes, segment::CLUSTER).start..][..3]);
        p.push(")");
    }
    p.push(" blocks in (");
    p.values(&operands[range(segment::GRID).start..][..3]);
    p.push(") threads in (");
    p.values(&operands[range(segment::BLOCK).start..][..3]);
    p.push(") ");
    let dim_ty = body.value_type(operands[range(segment::GRID).start]);
    if dim_ty != TypeId::INDEX {
        p.push(": ");
        p.ty(dim_ty);
    }
    if sizes[segment::DYNAMIC_SHARED_MEMORY] == 1 {
        p.push(" dynamic_shared_memory_size ");
        p.value(operands[range(segment::DYNAMIC_SHARED_MEMORY).start]);
    }
    p.push(" ");
    let args = &operands[range(segment::KERNEL_OPERANDS)];
    if !args.is_empty() {
        p.push("args(");
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                p.push(", ");
            }
            p.value(a);
            p.push(" : ");
            p.ty(body.value_type(a));
        }
        p.push(")");
    }
    p.attr_dict(attrs, &["kernel", SEGMENTS]);
    true
}
