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
use crate::verify::symbols::Symbols;

/// Small enough to inline into the verifier's per-op dispatch: the
/// elementwise families (most ops of lowered code) are no intrinsics,
/// carry no metadata attributes and no branch weights, so only their shape
/// is checked; every other op goes through `verify_general`.
#[inline]
pub fn verify(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let d = body.op(op);
    if d.successors.len == 0 {
        if let Some(
            f @ (Form::IntBinary
            | Form::IntOverflow
            | Form::IntExact
            | Form::IntDisjoint
            | Form::FloatBinary
            | Form::FloatUnary),
        ) = form(d.opcode)
        {
            let bound = int_binary_type_bound(d.opcode);
            if bound != 0 && crate::dialect::same_type_binary_below(body, op, bound) {
                return Ok(());
            }
            return verify_elementwise(ctx, body, op, f);
        }
    }
    verify_general(ctx, syms, body_id, body, op)
}

/// For an integer elementwise op (`llvm.add`, `llvm.and`, ...): the bound
/// below which the fixed scalar type ids are those `verify_elementwise`
/// accepts (`i1` to `i64`); 0 for any other op. An op of such an opcode
/// with no successors, two operands and one result, all of one type below
/// the bound, passes `verify` (the verifier's fast walk settles it from
/// this alone).
#[inline]
pub(crate) fn int_binary_type_bound(opcode: Opcode) -> u32 {
    match form(opcode) {
        Some(Form::IntBinary | Form::IntOverflow | Form::IntExact | Form::IntDisjoint) => {
            TypeId::SCALAR_INT_END
        }
        _ => 0,
    }
}

