//! The `cf` dialect: br, cond_br, switch, assert, and (newer than MLIR 22)
//! assume.
//!
//! Successor operand groups live in the op's successor list, so the
//! `operandSegmentSizes` / `case_operand_segments` properties are not stored:
//! the generic printer derives them (see `super::derived_segment_attrs`).

use crate::attrs::{AttrData, DenseValues};
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, SrcLoc};
use crate::ids::{Op, TypeId};
use crate::opcode::Opcode;
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};
use crate::types::TypeData;

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    match d.opcode {
        Opcode::CfBr => {
            if body.num_successors(op) != 1 {
                return false;
            }
            let (b, ops) = body.successors(op).next().expect("one successor");
            p.op_name(op);
            p.push(" ");
            p.successor_with_operands(b, ops);
            p.attr_dict(attrs, &[]);
            true
        }
        Opcode::CfCondBr => {
            let cond = body.non_successor_operands(op);
            if body.num_successors(op) != 2 || cond.len() != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(cond[0]);
            if let Some(w) = p.get_attr(op, "branch_weights") {
                if let AttrData::DenseArray {
                    values: DenseValues::Int(v),
                    ..
                } = p.ctx.attr_data(w)
                {
                    p.push(" weights([");
                    let text: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                    p.push(&text.join(", "));
                    p.push("])");
                }
            }
            for (b, ops) in body.successors(op) {
                p.push(", ");
                p.successor_with_operands(b, ops);
            }
            p.attr_dict(attrs, &["branch_weights"]);
            true
        }
        Opcode::CfSwitch => {
            let flag = body.non_successor_operands(op);
            let n = body.num_successors(op);
            let cases = case_values(p.ctx, attrs);
            if flag.len() != 1 || n == 0 || cases.len() != n - 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(flag[0]);
            p.push(" : ");
            p.ty(body.value_type(flag[0]));
            p.push(", [");
            p.indent += 1;
            for (i, (b, ops)) in body.successors(op).enumerate() {
                p.newline();
                if i == 0 {
                    p.push("default: ");
                } else {
                    p.push(&cases[i - 1].to_string());
                    p.push(": ");
                }
                p.successor_with_operands(b, ops);
                if i + 1 < n {
                    p.push(",");
                }
            }
            p.indent -= 1;
            // mlir-opt closes a default-only list on the default's line.
            if n > 1 {
                p.newline();
            }
            p.push("]");
            p.attr_dict(attrs, &["case_values"]);
            true
        }
        Opcode::CfAssert => {
            let operands = body.operands(op);
            let Some(msg) = p.get_attr(op, "msg") else {
                return false;
            };
            if operands.len() != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.push(", ");
            p.attr(msg);
            p.attr_dict(attrs, &["msg"]);
            true
        }
        Opcode::CfAssume => {
            let operands = body.operands(op);
            if operands.len() != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            true
        }
        _ => false,
    }
}

