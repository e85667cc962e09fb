//! Module-level ops: llvm.func, llvm.mlir.global, alias, ifunc, comdat,
//! comdat_selector, global_ctors/dtors, module_flags, linker_options.

use super::{enum_attr, enum_value, Form, LINKAGE_EXTERNAL};
use crate::attrs::{AttrData, EnumKind};
use crate::diag::{DResult, Diag};
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::Dialect;
use crate::print::OpPrinter;
use crate::syntax::attrs::{CCONVS, LINKAGES};
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};
use crate::types::TypeData;

const VISIBILITIES: [&str; 3] = ["", "hidden", "protected"];
const UNNAMED_ADDRS: [&str; 3] = ["", "local_unnamed_addr", "unnamed_addr"];
/// `LLVM::comdat::Comdat` selection kinds.
const COMDAT_KINDS: [&str; 5] = ["any", "exactmatch", "largest", "nodeduplicate", "samesize"];

pub(super) fn print(p: &mut OpPrinter, op: Op, form: Form) -> bool {
    let body = p.body();
    let d = body.op(op);
    let ctx = p.ctx;
    let attrs = crate::dialect::attrs_with_defaults(ctx, body, op);
    let attr = |name: crate::Ident| ctx.dict_get(attrs, name);
    use Form::*;
    match form {
        Func => return print_func(p, op, attrs),
        Global | Alias => {
            let (Some(name), Some(ty)) = (
                attr(crate::Ident::SYM_NAME),
                attr(if form == Global {
                    crate::Ident::GLOBAL_TYPE
                } else {
                    crate::Ident::ALIAS_TYPE
                }),
            ) else {
                return false;
            };
            let AttrData::Type(ty) = *ctx.attr_data(ty) else {
                return false;
            };
            p.op_name(op);
            print_linkage_prefix(p, attrs, true);
            if form == Global && super::is_unit(ctx, attr(crate::Ident::CONSTANT)) {
                p.push(" constant");
            }
            p.push(" ");
            super::print_sym_name(p, name);
            let value = attr(crate::Ident::VALUE);
            if form == Global {
                p.push("(");
                if let Some(v) = value {
                    p.attr(v);
                }
                p.push(")");
                if let Some(c) = attr(crate::Ident::COMDAT) {
                    p.push(" comdat(");
                    p.attr(c);
                    p.push(")");
                }
            }
            p.attr_dict(
                attrs,
                &[
                    "sym_name",
                    "global_type",
                    "alias_type",
                    "constant",
                    "value",
                    "linkage",
                    "unnamed_addr",
                    "thread_local_",
                    "visibility_",
                    "comdat",
                ],
            );
            let is_string =
                value.is_some_and(|v| matches!(ctx.attr_data(v), AttrData::String { .. }));
            if !is_string {
                p.push(" : ");
                p.ty(ty);
            }
            let (body_id, roots) = p.isolated_regions(op);
            if let Some(&root) = roots.first() {
                if p.module.body(body_id).entry_block(root).is_some() {
                    p.push(" ");
                    p.with_body(body_id, Dialect::Unknown, |p| p.region(root, false, true));
                }
            }
        }
        Ifunc => {
            let (Some(name), Some(fty), Some(rty), Some(res)) = (
                attr(crate::Ident::SYM_NAME),
                attr(crate::Ident::I_FUNC_TYPE),
                attr(crate::Ident::RESOLVER_TYPE),
                attr(crate::Ident::RESOLVER),
            ) else {
                return false;
            };
            let (AttrData::Type(fty), AttrData::Type(rty)) =
                (ctx.attr_data(fty), ctx.attr_data(rty))
            else {
                return false;
            };
            p.op_name(op);
            print_linkage_prefix(p, attrs, false);
            p.push(" ");
            super::print_sym_name(p, name);
            p.push(" : ");
            p.ty(*fty);
            p.push(", ");
            p.ty(*rty);
            p.push(" ");
            p.attr(res);
            p.attr_dict(
                attrs,
                &[
                    "sym_name",
                    "i_func_type",
                    "resolver_type",
                    "resolver",
                    "linkage",
                    "unnamed_addr",
                    "visibility_",
                    "address_space",
                ],
            );
        }
        Comdat => {
            let Some(name) = attr(crate::Ident::SYM_NAME) else {
                return false;
            };
            let regions = body.regions(op);
            if regions.len() != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            super::print_sym_name(p, name);
            p.push(" ");
            p.region(regions[0], false, false);
            p.attr_dict(attrs, &["sym_name"]);
        }
        ComdatSelector => {
            let (Some(name), Some(kind)) = (
                attr(crate::Ident::SYM_NAME),
                enum_value(ctx, attr(crate::Ident::COMDAT))
                    .and_then(|v| COMDAT_KINDS.get(v as usize)),
            ) else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            super::print_sym_name(p, name);
            p.push(" ");
            p.push(kind);
            p.attr_dict(attrs, &["sym_name", "comdat"]);
        }
        GlobalCtors | GlobalDtors => {
            let key = if form == GlobalCtors {
                crate::Ident::CTORS
            } else {
                crate::Ident::DTORS
            };
            let (Some(list), Some(prio)) = (attr(key), attr(crate::Ident::PRIORITIES)) else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.push(ctx.str(key));
            p.push(" = ");
            p.attr(list);
            p.push(", priorities = ");
            p.attr(prio);
            if let Some(data) = attr(crate::Ident::DATA) {
                p.push(", data = ");
                p.attr(data);
            }
            p.attr_dict(attrs, &[ctx.str(key), "priorities", "data"]);
        }
        ModuleFlags | LinkerOptions => {
            let key = if form == ModuleFlags {
                crate::Ident::FLAGS
            } else {
                crate::Ident::OPTIONS
            };
            let Some(list) = attr(key) else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.attr(list);
            p.attr_dict(attrs, &[ctx.str(key)]);
        }
        NamedMetadata => {
            let (Some(name), Some(nodes)) =
                (attr(crate::Ident::METADATA_NAME), attr(crate::Ident::NODES))
            else {
                return false;
            };
            if !matches!(p.ctx.attr_data(name), AttrData::String { .. })
                || !matches!(p.ctx.attr_data(nodes), AttrData::Array(_))
            {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.attr(name);
            p.push(" ");
            p.attr(nodes);
            p.attr_dict(attrs, &["metadata_name", "nodes"]);
        }
        _ => return false,
    }
    let _ = d;
    true
}

/// ` linkage [visibility] [thread_local] [unnamed_addr]` as globals print it
/// (the linkage is always shown).
fn print_linkage_prefix(p: &mut OpPrinter, attrs: AttrId, thread_local: bool) {
    let ctx = p.ctx;
    let attr = |name: crate::Ident| ctx.dict_get(attrs, name);
    let linkage = enum_value(ctx, attr(crate::Ident::LINKAGE)).unwrap_or(LINKAGE_EXTERNAL);
    p.push(" ");
    p.push(
        LINKAGES
            .get(linkage as usize)
            .copied()
            .unwrap_or("external"),
    );
    let vis = enum_value(ctx, attr(crate::Ident::VISIBILITY)).unwrap_or(0) as usize;
    if let Some(v) = VISIBILITIES.get(vis).filter(|v| !v.is_empty()) {
        p.push(" ");
        p.push(v);
    }
    if thread_local && super::is_unit(ctx, attr(crate::Ident::THREAD_LOCAL)) {
        p.push(" thread_local");
    }
    let ua = enum_value(ctx, attr(crate::Ident::UNNAMED_ADDR)).unwrap_or(0) as usize;
    if let Some(v) = UNNAMED_ADDRS.get(ua).filter(|v| !v.is_empty()) {
        p.push(" ");
        p.push(v);
    }
}

/// The `i`-th dictionary of an `arg_attrs` / `res_attrs` array, if not empty.
fn entry_attrs(p: &OpPrinter, attrs: AttrId, name: &str, i: usize) -> Option<AttrId> {
    let arr = super::super::dict_lookup(p.ctx, attrs, name)?;
    match p.ctx.attr_data(arr) {
        AttrData::Array(items) => items
            .get(i)
            .copied()
            .filter(|&a| !p.ctx.dict_entries(a).is_empty()),
        _ => None,
    }
}

fn print_func(p: &mut OpPrinter, op: Op, attrs: AttrId) -> bool {
    let ctx = p.ctx;
    let attr = |name: crate::Ident| ctx.dict_get(attrs, name);
    let (Some(name), Some(fty)) = (
        attr(crate::Ident::SYM_NAME),
        attr(crate::Ident::FUNCTION_TYPE),
    ) else {
        return false;
    };
    let AttrData::Type(fty) = *ctx.attr_data(fty) else {
        return false;
    };
    let TypeData::LlvmFunc {
        ret,
        params,
        var_arg,
    } = ctx.type_data(fty)
    else {
        return false;
    };
    let (ret, var_arg) = (*ret, *var_arg);
    let (body_id, roots) = p.isolated_regions(op);
    let entry = roots
        .first()
        .and_then(|&r| p.module.body(body_id).entry_block(r));
    if let Some(entry) = entry {
        if p.module.body(body_id).block_args(entry).len() != params.len() {
            return false;
        }
    }
    p.op_name(op);
    let linkage = enum_value(ctx, attr(crate::Ident::LINKAGE)).unwrap_or(LINKAGE_EXTERNAL);
    if linkage != LINKAGE_EXTERNAL {
        p.push(" ");
        p.push(
            LINKAGES
                .get(linkage as usize)
                .copied()
                .unwrap_or("external"),
        );
    }
    let vis = enum_value(ctx, attr(crate::Ident::VISIBILITY)).unwrap_or(0) as usize;
    if let Some(v) = VISIBILITIES.get(vis).filter(|v| !v.is_empty()) {
        p.push(" ");
        p.push(v);
    }
    let ua = enum_value(ctx, attr(crate::Ident::UNNAMED_ADDR)).unwrap_or(0) as usize;
    if let Some(v) = UNNAMED_ADDRS.get(ua).filter(|v| !v.is_empty()) {
        p.push(" ");
        p.push(v);
    }
    let cconv = enum_value(ctx, attr(crate::Ident::CCONV)).unwrap_or(0) as usize;
    if cconv != 0 {
        p.push(" ");
        p.push(CCONVS.get(cconv).copied().unwrap_or("ccc"));
    }
    p.push(" ");
    super::print_sym_name(p, name);
    p.push("(");
    for (i, &t) in params.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        if let Some(entry) = entry {
            let arg = p.module.body(body_id).block_args(entry)[i];
            p.with_body(body_id, Dialect::Unknown, |p| p.value(arg));
            p.push(": ");
        }
        p.ty(t);
        if let Some(a) = entry_attrs(p, attrs, "arg_attrs", i) {
            p.push(" ");
            p.attr(a);
        }
        p.signature_arg_loc(body_id, entry, i);
    }
    if var_arg {
        if !params.is_empty() {
            p.push(", ");
        }
        p.push("...");
    }
    p.push(")");
    if !matches!(ctx.type_data(ret), TypeData::LlvmVoid) {
        p.push(" -> ");
        let ra = entry_attrs(p, attrs, "res_attrs", 0);
        let paren = ra.is_some() || matches!(ctx.type_data(ret), TypeData::Function { .. });
        if paren {
            p.push("(");
        }
        p.ty(ret);
        if let Some(a) = ra {
            p.push(" ");
            p.attr(a);
        }
        if paren {
            p.push(")");
        }
    }
    if let Some(v) = attr(crate::Ident::VSCALE_RANGE) {
        if let Some((lo, hi)) = vscale_bounds(p, v) {
            p.push(&format!(" vscale_range({lo}, {hi})"));
        }
    }
    if let Some(c) = attr(crate::Ident::COMDAT) {
        p.push(" comdat(");
        p.attr(c);
        p.push(")");
    }
    p.attr_dict_with_keyword(
        attrs,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    if let Some(&root) = roots.first() {
        if p.module.body(body_id).entry_block(root).is_some() {
            p.push(" ");
            p.with_body(body_id, Dialect::Unknown, |p| p.region(root, false, true));
        }
    }
    true
}

/// `(min, max)` of `#llvm.vscale_range<minRange = 1 : i32, maxRange = 2 : i32>`.
fn vscale_bounds(p: &OpPrinter, a: AttrId) -> Option<(u64, u64)> {
    let mut s = String::new();
    crate::syntax::print_attr(p.ctx, a, &mut s);
    let num = |key: &str| -> Option<u64> {
        let rest = &s[s.find(key)? + key.len()..];
        let digits: String = rest
            .trim_start_matches([' ', '='])
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        digits.parse().ok()
    };
    Some((num("minRange")?, num("maxRange")?))
}

// ---- parsing ----

pub(super) fn parse(
    p: &mut OpParser,
    form: Form,
    state: &mut OpState,
    op_loc: &crate::diag::SrcLoc,
) -> DResult<()> {
    let ctx = p.ctx();
    use Form::*;
    match form {
        Func => parse_func(p, state)?,
        Global | Alias => {
            parse_linkage_prefix(p, state, true, form == Global)?;
            if form == Global && p.parse_optional_keyword("constant") {
                state.add_attr(ctx, "constant", AttrId::UNIT);
            }
            let name = p.parse_sym_name_attr()?;
            state.add_attr(ctx, "sym_name", name);
            let mut value = None;
            if form == Global {
                p.p.expect(Tok::LParen, "'('")?;
                if p.p.kind() != Tok::RParen {
                    let v = p.p.parse_attr()?;
                    state.add_attr(ctx, "value", v);
                    value = Some(v);
                }
                p.p.expect(Tok::RParen, "')'")?;
                if p.parse_optional_keyword("comdat") {
                    p.p.expect(Tok::LParen, "'('")?;
                    let c = p.p.parse_attr()?;
                    state.add_attr(ctx, "comdat", c);
                    p.p.expect(Tok::RParen, "')'")?;
                }
            }
            p.parse_optional_attr_dict(state)?;
            let ty = if p.p.consume_if(Tok::Colon) {
                Some(p.p.parse_type()?)
            } else {
                None
            };
            // MLIR reports a wrong type list at the op.
            let op_name = if form == Global {
                "llvm.mlir.global"
            } else {
                "llvm.mlir.alias"
            };
            let custom =
                |msg: &str| Diag::error(op_loc.clone(), format!("custom op '{op_name}' {msg}"));
            if form == Global && ty.is_some() && p.p.kind() == Tok::Comma {
                return Err(custom("expected zero or one type"));
            }
            let ty = match (ty, value.map(|v| ctx.attr_data(v))) {
                (Some(t), _) => t,
                (None, Some(AttrData::String { value, .. })) => {
                    ctx.llvm_array(TypeId::I8, ctx.str(*value).len() as u64)
                }
                _ => return Err(custom("type can only be omitted for string globals")),
            };
            let key = if form == Global {
                "global_type"
            } else {
                "alias_type"
            };
            state.add_attr(ctx, key, ctx.type_attr(ty));
            let has_region = p.p.kind() == Tok::LBrace;
            p.parse_function_region(state, &[], has_region, Dialect::Unknown)?;
        }
        Ifunc => {
            parse_linkage_prefix(p, state, false, false)?;
            let name = p.parse_sym_name_attr()?;
            state.add_attr(ctx, "sym_name", name);
            let fty = p.parse_colon_type()?;
            p.p.expect(Tok::Comma, "','")?;
            let rty = p.p.parse_type()?;
            let resolver = p.p.parse_attr()?;
            state.add_attr(ctx, "i_func_type", ctx.type_attr(fty));
            state.add_attr(ctx, "resolver_type", ctx.type_attr(rty));
            state.add_attr(ctx, "resolver", resolver);
            p.parse_optional_attr_dict(state)?;
        }
        Comdat => {
            let name = p.parse_sym_name_attr()?;
            state.add_attr(ctx, "sym_name", name);
            let r = p.parse_region(&[], Dialect::Llvm)?;
            state.regions.push(r);
            p.parse_optional_attr_dict(state)?;
        }
        ComdatSelector => {
            let name = p.parse_sym_name_attr()?;
            state.add_attr(ctx, "sym_name", name);
            let kind = super::ops::parse_keyword_enum(p, &COMDAT_KINDS, "comdat")?;
            state.add_attr(ctx, "comdat", ctx.int_attr(TypeId::I64, kind as i128));
            p.parse_optional_attr_dict(state)?;
        }
        GlobalCtors | GlobalDtors => {
            let key = if form == GlobalCtors {
                "ctors"
            } else {
                "dtors"
            };
            for (i, name) in [key, "priorities", "data"].into_iter().enumerate() {
                if i > 0 && !p.p.consume_if(Tok::Comma) {
                    break;
                }
                // MLIR's custom-op parser prefixes its keyword errors with
                // the op name.
                if !p.parse_optional_keyword(name) {
                    let op = if form == GlobalCtors {
                        "llvm.mlir.global_ctors"
                    } else {
                        "llvm.mlir.global_dtors"
                    };
                    return Err(p
                        .p
                        .error_here(&format!("custom op '{op}' expected '{name}'")));
                }
                p.p.expect(Tok::Equal, "'='")?;
                let v = p.p.parse_attr()?;
                state.add_attr(ctx, name, v);
            }
            p.parse_optional_attr_dict(state)?;
        }
        ModuleFlags | LinkerOptions => {
            let key = if form == ModuleFlags {
                "flags"
            } else {
                "options"
            };
            let mut v = if form == ModuleFlags && p.p.kind() == Tok::LSquare {
                parse_module_flag_list(p)?
            } else {
                p.p.parse_attr()?
            };
            if form == ModuleFlags {
                v = type_module_flag_values(ctx, v);
            }
            state.add_attr(ctx, key, v);
            p.parse_optional_attr_dict(state)?;
        }
        NamedMetadata => {
            if p.p.kind() != Tok::Str {
                return Err(p.p.error_here("expected string"));
            }
            let name = p.p.parse_attr()?;
            state.add_attr(ctx, "metadata_name", name);
            if p.p.kind() != Tok::LSquare {
                return Err(p.p.error_here("expected '['"));
            }
            let nodes = p.p.parse_attr()?;
            state.add_attr(ctx, "nodes", nodes);
            p.parse_optional_attr_dict(state)?;
        }
        _ => return Err(p.p.error_here("unexpected custom form")),
    }
    Ok(())
}

/// `[linkage] [visibility] [thread_local] [unnamed_addr]`.
fn parse_linkage_prefix(
    p: &mut OpParser,
    state: &mut OpState,
    thread_local: bool,
    _global: bool,
) -> DResult<()> {
    let ctx = p.ctx();
    if let Some(i) = LINKAGES.iter().position(|l| p.is_keyword(l)) {
        p.p.bump();
        state.add_attr(
            ctx,
            "linkage",
            enum_attr(ctx, EnumKind::LlvmLinkage, i as u64),
        );
    }
    if let Some(i) = VISIBILITIES
        .iter()
        .position(|v| !v.is_empty() && p.is_keyword(v))
    {
        p.p.bump();
        state.add_attr(ctx, "visibility_", ctx.int_attr(TypeId::I64, i as i128));
    }
    if thread_local && p.parse_optional_keyword("thread_local") {
        state.add_attr(ctx, "thread_local_", AttrId::UNIT);
    }
    // MLIR's custom parsers always set `unnamed_addr` (0 when absent),
    // while the generic form may leave it out: it is stored, not defaulted.
    let i = UNNAMED_ADDRS
        .iter()
        .position(|v| !v.is_empty() && p.is_keyword(v))
        .unwrap_or(0);
    if i != 0 {
        p.p.bump();
    }
    state.add_attr(ctx, "unnamed_addr", ctx.int_attr(TypeId::I64, i as i128));
    Ok(())
}

/// The message for `(%a: i32, ..., %b: i32)`.
pub(crate) const VARIADIC_NOT_LAST: &str =
    "variadic arguments must be in the end of the argument list";

/// `llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(args)
/// [-> result] [vscale_range(a, b)] [comdat(@c::@s)] [attributes {..}] [{body}]`
fn parse_func(p: &mut OpParser, state: &mut OpState) -> DResult<()> {
    let ctx = p.ctx();
    parse_linkage_prefix(p, state, false, false)?;
    // The custom form always sets `unnamed_addr` (0 when not written); a
    // function built by a conversion leaves it unset, and the generic form
    // shows the difference.
    if state.get_attr(ctx, "unnamed_addr").is_none() {
        state.add_attr(ctx, "unnamed_addr", ctx.int_attr(TypeId::I64, 0));
    }
    if let Some(i) = CCONVS.iter().position(|c| p.is_keyword(c)) {
        p.p.bump();
        state.add_attr(ctx, "CConv", enum_attr(ctx, EnumKind::LlvmCConv, i as u64));
    }
    // Errors of the op's own parser carry MLIR's `custom op '...'` prefix.
    let custom = |mut d: crate::diag::Diag| {
        d.message = format!("custom op 'llvm.func' {}", d.message);
        d
    };
    let name_loc = p.p.loc_here();
    let name = p.parse_sym_name_attr().map_err(custom)?;
    state.add_attr(ctx, "sym_name", name);
    let args = p.parse_function_args("llvm.func", true).map_err(|d| {
        if d.message == VARIADIC_NOT_LAST {
            custom(d)
        } else {
            d
        }
    })?;
    let (results, res_attrs) = if p.p.consume_if(Tok::Arrow) {
        p.parse_function_results()?
    } else {
        (Vec::new(), Vec::new())
    };
    let fn_type_error = |why: &str| {
        custom(crate::diag::Diag::error(
            name_loc.clone(),
            format!("failed to construct function type: {why}"),
        ))
    };
    if args
        .types
        .iter()
        .any(|&t| !super::verify::is_compatible_type(ctx, t))
    {
        return Err(fn_type_error("expected LLVM type for function arguments"));
    }
    if let Some(&bad) = results
        .iter()
        .find(|&&t| !super::verify::is_compatible_type(ctx, t))
    {
        return Err(fn_type_error(&format!(
            "expected LLVM type for function results'{}'",
            super::type_text(ctx, bad)
        )));
    }
    if results.len() > 1 {
        return Err(fn_type_error("expected zero or one function result"));
    }
    let ret = results.first().copied().unwrap_or(TypeId::LLVM_VOID);
    let fty = ctx.intern_type(TypeData::LlvmFunc {
        ret,
        params: args.types.clone().into(),
        var_arg: args.variadic,
    });
    state.add_attr(ctx, "function_type", ctx.type_attr(fty));
    if args.attrs.iter().any(|&a| a != AttrId::EMPTY_DICT) {
        state.add_attr(ctx, "arg_attrs", ctx.array_attr(&args.attrs));
    }
    if res_attrs.iter().any(|&a| a != AttrId::EMPTY_DICT) {
        state.add_attr(ctx, "res_attrs", ctx.array_attr(&res_attrs));
    }
    if p.parse_optional_keyword("vscale_range") {
        p.p.expect(Tok::LParen, "'('")?;
        let lo = p.p.parse_i64()?;
        p.p.expect(Tok::Comma, "','")?;
        let hi = p.p.parse_i64()?;
        p.p.expect(Tok::RParen, "')'")?;
        let v = ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.ident("llvm"),
            body: ctx.ident(&format!(
                "vscale_range<minRange = {lo} : i32, maxRange = {hi} : i32>"
            )),
        });
        state.add_attr(ctx, "vscale_range", v);
    }
    if p.parse_optional_keyword("comdat") {
        p.p.expect(Tok::LParen, "'('")?;
        let c = p.p.parse_attr()?;
        state.add_attr(ctx, "comdat", c);
        p.p.expect(Tok::RParen, "')'")?;
    }
    p.parse_optional_attr_dict_with_keyword(state)?;
    let has_body = p.p.kind() == Tok::LBrace;
    p.parse_function_region(state, &args.named, has_body, Dialect::Unknown)
}

