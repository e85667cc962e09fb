//! The conversion framework: per-dialect pattern sets sharing one
//! `TypeConverter`, dispatched through a dense dialect table, driving a
//! `BodyRewriter` over one body.

pub mod arith;
pub(crate) mod arith_fold;
pub mod cf;
mod div_expansion;
pub(crate) mod float_fold;
pub(crate) mod fold;
pub mod func;
pub mod func_module;
mod in_place;
pub mod index;
pub(crate) mod int_fold;
pub mod llvm_attrs;
pub mod math;
pub mod rewriter;
pub mod scratch;
pub mod test_patterns;
pub mod ub;
pub mod unranked_copy;
pub mod vector;
pub(crate) mod vector_broadcast;

use smallvec::SmallVec;
use strata_ir::{Block, Body, Context, Diag, Dialect, Op, Region, Value};

use crate::names::Names;
use crate::type_converter::{SignatureConversion, TypeConverter};
pub use fold::Target;
pub use rewriter::{BodyRewriter, InlineRegion, Notes, Want};
pub use scratch::Scratch;

/// Number of `Dialect` variants (the dispatch table's size).
use strata_ir::opcode::NUM_DIALECTS;

/// A dialect's conversion patterns.
pub trait Patterns: Sync {
    /// The dialect whose ops this set converts.
    fn dialect(&self) -> Dialect;

    /// Rewrites `op` at the rewriter's cursor. `Ok(false)` leaves the op
    /// unconverted (MLIR's partial conversion: e.g. tensor operands).
    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag>;

    /// Whether this set will convert branch `op`, so that its successors'
    /// block arguments take converted types.
    fn converts_successors(&self, _rw: &BodyRewriter, _op: Op) -> bool {
        false
    }

    /// Whether the driver may first try `arith::scalar_fast` on this set's
    /// ops, in its own loop (no dynamic call, no `Result`): true only for
    /// a set whose `rewrite` starts with that same step, so that it only
    /// skips work, never changes the outcome.
    fn scalar_fast_path(&self) -> bool {
        false
    }
}

/// Per-body inputs prepared by a pass's module-level phase.
#[derive(Default, Clone)]
pub struct BodyInputs<'a> {
    /// The converted signature when this body is a converted function's.
    pub signature: Option<&'a SignatureConversion>,
    /// Names of the `llvm.mlir.global`s for this body's `cf.assert` messages,
    /// in op order.
    pub assert_globals: &'a [strata_ir::Ident],
    /// The bare-pointer type converter: for the body of a function marked
    /// `llvm.bareptr` (`bare_body`) and for calls to such functions.
    pub bare: Option<&'a TypeConverter<'a>>,
    pub bare_body: bool,
    /// Functions marked `llvm.bareptr`.
    pub bare_callees: Option<&'a rustc_hash::FxHashSet<strata_ir::Ident>>,
    /// Names of the globals for this body's `vector.print` strings, in op
    /// order.
    pub print_strings: &'a [strata_ir::Ident],
    /// The body of the `builtin.module` nearest around this body's ops
    /// (`None`: the top-level module).
    pub module: Option<strata_ir::BodyId>,
}

/// The pattern sets of one pass, with a dense `Dialect → set` table.
pub struct ConversionSet<'a> {
    sets: Vec<&'a dyn Patterns>,
    table: [u8; NUM_DIALECTS],
    /// The arith set takes `arith::scalar_fast` (see
    /// `Patterns::scalar_fast_path`).
    scalar_fast: bool,
    /// Arith's patterns are in the set.
    arith: bool,
    /// What the pass's conversion target makes legal (see `fold`).
    target: Target,
    /// The errors emitted without failing the pass by the final
    /// conversion of each body (`BodyRewriter::nonfatal`).
    nonfatal: std::sync::Mutex<Vec<Diag>>,
}