fn verify_general(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let m = syms.module();
    let d = body.op(op);
    verify_intrinsic(ctx, body, op)?;
    super::meta_attrs::verify_op(ctx, body, op)?;
    let n_succ = body.num_successors(op);
    if n_succ > 0 {
        if let Some(w) =
            super::array_values(ctx, ctx.dict_get(d.attrs, crate::Ident::BRANCH_WEIGHTS))
        {
            if w.len() != n_succ {
                return Err(crate::diag::Diag::error(
                    crate::verify::src_loc(ctx, d.loc),
                    format!(
                        "expects number of branch weights to match number of successors: {} vs {n_succ}",
                        w.len()
                    ),
                ));
            }
        }
    }
    if let Some(r) = super::intrinsics::verify_vp(ctx, body, op) {
        return r;
    }
    if d.opcode == Opcode::IntrSincos {
        verify_sincos(ctx, body, op)?;
    }
    if d.opcode == Opcode::LlvmAtomicrmw {
        verify_atomic_rmw_value(ctx, body, op)?;
        super::verify_memory::verify_rmw(ctx, body, op)?;
    }
    let Some(f) = form(d.opcode) else {
        return Ok(());
    };
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let operands = body.operands(op);
    let n_results = d.num_results as usize;
    let attr = |name: crate::Ident| ctx.dict_get(d.attrs, name);
    let ty_text = |t: TypeId| super::type_text(ctx, t);
    use Form::*;
    match f {
        IntBinary | IntOverflow | IntExact | IntDisjoint | FloatBinary | FloatUnary => {
            return verify_elementwise(ctx, body, op, f)
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
            let value = if f == Load {
                (n_results == 1).then(|| body.value_type(body.result(op, 0)))
            } else {
                Some(body.value_type(operands[0]))
            };
            if let Some(value) = value {
                super::verify_memory::verify_load_store(ctx, body, op, value, f == Store)?;
            }
        }
        ExtractValue | InsertValue => return verify_aggregate_access(ctx, body, op, f),
        ExtractElement | InsertElement => return verify_element_access(ctx, body, op, f),
        Cmpxchg => {
            if operands.len() != 3 || n_results != 1 {
                return err("expected 3 operands and 1 result".into());
            }
            let val = body.value_type(operands[2]);
            if body.value_type(operands[1]) != val {
                return err(
                    "failed to verify that operand #1 and operand #2 have the same type".into(),
                );
            }
            if body.value_type(body.result(op, 0)) != ctx.llvm_struct(&[val, TypeId::I1], false) {
                return err("failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool".into());
            }
            super::verify_memory::verify_cmpxchg(ctx, body, op)?;
        }
        Constant if n_results == 1 => {
            let t = body.value_type(body.result(op, 0));
            // The fixed scalar ids (nearly every constant) need no lookup.
            let plain = matches!(
                t,
                TypeId::I1
                    | TypeId::I8
                    | TypeId::I16
                    | TypeId::I32
                    | TypeId::I64
                    | TypeId::F16
                    | TypeId::F32
                    | TypeId::F64
                    | TypeId::BF16
            );
            if !plain && !is_compatible_type(ctx, t) {
                return err(format!(
                    "result #0 must be LLVM dialect-compatible type, but got '{}'",
                    ty_text(t)
                ));
            }
            if let Some(v) = attr(crate::Ident::VALUE) {
                super::verify_constant::verify(ctx, body, op, v, t)?;
            }
        }
        Cast | CastNneg => {
            // The float side of the float casts (MLIR's ODS constraints,
            // operands checked before results).
            let (float_in, float_out) = match d.opcode {
                Opcode::LlvmFpext | Opcode::LlvmFptrunc => (true, true),
                Opcode::LlvmFptosi | Opcode::LlvmFptoui => (true, false),
                Opcode::LlvmSitofp | Opcode::LlvmUitofp => (false, true),
                _ => (false, false),
            };
            let what = C::Float.describe();
            let float = |t: TypeId| {
                matches!(t, TypeId::F16 | TypeId::F32 | TypeId::F64 | TypeId::BF16)
                    || C::Float.holds(ctx, t)
            };
            if let (true, Some(&a)) = (float_in, operands.first()) {
                let t = body.value_type(a);
                if !float(t) {
                    return err(format!(
                        "operand #0 must be {what}, but got '{}'",
                        ty_text(t)
                    ));
                }
            }
            if float_out && n_results == 1 {
                let t = body.value_type(body.result(op, 0));
                if !float(t) {
                    return err(format!(
                        "result #0 must be {what}, but got '{}'",
                        ty_text(t)
                    ));
                }
            }
            super::verify_casts::verify(ctx, body, op)?;
            if d.opcode == Opcode::LlvmPtrtoaddr {
                check_ptrtoaddr_width(ctx, m, body, op)?;
            }
        }
        Func => {
            super::verify_globals::verify_comdat(ctx, syms, body_id, body, op)?;
            return verify_func(ctx, m, body, op);
        }
        Global => return super::verify_globals::verify_global(ctx, syms, body_id, body, op),
        Alias => return super::verify_globals::verify_alias(ctx, m, body, op),
        Ifunc => return super::verify_globals::verify_ifunc(ctx, syms, body_id, body, op),
        GlobalCtors | GlobalDtors => {
            return super::verify_globals::verify_structors(
                ctx,
                syms,
                body_id,
                body,
                op,
                f == GlobalCtors,
            )
        }
        Comdat => return super::verify_globals::verify_comdat_region(ctx, m, body_id, body, op),
        Landingpad => return super::verify_globals::verify_landingpad(ctx, m, body_id, body, op),
        Blockaddress => {
            return super::verify_globals::verify_blockaddress(ctx, syms, body_id, body, op)
        }
        Invoke => return super::verify_calls::verify(ctx, body, op),
        Alloca => return super::verify_memory::verify_alloca(ctx, body, op),
        InlineAsm => {
            let musttail = 2;
            if super::enum_value(ctx, attr(crate::Ident::TAIL_CALL_KIND)) == Some(musttail) {
                return err("tail call kind 'musttail' is not supported by this operation".into());
            }
        }
        Gep => return super::verify_indexing::verify_gep(ctx, body, op),
        ShuffleVector => return super::verify_indexing::verify_shuffle(ctx, body, op),
        // Orderings up to monotonic (not_atomic, unordered, monotonic).
        Fence if super::enum_value(ctx, attr(crate::Ident::ORDERING)).unwrap_or(0) <= 2 => {
            return err(
                "can be given only acquire, release, acq_rel, and seq_cst orderings".into(),
            );
        }
        Nullary if n_results == 1 => {
            let t = body.value_type(body.result(op, 0));
            if !is_compatible_type(ctx, t) {
                return err(format!(
                    "result #0 must be LLVM dialect-compatible type, but got '{}'",
                    ty_text(t)
                ));
            }
            if let (Opcode::LlvmMlirZero, TypeData::LlvmTarget { name, .. }) =
                (d.opcode, ctx.type_data(t))
            {
                // Of the target extension types only SPIR-V's have a zero.
                if !ctx.str(*name).starts_with("spirv.") {
                    return err("target extension type does not support zero-initializer".into());
                }
            }
        }
        ModuleFlags | LinkerOptions => {
            let block = d.parent;
            let region = body.blocks[block.index()].parent;
            let in_op = body.region_parent(region);
            let owner = if in_op.is_some() {
                Some(body.op(in_op).opcode)
            } else if body_id == Module::TOP {
                Some(Opcode::BuiltinModule)
            } else {
                owner(m, body_id).map(|(pb, o)| pb.op(o).opcode)
            };
            if owner != Some(Opcode::BuiltinModule) {
                return err("must appear at the module level".into());
            }
            if f == ModuleFlags {
                let flags = match attr(crate::Ident::FLAGS).map(|a| ctx.attr_data(a)) {
                    Some(AttrData::Array(items)) => items.clone(),
                    _ => Default::default(),
                };
                let is_flag = |a: crate::ids::AttrId| match ctx.attr_data(a) {
                    AttrData::Opaque { dialect, body } => {
                        ctx.str(*dialect) == "llvm"
                            && ctx.str(*body).starts_with("mlir.module_flag<")
                    }
                    _ => false,
                };
                if !flags.iter().all(|&a| is_flag(a)) {
                    return err("expected a module flag attribute".into());
                }
            }
        }
        Return => return verify_return(ctx, m, body_id, body, op),
        Call => {
            super::verify_calls::verify(ctx, body, op)?;
            return verify_call(ctx, syms, body_id, body, op);
        }
        SymbolRef if d.opcode == Opcode::LlvmMlirAddressof => {
            return verify_addressof(ctx, syms, body_id, body, op)
        }
        SymbolRef if d.opcode == Opcode::LlvmDsoLocalEquivalent => {
            return verify_dso_local_equivalent(ctx, syms, body_id, body, op)
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
            let case_type = match attr(crate::Ident::CASE_VALUES).map(|a| ctx.attr_data(a)) {
                Some(AttrData::DenseElements { ty, .. }) => match ctx.type_data(*ty) {
                    TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } => {
                        Some(*elem)
                    }
                    _ => None,
                },
                _ => None,
            };
            let cond = body.non_successor_operands(op).first().copied();
            if let (Some(c), Some(v)) = (case_type, cond) {
                if body.value_type(v) != c {
                    return Err(crate::diag::Diag::error(
                        crate::verify::src_loc(ctx, d.loc),
                        "expects case value type to match condition value type",
                    ));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// `llvm.extractvalue` and `llvm.insertvalue`: the position must lead to
/// an element of the container, of the type extracted or inserted (the
/// custom form states only the container type and derives the other from
/// it, so an op breaking this printed as text that did not parse back).
fn verify_aggregate_access(ctx: &Context, body: &Body, op: Op, f: Form) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let ty_text = |t: TypeId| super::type_text(ctx, t);
    let insert = f == Form::InsertValue;
    let operands = body.operands(op);
    if operands.len() != 1 + insert as usize || body.op(op).num_results != 1 {
        return err(format!(
            "expected {} operands and 1 result",
            1 + insert as usize
        ));
    }
    let d = body.op(op);
    let Some(pos) = super::array_values(ctx, ctx.dict_get(d.attrs, crate::Ident::POSITION)) else {
        return err("requires attribute 'position'".into());
    };
    let container = body.value_type(operands[0]);
    if !matches!(
        ctx.type_data(container),
        TypeData::LlvmArray { .. } | TypeData::LlvmStruct { .. } | TypeData::LlvmNamedStruct(_)
    ) {
        return err(format!(
            "operand #0 must be LLVM aggregate type, but got '{}'",
            ty_text(container)
        ));
    }
    let res = body.value_type(body.result(op, 0));
    if insert && res != container {
        return err("failed to verify that all of {container, res} have same type".into());
    }
    let elem = match position_type(ctx, container, pos) {
        Ok(t) => t,
        Err(msg) => return err(msg),
    };
    if insert {
        let value = body.value_type(operands[1]);
        if value != elem {
            return err(format!(
                "Type mismatch: cannot insert '{}' into '{}'",
                ty_text(value),
                ty_text(container)
            ));
        }
    } else if res != elem {
        return err(format!(
            "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
            ty_text(container),
            ty_text(elem),
            ty_text(res)
        ));
    }
    Ok(())
}

/// The type at `pos` inside `container`, or MLIR's message for why there
/// is none (`getInsertExtractValueElementType`).
pub(super) fn position_type(
    ctx: &Context,
    container: TypeId,
    pos: &[i128],
) -> Result<TypeId, String> {
    let ty_text = |t: TypeId| super::type_text(ctx, t);
    if !is_compatible_type(ctx, container) {
        return Err(format!(
            "expected LLVM IR Dialect type, got '{}'",
            ty_text(container)
        ));
    }
    let mut t = container;
    for &i in pos {
        let out_of_bounds = || format!("position out of bounds: {i}");
        let field = |fields: &[TypeId]| {
            usize::try_from(i)
                .ok()
                .and_then(|k| fields.get(k).copied())
                .ok_or_else(out_of_bounds)
        };
        t = match ctx.type_data(t) {
            TypeData::LlvmArray { len, elem } => {
                if i < 0 || i >= i128::from(*len) {
                    return Err(out_of_bounds());
                }
                *elem
            }
            TypeData::LlvmStruct { body, .. } => field(body)?,
            TypeData::LlvmNamedStruct(name) => {
                match ctx.named_struct_body(*name).and_then(|b| b.body) {
                    Some(fields) => field(&fields)?,
                    None => return Err(out_of_bounds()),
                }
            }
            _ => {
                return Err(format!(
                    "expected LLVM IR structure/array type, got: '{}'",
                    ty_text(t)
                ))
            }
        };
    }
    Ok(t)
}

/// `llvm.extractelement` and `llvm.insertelement`: a vector, an element of
/// its element type, and (insert) a result of the vector's type.
fn verify_element_access(ctx: &Context, body: &Body, op: Op, f: Form) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let insert = f == Form::InsertElement;
    let operands = body.operands(op);
    if operands.len() != 2 + insert as usize || body.op(op).num_results != 1 {
        return err(format!(
            "expected {} operands and 1 result",
            2 + insert as usize
        ));
    }
    let vector = body.value_type(operands[0]);
    let elem = match ctx.type_data(vector) {
        TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => *elem,
        _ => {
            return err(format!(
                "operand #0 must be LLVM dialect-compatible vector type, but got '{}'",
                super::type_text(ctx, vector)
            ))
        }
    };
    let res = body.value_type(body.result(op, 0));
    if insert {
        if body.value_type(operands[1]) != elem {
            return err("failed to verify that argument type matches vector element type".into());
        }
        if res != vector {
            return err("failed to verify that all of {res, vector} have same type".into());
        }
    } else if res != elem {
        return err("failed to verify that result type matches vector element type".into());
    }
    Ok(())
}

/// The shape rules of the elementwise families: operand count, one
/// result, one type throughout, integer or float elements.
fn verify_elementwise(ctx: &Context, body: &Body, op: Op, f: Form) -> DResult<()> {
    use Form::*;
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let operands = body.operands(op);
    let n_results = body.op(op).num_results as usize;
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
    let float = matches!(f, FloatBinary | FloatUnary);
    // Scalars of the builtin integer types are the common case; their ids
    // are fixed, so no type lookup is needed.
    if !float
        && matches!(
            res,
            TypeId::I1 | TypeId::I8 | TypeId::I16 | TypeId::I32 | TypeId::I64
        )
    {
        return Ok(());
    }
    let elem = element(ctx, res);
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
            super::type_text(ctx, res)
        ));
    }
    Ok(())
}

