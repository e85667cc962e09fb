//! `memref.global` → `llvm.mlir.global`, converted in the sequential module
//! phase (an uninitialized global gets an initializer region, which lives
//! in a body of its own).

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues, EnumKind, NamedAttr};
use strata_ir::dialect::memref::layout;
use strata_ir::{AttrId, Context, Module, Op, OpSpec, Opcode, TypeData, TypeId};

use super::names::MemrefNames;
use crate::type_converter::TypeConverter;

/// `#llvm.linkage<private>` and `<external>` as MLIR numbers them.
const LINKAGE_PRIVATE: u64 = 0;
const LINKAGE_EXTERNAL: u64 = 10;

/// The LLVM type of a global holding a memref's elements: nested arrays
/// (outermost first), the element type itself at rank 0.
pub fn global_type(ctx: &Context, tc: &TypeConverter, ty: TypeId) -> Option<TypeId> {
    let m = layout::ranked(ctx, ty)?;
    let mut t = tc.convert(m.elem)?;
    for &d in m.shape.iter().rev() {
        t = ctx.llvm_array(t, u64::try_from(d).ok()?);
    }
    Some(t)
}

/// Converts every `memref.global` directly inside a symbol-table body.
pub fn convert_globals(
    ctx: &Context,
    tc: &TypeConverter,
    n: &MemrefNames,
    module: &mut Module,
    mask: &[bool],
    summary: &strata_ir::summary::OpcodeSummary,
) {
    let strata_names = crate::names::Names::new(ctx);
    // Bodies holding a `memref.global` at all, found in parallel.
    let has_global: Vec<bool> = {
        use rayon::prelude::*;
        module
            .bodies
            .par_iter()
            .enumerate()
            .map(|(bi, b)| {
                mask.get(bi).copied().unwrap_or(true)
                    && summary.may_have(bi, Opcode::MemrefGlobal)
                    && b.any_op(|o| o.opcode == Opcode::MemrefGlobal)
            })
            .collect()
    };
    for bi in (0..has_global.len()).filter(|&bi| has_global[bi]) {
        let globals: Vec<Op> = {
            let body = &module.bodies[bi];
            let Some(&root) = body.roots.first() else {
                continue;
            };
            body.region_blocks(root)
                .flat_map(|b| body.block_ops(b))
                .filter(|&o| body.op(o).opcode == Opcode::MemrefGlobal)
                .collect()
        };
        for g in globals {
            convert_global(ctx, tc, n, &strata_names, module, bi, g);
        }
    }
}

fn convert_global(
    ctx: &Context,
    tc: &TypeConverter,
    n: &MemrefNames,
    sn: &crate::names::Names,
    module: &mut Module,
    bi: usize,
    g: Op,
) {
    let data = module.bodies[bi].op(g).clone();
    let get = |name| ctx.dict_get(data.attrs, name);
    let Some(AttrData::Type(ty)) = get(n.type_).map(|a| ctx.attr_data(a)) else {
        return;
    };
    let ty = *ty;
    let Some(global_ty) = global_type(ctx, tc, ty) else {
        return;
    };
    let Some(space) = layout::ranked(ctx, ty).and_then(|m| tc.address_space(m.memory_space)) else {
        return;
    };
    let private = matches!(
        get(n.sym_visibility).map(|a| ctx.attr_data(a)),
        Some(AttrData::String { value, .. }) if ctx.str(*value) == "private"
    );
    let mut attrs: SmallVec<[NamedAttr; 8]> = SmallVec::new();
    let mut push = |name, value| attrs.push(NamedAttr { name, value });
    push(n.addr_space, ctx.int_attr(TypeId::I32, i128::from(space)));
    if let Some(a) = get(n.alignment) {
        push(n.alignment, a);
    }
    if get(n.constant).is_some() {
        push(n.constant, AttrId::UNIT);
    }
    push(n.global_type, ctx.type_attr(global_ty));
    let linkage = if private {
        LINKAGE_PRIVATE
    } else {
        LINKAGE_EXTERNAL
    };
    push(
        n.linkage,
        ctx.intern_attr(AttrData::Enum {
            kind: EnumKind::LlvmLinkage,
            value: linkage,
        }),
    );
    if let Some(name) = get(n.sym_name) {
        push(n.sym_name, name);
    }
    let init = get(n.initial_value);
    let uninitialized = matches!(init.map(|a| ctx.attr_data(a)), Some(AttrData::Unit));
    if let Some(v) = init.filter(|_| !uninitialized) {
        push(n.value, initial_value(ctx, ty, v));
    }
    push(sn.visibility, ctx.int_attr(TypeId::I64, 0));
    let dict = ctx.dict_attr(&attrs);
    // `llvm.mlir.global` always has its (possibly empty) initializer region.
    let spec = OpSpec {
        opcode: Opcode::LlvmMlirGlobal,
        name: sn.op_name(Opcode::LlvmMlirGlobal),
        operands: &[],
        result_types: &[],
        successors: &[],
        attrs: dict,
        loc: data.loc,
        num_regions: 0,
    };
    let parent = strata_ir::BodyId::from_index(bi);
    let (w, wbody) = module.push_isolated_op(parent, data.parent, &spec, 1);
    {
        let pb = &mut module.bodies[bi];
        pb.remove_op(w);
        pb.insert_op_before(g, w);
        pb.remove_op(g);
    }
    if !uninitialized {
        return;
    }
    let body = &mut module.bodies[wbody.index()];
    let root = body.roots[0];
    let entry = body.append_block(root, &[], data.loc);
    let undef = body.push_op(
        entry,
        &OpSpec {
            opcode: Opcode::LlvmMlirUndef,
            name: sn.op_name(Opcode::LlvmMlirUndef),
            operands: &[],
            result_types: &[global_ty],
            successors: &[],
            attrs: AttrId::EMPTY_DICT,
            loc: data.loc,
            num_regions: 0,
        },
    );
    let u = body.result(undef, 0);
    body.push_op(
        entry,
        &OpSpec {
            opcode: Opcode::LlvmReturn,
            name: sn.op_name(Opcode::LlvmReturn),
            operands: &[u],
            result_types: &[],
            successors: &[],
            attrs: AttrId::EMPTY_DICT,
            loc: data.loc,
            num_regions: 0,
        },
    );
}

/// A rank-0 global's initializer is its single element; others keep the
/// dense attribute.
fn initial_value(ctx: &Context, ty: TypeId, v: AttrId) -> AttrId {
    let rank0 = matches!(ctx.type_data(ty), TypeData::MemRef { shape, .. } if shape.is_empty());
    if !rank0 {
        return v;
    }
    let AttrData::DenseElements {
        ty: dty, values, ..
    } = ctx.attr_data(v)
    else {
        return v;
    };
    let elem = match ctx.type_data(*dty) {
        TypeData::RankedTensor { elem, .. } | TypeData::Vector { elem, .. } => *elem,
        _ => return v,
    };
    match values {
        DenseValues::Int(x) if !x.is_empty() => ctx.int_attr(elem, x[0]),
        DenseValues::Float(x) if !x.is_empty() => ctx.intern_attr(AttrData::Float {
            ty: elem,
            bits: x[0],
        }),
        _ => v,
    }
}
