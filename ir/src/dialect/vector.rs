//! The `vector` dialect ops Strata lowers: `vector.print` (scalars,
//! vectors, strings and bare punctuation), `vector.extract`,
//! `vector.insert`, `vector.broadcast`, `vector.shape_cast` and
//! `vector.load`.
//!
//! `vector.print` keeps its punctuation in a `#vector.punctuation<...>`
//! property (default `newline`, which the custom form leaves out) and a
//! string to print in `stringLiteral`.

use crate::attrs::{AttrData, DenseValues, EnumKind};
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op, TypeId, Value};
use crate::opcode::Opcode;
use crate::print::OpPrinter;
use crate::syntax::attrs::PUNCTUATIONS;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};
use crate::types::TypeData;

pub const PUNCTUATION: &str = "punctuation";
pub const STRING_LITERAL: &str = "stringLiteral";
pub const STATIC_POSITION: &str = "static_position";

/// `vector::PrintPunctuation` values.
pub const NO_PUNCTUATION: u64 = 0;
pub const NEWLINE: u64 = 1;
pub const COMMA: u64 = 2;
pub const OPEN: u64 = 3;
pub const CLOSE: u64 = 4;

/// The dynamic-position marker in `static_position` (`ShapedType::kDynamic`).
pub const DYNAMIC_POSITION: i128 = i64::MIN as i128;

pub fn punctuation_attr(ctx: &Context, value: u64) -> AttrId {
    ctx.intern_attr(AttrData::Enum {
        kind: EnumKind::VectorPunctuation,
        value,
    })
}

/// The punctuation of a `vector.print` (default `newline`).
pub fn punctuation(ctx: &Context, attrs: AttrId) -> Option<u64> {
    match super::dict_lookup(ctx, attrs, PUNCTUATION).map(|a| ctx.attr_data(a)) {
        None => Some(NEWLINE),
        Some(AttrData::Enum {
            kind: EnumKind::VectorPunctuation,
            value,
        }) if (*value as usize) < PUNCTUATIONS.len() => Some(*value),
        Some(_) => None,
    }
}

/// The string of a `vector.print str "..."` (its bytes: an MLIR string
/// need not be UTF-8).
pub fn string_literal(ctx: &Context, attrs: AttrId) -> Option<Vec<u8>> {
    match super::dict_lookup(ctx, attrs, STRING_LITERAL).map(|a| ctx.attr_data(a)) {
        Some(AttrData::String { value, .. }) => Some(ctx.bytes(*value).to_vec()),
        _ => None,
    }
}

/// The `static_position` of a `vector.extract`.
pub fn static_position(ctx: &Context, attrs: AttrId) -> Option<Vec<i128>> {
    match super::dict_lookup(ctx, attrs, STATIC_POSITION).map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseArray {
            elem: TypeId::I64,
            values: DenseValues::Int(v),
        }) => Some(v.to_vec()),
        _ => None,
    }
}

/// `static_position` when every entry is an index: none dynamic (an
/// operand) or poison.
pub fn static_indices(ctx: &Context, attrs: AttrId) -> Option<Vec<i128>> {
    static_position(ctx, attrs).filter(|p| p.iter().all(|&i| i >= 0))
}

pub fn position_attr(ctx: &Context, pos: &[i128]) -> AttrId {
    ctx.intern_attr(AttrData::DenseArray {
        elem: TypeId::I64,
        values: DenseValues::Int(pos.into()),
    })
}

/// The fixed-size vector type of `shape` and `elem`.
pub fn fixed_vector_type(ctx: &Context, shape: &[i64], elem: TypeId) -> TypeId {
    ctx.intern_type(TypeData::Vector {
        shape: shape.into(),
        scalable: vec![false; shape.len()].into(),
        elem,
    })
}

