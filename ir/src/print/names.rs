//! SSA value and block naming, as `mlir-opt` 22 numbers them.
//!
//! The whole module is numbered in one walk. A region is numbered
//! whole — block ids, entry arguments as `%argN`, other block arguments and
//! op results as `%N` or an op-suggested name such as `%c0` — before the
//! regions nested in its ops; every nested region starts from the counters
//! its parent region ended with, so sibling regions reuse the same numbers.
//! Suggested names that collide get `_K` suffixes from one per-body counter.

use rustc_hash::FxHashSet;

use crate::body::Body;
use crate::context::Context;
use crate::ids::{BodyId, Op, Region, Value};
use crate::module::Module;

/// The printed name of a value, kept as the text of its use (`%3`,
/// `%3#1`, `%arg0`, `%c0`): the numbering pass formats each name once, and
/// every use is then one fixed-size copy instead of formatting a base and
/// a number again (a value is used about twice and defined once).
#[derive(Copy, Clone, Debug)]
pub struct ValueName {
    /// `bytes[..len]` is the use text and `bytes[..base_len]` its group's
    /// base (`%3` of `%3#1`), with `len = bytes[LEN]` and
    /// `base_len = bytes[BASE_LEN]`. A text longer than `INLINE` bytes is
    /// in `Names::long` instead (`len == LONG`, the index in `bytes[..4]`);
    /// `len == UNSET` marks a value the walk never reached.
    bytes: [u8; 16],
    /// On the first value of a result group, the group's size (`%3:2`);
    /// 0 on the others. 1 for block arguments and unset values.
    group: u32,
}

/// The longest use text kept inline.
const INLINE: usize = 14;
const LEN: usize = 14;
const BASE_LEN: usize = 15;
const LONG: u8 = u8::MAX;
const UNSET: u8 = u8::MAX - 1;
/// What a value the numbering never reached prints as (as `mlir-opt`).
const UNKNOWN: &str = "%<<UNKNOWN SSA VALUE>>";

impl ValueName {
    const UNSET: ValueName = ValueName {
        bytes: {
            let mut b = [0; 16];
            b[LEN] = UNSET;
            b
        },
        group: 1,
    };
}

/// A use text too long to keep inline.
struct LongName {
    text: Box<str>,
    base_len: usize,
}

pub struct Names {
    values: Vec<ValueName>,
    /// Block number inside its region, indexed by block id.
    pub blocks: Vec<u32>,
    /// With value users printed, the id of each op without results
    /// (`NO_ID` when not numbered), indexed by op; empty otherwise.
    op_ids: Vec<u32>,
    long: Vec<LongName>,
    /// Where a name is put together before it is stored.
    scratch: String,
}

/// What an op suggests for its results: one name per result group.
pub enum Suggestion {
    None,
    /// One name for the single result (or all results as one group).
    One(String),
    /// One name per result.
    PerResult(&'static [&'static str]),
    /// Named groups of consecutive results with their sizes (`%base_buffer,
    /// %offset, %sizes:2, %strides:2`); empty groups are skipped.
    Groups(&'static [&'static str], Vec<u32>),
}

#[derive(Clone)]
struct Counters {
    value: u32,
    /// `%value` as a `ValueName`'s bytes, stepped with `value`: the next
    /// numbered value's name is then a copy, not a formatting.
    value_text: [u8; 16],
    arg: u32,
    conflict: u32,
    /// Names visible here (inherited from enclosing regions).
    used: FxHashSet<String>,
}

impl Default for Counters {
    fn default() -> Self {
        Counters {
            value: 0,
            value_text: num_name(0),
            arg: 0,
            conflict: 0,
            used: FxHashSet::default(),
        }
    }
}

impl Counters {
    /// Counters whose next value number is `n`.
    fn starting_at(n: u32) -> Counters {
        Counters {
            value: n,
            value_text: num_name(n),
            ..Counters::default()
        }
    }

    /// Fresh counters that see the names `used` (a region's inherited
    /// names when the counters are not inherited).
    fn seeing(used: &FxHashSet<String>) -> Counters {
        Counters {
            used: used.clone(),
            ..Counters::default()
        }
    }

    /// Takes the next value number.
    #[inline]
    fn next_value(&mut self) -> u32 {
        self.value += 1;
        step_decimal(&mut self.value_text);
        self.value - 1
    }
}

/// The `ValueName` bytes of `%n`.
fn num_name(n: u32) -> [u8; 16] {
    let mut bytes = [0; 16];
    bytes[0] = b'%';
    let end = 1 + decimal_into(n, &mut bytes[1..11]);
    bytes[LEN] = end as u8;
    bytes[BASE_LEN] = end as u8;
    bytes
}

/// Steps the `ValueName` bytes of `%n` to those of `%n+1` in place: the
/// last digit goes up, carrying over nines (amortised one digit a step).
#[inline]
fn step_decimal(b: &mut [u8; 16]) {
    let len = (b[LEN] as usize).min(INLINE);
    let mut i = len;
    while i > 1 {
        i -= 1;
        if b[i] != b'9' {
            b[i] += 1;
            return;
        }
        b[i] = b'0';
    }
    // All nines: a one and as many zeros, one digit longer (a `u32` has
    // at most 10 digits, well inside the inline bytes).
    if len < INLINE {
        b[1] = b'1';
        b[len] = b'0';
        b[LEN] = len as u8 + 1;
        b[BASE_LEN] = len as u8 + 1;
    }
}

/// An op id that was never given.
const NO_ID: u32 = u32::MAX;

/// How `ModuleNames` names values, as `mlir-opt`'s printer flags ask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NameOptions {
    /// Use ops' suggested names (`%c0`): the custom form.
    pub suggested: bool,
    /// `--mlir-print-unique-ssa-ids` (implied by the generic form): one
    /// set of counters runs through the whole module, so no number is
    /// used twice; only suggested names stay scoped to their region.
    pub unique: bool,
    /// `--mlir-print-value-users`: ops without results take an id from
    /// the value counter (MLIR numbers them in that mode), and the users
    /// of every value are listed (`ModuleNames::users`).
    pub value_users: bool,
    /// The top region's single op is printed as the top-level op, with no
    /// module around it (`--no-implicit-module`): its regions start from
    /// the counters the op itself started from, as MLIR numbers a
    /// top-level op (not from those its region left).
    pub top_op: bool,
}

