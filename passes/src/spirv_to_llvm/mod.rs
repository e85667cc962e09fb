//! `convert-spirv-to-llvm`: the SPIR-V dialect to the LLVM dialect.
//!
//! A sequential module phase first renames bound globals (MLIR's
//! `encodeBindAttribute`), then rewrites the structure: `spirv.module` becomes
//! `builtin.module`, `spirv.func` `llvm.func` (signature converted,
//! function control mapped to LLVM function attributes),
//! `spirv.GlobalVariable` `llvm.mlir.global`, `spirv.ExecutionMode` a
//! constant global describing the mode, and `spirv.EntryPoint` goes away.
//! Then the function bodies are converted in parallel by [`ops`] (each op
//! first tried with its folder, [`fold`], as MLIR's conversion does); the
//! runtime functions the group ops call are declared at the end, and the
//! execution-mode globals go in front of them. Types convert by [`types`].
//! Anything without a pattern fails with MLIR's "failed to legalize"
//! error.

pub mod fold;
pub mod ops;
pub mod types;

use rayon::prelude::*;
use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, EnumKind, NamedAttr};
use strata_ir::diag::Severity;
use strata_ir::dialect::spirv::{enum_case, enums, int_array};
use strata_ir::{
    AttrId, Block, BodyId, Context, Diag, Module, Op, OpSpec, Opcode, TypeData, TypeId,
};

use crate::conversion::{BodyInputs, ConversionSet, Patterns};
use crate::names::Names;
use crate::type_converter::{
    ArgKind, ArgMapping, MemRefConvention, SignatureConversion, TypeConverter,
};

/// The `client-api` option: which address-space mapping pointers get.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum ClientApi {
    #[default]
    Unknown,
    Metal,
    OpenCL,
    Vulkan,
    WebGPU,
}