/// `[#llvm.mlir.module_flag<...>, ...]`, each flag's value checked against
/// its key as MLIR does when it builds the attribute (reporting where the
/// flag's parameters start).
fn parse_module_flag_list(p: &mut OpParser) -> DResult<AttrId> {
    const HEAD: &str = "#llvm.mlir.module_flag";
    let ctx = p.ctx();
    p.p.expect(Tok::LSquare, "'['")?;
    let mut items = Vec::new();
    if !p.p.consume_if(Tok::RSquare) {
        loop {
            let mut loc = p.p.loc_here();
            let a = p.p.parse_attr()?;
            let raw = match ctx.attr_data(a) {
                AttrData::Opaque { body, .. } => ctx.str(*body),
                _ => "",
            };
            if let Some((offset, msg)) = summary_format_error(raw) {
                // The raw text starts after `#llvm.`: the line and column
                // of a byte offset in it.
                let at = |offset: usize| {
                    let mut l = loc.clone();
                    let before = &raw[..offset];
                    match before.rfind('\n') {
                        Some(nl) => {
                            l.line += before.matches('\n').count() as u32;
                            l.col = (before.len() - nl) as u32;
                        }
                        None => l.col += ("#llvm.".len() + offset) as u32,
                    }
                    l
                };
                // MLIR's attribute parsers then fail in turn: the summary's
                // at the token after the bad value, the flag's at its `>`.
                let value_end = offset + raw[offset + 1..].find('"').map_or(0, |q| q + 2);
                let next =
                    value_end + (raw[value_end..].len() - raw[value_end..].trim_start().len());
                let mut d = Diag::error(at(offset), msg);
                d.notes.push(Diag::error(
                    at(next),
                    "failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to be a `ProfileSummaryFormatKind`",
                ));
                d.notes.push(Diag::error(
                    at(raw.len().saturating_sub(1)),
                    "failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`",
                ));
                return Err(d);
            }
            if let Some(msg) = module_flag_error(ctx, a) {
                loc.col += HEAD.len() as u32;
                return Err(Diag::error(loc, msg));
            }
            items.push(a);
            if !p.p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RSquare, "']'")?;
    }
    Ok(ctx.array_attr(&items))
}