impl NameOptions {
    /// The numbering of the custom form (`suggested`) or the generic one.
    pub fn plain(suggested: bool) -> NameOptions {
        NameOptions {
            suggested,
            unique: !suggested,
            ..NameOptions::default()
        }
    }
}

/// Names of every body of a module, indexed by `BodyId`.
#[derive(Default)]
pub struct ModuleNames {
    pub bodies: Vec<Names>,
    /// With value users printed, each body's use lists (indexed as
    /// `bodies`); empty otherwise.
    pub users: Vec<super::users::UseLists>,
    /// The bodies left to be numbered as they are printed (see
    /// `compute_for_printing`); their `bodies` entries stay empty.
    deferred: Option<Box<DeferredNames>>,
}

/// The isolated bodies under the top region's ops, each numbered by the
/// printer that enters it (`ModuleNames::enter`), from its own copy of the
/// top region's counters as the whole-module walk would. Numbered just
/// before it is printed, a body's names are made and read while the body
/// is in cache, and freed by the thread that printed it; numbered ahead,
/// a large module's names (20 bytes a value) were written, read back and
/// freed in three sweeps, the last on other threads than the first.
struct DeferredNames {
    counters: Counters,
    opts: NameOptions,
    /// The regions nested in the top region, in order; a body's are
    /// consecutive.
    regions: Vec<(BodyId, Region)>,
    /// Per body: the index in `regions` of its first region, or `NONE`.
    first: Vec<u32>,
}

impl DeferredNames {
    const NONE: u32 = u32::MAX;

    /// Deferral of the bodies of `regions`, or the regions back when some
    /// body's regions are not consecutive (never from the walk; they are
    /// then numbered ahead).
    fn new(
        m: &Module,
        counters: Counters,
        opts: NameOptions,
        regions: Vec<(BodyId, Region)>,
    ) -> Result<Self, Vec<(BodyId, Region)>> {
        let mut first = vec![Self::NONE; m.bodies.len()];
        for (i, &(b, _)) in regions.iter().enumerate() {
            let Some(slot) = first.get_mut(b.index()) else {
                return Err(regions);
            };
            if *slot == Self::NONE {
                *slot = i as u32;
            } else if regions[i - 1].0 != b {
                return Err(regions);
            }
        }
        Ok(DeferredNames {
            counters,
            opts,
            regions,
            first,
        })
    }

    fn holds(&self, b: BodyId) -> bool {
        self.first.get(b.index()).is_some_and(|&f| f != Self::NONE)
    }
}

/// The names a printer made for the deferred body it is printing (and the
/// bodies under it); see `ModuleNames::enter`.
#[derive(Default)]
pub struct OnDemandNames(LocalNames);

impl OnDemandNames {
    /// The names of body `id`, if made here.
    #[inline]
    pub fn get(&self, id: BodyId) -> Option<&Names> {
        self.0 .0.iter().find(|(b, _)| *b == id).map(|(_, n)| n)
    }
}

impl ModuleNames {
    /// Numbers the whole module in one walk. Isolated bodies continue the
    /// value counter of the region around them, as `mlir-opt` does.
    /// `suggested`: use ops' suggested names (`%c0`); the generic form
    /// numbers every value instead, and — like `mlir-opt`, whose generic
    /// form implies unique SSA ids — never reuses a number: one set of
    /// counters runs through the whole module, and sibling regions are
    /// numbered last first (MLIR's naming stack pops them in that order).
    pub fn compute(ctx: &Context, m: &Module, suggested: bool) -> ModuleNames {
        Self::compute_with(ctx, m, NameOptions::plain(suggested), 1)
    }

    /// `compute` on `threads` threads: with suggested names, every region
    /// nested in the module's top region starts from its own copy of the
    /// top region's counters, so when those regions all lie in isolated
    /// bodies (functions), each is numbered on its own, in parallel.
    pub fn compute_threads(
        ctx: &Context,
        m: &Module,
        suggested: bool,
        threads: usize,
    ) -> ModuleNames {
        Self::compute_with(ctx, m, NameOptions::plain(suggested), threads)
    }

    /// `compute_threads` as `opts` asks.
    pub fn compute_with(
        ctx: &Context,
        m: &Module,
        opts: NameOptions,
        threads: usize,
    ) -> ModuleNames {
        Self::number(ctx, m, opts, threads, false).with_users(m, opts)
    }

    /// `compute_with` for printing the whole module from its top: the
    /// isolated bodies under the top region's ops are numbered by the
    /// printers as they enter them (`enter`), when that gives the same
    /// names. Only printers that start at the top body and switch bodies
    /// with `OpPrinter::with_body` may use it.
    pub fn compute_for_printing(
        ctx: &Context,
        m: &Module,
        opts: NameOptions,
        threads: usize,
    ) -> ModuleNames {
        Self::number(ctx, m, opts, threads, true).with_users(m, opts)
    }

    /// Before printing body `id`: if it was deferred, numbers it (and the
    /// bodies under it) into `into`, which gives up what it held.
    pub fn enter(&self, ctx: &Context, m: &Module, id: BodyId, into: &mut OnDemandNames) {
        let Some(d) = self.deferred.as_deref().filter(|d| d.holds(id)) else {
            return;
        };
        if into.get(id).is_some() {
            return;
        }
        into.0 .0.clear();
        let first = d.first[id.index()] as usize;
        // Popped from the end: in order, as the whole-module walk does.
        let len = d.regions[first..]
            .iter()
            .take_while(|&&(b, _)| b == id)
            .count();
        let stack: Vec<(BodyId, Region, Counters)> = d.regions[first..first + len]
            .iter()
            .rev()
            .map(|&(b, r)| (b, r, d.counters.clone()))
            .collect();
        number_stack(ctx, m, stack, d.opts, &mut into.0);
    }

    /// With value users printed, each body's use lists are added.
    fn with_users(mut self, m: &Module, opts: NameOptions) -> ModuleNames {
        if opts.value_users {
            self.users = m
                .bodies
                .iter()
                .map(super::users::UseLists::compute)
                .collect();
        }
        self
    }