/// Operand type constraints of the intrinsics (MLIR's ODS type
/// constraints), each with the description MLIR's messages use.
#[derive(Copy, Clone)]
enum C {
    Any,
    Float,
    Int,
    SignlessInt,
    Ptr,
    I8,
    I1,
    VecFloat,
    VecI1,
    VecPtr,
}

impl C {
    fn describe(self) -> &'static str {
        match self {
            C::Any => "",
            C::Float => "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
            C::Int => "signless integer or LLVM dialect-compatible vector of signless integer",
            C::SignlessInt => "signless integer",
            C::Ptr => "LLVM pointer type",
            C::I8 => "8-bit signless integer",
            C::I1 => "1-bit signless integer",
            C::VecFloat => "LLVM dialect-compatible vector of floating-point",
            C::VecI1 => "LLVM dialect-compatible vector of 1-bit signless integer",
            C::VecPtr => "LLVM dialect-compatible vector of LLVM pointer type",
        }
    }

    fn holds(self, ctx: &Context, t: TypeId) -> bool {
        let signless = |t: TypeId, w: Option<u32>| match ctx.type_data(t) {
            TypeData::Integer { width, signedness } => {
                *signedness == crate::types::Signedness::Signless && w.is_none_or(|w| w == *width)
            }
            _ => false,
        };
        let vector_of = |t: TypeId, f: &dyn Fn(TypeId) -> bool| match ctx.type_data(t) {
            TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => f(*elem),
            _ => false,
        };
        let is_ptr = |t: TypeId| matches!(ctx.type_data(t), TypeData::LlvmPtr { .. });
        match self {
            C::Any => true,
            C::Float => is_float(ctx, element(ctx, t)),
            C::Int => signless(element(ctx, t), None),
            C::SignlessInt => signless(t, None),
            C::Ptr => is_ptr(t),
            C::I8 => signless(t, Some(8)),
            C::I1 => signless(t, Some(1)),
            C::VecFloat => vector_of(t, &|e| is_float(ctx, e)),
            C::VecI1 => vector_of(t, &|e| signless(e, Some(1))),
            C::VecPtr => vector_of(t, &|e| is_ptr(e)),
        }
    }
}