impl ClientApi {
    pub fn from_name(s: &str) -> Option<ClientApi> {
        Some(match s {
            "Unknown" => ClientApi::Unknown,
            "Metal" => ClientApi::Metal,
            "OpenCL" => ClientApi::OpenCL,
            "Vulkan" => ClientApi::Vulkan,
            "WebGPU" => ClientApi::WebGPU,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            ClientApi::Unknown => "Unknown",
            ClientApi::Metal => "Metal",
            ClientApi::OpenCL => "OpenCL",
            ClientApi::Vulkan => "Vulkan",
            ClientApi::WebGPU => "WebGPU",
        }
    }
}

const LINKAGE_PRIVATE: u64 = 0;
const LINKAGE_EXTERNAL: u64 = 10;

/// MLIR's message for an op no pattern could lower.
pub fn illegal(ctx: &Context, opcode: Opcode, loc: AttrId) -> Diag {
    crate::diag::error(
        ctx,
        loc,
        format!(
            "failed to legalize operation '{}' that was explicitly marked illegal",
            opcode.name()
        ),
    )
}

/// Runs the pass over the bodies selected by `mask`; returns the warnings
/// it emitted.
pub fn run(
    ctx: &Context,
    names: &Names,
    module: &mut Module,
    client: ClientApi,
    mask: &[bool],
) -> Result<Vec<Diag>, Diag> {
    let mut warnings = Vec::new();
    if matches!(
        client,
        ClientApi::Metal | ClientApi::Vulkan | ClientApi::WebGPU
    ) {
        let mut w = crate::diag::error(
            ctx,
            module.loc,
            format!(
                "address space mapping for client '{}' not implemented",
                client.name()
            ),
        );
        w.severity = Severity::Warning;
        warnings.push(w);
    }
    let mut tc = TypeConverter::new(ctx, 64, MemRefConvention::Descriptor);
    tc.spirv = Some(client);
    let mut signatures: Vec<Option<SignatureConversion>> = vec![None; module.bodies.len()];
    let mut modes: Vec<(usize, strata_ir::body::OpData)> = Vec::new();
    let num_bodies = module.bodies.len();
    for bi in 0..num_bodies {
        if mask.get(bi).copied().unwrap_or(true) {
            encode_bindings(ctx, names, module, bi);
        }
    }
    for bi in 0..num_bodies {
        if !mask.get(bi).copied().unwrap_or(true) {
            continue;
        }
        convert_structure(ctx, names, &tc, module, bi, &mut signatures, &mut modes)?;
    }
    signatures.resize(module.bodies.len(), None);

    let set_patterns = ops::SpirvPatterns;
    let target = crate::conversion::Target::SPIRV;
    let set = ConversionSet::new(vec![&set_patterns as &dyn Patterns]).with_target(target);
    // A body with nothing to convert may still have ops to fold (MLIR's
    // partial conversion folds every op its target does not make legal).
    let todo: Vec<bool> = module
        .bodies
        .iter()
        .enumerate()
        .map(|(i, b)| signatures[i].is_some() || has_ops_to_convert(b, &target))
        .collect();
    let results: Vec<Result<Option<(strata_ir::Body, ops::Needs)>, Diag>> = module
        .bodies
        .par_iter()
        .enumerate()
        .map(|(i, b)| {
            if !todo[i] {
                return Ok(None);
            }
            let inputs = BodyInputs {
                signature: signatures[i].as_ref(),
                ..Default::default()
            };
            let (body, needs) = ops::convert_body(&set, ctx, &tc, names, b, &inputs)?;
            Ok(Some((body, needs)))
        })
        .collect();
    let mut needs = ops::Needs::default();
    for (i, r) in results.into_iter().enumerate() {
        if let Some((body, n)) = r? {
            module.bodies[i] = body;
            needs.merge(n);
        }
    }
    crate::manager::relink_owners(module);
    ops::declare_group_functions(ctx, names, module, &needs);
    // MLIR lowers `spirv.ExecutionMode` after the functions before it (whose
    // group ops declared their callees at the module's front): its global
    // goes in front of those.
    for (bi, d) in &modes {
        execution_mode_global(ctx, names, module, *bi, d)
            .ok_or_else(|| illegal(ctx, Opcode::SpirvExecutionMode, d.loc))?;
    }
    Ok(warnings)
}

/// MLIR's `encodeBindAttribute`: in a `spirv.module`, a global variable
/// with a descriptor set and binding is renamed
/// `[<module>_]<name>_descriptor_set<s>_binding<b>` (the attributes go) and
/// the `spirv.mlir.addressof` ops of the module's functions follow.
fn encode_bindings(ctx: &Context, n: &Names, module: &mut Module, bi: usize) {
    let b = &module.bodies[bi];
    if b.parent.is_none() || b.owner.is_none() {
        return;
    }
    let owner = module.bodies[b.parent.index()].op(b.owner).clone();
    if owner.opcode != Opcode::SpirvModule {
        return;
    }
    let prefix = match ctx
        .dict_get(owner.attrs, n.sym_name)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::String { value, .. }) => format!("{}_", ctx.str(*value)),
        _ => String::new(),
    };
    let (set_name, binding_name) = (ctx.ident("descriptor_set"), ctx.ident("binding"));
    let mut renames: Vec<(strata_ir::Ident, strata_ir::Ident)> = Vec::new();
    let globals: Vec<Op> = {
        let body = &module.bodies[bi];
        let Some(&root) = body.roots.first() else {
            return;
        };
        body.region_blocks(root)
            .flat_map(|blk| body.block_ops(blk))
            .filter(|&o| body.op(o).opcode == Opcode::SpirvGlobalVariable)
            .collect()
    };
    for g in globals {
        let attrs = module.bodies[bi].op(g).attrs;
        let int = |name| match ctx.dict_get(attrs, name).map(|a| ctx.attr_data(a)) {
            Some(AttrData::Integer { value, .. }) => Some(*value),
            _ => None,
        };
        let (Some(set), Some(binding)) = (int(set_name), int(binding_name)) else {
            continue;
        };
        let Some(AttrData::String { value: old, .. }) =
            ctx.dict_get(attrs, n.sym_name).map(|a| ctx.attr_data(a))
        else {
            continue;
        };
        let new = format!(
            "{prefix}{}_descriptor_set{set}_binding{binding}",
            ctx.str(*old)
        );
        renames.push((*old, ctx.ident(&new)));
        let mut a = ctx.dict_with(attrs, set_name, None);
        a = ctx.dict_with(a, binding_name, None);
        a = ctx.dict_with(a, n.sym_name, Some(ctx.string_attr(&new)));
        module.bodies[bi].op_mut(g).attrs = a;
    }
    if renames.is_empty() {
        return;
    }
    let variable = ctx.ident("variable");
    let parent = BodyId::from_index(bi);
    for body in module.bodies.iter_mut().filter(|b| b.parent == parent) {
        let mut uses = Vec::new();
        body.walk(|op| {
            if body.op(op).opcode == Opcode::SpirvAddressof {
                uses.push(op);
            }
        });
        for op in uses {
            let attrs = body.op(op).attrs;
            let Some(AttrData::SymbolRef { root, .. }) =
                ctx.dict_get(attrs, variable).map(|a| ctx.attr_data(a))
            else {
                continue;
            };
            if let Some(&(_, new)) = renames.iter().find(|(old, _)| old == root) {
                body.op_mut(op).attrs = ctx.dict_with(attrs, variable, Some(ctx.symbol_ref(new)));
            }
        }
    }
}

