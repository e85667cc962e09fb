//! The `aggressive` half of region simplification (MLIR's
//! `mergeIdenticalBlocks` and `dropRedundantArguments`), which the greedy
//! driver runs by default outside the canonicalizer:
//! - non-entry blocks with the same successors whose ops are equivalent
//!   (same names, attributes and types; operands equal, at the same place
//!   in their block, or defined outside it) are merged into the first: the
//!   operands that differ become new arguments of the kept block, which
//!   every predecessor passes (arguments passed the same values by all
//!   merged blocks are shared);
//! - a block argument every predecessor passes the same value for is
//!   replaced by that value.
//!
//! Predecessor edges are gathered per region and checked when read (an
//! edge is live while its terminator is linked and still branches to the
//! block), so redirecting and erasing never searches a list.

use std::collections::BTreeSet;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{AttrId, Block, Op, Region, Value, ValueDef};

use super::driver::Driver;
use super::region::{all_regions, is_branch, set_successor_operands};

/// A terminator and the index of one of its successors.
type Edge = (Op, u32);

/// Predecessor edges of the blocks of one region.
#[derive(Default)]
struct PredEdges {
    map: FxHashMap<Block, SmallVec<[Edge; 2]>>,
}

impl PredEdges {
    fn build(d: &Driver, r: Region) -> PredEdges {
        let mut p = PredEdges::default();
        for b in d.body.region_blocks(r) {
            let Some(term) = d.body.last_op(b) else {
                continue;
            };
            for i in 0..d.body.num_successors(term) {
                p.add(d.body.successor(term, i), (term, i as u32));
            }
        }
        p
    }

    fn add(&mut self, b: Block, e: Edge) {
        self.map.entry(b).or_default().push(e);
    }

    /// The live edges into `b`.
    fn of(&self, d: &Driver, b: Block, out: &mut SmallVec<[Edge; 8]>) {
        out.clear();
        if let Some(list) = self.map.get(&b) {
            out.extend(list.iter().copied().filter(|&(t, i)| {
                d.body.op(t).parent.is_some()
                    && (i as usize) < d.body.num_successors(t)
                    && d.body.successor(t, i as usize) == b
            }));
        }
    }
}

/// Merges identical blocks in every region of the body.
pub(super) fn merge_identical_blocks(d: &mut Driver) -> bool {
    let mut regions = Vec::new();
    all_regions(d.body, &mut regions);
    let mut any = false;
    for r in regions {
        while merge_region(d, r) {
            any = true;
        }
    }
    any
}