/// The operand constraints of intrinsic `op`, in operand order.
fn intrinsic_operands(op: Opcode) -> &'static [C] {
    use Opcode::*;
    use C::*;
    match op {
        IntrAcos | IntrAsin | IntrAtan | IntrCeil | IntrCos | IntrCosh | IntrExp | IntrExp10
        | IntrExp2 | IntrFabs | IntrFloor | IntrLog | IntrLog10 | IntrLog2 | IntrNearbyint
        | IntrRint | IntrRound | IntrRoundeven | IntrSin | IntrSinh | IntrSqrt | IntrTan
        | IntrTanh | IntrTrunc | IntrSincos | IntrIsFpclass => &[Float],
        IntrAtan2 | IntrCopysign | IntrMaximum | IntrMaxnum | IntrMinimum | IntrMinnum
        | IntrPow => &[Float, Float],
        IntrFma | IntrFmuladd => &[Float, Float, Float],
        IntrPowi => &[Float, SignlessInt],
        IntrBitreverse | IntrBswap | IntrCtpop | IntrCtlz | IntrCttz | IntrAbs => &[Int],
        IntrSmax | IntrSmin | IntrUmax | IntrUmin | IntrSaddSat | IntrUaddSat | IntrSsubSat
        | IntrUsubSat | IntrSshlSat | IntrUshlSat | IntrSaddWithOverflow | IntrUaddWithOverflow
        | IntrSsubWithOverflow | IntrUsubWithOverflow | IntrSmulWithOverflow
        | IntrUmulWithOverflow => &[Int, Int],
        IntrFshl | IntrFshr => &[Int, Int, Int],
        LlvmSext | LlvmZext | LlvmTrunc => &[Int],
        IntrMemcpy | IntrMemmove => &[Ptr, Ptr, SignlessInt],
        IntrMemcpyInline => &[Ptr, Ptr],
        IntrMemset => &[Ptr, I8, SignlessInt],
        IntrMemsetInline => &[Ptr, I8],
        IntrAssume => &[I1],
        IntrVectorReduceFmax
        | IntrVectorReduceFmin
        | IntrVectorReduceFmaximum
        | IntrVectorReduceFminimum => &[VecFloat],
        IntrMatrixColumnMajorLoad => &[Ptr, SignlessInt],
        IntrMatrixColumnMajorStore => &[Any, Ptr, SignlessInt],
        IntrMaskedLoad => &[Ptr, VecI1],
        IntrMaskedStore => &[Any, Ptr, VecI1],
        IntrMaskedGather => &[VecPtr, VecI1],
        IntrMaskedScatter => &[Any, VecPtr, VecI1],
        _ => &[],
    }
}