/// Whether body `b` holds spirv ops, or ops `target` folds.
fn has_ops_to_convert(b: &strata_ir::Body, target: &crate::conversion::Target) -> bool {
    let mut found = false;
    b.walk(|op| {
        let opcode = b.op(op).opcode;
        if opcode.dialect() == strata_ir::Dialect::Spirv || target.folds(opcode, false) {
            found = true;
        }
    });
    found
}

/// Converts the structural ops directly in body `bi`'s symbol-table region.
fn convert_structure(
    ctx: &Context,
    n: &Names,
    tc: &TypeConverter,
    module: &mut Module,
    bi: usize,
    signatures: &mut [Option<SignatureConversion>],
    modes: &mut Vec<(usize, strata_ir::body::OpData)>,
) -> Result<(), Diag> {
    let ops: Vec<Op> = {
        let body = &module.bodies[bi];
        let Some(&root) = body.roots.first() else {
            return Ok(());
        };
        body.region_blocks(root)
            .flat_map(|b| body.block_ops(b))
            .filter(|&o| {
                matches!(
                    body.op(o).opcode,
                    Opcode::SpirvModule
                        | Opcode::SpirvFunc
                        | Opcode::SpirvGlobalVariable
                        | Opcode::SpirvSpecConstant
                        | Opcode::SpirvEntryPoint
                        | Opcode::SpirvExecutionMode
                )
            })
            .collect()
    };
    for op in ops {
        let d = module.bodies[bi].op(op).clone();
        match d.opcode {
            Opcode::SpirvModule => {
                let keep: Vec<NamedAttr> = ctx
                    .dict_entries(d.attrs)
                    .iter()
                    .filter(|e| {
                        !matches!(
                            ctx.str(e.name),
                            "addressing_model" | "memory_model" | "vce_triple"
                        )
                    })
                    .copied()
                    .collect();
                let m = module.bodies[bi].op_mut(op);
                m.opcode = Opcode::BuiltinModule;
                m.name = n.op_name(Opcode::BuiltinModule);
                m.attrs = ctx.dict_attr(&keep);
            }
            Opcode::SpirvFunc => {
                let (attrs, sig) = func_attrs(ctx, n, tc, d.attrs)
                    .ok_or_else(|| illegal(ctx, Opcode::SpirvFunc, d.loc))?;
                if d.body.is_some() {
                    if let Some(slot) = signatures.get_mut(d.body.index()) {
                        *slot = Some(sig);
                    }
                }
                let m = module.bodies[bi].op_mut(op);
                m.opcode = Opcode::LlvmFunc;
                m.name = n.op_name(Opcode::LlvmFunc);
                m.attrs = attrs;
            }
            Opcode::SpirvGlobalVariable => {
                let attrs = global_attrs(ctx, n, tc, d.attrs)
                    .ok_or_else(|| illegal(ctx, Opcode::SpirvGlobalVariable, d.loc))?;
                push_global(module, bi, n, attrs, d.loc, Some(op));
                module.bodies[bi].remove_op(op);
            }
            Opcode::SpirvSpecConstant => {
                let attrs = spec_constant_attrs(ctx, n, tc, d.attrs)
                    .ok_or_else(|| illegal(ctx, Opcode::SpirvSpecConstant, d.loc))?;
                push_global(module, bi, n, attrs, d.loc, Some(op));
                module.bodies[bi].remove_op(op);
            }
            Opcode::SpirvEntryPoint => module.bodies[bi].remove_op(op),
            Opcode::SpirvExecutionMode => {
                modes.push((bi, d));
                module.bodies[bi].remove_op(op);
            }
            _ => {}
        }
    }
    Ok(())
}

