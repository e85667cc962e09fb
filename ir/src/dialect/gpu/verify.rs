//! The gpu ops' verifiers, with MLIR 22's messages: a kernel's place and
//! signature, `gpu.return` against its function, and a launch's kernel
//! symbol (resolved in the closest `builtin.module`, which must be a
//! `gpu.container_module`).

use crate::body::Body;
use crate::context::Context;
use crate::diag::DResult;
use crate::ids::{AttrId, BodyId, Op};
use crate::module::Module;
use crate::opcode::Opcode;
use crate::types::TypeData;
use crate::verify::op_error;
use crate::verify::symbols::Symbols;

use super::{launch_segments, segment, segment_range, CONTAINER_MODULE, KERNEL_ATTR};

pub fn verify(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let m = syms.module();
    let d = body.op(op);
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    match d.opcode {
        Opcode::GpuFunc => {
            if owner_opcode(m, body_id) != Some(Opcode::GpuModule) {
                return err("expects parent op 'gpu.module'".into());
            }
            let Some((inputs, results)) = super::super::function_signature(ctx, d.attrs) else {
                return err("requires attribute 'function_type'".into());
            };
            if super::super::dict_lookup(ctx, d.attrs, KERNEL_ATTR).is_some() && !results.is_empty()
            {
                return err("expected void return type for kernel function".into());
            }
            // The body: an entry block whose arguments past the inputs
            // (the attributions) are memrefs.
            let inner = d.body;
            let entry = (inner.is_some()).then(|| m.body(inner)).and_then(|b| {
                b.roots
                    .first()
                    .and_then(|&r| b.entry_block(r))
                    .map(|e| (b, e))
            });
            let Some((ib, entry)) = entry else {
                return err("expected body with at least one block".into());
            };
            let attributions = ib.block_args(entry).get(inputs.len()..).unwrap_or(&[]);
            if attributions
                .iter()
                .any(|&a| !matches!(ctx.type_data(ib.value_type(a)), TypeData::MemRef { .. }))
            {
                return err("expected memref type in attribution".into());
            }
            Ok(())
        }
        Opcode::GpuReturn => {
            let Some(func) =
                owner(m, body_id).filter(|&(b, f)| m.body(b).op(f).opcode == Opcode::GpuFunc)
            else {
                return err("expects parent op 'gpu.func'".into());
            };
            let (fb, f) = func;
            let Some((_, results)) = super::super::function_signature(ctx, m.body(fb).op(f).attrs)
            else {
                return Ok(());
            };
            let operands = body.operands(op);
            if operands.len() != results.len() {
                let declared = crate::verify::src_loc(ctx, m.body(fb).op(f).loc);
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("expected {} result operands", results.len()),
                )
                .with_note(declared, "return type declared here"));
            }
            for (i, (&v, &want)) in operands.iter().zip(results).enumerate() {
                if body.value_type(v) != want {
                    let mut t = String::new();
                    crate::syntax::types::print_type(ctx, body.value_type(v), &mut t);
                    return err(format!("unexpected type `'{t}'' for operand #{i}"));
                }
            }
            Ok(())
        }
        Opcode::GpuLaunchFunc => verify_launch(ctx, syms, body_id, body, op),
        _ => Ok(()),
    }
}

/// The op owning isolated body `body_id`, with the body holding it.
fn owner(m: &Module, body_id: BodyId) -> Option<(BodyId, Op)> {
    let b = m.bodies.get(body_id.index())?;
    (b.parent.is_some() && b.owner.is_some() && body_id != Module::TOP)
        .then_some((b.parent, b.owner))
}

fn owner_opcode(m: &Module, body_id: BodyId) -> Option<Opcode> {
    owner(m, body_id).map(|(b, o)| m.body(b).op(o).opcode)
}

/// The closest `builtin.module` around `body_id`: the body of its region
/// and its attributes.
fn closest_module(m: &Module, body_id: BodyId) -> (BodyId, AttrId) {
    let mut id = body_id;
    for _ in 0..m.bodies.len() {
        match owner(m, id) {
            None => break,
            Some((b, o)) => {
                let d = m.body(b).op(o);
                if d.opcode == Opcode::BuiltinModule {
                    return (id, d.attrs);
                }
                id = b;
            }
        }
    }
    (Module::TOP, m.attrs)
}

fn verify_launch(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let m = syms.module();
    let d = body.op(op);
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let Some(sizes) = launch_segments(ctx, d.attrs) else {
        return err("operand count does not match 'operandSegmentSizes'".into());
    };
    if sizes.iter().sum::<usize>() != body.operands(op).len() {
        return err("operand count does not match 'operandSegmentSizes'".into());
    }
    let (module_body, module_attrs) = closest_module(m, body_id);
    if super::super::dict_lookup(ctx, module_attrs, CONTAINER_MODULE).is_none() {
        return err(
            "expected the closest surrounding module to have the 'gpu.container_module' attribute"
                .into(),
        );
    }
    let Some((root, leaf)) = super::kernel_symbol(ctx, d.attrs) else {
        return err("requires attribute 'kernel'".into());
    };
    let root_name = ctx.str(root);
    let Some((kb, k)) = syms.lookup(ctx, module_body, root) else {
        return err(format!("kernel container '{root_name}' is undefined"));
    };
    let kd = m.body(kb).op(k);
    if kd.opcode != Opcode::GpuModule || kd.body.is_none() {
        return err(format!("kernel module '{root_name}' is undefined"));
    }
    let Some((fb, f)) = syms.lookup(ctx, kd.body, leaf) else {
        return err(format!(
            "kernel function '@{root_name}::@{}' is undefined",
            ctx.str(leaf)
        ));
    };
    let fd = m.body(fb).op(f);
    if fd.opcode == Opcode::GpuFunc {
        if super::super::dict_lookup(ctx, fd.attrs, KERNEL_ATTR).is_none() {
            return err("kernel function is missing the 'gpu.kernel' attribute".into());
        }
        if let Some((inputs, _)) = super::super::function_signature(ctx, fd.attrs) {
            let args = &body.operands(op)[segment_range(&sizes, segment::KERNEL_OPERANDS)];
            if args.len() != inputs.len() {
                return err(format!(
                    "got {} kernel operands but expected {}",
                    args.len(),
                    inputs.len()
                ));
            }
            if let Some(i) = args
                .iter()
                .zip(inputs)
                .position(|(&a, &t)| body.value_type(a) != t)
            {
                return err(format!("type of function argument {i} does not match"));
            }
        }
    }
    Ok(())
}
