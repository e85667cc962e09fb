//! Location aliases, as `mlir-opt --mlir-print-debuginfo` prints them
//! (without `--mlir-print-local-scope`): every distinct location gets an
//! alias `#loc`, `#loc1`, ...; ops print `loc(#locN)`, and the definitions
//! follow the module. MLIR's rules, which this reproduces:
//!
//! - Locations are met in print order, as a first printing of the module
//!   meets them (`record_loc_aliases`): an op's location as the op starts
//!   (ops not printed, such as elided terminators, are not met), a block's
//!   argument locations as the block starts (whether or not its header
//!   prints); a composite location's parts (a name's child unless
//!   unknown, a call site's callee and caller, a fused location's parts)
//!   right after it.
//! - Aliases are numbered by depth (0 for a leaf, else one more than its
//!   deepest part), then in the order first met.
//! - Block arguments print their location inline, its parts by alias, and
//!   make the alias of that location and of all its parts "eager": defined
//!   before the module instead of after it (depth-0 ones before the other
//!   attribute aliases, deeper ones after them).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::attrs::{AttrData, Location};
use crate::context::Context;
use crate::ids::{AttrId, Ident};

/// Deeper locations are treated as leaves (parsed ones are far shallower).
const MAX_DEPTH: u32 = 512;

/// A location's identity: file/line/col locations by value (the location
/// store does not deduplicate them), the others by their interned id with
/// file/line/col parts interned too.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    FileLineCol(Ident, u32, u32),
    Interned(AttrId),
}

struct Entry {
    loc: AttrId,
    depth: u32,
    /// Defined after the module (no block argument uses it or a location
    /// holding it).
    deferred: bool,
    /// The `N` of `#locN` (0 prints as `#loc`).
    number: u32,
}

/// The location aliases of one module.
pub struct LocAliases {
    index: FxHashMap<Key, u32>,
    /// In the order first met.
    entries: Vec<Entry>,
    /// Indexes into `entries` in alias-number order (set by `number`).
    by_number: Vec<u32>,
    /// `--mlir-pretty-debuginfo`: definitions in the pretty form.
    pub pretty: bool,
}

impl LocAliases {
    pub(super) fn new() -> LocAliases {
        LocAliases {
            index: FxHashMap::default(),
            entries: Vec::new(),
            by_number: Vec::new(),
            pretty: false,
        }
    }

    /// Numbers the aliases once every location has been met.
    pub(super) fn number(mut self) -> LocAliases {
        let mut order: Vec<u32> = (0..self.entries.len() as u32).collect();
        order.sort_by_key(|&i| self.entries[i as usize].depth);
        for (number, &i) in order.iter().enumerate() {
            self.entries[i as usize].number = number as u32;
        }
        self.by_number = order;
        self
    }

    /// Meets an op's location (`deferred`) or a block argument's.
    pub(super) fn meet(&mut self, ctx: &Context, loc: AttrId, deferred: bool) {
        self.visit(ctx, loc, deferred, 0);
    }

    /// Meets `loc` (and its parts); returns its depth.
    fn visit(&mut self, ctx: &Context, loc: AttrId, deferred: bool, nesting: u32) -> u32 {
        let key = key(ctx, loc);
        if let Some(&i) = self.index.get(&key) {
            if !deferred && self.entries[i as usize].deferred {
                self.entries[i as usize].deferred = false;
                if nesting < MAX_DEPTH {
                    for part in parts(ctx, loc) {
                        self.visit(ctx, part, false, nesting + 1);
                    }
                }
            }
            return self.entries[i as usize].depth;
        }
        let i = self.entries.len();
        self.index.insert(key, i as u32);
        self.entries.push(Entry {
            loc,
            depth: 0,
            deferred,
            number: 0,
        });
        let mut depth = 0;
        if nesting < MAX_DEPTH {
            for part in parts(ctx, loc) {
                depth = depth.max(1 + self.visit(ctx, part, deferred, nesting + 1));
            }
        }
        self.entries[i].depth = depth;
        depth
    }