fn linkage_attr(ctx: &Context, value: u64) -> AttrId {
    ctx.intern_attr(AttrData::Enum {
        kind: EnumKind::LlvmLinkage,
        value,
    })
}

/// The `llvm.func` attributes for a `spirv.func` and its converted
/// signature; `None` when a type does not convert.
fn func_attrs(
    ctx: &Context,
    n: &Names,
    tc: &TypeConverter,
    attrs: AttrId,
) -> Option<(AttrId, SignatureConversion)> {
    let AttrData::Type(fty) = ctx.attr_data(ctx.dict_get(attrs, n.function_type)?) else {
        return None;
    };
    let TypeData::Function { inputs, results } = ctx.type_data(*fty) else {
        return None;
    };
    let arg_types = inputs
        .iter()
        .map(|&t| tc.convert(t))
        .collect::<Option<Vec<_>>>()?;
    let result = match results.first() {
        Some(&r) => tc.convert(r)?,
        None => TypeId::LLVM_VOID,
    };
    let llvm_type = ctx.intern_type(TypeData::LlvmFunc {
        ret: result,
        params: arg_types.clone().into(),
        var_arg: false,
    });
    let sig = SignatureConversion {
        llvm_type,
        args: (0..arg_types.len() as u32)
            .map(|i| ArgMapping {
                start: i,
                len: 1,
                kind: ArgKind::Plain,
            })
            .collect(),
        arg_types,
        result,
    };
    let mut out = vec![
        NamedAttr {
            name: n.sym_name,
            value: ctx.dict_get(attrs, n.sym_name)?,
        },
        NamedAttr {
            name: n.function_type,
            value: ctx.type_attr(llvm_type),
        },
        NamedAttr {
            name: n.linkage,
            value: linkage_attr(ctx, LINKAGE_EXTERNAL),
        },
    ];
    let control = strata_ir::dialect::dict_lookup(ctx, attrs, "function_control")
        .and_then(|a| enum_case(ctx, a, "function_control"));
    match control {
        Some("Inline") => out.push(NamedAttr {
            name: ctx.ident("always_inline"),
            value: AttrId::UNIT,
        }),
        Some("DontInline") => out.push(NamedAttr {
            name: ctx.ident("no_inline"),
            value: AttrId::UNIT,
        }),
        Some(c @ ("Pure" | "Const")) => out.push(NamedAttr {
            name: ctx.ident("passthrough"),
            value: ctx.array_attr(&[ctx.string_attr(if c == "Pure" {
                "readonly"
            } else {
                "readnone"
            })]),
        }),
        _ => {}
    }
    crate::conversion::llvm_attrs::add_func_defaults(ctx, n, &mut out);
    Some((ctx.dict_attr(&out), sig))
}

/// The `llvm.mlir.global` attributes for a `spirv.GlobalVariable`: linkage
/// private for `Private`, constant for `Input` and `UniformConstant`;
/// other storage classes than these and `Output`/`StorageBuffer`, and
/// globals with an initializer, do not convert.
fn global_attrs(ctx: &Context, n: &Names, tc: &TypeConverter, attrs: AttrId) -> Option<AttrId> {
    // Initializers (specialization constants) have no lowering, as in MLIR.
    if strata_ir::dialect::dict_lookup(ctx, attrs, "initializer").is_some() {
        return None;
    }
    let AttrData::Type(t) = ctx.attr_data(strata_ir::dialect::dict_lookup(ctx, attrs, "type")?)
    else {
        return None;
    };
    let TypeData::SpirvPtr { pointee, storage } = *ctx.type_data(*t) else {
        return None;
    };
    use enums::storage as sc;
    if !matches!(
        storage,
        sc::INPUT | sc::PRIVATE | sc::OUTPUT | sc::UNIFORM_CONSTANT | sc::STORAGE_BUFFER
    ) {
        return None;
    }
    let ty = tc.convert(pointee)?;
    let space = types::address_space(tc.spirv.unwrap_or_default(), storage);
    let mut out = vec![
        NamedAttr {
            name: n.addr_space,
            value: ctx.int_attr(TypeId::I32, i128::from(space)),
        },
        NamedAttr {
            name: n.global_type,
            value: ctx.type_attr(ty),
        },
        NamedAttr {
            name: n.linkage,
            value: linkage_attr(
                ctx,
                if storage == sc::PRIVATE {
                    LINKAGE_PRIVATE
                } else {
                    LINKAGE_EXTERNAL
                },
            ),
        },
        NamedAttr {
            name: n.sym_name,
            value: ctx.dict_get(attrs, n.sym_name)?,
        },
        NamedAttr {
            name: n.visibility,
            value: ctx.int_attr(TypeId::I64, 0),
        },
    ];
    if matches!(storage, sc::INPUT | sc::UNIFORM_CONSTANT) {
        out.push(NamedAttr {
            name: n.constant,
            value: AttrId::UNIT,
        });
    }
    if let Some(l) = strata_ir::dialect::dict_lookup(ctx, attrs, "location") {
        out.push(NamedAttr {
            name: ctx.ident("location"),
            value: l,
        });
    }
    Some(ctx.dict_attr(&out))
}