fn merge_region(d: &mut Driver, r: Region) -> bool {
    let first = d.body.regions[r.index()].first;
    if first.is_none() || d.body.blocks[first.index()].next.is_none() {
        return false;
    }
    // Blocks other than the entry, grouped by their successor lists (in
    // the order the first of each group appears).
    let mut index: FxHashMap<SmallVec<[Block; 2]>, usize> = FxHashMap::default();
    let mut groups: Vec<SmallVec<[Block; 2]>> = Vec::new();
    let mut b = d.body.blocks[first.index()].next;
    while b.is_some() {
        let succs: SmallVec<[Block; 2]> = match d.body.last_op(b) {
            Some(t) => (0..d.body.num_successors(t))
                .map(|i| d.body.successor(t, i))
                .collect(),
            None => SmallVec::new(),
        };
        let g = *index.entry(succs).or_insert_with(|| {
            groups.push(SmallVec::new());
            groups.len() - 1
        });
        groups[g].push(b);
        b = d.body.blocks[b.index()].next;
    }
    let mut preds = PredEdges::build(d, r);
    let mut merged = false;
    for group in groups.iter().filter(|g| g.len() > 1) {
        let mut clusters: Vec<Cluster> = Vec::new();
        for &b in group {
            if has_non_empty_region(d, b) || args_used_outside(d, b) {
                continue;
            }
            let data = BlockData::new(d, b);
            let mut added = false;
            for c in clusters.iter_mut() {
                if c.add(d, &preds, &data) {
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push(Cluster {
                    leader: data,
                    blocks: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        for c in &clusters {
            merged |= c.merge(d, &mut preds);
        }
    }
    merged
}

fn has_non_empty_region(d: &Driver, b: Block) -> bool {
    d.body.block_ops(b).any(|op| {
        d.body
            .regions(op)
            .iter()
            .any(|&r| d.body.regions[r.index()].first.is_some())
    })
}

/// Whether `v` has a user outside `b` (nested regions count as outside).
fn used_outside(d: &Driver, v: Value, b: Block) -> bool {
    d.uses
        .any_user(d.body, v, |user, _| d.body.op(user).parent != b)
}

fn args_used_outside(d: &Driver, b: Block) -> bool {
    d.body.block_args(b).iter().any(|&a| used_outside(d, a, b))
}

/// A block and the position of each op's first result among the block's
/// values (arguments first).
struct BlockData {
    block: Block,
    order: FxHashMap<Op, u32>,
}

impl BlockData {
    fn new(d: &Driver, block: Block) -> BlockData {
        let mut order = FxHashMap::default();
        let mut at = d.body.block_args(block).len() as u32;
        for op in d.body.block_ops(block) {
            let n = d.body.op(op).num_results;
            if n > 0 {
                order.insert(op, at);
                at += n;
            }
        }
        BlockData { block, order }
    }

    fn order_of(&self, d: &Driver, v: Value) -> Option<u32> {
        match d.body.value(v).def {
            ValueDef::BlockArg { index, .. } => Some(index),
            ValueDef::Result { op, index } => self.order.get(&op).map(|&o| o + index),
        }
    }
}

struct Cluster {
    leader: BlockData,
    blocks: Vec<Block>,
    /// (op position, operand index) of the operands that differ between
    /// the leader and some merged block, sorted.
    operands: BTreeSet<(u32, u32)>,
}

/// MLIR's `isEquivalentTo` ignoring operand values and locations.
fn equivalent(d: &Driver, a: Op, b: Op) -> bool {
    let (x, y) = (d.body.op(a), d.body.op(b));
    if x.opcode != y.opcode
        || x.name != y.name
        || x.attrs != y.attrs
        || x.regions.len != y.regions.len
        || x.num_results != y.num_results
        || d.body.operands(a).len() != d.body.operands(b).len()
    {
        return false;
    }
    // Successor operand counts are part of MLIR's properties.
    let (sa, sb) = (d.body.list(x.successors), d.body.list(y.successors));
    if sa.len() != sb.len()
        || sa
            .iter()
            .skip(1)
            .step_by(2)
            .ne(sb.iter().skip(1).step_by(2))
    {
        return false;
    }
    d.body
        .results(a)
        .zip(d.body.results(b))
        .all(|(r, s)| d.body.value_type(r) == d.body.value_type(s))
}

/// Whether `v` may be passed to `block` as a successor operand: not a
/// result of a predecessor's terminator (it would not dominate the use).
fn valid_successor_arg(d: &Driver, preds: &PredEdges, block: Block, v: Value) -> bool {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return true;
    };
    let home = d.body.op(op).parent;
    if d.body.last_op(home) != Some(op) {
        return true;
    }
    let mut edges = SmallVec::new();
    preds.of(d, block, &mut edges);
    !edges.iter().any(|&(t, _)| d.body.op(t).parent == home)
}

impl Cluster {
    fn add(&mut self, d: &Driver, preds: &PredEdges, data: &BlockData) -> bool {
        let (leader, mb) = (self.leader.block, data.block);
        let (la, ma) = (d.body.block_args(leader), d.body.block_args(mb));
        if la.len() != ma.len()
            || la
                .iter()
                .zip(ma)
                .any(|(&x, &y)| d.body.value_type(x) != d.body.value_type(y))
        {
            return false;
        }
        let mut mismatched: SmallVec<[(u32, u32); 8]> = SmallVec::new();
        let mut lo = d.body.blocks[leader.index()].first;
        let mut ro = d.body.blocks[mb.index()].first;
        let mut opi = 0u32;
        while lo.is_some() && ro.is_some() {
            if !equivalent(d, lo, ro) {
                return false;
            }
            for k in 0..d.body.operands(lo).len() {
                let (lv, rv) = (d.body.operands(lo)[k], d.body.operands(ro)[k]);
                if lv == rv {
                    continue;
                }
                if d.body.value_type(lv) != d.body.value_type(rv) {
                    return false;
                }
                let l_in = d.body.value_block(lv) == leader;
                let r_in = d.body.value_block(rv) == mb;
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(d, preds, leader, lv)
                        || !valid_successor_arg(d, preds, mb, rv)
                    {
                        return false;
                    }
                    mismatched.push((opi, k as u32));
                    continue;
                }
                if self.leader.order_of(d, lv) != data.order_of(d, rv) {
                    return false;
                }
            }
            let outside = |op: Op, b: Block| d.body.results(op).any(|v| used_outside(d, v, b));
            if outside(ro, mb) || outside(lo, leader) {
                return false;
            }
            lo = d.body.op(lo).next;
            ro = d.body.op(ro).next;
            opi += 1;
        }
        if lo.is_some() || ro.is_some() {
            return false;
        }
        self.operands.extend(mismatched);
        self.blocks.push(mb);
        true
    }

    fn merge(&self, d: &mut Driver, preds: &mut PredEdges) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let mut edges: SmallVec<[Edge; 8]> = SmallVec::new();
        if !self.operands.is_empty() {
            let branches_only = |d: &Driver, b: Block, edges: &mut SmallVec<[Edge; 8]>| {
                preds.of(d, b, edges);
                edges.iter().all(|&(t, _)| is_branch(d.body.op(t).opcode))
            };
            if !branches_only(d, leader, &mut edges)
                || !self.blocks.iter().all(|&b| branches_only(d, b, &mut edges))
            {
                return false;
            }
            let n_old = d.body.block_args(leader).len();
            // The differing operands of each block (the leader first); the
            // leader's ops read new arguments instead.
            let mut lists: Vec<SmallVec<[Value; 8]>> = vec![SmallVec::new(); 1 + self.blocks.len()];
            let mut cursors: SmallVec<[Op; 4]> = SmallVec::new();
            cursors.push(d.body.blocks[leader.index()].first);
            cursors.extend(self.blocks.iter().map(|&b| d.body.blocks[b.index()].first));
            let mut at = 0u32;
            for &(opi, k) in &self.operands {
                for c in cursors.iter_mut() {
                    for _ in at..opi {
                        *c = d.body.op(*c).next;
                    }
                }
                at = opi;
                for (i, &c) in cursors.iter().enumerate() {
                    let v = d.body.operands(c)[k as usize];
                    lists[i].push(v);
                    if i == 0 {
                        let loc = value_loc(d, v);
                        let ty = d.body.value_type(v);
                        let arg = d.body.add_block_arg(leader, ty, loc);
                        d.set_operand(c, k as usize, arg);
                    }
                }
            }
            prune_redundant(d, &mut lists, n_old, leader);
            append_to_preds(d, preds, leader, &lists[0], &mut edges);
            for (i, &b) in self.blocks.iter().enumerate() {
                append_to_preds(d, preds, b, &lists[i + 1], &mut edges);
            }
        }
        for &b in &self.blocks {
            preds.of(d, b, &mut edges);
            for &(t, i) in &edges {
                d.preds.remove_all(d.body, t);
                d.body.set_successor(t, i as usize, leader);
                d.preds.add_all(d.body, t);
                preds.add(leader, (t, i));
            }
            d.erase_block_ops(b);
            d.body.unlink_block(b);
        }
        true
    }
}

/// A value's location: its op's, or the block argument's own.
fn value_loc(d: &Driver, v: Value) -> AttrId {
    match d.body.value(v).def {
        ValueDef::Result { op, .. } => d.body.op(op).loc,
        ValueDef::BlockArg { .. } => d.body.value(v).loc,
    }
}

/// MLIR's `pruneRedundantArguments`: a new argument whose values equal,
/// in every list, those of an earlier one that first carried the same
/// leader value is dropped for it.
fn prune_redundant(
    d: &mut Driver,
    lists: &mut [SmallVec<[Value; 8]>],
    n_old: usize,
    leader: Block,
) {
    let n = lists[0].len();
    let mut first: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in lists[0].iter().enumerate() {
        first.entry(v).or_insert(j);
    }
    let mut replacement: SmallVec<[Option<usize>; 8]> = SmallVec::from_elem(None, n);
    for j in 0..n {
        let k = first[&lists[0][j]];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement[j] = Some(k);
        }
    }
    if replacement.iter().all(Option::is_none) {
        return;
    }
    for (j, r) in replacement.iter().enumerate() {
        if let Some(k) = *r {
            let old = d.body.block_args(leader)[n_old + j];
            let new = d.body.block_args(leader)[n_old + k];
            d.replace_all_uses(old, new);
        }
    }
    for j in (0..n).rev() {
        if replacement[j].is_some() {
            erase_block_arg(d, leader, n_old + j);
        }
    }
    for l in lists.iter_mut() {
        let mut j = 0;
        l.retain(|_| {
            let keep = replacement[j].is_none();
            j += 1;
            keep
        });
    }
}

/// Appends `values` to the operands every predecessor passes to `b`.
fn append_to_preds(
    d: &mut Driver,
    preds: &PredEdges,
    b: Block,
    values: &[Value],
    edges: &mut SmallVec<[Edge; 8]>,
) {
    preds.of(d, b, edges);
    for &(t, i) in edges.iter() {
        edit_successor_operands(d, t, i as usize, |group| group.extend_from_slice(values));
    }
}

/// Rewrites the operands `term` passes to its successor `succ`.
fn edit_successor_operands(
    d: &mut Driver,
    term: Op,
    succ: usize,
    f: impl FnOnce(&mut SmallVec<[Value; 8]>),
) {
    let mut operands: SmallVec<[Value; 8]> =
        SmallVec::from_slice(d.body.non_successor_operands(term));
    let mut counts: SmallVec<[u32; 4]> = SmallVec::new();
    let mut f = Some(f);
    for (k, (_, group)) in d.body.successors(term).enumerate() {
        let mut g: SmallVec<[Value; 8]> = SmallVec::from_slice(group);
        if k == succ {
            if let Some(f) = f.take() {
                f(&mut g);
            }
        }
        counts.push(g.len() as u32);
        operands.extend(g);
    }
    set_successor_operands(d, term, &operands, &counts);
}

/// Removes argument `idx` of `b` (its uses are gone), renumbering the rest.
fn erase_block_arg(d: &mut Driver, b: Block, idx: usize) {
    let span = d.body.blocks[b.index()].args;
    let start = span.start as usize;
    let len = span.len as usize;
    if idx >= len {
        return;
    }
    d.body
        .pool
        .copy_within(start + idx + 1..start + len, start + idx);
    for k in idx..len - 1 {
        let v = Value(d.body.pool[start + k]);
        d.body.values[v.index()].def = ValueDef::BlockArg {
            block: b,
            index: k as u32,
        };
    }
    d.body.blocks[b.index()].args.len -= 1;
}

/// Drops, in every region, the block arguments all predecessors pass the
/// same value for.
pub(super) fn drop_redundant_arguments(d: &mut Driver) -> bool {
    let mut regions = Vec::new();
    all_regions(d.body, &mut regions);
    let mut any = false;
    let mut edges: SmallVec<[Edge; 8]> = SmallVec::new();
    for r in regions {
        let owner = d.body.regions[r.index()].parent;
        if owner.is_some() && d.body.op(owner).parent.is_none() {
            continue;
        }
        // An entry block has no predecessors.
        let first = d.body.regions[r.index()].first;
        if first.is_none() || d.body.blocks[first.index()].next.is_none() {
            continue;
        }
        let preds = PredEdges::build(d, r);
        let mut b = d.body.regions[r.index()].first;
        while b.is_some() {
            any |= drop_in_block(d, &preds, b, &mut edges);
            b = d.body.blocks[b.index()].next;
        }
    }
    any
}

fn drop_in_block(
    d: &mut Driver,
    preds: &PredEdges,
    b: Block,
    edges: &mut SmallVec<[Edge; 8]>,
) -> bool {
    let n = d.body.block_args(b).len();
    if n == 0 {
        return false;
    }
    preds.of(d, b, edges);
    if edges.is_empty() || !edges.iter().all(|&(t, _)| is_branch(d.body.op(t).opcode)) {
        return false;
    }
    let mut erase: SmallVec<[usize; 4]> = SmallVec::new();
    for idx in 0..n {
        let arg = d.body.block_args(b)[idx];
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(t, i) in edges.iter() {
            let Some((_, group)) = d.body.successors(t).nth(i as usize) else {
                same = false;
                break;
            };
            let Some(&v) = group.get(idx) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        // A block passing its own argument back alone is unreachable (and
        // erased before this runs); never replace a value by itself.
        if let Some(c) = common.filter(|&c| same && c != arg) {
            d.replace_all_uses(arg, c);
            erase.push(idx);
        }
    }
    for &idx in erase.iter().rev() {
        erase_block_arg(d, b, idx);
        for &(t, i) in edges.iter() {
            edit_successor_operands(d, t, i as usize, |g| {
                if idx < g.len() {
                    g.remove(idx);
                }
            });
        }
    }
    !erase.is_empty()
}