impl<'a> ConversionSet<'a> {
    pub fn new(sets: Vec<&'a dyn Patterns>) -> Self {
        let mut table = [u8::MAX; NUM_DIALECTS];
        for (i, s) in sets.iter().enumerate() {
            table[s.dialect() as usize] = i as u8;
        }
        let scalar_fast = sets
            .get(table[Dialect::Arith as usize] as usize)
            .is_some_and(|s| s.scalar_fast_path());
        let arith = table[Dialect::Arith as usize] != u8::MAX;
        ConversionSet {
            sets,
            table,
            scalar_fast,
            arith,
            target: Target::default(),
            nonfatal: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// The set with ops folded before patterns as MLIR's conversion does
    /// for the pass's `target`.
    pub fn with_target(mut self, target: Target) -> Self {
        self.target = target;
        self
    }

    #[inline]
    fn for_op(&self, body: &Body, op: Op) -> Option<&'a dyn Patterns> {
        let i = self.table[body.op(op).opcode.dialect() as usize];
        self.sets.get(i as usize).copied()
    }

    pub fn is_empty(&self) -> bool {
        self.sets.is_empty()
    }

    /// The errors the bodies' conversions emitted without failing the
    /// pass, in source order (bodies are converted in parallel).
    pub fn take_diagnostics(&self) -> Vec<Diag> {
        let mut d = std::mem::take(&mut *strata_ir::par::lock(&self.nonfatal));
        d.sort_by_key(|a| (a.loc.line, a.loc.col));
        d
    }

    /// Rewrites `old` into a fresh body.
    pub fn convert_body(
        &self,
        ctx: &Context,
        tc: &TypeConverter,
        names: &Names,
        old: &Body,
        inputs: &BodyInputs,
    ) -> Result<Body, Diag> {
        let mut scratch = Scratch::default();
        let built = self.convert_into(ctx, tc, names, old, inputs, &mut scratch)?;
        Ok(scratch::exact_copy(&built))
    }

    /// Rewrites `body` in place: the new body is built in `scratch`'s
    /// arenas, then replaces the original (see `conversion::scratch`),
    /// which comes back when another pool thread is to free it. On error
    /// `body` is left as it was.
    pub fn convert_body_in_place(
        &self,
        ctx: &Context,
        tc: &TypeConverter,
        names: &Names,
        body: &mut Body,
        inputs: &BodyInputs,
        scratch: &mut Scratch,
    ) -> Result<Option<Body>, Diag> {
        let built = self.convert_into(ctx, tc, names, body, inputs, scratch)?;
        Ok(scratch::replace_with_copy(body, built, scratch))
    }

    /// Rewrites `old` into `scratch`'s arenas and returns them.
    fn convert_into(
        &self,
        ctx: &Context,
        tc: &TypeConverter,
        names: &Names,
        old: &Body,
        inputs: &BodyInputs,
        scratch: &mut Scratch,
    ) -> Result<Body, Diag> {
        let mut notes = Notes::default();
        let first = self.convert_noting(ctx, tc, names, old, inputs, scratch, &mut notes);
        if !notes.in_place_folds {
            self.commit(notes.nonfatal);
            return first;
        }
        // Some folder changed an op in place: convert again from a copy
        // with those changes made, as MLIR's patterns and later folds see
        // them (see `in_place`). What the first conversion emitted goes.
        if let Ok(built) = first {
            scratch.give_back(built);
        }
        let folded = in_place::folded_copy(ctx, old, &self.target, self.arith, self.keepable());
        let mut notes = Notes::default();
        let second = self.convert_noting(ctx, tc, names, &folded, inputs, scratch, &mut notes);
        self.commit(notes.nonfatal);
        second
    }

    /// What this pass's conversion keeps of folds to constants: those its
    /// own pattern sets legalize.
    fn keepable(&self) -> fold::Keepable {
        let has = |d: Dialect| self.table[d as usize] != u8::MAX;
        fold::Keepable {
            arith: self.arith,
            index: has(Dialect::Index),
            poison: has(Dialect::Ub),
        }
    }

    /// Keeps the errors a body's final conversion emitted.
    fn commit(&self, nonfatal: Vec<Diag>) {
        if !nonfatal.is_empty() {
            strata_ir::par::lock(&self.nonfatal).extend(nonfatal);
        }
    }

    /// One conversion of `old` into `scratch`'s arenas, noting what it
    /// met in `notes`.
    #[allow(clippy::too_many_arguments)]
    fn convert_noting(
        &self,
        ctx: &Context,
        tc: &TypeConverter,
        names: &Names,
        old: &Body,
        inputs: &BodyInputs,
        scratch: &mut Scratch,
        notes: &mut Notes,
    ) -> Result<Body, Diag> {
        let tc = match inputs.bare {
            Some(b) if inputs.bare_body => b,
            _ => tc,
        };
        let arenas = scratch.take(old);
        let tables = std::mem::take(&mut scratch.tables);
        let mut rw = BodyRewriter::with_maps(ctx, tc, names, old, arenas, tables.vmap, tables.bmap);
        rw.assert_globals = inputs.assert_globals;
        rw.bare_tc = inputs.bare;
        rw.bare_callees = inputs.bare_callees;
        rw.print_strings = inputs.print_strings;
        let keep = self.keepable();
        rw.poison_legal = keep.poison;
        rw.index_legal = keep.index;
        rw.module = inputs.module.unwrap_or(strata_ir::Module::TOP);
        let mut live = tables.live;
        let order = block_order(old, &mut live);
        let mut convert_args = tables.convert_args;
        self.mark_converted_successors(&rw, &live, &mut convert_args);
        let mut driver = Driver {
            set: self,
            convert_args,
            order,
            live,
        };
        let mut done = Ok(());
        for (i, &root) in old.roots.iter().enumerate() {
            let nr = rw.new.add_root_region();
            let sig = if i == 0 { inputs.signature } else { None };
            done = driver.region(&mut rw, root, nr, sig, 0);
            if done.is_err() {
                break;
            }
        }
        // What the conversion met counts even when it failed.
        *notes = std::mem::take(&mut rw.notes);
        done?;
        rw.finish_fixups()?;
        let (new, vmap, bmap) = rw.into_parts();
        scratch.tables = scratch::Tables {
            vmap,
            bmap,
            live: driver.live,
            convert_args: driver.convert_args,
        };
        Ok(new)
    }

    /// Marks in `marks` (cleared and sized here) the blocks whose
    /// arguments take converted types.
    fn mark_converted_successors(&self, rw: &BodyRewriter, live: &[bool], marks: &mut Vec<bool>) {
        let old = rw.old;
        marks.clear();
        marks.resize(old.blocks.len(), false);
        // A scan of the op arena, not a walk: the ops it must look at are
        // those in reached blocks (a reached block's parent region is
        // reached, so `live` alone says which), and the successor count
        // rules out most ops at once.
        for (i, d) in old.ops.iter().enumerate() {
            if d.successors.len == 0 || !live.get(d.parent.index()).copied().unwrap_or(false) {
                continue;
            }
            let op = Op::from_index(i);
            if let Some(set) = self.for_op(old, op) {
                if set.converts_successors(rw, op) {
                    for i in 0..old.num_successors(op) {
                        marks[old.successor(op, i).index()] = true;
                    }
                }
            }
        }
    }
}

/// Regions nest at most this deep in a converted body (the parser allows
/// 64); deeper IR built through the API gets a diagnostic, not a stack
/// overflow.
const MAX_REGION_DEPTH: u32 = 1024;

/// The order MLIR's dialect conversion visits blocks in: per region, a
/// depth-first preorder from the entry block following successors in order.
/// Blocks it never reaches (unreachable ones, and everything nested in
/// them) are not converted. Returns the blocks of every region in visiting
/// order (indexed by region), and marks in `live` (cleared and sized here)
/// whether each block is reached.
fn block_order(body: &Body, live: &mut Vec<bool>) -> Vec<SmallVec<[Block; 8]>> {
    let mut order: Vec<SmallVec<[Block; 8]>> = vec![SmallVec::new(); body.regions.len()];
    live.clear();
    live.resize(body.blocks.len(), false);
    // Inline stacks: the common body (one region, a few blocks) makes no
    // heap allocation for them.
    let mut regions: SmallVec<[Region; 4]> = body.roots.iter().rev().copied().collect();
    let mut stack: SmallVec<[Block; 16]> = SmallVec::new();
    while let Some(r) = regions.pop() {
        let Some(entry) = body.entry_block(r) else {
            continue;
        };
        let visited = &mut order[r.index()];
        stack.push(entry);
        live[entry.index()] = true;
        while let Some(b) = stack.pop() {
            visited.push(b);
            if let Some(t) = body.last_op(b) {
                // Successors are visited in order: push them reversed.
                for i in (0..body.num_successors(t)).rev() {
                    let s = body.successor(t, i);
                    if !live[s.index()] {
                        live[s.index()] = true;
                        stack.push(s);
                    }
                }
            }
        }
        // Only a body with regions beyond its roots has ops holding some.
        if body.regions.len() > body.roots.len() {
            for &b in visited.iter() {
                for op in body.block_ops(b) {
                    regions.extend(body.regions(op).iter().copied());
                }
            }
        }
    }
    order
}

struct Driver<'s, 'a> {
    set: &'s ConversionSet<'a>,
    convert_args: Vec<bool>,
    /// Blocks of each region in conversion order (see `block_order`).
    order: Vec<SmallVec<[Block; 8]>>,
    live: Vec<bool>,
}

impl Driver<'_, '_> {
    fn region(
        &mut self,
        rw: &mut BodyRewriter,
        old_region: Region,
        new_region: Region,
        sig: Option<&SignatureConversion>,
        depth: u32,
    ) -> Result<(), Diag> {
        if depth > MAX_REGION_DEPTH {
            return Err(crate::diag::error(
                rw.ctx,
                rw.loc,
                "regions nested too deeply to convert",
            ));
        }
        rw.create_blocks(old_region, new_region);
        let blocks: SmallVec<[Block; 8]> = rw.old.region_blocks(old_region).collect();
        for (i, &b) in blocks.iter().enumerate() {
            match sig {
                Some(sig) if i == 0 => func::convert_entry_args(rw, b, sig),
                _ => rw.add_block_args(b, self.convert_args[b.index()]),
            }
        }
        let saved = rw.cursor;
        // Reached blocks in MLIR's order, then the unreached ones as they
        // are.
        let reached = std::mem::take(&mut self.order[old_region.index()]);
        let unreached: SmallVec<[Block; 8]> = blocks
            .iter()
            .copied()
            .filter(|b| !self.live[b.index()])
            .collect();
        for b in reached.into_iter().chain(unreached) {
            self.block(rw, b, depth)?;
        }
        rw.cursor = saved;
        Ok(())
    }