/// The `llvm.mlir.global` attributes for a `spirv.SpecConstant`: a private
/// constant holding the default value (integers made signless), which
/// `spirv.mlir.referenceof` loads.
fn spec_constant_attrs(
    ctx: &Context,
    n: &Names,
    tc: &TypeConverter,
    attrs: AttrId,
) -> Option<AttrId> {
    let v = strata_ir::dialect::dict_lookup(ctx, attrs, "default_value")?;
    let (ty, value) = match ctx.attr_data(v) {
        AttrData::Bool(_) => (TypeId::I1, v),
        AttrData::Integer { ty, value } => {
            let t = tc.convert(*ty)?;
            (t, ctx.int_attr(t, ops::signless_value(ctx, t, *value)))
        }
        AttrData::Float { ty, .. } => (*ty, v),
        _ => return None,
    };
    let out = [
        NamedAttr {
            name: n.addr_space,
            value: ctx.int_attr(TypeId::I32, 0),
        },
        NamedAttr {
            name: n.constant,
            value: AttrId::UNIT,
        },
        NamedAttr {
            name: n.global_type,
            value: ctx.type_attr(ty),
        },
        NamedAttr {
            name: n.linkage,
            value: linkage_attr(ctx, LINKAGE_PRIVATE),
        },
        NamedAttr {
            name: n.sym_name,
            value: ctx.dict_get(attrs, n.sym_name)?,
        },
        NamedAttr {
            name: n.value,
            value,
        },
        NamedAttr {
            name: n.visibility,
            value: ctx.int_attr(TypeId::I64, 0),
        },
    ];
    Some(ctx.dict_attr(&out))
}

/// Creates an `llvm.mlir.global` in body `bi`'s top block, before `before`
/// or (without it) at the front; its initializer body has one empty root
/// region.
fn push_global(
    module: &mut Module,
    bi: usize,
    n: &Names,
    attrs: AttrId,
    loc: AttrId,
    before: Option<Op>,
) -> (Op, BodyId) {
    let body = &mut module.bodies[bi];
    let op = body.create_op(&OpSpec {
        opcode: Opcode::LlvmMlirGlobal,
        name: n.op_name(Opcode::LlvmMlirGlobal),
        operands: &[],
        result_types: &[],
        successors: &[],
        attrs,
        loc,
        num_regions: 0,
    });
    match before {
        Some(b) => body.insert_op_before(b, op),
        None => {
            let top: Block = body.regions[body.roots[0].index()].first;
            match body.blocks[top.index()].first.expand() {
                Some(first) => body.insert_op_before(first, op),
                None => body.append_op(top, op),
            }
        }
    }
    let gb = module.add_body(BodyId::from_index(bi), op, 1);
    (op, gb)
}

