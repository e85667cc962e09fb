//! `llvm.intr.*`: the call-like form most intrinsics print
//! (`llvm.intr.fabs(%x) : (f32) -> f32`) and the special forms of the rest.
//! Intrinsics MLIR gives no custom form (memcpy, ctlz, the overflow
//! arithmetic, ...) have no entry here and print generically.

use super::ops::{fastmath_attr_dict, parse_colon_function_type};
use crate::diag::DResult;
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::Opcode;
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum IntrForm {
    /// `(%a, %b) {attrs} : (T, T) -> R`; `fastmath`: has `fastmathFlags`.
    Call { fastmath: bool },
    /// `%cond : i1`
    Assume,
    /// No operands or results: `llvm.intr.trap`.
    Bare,
    /// `<{props}>` only: `llvm.intr.ubsantrap <{failureKind = 3 : i8}>`.
    PropDict,
    /// `%a, %b : T`
    Expect,
    /// `%a, %b, 5.000000e-01 : T`
    ExpectWithProbability,
    /// `%a, %b : T, T to R`
    ActiveLaneMask,
    /// `4, %p : !llvm.ptr`
    InvariantStart,
    /// `%start, 4, %p : !llvm.ptr`
    InvariantEnd,
    /// `%x : T` with one result of the same type.
    SameType,
    /// `%x : T` with no result.
    Unary,
    /// `%p, %mask : (T, M) -> R`
    Ptrmask,
    /// `: T` (the result type only).
    ResultOnly,
    /// `%src to %dst : T, T` (operands: destination, source; types in
    /// operand order).
    Vacopy,
    /// `%ptr, <stride = %s> {attrs} : R from P stride S`
    MatrixLoad,
    /// `%m, %ptr, <stride = %s> {attrs} : M to P stride S`
    MatrixStore,
    /// `%a[, %b...] [tonearest] ignore {attrs} : T [to R]`: constrained FP
    /// operations (arithmetic: same type throughout; casts: `to R`; some
    /// take no rounding mode).
    Constrained,
    /// `"llvm.experimental.constrained.name"(%a...) [tonearest] ignore
    /// {attrs} : (T...) -> R`: any constrained intrinsic by name.
    ConstrainedCall,
    /// `%a, %b, ... {attrs} : (T...) -> R` for any number of operands and
    /// one result (`!llvm.void` included): the coroutine intrinsics.
    Functional,
    /// `%save, %final {attrs} : R` (`llvm.intr.coro.suspend`).
    CoroSuspend,
    /// `%a, %b, ... {attrs} : T, U, ...` with no result (`fake.use`).
    Variadic,
    /// `%src, %dst[pos] {attrs} : S into R` (operands: dst, src).
    VectorInsert,
    /// `%src[pos] {attrs} : R from S`.
    VectorExtract,
    /// `%m {attrs} : T into R`
    MatrixTranspose,
    /// `#alias_scope {attrs}`: `llvm.intr.experimental.noalias.scope.decl`.
    ScopeDecl,
    /// `%a, %b[, %c] {attrs} : (T, U[, V]) -> R` (masked load and gather).
    MaskedRead,
    /// `%v, %p, %m {attrs} : V, M into P` (masked store and scatter).
    MaskedWrite,
}

/// `llvm::RoundingMode` spellings by value (MLIR's `#llvm.round_mode`).
const ROUNDING_MODES: [(i128, &str); 6] = [
    (0, "towardzero"),
    (1, "tonearest"),
    (2, "upward"),
    (3, "downward"),
    (4, "tonearestaway"),
    (7, "dynamic"),
];

/// `llvm::fp::ExceptionBehavior` spellings by value.
const FP_EXCEPTION_BEHAVIORS: [&str; 3] = ["ignore", "maytrap", "strict"];

