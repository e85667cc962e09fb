//! The `func` dialect's custom forms.

use crate::attrs::AttrData;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::{Dialect, Opcode};
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};
use crate::types::TypeData;

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    match d.opcode {
        Opcode::FuncFunc => print_func(p, op),
        Opcode::FuncReturn => {
            p.op_name(op);
            p.attr_dict(d.attrs, &[]);
            let operands = body.operands(op);
            if !operands.is_empty() {
                p.push(" ");
                p.values(operands);
                p.push(" : ");
                p.value_types(operands);
            }
            true
        }
        Opcode::FuncCall => {
            let Some(callee) = p.ctx.dict_get(d.attrs, crate::Ident::CALLEE) else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.attr(callee);
            p.push("(");
            p.values(body.operands(op));
            p.push(")");
            p.attr_dict(d.attrs, &["callee"]);
            p.push(" : ");
            p.functional_type(op);
            true
        }
        Opcode::FuncCallIndirect => {
            let operands = body.operands(op);
            let Some((&callee, args)) = operands.split_first() else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.value(callee);
            p.push("(");
            p.values(args);
            p.push(")");
            p.attr_dict(d.attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(callee));
            true
        }
        Opcode::FuncConstant => {
            let Some(value) = p.ctx.dict_get(d.attrs, crate::Ident::VALUE) else {
                return false;
            };
            // `func.constant attr-dict $value : type`
            p.op_name(op);
            p.attr_dict(d.attrs, &["value"]);
            p.push(" ");
            p.attr(value);
            p.push(" : ");
            p.types(body.results(op).map(|v| body.value_type(v)));
            true
        }
        _ => false,
    }
}

/// The `i`-th entry of an array-of-dictionaries attribute (`arg_attrs`).
pub(crate) fn array_entry(p: &OpPrinter, attrs: AttrId, name: &str, i: usize) -> Option<AttrId> {
    let arr = super::dict_lookup(p.ctx, attrs, name)?;
    match p.ctx.attr_data(arr) {
        AttrData::Array(items) => items.get(i).copied(),
        _ => None,
    }
}

/// Prints a function-like op's signature and body in MLIR's shared
/// function syntax: `[visibility] @name(args) -> results attributes {...}`.
/// Used by `func.func`; `llvm.func` shares the argument and result syntax.
pub fn print_func(p: &mut OpPrinter, op: Op) -> bool {
    let d = p.body().op(op);
    let attrs = d.attrs;
    let Some(fty) = p.ctx.dict_get(attrs, crate::Ident::FUNCTION_TYPE) else {
        return false;
    };
    let (inputs, results) = match p.ctx.attr_data(fty) {
        AttrData::Type(t) => match p.ctx.type_data(*t) {
            TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => return false,
        },
        _ => return false,
    };
    let Some(name) = p.ctx.dict_get(attrs, crate::Ident::SYM_NAME) else {
        return false;
    };
    let AttrData::String { value: name, .. } = *p.ctx.attr_data(name) else {
        return false;
    };
    let (body_id, roots) = p.isolated_regions(op);
    let entry = roots
        .first()
        .and_then(|&r| p.module.body(body_id).entry_block(r));
    if let Some(entry) = entry {
        if p.module.body(body_id).block_args(entry).len() != inputs.len() {
            return false;
        }
    }
    p.op_name(op);
    p.push(" ");
    if let Some(vis) = p.ctx.dict_get(attrs, crate::Ident::SYM_VISIBILITY) {
        if let AttrData::String { value, .. } = p.ctx.attr_data(vis) {
            let v = p.ctx.str(*value);
            p.push(v);
            p.push(" ");
        }
    }
    p.push("@");
    crate::syntax::print_symbol_name(p.ctx.bytes(name), p.out);
    p.push("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        if let Some(entry) = entry {
            let arg = p.module.body(body_id).block_args(entry)[i];
            p.with_body(body_id, Dialect::Func, |p| p.value(arg));
            p.push(": ");
        }
        p.ty(t);
        if let Some(a) = array_entry(p, attrs, "arg_attrs", i) {
            if !p.ctx.dict_entries(a).is_empty() {
                p.push(" ");
                p.attr(a);
            }
        }
        p.signature_arg_loc(body_id, entry, i);
    }
    p.push(")");
    print_results(p, attrs, &results);
    p.attr_dict_with_keyword(
        attrs,
        &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if let Some(&root) = roots.first() {
        if p.module.body(body_id).entry_block(root).is_some() {
            p.push(" ");
            p.with_body(body_id, Dialect::Func, |p| p.region(root, false, true));
        }
    }
    true
}

