//! Function bodies: blocks in dominance order, one PHI per block argument,
//! PHIs wired once every block exists.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::{Block, Body, Diag, Op, Value};

use super::ModuleTranslator;

/// Per-body translation state: the LLVM value of every IR value and the
/// basic block of every IR block, indexed densely by id.
pub(crate) struct FnState {
    pub values: Vec<LLVMValueRef>,
    pub blocks: Vec<LLVMBasicBlockRef>,
    pub func: LLVMValueRef,
    /// Extra blocks that carry the arguments of a repeated successor edge
    /// (`(terminator, successor index)` → block), as MLIR's export
    /// legalisation makes them: one PHI cannot take two values from the
    /// same predecessor.
    pub trampolines: FxHashMap<(Op, u32), LLVMBasicBlockRef>,
    /// The trampolines in creation order: (terminator, successor index,
    /// target, block).
    pub trampoline_order: Vec<(Op, u32, Block, LLVMBasicBlockRef)>,
    /// Scratch list of operand values, reused by every op.
    pub scratch: Vec<LLVMValueRef>,
}

impl FnState {
    pub(crate) fn new(body: &Body, func: LLVMValueRef) -> FnState {
        FnState {
            values: vec![std::ptr::null_mut(); body.values.len()],
            blocks: vec![std::ptr::null_mut(); body.blocks.len()],
            func,
            trampolines: FxHashMap::default(),
            trampoline_order: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// The block an edge of `term` to successor `i` (block `target`) enters.
    pub(crate) fn edge_block(&self, term: Op, i: u32, target: Block) -> LLVMBasicBlockRef {
        if self.trampolines.is_empty() {
            return self.blocks[target.index()];
        }
        self.trampolines
            .get(&(term, i))
            .copied()
            .unwrap_or(self.blocks[target.index()])
    }
}

impl ModuleTranslator<'_> {
    pub(crate) fn function_body(&mut self, top: &Body, op: Op) -> Result<(), Diag> {
        let name = self.symbol_name(top, op)?;
        let f = self.symbols[&name];
        let body = self.m.body(top.op(op).body);
        let attrs = top.op(op).attrs;
        if let Some(p) = self.attr_symbol(attrs, self.n.personality) {
            let pf = self.lookup_symbol(p).ok_or_else(|| {
                self.op_error(
                    top,
                    op,
                    format!("personality '{}' is not defined", self.ctx.str(p)),
                )
            })?;
            // SAFETY: both are functions of our module.
            unsafe { LLVMSetPersonalityFn(f, pf) };
        }
        let root = body.roots[0];
        let entry = body
            .entry_block(root)
            .expect("checked by function_has_body");
        let mut st = FnState::new(body, f);

        // Blocks in region order, as MLIR creates them.
        let region_blocks: Vec<Block> = body.region_blocks(root).collect();
        for &b in &region_blocks {
            // SAFETY: appending to our function.
            st.blocks[b.index()] =
                unsafe { LLVMAppendBasicBlockInContext(self.llctx, f, c"".as_ptr()) };
        }
        self.make_trampolines(&mut st, body, &region_blocks);

        // Entry block arguments are the function's parameters.
        let args = body.block_args(entry);
        // SAFETY: parameter queries on our function.
        unsafe {
            if LLVMCountParams(f) as usize != args.len() {
                return Err(self.op_error(
                    top,
                    op,
                    "entry block must have as many arguments as the function type has parameters",
                ));
            }
            for (i, &a) in args.iter().enumerate() {
                let p = LLVMGetParam(f, i as u32);
                let want = self
                    .ll_type(body.value_type(a))
                    .map_err(|e| self.op_error(top, op, e))?;
                if LLVMTypeOf(p) != want {
                    return Err(self.op_error(
                        top,
                        op,
                        format!("entry block argument #{i} does not match the function's parameter type"),
                    ));
                }
                st.values[a.index()] = p;
            }
        }

        for b in dominance_order(body, entry, &region_blocks) {
            self.emit_block(&mut st, body, b, b == entry)?;
        }
        self.wire_phis(&st, body, &region_blocks)
    }

    fn emit_block(
        &mut self,
        st: &mut FnState,
        body: &Body,
        b: Block,
        is_entry: bool,
    ) -> Result<(), Diag> {
        // SAFETY: positioning in a block of our function.
        unsafe { LLVMPositionBuilderAtEnd(self.builder, st.blocks[b.index()]) };
        if !is_entry {
            for &a in body.block_args(b) {
                let ty = self
                    .ll_type(body.value_type(a))
                    .map_err(|e| self.loc_error(body.value(a).loc, e))?;
                // SAFETY: a PHI at the start of the current block.
                st.values[a.index()] = unsafe { LLVMBuildPhi(self.builder, ty, c"".as_ptr()) };
            }
        }
        let mut last = None;
        for op in body.block_ops(b) {
            self.emit_op(st, body, op)?;
            last = Some(op);
        }
        match last {
            Some(op) if body.op(op).opcode.has(strata_ir::traits::TERMINATOR) => Ok(()),
            Some(op) => Err(self.op_error(body, op, "block must end with a terminator")),
            None => Err(self.loc_error(
                strata_ir::AttrId::UNKNOWN_LOC,
                "empty block in a function body",
            )),
        }
    }

    /// Creates the extra block of every repeated successor edge that carries
    /// arguments, after all the region's blocks, as MLIR's export
    /// legalisation appends them. Their PHIs and branches are built once
    /// every block is emitted (see `wire_phis`).
    fn make_trampolines(&mut self, st: &mut FnState, body: &Body, blocks: &[Block]) {
        for &b in blocks {
            let Some(term) = body.last_op(b) else {
                continue;
            };
            let n = body.num_successors(term);
            for i in 1..n {
                let target = body.successor(term, i);
                if body.block_args(target).is_empty() {
                    continue;
                }
                if (0..i).any(|j| body.successor(term, j) == target) {
                    // SAFETY: a new block of our function.
                    let t =
                        unsafe { LLVMAppendBasicBlockInContext(self.llctx, st.func, c"".as_ptr()) };
                    st.trampolines.insert((term, i as u32), t);
                    st.trampoline_order.push((term, i as u32, target, t));
                }
            }
        }
    }

    /// Builds the trampolines' PHIs and branches, then adds the incoming
    /// values of every PHI, predecessors in the order MLIR lists them (most
    /// recently created edge first).
    fn wire_phis(&mut self, st: &FnState, body: &Body, blocks: &[Block]) -> Result<(), Diag> {
        // (PHIs of the destination, predecessor block, incoming values)
        let mut edges: Vec<(Vec<LLVMValueRef>, LLVMBasicBlockRef, Vec<LLVMValueRef>)> = Vec::new();
        let mut trampoline_phis: FxHashMap<(Op, u32), Vec<LLVMValueRef>> = FxHashMap::default();
        for &(term, i, target, t) in &st.trampoline_order {
            let mut phis = Vec::new();
            // SAFETY: PHIs and a branch in the trampoline block.
            unsafe {
                LLVMPositionBuilderAtEnd(self.builder, t);
                for &a in body.block_args(target) {
                    let ty = LLVMTypeOf(st.values[a.index()]);
                    phis.push(LLVMBuildPhi(self.builder, ty, c"".as_ptr()));
                }
                LLVMBuildBr(self.builder, st.blocks[target.index()]);
            }
            trampoline_phis.insert((term, i), phis);
        }
        for &b in blocks {
            let Some(term) = body.last_op(b) else {
                continue;
            };
            for (i, (target, operands)) in body.successors(term).enumerate() {
                let args = body.block_args(target);
                if args.is_empty() {
                    continue;
                }
                if operands.len() != args.len() {
                    return Err(self.op_error(
                        body,
                        term,
                        format!(
                            "branch passes {} operands to a block with {} arguments",
                            operands.len(),
                            args.len()
                        ),
                    ));
                }
                let mut vals = Vec::with_capacity(operands.len());
                for (&v, &a) in operands.iter().zip(args) {
                    if body.value_type(v) != body.value_type(a) {
                        return Err(self.op_error(
                            body,
                            term,
                            "branch operand type does not match the block argument",
                        ));
                    }
                    vals.push(self.value(st, body, term, v)?);
                }
                let phis = match trampoline_phis.get(&(term, i as u32)) {
                    Some(p) => p.clone(),
                    None => args.iter().map(|a| st.values[a.index()]).collect(),
                };
                edges.push((phis, st.blocks[b.index()], vals));
            }
        }
        for &(term, i, target, t) in &st.trampoline_order {
            let phis = body
                .block_args(target)
                .iter()
                .map(|a| st.values[a.index()])
                .collect();
            edges.push((phis, t, trampoline_phis[&(term, i)].clone()));
        }
        for (phis, pred, vals) in edges.iter().rev() {
            for (&phi, &v) in phis.iter().zip(vals) {
                let (mut v, mut pred) = (v, *pred);
                // SAFETY: a PHI of our function and a value of its type.
                unsafe { LLVMAddIncoming(phi, &mut v, &mut pred, 1) };
            }
        }
        Ok(())
    }

    /// The translated value of operand `v` of `op`.
    #[inline]
    pub(crate) fn value(
        &self,
        st: &FnState,
        body: &Body,
        op: Op,
        v: Value,
    ) -> Result<LLVMValueRef, Diag> {
        let x = st.values[v.index()];
        if x.is_null() {
            return Err(self.op_error(
                body,
                op,
                "operand was not translated before its use (it does not dominate it)",
            ));
        }
        Ok(x)
    }
}

/// Reverse post-order from the entry block, then any unreachable blocks in
/// region order (each followed by what it reaches).
fn dominance_order(body: &Body, entry: Block, region_blocks: &[Block]) -> Vec<Block> {
    let mut visited = vec![false; body.blocks.len()];
    let mut order = Vec::with_capacity(region_blocks.len());
    let mut post = Vec::new();
    let roots = std::iter::once(entry).chain(region_blocks.iter().copied());
    for root in roots {
        if visited[root.index()] {
            continue;
        }
        post.clear();
        // Iterative DFS: (block, next successor to visit).
        let mut stack: Vec<(Block, usize)> = vec![(root, 0)];
        visited[root.index()] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let term = body.last_op(b);
            let n = term.map_or(0, |t| body.num_successors(t));
            if *next < n {
                let s = body.successor(term.unwrap_or(Op::NONE), *next);
                *next += 1;
                if !visited[s.index()] {
                    visited[s.index()] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        order.extend(post.iter().rev());
    }
    order
}
