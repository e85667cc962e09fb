//! `!spirv.ptr`, `!spirv.array`, `!spirv.rtarray` and `!spirv.struct`:
//! parsing (after `!spirv.`) and printing, as MLIR 22 spells them.

use std::fmt::Write;

use super::enums;
use crate::diag::{DResult, Diag};
use crate::ids::TypeId;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::Parser;
use crate::types::TypeData;

/// Parses the SPIR-V type named `name` (the text after `!spirv.`); the
/// current token is what follows the name.
pub fn parse(p: &mut Parser, name: &str, loc: crate::diag::SrcLoc) -> DResult<TypeId> {
    match name {
        "ptr" => parse_ptr(p),
        "array" => parse_array(p),
        "rtarray" => parse_rtarray(p),
        "struct" => parse_struct(p, loc),
        _ => Err(Diag::error(loc, format!("unknown SPIR-V type: {name}"))),
    }
}

/// Whether `t` may be an element or member of a SPIR-V composite.
fn is_spirv_compatible(p: &Parser, t: TypeId) -> bool {
    match p.ctx.type_data(t) {
        TypeData::Integer { .. } | TypeData::Float(_) => true,
        TypeData::Vector { elem, .. } => {
            matches!(
                p.ctx.type_data(*elem),
                TypeData::Integer { .. } | TypeData::Float(_)
            )
        }
        TypeData::SpirvPtr { .. }
        | TypeData::SpirvArray { .. }
        | TypeData::SpirvRtArray { .. }
        | TypeData::SpirvStruct { .. } => true,
        _ => false,
    }
}

fn parse_element(p: &mut Parser) -> DResult<TypeId> {
    let loc = p.loc_here();
    let t = p.parse_type()?;
    if !is_spirv_compatible(p, t) {
        let mut s = String::new();
        crate::syntax::types::print_type(p.ctx, t, &mut s);
        return Err(Diag::error(
            loc,
            format!("cannot use '{s}' to compose SPIR-V types"),
        ));
    }
    Ok(t)
}

fn parse_ptr(p: &mut Parser) -> DResult<TypeId> {
    p.expect(Tok::Less, "'<'")?;
    let pointee = p.parse_type()?;
    // MLIR reports both errors right after the pointee type.
    let src = p.source().as_bytes();
    let mut end = p.token_start().min(src.len());
    while end > 0 && src[end - 1].is_ascii_whitespace() {
        end -= 1;
    }
    let loc = p.loc_at(end);
    if !p.consume_if(Tok::Comma) {
        return Err(Diag::error(loc, "expected ','"));
    }
    if p.kind() != Tok::Ident {
        return Err(p.error_here("expected storage class"));
    }
    let kw = p.text();
    let storage = enums::storage_class_value(kw)
        .ok_or_else(|| Diag::error(loc, format!("unknown storage class: {kw}")))?;
    p.bump();
    p.expect(Tok::Greater, "'>'")?;
    Ok(p.ctx.intern_type(TypeData::SpirvPtr { pointee, storage }))
}

/// `, stride=N` (after the element type); 0 when absent.
fn parse_optional_stride(p: &mut Parser) -> DResult<u32> {
    if !p.consume_if(Tok::Comma) {
        return Ok(0);
    }
    if !(p.kind() == Tok::Ident && p.text() == "stride") {
        return Err(p.error_here("expected 'stride'"));
    }
    p.bump();
    p.expect(Tok::Equal, "'='")?;
    let loc = p.loc_here();
    let s = p.parse_u32()?;
    if s == 0 {
        return Err(Diag::error(loc, "ArrayStride must be greater than zero"));
    }
    Ok(s)
}

fn parse_array(p: &mut Parser) -> DResult<TypeId> {
    p.expect(Tok::Less, "'<'")?;
    let loc = p.loc_here();
    if p.kind() != Tok::Int {
        return Err(p.error_here("expected array length"));
    }
    let len = crate::syntax::parser::parse_int_text(p.text())
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| Diag::error(loc.clone(), "array length too large"))?;
    if len == 0 {
        return Err(Diag::error(loc, "expected array length greater than 0"));
    }
    let after_len = p.loc_at(p.tok_end());
    p.bump();
    // `4 x f32`, `4xf32` (the lexer glues `x` to what follows) or `4x!t`.
    if p.kind() == Tok::Ident && p.text() == "x" {
        p.bump();
    } else if p.kind() == Tok::Ident && p.text().starts_with('x') {
        let pos = p.token_start() + 1;
        p.reset_to(pos);
    } else {
        return Err(Diag::error(after_len, "expected 'x' in dimension list"));
    }
    let elem = parse_element(p)?;
    let stride = parse_optional_stride(p)?;
    p.expect(Tok::Greater, "'>'")?;
    Ok(p.ctx
        .intern_type(TypeData::SpirvArray { len, elem, stride }))
}

fn parse_rtarray(p: &mut Parser) -> DResult<TypeId> {
    p.expect(Tok::Less, "'<'")?;
    let elem = parse_element(p)?;
    let stride = parse_optional_stride(p)?;
    p.expect(Tok::Greater, "'>'")?;
    Ok(p.ctx.intern_type(TypeData::SpirvRtArray { elem, stride }))
}

