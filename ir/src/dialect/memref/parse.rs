//! Parsing the memref ops' custom forms into the attributes the generic
//! form shows (`operandSegmentSizes`, `static_offsets`, `kind = N : i64`...).

use super::layout::{self, ranked};
use super::{form, int_array, Form, ATOMIC_RMW_KINDS, SEGMENTS};
use super::{STATIC_OFFSETS, STATIC_OUTPUT_SHAPE, STATIC_SIZES, STATIC_STRIDES};
use crate::attrs::AttrData;
use crate::body::OpSpec;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, TypeId};
use crate::opcode::{Dialect, Opcode};
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState, UnresolvedOperand};
pub(crate) use crate::syntax::type_text;
use crate::types::{TypeData, DYNAMIC};

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    let Some(form) = form(opcode) else {
        return Err(crate::dialect::unknown_custom_op(loc, opcode));
    };
    use Form::*;
    match form {
        Alloc => {
            p.p.expect(Tok::LParen, "'('")?;
            let dynamic = p.parse_operand_list()?;
            p.p.expect(Tok::RParen, "')'")?;
            let mut symbols = crate::syntax::ops::OperandList::new();
            if p.p.consume_if(Tok::LSquare) {
                symbols = p.parse_operand_list()?;
                p.p.expect(Tok::RSquare, "']'")?;
            }
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&dynamic, TypeId::INDEX, &mut state.operands)?;
            p.resolve_operands_same(&symbols, TypeId::INDEX, &mut state.operands)?;
            let seg = [dynamic.len() as i64, symbols.len() as i64];
            state.add_attr(ctx, SEGMENTS, int_array(ctx, TypeId::I32, &seg));
            state.result_types.push(ty);
        }
        AllocaScope => {
            if p.p.consume_if(Tok::Arrow) {
                let (types, _) = p.parse_function_results()?;
                state.result_types = types;
            }
            let region = p.parse_region(&[], Dialect::Unknown)?;
            ensure_scope_terminator(p, region, loc);
            state.regions.push(region);
            p.parse_optional_attr_dict(state)?;
        }
        ScopeReturn => {
            p.parse_optional_attr_dict(state)?;
            let operands = p.parse_operand_list()?;
            if !operands.is_empty() {
                let tloc = p.p.loc_here();
                let tys = p.parse_colon_type_list()?;
                p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            }
        }
        AtomicYield | Unary => {
            let v = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            state.operands.push(p.resolve_operand(&v, ty)?);
            if opcode == Opcode::MemrefRank {
                state.result_types.push(TypeId::INDEX);
            }
        }
        Load => {
            let (m, indices) = parse_memref_and_indices(p)?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let ty = p.parse_colon_type()?;
            let elem = memref_elem(p, ty, &tloc)?;
            resolve_memref_and_indices(p, &m, &indices, ty, state)?;
            drop_default_nontemporal(p, state);
            state.result_types.push(elem);
        }
        Store => {
            let v = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let (m, indices) = parse_memref_and_indices(p)?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let ty = p.parse_colon_type()?;
            let elem = memref_elem(p, ty, &tloc)?;
            state.operands.push(p.resolve_operand(&v, elem)?);
            resolve_memref_and_indices(p, &m, &indices, ty, state)?;
            drop_default_nontemporal(p, state);
        }
        Dim => {
            p.parse_optional_attr_dict(state)?;
            let m = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let i = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            state.operands.push(p.resolve_operand(&m, ty)?);
            state.operands.push(p.resolve_operand(&i, TypeId::INDEX)?);
            state.result_types.push(TypeId::INDEX);
        }
        Cast => p.parse_cast_form(state)?,
        Copy => {
            let a = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let b = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let (from, to) = parse_type_to_type(p, "to")?;
            state.operands.push(p.resolve_operand(&a, from)?);
            state.operands.push(p.resolve_operand(&b, to)?);
        }
        ReinterpretCast | Subview => {
            let src = p.parse_operand()?;
            let mut lists = Vec::with_capacity(3);
            for (i, label) in ["offset", "sizes", "strides"].into_iter().enumerate() {
                if form == ReinterpretCast {
                    if i == 0 {
                        p.parse_keyword("to")?;
                    } else {
                        p.p.expect(Tok::Comma, "','")?;
                    }
                    p.parse_keyword(label)?;
                    p.p.expect(Tok::Colon, "':'")?;
                }
                lists.push(parse_dynamic_index_list(p)?);
            }
            p.parse_optional_attr_dict(state)?;
            let (from, to) = parse_type_to_type(p, "to")?;
            state.operands.push(p.resolve_operand(&src, from)?);
            let mut seg = vec![1i64];
            for (name, (dynamic, statics)) in [STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES]
                .into_iter()
                .zip(&lists)
            {
                p.resolve_operands_same(dynamic, TypeId::INDEX, &mut state.operands)?;
                seg.push(dynamic.len() as i64);
                state.add_attr(ctx, name, int_array(ctx, TypeId::I64, statics));
            }
            state.add_attr(ctx, SEGMENTS, int_array(ctx, TypeId::I32, &seg));
            state.result_types.push(to);
        }
        View => {
            let src = p.parse_operand()?;
            p.p.expect(Tok::LSquare, "'['")?;
            let shift = p.parse_operand()?;
            p.p.expect(Tok::RSquare, "']'")?;
            p.p.expect(Tok::LSquare, "'['")?;
            let sizes = p.parse_operand_list()?;
            p.p.expect(Tok::RSquare, "']'")?;
            p.parse_optional_attr_dict(state)?;
            let (from, to) = parse_type_to_type(p, "to")?;
            state.operands.push(p.resolve_operand(&src, from)?);
            state
                .operands
                .push(p.resolve_operand(&shift, TypeId::INDEX)?);
            p.resolve_operands_same(&sizes, TypeId::INDEX, &mut state.operands)?;
            state.result_types.push(to);
        }
        GetGlobal => {
            let name = p.parse_symbol_name()?;
            state.add_attr(ctx, "name", ctx.symbol_ref(ctx.ident(&name)));
            let ty = p.parse_colon_type()?;
            p.parse_optional_attr_dict(state)?;
            state.result_types.push(ty);
        }
        Global => parse_global(p, state, loc)?,
        Extract => {
            let src = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            p.p.expect(Tok::Arrow, "'->'")?;
            state.result_types = p.p.parse_type_list_no_parens()?;
            p.parse_optional_attr_dict(state)?;
            state.operands.push(p.resolve_operand(&src, ty)?);
        }
        CollapseShape | ExpandShape => {
            let src = p.parse_operand()?;
            let rloc = p.p.loc_here();
            let reassoc = p.p.parse_attr()?;
            if super::reassociation(ctx, Some(reassoc)).is_none() {
                return Err(Diag::error(rloc, "expected a list of integer lists"));
            }
            state.add_attr(ctx, "reassociation", reassoc);
            let mut shape = None;
            if form == ExpandShape {
                p.parse_keyword("output_shape")?;
                shape = Some(parse_dynamic_index_list(p)?);
            }
            p.parse_optional_attr_dict(state)?;
            let (from, to) = parse_type_to_type(p, "into")?;
            state.operands.push(p.resolve_operand(&src, from)?);
            if let Some((dynamic, statics)) = shape {
                p.resolve_operands_same(&dynamic, TypeId::INDEX, &mut state.operands)?;
                state.add_attr(
                    ctx,
                    STATIC_OUTPUT_SHAPE,
                    int_array(ctx, TypeId::I64, &statics),
                );
            }
            state.result_types.push(to);
        }
        AtomicRmw => {
            let kloc = p.p.loc_here();
            let kind = (p.p.kind() == Tok::Ident)
                .then(|| ATOMIC_RMW_KINDS.iter().position(|&k| k == p.p.text()))
                .flatten()
                .ok_or_else(|| {
                    Diag::error(
                        kloc,
                        format!(
                            "expected keyword containing one of the following enum values for attribute 'kind' [{}]",
                            ATOMIC_RMW_KINDS.join(", ")
                        ),
                    )
                })?;
            p.p.bump();
            state.add_attr(ctx, "kind", ctx.int_attr(TypeId::I64, kind as i128));
            let v = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let (m, indices) = parse_memref_and_indices(p)?;
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let tloc = p.p.loc_here();
            let fty = p.p.parse_type()?;
            let (value_ty, memref_ty, result) = match ctx.type_data(fty) {
                TypeData::Function { inputs, results }
                    if inputs.len() == 2 && results.len() == 1 =>
                {
                    (inputs[0], inputs[1], results[0])
                }
                _ => {
                    return Err(Diag::error(
                        tloc,
                        "expected function type with two inputs and one result",
                    ))
                }
            };
            state.operands.push(p.resolve_operand(&v, value_ty)?);
            resolve_memref_and_indices(p, &m, &indices, memref_ty, state)?;
            state.result_types.push(result);
        }
        GenericAtomicRmw => {
            let (m, indices) = parse_memref_and_indices(p)?;
            let tloc = p.p.loc_here();
            let ty = p.parse_colon_type()?;
            let elem = memref_elem(p, ty, &tloc)?;
            resolve_memref_and_indices(p, &m, &indices, ty, state)?;
            let region = p.parse_region(&[], Dialect::Unknown)?;
            state.regions.push(region);
            p.parse_optional_attr_dict(state)?;
            state.result_types.push(elem);
        }
        Transpose => {
            let src = p.parse_operand()?;
            let map = p.p.parse_affine_map()?;
            state.add_attr(
                ctx,
                "permutation",
                ctx.intern_attr(AttrData::AffineMap(map)),
            );
            p.parse_optional_attr_dict(state)?;
            let (from, to) = parse_type_to_type(p, "to")?;
            state.operands.push(p.resolve_operand(&src, from)?);
            state.result_types.push(to);
        }
        Prefetch => {
            let (m, indices) = parse_memref_and_indices(p)?;
            p.p.expect(Tok::Comma, "','")?;
            let write = match p.p.text() {
                "read" if p.p.kind() == Tok::Ident => false,
                "write" if p.p.kind() == Tok::Ident => true,
                _ => return Err(p.p.error_here("rw specifier has to be 'read' or 'write'")),
            };
            p.p.bump();
            p.p.expect(Tok::Comma, "','")?;
            p.parse_keyword("locality")?;
            p.p.expect(Tok::Less, "'<'")?;
            let locality = p.p.parse_i64()?;
            p.p.expect(Tok::Greater, "'>'")?;
            p.p.expect(Tok::Comma, "','")?;
            let data = match p.p.text() {
                "data" if p.p.kind() == Tok::Ident => true,
                "instr" if p.p.kind() == Tok::Ident => false,
                _ => return Err(p.p.error_here("cache type has to be 'data' or 'instr'")),
            };
            p.p.bump();
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            resolve_memref_and_indices(p, &m, &indices, ty, state)?;
            state.add_attr(ctx, "isWrite", bool_attr(write));
            state.add_attr(
                ctx,
                "localityHint",
                ctx.int_attr(TypeId::I32, locality as i128),
            );
            state.add_attr(ctx, "isDataCache", bool_attr(data));
        }
        AssumeAlignment => {
            let m = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let align = p.p.parse_i64()?;
            state.add_attr(ctx, "alignment", ctx.int_attr(TypeId::I32, align as i128));
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            state.operands.push(p.resolve_operand(&m, ty)?);
            state.result_types.push(ty);
        }
        Realloc => {
            let src = p.parse_operand()?;
            let mut size = None;
            if p.p.consume_if(Tok::LParen) {
                size = Some(p.parse_operand()?);
                p.p.expect(Tok::RParen, "')'")?;
            }
            p.parse_optional_attr_dict(state)?;
            let (from, to) = parse_type_to_type(p, "to")?;
            state.operands.push(p.resolve_operand(&src, from)?);
            if let Some(s) = size {
                state.operands.push(p.resolve_operand(&s, TypeId::INDEX)?);
            }
            state.result_types.push(to);
        }
        Reshape => {
            let src = p.parse_operand()?;
            p.p.expect(Tok::LParen, "'('")?;
            let shape = p.parse_operand()?;
            p.p.expect(Tok::RParen, "')'")?;
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let tloc = p.p.loc_here();
            let fty = p.p.parse_type()?;
            let TypeData::Function { inputs, results } = ctx.type_data(fty) else {
                return Err(Diag::error(tloc, "expected function type"));
            };
            p.resolve_operands(&[src, shape], inputs, &tloc, &mut state.operands)?;
            state.result_types = results.to_vec();
        }
        DmaStart => parse_dma_start(p, state)?,
        DmaWait => {
            let (tag, indices) = parse_memref_and_indices(p)?;
            p.p.expect(Tok::Comma, "','")?;
            let n = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            resolve_memref_and_indices(p, &tag, &indices, ty, state)?;
            state.operands.push(p.resolve_operand(&n, TypeId::INDEX)?);
        }
    }
    Ok(())
}