/// `spirv.ExecutionMode @fn "Mode", v...` becomes a constant global
/// `@__spv__[<module>_]<fn>_execution_mode_info_<mode>` holding
/// `{mode, [v...]}`, created at the front of the module.
fn execution_mode_global(
    ctx: &Context,
    n: &Names,
    module: &mut Module,
    bi: usize,
    d: &strata_ir::body::OpData,
) -> Option<()> {
    let lookup = |name| strata_ir::dialect::dict_lookup(ctx, d.attrs, name);
    let mode =
        enums::execution_mode_value(enum_case(ctx, lookup("execution_mode")?, "execution_mode")?)?;
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(lookup("fn")?) else {
        return None;
    };
    let values = int_array(ctx, lookup("values")?)?;
    let module_name = {
        let b = &module.bodies[bi];
        let owner = b.owner;
        if b.parent.is_some() && owner.is_some() {
            let attrs = module.bodies[b.parent.index()].op(owner).attrs;
            match ctx.dict_get(attrs, n.sym_name).map(|a| ctx.attr_data(a)) {
                Some(AttrData::String { value, .. }) => format!("{}_", ctx.str(*value)),
                _ => String::new(),
            }
        } else {
            String::new()
        }
    };
    let name = format!(
        "__spv__{module_name}{}_execution_mode_info_{mode}",
        ctx.str(*root)
    );
    let mut fields = vec![TypeId::I32];
    if !values.is_empty() {
        fields.push(ctx.llvm_array(TypeId::I32, values.len() as u64));
    }
    let sty = ctx.llvm_struct(&fields, false);
    let attrs = ctx.dict_attr(&[
        NamedAttr {
            name: n.addr_space,
            value: ctx.int_attr(TypeId::I32, 0),
        },
        NamedAttr {
            name: n.constant,
            value: AttrId::UNIT,
        },
        NamedAttr {
            name: n.global_type,
            value: ctx.type_attr(sty),
        },
        NamedAttr {
            name: n.linkage,
            value: linkage_attr(ctx, LINKAGE_EXTERNAL),
        },
        NamedAttr {
            name: n.sym_name,
            value: ctx.string_attr(&name),
        },
        NamedAttr {
            name: n.visibility,
            value: ctx.int_attr(TypeId::I64, 0),
        },
    ]);
    // MLIR builds the global and its initializer at an unknown location.
    let loc = AttrId::UNKNOWN_LOC;
    let (_, gb) = push_global(module, bi, n, attrs, loc, None);
    let body = &mut module.bodies[gb.index()];
    let root = body.roots[0];
    let entry = body.append_block(root, &[], loc);
    let push = |body: &mut strata_ir::Body,
                opcode,
                operands: &[strata_ir::Value],
                ty: Option<TypeId>,
                attrs| {
        let tys: SmallVec<[TypeId; 1]> = ty.into_iter().collect();
        let op = body.push_op(
            entry,
            &OpSpec {
                opcode,
                name: n.op_name(opcode),
                operands,
                result_types: &tys,
                successors: &[],
                attrs,
                loc,
                num_regions: 0,
            },
        );
        body.results(op).next()
    };
    let constant = |v: i64| {
        ctx.dict_attr(&[NamedAttr {
            name: n.value,
            value: ctx.int_attr(TypeId::I32, i128::from(v)),
        }])
    };
    let position = |pos: &[i64]| {
        ctx.dict_attr(&[NamedAttr {
            name: n.position,
            value: ctx.intern_attr(AttrData::DenseArray {
                elem: TypeId::I64,
                values: strata_ir::attrs::DenseValues::Int(
                    pos.iter().map(|&p| p as i128).collect(),
                ),
            }),
        }])
    };
    let mut agg = push(
        body,
        Opcode::LlvmMlirPoison,
        &[],
        Some(sty),
        AttrId::EMPTY_DICT,
    )?;
    let m = push(
        body,
        Opcode::LlvmMlirConstant,
        &[],
        Some(TypeId::I32),
        constant(i64::from(mode)),
    )?;
    agg = push(
        body,
        Opcode::LlvmInsertvalue,
        &[agg, m],
        Some(sty),
        position(&[0]),
    )?;
    for (i, &v) in values.iter().enumerate() {
        let c = push(
            body,
            Opcode::LlvmMlirConstant,
            &[],
            Some(TypeId::I32),
            constant(v),
        )?;
        agg = push(
            body,
            Opcode::LlvmInsertvalue,
            &[agg, c],
            Some(sty),
            position(&[1, i as i64]),
        )?;
    }
    push(body, Opcode::LlvmReturn, &[agg], None, AttrId::EMPTY_DICT);
    Some(())
}
