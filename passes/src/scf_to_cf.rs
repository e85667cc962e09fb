//! `convert-scf-to-cf`: `scf.for` and `scf.if` become blocks and `cf`
//! branches, laid out as MLIR 22 lays them out.
//!
//! A loop splits its block: the part before it branches to a condition
//! block (the body's entry block, taking the induction variable and the
//! loop-carried values) that compares with `arith.cmpi slt` (`ult` for
//! `unsigned` loops) and enters the body or leaves to the block holding
//! the rest; the body's `scf.yield` becomes the induction variable's
//! `arith.addi` and a branch back. An `if` branches to its then and else
//! blocks, whose yields branch to a continuation block (taking the results;
//! with results, that block then branches to the rest).
//!
//! The body is copied into a fresh one in a single walk; new blocks are
//! placed right after the block being filled, so nested ops lay out in
//! MLIR's order.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{AttrId, Block, Body, Context, Op, OpSpec, Opcode, Region, TypeId, Value};

/// Where a yield in the region of an old scf op branches to.
#[derive(Copy, Clone)]
enum YieldTarget {
    /// `scf.for`: the condition block, the new induction variable and step.
    Loop { cond: Block, iv: Value, step: Value },
    /// `scf.if`: the continuation block.
    If { cont: Block },
}

/// Operand positions still to patch, with the old values they stand for.
type Pending = SmallVec<[(usize, Value); 2]>;

struct Lower<'a> {
    ctx: &'a Context,
    old: &'a Body,
    new: Body,
    vmap: Vec<Value>,
    bmap: Vec<Block>,
    cursor: Block,
    /// Operands used before their definition was copied: (new op, operand
    /// index, old value), patched at the end.
    fixups: Vec<(Op, usize, Value)>,
    targets: FxHashMap<Op, YieldTarget>,
}

/// Whether the body holds any `scf.for` or `scf.if`.
pub fn has_scf(body: &Body) -> bool {
    let mut found = false;
    body.walk(|op| found |= matches!(body.op(op).opcode, Opcode::ScfFor | Opcode::ScfIf));
    found
}

/// Lowers the scf ops of `old`; `None` when it has none.
pub fn lower_body(ctx: &Context, old: &Body) -> Option<Body> {
    if !has_scf(old) {
        return None;
    }
    let mut new = Body::with_capacity(old.owner, old.parent, old.ops.len() + 16);
    new.owner = old.owner;
    let mut l = Lower {
        ctx,
        old,
        new,
        vmap: vec![Value::NONE; old.values.len()],
        bmap: vec![Block::NONE; old.blocks.len()],
        cursor: Block::NONE,
        fixups: Vec::new(),
        targets: FxHashMap::default(),
    };
    for &root in &old.roots {
        let nr = l.new.add_root_region();
        l.region(root, nr);
    }
    for (op, i, v) in std::mem::take(&mut l.fixups) {
        let nv = l.vmap[v.index()];
        l.new.set_operand(op, i, nv);
    }
    Some(l.new)
}