    /// Converts the blocks of a region a pattern inlined into blocks it
    /// created (MLIR's `inlineRegionBefore`), then resumes the enclosing
    /// block's remaining ops at the block it asked for.
    fn inline_region(
        &mut self,
        rw: &mut BodyRewriter,
        req: InlineRegion,
        depth: u32,
    ) -> Result<(), Diag> {
        let blocks: SmallVec<[Block; 8]> = rw.old.region_blocks(req.region).collect();
        for &b in &blocks {
            rw.add_block_args(b, self.convert_args[b.index()]);
        }
        let reached = std::mem::take(&mut self.order[req.region.index()]);
        let unreached: SmallVec<[Block; 8]> = blocks
            .iter()
            .copied()
            .filter(|b| !self.live[b.index()])
            .collect();
        for b in reached.into_iter().chain(unreached) {
            self.block(rw, b, depth + 1)?;
        }
        rw.cursor = req.resume;
        Ok(())
    }

    /// Converts the ops of old block `b` (copies them when it is not
    /// reached) into its new block.
    fn block(&mut self, rw: &mut BodyRewriter, b: Block, depth: u32) -> Result<(), Diag> {
        let convert = self.live[b.index()];
        rw.cursor = rw.block(b);
        let old = rw.old;
        let mut cur = old.blocks[b.index()].first;
        while let Some(op) = cur.expand() {
            let d = old.op(op);
            cur = d.next;
            if !convert {
                self.copy(rw, op, depth)?;
            } else if !(self.set.scalar_fast && arith::scalar_fast(rw, op, d)) {
                self.op(rw, op, depth)?;
            }
        }
        Ok(())
    }

