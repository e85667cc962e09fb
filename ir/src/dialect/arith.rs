//! The `arith` dialect: custom forms, result names and verification, driven
//! by one table that sorts every op into an assembly family.

use crate::attrs::{AttrData, EnumKind};
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::Opcode;
use crate::print::names::Suggestion;
use crate::print::OpPrinter;
use crate::syntax::bit_enum::{self, BitEnum};
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState, OperandList};
use crate::syntax::type_text;
use crate::types::TypeData;

/// `arith.cmpi` predicates in MLIR's numbering.
pub const CMPI_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `arith.cmpf` predicates in MLIR's numbering.
pub const CMPF_PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
/// `arith.truncf` / `scaling_truncf` rounding modes.
pub const ROUNDING_MODES: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// The unit attribute of `extui`, `uitofp` and `index_castui` printed as
/// the keyword `nneg` (newer than MLIR 22; `llvm.zext` takes the same name).
const NON_NEG: &str = "nonNeg";

/// Ops with the `nneg` keyword.
fn has_nneg(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::ArithExtui | Opcode::ArithUitofp | Opcode::ArithIndexCastui
    )
}

/// Float arithmetic with an optional rounding mode keyword (newer than
/// MLIR 22; lowered to constrained intrinsics).
pub fn has_rounding(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::ArithAddf | Opcode::ArithSubf | Opcode::ArithMulf | Opcode::ArithDivf
    )
}

/// The unit attribute of `divsi`, `divui`, `shrsi` and `shrui` printed as
/// the keyword `exact` (the LLVM ops they become take it by this name).
const IS_EXACT: &str = "isExact";

/// Bits of `#arith.overflow` and `#llvm.overflow`.
pub const OVERFLOW_FLAGS: [(&str, u64); 2] = [("nsw", 1), ("nuw", 2)];
/// Bits of `#arith.fastmath`; `fast` is all of them.
pub const FASTMATH_FLAGS: &[(&str, u64)] = crate::syntax::bit_enum::ARITH_FASTMATH_FLAGS;
pub const FASTMATH_FAST: u64 = 127;

/// Assembly families of the arith ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Form {
    /// `%a, %b [overflow<..>] : T`
    IntBinaryOverflow,
    /// `%a, %b [exact] : T`
    IntBinaryExact,
    /// `%a, %b : T`
    Binary,
    /// `%a, %b [fastmath<..>] : T`
    FloatBinary,
    /// `%a [fastmath<..>] : T`
    FloatUnary,
    /// `%a : T to U`
    Cast,
    /// `%a [overflow<..>] : T to U`
    CastOverflow,
    /// `%a [fastmath<..>] : T to U`
    CastFastmath,
    /// `%a [roundingmode] [fastmath<..>] : T to U`
    CastRoundingFastmath,
    /// `%a, %s [roundingmode] [fastmath<..>] : T, S to U`
    ScalingCast,
    CmpI,
    CmpF,
    Select,
    Constant,
    /// `%a, %b : T, I1` with two results.
    AddExtended,
    /// `%a, %b : T` with two results.
    MulExtended,
}

fn form(op: Opcode) -> Option<Form> {
    use Form::*;
    use Opcode::*;
    Some(match op {
        ArithAddi | ArithSubi | ArithMuli | ArithShli => IntBinaryOverflow,
        ArithDivsi | ArithDivui | ArithShrsi | ArithShrui => IntBinaryExact,
        ArithCeildivsi | ArithCeildivui | ArithFloordivsi | ArithRemsi | ArithRemui | ArithAndi
        | ArithOri | ArithXori | ArithMaxsi | ArithMaxui | ArithMinsi | ArithMinui => Binary,
        ArithAddf | ArithSubf | ArithMulf | ArithDivf | ArithRemf | ArithMaximumf
        | ArithMinimumf | ArithMaxnumf | ArithMinnumf => FloatBinary,
        ArithNegf => FloatUnary,
        ArithExtsi | ArithExtui | ArithFptosi | ArithFptoui | ArithSitofp | ArithUitofp
        | ArithIndexCast | ArithIndexCastui | ArithBitcast => Cast,
        ArithTrunci => CastOverflow,
        ArithExtf => CastFastmath,
        ArithTruncf => CastRoundingFastmath,
        ArithScalingExtf | ArithScalingTruncf => ScalingCast,
        ArithCmpi => CmpI,
        ArithCmpf => CmpF,
        ArithSelect => Select,
        ArithConstant => Constant,
        ArithAdduiExtended => AddExtended,
        ArithMulsiExtended | ArithMuluiExtended => MulExtended,
        _ => return None,
    })
}

