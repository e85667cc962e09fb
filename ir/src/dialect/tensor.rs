//! The `tensor` ops Strata bufferizes: `tensor.cast`, `tensor.dim` and
//! `tensor.extract` (values only read; `one-shot-bufferize` turns them into
//! their memref counterparts).

use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{Op, TypeId};
use crate::opcode::Opcode;
use crate::print::names::Suggestion;
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};
use crate::syntax::type_text;
use crate::types::{TypeData, DYNAMIC};

/// Shape (`None` when unranked) and element type of a tensor type.
pub fn tensor_parts(ctx: &Context, ty: TypeId) -> Option<(Option<Vec<i64>>, TypeId)> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, elem, .. } => Some((Some(shape.to_vec()), *elem)),
        TypeData::UnrankedTensor { elem } => Some((None, *elem)),
        _ => None,
    }
}

pub fn result_names(_ctx: &Context, body: &Body, op: Op) -> Suggestion {
    Suggestion::One(
        match body.op(op).opcode {
            Opcode::TensorCast => "cast",
            Opcode::TensorDim => "dim",
            Opcode::TensorExtract => "extracted",
            _ => return Suggestion::None,
        }
        .into(),
    )
}

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let operands = body.operands(op);
    if d.num_results != 1 || operands.is_empty() {
        return false;
    }
    let attrs = d.attrs;
    match d.opcode {
        Opcode::TensorCast if operands.len() == 1 => {
            p.op_name(op);
            p.cast_form(op, attrs);
        }
        Opcode::TensorDim if operands.len() == 2 => {
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        Opcode::TensorExtract => {
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.push("[");
            p.values(&operands[1..]);
            p.push("]");
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        _ => return false,
    }
    true
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    match opcode {
        Opcode::TensorCast => p.parse_cast_form(state)?,
        Opcode::TensorDim => {
            let src = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let index = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            state.operands.push(p.resolve_operand(&src, ty)?);
            state
                .operands
                .push(p.resolve_operand(&index, TypeId::INDEX)?);
            state.result_types.push(TypeId::INDEX);
        }
        Opcode::TensorExtract => {
            let src = p.parse_operand()?;
            p.p.expect(Tok::LSquare, "'['")?;
            let indices = p.parse_operand_list()?;
            p.p.expect(Tok::RSquare, "']'")?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            let Some((_, elem)) = tensor_parts(ctx, ty) else {
                return Err(Diag::error(
                    loc.clone(),
                    "'tensor.extract' expects a tensor type".to_string(),
                ));
            };
            state.operands.push(p.resolve_operand(&src, ty)?);
            for i in &indices {
                state.operands.push(p.resolve_operand(i, TypeId::INDEX)?);
            }
            state.result_types.push(elem);
        }
        _ => return Err(super::unknown_custom_op(loc, opcode)),
    }
    Ok(())
}

pub fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |m: String| Err(crate::verify::op_error(ctx, body, op, m));
    let operands = body.operands(op);
    if d.num_results != 1 || operands.is_empty() {
        return err("expects a tensor operand and one result".into());
    }
    let result = body.value_type(body.result(op, 0));
    let Some((shape, elem)) = tensor_parts(ctx, body.value_type(operands[0])) else {
        return err(format!(
            "operand #0 must be tensor of any type values, but got '{}'",
            type_text(ctx, body.value_type(operands[0]))
        ));
    };
    match d.opcode {
        Opcode::TensorCast => {
            let compatible = match tensor_parts(ctx, result) {
                Some((to_shape, to_elem)) if to_elem == elem => match (&shape, &to_shape) {
                    (Some(a), Some(b)) => {
                        a.len() == b.len()
                            && a.iter()
                                .zip(b)
                                .all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
                    }
                    _ => true,
                },
                _ => false,
            };
            if operands.len() != 1 || !compatible {
                return err(format!(
                    "operand type '{}' and result type '{}' are cast incompatible",
                    type_text(ctx, body.value_type(operands[0])),
                    type_text(ctx, result)
                ));
            }
        }
        Opcode::TensorDim if operands.len() != 2 || result != TypeId::INDEX => {
            return err("expects a tensor and an index, and an index result".into());
        }
        Opcode::TensorExtract => {
            let Some(shape) = shape else {
                return err("operand #0 must be ranked tensor of any type values".into());
            };
            if operands.len() != 1 + shape.len() {
                return err("incorrect number of indices for extract_element".into());
            }
            if result != elem {
                return err(
                    "failed to verify that result type matches element type of tensor".into(),
                );
            }
        }
        _ => {}
    }
    Ok(())
}