/// What MLIR 22 says of a module flag whose value does not suit its key:
/// `CG Profile` takes call graph entries, `ProfileSummary` a profile
/// summary, any other key an integer or a string.
fn module_flag_error(ctx: &crate::context::Context, a: AttrId) -> Option<String> {
    let AttrData::Opaque { dialect, body } = ctx.attr_data(a) else {
        return None;
    };
    if ctx.str(*dialect) != "llvm" {
        return None;
    }
    // The text is kept as written: comments inside it are dropped here.
    let text: String = ctx
        .str(*body)
        .lines()
        .map(|l| l.split_once("//").map_or(l, |(code, _)| code))
        .collect::<Vec<_>>()
        .join(" ");
    let inner = text.strip_prefix("mlir.module_flag<")?.strip_suffix('>')?;
    // `behavior, "key", value`: the key is the first string.
    let (_, rest) = inner.split_once(',')?;
    let rest = rest.trim_start().strip_prefix('"')?;
    let end = rest.find('"')?;
    let key = &rest[..end];
    let value = rest[end + 1..].trim_start().strip_prefix(',')?.trim();
    match key {
        "CG Profile" => {
            let entries = value.strip_prefix('[').and_then(|v| v.strip_suffix(']'));
            let ok = entries.is_some_and(|e| {
                top_level_items(e)
                    .iter()
                    .all(|e| e.starts_with("#llvm.cgprofile_entry"))
            });
            (!ok).then(|| "'CG Profile' key expects an array of '#llvm.cgprofile_entry'".into())
        }
        "ProfileSummary" => (!value.starts_with("#llvm.profile_summary"))
            .then(|| "'ProfileSummary' key expects a '#llvm.profile_summary' attribute".into()),
        _ => {
            let number = value.split(':').next().unwrap_or("").trim();
            let integer = matches!(number, "true" | "false")
                || (!number.is_empty()
                    && number
                        .trim_start_matches('-')
                        .bytes()
                        .all(|b| b.is_ascii_digit() || b == b'x' || b.is_ascii_hexdigit()));
            let string = value.starts_with('"');
            (!integer && !string).then(|| {
                format!(
                    "only integer and string values are currently supported for unknown key '\"{key}\"'"
                )
            })
        }
    }
}