/// The case values of a switch (`case_values = dense<[..]> : vector<Nxi32>`),
/// one per case: a splat parsed from text (`dense<42> : vector<2xi32>`)
/// holds its value once.
pub fn case_values(ctx: &Context, attrs: crate::ids::AttrId) -> Vec<i128> {
    match super::dict_lookup(ctx, attrs, "case_values").map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Int(v),
        }) if v.len() == 1 => match ctx.type_data(*ty) {
            TypeData::Vector { shape, .. } if shape.len() == 1 && shape[0] > 0 => {
                // The cases are successors, so their count is bounded by the
                // op's own size.
                vec![v[0]; usize::try_from(shape[0]).unwrap_or(0).min(1 << 20)]
            }
            _ => v.to_vec(),
        },
        Some(AttrData::DenseElements {
            values: DenseValues::Int(v),
            ..
        }) => v.to_vec(),
        _ => Vec::new(),
    }
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    match opcode {
        Opcode::CfBr => {
            p.parse_successor_and_use_list(state)?;
            p.parse_optional_attr_dict(state)?;
        }
        Opcode::CfCondBr => {
            let cond = p.parse_operand()?;
            let c = p.resolve_operand(&cond, TypeId::I1)?;
            state.operands.push(c);
            if p.parse_optional_keyword("weights") {
                p.p.expect(Tok::LParen, "'('")?;
                p.p.expect(Tok::LSquare, "'['")?;
                let mut w = Vec::new();
                loop {
                    w.push(p.p.parse_i64()? as i128);
                    if !p.p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.p.expect(Tok::RSquare, "']'")?;
                p.p.expect(Tok::RParen, "')'")?;
                state.add_attr(
                    ctx,
                    "branch_weights",
                    ctx.intern_attr(AttrData::DenseArray {
                        elem: TypeId::I32,
                        values: DenseValues::Int(w.into()),
                    }),
                );
            }
            p.p.expect(Tok::Comma, "','")?;
            p.parse_successor_and_use_list(state)?;
            p.p.expect(Tok::Comma, "','")?;
            p.parse_successor_and_use_list(state)?;
            p.parse_optional_attr_dict(state)?;
        }
        Opcode::CfSwitch => {
            let flag = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            let f = p.resolve_operand(&flag, ty)?;
            state.operands.push(f);
            p.p.expect(Tok::Comma, "','")?;
            p.p.expect(Tok::LSquare, "'['")?;
            p.parse_keyword("default")?;
            p.p.expect(Tok::Colon, "':'")?;
            p.parse_successor_and_use_list(state)?;
            let mut cases = Vec::new();
            while p.p.consume_if(Tok::Comma) {
                let neg = p.p.consume_if(Tok::Minus);
                let v = p.p.parse_i64()? as i128;
                cases.push(if neg { -v } else { v });
                p.p.expect(Tok::Colon, "':'")?;
                p.parse_successor_and_use_list(state)?;
            }
            p.p.expect(Tok::RSquare, "']'")?;
            if !cases.is_empty() {
                let vty = ctx.intern_type(TypeData::Vector {
                    shape: vec![cases.len() as i64].into(),
                    scalable: vec![false].into(),
                    elem: ty,
                });
                state.add_attr(
                    ctx,
                    "case_values",
                    // Equal values (one case, or repeated ones) make a
                    // splat, as MLIR's dense attributes detect it; all are
                    // kept so readers of the cases see each one.
                    ctx.intern_attr(AttrData::DenseElements {
                        ty: vty,
                        splat: cases.iter().all(|&c| c == cases[0]),
                        values: DenseValues::Int(cases.into()),
                    }),
                );
            }
            p.parse_optional_attr_dict(state)?;
        }
        Opcode::CfAssert => {
            let cond = p.parse_operand()?;
            let c = p.resolve_operand(&cond, TypeId::I1)?;
            state.operands.push(c);
            p.p.expect(Tok::Comma, "','")?;
            let msg = p.p.parse_attr()?;
            state.add_attr(ctx, "msg", msg);
            p.parse_optional_attr_dict(state)?;
        }
        // `cf.assume %cond attr-dict`: the operand is always `i1`.
        Opcode::CfAssume => {
            let cond = p.parse_operand()?;
            let c = p.resolve_operand(&cond, TypeId::I1)?;
            state.operands.push(c);
            p.parse_optional_attr_dict(state)?;
        }
        _ => return Err(super::unknown_custom_op(loc, opcode)),
    }
    Ok(())
}

pub fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |m: String| Err(crate::verify::op_error(ctx, body, op, m));
    match d.opcode {
        Opcode::CfBr if body.num_successors(op) != 1 => err("requires 1 successor".into()),
        Opcode::CfCondBr => {
            if body.num_successors(op) != 2 {
                return err("requires 2 successors".into());
            }
            let cond = body.non_successor_operands(op);
            if cond.len() != 1 || body.value_type(cond[0]) != TypeId::I1 {
                return err("operand #0 must be 1-bit signless integer".into());
            }
            Ok(())
        }
        Opcode::CfSwitch => {
            let cases = case_values(ctx, d.attrs);
            if body.num_successors(op) != cases.len() + 1 {
                return err(format!(
                    "number of case values ({}) and case destinations ({}) do not match",
                    cases.len(),
                    body.num_successors(op).saturating_sub(1)
                ));
            }
            Ok(())
        }
        Opcode::CfAssert | Opcode::CfAssume => {
            let o = body.operands(op);
            if o.len() != 1 || body.value_type(o[0]) != TypeId::I1 {
                return err("operand #0 must be 1-bit signless integer".into());
            }
            Ok(())
        }
        _ => Ok(()),
    }
}
