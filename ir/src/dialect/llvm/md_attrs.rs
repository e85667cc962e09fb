//! The metadata attributes of `llvm.named_metadata` (newer than MLIR 22):
//! `#llvm.md_node<...>`, `#llvm.md_const<1 : i32>`, `#llvm.md_string<"s">`
//! and `#llvm.md_func<@f>`. Like the other metadata attributes (see
//! `meta_attrs`) they are kept as opaque text, in one canonical spelling
//! fixed at parse time (elements separated by `, `, nested attributes in
//! full), so that structurally equal ones intern to the same id.

use crate::attrs::AttrData;
use crate::diag::DResult;
use crate::ids::AttrId;
use crate::syntax::attrs::{print_attr, print_string_literal};
use crate::syntax::lexer::Tok;
use crate::syntax::parser::Parser;

/// Whether `#llvm.<name>` is one of these attributes.
pub fn is_md_attr(name: &str) -> bool {
    matches!(name, "md_node" | "md_const" | "md_string" | "md_func")
}

/// Parses the rest of `#llvm.<name>` (the parser stands after the name).
pub fn parse(p: &mut Parser, name: &str) -> DResult<AttrId> {
    p.enter()?;
    let r = parse_body(p, name);
    p.leave();
    r
}

fn parse_body(p: &mut Parser, name: &str) -> DResult<AttrId> {
    let ctx = p.ctx;
    let mut body = String::from(name);
    body.push('<');
    p.expect(Tok::Less, "'<'")?;
    match name {
        "md_node" => {
            let mut first = true;
            while p.kind() != Tok::Greater {
                if !first {
                    p.expect(Tok::Comma, "','")?;
                    body.push_str(", ");
                }
                first = false;
                let a = p.parse_attr()?;
                print_attr(ctx, a, &mut body);
            }
        }
        "md_string" => {
            if p.kind() != Tok::Str {
                return Err(p.error_here("expected string"));
            }
            print_string_literal(p.string_bytes()?, &mut body);
            p.bump();
        }
        "md_func" => {
            let a = p.parse_attr()?;
            if !matches!(ctx.attr_data(a), AttrData::SymbolRef { .. }) {
                return Err(p.error_here("expected a symbol reference"));
            }
            print_attr(ctx, a, &mut body);
        }
        // `md_const`: a typed attribute.
        _ => {
            let a = p.parse_attr()?;
            print_attr(ctx, a, &mut body);
        }
    }
    p.expect(Tok::Greater, "'>'")?;
    body.push('>');
    Ok(ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("llvm"),
        body: ctx.ident(&body),
    }))
}