fn bool_attr(b: bool) -> AttrId {
    if b {
        AttrId::TRUE
    } else {
        AttrId::FALSE
    }
}

/// `%m[%i, %j]`
fn parse_memref_and_indices<'a>(
    p: &mut OpParser<'a, '_>,
) -> DResult<(UnresolvedOperand<'a>, crate::syntax::ops::OperandList<'a>)> {
    let m = p.parse_operand()?;
    p.p.expect(Tok::LSquare, "'['")?;
    let indices = p.parse_operand_list()?;
    p.p.expect(Tok::RSquare, "']'")?;
    Ok((m, indices))
}

fn resolve_memref_and_indices(
    p: &mut OpParser,
    m: &UnresolvedOperand,
    indices: &[UnresolvedOperand],
    ty: TypeId,
    state: &mut OpState,
) -> DResult<()> {
    state.operands.push(p.resolve_operand(m, ty)?);
    p.resolve_operands_same(indices, TypeId::INDEX, &mut state.operands)
}

/// The element type of a memref type written in a custom form.
fn memref_elem(p: &OpParser, ty: TypeId, loc: &SrcLoc) -> DResult<TypeId> {
    layout::elem_and_space(p.ctx(), ty)
        .map(|(e, _)| e)
        .ok_or_else(|| {
            Diag::error(
                loc.clone(),
                "invalid kind of type specified: expected builtin.memref",
            )
        })
}