/// Intrinsic operand and result types, with MLIR's messages.
fn verify_intrinsic(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    use Opcode::*;
    let d = body.op(op);
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let operands = body.operands(op);
    for (i, (&c, &v)) in intrinsic_operands(d.opcode)
        .iter()
        .zip(operands)
        .enumerate()
    {
        let t = body.value_type(v);
        if !c.holds(ctx, t) {
            return err(format!(
                "operand #{i} must be {}, but got '{}'",
                c.describe(),
                super::type_text(ctx, t)
            ));
        }
    }
    let result = (d.num_results == 1).then(|| body.value_type(body.result(op, 0)));
    match d.opcode {
        IntrVectorReduceAdd | IntrVectorReduceAnd | IntrVectorReduceMul | IntrVectorReduceOr
        | IntrVectorReduceSmax | IntrVectorReduceSmin | IntrVectorReduceUmax
        | IntrVectorReduceUmin | IntrVectorReduceXor => {
            if let (Some(r), Some(&v)) = (result, operands.first()) {
                if element(ctx, body.value_type(v)) != element(ctx, r) {
                    return err(
                        "requires the same element type for all operands and results".into(),
                    );
                }
            }
        }
        IntrVectorInsert | IntrVectorExtract => {
            if let Some(msg) = check_vector_insert_extract(ctx, d.opcode, operands, body, result) {
                return err(msg.into());
            }
        }
        IntrVectorInterleave2 => {
            if let (&[a, b], Some(r)) = (operands, result) {
                let (ta, tb) = (body.value_type(a), body.value_type(b));
                if ta != tb {
                    return err("failed to verify that all of {vec1, vec2} have same type".into());
                }
                let doubled = match ctx.type_data(ta) {
                    TypeData::Vector {
                        shape,
                        scalable,
                        elem,
                    } if shape.len() == 1 => Some(ctx.intern_type(TypeData::Vector {
                        shape: vec![shape[0] * 2].into(),
                        scalable: scalable.clone(),
                        elem: *elem,
                    })),
                    _ => None,
                };
                if doubled != Some(r) {
                    return err(
                        "failed to verify that result has twice as many elements as 'vec1'".into(),
                    );
                }
            }
        }
        IntrStepvector => {
            if let Some(r) = result {
                let ok = match ctx.type_data(r) {
                    TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => {
                        C::SignlessInt.holds(ctx, *elem)
                    }
                    _ => false,
                };
                if !ok {
                    return err(format!(
                        "result #0 must be LLVM dialect-compatible vector of signless integer, but got '{}'",
                        super::type_text(ctx, r)
                    ));
                }
            }
        }
        // The pointer vector must have the shape of the data vector (MLIR
        // numbers the operand one past the pointers).
        IntrMaskedGather | IntrMaskedScatter => {
            let (ptrs, data, index) = if d.opcode == IntrMaskedGather {
                (operands.first(), result, 1)
            } else {
                (
                    operands.get(1),
                    operands.first().map(|&v| body.value_type(v)),
                    2,
                )
            };
            if let (Some(&p), Some(data)) = (ptrs, data) {
                let pt = body.value_type(p);
                if let (
                    TypeData::Vector {
                        shape, scalable, ..
                    },
                    TypeData::Vector {
                        shape: ps,
                        scalable: pss,
                        elem,
                    },
                ) = (ctx.type_data(data), ctx.type_data(pt))
                {
                    if shape != ps || scalable != pss {
                        let want = ctx.intern_type(TypeData::Vector {
                            shape: shape.clone(),
                            scalable: scalable.clone(),
                            elem: *elem,
                        });
                        return err(format!(
                            "expected operand #{index} type to be '{}'",
                            super::type_text(ctx, want)
                        ));
                    }
                }
            }
        }
        _ => {}
    }
    Ok(())
}

pub(crate) use super::compatible::is_compatible_type;

/// The first invalid feature of `#llvm.target_features<["+a", ...]>`
/// (kept as text), with MLIR's message.
pub(crate) fn target_features_error(ctx: &Context, a: crate::ids::AttrId) -> Option<&'static str> {
    let AttrData::Opaque { dialect, body } = ctx.attr_data(a) else {
        return None;
    };
    if ctx.str(*dialect) != "llvm" {
        return None;
    }
    let list = ctx.str(*body).strip_prefix("target_features<")?;
    // The quoted strings of the list, in order.
    let mut features = Vec::new();
    let mut chars = list.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => s.extend(chars.next()),
                c => s.push(c),
            }
        }
        features.push(s);
    }
    features.iter().find_map(|f| {
        if f.is_empty() {
            Some("target features can not be null or empty")
        } else if !f.starts_with(['+', '-']) {
            Some("target features must start with '+' or '-'")
        } else if f.contains(',') {
            Some("target features can not contain ','")
        } else {
            None
        }
    })
}