pub(crate) fn print_results(p: &mut OpPrinter, attrs: AttrId, results: &[TypeId]) {
    if results.is_empty() {
        return;
    }
    p.push(" -> ");
    let any_attrs = (0..results.len()).any(|i| {
        array_entry(p, attrs, "res_attrs", i).is_some_and(|a| !p.ctx.dict_entries(a).is_empty())
    });
    let paren = results.len() > 1
        || any_attrs
        || matches!(p.ctx.type_data(results[0]), TypeData::Function { .. });
    if paren {
        p.push("(");
    }
    for (i, &t) in results.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        p.ty(t);
        if let Some(a) = array_entry(p, attrs, "res_attrs", i) {
            if !p.ctx.dict_entries(a).is_empty() {
                p.push(" ");
                p.attr(a);
            }
        }
    }
    if paren {
        p.push(")");
    }
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    match opcode {
        Opcode::FuncFunc => parse_func(p, state),
        Opcode::FuncReturn => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            if !operands.is_empty() {
                let tloc = p.p.loc_here();
                let tys = p.parse_colon_type_list()?;
                p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            }
            Ok(())
        }
        Opcode::FuncCall => {
            let callee = p.p.parse_attr()?;
            state.add_attr(ctx, "callee", callee);
            p.parse_call_arguments(state)
        }
        Opcode::FuncCallIndirect => {
            let callee = p.parse_operand()?;
            p.p.expect(Tok::LParen, "'('")?;
            let operands = p.parse_operand_list()?;
            p.p.expect(Tok::RParen, "')'")?;
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let tloc = p.p.loc_here();
            let fty = p.p.parse_type()?;
            let TypeData::Function { inputs, results } = ctx.type_data(fty) else {
                return Err(Diag::error(tloc, "expected function type"));
            };
            let c = p.resolve_operand(&callee, fty)?;
            state.operands.push(c);
            p.resolve_operands(&operands, inputs, &tloc, &mut state.operands)?;
            state.result_types = results.to_vec();
            Ok(())
        }
        Opcode::FuncConstant => {
            p.parse_optional_attr_dict(state)?;
            let value = p.p.parse_attr()?;
            state.add_attr(ctx, "value", value);
            state.result_types = vec![p.parse_colon_type()?];
            Ok(())
        }
        _ => Err(Diag::error(loc.clone(), "unknown func op")),
    }
}

/// `func.func [visibility] @name(args) [-> results] [attributes {..}] [{body}]`
fn parse_func(p: &mut OpParser, state: &mut OpState) -> DResult<()> {
    let ctx = p.ctx();
    if p.p.kind() == Tok::Str
        || p.is_keyword("private")
        || p.is_keyword("public")
        || p.is_keyword("nested")
    {
        let vis = p.p.text().trim_matches('"').to_owned();
        p.p.bump();
        state.add_attr(ctx, "sym_visibility", ctx.string_attr(&vis));
    }
    let name = p.parse_sym_name_attr()?;
    state.add_attr(ctx, "sym_name", name);
    let args = p.parse_function_args("func.func", false)?;
    let (results, res_attrs) = if p.p.consume_if(Tok::Arrow) {
        p.parse_function_results()?
    } else {
        (Vec::new(), Vec::new())
    };
    let fty = ctx.function_type(&args.types, &results);
    state.add_attr(ctx, "function_type", ctx.type_attr(fty));
    if args.attrs.iter().any(|&a| a != AttrId::EMPTY_DICT) {
        state.add_attr(ctx, "arg_attrs", ctx.array_attr(&args.attrs));
    }
    if res_attrs.iter().any(|&a| a != AttrId::EMPTY_DICT) {
        state.add_attr(ctx, "res_attrs", ctx.array_attr(&res_attrs));
    }
    p.parse_optional_attr_dict_with_keyword(state)?;
    let has_body = p.p.kind() == Tok::LBrace;
    // A body with unnamed arguments declares them on its entry block label.
    p.parse_function_region(state, &args.named, has_body, Dialect::Func)
}

/// Whether `name` is one of `opcode`'s properties (printed in `<{}>` in
/// the generic form; any other attribute is discardable).
pub fn is_property(opcode: Opcode, name: &str) -> bool {
    match opcode {
        Opcode::FuncFunc => matches!(
            name,
            "sym_name"
                | "function_type"
                | "sym_visibility"
                | "arg_attrs"
                | "res_attrs"
                | "no_inline"
        ),
        Opcode::FuncCall => matches!(name, "callee" | "arg_attrs" | "res_attrs" | "no_inline"),
        Opcode::FuncCallIndirect => matches!(name, "arg_attrs" | "res_attrs"),
        Opcode::FuncConstant => name == "value",
        _ => false,
    }
}

/// `func.constant` names its result `%f` (as MLIR's does, whatever the
/// function).
pub fn result_names(
    _ctx: &crate::context::Context,
    body: &crate::body::Body,
    op: Op,
) -> crate::print::names::Suggestion {
    use crate::print::names::Suggestion;
    match body.op(op).opcode {
        Opcode::FuncConstant => Suggestion::One("f".to_owned()),
        _ => Suggestion::None,
    }
}