    fn number(
        ctx: &Context,
        m: &Module,
        opts: NameOptions,
        threads: usize,
        defer: bool,
    ) -> ModuleNames {
        let op_ids = opts.value_users;
        let fresh = |b: &Body| Names::fresh(b, op_ids);
        let top = m.body(Module::TOP);
        if opts.value_users || opts.top_op {
            // Rare modes, numbered serially.
            let mut bodies: Vec<Names> = m.bodies.iter().map(fresh).collect();
            // A printed module takes id 0 before its region is numbered;
            // without unique ids the region starts from 0 again.
            let start = u32::from(opts.unique && opts.value_users && !opts.top_op);
            let mut stack: Vec<(BodyId, Region, Counters)> = Vec::new();
            let mut c = Counters::starting_at(start);
            if opts.top_op && !opts.unique {
                // The top op is numbered (its results, its id), but its
                // regions start from the counters it started from.
                let mut nested = Vec::new();
                for &r in &top.roots {
                    bodies[0].number_region(ctx, m, (Module::TOP, r), &mut c, opts, &mut nested);
                }
                let inner = Counters::seeing(&c.used);
                stack.extend(nested.iter().rev().map(|&(b, r)| (b, r, inner.clone())));
            } else {
                stack.extend(top.roots.iter().rev().map(|&r| (Module::TOP, r, c.clone())));
            }
            number_stack(ctx, m, stack, opts, &mut bodies);
            return ModuleNames {
                bodies,
                users: Vec::new(),
                deferred: None,
            };
        }
        let suggested = opts.suggested;
        // With suggested names, each region nested in the top region
        // starts from its own copy of the top region's counters: numbered
        // on its own, in parallel or when printed.
        let parallel = suggested && !opts.unique && (threads > 1 || defer) && top.roots.len() == 1;
        // In parallel, the bodies below the top are numbered into tables of
        // their own; any left over get theirs at the end.
        let mut bodies: Vec<Names> = m
            .bodies
            .iter()
            .enumerate()
            .map(|(i, b)| {
                if parallel && i > 0 {
                    Names::empty()
                } else {
                    fresh(b)
                }
            })
            .collect();
        let stack: Vec<(BodyId, Region, Counters)> = top
            .roots
            .iter()
            .rev()
            .map(|&r| (Module::TOP, r, Counters::default()))
            .collect();
        if !parallel {
            number_stack(ctx, m, stack, opts, &mut bodies);
            return ModuleNames {
                bodies,
                users: Vec::new(),
                deferred: None,
            };
        }
        // Blank names for the bodies the numbering did not reach (but
        // those `skip` says are left to the printer).
        let fill = |bodies: &mut Vec<Names>, skip: &dyn Fn(BodyId) -> bool| {
            for (i, (names, b)) in bodies.iter_mut().zip(&m.bodies).enumerate().skip(1) {
                if (names.values.len() != b.values.len() || names.blocks.len() != b.blocks.len())
                    && !skip(BodyId::from_index(i))
                {
                    *names = fresh(b);
                }
            }
        };
        // The top region first, then what it holds.
        let root = top.roots[0];
        let mut c = Counters::default();
        let mut nested = Vec::new();
        bodies[0].number_region(ctx, m, (Module::TOP, root), &mut c, opts, &mut nested);
        if nested.iter().any(|&(b, _)| b == Module::TOP) {
            fill(&mut bodies, &|_| false);
            let stack = nested
                .iter()
                .rev()
                .map(|&(b, r)| (b, r, c.clone()))
                .collect();
            number_stack(ctx, m, stack, opts, &mut bodies);
            return ModuleNames {
                bodies,
                users: Vec::new(),
                deferred: None,
            };
        }
        if defer {
            match DeferredNames::new(m, c.clone(), opts, std::mem::take(&mut nested)) {
                Ok(d) => {
                    // The bodies under deferred ones are numbered with them.
                    fill(&mut bodies, &|b| d.holds(b));
                    return ModuleNames {
                        bodies,
                        users: Vec::new(),
                        deferred: Some(Box::new(d)),
                    };
                }
                Err(regions) => nested = regions,
            }
        }
        // Each nested region (and every body below it) on its own; the
        // bodies each task numbers are disjoint.
        use rayon::prelude::*;
        let run = |&(b, r): &(BodyId, Region)| {
            let mut local = LocalNames::default();
            number_stack(ctx, m, vec![(b, r, c.clone())], opts, &mut local);
            local.0
        };
        let done: Option<Vec<Vec<(BodyId, Names)>>> =
            crate::par::install(threads, || nested.par_iter().map(run).collect());
        let done = done.unwrap_or_else(|| nested.iter().map(run).collect());
        for (id, names) in done.into_iter().flatten() {
            bodies[id.index()] = names;
        }
        fill(&mut bodies, &|_| false);
        ModuleNames {
            bodies,
            users: Vec::new(),
            deferred: None,
        }
    }
}

impl ModuleNames {
    /// Names for printing `op` (of body `bid`) on its own, as MLIR numbers
    /// an op printed with local scope (the IR dump of a nested pass): from
    /// the op itself, its regions starting from the counters the op
    /// started from (going on from the op with unique ids). Only the
    /// bodies the op reaches are numbered.
    pub fn compute_rooted(
        ctx: &Context,
        m: &Module,
        (bid, op): (BodyId, Op),
        opts: NameOptions,
    ) -> ModuleNames {
        let mut store = LocalNames(Vec::new(), opts.value_users);
        let mut c = Counters::default();
        let body = m.body(bid);
        store.names(m, bid).number_op(ctx, body, op, &mut c, opts);
        let d = body.op(op);
        let mut nested: Vec<(BodyId, Region)> =
            body.regions(op).iter().map(|&r| (bid, r)).collect();
        if d.body.is_some() {
            nested.extend(m.body(d.body).roots.iter().map(|&r| (d.body, r)));
        }
        let inner = if opts.unique {
            c
        } else {
            Counters::seeing(&c.used)
        };
        let stack = nested
            .iter()
            .rev()
            .map(|&(b, r)| (b, r, inner.clone()))
            .collect();
        number_stack(ctx, m, stack, opts, &mut store);
        let mut names = ModuleNames {
            bodies: m.bodies.iter().map(|_| Names::empty()).collect(),
            users: Vec::new(),
            deferred: None,
        };
        if opts.value_users {
            names.users = m.bodies.iter().map(|_| Default::default()).collect();
        }
        for (id, body_names) in store.0 {
            if let Some(slot) = names.users.get_mut(id.index()) {
                *slot = super::users::UseLists::compute(m.body(id));
            }
            if let Some(slot) = names.bodies.get_mut(id.index()) {
                *slot = body_names;
            }
        }
        names
    }
}

/// Where `number_stack` keeps the names of each body it numbers.
trait NameStore {
    fn names(&mut self, m: &Module, id: BodyId) -> &mut Names;
}