/// `: T to U` / `: T into U`
fn parse_type_to_type(p: &mut OpParser, keyword: &str) -> DResult<(TypeId, TypeId)> {
    let from = p.parse_colon_type()?;
    p.parse_keyword(keyword)?;
    let to = p.p.parse_type()?;
    Ok((from, to))
}

/// `[%a, 4, %b]` → (dynamic operands, static values with `DYNAMIC` marking
/// each operand's place).
fn parse_dynamic_index_list<'a>(
    p: &mut OpParser<'a, '_>,
) -> DResult<(Vec<UnresolvedOperand<'a>>, Vec<i64>)> {
    p.p.expect(Tok::LSquare, "'['")?;
    let mut dynamic = Vec::new();
    let mut statics = Vec::new();
    if !p.p.consume_if(Tok::RSquare) {
        loop {
            if let Some(v) = p.parse_optional_operand()? {
                dynamic.push(v);
                statics.push(DYNAMIC);
            } else {
                statics.push(p.p.parse_i64()?);
            }
            if !p.p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RSquare, "']'")?;
    }
    Ok((dynamic, statics))
}

/// `nontemporal = false` is the default: keep it absent.
fn drop_default_nontemporal(p: &OpParser, state: &mut OpState) {
    let ctx = p.ctx();
    state
        .attrs
        .retain(|a| !(ctx.str(a.name) == "nontemporal" && a.value == AttrId::FALSE));
}