/// Shape and element type of a vector type.
pub fn vector_shape(ctx: &Context, ty: TypeId) -> Option<(Vec<i64>, TypeId, bool)> {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.to_vec(), *elem, scalable.iter().any(|&s| s))),
        _ => None,
    }
}

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let ctx = p.ctx;
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let operands = body.operands(op);
    match d.opcode {
        Opcode::VectorPrint => {
            let Some(punct) = punctuation(ctx, attrs) else {
                return false;
            };
            let text = super::dict_lookup(ctx, attrs, STRING_LITERAL);
            if operands.len() > 1
                || d.num_results != 0
                || text.is_some_and(|a| !matches!(ctx.attr_data(a), AttrData::String { .. }))
            {
                return false;
            }
            p.op_name(op);
            if let Some(&v) = operands.first() {
                p.push(" ");
                p.value(v);
                p.push(" : ");
                p.ty(body.value_type(v));
            }
            if let Some(s) = text {
                p.push(" str ");
                p.attr(s);
            }
            if punct != NEWLINE {
                p.push(" punctuation <");
                p.push(PUNCTUATIONS[punct as usize]);
                p.push(">");
            }
            p.attr_dict(attrs, &[PUNCTUATION, STRING_LITERAL]);
            true
        }
        Opcode::VectorExtract => {
            let Some(pos) = static_position(ctx, attrs) else {
                return false;
            };
            let dynamic = pos.iter().filter(|&&x| x == DYNAMIC_POSITION).count();
            if operands.len() != 1 + dynamic || d.num_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            print_position(p, &pos, &operands[1..]);
            p.attr_dict(attrs, &[STATIC_POSITION]);
            p.push(" : ");
            p.ty(body.value_type(body.result(op, 0)));
            p.push(" from ");
            p.ty(body.value_type(operands[0]));
            true
        }
        Opcode::VectorInsert => {
            let Some(pos) = static_position(ctx, attrs) else {
                return false;
            };
            let dynamic = pos.iter().filter(|&&x| x == DYNAMIC_POSITION).count();
            if operands.len() != 2 + dynamic || d.num_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.push(", ");
            p.value(operands[1]);
            p.push(" ");
            print_position(p, &pos, &operands[2..]);
            p.attr_dict(attrs, &[STATIC_POSITION]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" into ");
            p.ty(body.value_type(operands[1]));
            true
        }
        Opcode::VectorShapeCast | Opcode::VectorBroadcast => {
            if operands.len() != 1 || d.num_results != 1 {
                return false;
            }
            p.op_name(op);
            p.cast_form(op, attrs);
            true
        }
        Opcode::VectorLoad => {
            if operands.is_empty() || d.num_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.push("[");
            p.values(&operands[1..]);
            p.push("]");
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(", ");
            p.ty(body.value_type(body.result(op, 0)));
            true
        }
        _ => false,
    }
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    match opcode {
        Opcode::VectorPrint => {
            if let Some(v) = p.parse_optional_operand()? {
                let ty = p.parse_colon_type()?;
                state.operands.push(p.resolve_operand(&v, ty)?);
            }
            // `str` and `punctuation` in either order, each at most once.
            let mut seen_str = false;
            let mut seen_punct = false;
            loop {
                if !seen_str && p.parse_optional_keyword("str") {
                    seen_str = true;
                    let value = p.p.string_ident()?;
                    p.p.bump();
                    let s = ctx.intern_attr(AttrData::String { value, ty: None });
                    state.add_attr(ctx, STRING_LITERAL, s);
                } else if !seen_punct && p.parse_optional_keyword(PUNCTUATION) {
                    seen_punct = true;
                    p.p.expect(Tok::Less, "'<'")?;
                    let here = p.p.loc_here();
                    let word = p.p.text();
                    let Some(value) = PUNCTUATIONS.iter().position(|&w| w == word) else {
                        return Err(Diag::error(
                            here,
                            format!(
                                "custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: {}",
                                PUNCTUATIONS.join(", ")
                            ),
                        ));
                    };
                    p.p.bump();
                    p.p.expect(Tok::Greater, "'>'")?;
                    state.add_attr(ctx, PUNCTUATION, punctuation_attr(ctx, value as u64));
                } else {
                    break;
                }
            }
            p.parse_optional_attr_dict(state)?;
            if state.get_attr(ctx, PUNCTUATION).is_none() {
                state.add_attr(ctx, PUNCTUATION, punctuation_attr(ctx, NEWLINE));
            }
        }
        Opcode::VectorExtract => {
            let src = p.parse_operand()?;
            let (pos, dynamic) = parse_positions(p)?;
            p.parse_optional_attr_dict(state)?;
            let result = p.parse_colon_type()?;
            p.parse_keyword("from")?;
            let src_ty = p.p.parse_type()?;
            state.operands.push(p.resolve_operand(&src, src_ty)?);
            for v in &dynamic {
                state.operands.push(p.resolve_operand(v, TypeId::INDEX)?);
            }
            state.add_attr(ctx, STATIC_POSITION, position_attr(ctx, &pos));
            state.result_types.push(result);
        }
        Opcode::VectorInsert => {
            let src = p.parse_operand()?;
            p.p.expect(Tok::Comma, "','")?;
            let dest = p.parse_operand()?;
            let (pos, dynamic) = parse_positions(p)?;
            p.parse_optional_attr_dict(state)?;
            let src_ty = p.parse_colon_type()?;
            p.parse_keyword("into")?;
            let dest_ty = p.p.parse_type()?;
            state.operands.push(p.resolve_operand(&src, src_ty)?);
            state.operands.push(p.resolve_operand(&dest, dest_ty)?);
            for v in &dynamic {
                state.operands.push(p.resolve_operand(v, TypeId::INDEX)?);
            }
            state.add_attr(ctx, STATIC_POSITION, position_attr(ctx, &pos));
            state.result_types.push(dest_ty);
        }
        Opcode::VectorShapeCast => p.parse_cast_form(state)?,
        Opcode::VectorBroadcast => parse_broadcast(p, state)?,
        Opcode::VectorLoad => {
            let base = p.parse_operand()?;
            p.p.expect(Tok::LSquare, "'['")?;
            let indices = p.parse_operand_list()?;
            p.p.expect(Tok::RSquare, "']'")?;
            p.parse_optional_attr_dict(state)?;
            let mem = p.parse_colon_type()?;
            p.p.expect(Tok::Comma, "','")?;
            let result = p.p.parse_type()?;
            state.operands.push(p.resolve_operand(&base, mem)?);
            for i in &indices {
                state.operands.push(p.resolve_operand(i, TypeId::INDEX)?);
            }
            state.result_types.push(result);
        }
        _ => return Err(super::unknown_custom_op(loc, opcode)),
    }
    Ok(())
}