impl NameStore for Vec<Names> {
    fn names(&mut self, _: &Module, id: BodyId) -> &mut Names {
        &mut self[id.index()]
    }
}

/// The bodies one numbering reaches (a parallel task's, or those under
/// an op printed on its own), created on first use; with op ids or not.
#[derive(Default)]
struct LocalNames(Vec<(BodyId, Names)>, bool);

impl NameStore for LocalNames {
    fn names(&mut self, m: &Module, id: BodyId) -> &mut Names {
        let i = match self.0.iter().position(|(b, _)| *b == id) {
            Some(i) => i,
            None => {
                self.0.push((id, Names::fresh(m.body(id), self.1)));
                self.0.len() - 1
            }
        };
        &mut self.0[i].1
    }
}

/// Numbers the regions on `stack` and everything nested in them. A region
/// is numbered whole before the regions nested in its ops; without unique
/// ids each nested region starts from a copy of its parent's counters,
/// otherwise one set of counters runs through all of them (children popped
/// last first), and a region sees only its ancestors' suggested names.
fn number_stack(
    ctx: &Context,
    m: &Module,
    mut stack: Vec<(BodyId, Region, Counters)>,
    opts: NameOptions,
    store: &mut impl NameStore,
) {
    // The live counters under unique ids: those of the first region.
    let mut shared = stack.last().map(|e| e.2.clone()).unwrap_or_default();
    let mut nested = Vec::new();
    while let Some((bid, region, mut c)) = stack.pop() {
        if opts.unique {
            let used = std::mem::take(&mut c.used);
            c = std::mem::take(&mut shared);
            c.used = used;
        }
        nested.clear();
        store
            .names(m, bid)
            .number_region(ctx, m, (bid, region), &mut c, opts, &mut nested);
        if !opts.unique {
            for &(b, r) in nested.iter().rev() {
                stack.push((b, r, c.clone()));
            }
        } else {
            // Unique ids: `shared` carries the live counters from region
            // to region; the children are popped last first, each seeing
            // the names of this region and its ancestors.
            for &(b, r) in nested.iter() {
                stack.push((b, r, Counters::seeing(&c.used)));
            }
            shared = c;
        }
    }
}

/// The base of a result group's or a block argument's name.
#[derive(Copy, Clone)]
enum Base<'a> {
    /// `%N`
    Num(u32),
    /// `%argN`
    Arg(u32),
    /// `%name`, an op's suggestion made unique.
    Custom(&'a str),
}

impl Names {
    /// Every value of `b` unset (and, for `op_ids`, every op without id).
    fn fresh(b: &Body, op_ids: bool) -> Names {
        Names {
            values: vec![ValueName::UNSET; b.values.len()],
            blocks: vec![0; b.blocks.len()],
            op_ids: if op_ids {
                vec![NO_ID; b.ops.len()]
            } else {
                Vec::new()
            },
            long: Vec::new(),
            scratch: String::new(),
        }
    }

    /// A placeholder, replaced before printing.
    fn empty() -> Names {
        Names {
            values: Vec::new(),
            blocks: Vec::new(),
            op_ids: Vec::new(),
            long: Vec::new(),
            scratch: String::new(),
        }
    }

    /// Numbers `region` of body `bid` and appends the regions nested one
    /// level inside it to `nested`, found on the same walk: those of its
    /// ops, and the root regions of the isolated bodies they own, in order.
    fn number_region(
        &mut self,
        ctx: &Context,
        m: &Module,
        (bid, region): (BodyId, Region),
        c: &mut Counters,
        opts: NameOptions,
        nested: &mut Vec<(BodyId, Region)>,
    ) {
        let body = m.body(bid);
        for (i, block) in body.region_blocks(region).enumerate() {
            if let Some(slot) = self.blocks.get_mut(block.index()) {
                *slot = i as u32;
            }
            let entry = i == 0;
            for &arg in body.block_args(block) {
                let base = if entry {
                    c.arg += 1;
                    Base::Arg(c.arg - 1)
                } else {
                    Base::Num(c.next_value())
                };
                self.set_group(arg.index() as u32, 1, base);
            }
            for op in body.block_ops(block) {
                self.number_op(ctx, body, op, c, opts);
                let d = body.op(op);
                if d.regions.len != 0 {
                    nested.extend(body.regions(op).iter().map(|&r| (bid, r)));
                }
                if d.body.is_some() {
                    nested.extend(m.body(d.body).roots.iter().map(|&r| (d.body, r)));
                }
            }
        }
    }

    #[inline(always)]
    fn number_op(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: Op,
        c: &mut Counters,
        opts: NameOptions,
    ) {
        let d = body.op(op);
        let suggested = opts.suggested;
        if d.num_results == 0 {
            if opts.value_users {
                let n = c.next_value();
                if let Some(slot) = self.op_ids.get_mut(op.index()) {
                    *slot = n;
                }
            }
            return;
        }
        if d.num_results == 1 && !(suggested && crate::dialect::may_suggest_names(d.opcode)) {
            // Nearly every op: one numbered result, its name a copy of the
            // counter's text.
            let bytes = c.value_text;
            c.next_value();
            if let Some(slot) = self.values.get_mut(d.first_result.index()) {
                *slot = ValueName { bytes, group: 1 };
            }
            return;
        }
        let results = body.results(op);
        let suggestion = if suggested {
            crate::dialect::result_names(ctx, body, op)
        } else {
            Suggestion::None
        };
        match suggestion {
            Suggestion::One(name) => {
                let name = custom_name(name, c);
                self.set_group(results.start, results.len() as u32, Base::Custom(&name));
                c.used.insert(name);
            }
            Suggestion::PerResult(list) if list.len() == results.len() => {
                for (i, name) in list.iter().enumerate() {
                    let name = custom_name(name.to_string(), c);
                    self.set_group(results.start + i as u32, 1, Base::Custom(&name));
                    c.used.insert(name);
                }
            }
            Suggestion::Groups(list, sizes)
                if list.len() == sizes.len()
                    && sizes.iter().sum::<u32>() as usize == results.len() =>
            {
                let mut start = results.start;
                for (name, &len) in list.iter().zip(&sizes) {
                    if len == 0 {
                        continue;
                    }
                    let name = custom_name(name.to_string(), c);
                    self.set_group(start, len, Base::Custom(&name));
                    c.used.insert(name);
                    start += len;
                }
            }
            _ => {
                let n = c.next_value();
                self.set_group(results.start, results.len() as u32, Base::Num(n));
            }
        }
    }