// ---- printing ----

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let Some(form) = form(d.opcode) else {
        return false;
    };
    let operands = body.operands(op);
    let attrs = d.attrs;
    let result_ty = |i: u32| body.value_type(body.result(op, i));
    if d.num_results == 0 {
        return false;
    }
    use Form::*;
    match form {
        IntBinaryOverflow | IntBinaryExact | Binary | FloatBinary | FloatUnary => {
            let n = if form == FloatUnary { 1 } else { 2 };
            if operands.len() != n {
                return false;
            }
            // The common op has no attributes: no flag or dictionary
            // lookups then.
            p.opcode_name(d.opcode);
            p.push(" ");
            p.values(operands);
            if attrs != AttrId::EMPTY_DICT {
                let rounded = has_rounding(d.opcode) && print_rounding(p, op);
                let elided = print_flags(p, attrs, form);
                if rounded {
                    let mut all: Vec<&str> = elided.to_vec();
                    all.push("roundingmode");
                    p.attr_dict(attrs, &all);
                } else {
                    p.attr_dict(attrs, elided);
                }
            }
            p.push(" : ");
            p.ty(result_ty(0));
        }
        Cast | CastOverflow | CastFastmath | CastRoundingFastmath | ScalingCast => {
            if operands.is_empty() {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            let mut elided: Vec<&str> = Vec::new();
            if (form == CastRoundingFastmath || form == ScalingCast) && print_rounding(p, op) {
                elided.push("roundingmode");
            }
            if has_nneg(d.opcode) {
                if p.get_attr(op, NON_NEG).is_some() {
                    p.push(" nneg");
                }
                elided.push(NON_NEG);
            }
            elided.extend_from_slice(print_flags(p, attrs, form));
            p.attr_dict(attrs, &elided);
            p.push(" : ");
            p.value_types(operands);
            p.push(" to ");
            p.ty(result_ty(0));
        }
        CmpI | CmpF => {
            let table: &[&str] = if form == CmpI {
                &CMPI_PREDICATES
            } else {
                &CMPF_PREDICATES
            };
            let Some(pred) = p.get_attr(op, "predicate") else {
                return false;
            };
            let AttrData::Integer { value, .. } = *p.ctx.attr_data(pred) else {
                return false;
            };
            let Some(name) = table.get(value as usize) else {
                return false;
            };
            if operands.len() != 2 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.push(name);
            p.push(", ");
            p.values(operands);
            let mut elided = vec!["predicate"];
            elided.extend_from_slice(print_flags(p, attrs, form));
            p.attr_dict(attrs, &elided);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        Select => {
            if operands.len() != 3 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            let cond = body.value_type(operands[0]);
            if cond != TypeId::I1 {
                p.ty(cond);
                p.push(", ");
            }
            p.ty(result_ty(0));
        }
        Constant => {
            let Some(value) = p.get_attr(op, "value") else {
                return false;
            };
            p.op_name(op);
            p.attr_dict(attrs, &["value"]);
            // The attribute's own type suffix carries the result type.
            p.push(" ");
            p.attr(value);
        }
        AddExtended => {
            if operands.len() != 2 || d.num_results != 2 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(result_ty(0));
            p.push(", ");
            p.ty(result_ty(1));
        }
        MulExtended => {
            if operands.len() != 2 || d.num_results != 2 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(result_ty(0));
        }
    }
    true
}

/// Prints ` to_nearest_even` (...) for a `roundingmode` attribute; whether
/// there was one (the attr-dict then leaves it out).
fn print_rounding(p: &mut OpPrinter, op: Op) -> bool {
    let Some(m) = p.get_attr(op, "roundingmode") else {
        return false;
    };
    if let AttrData::Integer { value, .. } = p.ctx.attr_data(m) {
        if let Some(name) = ROUNDING_MODES.get(*value as usize) {
            p.push(" ");
            p.push(name);
        }
    }
    true
}

/// Prints ` overflow<..>` / ` fastmath<..>` when not at their default and
/// returns the attribute names the attr-dict must then leave out.
fn print_flags(p: &mut OpPrinter, attrs: AttrId, form: Form) -> &'static [&'static str] {
    if form == Form::IntBinaryExact {
        // A unit attribute: the keyword when present.
        if super::dict_lookup(p.ctx, attrs, IS_EXACT).is_some() {
            p.push(" exact");
        }
        return &[IS_EXACT];
    }
    let (name, keyword, table): (&str, &str, &[(&str, u64)]) = match form {
        Form::IntBinaryOverflow | Form::CastOverflow => {
            ("overflowFlags", "overflow", &OVERFLOW_FLAGS)
        }
        Form::FloatBinary
        | Form::FloatUnary
        | Form::CastFastmath
        | Form::CastRoundingFastmath
        | Form::ScalingCast
        | Form::CmpF => ("fastmath", "fastmath", FASTMATH_FLAGS),
        _ => return &[],
    };
    let value = super::dict_lookup(p.ctx, attrs, name);
    if let Some(AttrData::Enum { value: bits, .. }) = value.map(|v| p.ctx.attr_data(v)) {
        if *bits != 0 {
            p.push(" ");
            p.push(keyword);
            p.push("<");
            let sep = if keyword == "overflow" { ", " } else { "," };
            write_flag_list(*bits, table, sep, p.out);
            p.push(">");
        }
    }
    if name == "overflowFlags" {
        &["overflowFlags"]
    } else {
        &["fastmath"]
    }
}

