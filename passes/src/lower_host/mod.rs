//! `lower-host-to-llvm`: the host half of the SPIR-V CPU pipeline, as MLIR
//! 22's `LowerHostCodeToLLVMPass`.
//!
//! The kernel's SPIR-V module (`@__spv__<gpu module>`) stays as it is, to
//! be converted by `convert-spirv-to-llvm` and linked with the host code:
//! - `gpu.module`s are erased; every top-level `func.func` gets
//!   `llvm.emit_c_interface`;
//! - func, arith and memref ops go to the LLVM dialect; each
//!   `gpu.launch_func` becomes a call of `@__spv__<module>_<kernel>` (a new
//!   declaration), framed by copies of each memref argument into and out
//!   of a `linkonce` global named after the SPIR-V variable bound to it
//!   (`@__spv__<module>_<var>_descriptor_set<s>_binding<b>`);
//! - the SPIR-V module's one entry point function is renamed
//!   `<spv module>_<function>`, with every reference to it.
//!
//! Declarations are made in the module phase, as MLIR's pattern makes
//! them: each at the front of the module, so the last made comes first.

mod kernels;
mod launch;
mod rename;
#[cfg(test)]
mod tests;

use strata_ir::attrs::{AttrData, EnumKind, NamedAttr};
use strata_ir::dialect::gpu;
use strata_ir::{AttrId, Body, Context, Diag, Ident, Module, Op, Opcode, TypeId};

use crate::conversion::arith::ArithPatterns;
use crate::conversion::func::FuncPatterns;
use crate::conversion::{ConversionSet, Patterns};
use crate::memref::MemrefPatterns;
use crate::names::Names;
use crate::type_converter::{MemRefConvention, TypeConverter};

use kernels::{copied_globals, launch_error, plan_kernel, quote_launches, Plans};
use launch::LaunchPatterns;
use rename::encode_kernel_name;

/// Prefix of the SPIR-V module a GPU module was converted to (and of an
/// unnamed SPIR-V module's entry point).
pub(super) const SPV_PREFIX: &str = "__spv__";

/// `LLVM::Linkage::Linkonce` in `LINKAGES` order.
const LINKAGE_LINKONCE: u64 = 3;

pub fn run(
    ctx: &Context,
    names: &Names,
    module: &mut Module,
    emitted: &mut Vec<Diag>,
) -> Result<(), Diag> {
    erase_gpu_modules(module);
    request_c_wrappers(ctx, names, module);
    let mut tc = TypeConverter::new(ctx, 64, MemRefConvention::Descriptor);
    tc.spirv = Some(crate::spirv_to_llvm::ClientApi::default());

    // Module phase: the launches in module order, their kernels' plans and
    // the declarations they make.
    let launches = find_launches(module);
    let mut plans = Plans::default();
    let mut decls: Vec<Decl> = Vec::new();
    // Errors on launches, to quote the op in once its body is converted:
    // (index in `emitted`, body, launch ordinal in the body).
    let mut quoted: Vec<(usize, usize, usize)> = Vec::new();
    for &(bi, op, ordinal) in &launches {
        let body = &module.bodies[bi];
        let Some(key) = gpu::kernel_symbol(ctx, body.op(op).attrs) else {
            continue;
        };
        // MLIR reports again at every launch it tries.
        let plan = match plans
            .entry(key)
            .or_insert_with(|| plan_kernel(ctx, &tc, module, key))
        {
            Some(p) => p,
            None => {
                let (d, on_launch) = launch_error(ctx, module, key, body, op);
                if on_launch {
                    quoted.push((emitted.len(), bi, ordinal));
                }
                emitted.push(d);
                continue;
            }
        };
        let Some(args) = copied_globals(ctx, &tc, plan, body, op) else {
            continue;
        };
        decls.push(Decl::Func(plan.func));
        for (name, ty, _) in args {
            decls.push(Decl::Global(name, ty, body.op(op).loc));
        }
    }

    // Bodies: func, arith and memref patterns with the launch lowering.
    let memref_set = MemrefPatterns::new(ctx, false, false);
    let launch_set = LaunchPatterns {
        plans: &plans,
        memref: &memref_set,
    };
    let sets: Vec<&dyn Patterns> = vec![&ArithPatterns, &memref_set, &FuncPatterns, &launch_set];
    let summary = strata_ir::summary::OpcodeSummary::new(module);
    let mask = live_bodies(module);
    memref_set.convert_globals(ctx, &tc, module, &mask, &summary, true);
    let set = ConversionSet::new(sets);
    let r = crate::manager::convert_module(
        ctx, names, module, &tc, &set, &mask, true, None, emitted, false, &summary,
    );
    emitted.extend(tc.take_diagnostics());
    emitted.extend(set.take_diagnostics());
    r?;
    memref_set.declare_runtime_functions(ctx, &tc, module);
    declare(ctx, names, module, &decls);
    quote_launches(ctx, module, &quoted, emitted);

    // Last, the entry points of the SPIR-V modules take their module's
    // name.
    let spv_modules: Vec<Op> = module
        .top_ops()
        .filter(|&o| module.bodies[0].op(o).opcode == Opcode::SpirvModule)
        .collect();
    for m in spv_modules {
        encode_kernel_name(ctx, names, module, m)?;
    }
    Ok(())
}