    /// Names the `len` values from `start` on as one group: `%3` alone,
    /// `%3#0`, `%3#1`, ... for several.
    /// Names value `v` `%n`: nearly every value, formatted straight into
    /// place.
    #[inline]
    fn set_num(&mut self, v: usize, n: u32) {
        if let Some(slot) = self.values.get_mut(v) {
            *slot = ValueName {
                bytes: num_name(n),
                group: 1,
            };
        }
    }

    fn set_group(&mut self, start: u32, len: u32, base: Base) {
        if let (Base::Num(n), 1) = (base, len) {
            return self.set_num(start as usize, n);
        }
        let mut text = std::mem::take(&mut self.scratch);
        text.clear();
        text.push('%');
        match base {
            Base::Num(n) => push_u32(&mut text, n),
            Base::Arg(n) => {
                text.push_str("arg");
                push_u32(&mut text, n);
            }
            Base::Custom(name) => text.push_str(name),
        }
        let base_len = text.len();
        for i in 0..len {
            if len > 1 {
                text.truncate(base_len);
                text.push('#');
                push_u32(&mut text, i);
            }
            let group = if i == 0 { len } else { 0 };
            self.store(start + i, &text, base_len, group);
        }
        self.scratch = text;
    }

    fn store(&mut self, v: u32, text: &str, base_len: usize, group: u32) {
        let Some(slot) = self.values.get_mut(v as usize) else {
            return;
        };
        let mut bytes = [0; 16];
        if text.len() <= INLINE {
            bytes[..text.len()].copy_from_slice(text.as_bytes());
            bytes[LEN] = text.len() as u8;
            bytes[BASE_LEN] = base_len as u8;
        } else {
            bytes[..4].copy_from_slice(&(self.long.len() as u32).to_le_bytes());
            bytes[LEN] = LONG;
            self.long.push(LongName {
                text: text.into(),
                base_len,
            });
        }
        *slot = ValueName { bytes, group };
    }

    /// Writes a use of `v` (`%3`, `%3#1`, `%arg0`, `%c0`).
    #[inline]
    pub fn write_use(&self, v: Value, out: &mut String) {
        match self.values.get(v.index()) {
            Some(n) if (n.bytes[LEN] as usize) <= INLINE => {
                push_inline(out, &n.bytes, n.bytes[LEN] as usize)
            }
            Some(n) => self.write_long(n, false, out),
            None => out.push_str(UNKNOWN),
        }
    }