/// `llvm.func`: its region, `function_type`, linkage, and entry block
/// arguments against the signature, with MLIR's messages and order.
fn verify_func(ctx: &Context, m: &Module, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let regions = if d.body.is_none() {
        0
    } else {
        m.body(d.body).roots.len()
    };
    if regions != 1 {
        return err("requires one region".into());
    }
    let Some(fty) = ctx.dict_get(d.attrs, crate::Ident::FUNCTION_TYPE) else {
        return err("requires attribute 'function_type'".into());
    };
    let (params, _) = match ctx.attr_data(fty) {
        AttrData::Type(t) => match ctx.type_data(*t) {
            TypeData::LlvmFunc { params, ret, .. } => (params.clone(), *ret),
            _ => {
                return err(
                    "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type"
                        .into(),
                )
            }
        },
        _ => {
            return err(
                "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type"
                    .into(),
            )
        }
    };
    if let Some(msg) = ctx
        .dict_get(d.attrs, crate::Ident::TARGET_FEATURES)
        .and_then(|a| target_features_error(ctx, a))
    {
        return Err(crate::diag::Diag::error(
            crate::verify::src_loc(ctx, d.loc),
            msg,
        ));
    }
    let linkage = super::enum_value(ctx, ctx.dict_get(d.attrs, crate::Ident::LINKAGE));
    let name = |i: usize| crate::syntax::attrs::LINKAGES[i];
    let common = 5;
    let (extern_weak, external) = (7, 10);
    if linkage == Some(common) {
        return err(format!("functions cannot have '{}' linkage", name(5)));
    }
    let fb = m.body(d.body);
    let entry = fb.roots.first().and_then(|&r| fb.region_blocks(r).next());
    let Some(entry) = entry else {
        // An external function (no body).
        if !matches!(linkage, None | Some(7) | Some(10)) {
            return err(format!(
                "external functions must have '{}' or '{}' linkage",
                name(external as usize),
                name(extern_weak as usize)
            ));
        }
        return Ok(());
    };
    let args = fb.block_args(entry);
    if args.len() != params.len() {
        return err(format!(
            "entry block must have {} arguments to match function signature",
            params.len()
        ));
    }
    for (i, (&a, &p)) in args.iter().zip(params.iter()).enumerate() {
        let at = fb.value_type(a);
        if at != p {
            return err(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                super::type_text(ctx, at),
                super::type_text(ctx, p)
            ));
        }
    }
    super::verify_globals::verify_func_body(ctx, m, body, op)
}

/// `llvm.intr.sincos` returns a struct of two values of its operand's type.
fn verify_sincos(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let (Some(&x), 1) = (body.operands(op).first(), body.op(op).num_results) else {
        return Ok(());
    };
    let t = body.value_type(x);
    let res = body.value_type(body.result(op, 0));
    let ok = matches!(ctx.type_data(res), TypeData::LlvmStruct { body: f, .. } if f[..] == [t, t]);
    if ok {
        return Ok(());
    }
    Err(crate::verify::op_error(
        ctx,
        body,
        op,
        format!(
            "expected result type to be an homogeneous struct with two elements matching the operand type, but got '{}'",
            super::type_text(ctx, res)
        ),
    ))
}

/// LLVM rejects (aborts on) an `atomicrmw` of a scalable vector.
fn verify_atomic_rmw_value(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let Some(&val) = body.operands(op).get(1) else {
        return Ok(());
    };
    let t = body.value_type(val);
    if rmw_value_ok(ctx, t) {
        return Ok(());
    }
    Err(crate::verify::op_error(
        ctx,
        body,
        op,
        format!("operand #1 {}", rmw_value_message(ctx, t)),
    ))
}

/// Whether `t` may be the value of an `llvm.atomicrmw`.
pub(super) fn rmw_value_ok(ctx: &Context, t: TypeId) -> bool {
    match ctx.type_data(t) {
        TypeData::Float(_) | TypeData::LlvmPpcFp128 | TypeData::LlvmPtr { .. } => true,
        TypeData::Integer { signedness, .. } => *signedness == crate::types::Signedness::Signless,
        TypeData::Vector { scalable, .. } => !scalable.iter().any(|&s| s),
        TypeData::LlvmVec { scalable, .. } => !scalable,
        _ => false,
    }
}

/// What an `llvm.atomicrmw` value must be, and what `t` is.
pub(super) fn rmw_value_message(ctx: &Context, t: TypeId) -> String {
    format!(
        "must be floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type, but got '{}'",
        super::type_text(ctx, t)
    )
}

fn element(ctx: &Context, t: TypeId) -> TypeId {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => *elem,
        _ => t,
    }
}

/// MLIR's `isCompatibleFloatingPointType`: the floats LLVM has.
fn is_float(ctx: &Context, t: TypeId) -> bool {
    match ctx.type_data(t) {
        TypeData::Float(k) => !k.is_small(),
        TypeData::LlvmPpcFp128 => true,
        _ => false,
    }
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
    let problem = match (operands.first(), void) {
        (None, true) => return Ok(()),
        (Some(_), true) => "expected no operands",
        (None, false) => "expected 1 operand",
        (Some(&v), false) if body.value_type(v) != ret => "mismatching result types",
        (Some(_), false) => return Ok(()),
    };
    Err(crate::verify::op_error(ctx, body, op, problem).with_note(
        crate::verify::src_loc(ctx, pb.op(fop).loc),
        "when returning from function",
    ))
}

/// `(ret, params, var_arg)` of an `llvm.func`.
/// (Borrowed from the context: no copy of the parameter list per call.)
fn func_type<'c>(ctx: &'c Context, body: &Body, f: Op) -> Option<(TypeId, &'c [TypeId], bool)> {
    func_type_of(ctx, body, f, crate::Ident::FUNCTION_TYPE)
}