/// Writes the names of set flag bits (`nnan,ninf`; `fast` when all
/// fast-math bits are set; `none` for zero).
pub fn write_flag_list(bits: u64, table: &[(&str, u64)], sep: &str, out: &mut String) {
    if bits == 0 {
        out.push_str("none");
        return;
    }
    if table.len() == FASTMATH_FLAGS.len() && bits & FASTMATH_FAST == FASTMATH_FAST {
        out.push_str("fast");
        return;
    }
    let mut first = true;
    for &(name, bit) in table {
        if bits & bit != 0 {
            if !first {
                out.push_str(sep);
            }
            first = false;
            out.push_str(name);
        }
    }
}

/// Whether arith op `opcode` has the `fastmath` property.
pub fn has_fastmath(opcode: Opcode) -> bool {
    use Form::*;
    matches!(
        form(opcode),
        Some(FloatBinary | FloatUnary | CastFastmath | CastRoundingFastmath | ScalingCast | CmpF)
    )
}

/// Whether `name` is a property (inherent attribute) of arith op `opcode`;
/// any other attribute is discardable, printed in the generic form's `{}`.
pub fn is_property(opcode: Opcode, name: &str) -> bool {
    use Form::*;
    let props: &[&str] = match form(opcode) {
        Some(IntBinaryOverflow | CastOverflow) => &["overflowFlags"],
        Some(IntBinaryExact) => &[IS_EXACT],
        Some(FloatBinary) if has_rounding(opcode) => &["fastmath", "roundingmode"],
        Some(Cast) if has_nneg(opcode) => &[NON_NEG],
        Some(FloatBinary | FloatUnary | CastFastmath) => &["fastmath"],
        Some(CastRoundingFastmath | ScalingCast) => &["fastmath", "roundingmode"],
        Some(CmpI) => &["predicate"],
        Some(CmpF) => &["fastmath", "predicate"],
        Some(Constant) => &["value"],
        Some(Binary | Cast | Select | AddExtended | MulExtended) => &[],
        None => return !name.contains('.'),
    };
    props.contains(&name)
}

