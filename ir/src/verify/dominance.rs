//! SSA dominance: every use is dominated by its definition.
//!
//! Per region, blocks get reverse-post-order numbers and immediate
//! dominators (Cooper, Harvey & Kennedy's iterative algorithm); a DFS over
//! the dominator tree gives entry/exit numbers so each "does A dominate B"
//! query is O(1). Ops get their position in their block for same-block uses.
//! Graph regions (the module's, and those of unregistered ops) are exempt,
//! as are uses in unreachable blocks, as in MLIR.

use crate::body::{Body, ValueDef};
use crate::context::Context;
use crate::diag::Diag;
use crate::ids::{Block, Op, Region};
use crate::opcode::Opcode;

const UNREACHED: u32 = u32::MAX;
/// A block seen by the RPO search, before it gets its number.
const VISITED: u32 = u32::MAX - 1;

/// Block dominance and op positions of one body, for O(1) queries (used by
/// the verifier and by `cse`).
pub struct DomInfo {
    /// Position of each op inside its block.
    op_pos: Vec<u32>,
    /// Dominator-tree DFS entry/exit numbers per block (`UNREACHED` for
    /// blocks not reachable from their region's entry).
    tin: Vec<u32>,
    tout: Vec<u32>,
    /// Every region of the body (roots first, then in walk order).
    regions: Vec<Region>,
}

impl DomInfo {
    pub fn compute(body: &Body) -> DomInfo {
        let mut regions: Vec<Region> = body.roots.clone();
        body.walk(|op| regions.extend_from_slice(body.regions(op)));
        let mut info = DomInfo::blocks_only(body, regions);
        for &r in &info.regions {
            for b in body.region_blocks(r) {
                for (i, op) in body.block_ops(b).enumerate() {
                    info.op_pos[op.index()] = i as u32;
                }
            }
        }
        info
    }

    /// Block dominance of `regions` (every region of the body, outer ones
    /// first); op positions are left unset (`UNREACHED`).
    fn blocks_only(body: &Body, regions: Vec<Region>) -> DomInfo {
        let mut info = DomInfo {
            op_pos: vec![UNREACHED; body.ops.len()],
            tin: vec![UNREACHED; body.blocks.len()],
            tout: vec![UNREACHED; body.blocks.len()],
            regions: Vec::new(),
        };
        let mut scratch = Scratch::default();
        for &r in &regions {
            info.region(body, r, &mut scratch);
        }
        info.regions = regions;
        info
    }

