//! The `ub` dialect of MLIR 22: `ub.poison` (a poison value of any type,
//! what MLIR's folders and vector lowerings produce for undefined lanes)
//! and `ub.unreachable` (a terminator control never reaches).
//!
//! `ub.poison`'s one property, `value`, holds `#ub.poison` (interned first
//! in every context as `AttrId::UB_POISON`), its default:
//! the custom form shows it only when it is something else
//! (`ub.poison attr-dict (<value>)? : type`), which Strata never holds, since
//! `#ub.poison` is the only poison attribute it models.

use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op};
use crate::opcode::Opcode;
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};

/// The name of `ub.poison`'s property.
pub const VALUE: &str = "value";

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    match d.opcode {
        Opcode::UbPoison if d.num_results == 1 && body.operands(op).is_empty() => {
            let attrs = d.attrs;
            let ctx = p.ctx;
            let value = super::dict_lookup(ctx, attrs, VALUE);
            p.op_name(op);
            p.attr_dict(attrs, &[VALUE]);
            if let Some(v) = value.filter(|&v| v != AttrId::UB_POISON) {
                p.push(" <");
                p.attr(v);
                p.push(">");
            }
            p.push(" : ");
            p.ty(body.value_type(d.first_result));
        }
        Opcode::UbUnreachable if d.num_results == 0 && body.operands(op).is_empty() => {
            p.op_name(op);
            p.attr_dict(d.attrs, &[]);
        }
        _ => return false,
    }
    true
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    match opcode {
        Opcode::UbPoison => {
            p.parse_optional_attr_dict(state)?;
            if p.p.consume_if(Tok::Less) {
                let at = p.p.loc_here();
                let value = p.p.parse_attr()?;
                if value != AttrId::UB_POISON {
                    return Err(Diag::error(
                        at,
                        "custom op 'ub.poison' invalid kind of attribute specified",
                    ));
                }
                p.p.expect(Tok::Greater, "'>'")?;
            }
            let ty = p.parse_colon_type()?;
            state.result_types.push(ty);
        }
        Opcode::UbUnreachable => p.parse_optional_attr_dict(state)?,
        _ => return Err(super::unknown_custom_op(loc, opcode)),
    }
    Ok(())
}

/// MLIR 22's checks, in its order: operand and result counts, then the
/// `value` attribute's constraint.
pub fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |m: &str| Err(crate::verify::op_error(ctx, body, op, m));
    if !body.operands(op).is_empty() {
        return err("requires zero operands");
    }
    match d.opcode {
        Opcode::UbPoison => {
            if d.num_results != 1 {
                return err("requires one result");
            }
            let value = super::dict_lookup(ctx, d.attrs, VALUE);
            if value.is_some_and(|v| v != AttrId::UB_POISON) {
                return err(
                    "attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance",
                );
            }
        }
        Opcode::UbUnreachable if d.num_results != 0 => return err("requires zero results"),
        _ => {}
    }
    Ok(())
}