/// The operand count of `opcode`'s form `name %a, %b : T` (`print` of an
/// op with that many operands, one result and no attributes), 0 for the
/// others: the printer's fast path prints these ops itself.
pub fn plain_form_arity(opcode: Opcode) -> u8 {
    match form(opcode) {
        Some(Form::IntBinaryOverflow | Form::IntBinaryExact | Form::Binary | Form::FloatBinary) => {
            2
        }
        Some(Form::FloatUnary) => 1,
        _ => 0,
    }
}

// ---- result names ----

/// The ops `result_names` names (the others are numbered).
pub fn suggests_names(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::ArithConstant
            | Opcode::ArithAdduiExtended
            | Opcode::ArithMulsiExtended
            | Opcode::ArithMuluiExtended
    )
}

pub fn result_names(ctx: &Context, body: &Body, op: Op) -> Suggestion {
    let d = body.op(op);
    match d.opcode {
        Opcode::ArithConstant => {
            let Some(value) = ctx.dict_get(d.attrs, crate::Ident::VALUE) else {
                return Suggestion::None;
            };
            constant_name(ctx, value)
        }
        Opcode::ArithAdduiExtended => Suggestion::PerResult(&["sum", "overflow"]),
        Opcode::ArithMulsiExtended | Opcode::ArithMuluiExtended => {
            Suggestion::PerResult(&["low", "high"])
        }
        _ => Suggestion::None,
    }
}

/// `%c42_i32`, `%c7` (index), `%true`, `%cst` (anything else).
pub fn constant_name(ctx: &Context, value: AttrId) -> Suggestion {
    match ctx.attr_data(value) {
        AttrData::Integer { ty, value } => {
            if *ty == TypeId::I1 {
                return Suggestion::One(if *value != 0 { "true" } else { "false" }.into());
            }
            // `c{value}`, the common small value without `fmt`'s `i128`
            // formatting.
            let mut s = String::with_capacity(16);
            s.push('c');
            match u32::try_from(*value) {
                Ok(n) => crate::print::names::push_u32(&mut s, n),
                Err(_) => {
                    use std::fmt::Write;
                    // Writing to a `String` cannot fail.
                    let _ = write!(s, "{value}");
                }
            }
            match ctx.type_data(*ty) {
                TypeData::Index => {}
                _ => {
                    s.push('_');
                    crate::syntax::print_type(ctx, *ty, &mut s);
                }
            }
            Suggestion::One(s)
        }
        AttrData::Bool(b) => Suggestion::One(if *b { "true" } else { "false" }.into()),
        _ => Suggestion::One("cst".into()),
    }
}

// ---- parsing ----

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    let Some(form) = form(opcode) else {
        return Err(super::unknown_custom_op(loc, opcode));
    };
    use Form::*;
    match form {
        IntBinaryOverflow | IntBinaryExact | Binary | FloatBinary | FloatUnary => {
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            if has_rounding(opcode) {
                parse_rounding(p, state);
            }
            parse_flags(p, opcode, state, form)?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&operands, ty, &mut state.operands)?;
            state.result_types.push(ty);
        }
        Cast | CastOverflow | CastFastmath | CastRoundingFastmath | ScalingCast => {
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            if matches!(form, CastRoundingFastmath | ScalingCast) {
                parse_rounding(p, state);
            }
            if has_nneg(opcode) && p.parse_optional_keyword("nneg") {
                state.add_attr(ctx, NON_NEG, AttrId::UNIT);
            }
            parse_flags(p, opcode, state, form)?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            p.parse_keyword("to")?;
            let result = p.p.parse_type()?;
            p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            state.result_types.push(result);
        }
        CmpI | CmpF => {
            let table: &[&str] = if form == CmpI {
                &CMPI_PREDICATES
            } else {
                &CMPF_PREDICATES
            };
            let pred = parse_predicate(p, table)?;
            state.add_attr(ctx, "predicate", ctx.int_attr(TypeId::I64, pred as i128));
            p.p.expect(Tok::Comma, "','")?;
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            parse_flags(p, opcode, state, form)?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&operands, ty, &mut state.operands)?;
            state.result_types.push(i1_like(ctx, ty));
        }
        Select => {
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            let (cond, ty) = match tys[..] {
                [t] => (TypeId::I1, t),
                [c, t] => (c, t),
                _ => return Err(Diag::error(tloc, "expected one or two types")),
            };
            p.resolve_operands(&operands, &[cond, ty, ty], &tloc, &mut state.operands)?;
            state.result_types.push(ty);
        }
        Constant => {
            p.parse_optional_attr_dict(state)?;
            let vloc = p.p.loc_here();
            let value = p.p.parse_attr()?;
            let ty = typed_attr_type(ctx, value)
                .ok_or_else(|| Diag::error(vloc, "expected attribute with a type"))?;
            state.add_attr(ctx, "value", value);
            state.result_types.push(ty);
        }
        AddExtended => {
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            let [ty, ov] = tys[..] else {
                return Err(Diag::error(tloc, "expected two types"));
            };
            p.resolve_operands_same(&operands, ty, &mut state.operands)?;
            state.result_types.extend([ty, ov]);
        }
        MulExtended => {
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&operands, ty, &mut state.operands)?;
            state.result_types.extend([ty, ty]);
        }
    }
    Ok(())
}

