//! The fastmath property (`fastmath` of the arith and math ops,
//! `fastmathFlags` of the llvm ops) checked while parsing, where MLIR 22
//! checks it: a value of the wrong kind in the generic form's `<{...}>`
//! fails the conversion to properties, and one in an attribute dictionary
//! fails the inherent-attribute check as the op is built. Both happen
//! before the operands are resolved and before the verifier runs.

use crate::attrs::{AttrData, EnumKind, NamedAttr};
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::opcode::{Dialect, Opcode};
use crate::syntax::print_attr;

/// An op's fastmath property as MLIR names and describes it.
struct FastmathProp {
    name: &'static str,
    kind: EnumKind,
    /// The constraint's description in MLIR's diagnostic.
    summary: &'static str,
}

const ARITH: FastmathProp = FastmathProp {
    name: "fastmath",
    kind: EnumKind::ArithFastMath,
    summary: "Floating point fast math flags",
};

const LLVM: FastmathProp = FastmathProp {
    name: "fastmathFlags",
    kind: EnumKind::LlvmFastMath,
    summary: "LLVM fastmath flags",
};

fn of(opcode: Opcode) -> Option<&'static FastmathProp> {
    match opcode.dialect() {
        Dialect::Arith if super::arith::has_fastmath(opcode) => Some(&ARITH),
        Dialect::Math if super::math::has_fastmath(opcode) => Some(&ARITH),
        Dialect::Llvm
            if super::llvm::default_properties(opcode)
                .iter()
                .any(|(n, _)| *n == LLVM.name) =>
        {
            Some(&LLVM)
        }
        _ => None,
    }
}

/// The entry of `attrs` named as the property, when its value is not of
/// the property's kind.
fn bad_entry(
    ctx: &Context,
    prop: &FastmathProp,
    attrs: &[NamedAttr],
) -> Option<crate::ids::AttrId> {
    let name = ctx.ident(prop.name);
    let a = attrs.iter().rev().find(|a| a.name == name)?.value;
    match ctx.attr_data(a) {
        AttrData::Enum { kind, .. } if *kind == prop.kind => None,
        _ => Some(a),
    }
}

/// The generic form's `<{...}>` of a registered op: MLIR's
/// "invalid properties" error, at the op, when the property's value is
/// not its flags attribute.
pub fn check_properties(
    ctx: &Context,
    opcode: Opcode,
    props: &[NamedAttr],
    loc: &SrcLoc,
) -> DResult<()> {
    let Some(prop) = of(opcode) else {
        return Ok(());
    };
    let Some(bad) = bad_entry(ctx, prop, props) else {
        return Ok(());
    };
    let mut why = format!("Invalid attribute `{}` in property conversion: ", prop.name);
    print_attr(ctx, bad, &mut why);
    Err(super::invalid_properties(
        ctx,
        opcode,
        ctx.dict_attr(props),
        loc,
        &why,
    ))
}

/// An attribute dictionary (`{...}`) of a registered op: MLIR's
/// inherent-attribute constraint error when the property's value is not
/// its flags attribute. `at` is the op (generic form) or the dictionary
/// (custom form, whose errors MLIR prefixes with `custom op '<name>' `).
pub fn check_attr_dict(
    ctx: &Context,
    opcode: Opcode,
    attrs: &[NamedAttr],
    at: &SrcLoc,
    custom: bool,
) -> DResult<()> {
    let Some(prop) = of(opcode) else {
        return Ok(());
    };
    if bad_entry(ctx, prop, attrs).is_none() {
        return Ok(());
    }
    let name = opcode.name();
    let prefix = if custom {
        format!("custom op '{name}' ")
    } else {
        String::new()
    };
    Err(Diag::error(
        at.clone(),
        format!(
            "{prefix}'{name}' op attribute '{}' failed to satisfy constraint: {}",
            prop.name, prop.summary
        ),
    ))
}
