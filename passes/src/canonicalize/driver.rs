//! The greedy driver (MLIR's `RegionPatternRewriteDriver::simplify` and
//! `processWorklist`) and the IR mutations it and the patterns use, each
//! keeping the use lists and the worklist as MLIR's rewriter listener
//! does (new and modified ops are queued, an erased op's operands that
//! are left with at most one use have their producers queued).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attrs::NamedAttr;
use strata_ir::body::ValueDef;
use strata_ir::opcode::traits;
use strata_ir::{AttrId, Block, Body, Context, Op, OpSpec, Opcode, TypeId, Value};

use super::constants::ConstantFolder;
use super::preds::Preds;
use super::uses::{Uses, Worklist};
use super::{CanonNames, CanonOptions, RegionSimplify};

pub(super) struct Driver<'a> {
    pub ctx: &'a Context,
    pub names: &'a CanonNames,
    pub opts: &'a CanonOptions,
    pub body: &'a mut Body,
    pub uses: Uses,
    /// Predecessors of every block, kept as terminators change.
    pub preds: Preds,
    pub work: Worklist,
    /// `{value = attr}` dictionaries of the constants created, by value.
    const_dicts: FxHashMap<AttrId, AttrId>,
    /// Scratch lists reused across ops (no allocation per op).
    pub scratch_users: Vec<(Op, u32)>,
    pub scratch_ops: Vec<Op>,
    pub num_rewrites: i64,
}