pub(crate) fn intr_form(op: Opcode) -> Option<IntrForm> {
    use IntrForm::*;
    use Opcode::*;
    Some(match op {
        _ if has_fastmath(op) && !matches!(op, IntrVectorReduceFadd | IntrVectorReduceFmul) => {
            Call { fastmath: true }
        }
        IntrBitreverse | IntrBswap | IntrCtpop | IntrFshl | IntrFshr | IntrLrint | IntrLlrint
        | IntrLround | IntrLlround | IntrSaddSat | IntrSsubSat | IntrSshlSat | IntrUaddSat
        | IntrUsubSat | IntrUshlSat | IntrSmax | IntrSmin | IntrUmax | IntrUmin | IntrScmp
        | IntrUcmp => Call { fastmath: false },
        IntrAssume => Assume,
        IntrTrap | IntrDebugtrap => Bare,
        IntrUbsantrap => PropDict,
        IntrExperimentalNoaliasScopeDecl => ScopeDecl,
        IntrExpect => Expect,
        IntrExpectWithProbability => ExpectWithProbability,
        IntrGetActiveLaneMask => ActiveLaneMask,
        IntrInvariantStart => InvariantStart,
        IntrInvariantEnd => InvariantEnd,
        IntrLaunderInvariantGroup | IntrStripInvariantGroup | IntrSsaCopy => SameType,
        IntrLifetimeStart | IntrLifetimeEnd | IntrStackrestore | IntrVastart | IntrVaend => Unary,
        IntrPtrmask | IntrMatrixMultiply => Ptrmask,
        IntrMatrixColumnMajorLoad => MatrixLoad,
        IntrExperimentalConstrainedFptrunc
        | IntrExperimentalConstrainedFpext
        | IntrExperimentalConstrainedSitofp
        | IntrExperimentalConstrainedUitofp
        | IntrExperimentalConstrainedFadd
        | IntrExperimentalConstrainedFsub
        | IntrExperimentalConstrainedFmul
        | IntrExperimentalConstrainedFdiv
        | IntrExperimentalConstrainedFrem
        | IntrExperimentalConstrainedFma
        | IntrExperimentalConstrainedFmuladd => Constrained,
        IntrExperimentalConstrainedFpCall => ConstrainedCall,
        IntrCoroId | IntrCoroBegin | IntrCoroSave | IntrCoroEnd | IntrCoroFree
        | IntrCoroPromise | IntrEhTypeidFor => Functional,
        IntrCoroSize | IntrCoroAlign => ResultOnly,
        IntrCoroResume => Unary,
        IntrCoroSuspend => CoroSuspend,
        IntrFakeUse => Variadic,
        IntrVectorInsert => IntrForm::VectorInsert,
        IntrVectorExtract => IntrForm::VectorExtract,
        IntrMatrixColumnMajorStore => MatrixStore,
        IntrMatrixTranspose => MatrixTranspose,
        IntrMaskedLoad | IntrMaskedGather => MaskedRead,
        IntrMaskedStore | IntrMaskedScatter => MaskedWrite,
        IntrStacksave | IntrStepvector => ResultOnly,
        IntrVacopy => Vacopy,
        _ => return None,
    })
}

/// Intrinsics with a `fastmathFlags` property.
pub fn has_fastmath(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        IntrAcos
            | IntrAsin
            | IntrAtan
            | IntrAtan2
            | IntrCeil
            | IntrCopysign
            | IntrCos
            | IntrCosh
            | IntrExp
            | IntrExp10
            | IntrExp2
            | IntrFabs
            | IntrFloor
            | IntrFma
            | IntrFmuladd
            | IntrFrexp
            | IntrLdexp
            | IntrLog
            | IntrLog10
            | IntrLog2
            | IntrMaximum
            | IntrMaxnum
            | IntrMinimum
            | IntrMinnum
            | IntrNearbyint
            | IntrPow
            | IntrPowi
            | IntrRint
            | IntrRound
            | IntrRoundeven
            | IntrSin
            | IntrSincos
            | IntrSinh
            | IntrSqrt
            | IntrTan
            | IntrTanh
            | IntrTrunc
            | IntrVectorReduceFmax
            | IntrVectorReduceFmaximum
            | IntrVectorReduceFmin
            | IntrVectorReduceFminimum
            | IntrVectorReduceFadd
            | IntrVectorReduceFmul
    )
}

/// The constrained FP casts, whose custom form ends `: T to R`.
fn is_constrained_cast(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        IntrExperimentalConstrainedFptrunc
            | IntrExperimentalConstrainedFpext
            | IntrExperimentalConstrainedSitofp
            | IntrExperimentalConstrainedUitofp
    )
}