    fn op(&mut self, rw: &mut BodyRewriter, op: Op, depth: u32) -> Result<(), Diag> {
        let d = rw.old.op(op);
        rw.loc = d.loc;
        let set = self.set.for_op(rw.old, op);
        if self.set.target.folds(d.opcode, self.set.arith)
            && fold::legalize_with_fold(rw, op, self.set.arith)
        {
            return Ok(());
        }
        if let Some(set) = set {
            let mark = rw.materialized_mark();
            rw.materialize_operands(op);
            if set.rewrite(rw, op)? {
                if let Some(req) = rw.inline.take() {
                    self.inline_region(rw, req, depth)?;
                }
                return Ok(());
            }
            rw.forget_materialized_since(mark);
        }
        // `scf.if`'s in-place fold (a negated condition swaps the branches)
        // is kept on the op no pattern converts.
        if self.set.target.fold && set.is_none() {
            if let Some(cond) = crate::op_fold::scf::negated_if(rw.ctx, rw.old, op, true) {
                return self.copy_reading(rw, op, &[cond], true, depth);
            }
        }
        self.copy(rw, op, depth)
    }

    /// Copies `op` unconverted; its regions are converted (when reached).
    fn copy(&mut self, rw: &mut BodyRewriter, op: Op, depth: u32) -> Result<(), Diag> {
        let old = rw.old;
        self.copy_reading(rw, op, old.operands(op), false, depth)
    }

    /// `copy`, with the op reading `operands` and (`swap`) its two regions
    /// in the other order, as an in-place fold left it.
    fn copy_reading(
        &mut self,
        rw: &mut BodyRewriter,
        op: Op,
        operands: &[Value],
        swap: bool,
        depth: u32,
    ) -> Result<(), Diag> {
        rw.loc = rw.old.op(op).loc;
        let new_op = rw.clone_op_reading(op, operands);
        let mut old_regions: SmallVec<[Region; 2]> = rw.old.regions(op).iter().copied().collect();
        if swap {
            old_regions.reverse();
        }
        let new_regions: SmallVec<[Region; 2]> = rw.new.regions(new_op).iter().copied().collect();
        for (o, n) in old_regions.into_iter().zip(new_regions) {
            self.region(rw, o, n, None, depth + 1)?;
        }
        Ok(())
    }
}