/// An optional rounding mode keyword (`to_nearest_even`, ...).
fn parse_rounding(p: &mut OpParser, state: &mut OpState) {
    let ctx = p.ctx();
    if let Some(i) = ROUNDING_MODES.iter().position(|m| p.is_keyword(m)) {
        p.p.bump();
        state.add_attr(ctx, "roundingmode", ctx.int_attr(TypeId::I32, i as i128));
    }
}

fn parse_predicate(p: &mut OpParser, table: &[&str]) -> DResult<usize> {
    let found = if p.p.kind() == Tok::Ident || p.p.kind() == Tok::Str {
        let text = p.p.text().trim_matches('"').to_owned();
        table.iter().position(|&n| n == text)
    } else {
        None
    };
    match found {
        Some(i) => {
            p.p.bump();
            Ok(i)
        }
        None => Err(p.p.error_here("expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]")),
    }
}

/// Parses `overflow<nsw, nuw>` / `fastmath<fast>` where the form allows it.
fn parse_flags(p: &mut OpParser, opcode: Opcode, state: &mut OpState, form: Form) -> DResult<()> {
    let ctx = p.ctx();
    if form == Form::IntBinaryExact {
        if p.parse_optional_keyword("exact") {
            state.add_attr(ctx, IS_EXACT, AttrId::UNIT);
        }
        return Ok(());
    }
    let (name, keyword, kind, spec): (&str, &str, EnumKind, &BitEnum) = match form {
        Form::IntBinaryOverflow | Form::CastOverflow => (
            "overflowFlags",
            "overflow",
            EnumKind::ArithOverflow,
            &bit_enum::ARITH_OVERFLOW,
        ),
        Form::FloatBinary
        | Form::FloatUnary
        | Form::CastFastmath
        | Form::CastRoundingFastmath
        | Form::ScalingCast
        | Form::CmpF => (
            "fastmath",
            "fastmath",
            EnumKind::ArithFastMath,
            &bit_enum::ARITH_FASTMATH,
        ),
        _ => return Ok(()),
    };
    if !p.parse_optional_keyword(keyword) {
        return Ok(());
    }
    let bits = bit_enum::parse_bit_enum(&mut p.p, spec, Some(opcode.name()))?;
    state.add_attr(
        ctx,
        name,
        ctx.intern_attr(AttrData::Enum { kind, value: bits }),
    );
    Ok(())
}

/// `i1` for scalars, `vector<..xi1>` / `tensor<..xi1>` for shaped operands.
pub fn i1_like(ctx: &Context, ty: TypeId) -> TypeId {
    shaped_like(ctx, ty, TypeId::I1)
}

