//! Custom forms of the gpu ops, as MLIR 22 parses them.

use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, TypeId};
use crate::opcode::{Dialect, Opcode};
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState, UnresolvedOperand};

use super::{segment, KERNEL_ATTR, SEGMENTS, WORKGROUP_COUNT};

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    match opcode {
        Opcode::GpuModule => parse_module(p, state),
        Opcode::GpuFunc => parse_func(p, state),
        Opcode::GpuReturn => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            if !operands.is_empty() {
                let tloc = p.p.loc_here();
                let tys = p.parse_colon_type_list()?;
                p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            }
            Ok(())
        }
        Opcode::GpuLaunchFunc => parse_launch_func(p, state),
        _ => Err(Diag::error(loc.clone(), "unknown gpu op")),
    }
}

/// `gpu.module @name [<handler>] [[targets]] [attributes {..}] {body}`
fn parse_module(p: &mut OpParser, state: &mut OpState) -> DResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    state.add_attr(ctx, "sym_name", ctx.string_attr(&name));
    if p.p.consume_if(Tok::Less) {
        let handler = p.p.parse_attr()?;
        p.p.expect(Tok::Greater, "'>'")?;
        state.add_attr(ctx, "offloadingHandler", handler);
    }
    if p.p.kind() == Tok::LSquare {
        let targets = p.p.parse_attr()?;
        state.add_attr(ctx, "targets", targets);
    }
    p.parse_optional_attr_dict_with_keyword(state)?;
    if p.p.kind() != Tok::LBrace {
        return Err(p.p.error_wrong_token("expected '{' to begin a region"));
    }
    p.parse_isolated_region(state, &[], true, Dialect::Unknown)
}

type NamedArg<'a> = (UnresolvedOperand<'a>, TypeId, AttrId);

/// `gpu.func @name(args) [-> results] [workgroup(..)] [private(..)]
/// [kernel] [attributes {..}] {body}`
fn parse_func(p: &mut OpParser, state: &mut OpState) -> DResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    state.add_attr(ctx, "sym_name", ctx.string_attr(&name));
    let args_loc = p.p.loc_here();
    let args = p.parse_function_args("gpu.func", false)?;
    if args.named.len() != args.types.len() {
        return Err(Diag::error(
            args_loc,
            "custom op 'gpu.func' gpu.func requires named arguments",
        ));
    }
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
    let mut entry = args.named;
    let inputs = entry.len();
    if let Some(attrs) = parse_attributions(p, "workgroup", &mut entry)? {
        state.add_attr(ctx, "workgroup_attrib_attrs", attrs);
    }
    let workgroup = (entry.len() - inputs) as i128;
    state.add_attr(ctx, WORKGROUP_COUNT, ctx.int_attr(TypeId::I64, workgroup));
    if let Some(attrs) = parse_attributions(p, "private", &mut entry)? {
        state.add_attr(ctx, "private_attrib_attrs", attrs);
    }
    if p.parse_optional_keyword("kernel") {
        state.add_attr(ctx, KERNEL_ATTR, AttrId::UNIT);
    }
    p.parse_optional_attr_dict_with_keyword(state)?;
    if p.p.kind() != Tok::LBrace {
        return Err(p.p.error_wrong_token("expected '{' to begin a region"));
    }
    p.parse_isolated_region(state, &entry, true, Dialect::Unknown)
}

/// `keyword(%a : type {attrs}, ...)`, appended to `entry`; the
/// per-buffer attribute dictionaries when any was given.
fn parse_attributions<'a>(
    p: &mut OpParser<'a, '_>,
    keyword: &str,
    entry: &mut Vec<NamedArg<'a>>,
) -> DResult<Option<AttrId>> {
    if !p.parse_optional_keyword(keyword) {
        return Ok(None);
    }
    p.p.expect(Tok::LParen, "'('")?;
    let mut attrs = Vec::new();
    if !p.p.consume_if(Tok::RParen) {
        loop {
            let name = p.parse_operand()?;
            p.p.expect(Tok::Colon, "':'")?;
            let ty = p.p.parse_type()?;
            attrs.push(p.parse_optional_arg_attrs()?);
            let loc = p.trailing_loc_or_at(name.offset)?;
            entry.push((name, ty, loc));
            if !p.p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RParen, "')'")?;
    }
    let any = attrs.iter().any(|&a| a != AttrId::EMPTY_DICT);
    Ok(any.then(|| p.ctx().array_attr(&attrs)))
}