    /// Writes the id of `op`, an op without results, as numbered with value
    /// users (`%4`; as `mlir-opt`, a marker for an op never numbered).
    pub fn write_op_id(&self, op: Op, out: &mut String) {
        match self.op_ids.get(op.index()) {
            Some(&n) if n != NO_ID => {
                out.push('%');
                push_u32(out, n);
            }
            _ => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    /// The use text of `v` when it is kept inline: its bytes, of which
    /// the first `len` (UTF-8) are the text.
    #[inline]
    pub fn inline_use(&self, v: Value) -> Option<(&[u8; 16], usize)> {
        match self.values.get(v.index()) {
            Some(n) if (n.bytes[LEN] as usize) <= INLINE => Some((&n.bytes, n.bytes[LEN] as usize)),
            _ => None,
        }
    }

    /// The definition text of `v` when it alone makes its group (`%3`,
    /// not `%3:2`) and is kept inline: as `inline_use`.
    #[inline]
    pub fn inline_def(&self, v: Value) -> Option<(&[u8; 16], usize)> {
        match self.values.get(v.index()) {
            Some(n) if n.group == 1 && (n.bytes[LEN] as usize) <= INLINE => {
                Some((&n.bytes, n.bytes[BASE_LEN] as usize))
            }
            _ => None,
        }
    }

    /// Writes uses of `vs`, comma separated (`%a, %b`): each an inline
    /// name and its separator written as one fixed-size copy.
    #[inline]
    pub fn write_uses(&self, vs: &[Value], out: &mut String) {
        let mut sep = false;
        for &v in vs {
            match self.values.get(v.index()) {
                Some(n) if (n.bytes[LEN] as usize) <= INLINE => {
                    push_inline_sep(out, sep, &n.bytes, n.bytes[LEN] as usize)
                }
                n => {
                    if sep {
                        out.push_str(", ");
                    }
                    match n {
                        Some(n) => self.write_long(n, false, out),
                        None => out.push_str(UNKNOWN),
                    }
                }
            }
            sep = true;
        }
    }

    /// A name not kept inline: long, or unset. `base`: only the group's
    /// base.
    #[cold]
    fn write_long(&self, n: &ValueName, base: bool, out: &mut String) {
        let long = match n.bytes[LEN] {
            LONG => {
                let i = u32::from_le_bytes([n.bytes[0], n.bytes[1], n.bytes[2], n.bytes[3]]);
                self.long.get(i as usize)
            }
            _ => None,
        };
        match long {
            Some(l) if base => out.push_str(l.text.get(..l.base_len).unwrap_or(&l.text)),
            Some(l) => out.push_str(&l.text),
            None => out.push_str(UNKNOWN),
        }
    }

    /// Writes the result list of an op definition and the ` = ` after
    /// it: `%0 = `, `%0:2 = `, `%sum, %overflow = `.
    #[inline]
    pub fn write_results(&self, body: &Body, op: Op, out: &mut String) {
        let d = body.op(op);
        if d.num_results == 1 {
            // The common case, inline and without the loop.
            if let Some(n) = self.values.get(d.first_result.index()) {
                if n.group == 1 && (n.bytes[LEN] as usize) <= INLINE {
                    return push_inline_eq(out, &n.bytes, n.bytes[BASE_LEN] as usize);
                }
            }
        }
        self.write_result_groups(body, op, out);
        out.push_str(" = ");
    }

    fn write_result_groups(&self, body: &Body, op: Op, out: &mut String) {
        let mut first = true;
        for v in body.results(op) {
            let n = self.values.get(v.index()).unwrap_or(&ValueName::UNSET);
            if n.group == 0 {
                continue;
            }
            if !first {
                out.push_str(", ");
            }
            first = false;
            self.write_group(n, out);
        }
    }

    /// Writes the definition of the group `n` starts: `%3`, `%3:2`.
    fn write_group(&self, n: &ValueName, out: &mut String) {
        if (n.bytes[LEN] as usize) <= INLINE {
            push_inline(out, &n.bytes, n.bytes[BASE_LEN] as usize);
        } else {
            self.write_long(n, true, out);
        }
        if n.group > 1 {
            out.push(':');
            push_u32(out, n.group);
        }
    }
}

/// `name`, or `name_K` with the first `K` that makes it unique here; the
/// caller records it in `c.used` once it has been stored (moved there, not
/// copied).
fn custom_name(name: String, c: &mut Counters) -> String {
    if !c.used.contains(&name) {
        return name;
    }
    loop {
        let chosen = format!("{name}_{}", c.conflict);
        c.conflict += 1;
        if !c.used.contains(&chosen) {
            return chosen;
        }
    }
}

/// Appends `bytes[..len]` (`len <= 16`, and `bytes[..len]` UTF-8) by
/// copying all 16 bytes into the string's spare capacity and counting only
/// `len` of them: one fixed move rather than a `memcpy` call of a variable
/// length.
#[inline]
pub(super) fn push_inline(out: &mut String, bytes: &[u8; 16], len: usize) {
    let len = len.min(16);
    debug_assert!(std::str::from_utf8(&bytes[..len]).is_ok());
    // SAFETY: callers pass a `len` at which `bytes[..len]` is UTF-8: a
    // name's whole use text or its base (both copied whole from a `&str`
    // by `store`, the base ending before the ASCII `#`), or ASCII. The
    // bytes after it go into spare capacity and are not counted.
    // `reserve(16)` makes room for all 16 bytes after the current length,
    // so the copy stays inside the allocation, and the `len <= 16` bytes
    // counted are initialised.
    unsafe {
        let v = out.as_mut_vec();
        v.reserve(16);
        let end = v.len();
        std::ptr::copy_nonoverlapping(bytes.as_ptr(), v.as_mut_ptr().add(end), 16);
        v.set_len(end + len);
    }
}

/// `push_inline` after `, ` when `sep`: both in one capacity check.
#[inline]
fn push_inline_sep(out: &mut String, sep: bool, bytes: &[u8; 16], len: usize) {
    let len = len.min(16);
    debug_assert!(std::str::from_utf8(&bytes[..len]).is_ok());
    let at = 2 * sep as usize;
    // SAFETY: as in `push_inline`, `bytes[..len]` is UTF-8, and so is the
    // ASCII `, ` written (and counted) before it when `sep`. `reserve(18)`
    // makes room for the 2 separator bytes and all 16 bytes after them, so
    // both writes stay inside the allocation; the `at + len` bytes counted
    // are initialised.
    unsafe {
        let v = out.as_mut_vec();
        v.reserve(18);
        let end = v.len();
        let p = v.as_mut_ptr().add(end);
        std::ptr::copy_nonoverlapping(b", ".as_ptr(), p, 2);
        std::ptr::copy_nonoverlapping(bytes.as_ptr(), p.add(at), 16);
        v.set_len(end + at + len);
    }
}

/// `push_inline` followed by ` = `, in one capacity check.
#[inline]
fn push_inline_eq(out: &mut String, bytes: &[u8; 16], len: usize) {
    let len = len.min(16);
    debug_assert!(std::str::from_utf8(&bytes[..len]).is_ok());
    // SAFETY: as in `push_inline`, `bytes[..len]` is UTF-8, followed by
    // the ASCII ` = `. `reserve(19)` makes room for the 16 bytes copied
    // and the 3 written after the `len <= 16` counted ones; all
    // `len + 3` bytes counted are initialised.
    unsafe {
        let v = out.as_mut_vec();
        v.reserve(19);
        let end = v.len();
        let p = v.as_mut_ptr().add(end);
        std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, 16);
        std::ptr::copy_nonoverlapping(b" = ".as_ptr(), p.add(len), 3);
        v.set_len(end + len + 3);
    }
}

/// Appends `s`, for 1 to 16 bytes without a `memcpy` call: two
/// overlapping fixed-size copies of its head and tail (the bytes in
/// between are covered by one or both), as `memcpy` itself does inside.
/// For the short static texts printed on every op (op names).
#[inline]
pub(super) fn push_short(out: &mut String, s: &str) {
    let b = s.as_bytes();
    let n = b.len();
    let (head, tail): (u64, u64) = match n {
        8..=16 => (
            u64::from_le_bytes(b[..8].try_into().unwrap_or_default()),
            u64::from_le_bytes(b[n - 8..].try_into().unwrap_or_default()),
        ),
        _ => return out.push_str(s),
    };
    // SAFETY: `s` is UTF-8 and all `n` bytes of it are written (the head
    // covers `..8`, the tail `n - 8..n`, together all of `..n` as
    // `n <= 16`), so the string stays UTF-8 when its length grows by `n`.
    // `reserve(16)` makes room for them after the current length; the
    // unaligned writes stay inside it (`n - 8 + 8 <= 16`).
    unsafe {
        let v = out.as_mut_vec();
        v.reserve(16);
        let end = v.len();
        let p = v.as_mut_ptr().add(end);
        std::ptr::write_unaligned(p.cast::<u64>(), head.to_le());
        std::ptr::write_unaligned(p.add(n - 8).cast::<u64>(), tail.to_le());
        v.set_len(end + n);
    }
}

/// Appends `n` in decimal, two digits at a time from a table, straight
/// into the string's spare capacity. Value numbers are printed for every
/// use: pushing digit by digit (a capacity check each), through
/// `push_str(from_utf8(..))` (an out-of-line validation) or by copying a
/// stack buffer (a `memcpy` call) each cost twice as much or more.
#[inline]
pub fn push_u32(out: &mut String, mut n: u32) {
    if n < 10 {
        out.push((b'0' + n as u8) as char);
        return;
    }
    let len = decimal_len(n);
    // SAFETY: only ASCII digits are appended, so the string stays UTF-8.
    let bytes = unsafe { out.as_mut_vec() };
    bytes.reserve(len);
    let start = bytes.len();
    let spare = &mut bytes.spare_capacity_mut()[..len];
    let mut i = len;
    while n >= 100 {
        let pair = (n % 100) as usize * 2;
        n /= 100;
        i -= 2;
        spare[i].write(PAIRS[pair]);
        spare[i + 1].write(PAIRS[pair + 1]);
    }
    if n >= 10 {
        let pair = n as usize * 2;
        spare[0].write(PAIRS[pair]);
        spare[1].write(PAIRS[pair + 1]);
    } else {
        spare[0].write(b'0' + n as u8);
    }
    // SAFETY: the loop above wrote all `len` bytes after `start` (the
    // digits from the last pair down to the first one or two).
    unsafe { bytes.set_len(start + len) };
}

/// The two-digit decimal strings of 0..=99, back to back.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Writes `n` in decimal at the start of `out` (10 bytes hold any `u32`)
/// and returns the number of digits.
#[inline]
fn decimal_into(mut n: u32, out: &mut [u8]) -> usize {
    let len = if n < 10 { 1 } else { decimal_len(n) };
    let Some(out) = out.get_mut(..len) else {
        return 0;
    };
    let mut i = len;
    while n >= 100 {
        let pair = (n % 100) as usize * 2;
        n /= 100;
        i -= 2;
        out[i] = PAIRS[pair];
        out[i + 1] = PAIRS[pair + 1];
    }
    if n >= 10 {
        let pair = n as usize * 2;
        out[0] = PAIRS[pair];
        out[1] = PAIRS[pair + 1];
    } else {
        out[0] = b'0' + n as u8;
    }
    len
}

/// The number of decimal digits of `n` (at least 2: single digits are
/// pushed directly).
#[inline]
fn decimal_len(n: u32) -> usize {
    match n {
        0..=99 => 2,
        100..=999 => 3,
        1_000..=9_999 => 4,
        10_000..=99_999 => 5,
        100_000..=999_999 => 6,
        1_000_000..=9_999_999 => 7,
        10_000_000..=99_999_999 => 8,
        100_000_000..=999_999_999 => 9,
        _ => 10,
    }
}

#[cfg(test)]
mod tests {
    use super::{decimal_into, push_u32, Base, Names, ValueName};
    use crate::ids::Value;