/// `func_type` of the `!llvm.func` type in attribute `key` of `f`.
fn func_type_of<'c>(
    ctx: &'c Context,
    body: &Body,
    f: Op,
    key: crate::Ident,
) -> Option<(TypeId, &'c [TypeId], bool)> {
    let fty = ctx.dict_get(body.op(f).attrs, key)?;
    let AttrData::Type(t) = *ctx.attr_data(fty) else {
        return None;
    };
    match ctx.type_data(t) {
        TypeData::LlvmFunc {
            ret,
            params,
            var_arg,
        } => Some((*ret, &params[..], *var_arg)),
        _ => None,
    }
}

/// Finds the symbol `name` in the nearest symbol table above `body_id`.
fn lookup_symbol<'m>(
    ctx: &Context,
    syms: &Symbols<'m>,
    body_id: BodyId,
    name: crate::ids::Ident,
) -> Option<(&'m Body, Op)> {
    let (b, op) = syms.lookup(ctx, body_id, name)?;
    Some((syms.module().body(b), op))
}

fn flat_symbol(ctx: &Context, a: Option<crate::ids::AttrId>) -> Option<crate::ids::Ident> {
    match ctx.attr_data(a?) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

fn verify_call(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let d = body.op(op);
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let Some(callee) = flat_symbol(ctx, ctx.dict_get(d.attrs, crate::Ident::CALLEE)) else {
        // An indirect call takes its callee from the first operand.
        if body.operands(op).is_empty() {
            return err("must have either a `callee` attribute or at least an operand".into());
        }
        return Ok(());
    };
    let name = ctx.str(callee);
    let Some((fb, f)) = lookup_symbol(ctx, syms, body_id, callee) else {
        return err(format!(
            "'{name}' does not reference a symbol in the current scope"
        ));
    };
    // A call may also go through an ifunc, of the ifunc's function type.
    let type_key = match fb.op(f).opcode {
        Opcode::LlvmFunc => crate::Ident::FUNCTION_TYPE,
        Opcode::LlvmMlirIfunc => crate::Ident::I_FUNC_TYPE,
        _ => {
            return err(format!(
                "'{name}' does not reference a valid LLVM function or IFunc"
            ))
        }
    };
    let Some((ret, params, var_arg)) = func_type_of(ctx, fb, f, type_key) else {
        return Ok(());
    };
    let n_bundle: usize =
        super::array_values(ctx, ctx.dict_get(d.attrs, crate::Ident::OP_BUNDLE_SIZES))
            .map(|v| v.iter().map(|&x| x.max(0) as usize).sum())
            .unwrap_or(0);
    let args = body.operands(op);
    let args = &args[..args.len().saturating_sub(n_bundle)];
    if args.len() < params.len() || (!var_arg && args.len() != params.len()) {
        return err(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            args.len(),
            params.len()
        ));
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
    let results = body.results(op);
    match (void, results.len()) {
        (true, 0) => {}
        (false, 1) => {
            let r = body.value_type(results.get(0));
            if r != ret {
                return err(format!(
                    "result type mismatch: '{}' != '{}'",
                    super::type_text(ctx, r),
                    super::type_text(ctx, ret)
                ));
            }
        }
        (true, _) => return err("calling function with void result must not produce values".into()),
        (false, 0) => return err("expected function call to produce a value".into()),
        _ => return err("incorrect number of results for callee".into()),
    }
    if var_arg
        && ctx
            .dict_get(d.attrs, crate::Ident::VAR_CALLEE_TYPE)
            .is_none()
    {
        return err("missing var_callee_type attribute for vararg call".into());
    }
    Ok(())
}

/// `llvm.dso_local_equivalent @f`: a function, or an alias of one, that is
/// not `extern_weak`.
fn verify_dso_local_equivalent(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let m = syms.module();
    let d = body.op(op);
    let err = |msg: &str| Err(crate::verify::op_error(ctx, body, op, msg));
    let Some(name) = flat_symbol(
        ctx,
        super::super::dict_lookup(ctx, d.attrs, "function_name"),
    ) else {
        return Ok(());
    };
    let Some((tb, target)) = lookup_symbol(ctx, syms, body_id, name)
        .filter(|(b, o)| matches!(b.op(*o).opcode, Opcode::LlvmFunc | Opcode::LlvmMlirAlias))
    else {
        return err("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'");
    };
    let t = tb.op(target);
    if t.opcode == Opcode::LlvmMlirAlias && t.body.is_some() {
        let init_id = t.body;
        let init = m.body(init_id);
        let mut to_global = false;
        init.walk(|o| {
            let od = init.op(o);
            if od.opcode != Opcode::LlvmMlirAddressof {
                return;
            }
            let g = flat_symbol(ctx, ctx.dict_get(od.attrs, crate::Ident::GLOBAL_NAME));
            if let Some((gb, go)) = g.and_then(|g| lookup_symbol(ctx, syms, init_id, g)) {
                to_global |= gb.op(go).opcode == Opcode::LlvmMlirGlobal;
            }
        });
        if to_global {
            return err("must reference an alias to a function");
        }
    }
    let extern_weak = 7;
    if super::enum_value(ctx, ctx.dict_get(t.attrs, crate::Ident::LINKAGE)) == Some(extern_weak) {
        return err("target function with 'extern_weak' linkage not allowed");
    }
    Ok(())
}

fn verify_addressof(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let d = body.op(op);
    let err = |msg: &str| Err(crate::verify::op_error(ctx, body, op, msg));
    let Some(name) = flat_symbol(ctx, ctx.dict_get(d.attrs, crate::Ident::GLOBAL_NAME)) else {
        return Ok(());
    };
    let found = lookup_symbol(ctx, syms, body_id, name);
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
    let Some((b, o)) = found else {
        return Ok(());
    };
    let target = b.op(o);
    // A global's address space is its `addr_space`; an alias's that of the
    // pointer its initializer returns.
    let space = match target.opcode {
        Opcode::LlvmMlirGlobal => Some(
            super::int_value(
                ctx,
                super::super::dict_lookup(ctx, target.attrs, "addr_space"),
            )
            .unwrap_or(0),
        ),
        Opcode::LlvmMlirAlias if target.body.is_some() => {
            let ib = syms.module().body(target.body);
            ib.roots
                .first()
                .and_then(|&r| ib.region_blocks(r).next())
                .and_then(|blk| ib.last_op(blk))
                .and_then(|t| ib.operands(t).first().copied())
                .and_then(|v| match ctx.type_data(ib.value_type(v)) {
                    TypeData::LlvmPtr { address_space } => Some(i128::from(*address_space)),
                    _ => None,
                })
        }
        _ => None,
    };
    let result = (d.num_results == 1).then(|| body.value_type(body.result(op, 0)));
    if let (Some(space), Some(r)) = (space, result) {
        if let TypeData::LlvmPtr { address_space } = ctx.type_data(r) {
            if i128::from(*address_space) != space {
                return err("pointer address space must match address space of the referenced global or alias");
            }
        }
    }
    Ok(())
}

/// `llvm.intr.vector.insert` / `extract`: vectors of at most 2^17 bits, and
/// no scalable part of a fixed-length vector (MLIR's messages).
fn check_vector_insert_extract(
    ctx: &Context,
    opcode: Opcode,
    operands: &[crate::ids::Value],
    body: &Body,
    result: Option<TypeId>,
) -> Option<&'static str> {
    let insert = opcode == Opcode::IntrVectorInsert;
    // (vector, its part): `insert (vec, sub) -> vec`, `extract (vec) -> sub`.
    let (whole, part) = match (insert, operands, result) {
        (true, &[v, s], _) => (body.value_type(v), body.value_type(s)),
        (false, &[v], Some(r)) => (body.value_type(v), r),
        _ => return None,
    };
    let shape = |t: TypeId| match ctx.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => Some((
            // Saturating: a huge shape must not overflow (it is too big).
            shape.iter().fold(1i64, |n, &d| n.saturating_mul(d)),
            scalable.iter().any(|&s| s),
            *elem,
        )),
        _ => None,
    };
    let (Some(w), Some(p)) = (shape(whole), shape(part)) else {
        return None;
    };
    let too_big = |(n, _, elem): (i64, bool, TypeId)| {
        let bits = match ctx.type_data(elem) {
            TypeData::Integer { width, .. } => *width as i64,
            TypeData::Float(k) => k.width() as i64,
            _ => return false,
        };
        n.saturating_mul(bits) > 1 << 17
    };
    if too_big(w) || too_big(p) {
        return Some("failed to verify that vectors are not bigger than 2^17 bits.");
    }
    if p.1 && !w.1 {
        return Some(if insert {
            "failed to verify that it is not inserting scalable into fixed-length vectors."
        } else {
            "failed to verify that it is not extracting scalable from fixed-length vectors."
        });
    }
    None
}

