//! The `scf` dialect's structured control flow: `scf.for`, `scf.if` and
//! their `scf.yield` terminator.
//!
//! `scf.for` operands are `lb, ub, step, inits...`; its single-block body
//! takes the induction variable and the loop-carried values. `scf.if` has a
//! then region and an else region (possibly empty). A `scf.yield` without
//! operands is implicit in the custom form: the parser adds it and the
//! printer leaves it out.

use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op, Region, TypeId};
use crate::opcode::{Dialect, Opcode};
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};
use crate::types::TypeData;
use crate::OpSpec;

pub const UNSIGNED_CMP: &str = "unsignedCmp";

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let operands = body.operands(op);
    match d.opcode {
        Opcode::ScfFor => {
            let regions = body.regions(op);
            if operands.len() < 3 || regions.len() != 1 {
                return false;
            }
            let Some(entry) = body.entry_block(regions[0]) else {
                return false;
            };
            let args = body.block_args(entry);
            let inits = &operands[3..];
            if args.len() != 1 + inits.len() || d.num_results as usize != inits.len() {
                return false;
            }
            p.op_name(op);
            if p.get_attr(op, UNSIGNED_CMP).is_some() {
                p.push(" unsigned");
            }
            p.push(" ");
            p.value(args[0]);
            p.push(" = ");
            p.value(operands[0]);
            p.push(" to ");
            p.value(operands[1]);
            p.push(" step ");
            p.value(operands[2]);
            if !inits.is_empty() {
                p.push(" iter_args(");
                for (i, (&a, &v)) in args[1..].iter().zip(inits).enumerate() {
                    if i > 0 {
                        p.push(", ");
                    }
                    p.value(a);
                    p.push(" = ");
                    p.value(v);
                }
                p.push(") -> (");
                p.types(body.results(op).map(|r| body.value_type(r)));
                p.push(")");
            }
            let iv_ty = body.value_type(args[0]);
            if iv_ty != TypeId::INDEX {
                // mlir-opt 22 prints two spaces here.
                p.push("  : ");
                p.ty(iv_ty);
            }
            p.push(" ");
            let terminators = !inits.is_empty() || !implicit_yield(p, regions[0]);
            p.region(regions[0], false, terminators);
            p.attr_dict(attrs, &[UNSIGNED_CMP]);
            true
        }
        Opcode::ScfIf => {
            let regions = body.regions(op);
            if operands.len() != 1 || regions.len() != 2 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            let has_results = d.num_results > 0;
            if has_results {
                p.push(" -> (");
                p.types(body.results(op).map(|r| body.value_type(r)));
                p.push(")");
            }
            p.push(" ");
            let then_terms = has_results || !implicit_yield(p, regions[0]);
            p.region(regions[0], false, then_terms);
            if body.entry_block(regions[1]).is_some() {
                p.push(" else ");
                let else_terms = has_results || !implicit_yield(p, regions[1]);
                p.region(regions[1], false, else_terms);
            }
            p.attr_dict(attrs, &[]);
            true
        }
        Opcode::ScfYield => {
            p.op_name(op);
            p.attr_dict(attrs, &[]);
            if !operands.is_empty() {
                p.push(" ");
                p.values(operands);
                p.push(" : ");
                p.value_types(operands);
            }
            true
        }
        _ => false,
    }
}

/// Whether the region is one block ending in an operand-less, attribute-less
/// `scf.yield` (which the custom form leaves implicit).
fn implicit_yield(p: &OpPrinter, region: Region) -> bool {
    let body = p.body();
    let mut blocks = body.region_blocks(region);
    let (Some(b), None) = (blocks.next(), blocks.next()) else {
        return false;
    };
    body.last_op(b).is_some_and(|t| {
        let d = body.op(t);
        d.opcode == Opcode::ScfYield
            && body.operands(t).is_empty()
            && p.ctx.dict_entries(d.attrs).is_empty()
    })
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    match opcode {
        Opcode::ScfFor => {
            if p.parse_optional_keyword("unsigned") {
                state.add_attr(ctx, UNSIGNED_CMP, AttrId::UNIT);
            }
            let iv = p.parse_operand()?;
            p.p.expect(Tok::Equal, "'='")?;
            let lb = p.parse_operand()?;
            p.parse_keyword("to")?;
            let ub = p.parse_operand()?;
            p.parse_keyword("step")?;
            let step = p.parse_operand()?;
            let mut iter_args = Vec::new();
            let mut inits = Vec::new();
            let mut result_types = Vec::new();
            if p.parse_optional_keyword("iter_args") {
                p.p.expect(Tok::LParen, "'('")?;
                if !p.p.consume_if(Tok::RParen) {
                    loop {
                        iter_args.push(p.parse_operand()?);
                        p.p.expect(Tok::Equal, "'='")?;
                        inits.push(p.parse_operand()?);
                        if !p.p.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    p.p.expect(Tok::RParen, "')'")?;
                }
                p.p.expect(Tok::Arrow, "'->'")?;
                let (types, _) = p.parse_function_results()?;
                result_types = types;
                if result_types.len() != inits.len() {
                    return Err(Diag::error(
                        loc.clone(),
                        "mismatch in number of loop-carried values and defined values",
                    ));
                }
            }
            let iv_ty = if p.p.consume_if(Tok::Colon) {
                p.p.parse_type()?
            } else {
                TypeId::INDEX
            };
            state.operands.push(p.resolve_operand(&lb, iv_ty)?);
            state.operands.push(p.resolve_operand(&ub, iv_ty)?);
            state.operands.push(p.resolve_operand(&step, iv_ty)?);
            for (v, &t) in inits.iter().zip(&result_types) {
                state.operands.push(p.resolve_operand(v, t)?);
            }
            let iv_loc = p.loc_of(&iv);
            let mut args = vec![(iv, iv_ty, iv_loc)];
            for (a, &t) in iter_args.into_iter().zip(&result_types) {
                let a_loc = p.loc_of(&a);
                args.push((a, t, a_loc));
            }
            let region = p.parse_region(&args, Dialect::Unknown)?;
            ensure_yield(p, region, loc);
            state.regions.push(region);
            state.result_types = result_types;
            p.parse_optional_attr_dict(state)?;
        }
        Opcode::ScfIf => {
            let cond = p.parse_operand()?;
            state.operands.push(p.resolve_operand(&cond, TypeId::I1)?);
            if p.p.consume_if(Tok::Arrow) {
                let (types, _) = p.parse_function_results()?;
                state.result_types = types;
            }
            let then = p.parse_region(&[], Dialect::Unknown)?;
            ensure_yield(p, then, loc);
            state.regions.push(then);
            let els = if p.parse_optional_keyword("else") {
                let r = p.parse_region(&[], Dialect::Unknown)?;
                ensure_yield(p, r, loc);
                r
            } else {
                p.empty_region()
            };
            state.regions.push(els);
            p.parse_optional_attr_dict(state)?;
        }
        Opcode::ScfYield => {
            p.parse_optional_attr_dict(state)?;
            let operands = p.parse_operand_list()?;
            if !operands.is_empty() {
                let tloc = p.p.loc_here();
                let tys = p.parse_colon_type_list()?;
                p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            }
        }
        _ => return Err(super::unknown_custom_op(loc, opcode)),
    }
    Ok(())
}

/// Adds the implicit `scf.yield` (and the block) a custom-form region may
/// leave out.
fn ensure_yield(p: &mut OpParser, region: Region, loc: &SrcLoc) {
    let ctx = p.ctx();
    let loc_attr = ctx.loc_file_line_col(&loc.file, loc.line, loc.col);
    let body = p.module.body_mut(p.body_id);
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
                opcode: Opcode::ScfYield,
                name: ctx.ident(Opcode::ScfYield.name()),
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

fn is_int_or_index(ctx: &Context, t: TypeId) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index)
}