/// The rounding mode (if the op has one) and exception behavior keywords
/// of a constrained FP op; `None` when either attribute is malformed.
fn constrained_words(
    ctx: &crate::context::Context,
    attr: &dyn Fn(&str) -> Option<AttrId>,
) -> Option<(Option<&'static str>, &'static str)> {
    let int = |name: &str| match attr(name).map(|a| ctx.attr_data(a)) {
        Some(crate::attrs::AttrData::Integer { value, .. }) => Some(*value),
        _ => None,
    };
    let rounding = match attr("roundingmode") {
        None => None,
        Some(_) => {
            let v = int("roundingmode")?;
            Some(ROUNDING_MODES.iter().find(|(k, _)| *k == v)?.1)
        }
    };
    let except = usize::try_from(int("fpExceptionBehavior")?).ok()?;
    Some((rounding, FP_EXCEPTION_BEHAVIORS.get(except).copied()?))
}

pub(super) fn print(p: &mut OpPrinter, op: Op, form: IntrForm) -> bool {
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let ctx = p.ctx;
    let operands = body.operands(op);
    let n_results = d.num_results as usize;
    let result_ty = || body.value_type(body.result(op, 0));
    let attr = |name: &str| super::super::dict_lookup(ctx, attrs, name);
    let shape_ok = |n_ops: usize, n_res: usize| operands.len() == n_ops && n_results == n_res;
    use IntrForm::*;
    match form {
        Call { fastmath } => {
            if n_results > 1 {
                return false;
            }
            p.op_name(op);
            p.push("(");
            p.values(operands);
            p.push(")");
            if fastmath {
                fastmath_attr_dict(p, attrs, &["fastmathFlags"]);
            } else {
                p.attr_dict(attrs, &[]);
            }
            p.push(" : ");
            p.functional_type(op);
        }
        Assume => {
            let Some((tags, sizes)) = super::control::bundles(p, attrs, operands.len()) else {
                return false;
            };
            if n_results != 0 || sizes.iter().sum::<usize>() + 1 != operands.len() {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            super::control::print_bundles(p, &tags, &sizes, &operands[1..]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.attr_dict(attrs, &["op_bundle_sizes", "op_bundle_tags"]);
        }
        Bare => {
            if !shape_ok(0, 0) {
                return false;
            }
            p.op_name(op);
            p.attr_dict(attrs, &[]);
        }
        ScopeDecl => {
            let Some(scope) = attr("scope") else {
                return false;
            };
            if !shape_ok(0, 0) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            let mut s = String::new();
            crate::syntax::attrs::print_attr(ctx, scope, &mut s);
            p.push(&s);
            p.attr_dict(attrs, &["scope"]);
        }
        PropDict => {
            if !shape_ok(0, 0) {
                return false;
            }
            p.op_name(op);
            let (props, rest) = crate::print::split_properties(ctx, d.opcode, attrs);
            if !props.is_empty() {
                p.push(" <{");
                for (i, e) in props.iter().enumerate() {
                    if i > 0 {
                        p.push(", ");
                    }
                    p.named_attr(e);
                }
                p.push("}>");
            }
            if !rest.is_empty() {
                p.attr_dict(ctx.dict_attr(&rest), &[]);
            }
        }
        Expect | ExpectWithProbability => {
            if !shape_ok(2, 1) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            if form == ExpectWithProbability {
                let Some(prob) = attr("prob") else {
                    return false;
                };
                p.push(", ");
                // MLIR prints the f64 probability without its type.
                let mut s = String::new();
                match ctx.attr_data(prob) {
                    crate::attrs::AttrData::Float { bits, .. } => {
                        crate::syntax::float_print::write_float(
                            *bits,
                            crate::types::FloatKind::F64,
                            &mut s,
                        )
                    }
                    _ => crate::syntax::print_attr_without_type(ctx, prob, &mut s),
                }
                p.push(&s);
            }
            p.attr_dict(attrs, &["prob"]);
            p.push(" : ");
            p.ty(result_ty());
        }
        ActiveLaneMask => {
            if !shape_ok(2, 1) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.value_types(operands);
            p.push(" to ");
            p.ty(result_ty());
        }
        InvariantStart | InvariantEnd => {
            let want = if form == InvariantStart {
                (1, 1)
            } else {
                (2, 0)
            };
            let Some(size) = super::int_value(ctx, attr("size")) else {
                return false;
            };
            if !shape_ok(want.0, want.1) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            if form == InvariantEnd {
                p.value(operands[0]);
                p.push(", ");
            }
            p.push(&size.to_string());
            p.push(", ");
            let ptr = operands[operands.len() - 1];
            p.value(ptr);
            p.attr_dict(attrs, &["size"]);
            p.push(" : ");
            p.ty(body.value_type(ptr));
        }
        SameType | Unary => {
            let want_res = usize::from(form == SameType);
            if !shape_ok(1, want_res) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        Ptrmask => {
            if !shape_ok(2, 1) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.functional_type(op);
        }
        MatrixLoad | MatrixStore => {
            let store = form == MatrixStore;
            if !(if store {
                shape_ok(3, 0)
            } else {
                shape_ok(2, 1)
            }) {
                return false;
            }
            let (data, ptr, stride) = if store {
                (Some(operands[0]), operands[1], operands[2])
            } else {
                (None, operands[0], operands[1])
            };
            p.op_name(op);
            p.push(" ");
            if let Some(m) = data {
                p.value(m);
                p.push(", ");
            }
            p.value(ptr);
            p.push(", <stride = ");
            p.value(stride);
            p.push(">");
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            match data {
                Some(m) => {
                    p.ty(body.value_type(m));
                    p.push(" to ");
                }
                None => {
                    p.ty(result_ty());
                    p.push(" from ");
                }
            }
            p.ty(body.value_type(ptr));
            p.push(" stride ");
            p.ty(body.value_type(stride));
        }
        MaskedRead => {
            if !(shape_ok(2, 1) || shape_ok(3, 1)) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.functional_type(op);
        }
        MaskedWrite => {
            if !shape_ok(3, 0) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(", ");
            p.ty(body.value_type(operands[2]));
            p.push(" into ");
            p.ty(body.value_type(operands[1]));
        }
        Constrained | ConstrainedCall => {
            let Some((rounding, except)) = constrained_words(ctx, &attr) else {
                return false;
            };
            if n_results != 1 || operands.is_empty() {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            let mut hidden = vec!["roundingmode", "fpExceptionBehavior"];
            // Default-valued fast-math flags (what arith's lowering with a
            // rounding mode passes on) are left out of the dictionary.
            let no_fastmath = attr("fastmathFlags").is_some_and(|a| {
                matches!(
                    ctx.attr_data(a),
                    crate::attrs::AttrData::Enum { value: 0, .. }
                )
            });
            if no_fastmath {
                hidden.push("fastmathFlags");
            }
            if form == ConstrainedCall {
                let Some(name) = attr("intrinsic") else {
                    return false;
                };
                let mut s = String::new();
                crate::syntax::attrs::print_attr(ctx, name, &mut s);
                p.push(&s);
                p.push("(");
                p.values(operands);
                p.push(")");
                hidden.push("intrinsic");
            } else {
                p.values(operands);
            }
            if let Some(r) = rounding {
                p.push(" ");
                p.push(r);
            }
            p.push(" ");
            p.push(except);
            p.attr_dict(attrs, &hidden);
            p.push(" : ");
            if form == ConstrainedCall {
                p.functional_type(op);
            } else if is_constrained_cast(d.opcode) {
                p.ty(body.value_type(operands[0]));
                p.push(" to ");
                p.ty(result_ty());
            } else {
                p.ty(result_ty());
            }
        }
        Functional => {
            if n_results != 1 {
                return false;
            }
            p.op_name(op);
            if !operands.is_empty() {
                p.push(" ");
                p.values(operands);
            }
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.functional_type(op);
        }
        CoroSuspend => {
            if !shape_ok(2, 1) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(result_ty());
        }
        Variadic => {
            if n_results != 0 || operands.is_empty() {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.value_types(operands);
        }
        VectorInsert | VectorExtract => {
            let insert = form == VectorInsert;
            let Some(pos) = super::int_value(ctx, attr("pos")) else {
                return false;
            };
            if !(if insert {
                shape_ok(2, 1)
            } else {
                shape_ok(1, 1)
            }) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            let src = operands[operands.len() - 1];
            p.value(src);
            if insert {
                p.push(", ");
                p.value(operands[0]);
            }
            p.push("[");
            p.push(&pos.to_string());
            p.push("]");
            p.attr_dict(attrs, &["pos"]);
            p.push(" : ");
            if insert {
                p.ty(body.value_type(src));
                p.push(" into ");
                p.ty(result_ty());
            } else {
                p.ty(result_ty());
                p.push(" from ");
                p.ty(body.value_type(src));
            }
        }
        MatrixTranspose => {
            if !shape_ok(1, 1) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" into ");
            p.ty(result_ty());
        }
        ResultOnly => {
            if !shape_ok(0, 1) {
                return false;
            }
            p.op_name(op);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(result_ty());
        }
        Vacopy => {
            if !shape_ok(2, 0) {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[1]);
            p.push(" to ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.value_types(operands);
        }
    }
    true
}

/// MLIR's error for a type of the wrong kind in an intrinsic's custom form
/// (`kind`: `vector` or `integer`), at `loc`.
fn check_kind(
    p: &OpParser,
    opcode: Opcode,
    ty: TypeId,
    kind: &str,
    loc: &crate::diag::SrcLoc,
) -> DResult<()> {
    let ok = match p.ctx().type_data(ty) {
        crate::types::TypeData::Vector { .. } => kind == "vector",
        crate::types::TypeData::Integer { .. } => kind == "integer",
        _ => false,
    };
    if ok {
        return Ok(());
    }
    Err(super::ops::builtin_kind_error(
        p,
        opcode,
        ty,
        kind,
        loc.clone(),
    ))
}

/// A type the custom form wants of builtin kind `kind`, checked where it
/// is written, as MLIR's `parseType<VectorType>` reports it.
fn parse_kind_type(p: &mut OpParser, opcode: Opcode, kind: &str) -> DResult<TypeId> {
    let loc = p.p.loc_here();
    let ty = p.p.parse_type()?;
    check_kind(p, opcode, ty, kind, &loc)?;
    Ok(ty)
}

/// `: (T, U) -> R` with every type of builtin kind `kind`, each checked
/// where it is written.
fn parse_colon_kind_function_type(
    p: &mut OpParser,
    opcode: Opcode,
    kind: &str,
) -> DResult<(Vec<TypeId>, Vec<TypeId>)> {
    p.p.expect(Tok::Colon, "':'")?;
    p.p.expect(Tok::LParen, "'('")?;
    let mut inputs = Vec::new();
    if !p.p.consume_if(Tok::RParen) {
        loop {
            inputs.push(parse_kind_type(p, opcode, kind)?);
            if !p.p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RParen, "')'")?;
    }
    p.p.expect(Tok::Arrow, "'->'")?;
    let result = parse_kind_type(p, opcode, kind)?;
    Ok((inputs, vec![result]))
}

pub(super) fn parse(
    p: &mut OpParser,
    opcode: Opcode,
    form: IntrForm,
    state: &mut OpState,
) -> DResult<()> {
    let ctx = p.ctx();
    use IntrForm::*;
    match form {
        Call { .. } => {
            p.p.expect(Tok::LParen, "'('")?;
            let operands = p.parse_operand_list()?;
            p.p.expect(Tok::RParen, "')'")?;
            p.parse_optional_attr_dict(state)?;
            let loc = p.p.loc_here();
            let (inputs, results) = parse_colon_function_type(p)?;
            p.resolve_operands(&operands, &inputs, &loc, &mut state.operands)?;
            state.result_types = results;
        }
        Assume => {
            let x = p.parse_operand()?;
            let mut bundle_operands = Vec::new();
            super::control::parse_bundles(p, opcode.name(), state, &mut bundle_operands)?;
            let ty = p.parse_colon_type()?;
            let v = p.resolve_operand(&x, ty)?;
            state.operands.push(v);
            state.operands.extend(bundle_operands);
            p.parse_optional_attr_dict(state)?;
        }
        SameType | Unary => {
            let x = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            let v = p.resolve_operand(&x, ty)?;
            state.operands.push(v);
            if form == SameType {
                state.result_types.push(ty);
            }
        }
        Bare => p.parse_optional_attr_dict(state)?,
        ScopeDecl => {
            let scope = p.p.parse_attr()?;
            state.add_attr(ctx, "scope", scope);
            p.parse_optional_attr_dict(state)?;
        }
        PropDict => {
            if p.p.consume_if(Tok::Less) {
                let props = p.p.parse_attr_dict()?;
                state.attrs.extend(props);
                p.p.expect(Tok::Greater, "'>'")?;
            }
            p.parse_optional_attr_dict(state)?;
        }
        Expect | ExpectWithProbability => {
            let a = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let b = p.parse_operand()?;
            if form == ExpectWithProbability {
                p.p.expect(Tok::Comma, "','")?;
                let prob = p.p.parse_f64_literal()?;
                state.add_attr(ctx, "prob", prob);
            }
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&[a, b], ty, &mut state.operands)?;
            state.result_types.push(ty);
        }
        ActiveLaneMask => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let loc = p.p.loc_here();
            p.p.expect(Tok::Colon, "':'")?;
            let mut tys = vec![parse_kind_type(p, opcode, "integer")?];
            while p.p.consume_if(Tok::Comma) {
                tys.push(parse_kind_type(p, opcode, "integer")?);
            }
            p.parse_keyword("to")?;
            let result = p.p.parse_type()?;
            p.resolve_operands(&operands, &tys, &loc, &mut state.operands)?;
            state.result_types.push(result);
        }
        InvariantStart | InvariantEnd => {
            let start = if form == InvariantEnd {
                let s = p.parse_operand()?;
                p.p.expect(Tok::Comma, "','")?;
                Some(s)
            } else {
                None
            };
            let size = p.p.parse_i64()?;
            state.add_attr(ctx, "size", ctx.int_attr(TypeId::I64, size as i128));
            p.p.expect(Tok::Comma, "','")?;
            let ptr = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            if let Some(s) = start {
                let v = p.resolve_operand(&s, ty)?;
                state.operands.push(v);
            }
            let v = p.resolve_operand(&ptr, ty)?;
            state.operands.push(v);
            if form == InvariantStart {
                state.result_types.push(ty);
            }
        }
        MaskedWrite => {
            let loc = p.p.loc_here();
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let value_ty = parse_kind_type(p, opcode, "vector")?;
            p.p.expect(Tok::Comma, "','")?;
            let mask_ty = p.p.parse_type()?;
            p.parse_keyword("into")?;
            let ptr_ty = p.p.parse_type()?;
            p.resolve_operands(
                &operands,
                &[value_ty, ptr_ty, mask_ty],
                &loc,
                &mut state.operands,
            )?;
        }
        Ptrmask | MaskedRead => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let loc = p.p.loc_here();
            let (inputs, results) = if opcode == Opcode::IntrMatrixMultiply {
                parse_colon_kind_function_type(p, opcode, "vector")?
            } else {
                parse_colon_function_type(p)?
            };
            p.resolve_operands(&operands, &inputs, &loc, &mut state.operands)?;
            state.result_types = results;
        }
        MatrixLoad | MatrixStore => {
            let data = if form == MatrixStore {
                let m = p.parse_operand()?;
                p.p.expect(Tok::Comma, "','")?;
                Some(m)
            } else {
                None
            };
            let ptr = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            p.p.expect(Tok::Less, "'<'")?;
            p.parse_keyword("stride")?;
            p.p.expect(Tok::Equal, "'='")?;
            let stride = p.parse_operand()?;
            p.p.expect(Tok::Greater, "'>'")?;
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let first = parse_kind_type(p, opcode, "vector")?;
            p.parse_keyword(if data.is_some() { "to" } else { "from" })?;
            let ptr_ty = p.p.parse_type()?;
            p.parse_keyword("stride")?;
            let stride_ty = p.p.parse_type()?;
            if let Some(m) = data {
                let v = p.resolve_operand(&m, first)?;
                state.operands.push(v);
            } else {
                state.result_types.push(first);
            }
            let v = p.resolve_operand(&ptr, ptr_ty)?;
            state.operands.push(v);
            let v = p.resolve_operand(&stride, stride_ty)?;
            state.operands.push(v);
        }
        Constrained | ConstrainedCall => {
            let name = if form == ConstrainedCall {
                let loc = p.p.loc_here();
                let a = p.p.parse_attr()?;
                if !matches!(ctx.attr_data(a), crate::attrs::AttrData::String { .. }) {
                    return Err(crate::diag::Diag::error(loc, "expected an intrinsic name"));
                }
                p.p.expect(Tok::LParen, "'('")?;
                Some(a)
            } else {
                None
            };
            let operands = p.parse_operand_list()?;
            if name.is_some() {
                p.p.expect(Tok::RParen, "')'")?;
            }
            if let Some(a) = name {
                state.add_attr(ctx, "intrinsic", a);
            }
            // An optional rounding mode, then the exception behavior.
            let word = p.p.text().to_string();
            if let Some(&(mode, _)) = ROUNDING_MODES.iter().find(|(_, n)| *n == word) {
                p.p.bump();
                state.add_attr(ctx, "roundingmode", ctx.int_attr(TypeId::I64, mode));
            }
            let loc = p.p.loc_here();
            let word = p.p.text().to_string();
            let Some(except) = FP_EXCEPTION_BEHAVIORS.iter().position(|n| *n == word) else {
                return Err(crate::diag::Diag::error(
                    loc,
                    "expected an exception behavior",
                ));
            };
            p.p.bump();
            state.add_attr(
                ctx,
                "fpExceptionBehavior",
                ctx.int_attr(TypeId::I64, except as i128),
            );
            p.parse_optional_attr_dict(state)?;
            let loc = p.p.loc_here();
            if form == ConstrainedCall {
                let (inputs, results) = parse_colon_function_type(p)?;
                p.resolve_operands(&operands, &inputs, &loc, &mut state.operands)?;
                state.result_types = results;
            } else {
                let ty = p.parse_colon_type()?;
                let res = if p.p.text() == "to" {
                    p.p.bump();
                    p.p.parse_type()?
                } else {
                    ty
                };
                p.resolve_operands_same(&operands, ty, &mut state.operands)?;
                state.result_types.push(res);
            }
        }
        Functional => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let loc = p.p.loc_here();
            let (inputs, results) = parse_colon_function_type(p)?;
            p.resolve_operands(&operands, &inputs, &loc, &mut state.operands)?;
            state.result_types = results;
        }
        CoroSuspend => {
            let loc = p.p.loc_here();
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let res = p.parse_colon_type()?;
            p.resolve_operands(
                &operands,
                &[
                    ctx.intern_type(crate::types::TypeData::LlvmToken),
                    TypeId::I1,
                ],
                &loc,
                &mut state.operands,
            )?;
            state.result_types.push(res);
        }
        Variadic => {
            let loc = p.p.loc_here();
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let tys = p.parse_colon_type_list()?;
            p.resolve_operands(&operands, &tys, &loc, &mut state.operands)?;
        }
        VectorInsert | VectorExtract => {
            let src = p.parse_operand()?;
            let dst = if form == VectorInsert {
                p.p.expect(Tok::Comma, "','")?;
                Some(p.parse_operand()?)
            } else {
                None
            };
            p.p.expect(Tok::LSquare, "'['")?;
            let pos = p.p.parse_i64()?;
            p.p.expect(Tok::RSquare, "']'")?;
            state.add_attr(ctx, "pos", ctx.int_attr(TypeId::I64, pos as i128));
            p.parse_optional_attr_dict(state)?;
            let first = p.parse_colon_type()?;
            if let Some(dst) = dst {
                p.parse_keyword("into")?;
                let res = p.p.parse_type()?;
                let d = p.resolve_operand(&dst, res)?;
                let s = p.resolve_operand(&src, first)?;
                state.operands.push(d);
                state.operands.push(s);
                state.result_types.push(res);
            } else {
                p.parse_keyword("from")?;
                let src_ty = p.p.parse_type()?;
                let s = p.resolve_operand(&src, src_ty)?;
                state.operands.push(s);
                state.result_types.push(first);
            }
        }
        MatrixTranspose => {
            let m = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let ty = parse_kind_type(p, opcode, "vector")?;
            p.parse_keyword("into")?;
            let res = parse_kind_type(p, opcode, "vector")?;
            let v = p.resolve_operand(&m, ty)?;
            state.operands.push(v);
            state.result_types.push(res);
        }
        ResultOnly => {
            p.parse_optional_attr_dict(state)?;
            state.result_types.push(p.parse_colon_type()?);
        }
        Vacopy => {
            // The source is written first but is the second operand.
            let src = p.parse_operand()?;
            p.parse_keyword("to")?;
            let dst = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let loc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            p.resolve_operands(&[dst, src], &tys, &loc, &mut state.operands)?;
        }
    }
    let _: Option<AttrId> = None;
    Ok(())
}

/// `llvm.intr.vp.*`: element-wise ops on the first `evl` lanes of vectors
/// under a mask: `(data..., mask, evl)`, data of integer or float vectors.
/// Returns `(number of data operands, float)`.
#[inline]
fn vp_kind(op: Opcode) -> Option<(usize, bool)> {
    use Opcode::*;
    Some(match op {
        IntrVpAdd | IntrVpAnd | IntrVpAshr | IntrVpLshr | IntrVpMul | IntrVpOr | IntrVpSdiv
        | IntrVpShl | IntrVpSrem | IntrVpSub | IntrVpUdiv | IntrVpUrem | IntrVpXor | IntrVpSmax
        | IntrVpSmin | IntrVpUmax | IntrVpUmin => (2, false),
        IntrVpFadd | IntrVpFdiv | IntrVpFmul | IntrVpFrem | IntrVpFsub => (2, true),
        IntrVpFma | IntrVpFmuladd => (3, true),
        IntrVpFneg => (1, true),
        _ => return None,
    })
}

/// MLIR's operand constraints of the `llvm.intr.vp.*` ops (`None`: not
/// one of them). Inlined, so that any other op costs one opcode test.
#[inline]
pub(crate) fn verify_vp(
    ctx: &crate::context::Context,
    body: &crate::body::Body,
    op: crate::ids::Op,
) -> Option<crate::diag::DResult<()>> {
    let (data, float) = vp_kind(body.op(op).opcode)?;
    Some(check_vp(ctx, body, op, data, float))
}

fn check_vp(
    ctx: &crate::context::Context,
    body: &crate::body::Body,
    op: crate::ids::Op,
    data: usize,
    float: bool,
) -> crate::diag::DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let operands = body.operands(op);
    if operands.len() != data + 2 {
        return err(format!(
            "expected {} operands, but found {}",
            data + 2,
            operands.len()
        ));
    }
    let vector_of =
        |t: crate::ids::TypeId, ok: &dyn Fn(crate::ids::TypeId) -> bool| match ctx.type_data(t) {
            crate::types::TypeData::Vector { elem, .. } => ok(*elem),
            _ => false,
        };
    for (i, &v) in operands[..data].iter().enumerate() {
        let t = body.value_type(v);
        let ok = if float {
            vector_of(t, &|e| {
                matches!(ctx.type_data(e), crate::types::TypeData::Float(_))
            })
        } else {
            vector_of(t, &|e| {
                matches!(
                    ctx.type_data(e),
                    crate::types::TypeData::Integer {
                        signedness: crate::types::Signedness::Signless,
                        ..
                    }
                )
            })
        };
        if !ok {
            let what = if float {
                "LLVM dialect-compatible vector of floating-point"
            } else {
                "LLVM dialect-compatible vector of signless integer"
            };
            return err(format!(
                "operand #{i} must be {what}, but got '{}'",
                super::type_text(ctx, t)
            ));
        }
    }
    let mask = body.value_type(operands[data]);
    if !vector_of(mask, &|e| e == crate::ids::TypeId::I1) {
        return err(format!(
            "operand #{data} must be LLVM dialect-compatible vector of 1-bit signless integer, but got '{}'",
            super::type_text(ctx, mask)
        ));
    }
    let evl = body.value_type(operands[data + 1]);
    if evl != crate::ids::TypeId::I32 {
        return err(format!(
            "operand #{} must be 32-bit signless integer, but got '{}'",
            data + 1,
            super::type_text(ctx, evl)
        ));
    }
    if body.op(op).num_results != 1 {
        return err("requires one result".into());
    }
    Ok(())
}