/// `ty` with its element type replaced by `elem`: vectors and tensors keep
/// their shape, anything else is `elem` itself.
pub fn shaped_like(ctx: &Context, ty: TypeId, elem: TypeId) -> TypeId {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem,
        }),
        TypeData::RankedTensor { shape, .. } => ctx.intern_type(TypeData::RankedTensor {
            shape: shape.clone(),
            elem,
            encoding: None,
        }),
        TypeData::UnrankedTensor { .. } => ctx.intern_type(TypeData::UnrankedTensor { elem }),
        _ => elem,
    }
}

/// The type a typed attribute carries (`42 : i32` → i32, `true` → i1).
pub fn typed_attr_type(ctx: &Context, a: AttrId) -> Option<TypeId> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
        AttrData::Bool(_) => Some(TypeId::I1),
        AttrData::DenseElements { ty, .. } => Some(*ty),
        AttrData::String { ty: Some(t), .. } => Some(*t),
        // `sparse<...> : T` and `dense_resource<...> : T`, kept as text.
        AttrData::Opaque { dialect, body } if ctx.str(*dialect).is_empty() => {
            let text = ctx.str(*body);
            let ty = crate::syntax::attrs::opaque_elements_type_text(text)?;
            crate::syntax::parser::parse_type_str(ctx, "", ty).ok()
        }
        _ => None,
    }
}

// ---- verification ----

/// Verifies an arith op. The common well-formed integer binary op is
/// settled inline, in the dispatch.
#[inline]
pub fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    if binary_int_ok(body, op) {
        return Ok(());
    }
    verify_general(ctx, body, op)
}

fn verify_general(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let Some(form) = form(d.opcode) else {
        return Ok(());
    };
    let err = |m: &str| Err(crate::verify::op_error(ctx, body, op, m));
    let operands = body.operands(op);
    let n_results = d.num_results as usize;
    use Form::*;
    let (want_operands, want_results) = match form {
        IntBinaryOverflow | IntBinaryExact | Binary | FloatBinary | CmpI | CmpF => (2, 1),
        FloatUnary | Cast | CastOverflow | CastFastmath | CastRoundingFastmath => (1, 1),
        ScalingCast => (2, 1),
        Select => (3, 1),
        Constant => (0, 1),
        AddExtended | MulExtended => (2, 2),
    };
    if operands.len() != want_operands {
        return err(&format!(
            "expected {want_operands} operands, but found {}",
            operands.len()
        ));
    }
    if n_results != want_results {
        return err(&format!(
            "requires {want_results} result(s), but found {n_results}"
        ));
    }
    let res = body.value_type(body.result(op, 0));
    match form {
        IntBinaryOverflow | IntBinaryExact | Binary | FloatBinary | FloatUnary | MulExtended => {
            if operands.iter().any(|&v| body.value_type(v) != res) {
                return err("requires the same type for all operands and results");
            }
            let (is_int, is_float) = int_or_float(ctx, res);
            let want_float = matches!(form, FloatBinary | FloatUnary);
            if want_float && !is_float {
                return err(&format!(
                    "operand #0 must be floating-point-like, but got '{}'",
                    type_text(ctx, res)
                ));
            }
            if !want_float && !is_int {
                return err(&format!(
                    "operand #0 must be signless-integer-like, but got '{}'",
                    type_text(ctx, res)
                ));
            }
        }
        CmpI | CmpF => {
            if body.value_type(operands[0]) != body.value_type(operands[1]) {
                return err("requires all operands to have the same type");
            }
            if res != i1_like(ctx, body.value_type(operands[0])) {
                return err("result type must be i1 or a shaped type of i1 matching the operands");
            }
        }
        CastFastmath | CastRoundingFastmath
            if matches!(d.opcode, Opcode::ArithExtf | Opcode::ArithTruncf) =>
        {
            // `extf` widens and `truncf` narrows a float (element) type
            // of the same shape (MLIR's `checkWidthChangeCast`).
            let src = body.value_type(operands[0]);
            let width = |t: TypeId| match ctx.type_data(element_type(ctx, t)) {
                TypeData::Float(k) => Some(k.width()),
                _ => None,
            };
            let same_shape = element_type(ctx, src) == src && element_type(ctx, res) == res
                || match (ctx.type_data(src), ctx.type_data(res)) {
                    (TypeData::Vector { shape: a, .. }, TypeData::Vector { shape: b, .. })
                    | (
                        TypeData::RankedTensor { shape: a, .. },
                        TypeData::RankedTensor { shape: b, .. },
                    ) => a == b,
                    _ => false,
                };
            if let (Some(a), Some(b)) = (width(src), width(res)) {
                let widens = d.opcode == Opcode::ArithExtf;
                if !same_shape || (widens && b <= a) || (!widens && b >= a) {
                    return err(&format!(
                        "operand type '{}' and result type '{}' are cast incompatible",
                        type_text(ctx, src),
                        type_text(ctx, res)
                    ));
                }
            }
        }
        Select if body.value_type(operands[1]) != res || body.value_type(operands[2]) != res => {
            return err("requires the same type for true value, false value and result");
        }
        Constant => {
            let Some(value) = ctx.dict_get(d.attrs, crate::Ident::VALUE) else {
                return err("requires attribute 'value'");
            };
            // MLIR's order: the attribute must be typed (a string without
            // a type has type `none`), of the result's type, and a number
            // or elements.
            let string = matches!(ctx.attr_data(value), AttrData::String { .. });
            let ty = match ctx.attr_data(value) {
                AttrData::String { ty: None, .. } => Some(TypeId::NONE_TYPE),
                _ => typed_attr_type(ctx, value),
            };
            match ty {
                None => {
                    return err(
                        "attribute 'value' failed to satisfy constraint: TypedAttr instance",
                    )
                }
                Some(t) if t != res => {
                    return err("failed to verify that all of {value, result} have same type")
                }
                Some(_) if string => {
                    return err("value must be an integer, float, or elements attribute")
                }
                Some(_) => {}
            }
        }
        _ => {}
    }
    Ok(())
}