    fn region(&mut self, body: &Body, r: Region, s: &mut Scratch) {
        let Some(entry) = body.entry_block(r) else {
            return;
        };
        // Dense per-block scratch, sized once per body; entries touched
        // here are reset before returning, so no per-region hashing or
        // allocation is needed.
        if s.rpo.len() < body.blocks.len() {
            s.rpo.resize(body.blocks.len(), UNREACHED);
        }
        // Reverse post-order by iterative DFS over successors (`rpo` marks
        // visited blocks with `VISITED` until the numbers are known).
        s.post.clear();
        s.stack.clear();
        s.rpo[entry.index()] = VISITED;
        s.stack.push((entry, 0));
        while let Some(&mut (b, ref mut next)) = s.stack.last_mut() {
            let term = body.last_op(b);
            let n = term.map_or(0, |t| body.num_successors(t));
            if (*next as usize) < n {
                let succ = body.successor(term.unwrap_or(Op::NONE), *next as usize);
                *next += 1;
                if body.blocks[succ.index()].parent == r && s.rpo[succ.index()] == UNREACHED {
                    s.rpo[succ.index()] = VISITED;
                    s.stack.push((succ, 0));
                }
            } else {
                s.post.push(b);
                s.stack.pop();
            }
        }
        s.order.clear();
        s.order.extend(s.post.iter().rev().copied());
        let order = &s.order;
        for (i, &b) in order.iter().enumerate() {
            s.rpo[b.index()] = i as u32;
        }
        // Predecessors within the region, by RPO index, as one list per
        // block: `preds[pred_start[j]..pred_start[j + 1]]`.
        let n = order.len();
        // Only this region's reached blocks have numbers: successors in
        // other regions (malformed IR) are skipped.
        let rpo = &s.rpo;
        let edges = || {
            order.iter().enumerate().flat_map(move |(i, &b)| {
                let t = body.last_op(b);
                (0..t.map_or(0, |t| body.num_successors(t))).filter_map(move |k| {
                    let j = rpo.get(body.successor(t?, k).index()).copied()?;
                    (j != UNREACHED).then_some((j, i as u32))
                })
            })
        };
        group_by_key(n, edges, &mut s.pred_start, &mut s.preds, &mut s.fill);
        let idom = &mut s.idom;
        idom.clear();
        idom.resize(n, UNREACHED);
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..n {
                let mut new = UNREACHED;
                let range = s.pred_start[i] as usize..s.pred_start[i + 1] as usize;
                for &p in &s.preds[range] {
                    if idom[p as usize] == UNREACHED {
                        continue;
                    }
                    new = if new == UNREACHED {
                        p
                    } else {
                        intersect(idom, p, new)
                    };
                }
                if new != idom[i] {
                    idom[i] = new;
                    changed = true;
                }
            }
        }
        // Dominator-tree children, in increasing RPO index per parent:
        // `children[child_start[p]..child_start[p + 1]]`.
        let idom = &s.idom;
        let tree_edges = || {
            idom.iter()
                .enumerate()
                .skip(1)
                .filter(|&(_, &d)| d != UNREACHED)
                .map(|(i, &d)| (d, i as u32))
        };
        group_by_key(
            n,
            tree_edges,
            &mut s.child_start,
            &mut s.children,
            &mut s.fill,
        );
        // Dominator-tree DFS numbering.
        let mut clock = 0u32;
        let stack = &mut s.tree_stack;
        stack.clear();
        stack.push((0, 0));
        self.tin[order[0].index()] = clock;
        while let Some(&mut (node, ref mut k)) = stack.last_mut() {
            let first = s.child_start[node as usize] as usize;
            let end = s.child_start[node as usize + 1] as usize;
            if first + *k < end {
                let c = s.children[first + *k];
                *k += 1;
                clock += 1;
                self.tin[order[c as usize].index()] = clock;
                stack.push((c, 0));
            } else {
                clock += 1;
                self.tout[order[node as usize].index()] = clock;
                stack.pop();
            }
        }
        for &b in order.iter() {
            s.rpo[b.index()] = UNREACHED;
        }
    }

    /// Whether block `a` dominates block `b` (both in one region and
    /// reachable; a block dominates itself).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        self.reachable(a) && self.reachable(b) && self.dominates_raw(a, b)
    }

    /// Whether `b` is reachable from its region's entry.
    pub fn reachable(&self, b: Block) -> bool {
        self.tin[b.index()] != UNREACHED
    }

    /// Position of `op` in its block.
    pub fn position(&self, op: Op) -> u32 {
        self.op_pos[op.index()]
    }

    fn dominates_raw(&self, a: Block, b: Block) -> bool {
        self.tin[a.index()] <= self.tin[b.index()] && self.tout[b.index()] <= self.tout[a.index()]
    }
}

fn intersect(idom: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = idom[a as usize];
        }
        while b > a {
            b = idom[b as usize];
        }
    }
    a
}

/// Buffers reused by every region of a body.
#[derive(Default)]
struct Scratch {
    post: Vec<Block>,
    stack: Vec<(Block, u32)>,
    /// Blocks of the region in reverse post-order.
    order: Vec<Block>,
    /// Per block of the body: its RPO index in the region being computed,
    /// `VISITED` during the DFS, `UNREACHED` otherwise.
    rpo: Vec<u32>,
    pred_start: Vec<u32>,
    preds: Vec<u32>,
    child_start: Vec<u32>,
    children: Vec<u32>,
    fill: Vec<u32>,
    idom: Vec<u32>,
    tree_stack: Vec<(u32, usize)>,
}