/// The `scf.yield` ending a single-block region, if any.
fn region_yield(body: &Body, region: Region) -> Option<Op> {
    let b = body.entry_block(region)?;
    body.last_op(b)
        .filter(|&t| body.op(t).opcode == Opcode::ScfYield)
}

pub fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |m: String| Err(crate::verify::op_error(ctx, body, op, m));
    let operands = body.operands(op);
    let results: Vec<TypeId> = body.results(op).map(|r| body.value_type(r)).collect();
    let yields_match = |region: Region| -> bool {
        region_yield(body, region).is_some_and(|y| {
            let ops = body.operands(y);
            ops.len() == results.len()
                && ops
                    .iter()
                    .zip(&results)
                    .all(|(&v, &t)| body.value_type(v) == t)
        })
    };
    match d.opcode {
        Opcode::ScfFor => {
            if operands.len() < 3 || body.regions(op).len() != 1 {
                return err("expects lower bound, upper bound, step and one region".into());
            }
            let ty = body.value_type(operands[0]);
            if !is_int_or_index(ctx, ty)
                || body.value_type(operands[1]) != ty
                || body.value_type(operands[2]) != ty
            {
                return err(
                    "failed to verify that all of {lowerBound, upperBound, step} have same type"
                        .into(),
                );
            }
            let inits = &operands[3..];
            if inits.len() != results.len() {
                return err("mismatch in number of loop-carried values and defined values".into());
            }
            let region = body.regions(op)[0];
            let Some(entry) = body.entry_block(region) else {
                return err(
                    "region #0 ('region') failed to verify constraint: region with 1 blocks".into(),
                );
            };
            let args = body.block_args(entry);
            if args.len() != 1 + inits.len() {
                return err(format!(
                    "expected as many region arguments as loop-carried values plus the induction variable, got {}",
                    args.len()
                ));
            }
            if body.value_type(args[0]) != ty {
                return err(
                    "expected induction variable to be same type as bounds and step".into(),
                );
            }
            for (i, ((&a, &init), &r)) in args[1..].iter().zip(inits).zip(&results).enumerate() {
                if body.value_type(a) != r || body.value_type(init) != r {
                    return err(format!(
                        "types mismatch between {i}th iter operand and defined value"
                    ));
                }
            }
            if !yields_match(region) {
                return err(
                    "expects the body to end with an 'scf.yield' of the loop-carried types".into(),
                );
            }
            Ok(())
        }
        Opcode::ScfIf => {
            if operands.len() != 1 || body.value_type(operands[0]) != TypeId::I1 {
                return err("operand #0 must be 1-bit signless integer".into());
            }
            let regions = body.regions(op);
            if regions.len() != 2 {
                return err("expects a then and an else region".into());
            }
            if !yields_match(regions[0]) {
                return err(
                    "expects the then region to end with an 'scf.yield' of the result types".into(),
                );
            }
            if body.entry_block(regions[1]).is_none() {
                if !results.is_empty() {
                    return err("must have an else block if defining values".into());
                }
            } else if !yields_match(regions[1]) {
                return err(
                    "expects the else region to end with an 'scf.yield' of the result types".into(),
                );
            }
            Ok(())
        }
        Opcode::ScfYield => {
            let parent = body.block_parent_op(d.parent);
            let ok = parent.is_some()
                && matches!(body.op(parent).opcode, Opcode::ScfFor | Opcode::ScfIf);
            if !ok {
                return err(
                    "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'"
                        .into(),
                );
            }
            Ok(())
        }
        _ => Ok(()),
    }
}