/// Appends the implicit `memref.alloca_scope.return` to a body block that
/// has no terminator (MLIR's `ensureTerminator`).
fn ensure_scope_terminator(p: &mut OpParser, region: crate::ids::Region, loc: &SrcLoc) {
    let ctx = p.ctx();
    let loc_attr = ctx.loc_file_line_col(&loc.file, loc.line, loc.col);
    let body_id = p.body_id;
    let body = p.module.body_mut(body_id);
    let block = match body.entry_block(region) {
        Some(b) => b,
        None => body.append_block(region, &[], loc_attr),
    };
    let terminated = body
        .last_op(block)
        .is_some_and(|op| body.op(op).opcode.has(crate::opcode::traits::TERMINATOR));
    if !terminated {
        body.push_op(
            block,
            &OpSpec {
                opcode: Opcode::MemrefAllocaScopeReturn,
                name: ctx.ident(Opcode::MemrefAllocaScopeReturn.name()),
                operands: &[],
                result_types: &[],
                successors: &[],
                attrs: AttrId::EMPTY_DICT,
                loc: loc_attr,
                num_regions: 0,
            },
        );
    }
}

/// `memref.global ["vis"] [constant] @name : type [= uninitialized | = attr] {attrs}`
fn parse_global(p: &mut OpParser, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    if p.p.kind() == Tok::Str {
        let vis = p.p.string_value()?;
        p.p.bump();
        state.add_attr(ctx, "sym_visibility", ctx.string_attr(&vis));
    }
    if p.parse_optional_keyword("constant") {
        state.add_attr(ctx, "constant", AttrId::UNIT);
    }
    let name = p.parse_sym_name_attr()?;
    state.add_attr(ctx, "sym_name", name);
    let tloc = p.p.loc_here();
    let ty = p.parse_colon_type()?;
    let _ = tloc;
    let Some(m) = ranked(ctx, ty).filter(|m| !m.shape.contains(&DYNAMIC)) else {
        return Err(Diag::error(
            loc.clone(),
            format!(
                "custom op 'memref.global' type should be static shaped memref, but got '{}'",
                type_text(ctx, ty)
            ),
        ));
    };
    let tensor = ctx.intern_type(TypeData::RankedTensor {
        shape: m.shape.into(),
        elem: m.elem,
        encoding: None,
    });
    state.add_attr(ctx, "type", ctx.type_attr(ty));
    if p.p.consume_if(Tok::Equal) {
        let init = if p.parse_optional_keyword("uninitialized") {
            AttrId::UNIT
        } else {
            let vloc = p.p.loc_here();
            let a = p.p.parse_attr_with_type(tensor)?;
            if !matches!(
                ctx.attr_data(a),
                AttrData::DenseElements { .. } | AttrData::Opaque { .. }
            ) {
                return Err(Diag::error(
                    vloc,
                    "initial value should be a unit or elements attribute",
                ));
            }
            a
        };
        state.add_attr(ctx, "initial_value", init);
    }
    p.parse_optional_attr_dict(state)
}