    #[test]
    fn push_u32_writes_decimal() {
        let mut s = String::new();
        for n in [0, 7, 10, 99, 100, 101, 1_000, 12_345, 4_294_967_295] {
            push_u32(&mut s, n);
            s.push(' ');
        }
        assert_eq!(s, "0 7 10 99 100 101 1000 12345 4294967295 ");
    }

    #[test]
    fn names_are_stored_as_use_text() {
        let mut names = Names {
            values: vec![ValueName::UNSET; 12],
            blocks: Vec::new(),
            op_ids: Vec::new(),
            long: Vec::new(),
            scratch: String::new(),
        };
        names.set_group(0, 1, Base::Num(7));
        names.set_group(1, 2, Base::Num(123_456));
        names.set_group(3, 1, Base::Arg(2));
        // Inline up to 14 bytes; longer uses (`#1` included) aside.
        names.set_group(4, 2, Base::Custom("abcdefghijkl"));
        names.set_group(6, 1, Base::Custom("a_name_longer_than_inline"));
        names.set_group(7, 1, Base::Num(4_294_967_295));
        names.set_group(8, 1, Base::Custom("é"));
        let uses: Vec<String> = (0..10)
            .map(|i| {
                let mut s = String::new();
                names.write_use(Value::from_index(i), &mut s);
                s
            })
            .collect();
        assert_eq!(
            uses,
            [
                "%7",
                "%123456#0",
                "%123456#1",
                "%arg2",
                "%abcdefghijkl#0",
                "%abcdefghijkl#1",
                "%a_name_longer_than_inline",
                "%4294967295",
                "%é",
                "%<<UNKNOWN SSA VALUE>>",
            ]
        );
        let mut s = String::new();
        names.write_use(Value::from_index(100), &mut s);
        assert_eq!(s, "%<<UNKNOWN SSA VALUE>>");
        let defs: Vec<String> = [0, 1, 4, 6, 9]
            .iter()
            .map(|&i| {
                let mut s = String::new();
                names.write_group(&names.values[i], &mut s);
                s
            })
            .collect();
        assert_eq!(
            defs,
            [
                "%7",
                "%123456:2",
                "%abcdefghijkl:2",
                "%a_name_longer_than_inline",
                "%<<UNKNOWN SSA VALUE>>"
            ]
        );
        assert_eq!(names.values[2].group, 0);
    }

    #[test]
    fn push_short_appends() {
        let mut s = String::from("x");
        let mut expected = String::from("x");
        for t in [
            "",
            "a",
            "abcdefg",
            "arith.ori",
            "arith.addi",
            "é∂ü",
            "0123456789abcdef",
            "0123456789abcdefg",
            "ünïcödé.öp",
        ] {
            super::push_short(&mut s, t);
            expected.push_str(t);
        }
        assert_eq!(s, expected);
    }

    #[test]
    fn stepped_names_equal_formatted_ones() {
        let mut c = super::Counters::default();
        for n in (0..=1_000_001).chain([9_999_999, 99_999, 4_294_967_294]) {
            if c.value != n {
                c.value = n;
                c.value_text = super::num_name(n);
            }
            let bytes = c.value_text;
            assert_eq!(c.next_value(), n);
            assert_eq!(bytes, super::num_name(n), "{n}");
        }
    }

    #[test]
    fn uses_and_definitions_write_separators() {
        let mut names = Names {
            values: vec![ValueName::UNSET; 4],
            blocks: Vec::new(),
            op_ids: Vec::new(),
            long: Vec::new(),
            scratch: String::new(),
        };
        names.set_group(0, 1, Base::Num(7));
        names.set_group(1, 1, Base::Custom("a_name_longer_than_inline"));
        names.set_group(2, 1, Base::Arg(12));
        let vs: Vec<Value> = (0..5).map(Value::from_index).collect();
        let mut s = String::from("x");
        names.write_uses(&vs, &mut s);
        assert_eq!(
            s,
            "x%7, %a_name_longer_than_inline, %arg12, %<<UNKNOWN SSA VALUE>>, %<<UNKNOWN SSA VALUE>>"
        );
        let mut s = String::from("y");
        names.write_uses(&[], &mut s);
        names.write_uses(&vs[2..3], &mut s);
        assert_eq!(s, "y%arg12");
    }

    #[test]
    fn decimal_into_writes_decimal() {
        for n in [0, 7, 10, 99, 100, 101, 1_000, 12_345, 4_294_967_295] {
            let mut buf = [0; 10];
            let len = decimal_into(n, &mut buf);
            assert_eq!(&buf[..len], n.to_string().as_bytes());
        }
    }