/// `llvm.ptrtoaddr` (newer than MLIR 22): the integer result is exactly as
/// wide as the pointer's address (index) bits, which LLVM's verifier
/// demands; they come from the module's `dlti.dl_spec` entry for the
/// pointer type, 64 without one.
fn check_ptrtoaddr_width(ctx: &Context, m: &Module, body: &Body, op: Op) -> DResult<()> {
    let (Some(&x), true) = (body.operands(op).first(), body.op(op).num_results == 1) else {
        return Ok(());
    };
    let ptr = element(ctx, body.value_type(x));
    let result = element(ctx, body.value_type(body.result(op, 0)));
    let (TypeData::LlvmPtr { .. }, TypeData::Integer { width, .. }) =
        (ctx.type_data(ptr), ctx.type_data(result))
    else {
        return Ok(());
    };
    let want = dl_spec_pointer_bits(ctx, m, ptr).unwrap_or(64);
    if u64::from(*width) != want {
        return Err(crate::verify::op_error(
            ctx,
            body,
            op,
            format!(
                "bit-width of integer result type '{}' must match the pointer bitwidth ({want}) specified in the datalayout",
                super::type_text(ctx, result)
            ),
        ));
    }
    Ok(())
}

/// The index bits of pointer type `ptr` in the top module's `dlti.dl_spec`
/// (`!llvm.ptr = dense<[size, abi, preferred(, index)]>`; the index width
/// defaults to the size).
fn dl_spec_pointer_bits(ctx: &Context, m: &Module, ptr: TypeId) -> Option<u64> {
    let spec = crate::dialect::dict_lookup(ctx, m.attrs, "dlti.dl_spec")?;
    let AttrData::Opaque { body, .. } = ctx.attr_data(spec) else {
        return None;
    };
    let text = ctx.str(*body);
    let key = format!("{} = dense<[", super::type_text(ctx, ptr));
    let start = text.find(&key)? + key.len();
    let list = &text[start..start + text[start..].find(']')?];
    let values: Vec<u64> = list
        .split(',')
        .map(|v| v.trim().parse().ok())
        .collect::<Option<_>>()?;
    values.get(3).or(values.first()).copied()
}