/// Whether dominance is enforced in region `r`. `root_owner` is the opcode
/// of the isolated op owning the body's root regions.
pub(super) fn is_ssa_region(body: &Body, r: Region, root_owner: Opcode) -> bool {
    let owner = body.region_parent(r);
    let opcode = if owner.is_none() {
        root_owner
    } else {
        body.op(owner).opcode
    };
    !matches!(opcode, Opcode::Unregistered | Opcode::BuiltinModule)
}

/// Checks that every use is dominated by its definition; `regions` are
/// every region of the body: the roots, then the regions of the ops in
/// walk order (the verifier's walk collects them).
pub(crate) fn check_regions(
    ctx: &Context,
    body: &Body,
    root_owner: Opcode,
    root_owner_loc: crate::ids::AttrId,
    regions: Vec<Region>,
    errs: &mut Vec<Diag>,
    quotes: &mut Vec<super::Quote>,
) {
    let mut info = DomInfo::blocks_only(body, regions);
    if all_dominated(body, &mut info, root_owner) {
        return;
    }
    // Something fails: the errors, in walk order.
    let info = DomInfo::compute(body);
    body.walk(|op| {
        let use_block = body.op(op).parent;
        for (i, &v) in body.operands(op).iter().enumerate() {
            if v.index() >= body.values.len() {
                errs.push(super::op_error(
                    ctx,
                    body,
                    op,
                    format!("operand #{i} is not a valid value"),
                ));
                continue;
            }
            if !dominated(body, &info, v, op, use_block, root_owner) {
                // MLIR emits this one without the `'name' op` prefix.
                let d = Diag::error(
                    super::src_loc(ctx, body.op(op).loc),
                    format!("operand #{i} does not dominate this use"),
                );
                quotes.push(super::Quote {
                    op,
                    error: errs.len(),
                    failed_itself: false,
                    in_message: false,
                });
                errs.push(where_defined(ctx, body, d, v, use_block, root_owner_loc));
            }
        }
    });
}

/// Whether every operand of the body passes the check, block by block:
/// the common use of a value defined earlier in the same block is settled
/// without climbing to the definition's region. Op positions are set on
/// the way (outer regions first, so positions a check needs are set; one
/// not set yet, `UNREACHED`, fails the check, and the caller then looks
/// again with all of them).
fn all_dominated(body: &Body, info: &mut DomInfo, root_owner: Opcode) -> bool {
    let regions = std::mem::take(&mut info.regions);
    let ok = regions
        .iter()
        .all(|&r| region_dominated(body, info, r, root_owner));
    info.regions = regions;
    ok
}

fn region_dominated(body: &Body, info: &mut DomInfo, r: Region, root_owner: Opcode) -> bool {
    let ssa = is_ssa_region(body, r, root_owner);
    for b in body.region_blocks(r) {
        let checked = ssa && info.tin[b.index()] != UNREACHED;
        for (pos, op) in body.block_ops(b).enumerate() {
            let pos = pos as u32;
            info.op_pos[op.index()] = pos;
            for &v in body.operands(op) {
                let Some(data) = body.values.get(v.index()) else {
                    return false;
                };
                // An op of this block has its position once visited
                // (`UNREACHED` before): a definition earlier in the block
                // is exactly one with a smaller position (`op` itself has
                // `pos`).
                let settled = match data.def {
                    ValueDef::BlockArg { block, .. } => block == b,
                    ValueDef::Result { op: def, .. } => {
                        body.ops[def.index()].parent == b
                            && (!checked || info.op_pos[def.index()] < pos)
                    }
                };
                if !settled && !dominated(body, info, v, op, b, root_owner) {
                    return false;
                }
            }
        }
    }
    true
}

