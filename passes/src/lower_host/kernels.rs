//! The module phase's look-ups: each kernel's SPIR-V module, entry point
//! and buffer variables (its plan), which launches can be lowered, and the
//! errors MLIR reports for those that cannot.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attrs::AttrData;
use strata_ir::dialect::gpu::{self, segment};
use strata_ir::{AttrId, Body, Context, Diag, Ident, Module, Op, Opcode, TypeData, TypeId};

use super::SPV_PREFIX;
use crate::type_converter::TypeConverter;

/// What the launches of one kernel need: the kernel's declaration name and
/// the LLVM globals standing for its SPIR-V buffers, by binding.
pub(super) struct KernelPlan {
    pub(super) func: Ident,
    /// binding → (global name, global type, pointer type of its address).
    globals: FxHashMap<i128, (Ident, TypeId, TypeId)>,
}

/// Kernel plans by `(gpu module, kernel)`; `None`: launches of that kernel
/// are left unconverted (the reason was reported once per launch).
pub(super) type Plans = FxHashMap<(Ident, Ident), Option<KernelPlan>>;

pub(super) fn str_attr(ctx: &Context, attrs: AttrId, name: Ident) -> Option<&str> {
    match ctx.attr_data(ctx.dict_get(attrs, name)?) {
        AttrData::String { value, .. } => Some(ctx.str(*value)),
        _ => None,
    }
}