/// `[1, %i, 2]`: static positions with `DYNAMIC_POSITION` where an SSA
/// index stands, and the SSA indices.
type Positions<'a> = (Vec<i128>, Vec<crate::syntax::ops::UnresolvedOperand<'a>>);

fn parse_positions<'a>(p: &mut OpParser<'a, '_>) -> DResult<Positions<'a>> {
    p.p.expect(Tok::LSquare, "'['")?;
    let mut pos = Vec::new();
    let mut dynamic = Vec::new();
    if !p.p.consume_if(Tok::RSquare) {
        loop {
            if let Some(v) = p.parse_optional_operand()? {
                dynamic.push(v);
                pos.push(DYNAMIC_POSITION);
            } else {
                let neg = p.p.consume_if(Tok::Minus);
                let v = p.p.parse_i64()? as i128;
                pos.push(if neg { -v } else { v });
            }
            if !p.p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RSquare, "']'")?;
    }
    Ok((pos, dynamic))
}

/// Checks positions against a vector shape and returns the shape of what
/// they select (empty: an element).
fn check_positions(pos: &[i128], shape: &[i64]) -> Result<Vec<i64>, String> {
    if pos.len() > shape.len() {
        return Err("expected position attribute of rank no greater than vector rank".into());
    }
    for (i, &x) in pos.iter().enumerate() {
        if x != DYNAMIC_POSITION && (x < -1 || x >= shape[i] as i128) {
            return Err(format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                i + 1
            ));
        }
    }
    Ok(shape[pos.len()..].to_vec())
}