/// MLIR's note on where a non-dominating operand comes from, relative to
/// the block that uses it.
fn where_defined(
    ctx: &Context,
    body: &Body,
    d: Diag,
    v: crate::ids::Value,
    use_block: Block,
    root_owner_loc: crate::ids::AttrId,
) -> Diag {
    let use_region = body.blocks[use_block.index()].parent;
    let def_block = body.value_block(v);
    let def_region = body.blocks[def_block.index()].parent;
    let relation = if def_region == use_region {
        "same"
    } else if region_encloses(body, def_region, use_region) {
        "parent"
    } else if region_encloses(body, use_region, def_region) {
        "child"
    } else {
        "neither"
    };
    match body.values[v.index()].def {
        crate::body::ValueDef::Result { op, .. } => {
            let place = match relation {
                _ if def_block == use_block => " (op in the same block)",
                "same" => " (op in the same region)",
                "parent" => " (op in a parent region)",
                "child" => " (op in a child region)",
                _ => " (op is neither in a parent nor in a child region)",
            };
            d.with_note(
                super::src_loc(ctx, body.op(op).loc),
                format!("operand defined here{place}"),
            )
        }
        crate::body::ValueDef::BlockArg { block, .. } => {
            let index = body
                .region_blocks(def_region)
                .take_while(|&b| b != block)
                .count();
            let place = match relation {
                "same" => " in the same region)",
                "parent" => " in a parent region)",
                "child" => " in a child region)",
                _ => " neither in a parent nor in a child region)",
            };
            let owner = body.region_parent(def_region);
            let loc = if owner.is_some() {
                super::src_loc(ctx, body.op(owner).loc)
            } else {
                super::src_loc(ctx, root_owner_loc)
            };
            d.with_note(
                loc,
                format!("operand defined as a block argument (block #{index}{place}"),
            )
        }
    }
}

/// Whether `outer` strictly encloses `inner` (within this body).
fn region_encloses(body: &Body, outer: crate::ids::Region, inner: crate::ids::Region) -> bool {
    let mut r = inner;
    // Bounded: a malformed parent chain stops.
    for _ in 0..body.ops.len() + 1 {
        let parent = body.region_parent(r);
        if parent.is_none() {
            return false;
        }
        let block = body.op(parent).parent;
        if block.is_none() {
            return false;
        }
        r = body.blocks[block.index()].parent;
        if r == outer {
            return true;
        }
    }
    false
}

fn dominated(
    body: &Body,
    info: &DomInfo,
    v: crate::ids::Value,
    user: Op,
    use_block: Block,
    root_owner: Opcode,
) -> bool {
    let def_block = body.value_block(v);
    if def_block.is_none() {
        return false;
    }
    let def_region = body.blocks[def_block.index()].parent;
    // Climb from the use to the op/block that sits in the definition's region.
    let mut ancestor_op = user;
    let mut block = use_block;
    let mut depth = 0;
    while body.blocks[block.index()].parent != def_region {
        let r = body.blocks[block.index()].parent;
        let parent = body.region_parent(r);
        if parent.is_none() || depth > 10_000 {
            return false;
        }
        ancestor_op = parent;
        block = body.op(parent).parent;
        depth += 1;
    }
    if !is_ssa_region(body, def_region, root_owner) {
        return true;
    }
    if info.tin[block.index()] == UNREACHED {
        return true;
    }
    if block == def_block {
        return match body.value(v).def {
            ValueDef::BlockArg { .. } => true,
            ValueDef::Result { op, .. } => {
                op != ancestor_op && info.op_pos[op.index()] < info.op_pos[ancestor_op.index()]
            }
        };
    }
    info.dominates_raw(def_block, block)
}

/// Groups the `(key, item)` pairs `pairs()` yields by key, keys below `n`:
/// the items of key `k` end up at `items[start[k]..start[k + 1]]`, in the
/// order the pairs come. Two passes over the pairs (count, then place)
/// into reused vectors, instead of a vector per key; `fill` is scratch.
fn group_by_key<I: Iterator<Item = (u32, u32)>>(
    n: usize,
    pairs: impl Fn() -> I,
    start: &mut Vec<u32>,
    items: &mut Vec<u32>,
    fill: &mut Vec<u32>,
) {
    start.clear();
    start.resize(n + 1, 0);
    for (k, _) in pairs() {
        start[k as usize + 1] += 1;
    }
    for j in 0..n {
        start[j + 1] += start[j];
    }
    items.clear();
    items.resize(start[n] as usize, 0);
    fill.clear();
    fill.extend_from_slice(&start[..n]);
    for (k, item) in pairs() {
        let at = &mut fill[k as usize];
        items[*at as usize] = item;
        *at += 1;
    }
}
