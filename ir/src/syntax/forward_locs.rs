//! Location aliases used before their definition.
//!
//! `mlir-opt --mlir-print-debuginfo` prints most location aliases after the
//! module (`%0 = ... loc(#loc3)` ... `#loc3 = loc("f.mlir":2:5)`), so an op's
//! or a block argument's `loc(#alias)` may name an alias defined further
//! down the file, as MLIR's parser allows there (and only there: nested in a
//! location or in an alias definition, an alias must already be defined).
//! The parser gives such a reference a placeholder and lists it; once the
//! file is read, `resolve` puts the alias's location in its place.

use rustc_hash::FxHashMap;

use crate::attrs::{AttrData, Location};
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::AttrId;
use crate::module::Module;

/// One `loc(#alias)` read before `#alias` was defined.
pub(crate) struct ForwardLoc {
    pub placeholder: AttrId,
    pub alias: Box<str>,
    /// The `#alias` token, for the error when it is never defined.
    pub at: SrcLoc,
}

/// The placeholder of a forward reference to `#alias`: an empty `fused`
/// location carrying the alias name, which no text parses to (an empty
/// `fused[]` is `unknown`). Only the placeholders the parser listed are
/// replaced, so even a bytecode file holding the same value is safe.
pub(crate) fn placeholder(ctx: &Context, alias: &str) -> AttrId {
    ctx.intern_attr(AttrData::Location(Location::Fused {
        locs: Box::new([]),
        metadata: Some(ctx.string_attr(alias)),
    }))
}

/// Replaces every listed placeholder in `module` (op, value and module
/// locations: the only places the parser makes them) with its alias's
/// location. Errors as MLIR's: the first reference to an alias that was
/// never defined, or that is not a location.
pub(crate) fn resolve(
    ctx: &Context,
    aliases: &FxHashMap<Box<str>, AttrId>,
    forward: &[ForwardLoc],
    module: &mut Module,
) -> DResult<()> {
    let mut map: FxHashMap<AttrId, AttrId> = FxHashMap::default();
    for f in forward {
        let Some(&target) = aliases.get(&f.alias) else {
            return Err(Diag::error(
                f.at.clone(),
                "operation location alias was never defined",
            ));
        };
        if !matches!(ctx.attr_data(target), AttrData::Location(_)) {
            let mut text = String::new();
            super::print_attr(ctx, target, &mut text);
            return Err(Diag::error(
                f.at.clone(),
                format!("expected location, but found '{text}'"),
            ));
        }
        map.insert(f.placeholder, target);
    }
    let swap = |loc: &mut AttrId| {
        if let Some(&target) = map.get(loc) {
            *loc = target;
        }
    };
    swap(&mut module.loc);
    for body in &mut module.bodies {
        body.ops.iter_mut().for_each(|op| swap(&mut op.loc));
        body.values.iter_mut().for_each(|v| swap(&mut v.loc));
    }
    Ok(())
}