/// `struct<(T [offset, Decoration, Decoration=value], ...)>`.
fn parse_struct(p: &mut Parser, name_loc: crate::diag::SrcLoc) -> DResult<TypeId> {
    let ctx = p.ctx;
    p.expect(Tok::Less, "'<'")?;
    p.expect(Tok::LParen, "'('")?;
    let mut members = Vec::new();
    let mut offsets: Vec<Option<u32>> = Vec::new();
    let mut decorations = Vec::new();
    if !p.consume_if(Tok::RParen) {
        loop {
            members.push(parse_element(p)?);
            let mut offset = None;
            let mut decos: Vec<crate::ids::Ident> = Vec::new();
            if p.consume_if(Tok::LSquare) {
                if p.kind() == Tok::Int {
                    offset = Some(p.parse_u32()?);
                    if !p.consume_if(Tok::Comma) {
                        p.expect(Tok::RSquare, "']'")?;
                        offsets.push(offset);
                        decorations.push(decos.into_boxed_slice());
                        if p.consume_if(Tok::Comma) {
                            continue;
                        }
                        break;
                    }
                }
                loop {
                    let loc = p.loc_here();
                    if p.kind() != Tok::Ident {
                        return Err(p.error_here("expected decoration"));
                    }
                    let mut d = p.text().to_owned();
                    if !is_decoration(&d) {
                        return Err(Diag::error(loc, format!("unknown attribute: '{d}'")));
                    }
                    p.bump();
                    if p.consume_if(Tok::Equal) {
                        if p.kind() != Tok::Int {
                            return Err(p.error_here("expected decoration value"));
                        }
                        let v = p.parse_u32()?;
                        let _ = write!(d, "={v}");
                    }
                    decos.push(ctx.ident(&d));
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RSquare, "']'")?;
            }
            offsets.push(offset);
            decorations.push(decos.into_boxed_slice());
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "')'")?;
    }
    p.expect(Tok::Greater, "'>'")?;
    let with_offset = offsets.iter().filter(|o| o.is_some()).count();
    if with_offset != 0 && with_offset != offsets.len() {
        return Err(Diag::error(
            name_loc,
            "offset specification must be given for all members",
        ));
    }
    let offsets: Box<[u32]> = offsets.into_iter().flatten().collect();
    let decorations: Box<[Box<[crate::ids::Ident]>]> = if decorations.iter().all(|d| d.is_empty()) {
        Box::new([])
    } else {
        decorations.into()
    };
    Ok(ctx.intern_type(TypeData::SpirvStruct {
        members: members.into(),
        offsets,
        decorations,
    }))
}

/// Member decorations MLIR accepts in a struct type.
fn is_decoration(d: &str) -> bool {
    matches!(
        d,
        "RelaxedPrecision"
            | "SpecId"
            | "Block"
            | "BufferBlock"
            | "RowMajor"
            | "ColMajor"
            | "ArrayStride"
            | "MatrixStride"
            | "GLSLShared"
            | "GLSLPacked"
            | "CPacked"
            | "BuiltIn"
            | "NoPerspective"
            | "Flat"
            | "Patch"
            | "Centroid"
            | "Sample"
            | "Invariant"
            | "Restrict"
            | "Aliased"
            | "Volatile"
            | "Constant"
            | "Coherent"
            | "NonWritable"
            | "NonReadable"
            | "Uniform"
            | "UniformId"
            | "SaturatedConversion"
            | "Stream"
            | "Location"
            | "Component"
            | "Index"
            | "Binding"
            | "DescriptorSet"
            | "Offset"
            | "XfbBuffer"
            | "XfbStride"
            | "NoContraction"
    )
}

/// Prints a SPIR-V type; `rec` prints a nested type.
pub fn print(
    ctx: &crate::context::Context,
    data: &TypeData,
    out: &mut String,
    rec: &dyn Fn(TypeId, &mut String),
) {
    match data {
        TypeData::SpirvPtr { pointee, storage } => {
            out.push_str("!spirv.ptr<");
            rec(*pointee, out);
            out.push_str(", ");
            out.push_str(enums::storage_class_name(*storage));
            out.push('>');
        }
        TypeData::SpirvArray { len, elem, stride } => {
            let _ = write!(out, "!spirv.array<{len} x ");
            rec(*elem, out);
            if *stride != 0 {
                let _ = write!(out, ", stride={stride}");
            }
            out.push('>');
        }
        TypeData::SpirvRtArray { elem, stride } => {
            out.push_str("!spirv.rtarray<");
            rec(*elem, out);
            if *stride != 0 {
                let _ = write!(out, ", stride={stride}");
            }
            out.push('>');
        }
        TypeData::SpirvStruct {
            members,
            offsets,
            decorations,
        } => {
            out.push_str("!spirv.struct<(");
            for (i, &m) in members.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                rec(m, out);
                let decos = decorations.get(i).map_or(&[][..], |d| &d[..]);
                if offsets.is_empty() && decos.is_empty() {
                    continue;
                }
                out.push_str(" [");
                let mut first = true;
                if let Some(o) = offsets.get(i) {
                    let _ = write!(out, "{o}");
                    first = false;
                }
                for &d in decos {
                    if !first {
                        out.push_str(", ");
                    }
                    first = false;
                    out.push_str(ctx.str(d));
                }
                out.push(']');
            }
            out.push_str(")>");
        }
        _ => {}
    }
}