impl<'a> Driver<'a> {
    pub fn new(
        ctx: &'a Context,
        names: &'a CanonNames,
        opts: &'a CanonOptions,
        body: &'a mut Body,
    ) -> Driver<'a> {
        let uses = Uses::build(body);
        let preds = Preds::build(body);
        Driver {
            ctx,
            names,
            opts,
            body,
            uses,
            preds,
            work: Worklist::default(),
            const_dicts: FxHashMap::default(),
            scratch_users: Vec::new(),
            scratch_ops: Vec::new(),
            num_rewrites: 0,
        }
    }

    /// MLIR's `simplify`: iterations until nothing changes (or the limit).
    /// Returns whether it converged.
    pub fn run(mut self) -> bool {
        let mut folder = ConstantFolder::default();
        let mut iteration = 0i64;
        loop {
            iteration += 1;
            if self.opts.max_iterations >= 0 && iteration > self.opts.max_iterations {
                return false;
            }
            self.work.clear();
            folder.reset();
            self.fill_worklist(&mut folder);
            // Unreachable code may hold IR patterns cannot cope with (an op
            // using itself): it goes first, whatever the simplification level.
            let mut changed = super::region::erase_unreachable_blocks(&mut self);
            changed |= self.process_worklist();
            let level = self.opts.region_simplify;
            if level != RegionSimplify::Disabled {
                changed |=
                    super::region::simplify_regions(&mut self, level == RegionSimplify::Aggressive);
            }
            if !changed {
                return true;
            }
        }
    }

    /// Queues every op (pre-order then reversed for top-down, post-order
    /// otherwise), hoisting and uniquing constants on the way as MLIR's
    /// `insertKnownConstant` does.
    fn fill_worklist(&mut self, folder: &mut ConstantFolder) {
        let mut ops = std::mem::take(&mut self.scratch_ops);
        ops.clear();
        collect_ops(self.body, !self.opts.top_down, &mut ops);
        for &op in &ops {
            if self.body.op(op).parent.is_none() {
                continue;
            }
            if folder.insert_known_constant(self, op) {
                self.enqueue(op);
            }
        }
        self.scratch_ops = ops;
        if self.opts.top_down {
            self.work.reverse();
        }
    }

    fn process_worklist(&mut self) -> bool {
        let mut changed = false;
        self.num_rewrites = 0;
        // Patterns that undo each other would loop forever (in MLIR too,
        // without `max-num-rewrites`); far beyond what any real body needs,
        // the iteration stops instead of exhausting memory.
        let runaway = 64 * self.body.ops.len() as i64 + 100_000;
        while (self.opts.max_num_rewrites < 0 || self.num_rewrites < self.opts.max_num_rewrites)
            && self.num_rewrites < runaway
        {
            let Some(op) = self.work.pop() else { break };
            if self.body.op(op).parent.is_none() {
                continue;
            }
            if self.is_trivially_dead(op) {
                self.erase_op(op);
                changed = true;
                continue;
            }
            // Constants are not folded: they would fold to their own value
            // and be materialized again, forever.
            if !is_constant_like(self.body.op(op).opcode) {
                match super::fold::fold(self, op) {
                    super::fold::Folded::Nothing => {}
                    super::fold::Folded::InPlace => {
                        self.enqueue(op);
                        changed = true;
                        continue;
                    }
                    super::fold::Folded::Replaced => {
                        changed = true;
                        continue;
                    }
                }
            }
            if self.apply_patterns(op) {
                changed = true;
                self.num_rewrites += 1;
            }
        }
        changed
    }

    fn apply_patterns(&mut self, op: Op) -> bool {
        let opcode = self.body.op(op).opcode;
        if !self.opts.patterns.admits(opcode) {
            return false;
        }
        match opcode {
            Opcode::CfBr | Opcode::CfCondBr | Opcode::CfSwitch | Opcode::CfAssert => {
                super::cf::apply(self, op)
            }
            Opcode::ArithAddi
            | Opcode::ArithSubi
            | Opcode::ArithMuli
            | Opcode::ArithXori
            | Opcode::ArithAndi
            | Opcode::ArithOri
            | Opcode::ArithCmpi
            | Opcode::ArithSelect
            | Opcode::ArithIndexCast
            | Opcode::ArithIndexCastui
            | Opcode::ArithExtsi
            | Opcode::ArithBitcast => super::arith_patterns::apply(self, op),
            Opcode::ScfFor | Opcode::ScfIf => super::scf::apply(self, op),
            Opcode::FuncCallIndirect => super::func_patterns::apply(self, op),
            Opcode::MemrefAlloc | Opcode::MemrefAlloca | Opcode::MemrefAllocaScope => {
                super::memref_patterns::apply(self, op)
            }
            Opcode::MemrefReinterpretCast => super::reinterpret_cast::apply(self, op),
            Opcode::VectorBroadcast => super::vector_broadcast::apply(self, op),
            Opcode::VectorShapeCast if self.opts.patterns == super::PatternScope::Vector => {
                super::vector_shape_cast::apply(self, op)
            }
            Opcode::VectorExtract => super::vector_broadcast::apply_extract(self, op),
            Opcode::VectorInsert => super::vector_broadcast::apply_insert(self, op),
            _ => false,
        }
    }

    /// MLIR's `wouldOpBeTriviallyDead`: not a terminator, and neither the
    /// op nor (for ops whose effects are those of their contents, as
    /// `scf.if`) anything nested in it has effects other than reads and
    /// allocating its own result.
    pub fn would_be_trivially_dead(&self, op: Op) -> bool {
        if self.body.op(op).opcode.has(traits::TERMINATOR) {
            return false;
        }
        if self.body.op(op).regions.len == 0 {
            return self.effect_free(op);
        }
        let mut stack: SmallVec<[Op; 8]> = SmallVec::new();
        stack.push(op);
        while let Some(o) = stack.pop() {
            let opcode = self.body.op(o).opcode;
            let recursive = matches!(
                opcode,
                Opcode::ScfIf | Opcode::ScfFor | Opcode::MemrefAllocaScope
            );
            if recursive {
                for &r in self.body.regions(o) {
                    for b in self.body.region_blocks(r) {
                        stack.extend(self.body.block_ops(b));
                    }
                }
            } else if !self.effect_free(o) {
                return false;
            }
        }
        true
    }

    /// Whether `op` (regions aside) has no effect but reading memory or
    /// allocating its result.
    fn effect_free(&self, op: Op) -> bool {
        effect_free(self.ctx, self.names, self.body, op)
    }

    pub fn is_trivially_dead(&self, op: Op) -> bool {
        self.would_be_trivially_dead(op) && self.body.results(op).all(|r| self.uses.count(r) == 0)
    }

    // ---- mutations ----

    /// Erases `op` (and what its regions hold) as the rewriter does:
    /// producers of operands this op held the last use of are queued.
    pub fn erase_op(&mut self, op: Op) {
        for r in 0..self.body.regions(op).len() {
            let region = self.body.regions(op)[r];
            let mut b = self.body.regions[region.index()].first;
            while b.is_some() {
                let next = self.body.blocks[b.index()].next;
                self.erase_block_ops(b);
                b = next;
            }
        }
        self.notify_removed(op);
        self.preds.remove_all(self.body, op);
        self.body.remove_op(op);
    }

    /// Erases every op of `block`, last first.
    pub fn erase_block_ops(&mut self, block: Block) {
        while let Some(op) = self.body.last_op(block) {
            self.erase_op(op);
        }
    }

    /// The listener's `notifyOperationRemoved`: operands' producers left
    /// with at most one use are queued, the op leaves the worklist.
    fn notify_removed(&mut self, op: Op) {
        for i in 0..self.body.operands(op).len() {
            let v = self.body.operands(op)[i];
            if let ValueDef::Result { op: def, .. } = self.body.value(v).def {
                if self.body.op(def).parent.is_some() && self.at_most_one_other_user(v, op) {
                    self.enqueue(def);
                }
            }
        }
        for i in 0..self.body.operands(op).len() {
            let v = self.body.operands(op)[i];
            self.uses.drop_one(v);
        }
        self.work.remove(op);
    }

    /// Whether `v` has at most one user besides `op` (MLIR re-queues the
    /// producer then: it may be dead or newly simplifiable). Counted from
    /// the use counts; only a tie needs the use list (one user holding
    /// `v` twice counts once).
    fn at_most_one_other_user(&mut self, v: Value, op: Op) -> bool {
        let own = self.body.operands(op).iter().filter(|&&x| x == v).count() as u32;
        let others = self.uses.count(v).saturating_sub(own);
        if others <= 1 {
            return true;
        }
        // Only one other op holding `v` several times needs the use list;
        // past a few uses that is taken as not the case (it only decides
        // whether the producer is revisited), so values used everywhere
        // are not rescanned at every erasure.
        if others > 4 {
            return false;
        }
        let mut users = std::mem::take(&mut self.scratch_users);
        users.clear();
        self.uses.users(self.body, v, &mut users);
        let mut first = Op::NONE;
        let mut more = false;
        for &(u, _) in &users {
            if u == op || u == first {
                continue;
            }
            if first.is_none() {
                first = u;
            } else {
                more = true;
                break;
            }
        }
        self.scratch_users = users;
        !more
    }

    /// MLIR's `addToWorklist`: the op and every op enclosing it in the
    /// body.
    pub fn enqueue(&mut self, mut op: Op) {
        while op.is_some() {
            self.work.push(op);
            let block = self.body.op(op).parent;
            if block.is_none() {
                return;
            }
            op = self.body.block_parent_op(block);
        }
    }

    /// Sets operand `i` of `op` to `v`, keeping the use lists.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        let old = self.body.operands(op)[i];
        if old == v {
            return;
        }
        self.uses.drop_one(old);
        self.body.set_operand(op, i, v);
        self.uses.add(v, op, i as u32);
    }

    /// Replaces the whole operand list of `op` (a list of another length
    /// moves: every operand gets a fresh use node).
    pub fn set_operands(&mut self, op: Op, vals: &[Value]) {
        for i in 0..self.body.operands(op).len() {
            let v = self.body.operands(op)[i];
            self.uses.drop_one(v);
        }
        self.body.set_operands(op, vals);
        for (i, &v) in vals.iter().enumerate() {
            self.uses.add(v, op, i as u32);
        }
    }

    /// `replaceAllUsesWith`: every user is updated and queued.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let mut users = std::mem::take(&mut self.scratch_users);
        users.clear();
        self.uses.users(self.body, from, &mut users);
        for &(user, i) in &users {
            if self.body.operands(user).get(i as usize) == Some(&from) {
                self.set_operand(user, i as usize, to);
                self.enqueue(user);
            }
        }
        self.scratch_users = users;
    }

    /// `replaceOp`: results replaced by `values`, then `op` erased.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            let r = self.body.result(op, i as u32);
            self.replace_all_uses(r, v);
        }
        self.erase_op(op);
    }

    /// Creates `arith.constant` of `attr` and type `ty` before `before`,
    /// queued as a new op.
    pub fn materialize_constant(&mut self, before: Op, attr: AttrId, ty: TypeId) -> Value {
        let name = self.names.arith_constant;
        self.materialize(before, attr, ty, Opcode::ArithConstant, name)
    }

    /// Creates the constant op `opcode` (any op holding its value as
    /// `value`: `arith.constant`, `spirv.Constant`) before `before`.
    pub fn materialize(
        &mut self,
        before: Op,
        attr: AttrId,
        ty: TypeId,
        opcode: Opcode,
        name: strata_ir::Ident,
    ) -> Value {
        // A fold to poison is materialized as `ub.poison` whatever the
        // op's dialect (arith's and vector's `materializeConstant` do so),
        // its value the default, left implicit.
        let (opcode, name, attr) = if attr == AttrId::UB_POISON {
            (Opcode::UbPoison, self.names.ub_poison, AttrId::NONE)
        } else {
            (opcode, name, attr)
        };
        let dict = if attr == AttrId::NONE {
            AttrId::EMPTY_DICT
        } else {
            *self.const_dicts.entry(attr).or_insert_with(|| {
                self.ctx.dict_attr(&[NamedAttr {
                    name: self.names.value,
                    value: attr,
                }])
            })
        };
        let loc = self.body.op(before).loc;
        let c = self.create_op_before(
            before,
            &OpSpec {
                opcode,
                name,
                operands: &[],
                result_types: &[ty],
                successors: &[],
                attrs: dict,
                loc,
                num_regions: 0,
            },
        );
        self.body.result(c, 0)
    }

    /// Creates `opcode(operands) : ty` before `before`, at its location;
    /// its result.
    pub fn create1_before(
        &mut self,
        before: Op,
        opcode: Opcode,
        operands: &[Value],
        ty: TypeId,
        attrs: AttrId,
    ) -> Value {
        let loc = self.body.op(before).loc;
        let op = self.create_op_before(
            before,
            &OpSpec {
                opcode,
                name: self.ctx.ident(opcode.name()),
                operands,
                result_types: &[ty],
                successors: &[],
                attrs,
                loc,
                num_regions: 0,
            },
        );
        self.body.result(op, 0)
    }

    /// Creates an op before `before`, records its uses and queues it.
    pub fn create_op_before(&mut self, before: Op, spec: &OpSpec) -> Op {
        let op = self.body.create_op(spec);
        self.body.insert_op_before(before, op);
        self.preds.add_all(self.body, op);
        for (i, &v) in spec.operands.iter().enumerate() {
            self.uses.add(v, op, i as u32);
        }
        self.enqueue(op);
        op
    }

    /// Moves `op` to the end of `block`, queued as inserted (its edges, if
    /// a terminator, now leave from `block`).
    pub fn move_to_end(&mut self, op: Op, block: Block) {
        self.preds.remove_all(self.body, op);
        self.body.remove_op(op);
        self.body.append_op(block, op);
        self.preds.add_all(self.body, op);
        self.enqueue(op);
    }

    /// Moves `op` to the front of `block` (it stays queued as it was, and
    /// is queued if it was not: a moved op counts as inserted).
    pub fn move_to_front(&mut self, op: Op, block: Block) {
        self.body.remove_op(op);
        match self.body.blocks[block.index()].first.expand() {
            Some(first) => self.body.insert_op_before(first, op),
            None => self.body.append_op(block, op),
        }
        self.enqueue(op);
    }
}