/// `gpu.launch_func @m::@k [clusters in (x, y, z)] blocks in (x, y, z)
/// threads in (x, y, z) [: type] [dynamic_shared_memory_size %v]
/// [args(%a : T, ...)] [attr-dict]`. (`async` launches need the
/// `!gpu.async.token` type, which Strata does not model.)
fn parse_launch_func(p: &mut OpParser, state: &mut OpState) -> DResult<()> {
    let ctx = p.ctx();
    if p.is_keyword("async") {
        return Err(p
            .p
            .error_here("async gpu.launch_func is not supported by Strata"));
    }
    if p.p.kind() != Tok::AtId {
        return Err(p.p.error_here("expected attribute value"));
    }
    let kernel = p.p.parse_attr()?;
    state.add_attr(ctx, "kernel", kernel);
    let clusters = if p.parse_optional_keyword("clusters") {
        Some(parse_dims(p)?)
    } else {
        None
    };
    launch_keyword(p, "blocks")?;
    let grid = parse_dims(p)?;
    launch_keyword(p, "threads")?;
    let block = parse_dims(p)?;
    let dim_ty = if p.p.consume_if(Tok::Colon) {
        p.p.parse_type()?
    } else {
        TypeId::INDEX
    };
    let mut dynamic_shared = None;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        dynamic_shared = Some(p.parse_operand()?);
    }
    let mut kernel_operands = Vec::new();
    let mut kernel_types = Vec::new();
    if p.parse_optional_keyword("args") {
        p.p.expect(Tok::LParen, "'('")?;
        if !p.p.consume_if(Tok::RParen) {
            loop {
                kernel_operands.push(p.parse_operand()?);
                p.p.expect(Tok::Colon, "':'")?;
                kernel_types.push(p.p.parse_type()?);
                if !p.p.consume_if(Tok::Comma) {
                    break;
                }
            }
            p.p.expect(Tok::RParen, "')'")?;
        }
    }
    p.parse_optional_attr_dict(state)?;
    let mut sizes = [0i64; segment::COUNT];
    for v in grid.iter().chain(&block) {
        let o = p.resolve_operand(v, dim_ty)?;
        state.operands.push(o);
    }
    sizes[segment::GRID..segment::CLUSTER].fill(1);
    if let Some(c) = &clusters {
        for v in c {
            let o = p.resolve_operand(v, dim_ty)?;
            state.operands.push(o);
        }
        sizes[segment::CLUSTER..segment::DYNAMIC_SHARED_MEMORY].fill(1);
    }
    if let Some(v) = &dynamic_shared {
        let o = p.resolve_operand(v, TypeId::I32)?;
        state.operands.push(o);
        sizes[segment::DYNAMIC_SHARED_MEMORY] = 1;
    }
    for (v, &t) in kernel_operands.iter().zip(&kernel_types) {
        let o = p.resolve_operand(v, t)?;
        state.operands.push(o);
    }
    sizes[segment::KERNEL_OPERANDS] = kernel_operands.len() as i64;
    state.add_attr(
        ctx,
        SEGMENTS,
        crate::dialect::memref::int_array(ctx, TypeId::I32, &sizes),
    );
    Ok(())
}

/// Keyword `kw` of `gpu.launch_func`'s form; a custom op parser's error
/// (MLIR names the op) when it is missing.
fn launch_keyword(p: &mut OpParser, kw: &str) -> DResult<()> {
    if p.parse_optional_keyword(kw) {
        return Ok(());
    }
    Err(p
        .p
        .error_here(&format!("custom op 'gpu.launch_func' expected '{kw}'")))
}

/// `in (%x, %y, %z)`
fn parse_dims<'a>(p: &mut OpParser<'a, '_>) -> DResult<[UnresolvedOperand<'a>; 3]> {
    launch_keyword(p, "in")?;
    p.p.expect(Tok::LParen, "'('")?;
    let x = p.parse_operand()?;
    p.p.expect(Tok::Comma, "','")?;
    let y = p.parse_operand()?;
    p.p.expect(Tok::Comma, "','")?;
    let z = p.parse_operand()?;
    p.p.expect(Tok::RParen, "')'")?;
    Ok([x, y, z])
}