fn int_attr(ctx: &Context, attrs: AttrId, name: &str) -> Option<i128> {
    match ctx.attr_data(strata_ir::dialect::dict_lookup(ctx, attrs, name)?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The top-level `spirv.module` named `@__spv__<gpu module>`.
pub(super) fn spirv_module(ctx: &Context, module: &Module, gpu_module: Ident) -> Option<Op> {
    let name = ctx.ident(&format!("{SPV_PREFIX}{}", ctx.str(gpu_module)));
    let op = *module.symbol_table(ctx, Module::TOP).get(&name)?;
    (module.bodies[0].op(op).opcode == Opcode::SpirvModule).then_some(op)
}

/// The ops of the single block of isolated op `op`'s body.
fn inner_ops(module: &Module, owner: &Body, op: Op) -> Vec<Op> {
    let inner = owner.op(op).body;
    if inner.is_none() {
        return Vec::new();
    }
    let b = module.body(inner);
    b.roots
        .first()
        .map(|&r| b.region_blocks(r).flat_map(|bl| b.block_ops(bl)).collect())
        .unwrap_or_default()
}

pub(super) fn entry_points(module: &Module, spv: Op) -> Vec<Op> {
    let inner = module.bodies[0].op(spv).body;
    inner_ops(module, &module.bodies[0], spv)
        .into_iter()
        .filter(|&o| module.body(inner).op(o).opcode == Opcode::SpirvEntryPoint)
        .collect()
}

/// The plan of kernel `@m::@k`; `None` when its SPIR-V module is missing
/// or has not exactly one entry point.
pub(super) fn plan_kernel(
    ctx: &Context,
    tc: &TypeConverter,
    module: &Module,
    (m, k): (Ident, Ident),
) -> Option<KernelPlan> {
    let spv = spirv_module(ctx, module, m)?;
    if entry_points(module, spv).len() != 1 {
        return None;
    }
    let spv_name = format!("{SPV_PREFIX}{}", ctx.str(m));
    let inner = module.bodies[0].op(spv).body;
    let ib = module.body(inner);
    let mut globals = FxHashMap::default();
    for g in inner_ops(module, &module.bodies[0], spv) {
        let d = ib.op(g);
        if d.opcode != Opcode::SpirvGlobalVariable {
            continue;
        }
        let (Some(set), Some(binding)) = (
            int_attr(ctx, d.attrs, "descriptor_set"),
            int_attr(ctx, d.attrs, "binding"),
        ) else {
            continue;
        };
        let Some(var) = str_attr(ctx, d.attrs, ctx.ident("sym_name")) else {
            continue;
        };
        let Some(AttrData::Type(ptr)) =
            strata_ir::dialect::dict_lookup(ctx, d.attrs, "type").map(|a| ctx.attr_data(a))
        else {
            continue;
        };
        let TypeData::SpirvPtr { pointee, .. } = *ctx.type_data(*ptr) else {
            continue;
        };
        let (Some(global_ty), Some(ptr_ty)) = (tc.convert(pointee), tc.convert(*ptr)) else {
            continue;
        };
        let name = ctx.ident(&format!(
            "{spv_name}_{var}_descriptor_set{set}_binding{binding}"
        ));
        // A later variable of the same binding replaces an earlier one.
        globals.insert(binding, (name, global_ty, ptr_ty));
    }
    Some(KernelPlan {
        func: ctx.ident(&format!("{spv_name}_{}", ctx.str(k))),
        globals,
    })
}

/// Why launch `op` of `@m::@k` cannot be lowered, as MLIR reports it, and
/// whether the error is on the launch (else on the SPIR-V module, quoted
/// already).
pub(super) fn launch_error(
    ctx: &Context,
    module: &Module,
    (m, _): (Ident, Ident),
    body: &Body,
    op: Op,
) -> (Diag, bool) {
    match spirv_module(ctx, module, m) {
        Some(spv) => (entry_point_error(ctx, module, spv), false),
        None => (
            strata_ir::verify::op_error(
                ctx,
                body,
                op,
                format!(
                    "SPIR-V kernel module '{SPV_PREFIX}{}' is not found",
                    ctx.str(m)
                ),
            ),
            true,
        ),
    }
}

/// Adds to each error on a launch the note quoting it, as MLIR quotes an
/// op it reports on (in the generic form, numbered within its function as
/// converted; MLIR, quoting mid-conversion, can number differently where
/// the function has arguments).
pub(super) fn quote_launches(
    ctx: &Context,
    module: &Module,
    quoted: &[(usize, usize, usize)],
    emitted: &mut [Diag],
) {
    if quoted.is_empty() {
        return;
    }
    let mut printer = strata_ir::print::op_text::OpTextPrinter::generic(ctx, module);
    for &(index, bi, ordinal) in quoted {
        let b = &module.bodies[bi];
        let mut found = None;
        let mut seen = 0;
        b.walk(|op| {
            if b.op(op).opcode == Opcode::GpuLaunchFunc {
                if seen == ordinal {
                    found = Some(op);
                }
                seen += 1;
            }
        });
        let (Some(op), Some(d)) = (found, emitted.get_mut(index)) else {
            continue;
        };
        let text = printer.op(module, strata_ir::BodyId::from_index(bi), op);
        let loc = strata_ir::verify::src_loc(ctx, b.op(op).loc);
        d.notes.insert(
            0,
            Diag::note(
                loc,
                format!("{}{text}", strata_ir::verify::CURRENT_OPERATION),
            ),
        );
    }
}

/// `The module must contain exactly one entry point function`, on the
/// SPIR-V module, quoting it as MLIR does.
pub(super) fn entry_point_error(ctx: &Context, module: &Module, spv: Op) -> Diag {
    let loc = strata_ir::verify::src_loc(ctx, module.bodies[0].op(spv).loc);
    let mut d = Diag::error(
        loc,
        "The module must contain exactly one entry point function",
    );
    d.notes.push(strata_ir::verify::current_operation_note(
        ctx,
        module,
        Module::TOP,
        spv,
    ));
    d
}

/// The globals launch `op` copies its kernel operands through, in operand
/// order; `None` when an operand is not a statically shaped ranked memref
/// or has no SPIR-V variable bound to its index.
pub(super) fn copied_globals(
    ctx: &Context,
    tc: &TypeConverter,
    plan: &KernelPlan,
    body: &Body,
    op: Op,
) -> Option<SmallVec<[(Ident, TypeId, TypeId); 4]>> {
    let sizes = gpu::launch_segments(ctx, body.op(op).attrs)?;
    let operands = body.operands(op);
    let args = operands.get(gpu::segment_range(&sizes, segment::KERNEL_OPERANDS))?;
    let mut out = SmallVec::new();
    for (i, &a) in args.iter().enumerate() {
        let TypeData::MemRef { shape, elem, .. } = ctx.type_data(body.value_type(a)) else {
            return None;
        };
        if shape.iter().any(|&d| d < 0) || tc.convert(*elem).is_none() {
            return None;
        }
        out.push(*plan.globals.get(&(i as i128))?);
    }
    Some(out)
}