/// MLIR's `ConstantLike` ops among Strata's (shared with the folders).
pub(super) use crate::op_fold::is_constant_like;

/// Every op linked into `body`, in pre-order or (`post`) post-order: an
/// op's nested ops before the op itself, as `Operation::walk` visits them.
fn collect_ops(body: &Body, post: bool, out: &mut Vec<Op>) {
    if !post {
        body.walk(|op| out.push(op));
        return;
    }
    // Explicit stack of (op, next region index): an op is emitted once all
    // its regions are done.
    let mut stack: Vec<(Op, usize)> = Vec::new();
    for &r in &body.roots {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                stack.push((op, 0));
                while let Some(&mut (top, ref mut next)) = stack.last_mut() {
                    let regions = body.regions(top);
                    if *next < regions.len() {
                        let region = regions[*next];
                        *next += 1;
                        // Push the region's ops in reverse so the first
                        // comes out first; each is expanded in turn.
                        let mut inner: SmallVec<[Op; 16]> = SmallVec::new();
                        for ib in body.region_blocks(region) {
                            inner.extend(body.block_ops(ib));
                        }
                        for &o in inner.iter().rev() {
                            stack.push((o, 0));
                        }
                        continue;
                    }
                    out.push(top);
                    stack.pop();
                }
            }
        }
    }
}

/// Whether `op` of `body` (regions aside) has no effect but reading memory
/// or allocating its result: the ops MLIR's greedy driver erases unused.
pub(crate) fn effect_free(ctx: &Context, names: &CanonNames, body: &Body, op: Op) -> bool {
    let d = body.op(op);
    if d.opcode.has(traits::PURE) {
        return true;
    }
    match d.opcode {
        Opcode::MemrefLoad
        | Opcode::MemrefAlloc
        | Opcode::MemrefAlloca
        | Opcode::LlvmAlloca
        | Opcode::VectorLoad => true,
        // Inline assembly has effects only when it says so.
        Opcode::LlvmInlineAsm => ctx.dict_get(d.attrs, names.has_side_effects).is_none(),
        // A volatile or atomic load also writes.
        Opcode::LlvmLoad => {
            ctx.dict_get(d.attrs, names.volatile_).is_none()
                && ctx.dict_get(d.attrs, names.ordering).is_none()
        }
        _ => false,
    }
}
