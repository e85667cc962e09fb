//! Diagnostics at an op's location.

use strata_ir::attrs::{AttrData, Location};
use strata_ir::{AttrId, Context, Diag, SrcLoc};

/// Resolves a location attribute to a source position (the first file
/// position found in names, call sites and fused locations).
pub fn src_loc(ctx: &Context, loc: AttrId) -> SrcLoc {
    let mut cur = loc;
    // Bounded: locations nest only a few levels.
    for _ in 0..64 {
        match ctx.attr_data(cur) {
            AttrData::Location(Location::FileLineCol { file, line, col }) => {
                return SrcLoc {
                    file: ctx.str(*file).into(),
                    line: *line,
                    col: *col,
                };
            }
            AttrData::Location(Location::Name {
                child: Some(child), ..
            }) => cur = *child,
            AttrData::Location(Location::CallSite { callee, .. }) => cur = *callee,
            AttrData::Location(Location::Fused { locs, .. }) if !locs.is_empty() => cur = locs[0],
            _ => break,
        }
    }
    SrcLoc::default()
}

pub fn error(ctx: &Context, loc: AttrId, message: impl Into<String>) -> Diag {
    Diag::error(src_loc(ctx, loc), message)
}
