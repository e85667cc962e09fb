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

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, EnumKind, NamedAttr};
use strata_ir::dialect::gpu::{self, segment};
use strata_ir::{
    AttrId, Body, Context, Diag, Dialect, Ident, Module, Op, OpSpec, Opcode, TypeData, TypeId,
};

use crate::conversion::arith::ArithPatterns;
use crate::conversion::func::FuncPatterns;
use crate::conversion::{BodyRewriter, ConversionSet, Patterns};
use crate::memref::MemrefPatterns;
use crate::names::Names;
use crate::type_converter::{MemRefConvention, TypeConverter};

/// Prefix of the SPIR-V module a GPU module was converted to (and of an
/// unnamed SPIR-V module's entry point).
const SPV_PREFIX: &str = "__spv__";
/// `LLVM::Linkage::Linkonce` in `LINKAGES` order.
const LINKAGE_LINKONCE: u64 = 3;

/// What the launches of one kernel need: the kernel's declaration name and
/// the LLVM globals standing for its SPIR-V buffers, by binding.
struct KernelPlan {
    func: Ident,
    /// binding → (global name, global type, pointer type of its address).
    globals: FxHashMap<i128, (Ident, TypeId, TypeId)>,
}

/// Kernel plans by `(gpu module, kernel)`; `None`: launches of that kernel
/// are left unconverted (the reason was reported once per launch).
type Plans = FxHashMap<(Ident, Ident), Option<KernelPlan>>;

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
    let summary = crate::summary::OpcodeSummary::new(module);
    let mask = live_bodies(module);
    memref_set.convert_globals(ctx, &tc, module, &mask, &summary);
    let set = ConversionSet::new(sets);
    let r = crate::manager::convert_module(
        ctx, names, module, &tc, &set, &mask, true, None, emitted, false, &summary,
    );
    emitted.extend(tc.take_diagnostics());
    emitted.extend(memref_set.take_diagnostics());
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
fn live_bodies(module: &Module) -> Vec<bool> {
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

fn str_attr(ctx: &Context, attrs: AttrId, name: Ident) -> Option<&str> {
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
fn spirv_module(ctx: &Context, module: &Module, gpu_module: Ident) -> Option<Op> {
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

fn entry_points(module: &Module, spv: Op) -> Vec<Op> {
    let inner = module.bodies[0].op(spv).body;
    inner_ops(module, &module.bodies[0], spv)
        .into_iter()
        .filter(|&o| module.body(inner).op(o).opcode == Opcode::SpirvEntryPoint)
        .collect()
}

/// The plan of kernel `@m::@k`; `None` when its SPIR-V module is missing
/// or has not exactly one entry point.
fn plan_kernel(
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
fn launch_error(
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
fn quote_launches(
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
fn entry_point_error(ctx: &Context, module: &Module, spv: Op) -> Diag {
    let loc = strata_ir::verify::src_loc(ctx, module.bodies[0].op(spv).loc);
    let text =
        strata_ir::print::op_text::OpTextPrinter::generic(ctx, module).op(module, Module::TOP, spv);
    let text = if text.contains('\n') {
        format!("\n{text}")
    } else {
        text
    };
    Diag::error(
        loc.clone(),
        "The module must contain exactly one entry point function",
    )
    .with_note(
        loc,
        format!("{}{text}", strata_ir::verify::CURRENT_OPERATION),
    )
}

/// The globals launch `op` copies its kernel operands through, in operand
/// order; `None` when an operand is not a statically shaped ranked memref
/// or has no SPIR-V variable bound to its index.
fn copied_globals(
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
        let (opcode, attrs, loc) = match *d {
            Decl::Func(name) => {
                if !existing.insert(name) {
                    continue;
                }
                let fty = ctx.intern_type(TypeData::LlvmFunc {
                    ret: TypeId::LLVM_VOID,
                    params: Box::new([]),
                    var_arg: false,
                });
                let mut attrs = vec![
                    NamedAttr {
                        name: names.function_type,
                        value: ctx.type_attr(fty),
                    },
                    NamedAttr {
                        name: names.linkage,
                        value: linkage(ctx, strata_ir::dialect::llvm::LINKAGE_EXTERNAL),
                    },
                    NamedAttr {
                        name: names.sym_name,
                        value: ctx.string_attr(ctx.str(name)),
                    },
                ];
                crate::conversion::llvm_attrs::add_func_defaults(ctx, names, &mut attrs);
                (Opcode::LlvmFunc, ctx.dict_attr(&attrs), AttrId::UNKNOWN_LOC)
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
                (Opcode::LlvmMlirGlobal, ctx.dict_attr(&attrs), loc)
            }
        };
        let spec = OpSpec {
            opcode,
            name: names.op_name(opcode),
            operands: &[],
            result_types: &[],
            successors: &[],
            attrs,
            loc,
            num_regions: 0,
        };
        let top = module.top_block();
        let (op, _) = module.push_isolated_op(Module::TOP, top, &spec, 1);
        let b = &mut module.bodies[0];
        if let Some(first) = b.blocks[top.index()].first.expand() {
            if first != op {
                b.remove_op(op);
                b.insert_op_before(first, op);
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

/// Renames the single entry point function of SPIR-V module `spv` to
/// `<module name>_<function>` (`__spv___<function>` when unnamed), with
/// every symbol reference to it inside the module.
fn encode_kernel_name(
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

/// The `gpu.launch_func` lowering: copies in, call, copies out.
struct LaunchPatterns<'a> {
    plans: &'a Plans,
    memref: &'a MemrefPatterns,
}

impl Patterns for LaunchPatterns<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Gpu
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        if rw.old.op(op).opcode != Opcode::GpuLaunchFunc {
            return Ok(false);
        }
        Ok(self.launch(rw, op).is_some())
    }
}

impl LaunchPatterns<'_> {
    fn launch(&self, rw: &mut BodyRewriter, op: Op) -> Option<()> {
        let ctx = rw.ctx;
        let key = gpu::kernel_symbol(ctx, rw.old.op(op).attrs)?;
        let plan = self.plans.get(&key)?.as_ref()?;
        let globals = copied_globals(ctx, rw.tc, plan, rw.old, op)?;
        let sizes = gpu::launch_segments(ctx, rw.old.op(op).attrs)?;
        let args: SmallVec<[strata_ir::Value; 4]> = rw
            .old
            .operands(op)
            .get(gpu::segment_range(&sizes, segment::KERNEL_OPERANDS))?
            .iter()
            .copied()
            .collect();
        let mut copies: SmallVec<[(strata_ir::Value, strata_ir::Value, strata_ir::Value); 4]> =
            SmallVec::new();
        for (&a, &(global, _, ptr_ty)) in args.iter().zip(&globals) {
            let TypeData::MemRef { shape, elem, .. } = ctx.type_data(rw.old.value_type(a)) else {
                return None;
            };
            let shape: SmallVec<[i64; 4]> = shape.iter().copied().collect();
            let elem = rw.tc.convert(*elem)?;
            let (_, _, count) =
                crate::memref::alloc::sizes_and_strides(rw, self.memref, &shape, &[]);
            let size = crate::memref::alloc::byte_size(rw, self.memref, elem, count);
            let desc = rw.converted(a);
            let src = crate::memref::descriptor::Desc::of(rw, desc).allocated(rw);
            let attrs = rw.attrs(&[(rw.names.global_name, ctx.symbol_ref(global))]);
            let dst = rw.push1(Opcode::LlvmMlirAddressof, &[], ptr_ty, attrs);
            memcpy(rw, dst, src, size);
            copies.push((dst, src, size));
        }
        crate::memref::build::call(rw, plan.func, &[], None);
        for (dst, src, size) in copies {
            memcpy(rw, src, dst, size);
        }
        Some(())
    }
}

/// `"llvm.intr.memcpy"(dst, src, len) <{isVolatile = false}>`
fn memcpy(
    rw: &mut BodyRewriter,
    dst: strata_ir::Value,
    src: strata_ir::Value,
    len: strata_ir::Value,
) {
    let attrs = rw.attrs(&[(rw.names.is_volatile, AttrId::FALSE)]);
    rw.push(Opcode::IntrMemcpy, &[dst, src, len], &[], attrs);
}

#[cfg(test)]
mod tests {
    use strata_ir::print::{print_module, PrintOptions};
    use strata_ir::syntax::{parse_module, ParseOptions};
    use strata_ir::Context;

    use crate::{run_pipeline, Pipeline, RunOptions};

    /// Two kernels, one launched from two functions.
    const HOST: &str = "module attributes {gpu.container_module} {
  spirv.module @__spv__a Logical GLSL450 {
    spirv.GlobalVariable @k_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @k() \"None\" {
      spirv.Return
    }
    spirv.EntryPoint \"GLCompute\" @k
    spirv.ExecutionMode @k \"LocalSize\", 1, 1, 1
  }
  gpu.module @a {
    gpu.func @k(%x: memref<4xi32>) kernel {
      gpu.return
    }
  }
  func.func @f(%x: memref<4xi32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @a::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<4xi32>)
    return
  }
  func.func @g(%x: memref<4xi32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @a::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<4xi32>)
    return
  }
}";

    fn lower(src: &str, threads: usize) -> Result<String, String> {
        let ctx = Context::new();
        let mut m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default())
            .map_err(|e| e.to_string())?;
        let mut p = Pipeline::default();
        p.add_pass("lower-host-to-llvm", "")
            .map_err(|e| e.to_string())?;
        let opts = RunOptions {
            threads,
            ..Default::default()
        };
        run_pipeline(&ctx, &mut m, &p, &opts).map_err(|e| e.to_string())?;
        strata_ir::verify::verify_module(&ctx, &m).map_err(|e| e[0].to_string())?;
        Ok(print_module(&ctx, &m, PrintOptions::default()))
    }

    /// One declaration and one global whatever the number of launches; the
    /// entry point renamed with its references; the same on any thread
    /// count.
    #[test]
    fn launches_share_declarations() {
        let out = lower(HOST, 1).unwrap();
        let count = |s: &str| out.matches(s).count();
        assert_eq!(count("llvm.func @__spv__a_k()"), 1, "{out}");
        assert_eq!(
            count("llvm.mlir.global linkonce @__spv__a_k_arg_0_descriptor_set0_binding0()"),
            1,
            "{out}"
        );
        assert_eq!(count("llvm.call @__spv__a_k() : () -> ()"), 2, "{out}");
        assert_eq!(count("\"llvm.intr.memcpy\""), 4, "{out}");
        assert!(
            out.contains("spirv.ExecutionMode @__spv__a_k \"LocalSize\", 1, 1, 1"),
            "{out}"
        );
        assert!(
            !out.contains("gpu.module") && !out.contains("gpu.launch_func"),
            "{out}"
        );
        assert_eq!(lower(HOST, 2).unwrap(), out);
    }

    /// A launch without its SPIR-V module stays, and the module fails to
    /// verify once its gpu.module is gone: an error, not a panic.
    #[test]
    fn missing_spirv_module_is_an_error() {
        let src = HOST.replace("@__spv__a ", "@__spv__other ");
        assert!(lower(&src, 1).is_err());
    }
}