    /// With value users, ops without results take ids from the value
    /// counter; the module takes id 0 only with unique ids (otherwise its
    /// region starts from 0 again), and a top-level op's regions start
    /// from where the op started.
    #[test]
    fn value_users_number_ops_without_results() {
        use super::{ModuleNames, NameOptions};
        use crate::module::Module;
        let ctx = crate::Context::new();
        let src = "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n  return\n}\n";
        let m = crate::syntax::parse_module(&ctx, "t.mlir", src, &Default::default()).unwrap();
        let f_body = crate::ids::BodyId::from_index(1);
        let texts = |opts: NameOptions| {
            let names = ModuleNames::compute_with(&ctx, &m, opts, 1);
            let body = m.body(f_body);
            let mut out = String::new();
            body.walk(|op| match body.op(op).num_results {
                0 => names.bodies[1].write_op_id(op, &mut out),
                _ => names.bodies[1].write_use(body.result(op, 0), &mut out),
            });
            let mut top = String::new();
            let func = m.body(Module::TOP).block_ops(m.top_block()).next().unwrap();
            names.bodies[0].write_op_id(func, &mut top);
            (top, out)
        };
        let users = NameOptions {
            value_users: true,
            ..NameOptions::plain(true)
        };
        assert_eq!(texts(users), ("%0".into(), "%1%2".into()));
        let unique = NameOptions {
            unique: true,
            ..users
        };
        assert_eq!(texts(unique), ("%1".into(), "%2%3".into()));
        let top = NameOptions {
            top_op: true,
            ..users
        };
        assert_eq!(texts(top), ("%0".into(), "%0%1".into()));
        let top_unique = NameOptions {
            top_op: true,
            ..unique
        };
        assert_eq!(texts(top_unique), ("%0".into(), "%1%2".into()));
        // Without value users, no op has an id.
        let plain = ModuleNames::compute(&ctx, &m, true);
        let mut out = String::new();
        let func = m.body(Module::TOP).block_ops(m.top_block()).next().unwrap();
        plain.bodies[0].write_op_id(func, &mut out);
        assert_eq!(out, "<<UNKNOWN OPERATION>>");
    }

    /// An op numbered on its own starts from nothing, whatever the module
    /// around it holds: with unique ids the first function's argument is
    /// `%arg0` (the module's numbering pops the last function first and
    /// gives it `%arg1`).
    #[test]
    fn rooted_numbering_starts_at_the_op() {
        use super::{ModuleNames, NameOptions};
        use crate::module::Module;
        let ctx = crate::Context::new();
        let src = "func.func @f(%a: i32) {\n  return\n}\nfunc.func @g(%a: i32) {\n  return\n}\n";
        let m = crate::syntax::parse_module(&ctx, "t.mlir", src, &Default::default()).unwrap();
        let top = m.body(Module::TOP);
        let funcs: Vec<_> = top.block_ops(m.top_block()).collect();
        let (f_body, g_body) = (top.op(funcs[0]).body, top.op(funcs[1]).body);
        let arg = |names: &ModuleNames| {
            let body = m.body(f_body);
            let entry = body.entry_block(body.roots[0]).unwrap();
            let mut out = String::new();
            names.bodies[f_body.index()].write_use(body.block_args(entry)[0], &mut out);
            out
        };
        let unique = NameOptions::plain(false);
        assert_eq!(
            arg(&ModuleNames::compute_with(&ctx, &m, unique, 1)),
            "%arg1"
        );
        let rooted = ModuleNames::compute_rooted(&ctx, &m, (Module::TOP, funcs[0]), unique);
        assert_eq!(arg(&rooted), "%arg0");
        // Bodies the op does not reach are not numbered.
        assert!(rooted.bodies[g_body.index()].values.is_empty());
    }
}

#[cfg(test)]
mod deferred_tests {
    use super::{ModuleNames, NameOptions, OnDemandNames};
    use crate::ids::{BodyId, Value};
    use crate::syntax::{parse_module, ParseOptions};
    use crate::Context;

    /// Every value's and block's name in body `b`, as printed.
    fn rendered(names: &super::Names, values: usize) -> (Vec<String>, Vec<u32>) {
        let texts = (0..values)
            .map(|v| {
                let mut s = String::new();
                names.write_use(Value(v as u32), &mut s);
                s
            })
            .collect();
        (texts, names.blocks.clone())
    }

    #[test]
    fn bodies_numbered_when_printed_get_the_names_of_the_whole_module_walk() {
        // A value of the top region: the functions' numbers go on from it.
        let src = r#"module {
  %t = "test.top"() : () -> i32
  func.func @a(%x: i32, %c: i1) -> i32 {
    %c1 = arith.constant 1 : i32
    %0 = scf.if %c -> i32 {
      %c2 = arith.constant 2 : i32
      scf.yield %c2 : i32
    } else {
      scf.yield %x : i32
    }
    cf.br ^bb1(%0 : i32)
  ^bb1(%y: i32):
    %1 = arith.addi %y, %c1 : i32
    return %1 : i32
  }
  module @inner {
    func.func @b(%z: i64) -> i64 {
      %c1_i64 = arith.constant 1 : i64
      %0 = arith.addi %z, %c1_i64 : i64
      return %0 : i64
    }
  }
  llvm.mlir.global internal @g() : i32 {
    %0 = llvm.mlir.constant(7 : i32) : i32
    llvm.return %0 : i32
  }
  func.func private @decl(i32)
}
"#;
        let ctx = Context::new();
        let parse = ParseOptions {
            allow_unregistered: true,
            ..ParseOptions::default()
        };
        let m = parse_module(&ctx, "t.mlir", src, &parse).unwrap();
        let opts = NameOptions::plain(true);
        let eager = ModuleNames::compute_with(&ctx, &m, opts, 1);
        for threads in [1, 2] {
            let deferred = ModuleNames::compute_for_printing(&ctx, &m, opts, threads);
            let mut seen = 0;
            for i in 1..m.bodies.len() {
                let id = BodyId::from_index(i);
                let mut on_demand = OnDemandNames::default();
                deferred.enter(&ctx, &m, id, &mut on_demand);
                for (b, names) in &on_demand.0 .0 {
                    let values = m.body(*b).values.len();
                    assert_eq!(
                        rendered(names, values),
                        rendered(&eager.bodies[b.index()], values),
                        "body {b:?} entered from {id:?}"
                    );
                    seen += 1;
                }
            }
            // The function, the inner module (with its function under it)
            // and the global's initializer were left to the printer.
            // @a, @decl, the inner module with @b under it, and the
            // global's initializer were all left to the printer.
            assert_eq!(seen, 5, "{threads} threads");
        }
    }
}