/// Whether `ty` is something `vector.print` can print: a signless,
/// signed or unsigned integer, index, float, or a vector of those.
fn printable(ctx: &Context, ty: TypeId) -> bool {
    let scalar = |t: TypeId| {
        matches!(
            ctx.type_data(t),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
        )
    };
    match vector_shape(ctx, ty) {
        Some((_, elem, _)) => scalar(elem),
        None => scalar(ty),
    }
}

pub fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let err = |m: String| Err(crate::verify::op_error(ctx, body, op, m));
    let operands = body.operands(op);
    match d.opcode {
        Opcode::VectorPrint => {
            if punctuation(ctx, d.attrs).is_none() {
                return err("attribute 'punctuation' failed to satisfy constraint: Punctuation for separating vectors or vector elements".into());
            }
            if operands.len() > 1 || d.num_results != 0 {
                return err("expects at most one operand and no results".into());
            }
            let text = super::dict_lookup(ctx, d.attrs, STRING_LITERAL);
            if let Some(&v) = operands.first() {
                if !printable(ctx, body.value_type(v)) {
                    let mut t = String::new();
                    crate::syntax::print_type(ctx, body.value_type(v), &mut t);
                    return err(format!("operand #0 must be , but got '{t}'"));
                }
            }
            if text.is_some()
                && (!operands.is_empty() || punctuation(ctx, d.attrs) != Some(NEWLINE))
            {
                return err(
                    "failed to verify that `source` or `punctuation` are not set when printing strings"
                        .into(),
                );
            }
            if text.is_some() && string_literal(ctx, d.attrs).is_none() {
                return err("attribute 'stringLiteral' failed to satisfy constraint: An Attribute containing a string".into());
            }
            Ok(())
        }
        Opcode::VectorExtract => {
            let Some(pos) = static_position(ctx, d.attrs) else {
                return err("requires attribute 'static_position'".into());
            };
            let dynamic = pos.iter().filter(|&&x| x == DYNAMIC_POSITION).count();
            if operands.len() != 1 + dynamic || d.num_results != 1 {
                return err(
                    "expects one vector operand, one index per dynamic position and one result"
                        .into(),
                );
            }
            let Some((shape, elem, _)) = vector_shape(ctx, body.value_type(operands[0])) else {
                return err("operand #0 must be vector of any type values".into());
            };
            let res = body.value_type(body.result(op, 0));
            // MLIR's first own check, worded without the op's name.
            if vector_shape(ctx, res).is_some_and(|(s, _, _)| s.is_empty()) {
                return Err(crate::diag::Diag::error(
                    crate::verify::src_loc(ctx, d.loc),
                    "expected a scalar instead of a 0-d vector as the result type",
                ));
            }
            let rest = match check_positions(&pos, &shape) {
                Ok(r) => r,
                Err(m) => return err(m),
            };
            let ok = if rest.is_empty() {
                res == elem
            } else {
                vector_shape(ctx, res).is_some_and(|(s, e, _)| s == rest && e == elem)
            };
            if !ok {
                return err("result type does not match the source vector's element type at the given position".into());
            }
            Ok(())
        }
        Opcode::VectorInsert => {
            let Some(pos) = static_position(ctx, d.attrs) else {
                return err("requires attribute 'static_position'".into());
            };
            let dynamic = pos.iter().filter(|&&x| x == DYNAMIC_POSITION).count();
            if operands.len() != 2 + dynamic || d.num_results != 1 {
                return err(
                    "expects a value, a vector, one index per dynamic position and one result"
                        .into(),
                );
            }
            let dest = body.value_type(operands[1]);
            let Some((shape, elem, _)) = vector_shape(ctx, dest) else {
                return err("operand #1 must be vector of any type values".into());
            };
            if body.value_type(body.result(op, 0)) != dest {
                return err("failed to verify that all of {dest, result} have same type".into());
            }
            let rest = match check_positions(&pos, &shape) {
                Ok(r) => r,
                Err(m) => return err(m),
            };
            let src = body.value_type(operands[0]);
            let ok = if rest.is_empty() {
                src == elem
                    || vector_shape(ctx, src).is_some_and(|(s, e, _)| s.is_empty() && e == elem)
            } else {
                vector_shape(ctx, src).is_some_and(|(s, e, _)| s == rest && e == elem)
            };
            if !ok {
                return err(
                    "expected position attribute rank + source rank to match dest vector rank"
                        .into(),
                );
            }
            Ok(())
        }
        Opcode::VectorShapeCast => {
            let (Some(&src), 1) = (operands.first(), d.num_results) else {
                return err("expects one operand and one result".into());
            };
            let from = vector_shape(ctx, body.value_type(src));
            let to = vector_shape(ctx, body.value_type(body.result(op, 0)));
            match (from, to) {
                (Some((a, ea, _)), Some((b, eb, _))) => {
                    if ea != eb {
                        return err("has different source and result element types".into());
                    }
                    if a.iter().product::<i64>() != b.iter().product::<i64>() {
                        return err("has different number of elements at source (".to_string()
                            + &a.iter().product::<i64>().to_string()
                            + ") and result ("
                            + &b.iter().product::<i64>().to_string()
                            + ")");
                    }
                    Ok(())
                }
                _ => err("operand #0 must be vector of any type values".into()),
            }
        }
        Opcode::VectorBroadcast => verify_broadcast(ctx, body, op),
        Opcode::VectorLoad => {
            let Some(&base) = operands.first() else {
                return err("expects a base memref".into());
            };
            let rank = match ctx.type_data(body.value_type(base)) {
                TypeData::MemRef { shape, .. } => shape.len(),
                _ => return err("operand #0 must be memref of any type values".into()),
            };
            if operands.len() != 1 + rank {
                return err(format!("requires {rank} indices"));
            }
            if d.num_results != 1
                || vector_shape(ctx, body.value_type(body.result(op, 0))).is_none()
            {
                return err("result #0 must be vector of any type values".into());
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// `[0, %i, 2]`: the static position with `dynamic` values standing in for
/// its dynamic entries, in order.
fn print_position(p: &mut OpPrinter, pos: &[i128], dynamic: &[Value]) {
    use std::fmt::Write;
    p.push("[");
    let mut next = dynamic.iter();
    for (i, &x) in pos.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        let value = if x == DYNAMIC_POSITION {
            next.next()
        } else {
            None
        };
        match value {
            Some(&v) => p.value(v),
            None => {
                let _ = write!(p.out, "{x}");
            }
        }
    }
    p.push("]");
}

/// `%src attr-dict : T to V`: the cast form, with a result that must be a
/// builtin vector (MLIR's custom parser reads it as a `VectorType`).
fn parse_broadcast(p: &mut OpParser, state: &mut OpState) -> DResult<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let at = p.p.loc_here();
    let to = p.p.parse_type()?;
    if !matches!(p.ctx().type_data(to), TypeData::Vector { .. }) {
        return Err(Diag::error(
            at,
            format!(
                "custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found '{}'",
                crate::syntax::types::type_text(p.ctx(), to)
            ),
        ));
    }
    state.operands.push(p.resolve_operand(&src, from)?);
    state.result_types.push(to);
    Ok(())
}

/// The element type of a shaped type, or the type itself (MLIR's
/// `getElementTypeOrSelf`, which the same-element-type check uses).
fn element_or_self(ctx: &Context, ty: TypeId) -> TypeId {
    match ctx.type_data(ty) {
        TypeData::Vector { elem, .. }
        | TypeData::MemRef { elem, .. }
        | TypeData::UnrankedMemRef { elem, .. }
        | TypeData::RankedTensor { elem, .. }
        | TypeData::UnrankedTensor { elem } => *elem,
        _ => ty,
    }
}

/// MLIR's checks in its order: one result, one operand, a vector result,
/// equal element types, then broadcastability.
fn verify_broadcast(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let err = |m: String| Err(crate::verify::op_error(ctx, body, op, m));
    if body.op(op).num_results != 1 {
        return err("requires one result".into());
    }
    let &[src] = body.operands(op) else {
        return err("requires a single operand".into());
    };
    let dst = body.value_type(body.result(op, 0));
    let TypeData::Vector { elem, .. } = ctx.type_data(dst) else {
        return err(format!(
            "result #0 must be vector of any type values, but got '{}'",
            crate::syntax::types::type_text(ctx, dst)
        ));
    };
    let src_ty = body.value_type(src);
    if element_or_self(ctx, src_ty) != *elem {
        return err(
            "failed to verify that source operand and result have same element type".into(),
        );
    }
    match broadcast_error(ctx, src_ty, dst) {
        Some(m) => err(m),
        None => Ok(()),
    }
}

/// Why `src` does not broadcast to the vector type `dst` (MLIR's
/// `isBroadcastableTo` and the verifier's wording), `None` when it does:
/// a scalar of the element type does; a vector does when its rank is no
/// higher and each of its dimensions, aligned to the trailing ones of
/// `dst`, equals the one it meets (scalability included) or is a fixed 1.
pub fn broadcast_error(ctx: &Context, src: TypeId, dst: TypeId) -> Option<String> {
    let TypeData::Vector {
        shape: dshape,
        scalable: dscal,
        elem,
    } = ctx.type_data(dst)
    else {
        return Some("result type is not a vector".into());
    };
    if src == *elem {
        return None;
    }
    let TypeData::Vector {
        shape: sshape,
        scalable: sscal,
        ..
    } = ctx.type_data(src)
    else {
        return Some("source type is not a vector".into());
    };
    if sshape.len() > dshape.len() {
        return Some("source rank higher than destination rank".into());
    }
    let lead = dshape.len() - sshape.len();
    for (r, (&s, &ss)) in sshape.iter().zip(sscal.iter()).enumerate() {
        let (d, ds) = (dshape[lead + r], dscal[lead + r]);
        if (s == 1 && !ss) || (s == d && ss == ds) {
            continue;
        }
        let dim = |n: i64, scalable: bool| {
            if scalable {
                format!("[{n}]")
            } else {
                n.to_string()
            }
        };
        return Some(format!(
            "dimension mismatch ({} vs. {})",
            dim(s, ss),
            dim(d, ds)
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::broadcast_error;
    use crate::context::Context;
    use crate::ids::TypeId;
    use crate::types::TypeData;

    fn vector(ctx: &Context, dims: &[(i64, bool)], elem: TypeId) -> TypeId {
        ctx.intern_type(TypeData::Vector {
            shape: dims.iter().map(|d| d.0).collect(),
            scalable: dims.iter().map(|d| d.1).collect(),
            elem,
        })
    }

    #[test]
    fn broadcastability_follows_trailing_dimensions() {
        let ctx = Context::new();
        let f = TypeId::F32;
        let v = |dims: &[(i64, bool)]| vector(&ctx, dims, f);
        let ok = |src, dst| broadcast_error(&ctx, src, dst);
        // A scalar of the element type, a 0-D vector, unit dimensions.
        assert_eq!(ok(f, v(&[(4, false)])), None);
        assert_eq!(ok(v(&[]), v(&[(2, false), (3, false)])), None);
        assert_eq!(
            ok(v(&[(2, false), (1, false)]), v(&[(2, false), (4, false)])),
            None
        );
        // A fixed 1 stretches to a scalable dimension; a scalable [1] does not.
        assert_eq!(ok(v(&[(1, false)]), v(&[(4, true)])), None);
        assert_eq!(
            ok(v(&[(1, true)]), v(&[(4, true)])).as_deref(),
            Some("dimension mismatch ([1] vs. [4])")
        );
        // The first mismatch from the leading aligned dimension.
        assert_eq!(
            ok(v(&[(3, false), (5, false)]), v(&[(4, false), (6, false)])).as_deref(),
            Some("dimension mismatch (3 vs. 4)")
        );
        assert_eq!(
            ok(v(&[(2, false), (4, false)]), v(&[(4, false)])).as_deref(),
            Some("source rank higher than destination rank")
        );
        assert_eq!(
            ok(TypeId::I32, v(&[(4, false)])).as_deref(),
            Some("source type is not a vector")
        );
    }
}