    /// `#locN` for `loc`.
    pub fn write_ref(&self, ctx: &Context, loc: AttrId, out: &mut String) {
        match self.index.get(&key(ctx, loc)) {
            Some(&i) => push_alias(self.entries[i as usize].number, out),
            // Not met by `collect` (not a location of the module): inline.
            None => self.write_inline(ctx, loc, out),
        }
    }

    /// `loc`'s own form, its parts by alias (between `loc(` and `)`).
    pub fn write_inline(&self, ctx: &Context, loc: AttrId, out: &mut String) {
        use std::fmt::Write;
        match ctx.attr_data(loc) {
            AttrData::Location(Location::FileLineCol { file, line, col }) => {
                crate::syntax::print_string_literal(ctx.bytes(*file), out);
                let _ = write!(out, ":{line}:{col}");
            }
            AttrData::Location(Location::Name { name, child }) => {
                crate::syntax::print_string_literal(ctx.bytes(*name), out);
                if let Some(c) = child.filter(|&c| !is_unknown(ctx, c)) {
                    out.push('(');
                    self.write_ref(ctx, c, out);
                    out.push(')');
                }
            }
            AttrData::Location(Location::CallSite { callee, caller }) => {
                out.push_str("callsite(");
                self.write_ref(ctx, *callee, out);
                out.push_str(" at ");
                self.write_ref(ctx, *caller, out);
                out.push(')');
            }
            AttrData::Location(Location::Fused { locs, metadata }) => {
                out.push_str("fused");
                if let Some(m) = metadata {
                    out.push('<');
                    crate::syntax::print_attr(ctx, *m, out);
                    out.push('>');
                }
                out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_ref(ctx, l, out);
                }
                out.push(']');
            }
            _ => out.push_str("unknown"),
        }
    }

    /// The definitions printed before the module: `(depth 0, deeper)`.
    pub fn eager_definitions(&self, ctx: &Context) -> (String, String) {
        let mut leaves = String::new();
        let mut deeper = String::new();
        for e in self.in_number_order().filter(|e| !e.deferred) {
            let out = if e.depth == 0 {
                &mut leaves
            } else {
                &mut deeper
            };
            self.write_definition(ctx, e, out);
        }
        (leaves, deeper)
    }

    /// The definitions printed after the module.
    pub fn deferred_definitions(&self, ctx: &Context) -> String {
        let mut out = String::new();
        for e in self.in_number_order().filter(|e| e.deferred) {
            self.write_definition(ctx, e, &mut out);
        }
        out
    }

    fn in_number_order(&self) -> impl Iterator<Item = &Entry> {
        self.by_number.iter().map(|&i| &self.entries[i as usize])
    }

    fn write_definition(&self, ctx: &Context, e: &Entry, out: &mut String) {
        push_alias(e.number, out);
        if self.pretty {
            out.push_str(" = ");
            write_pretty(ctx, e.loc, Some(self), out);
            out.push('\n');
            return;
        }
        out.push_str(" = loc(");
        self.write_inline(ctx, e.loc, out);
        out.push_str(")\n");
    }

    /// The alias number of `loc`, if it has one.
    fn number_of(&self, ctx: &Context, loc: AttrId) -> Option<u32> {
        let i = *self.index.get(&key(ctx, loc))?;
        Some(self.entries.get(i as usize)?.number)
    }
}

/// `loc` in MLIR's pretty form (`--mlir-pretty-debuginfo`): no `loc(...)`
/// around it, file names bare, `[unknown]`, call sites as `callee at
/// caller` (on a new line unless a named callee is called from a file
/// position), fused locations without `fused`; its parts by alias when
/// `aliases` has one for them (the location itself is always spelled out).
pub fn write_pretty(ctx: &Context, loc: AttrId, aliases: Option<&LocAliases>, out: &mut String) {
    write_pretty_part(ctx, loc, aliases, 0, out);
}