/// A `#llvm.profile_summary` inside a module flag whose `format` is not
/// one LLVM knows: the offset of the format's value in the flag's text,
/// and MLIR's message.
fn summary_format_error(text: &str) -> Option<(usize, String)> {
    if !text.starts_with("mlir.module_flag<") {
        return None;
    }
    let summary = text.find("#llvm.profile_summary<")?;
    let key = summary + text[summary..].find("format")?;
    let after_key = &text[key + "format".len()..];
    let eq = after_key.find('=')?;
    let value_start = after_key[eq + 1..].len() - after_key[eq + 1..].trim_start().len();
    let offset = key + "format".len() + eq + 1 + value_start;
    let value = text[offset..].strip_prefix('"')?;
    let format = &value[..value.find('"')?];
    if matches!(format, "SampleProfile" | "InstrProf" | "CSInstrProf") {
        return None;
    }
    Some((
        offset,
        format!(
            "expected one of [SampleProfile, InstrProf, CSInstrProf] for LLVM ProfileSummary format kinds, got: {format}"
        ),
    ))
}

/// The comma-separated items of `list` that are not nested in brackets.
fn top_level_items(list: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in list.char_indices() {
        match c {
            '<' | '[' | '(' | '{' => depth += 1,
            '>' | ']' | ')' | '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(list[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = list[start..].trim();
    if !last.is_empty() {
        items.push(last);
    }
    items
}

/// `#llvm.mlir.module_flag<error, "k", 4>` is kept as text; MLIR reads the
/// bare integer value as `4 : i64`, so it is spelled that way here.
fn type_module_flag_values(ctx: &crate::context::Context, list: AttrId) -> AttrId {
    let AttrData::Array(items) = ctx.attr_data(list) else {
        return list;
    };
    let fixed: Vec<AttrId> = items
        .iter()
        .map(|&a| match ctx.attr_data(a) {
            AttrData::Opaque { dialect, body } => {
                let text = ctx.str(*body);
                let Some((head, inner)) = text
                    .split_once('<')
                    .and_then(|(h, t)| Some((h, t.strip_suffix('>')?)))
                else {
                    return a;
                };
                if !head.ends_with("module_flag") {
                    return a;
                }
                let value = inner.rsplit(',').next().unwrap_or("").trim();
                let bare_int = !value.is_empty()
                    && value
                        .trim_start_matches('-')
                        .bytes()
                        .all(|b| b.is_ascii_digit());
                if !bare_int {
                    return a;
                }
                ctx.intern_attr(AttrData::Opaque {
                    dialect: *dialect,
                    body: ctx.ident(&format!("{head}<{inner} : i64>")),
                })
            }
            _ => a,
        })
        .collect();
    ctx.array_attr(&fixed)
}