impl Lower<'_> {
    fn value(&self, v: Value) -> Value {
        self.vmap[v.index()]
    }

    /// Copies an old region into empty new region `nr`.
    fn region(&mut self, r: Region, nr: Region) {
        let blocks: SmallVec<[Block; 8]> = self.old.region_blocks(r).collect();
        for &b in &blocks {
            let nb = self.new.append_block(nr, &[], AttrId::UNKNOWN_LOC);
            self.bmap[b.index()] = nb;
            self.copy_args(b, nb);
        }
        let saved = self.cursor;
        for &b in &blocks {
            self.cursor = self.bmap[b.index()];
            self.ops(b);
        }
        self.cursor = saved;
    }

    fn copy_args(&mut self, b: Block, nb: Block) {
        for &a in self.old.block_args(b) {
            let na = self
                .new
                .add_block_arg(nb, self.old.value_type(a), self.old.value(a).loc);
            self.vmap[a.index()] = na;
        }
    }

    fn ops(&mut self, b: Block) {
        let ops: SmallVec<[Op; 16]> = self.old.block_ops(b).collect();
        for op in ops {
            match self.old.op(op).opcode {
                Opcode::ScfFor => self.lower_for(op),
                Opcode::ScfIf => self.lower_if(op),
                Opcode::ScfYield => self.lower_yield(op),
                _ => self.copy(op),
            }
        }
    }

    /// A new block right after `after`.
    fn block_after(&mut self, after: Block, types: &[TypeId], loc: AttrId) -> Block {
        let region = self.new.blocks[after.index()].parent;
        let b = self.new.append_block(region, types, loc);
        let blocks = &mut self.new.blocks;
        // Unlink from the end of the region, relink after `after`.
        let prev = blocks[b.index()].prev;
        if prev == after {
            return b;
        }
        blocks[prev.index()].next = Block::NONE;
        self.new.regions[region.index()].last = prev;
        let next = blocks[after.index()].next;
        blocks[b.index()].prev = after;
        blocks[b.index()].next = next;
        blocks[after.index()].next = b;
        if next.is_some() {
            blocks[next.index()].prev = b;
        } else {
            self.new.regions[region.index()].last = b;
        }
        b
    }

    /// Operands of an old op in the new body; forward references are
    /// recorded for patching.
    fn operands(&mut self, vals: &[Value]) -> (SmallVec<[Value; 8]>, Pending) {
        let mut out = SmallVec::new();
        let mut pending = SmallVec::new();
        for (i, &v) in vals.iter().enumerate() {
            let nv = self.value(v);
            if nv.is_none() {
                pending.push((i, v));
            }
            out.push(nv);
        }
        (out, pending)
    }

    fn push(&mut self, spec: &OpSpec, pending: &[(usize, Value)]) -> Op {
        let op = self.new.push_op(self.cursor, spec);
        for &(i, v) in pending {
            self.fixups.push((op, i, v));
        }
        op
    }

    fn copy(&mut self, op: Op) {
        let d = self.old.op(op);
        let (operands, pending) = self.operands(self.old.operands(op));
        let result_types: SmallVec<[TypeId; 4]> = self
            .old
            .results(op)
            .map(|v| self.old.value_type(v))
            .collect();
        let succs: SmallVec<[(Block, u32); 4]> = self
            .old
            .successors(op)
            .map(|(b, ops)| (self.bmap[b.index()], ops.len() as u32))
            .collect();
        let spec = OpSpec {
            opcode: d.opcode,
            name: d.name,
            operands: &operands,
            result_types: &result_types,
            successors: &succs,
            attrs: d.attrs,
            loc: d.loc,
            num_regions: d.regions.len,
        };
        let new_op = self.push(&spec, &pending);
        self.new.op_mut(new_op).body = d.body;
        for (o, n) in self.old.results(op).zip(self.new.results(new_op)) {
            self.vmap[o.index()] = n;
        }
        let old_regions: SmallVec<[Region; 2]> = self.old.regions(op).iter().copied().collect();
        let new_regions: SmallVec<[Region; 2]> = self.new.regions(new_op).iter().copied().collect();
        for (o, n) in old_regions.into_iter().zip(new_regions) {
            self.region(o, n);
        }
    }

    fn simple(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        successors: &[(Block, u32)],
        attrs: AttrId,
        loc: AttrId,
    ) -> Op {
        let spec = OpSpec {
            opcode,
            name: self.ctx.ident(opcode.name()),
            operands,
            result_types: results,
            successors,
            attrs,
            loc,
            num_regions: 0,
        };
        self.new.push_op(self.cursor, &spec)
    }

    fn lower_for(&mut self, op: Op) {
        let old = self.old;
        let d = old.op(op);
        let loc = d.loc;
        let operands = old.operands(op);
        let region = old.regions(op)[0];
        let blocks: SmallVec<[Block; 8]> = old.region_blocks(region).collect();
        let Some(&entry) = blocks.first() else {
            return self.copy(op);
        };
        let unsigned = self
            .ctx
            .dict_entries(d.attrs)
            .iter()
            .any(|e| self.ctx.str(e.name) == strata_ir::dialect::scf::UNSIGNED_CMP);
        let init = self.cursor;
        // The condition block is the body's entry block with its arguments.
        let arg_types: SmallVec<[TypeId; 4]> = old
            .block_args(entry)
            .iter()
            .map(|&a| old.value_type(a))
            .collect();
        let cond = self.block_after(init, &[], AttrId::UNKNOWN_LOC);
        for (&a, _) in old.block_args(entry).iter().zip(&arg_types) {
            let na = self
                .new
                .add_block_arg(cond, old.value_type(a), old.value(a).loc);
            self.vmap[a.index()] = na;
        }
        let first = self.block_after(cond, &[], AttrId::UNKNOWN_LOC);
        self.bmap[entry.index()] = first;
        let mut last = first;
        for &b in &blocks[1..] {
            let nb = self.block_after(last, &[], AttrId::UNKNOWN_LOC);
            self.bmap[b.index()] = nb;
            self.copy_args(b, nb);
            last = nb;
        }
        let end = self.block_after(last, &[], AttrId::UNKNOWN_LOC);
        // init: br cond(lb, inits)
        let (vals, pending) = self.operands(operands);
        let step = vals[2];
        let mut br_args: SmallVec<[Value; 8]> = SmallVec::new();
        br_args.push(vals[0]);
        br_args.extend_from_slice(&vals[3..]);
        let n = br_args.len() as u32;
        let br = self.simple(
            Opcode::CfBr,
            &br_args,
            &[],
            &[(cond, n)],
            AttrId::EMPTY_DICT,
            loc,
        );
        for &(i, v) in &pending {
            match i {
                0 => self.fixups.push((br, 0, v)),
                i if i >= 3 => self.fixups.push((br, i - 2, v)),
                _ => {}
            }
        }
        // cond: cmpi; cond_br first, end
        self.cursor = cond;
        let iv = self.new.block_args(cond)[0];
        let pred = if unsigned { 6 } else { 2 };
        let attrs = self.ctx.dict_attr(&[strata_ir::attrs::NamedAttr {
            name: self.ctx.ident("predicate"),
            value: self.ctx.int_attr(TypeId::I64, pred),
        }]);
        let cmp = self.simple(
            Opcode::ArithCmpi,
            &[iv, vals[1]],
            &[TypeId::I1],
            &[],
            attrs,
            loc,
        );
        for &(i, v) in &pending {
            if i == 1 {
                self.fixups.push((cmp, 1, v));
            }
        }
        let c = self.new.result(cmp, 0);
        self.simple(
            Opcode::CfCondBr,
            &[c],
            &[],
            &[(first, 0), (end, 0)],
            AttrId::EMPTY_DICT,
            loc,
        );
        // A step defined later is patched at each yield's addi.
        self.targets
            .insert(op, YieldTarget::Loop { cond, iv, step });
        let cond_args: SmallVec<[Value; 4]> = self.new.block_args(cond).iter().copied().collect();
        for (o, &n) in old.results(op).zip(&cond_args[1..]) {
            self.vmap[o.index()] = n;
        }
        for &b in &blocks {
            self.cursor = self.bmap[b.index()];
            self.ops(b);
        }
        self.cursor = end;
    }

    fn lower_if(&mut self, op: Op) {
        let old = self.old;
        let d = old.op(op);
        let loc = d.loc;
        let regions = old.regions(op);
        let (then_r, else_r) = (regions[0], regions[1]);
        let cond_block = self.cursor;
        let then_blocks: SmallVec<[Block; 4]> = old.region_blocks(then_r).collect();
        let else_blocks: SmallVec<[Block; 4]> = old.region_blocks(else_r).collect();
        let mut last = cond_block;
        for &b in then_blocks.iter().chain(&else_blocks) {
            let nb = self.block_after(last, &[], AttrId::UNKNOWN_LOC);
            self.bmap[b.index()] = nb;
            self.copy_args(b, nb);
            last = nb;
        }
        let result_types: SmallVec<[TypeId; 4]> =
            old.results(op).map(|v| old.value_type(v)).collect();
        let cont = self.block_after(last, &result_types, loc);
        let rest = if result_types.is_empty() {
            cont
        } else {
            self.block_after(cont, &[], AttrId::UNKNOWN_LOC)
        };
        let (vals, pending) = self.operands(old.operands(op));
        let then_entry = self.bmap[then_blocks[0].index()];
        let else_entry = else_blocks
            .first()
            .map(|b| self.bmap[b.index()])
            .unwrap_or(cont);
        let cb = self.simple(
            Opcode::CfCondBr,
            &vals,
            &[],
            &[(then_entry, 0), (else_entry, 0)],
            AttrId::EMPTY_DICT,
            loc,
        );
        for &(i, v) in &pending {
            self.fixups.push((cb, i, v));
        }
        if cont != rest {
            self.cursor = cont;
            self.simple(
                Opcode::CfBr,
                &[],
                &[],
                &[(rest, 0)],
                AttrId::EMPTY_DICT,
                loc,
            );
        }
        let cont_args: SmallVec<[Value; 4]> = self.new.block_args(cont).iter().copied().collect();
        for (o, &n) in old.results(op).zip(&cont_args) {
            self.vmap[o.index()] = n;
        }
        self.targets.insert(op, YieldTarget::If { cont });
        for &b in then_blocks.iter().chain(&else_blocks) {
            self.cursor = self.bmap[b.index()];
            self.ops(b);
        }
        self.cursor = rest;
    }

    fn lower_yield(&mut self, op: Op) {
        let old = self.old;
        let parent = old.block_parent_op(old.op(op).parent);
        let Some(&target) = self.targets.get(&parent) else {
            return self.copy(op);
        };
        // The branches (and the loop's increment) replacing the yield are
        // made by the loop's or the `if`'s lowering, at its location.
        let loc = old.op(parent).loc;
        let (vals, pending) = self.operands(old.operands(op));
        match target {
            YieldTarget::Loop { cond, iv, step } => {
                let ty = self.new.value_type(iv);
                let add = self.simple(
                    Opcode::ArithAddi,
                    &[iv, step],
                    &[ty],
                    &[],
                    AttrId::EMPTY_DICT,
                    loc,
                );
                if step.is_none() {
                    let step_old = old.operands(parent)[2];
                    self.fixups.push((add, 1, step_old));
                }
                let next = self.new.result(add, 0);
                let mut args: SmallVec<[Value; 8]> = SmallVec::new();
                args.push(next);
                args.extend_from_slice(&vals);
                let n = args.len() as u32;
                let br = self.simple(
                    Opcode::CfBr,
                    &args,
                    &[],
                    &[(cond, n)],
                    AttrId::EMPTY_DICT,
                    loc,
                );
                for &(i, v) in &pending {
                    self.fixups.push((br, i + 1, v));
                }
            }
            YieldTarget::If { cont } => {
                let n = vals.len() as u32;
                let br = self.simple(
                    Opcode::CfBr,
                    &vals,
                    &[],
                    &[(cont, n)],
                    AttrId::EMPTY_DICT,
                    loc,
                );
                for &(i, v) in &pending {
                    self.fixups.push((br, i, v));
                }
            }
        }
    }
}
