//! The `index` dialect of MLIR 22: integer arithmetic on `index` values
//! whose width is the target's (`index.add`, `index.cmp slt(%a, %b)`,
//! `index.constant 42`, `index.casts %x : i32 to index`, `index.sizeof`).
//!
//! `index.cmp`'s predicate is kept as the dialect attribute's text
//! (`#index<cmp_predicate slt>`), as the generic form spells it.

use crate::attrs::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::Opcode;
use crate::print::names::Suggestion;
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};
use crate::syntax::type_text;
use crate::types::TypeData;

/// `index.cmp`'s predicates, in MLIR's order (their numbering).
pub const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// The shape of an index op's custom form.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Form {
    /// `%a, %b`: two index operands, an index result.
    Binary,
    /// `pred(%a, %b)`: an `i1` result.
    Cmp,
    /// `42`: an index constant.
    Constant,
    /// `true`: an `i1` constant.
    BoolConstant,
    /// `%x : T to U`, one side `index`, the other an integer.
    Cast,
    /// No operands: the index width in bits.
    Sizeof,
}

fn form(opcode: Opcode) -> Option<Form> {
    use Opcode::*;
    Some(match opcode {
        IndexCmp => Form::Cmp,
        IndexConstant => Form::Constant,
        IndexBoolConstant => Form::BoolConstant,
        IndexCasts | IndexCastu => Form::Cast,
        IndexSizeof => Form::Sizeof,
        o if o.dialect() == crate::opcode::Dialect::Index => Form::Binary,
        _ => return None,
    })
}

/// The predicates' attribute bodies, by number (no text built per op).
const PREDICATE_BODIES: [&str; 10] = [
    "<cmp_predicate eq>",
    "<cmp_predicate ne>",
    "<cmp_predicate slt>",
    "<cmp_predicate sle>",
    "<cmp_predicate sgt>",
    "<cmp_predicate sge>",
    "<cmp_predicate ult>",
    "<cmp_predicate ule>",
    "<cmp_predicate ugt>",
    "<cmp_predicate uge>",
];

/// The predicate attribute `#index<cmp_predicate NAME>` of predicate
/// number `pred`.
pub fn predicate_attr(ctx: &Context, pred: usize) -> AttrId {
    ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("index"),
        body: ctx.ident(PREDICATE_BODIES[pred]),
    })
}

/// The number of `index.cmp`'s predicate attribute (`None`: not one).
pub fn predicate_of(ctx: &Context, a: AttrId) -> Option<usize> {
    let AttrData::Opaque { dialect, body } = ctx.attr_data(a) else {
        return None;
    };
    if ctx.str(*dialect) != "index" {
        return None;
    }
    let body = ctx.str(*body);
    PREDICATE_BODIES.iter().position(|p| *p == body)
}

pub fn result_names(ctx: &Context, body: &Body, op: Op) -> Suggestion {
    let d = body.op(op);
    let value = ctx
        .dict_get(d.attrs, crate::Ident::VALUE)
        .map(|a| ctx.attr_data(a));
    match (d.opcode, value) {
        (Opcode::IndexConstant, Some(AttrData::Integer { value, .. })) => {
            Suggestion::One(format!("idx{value}"))
        }
        (Opcode::IndexBoolConstant, Some(AttrData::Bool(b))) => {
            Suggestion::One(if *b { "true" } else { "false" }.into())
        }
        _ => Suggestion::None,
    }
}

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let Some(form) = form(d.opcode) else {
        return false;
    };
    let operands = body.operands(op);
    if d.num_results != 1 {
        return false;
    }
    let ctx = p.ctx;
    let attrs = d.attrs;
    match form {
        Form::Binary if operands.len() == 2 => {
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
        }
        Form::Cmp if operands.len() == 2 => {
            let Some(pred) =
                super::dict_lookup(ctx, attrs, "pred").and_then(|a| predicate_of(ctx, a))
            else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.push(PREDICATES[pred]);
            p.push("(");
            p.values(operands);
            p.push(")");
            p.attr_dict(attrs, &["pred"]);
        }
        Form::Constant | Form::BoolConstant if operands.is_empty() => {
            let Some(value) = ctx.dict_get(attrs, crate::Ident::VALUE) else {
                return false;
            };
            let text = match (form, ctx.attr_data(value)) {
                (
                    Form::Constant,
                    AttrData::Integer {
                        ty: TypeId::INDEX,
                        value,
                    },
                ) => value.to_string(),
                (Form::BoolConstant, AttrData::Bool(b)) => b.to_string(),
                _ => return false,
            };
            p.op_name(op);
            p.attr_dict(attrs, &["value"]);
            p.push(" ");
            p.push(&text);
        }
        Form::Cast if operands.len() == 1 => {
            p.op_name(op);
            p.cast_form(op, attrs);
        }
        Form::Sizeof if operands.is_empty() => {
            p.op_name(op);
            p.attr_dict(attrs, &[]);
        }
        _ => return false,
    }
    true
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    let Some(form) = form(opcode) else {
        return Err(super::unknown_custom_op(loc, opcode));
    };
    match form {
        Form::Binary => {
            let a = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let b = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            for v in [&a, &b] {
                state.operands.push(p.resolve_operand(v, TypeId::INDEX)?);
            }
            state.result_types.push(TypeId::INDEX);
        }
        Form::Cmp => {
            let at = p.p.loc_here();
            let name = if p.p.kind() == Tok::Ident {
                p.p.text()
            } else {
                ""
            };
            let Some(pred) = PREDICATES.iter().position(|x| *x == name) else {
                return Err(Diag::error(
                    at,
                    "custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge",
                ));
            };
            p.p.bump();
            p.p.expect(Tok::LParen, "'('")?;
            let a = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let b = p.parse_operand()?;
            p.p.expect(Tok::RParen, "')'")?;
            p.parse_optional_attr_dict(state)?;
            state.add_attr(ctx, "pred", predicate_attr(ctx, pred));
            for v in [&a, &b] {
                state.operands.push(p.resolve_operand(v, TypeId::INDEX)?);
            }
            state.result_types.push(TypeId::I1);
        }
        Form::Constant => {
            p.parse_optional_attr_dict(state)?;
            let negative = p.p.consume_if(Tok::Minus);
            if p.p.kind() != Tok::Int {
                return Err(p.p.error_wrong_token(if negative {
                    "expected constant integer or floating point value"
                } else {
                    "expected attribute value"
                }));
            }
            let v = crate::syntax::parser::parse_int_text(p.p.text())
                .and_then(|v| i64::try_from(v).ok())
                .ok_or_else(|| {
                    p.p.error_here("integer constant out of range for attribute")
                })?;
            p.p.bump();
            let v = if negative { -v } else { v };
            state.add_attr(ctx, "value", ctx.int_attr(TypeId::INDEX, i128::from(v)));
            state.result_types.push(TypeId::INDEX);
        }
        Form::BoolConstant => {
            p.parse_optional_attr_dict(state)?;
            let value = if p.parse_optional_keyword("true") {
                AttrId::TRUE
            } else if p.parse_optional_keyword("false") {
                AttrId::FALSE
            } else {
                return Err(p.p.error_here("expected 'true' or 'false'"));
            };
            state.add_attr(ctx, "value", value);
            state.result_types.push(TypeId::I1);
        }
        Form::Cast => p.parse_cast_form(state)?,
        Form::Sizeof => {
            p.parse_optional_attr_dict(state)?;
            state.result_types.push(TypeId::INDEX);
        }
    }
    Ok(())
}