/// Erases the top-level `gpu.module`s. Their bodies (and those nested
/// in them) are emptied and unlinked: the conversion renumbers the ops of
/// the bodies it rewrites, so an owner id left behind could name a live op.
fn erase_gpu_modules(module: &mut Module) {
    let doomed: Vec<Op> = module
        .top_ops()
        .filter(|&o| module.bodies[0].op(o).opcode == Opcode::GpuModule)
        .collect();
    let mut dead = vec![false; module.bodies.len()];
    for &op in &doomed {
        let inner = module.bodies[0].op(op).body;
        if let Some(d) = dead.get_mut(inner.index()) {
            *d = true;
        }
        module.bodies[0].remove_op(op);
    }
    // Bodies come after their parents.
    for bi in 1..module.bodies.len() {
        let p = module.bodies[bi].parent;
        if p.is_some() && p.index() < bi && dead[p.index()] {
            dead[bi] = true;
        }
    }
    for (bi, d) in dead.iter().enumerate() {
        if *d {
            module.bodies[bi] = Body::new(Op::NONE, strata_ir::BodyId::NONE);
        }
    }
}

/// Marks the top-level `func.func`s with `llvm.emit_c_interface`.
fn request_c_wrappers(ctx: &Context, names: &Names, module: &mut Module) {
    let funcs: Vec<Op> = module
        .top_ops()
        .filter(|&o| module.bodies[0].op(o).opcode == Opcode::FuncFunc)
        .collect();
    let top = &mut module.bodies[0];
    for f in funcs {
        let a = top.op(f).attrs;
        top.op_mut(f).attrs = ctx.dict_with(a, names.emit_c_interface, Some(AttrId::UNIT));
    }
}

/// Every live `gpu.launch_func` with its ordinal among its body's
/// launches, in module order (bodies are numbered in the order they were
/// parsed).
fn find_launches(module: &Module) -> Vec<(usize, Op, usize)> {
    let live = live_bodies(module);
    let mut out = Vec::new();
    for (bi, b) in module.bodies.iter().enumerate() {
        if !live[bi] || !b.any_op(|o| o.opcode == Opcode::GpuLaunchFunc) {
            continue;
        }
        let mut ordinal = 0;
        b.walk(|op| {
            if b.op(op).opcode == Opcode::GpuLaunchFunc {
                out.push((bi, op, ordinal));
                ordinal += 1;
            }
        });
    }
    out
}

/// Which bodies are still reachable from the top (their owner op, and its
/// owner's, still linked).
pub(super) fn live_bodies(module: &Module) -> Vec<bool> {
    let mut live = vec![false; module.bodies.len()];
    for (bi, b) in module.bodies.iter().enumerate() {
        live[bi] = bi == 0
            || (b.parent.index() < bi
                && live[b.parent.index()]
                && b.owner.is_some()
                && module.bodies[b.parent.index()].op(b.owner).parent.is_some());
    }
    live
}

enum Decl {
    Func(Ident),
    /// Name, type and the launch's location.
    Global(Ident, TypeId, AttrId),
}

/// Makes each declaration not yet in the module at its front, in order.
fn declare(ctx: &Context, names: &Names, module: &mut Module, decls: &[Decl]) {
    if decls.is_empty() {
        return;
    }
    let mut existing: rustc_hash::FxHashSet<Ident> =
        module.symbol_table(ctx, Module::TOP).into_keys().collect();
    for d in decls {
        match *d {
            Decl::Func(name) => {
                if existing.insert(name) {
                    crate::asserts::push_func_decl(
                        ctx,
                        names,
                        module,
                        Module::TOP,
                        ctx.str(name),
                        &[],
                        AttrId::UNKNOWN_LOC,
                    );
                }
            }
            Decl::Global(name, ty, loc) => {
                if !existing.insert(name) {
                    continue;
                }
                let attrs = [
                    NamedAttr {
                        name: names.addr_space,
                        value: ctx.int_attr(TypeId::I32, 0),
                    },
                    NamedAttr {
                        name: names.global_type,
                        value: ctx.type_attr(ty),
                    },
                    NamedAttr {
                        name: names.linkage,
                        value: linkage(ctx, LINKAGE_LINKONCE),
                    },
                    NamedAttr {
                        name: names.sym_name,
                        value: ctx.string_attr(ctx.str(name)),
                    },
                    NamedAttr {
                        name: names.visibility,
                        value: ctx.int_attr(TypeId::I64, 0),
                    },
                ];
                let attrs = ctx.dict_attr(&attrs);
                let global = crate::asserts::push_front(
                    module,
                    Module::TOP,
                    names,
                    Opcode::LlvmMlirGlobal,
                    attrs,
                    loc,
                );
                module.add_body(Module::TOP, global, 1);
            }
        }
    }
}

fn linkage(ctx: &Context, value: u64) -> AttrId {
    ctx.intern_attr(AttrData::Enum {
        kind: EnumKind::LlvmLinkage,
        value,
    })
}