/// Whether `op` is a well-formed integer binary op on a scalar integer
/// type: nearly every arith op, settled without the general checks (which
/// find the same for it, and say what is wrong otherwise).
#[inline]
fn binary_int_ok(body: &Body, op: Op) -> bool {
    let bound = int_binary_type_bound(body.op(op).opcode);
    bound != 0 && super::same_type_binary_below(body, op, bound)
}

/// For an integer binary op (`addi`, `andi`, ...): the bound below which
/// the fixed scalar type ids are those `binary_int_ok` accepts (`i1` to
/// `i64` and `index`); 0 for any other op. An op of such an opcode with
/// two operands and one result, all of one type below the bound, passes
/// `verify` (the verifier's fast walk settles it from this alone).
#[inline]
pub(crate) fn int_binary_type_bound(opcode: Opcode) -> u32 {
    if matches!(
        form(opcode),
        Some(Form::IntBinaryOverflow | Form::IntBinaryExact | Form::Binary)
    ) {
        TypeId::SCALAR_INT_OR_INDEX_END
    } else {
        0
    }
}

/// The element type of a vector/tensor, or the type itself.
/// Whether `ty`'s element type is integer-like (integer or index) and
/// whether it is a float. The context's fixed scalar types, nearly every
/// operand, are answered without looking their data up.
fn int_or_float(ctx: &Context, ty: TypeId) -> (bool, bool) {
    match ty {
        TypeId::I1 | TypeId::I8 | TypeId::I16 | TypeId::I32 | TypeId::I64 | TypeId::INDEX => {
            (true, false)
        }
        TypeId::F16 | TypeId::F32 | TypeId::F64 | TypeId::BF16 => (false, true),
        _ => match ctx.type_data(element_type(ctx, ty)) {
            TypeData::Integer { .. } | TypeData::Index => (true, false),
            TypeData::Float(_) => (false, true),
            _ => (false, false),
        },
    }
}

pub fn element_type(ctx: &Context, ty: TypeId) -> TypeId {
    match ctx.type_data(ty) {
        TypeData::Vector { elem, .. }
        | TypeData::RankedTensor { elem, .. }
        | TypeData::UnrankedTensor { elem } => *elem,
        _ => ty,
    }
}