/// Whether `ty` is a signless integer or `index`.
fn int_or_index(ctx: &Context, ty: TypeId) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. } | TypeData::Index
    )
}

/// MLIR 22's checks: operand and result counts and types, then the
/// attributes.
pub fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let Some(form) = form(d.opcode) else {
        return Ok(());
    };
    let err = |m: String| Err(crate::verify::op_error(ctx, body, op, m));
    let operands = body.operands(op);
    let arity = match form {
        Form::Binary | Form::Cmp => 2,
        Form::Cast => 1,
        _ => 0,
    };
    if operands.len() != arity {
        return err(match arity {
            0 => "requires zero operands".into(),
            1 => "requires a single operand".into(),
            n => format!("expected {n} operands, but found {}", operands.len()),
        });
    }
    if d.num_results != 1 {
        return err("requires one result".into());
    }
    let result = body.value_type(d.first_result);
    let must = |what: &str, i: usize, ty: TypeId, want: &str| {
        format!(
            "{what} #{i} must be {want}, but got '{}'",
            type_text(ctx, ty)
        )
    };
    match form {
        Form::Binary | Form::Cmp => {
            for (i, &v) in operands.iter().enumerate() {
                let t = body.value_type(v);
                if t != TypeId::INDEX {
                    return err(must("operand", i, t, "index"));
                }
            }
        }
        Form::Cast => {
            let t = body.value_type(operands[0]);
            if !int_or_index(ctx, t) {
                return err(must("operand", 0, t, "integer or index"));
            }
        }
        _ => {}
    }
    let (want, want_text) = match form {
        Form::Cmp | Form::BoolConstant => (Some(TypeId::I1), "1-bit signless integer"),
        Form::Cast => (None, "integer or index"),
        _ => (Some(TypeId::INDEX), "index"),
    };
    let result_ok = match want {
        Some(t) => result == t,
        None => int_or_index(ctx, result),
    };
    if !result_ok {
        return err(must("result", 0, result, want_text));
    }
    let attr = |name| super::dict_lookup(ctx, d.attrs, name);
    match form {
        Form::Cmp => match attr("pred") {
            None => return err("requires attribute 'pred'".into()),
            Some(a) if predicate_of(ctx, a).is_none() => return err(
                "attribute 'pred' failed to satisfy constraint: index comparison predicate kind"
                    .into(),
            ),
            _ => {}
        },
        Form::Constant => match attr("value").map(|a| ctx.attr_data(a)) {
            None => return err("requires attribute 'value'".into()),
            Some(AttrData::Integer {
                ty: TypeId::INDEX, ..
            }) => {}
            Some(_) => {
                return err(
                    "attribute 'value' failed to satisfy constraint: index attribute".into(),
                )
            }
        },
        Form::BoolConstant => match attr("value").map(|a| ctx.attr_data(a)) {
            None => return err("requires attribute 'value'".into()),
            Some(AttrData::Bool(_)) => {}
            Some(_) => {
                return err("attribute 'value' failed to satisfy constraint: bool attribute".into())
            }
        },
        Form::Cast => {
            let t = body.value_type(operands[0]);
            if (t == TypeId::INDEX) == (result == TypeId::INDEX) {
                return err(format!(
                    "operand type '{}' and result type '{}' are cast incompatible",
                    type_text(ctx, t),
                    type_text(ctx, result)
                ));
            }
        }
        _ => {}
    }
    Ok(())
}
