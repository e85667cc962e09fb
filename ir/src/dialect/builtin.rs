//! `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op};
use crate::opcode::{Dialect, Opcode};
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let d = p.body().op(op);
    match d.opcode {
        Opcode::BuiltinModule => {
            p.op_name(op);
            print_module_header(p, d.attrs);
            let (body, roots) = p.isolated_regions(op);
            let Some(&root) = roots.first() else {
                return false;
            };
            p.push(" ");
            p.with_body(body, Dialect::Builtin, |p| p.region(root, false, false));
            true
        }
        Opcode::BuiltinUnrealizedConversionCast => {
            let body = p.body();
            let operands = body.operands(op);
            p.op_name(op);
            if !operands.is_empty() {
                p.push(" ");
                p.values(operands);
            }
            p.attr_dict(d.attrs, &[]);
            if !operands.is_empty() {
                p.push(" : ");
                p.value_types(operands);
            }
            p.push(" to ");
            p.types(body.results(op).map(|v| body.value_type(v)));
            true
        }
        _ => false,
    }
}

/// ` @name attributes {...}` after `module` (no trailing space).
pub fn print_module_header(p: &mut OpPrinter, attrs: AttrId) {
    // `module (@name)? attributes {...}`: unlike functions, a module's
    // visibility has no keyword; it stays in the attribute dictionary.
    if let Some(name) = p.ctx.dict_get(attrs, crate::Ident::SYM_NAME) {
        if let crate::attrs::AttrData::String { value, .. } = p.ctx.attr_data(name) {
            p.push(" @");
            crate::syntax::print_symbol_name(p.ctx.bytes(*value), p.out);
        }
    }
    p.attr_dict_with_keyword(attrs, &["sym_name"]);
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    match opcode {
        Opcode::BuiltinModule => {
            if p.p.kind() == Tok::AtId {
                let name = p.parse_sym_name_attr()?;
                state.add_attr(ctx, "sym_name", name);
            }
            p.parse_optional_attr_dict_with_keyword(state)?;
            p.parse_isolated_region(state, &[], true, Dialect::Builtin)?;
            Ok(())
        }
        Opcode::BuiltinUnrealizedConversionCast => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            if !operands.is_empty() {
                let tloc = p.p.loc_here();
                let tys = p.parse_colon_type_list()?;
                p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            }
            p.parse_keyword("to")?;
            state.result_types = p.p.parse_type_list_no_parens()?;
            Ok(())
        }
        _ => Err(Diag::error(loc.clone(), "unknown builtin op")),
    }
}