fn write_pretty_part(
    ctx: &Context,
    loc: AttrId,
    aliases: Option<&LocAliases>,
    nesting: u32,
    out: &mut String,
) {
    use std::fmt::Write;
    if nesting > 0 {
        if let Some(n) = aliases.and_then(|a| a.number_of(ctx, loc)) {
            push_alias(n, out);
            return;
        }
    }
    let part = |l: AttrId, out: &mut String| {
        if nesting < MAX_DEPTH {
            write_pretty_part(ctx, l, aliases, nesting + 1, out);
        } else {
            out.push_str("[unknown]");
        }
    };
    match ctx.attr_data(loc) {
        AttrData::Location(Location::FileLineCol { file, line, col }) => {
            out.push_str(ctx.str(*file));
            let _ = write!(out, ":{line}:{col}");
        }
        AttrData::Location(Location::Name { name, child }) => {
            crate::syntax::print_string_literal(ctx.bytes(*name), out);
            if let Some(c) = child.filter(|&c| !is_unknown(ctx, c)) {
                out.push('(');
                part(c, out);
                out.push(')');
            }
        }
        AttrData::Location(Location::CallSite { callee, caller }) => {
            part(*callee, out);
            let same_line = matches!(
                (ctx.attr_data(*callee), ctx.attr_data(*caller)),
                (
                    AttrData::Location(Location::Name { .. }),
                    AttrData::Location(Location::FileLineCol { .. })
                )
            );
            out.push_str(if same_line { " at " } else { "\n at " });
            part(*caller, out);
        }
        AttrData::Location(Location::Fused { locs, metadata }) => {
            if let Some(m) = metadata {
                out.push('<');
                crate::syntax::print_attr(ctx, *m, out);
                out.push('>');
            }
            out.push('[');
            for (i, &l) in locs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                part(l, out);
            }
            out.push(']');
        }
        _ => out.push_str("[unknown]"),
    }
}

fn push_alias(number: u32, out: &mut String) {
    out.push_str("#loc");
    if number > 0 {
        super::names::push_u32(out, number);
    }
}

fn is_unknown(ctx: &Context, loc: AttrId) -> bool {
    matches!(ctx.attr_data(loc), AttrData::Location(Location::Unknown))
}

/// The parts of a composite location that get aliases of their own.
fn parts(ctx: &Context, loc: AttrId) -> SmallVec<[AttrId; 4]> {
    match ctx.attr_data(loc) {
        AttrData::Location(Location::Name { child: Some(c), .. }) if !is_unknown(ctx, *c) => {
            SmallVec::from_slice(&[*c])
        }
        AttrData::Location(Location::CallSite { callee, caller }) => {
            SmallVec::from_slice(&[*callee, *caller])
        }
        AttrData::Location(Location::Fused { locs, .. }) => SmallVec::from_slice(locs),
        _ => SmallVec::new(),
    }
}

fn key(ctx: &Context, loc: AttrId) -> Key {
    match ctx.attr_data(loc) {
        AttrData::Location(Location::FileLineCol { file, line, col }) => {
            Key::FileLineCol(*file, *line, *col)
        }
        _ => Key::Interned(interned(ctx, loc, 0)),
    }
}

/// `loc` as an interned location whose file/line/col parts are interned
/// too, so that equal locations have one id.
fn interned(ctx: &Context, loc: AttrId, nesting: u32) -> AttrId {
    let data = ctx.attr_data(loc);
    let AttrData::Location(l) = data else {
        return loc;
    };
    if nesting >= MAX_DEPTH {
        return loc;
    }
    let canon = |a: AttrId| interned(ctx, a, nesting + 1);
    let rebuilt = match l {
        Location::Unknown => return loc,
        Location::FileLineCol { .. } => l.clone(),
        Location::Name { name, child } => Location::Name {
            name: *name,
            child: child.map(canon),
        },
        Location::CallSite { callee, caller } => Location::CallSite {
            callee: canon(*callee),
            caller: canon(*caller),
        },
        Location::Fused { locs, metadata } => Location::Fused {
            locs: locs.iter().map(|&a| canon(a)).collect(),
            metadata: *metadata,
        },
    };
    ctx.intern_attr(AttrData::Location(rebuilt))
}