/// `%src[%i], %dst[%j], %n, %tag[%k] [, %stride, %per_stride] : S, D, T`
fn parse_dma_start(p: &mut OpParser, state: &mut OpState) -> DResult<()> {
    let (src, src_idx) = parse_memref_and_indices(p)?;
    p.p.expect(Tok::Comma, "','")?;
    let (dst, dst_idx) = parse_memref_and_indices(p)?;
    p.p.expect(Tok::Comma, "','")?;
    let n = p.parse_operand()?;
    p.p.expect(Tok::Comma, "','")?;
    let (tag, tag_idx) = parse_memref_and_indices(p)?;
    let mut strided = crate::syntax::ops::OperandList::new();
    if p.p.consume_if(Tok::Comma) {
        strided = p.parse_operand_list()?;
        if strided.len() != 2 {
            return Err(p.p.error_here("expected two stride related operands"));
        }
    }
    p.parse_optional_attr_dict(state)?;
    let tloc = p.p.loc_here();
    let tys = p.parse_colon_type_list()?;
    let [st, dt, tt] = tys[..] else {
        return Err(Diag::error(tloc, "fewer/more types expected"));
    };
    resolve_memref_and_indices(p, &src, &src_idx, st, state)?;
    resolve_memref_and_indices(p, &dst, &dst_idx, dt, state)?;
    state.operands.push(p.resolve_operand(&n, TypeId::INDEX)?);
    resolve_memref_and_indices(p, &tag, &tag_idx, tt, state)?;
    p.resolve_operands_same(&strided, TypeId::INDEX, &mut state.operands)
}
