//! `strip-debuginfo`: every location becomes `loc(unknown)`, as MLIR 22's
//! StripDebugInfo leaves them: ops (the module's own included) and block
//! arguments, function arguments among them. Locations held inside
//! attributes are left as they are, as in MLIR.

use rayon::prelude::*;
use strata_ir::{AttrId, Body, Module};

pub fn run(module: &mut Module, mask: &[bool]) {
    // MLIR walks the anchor op itself too: the module's location, or (for
    // a nested run) the anchor op's, which sits in its parent's body.
    if mask.first().copied().unwrap_or(false) {
        module.loc = AttrId::UNKNOWN_LOC;
    }
    let owners: Vec<(usize, strata_ir::Op)> = module
        .bodies
        .iter()
        .zip(mask)
        .filter(|(b, &m)| m && b.parent.is_some() && b.owner.is_some())
        .map(|(b, _)| (b.parent.index(), b.owner))
        .collect();
    for (p, op) in owners {
        if let Some(d) = module
            .bodies
            .get_mut(p)
            .and_then(|b| b.ops.get_mut(op.index()))
        {
            d.loc = AttrId::UNKNOWN_LOC;
        }
    }
    module
        .bodies
        .par_iter_mut()
        .zip(mask.par_iter())
        .with_max_len(32)
        .filter(|(_, &m)| m)
        .for_each(|(b, _)| strip_body(b));
}

/// Unlinked ops and result values are reset too: they print nothing, and
/// one pass over each arena is cheaper than a walk.
fn strip_body(b: &mut Body) {
    for o in &mut b.ops {
        o.loc = AttrId::UNKNOWN_LOC;
    }
    for v in &mut b.values {
        v.loc = AttrId::UNKNOWN_LOC;
    }
}
