//! `Body`: the arenas holding the contents of one isolated-from-above op.
//!
//! Ops, blocks, regions and values live in dense vectors indexed by `u32`
//! handles. Variable-length lists (operands, successors, region lists, block
//! arguments) are ranges into one pooled `Vec<u32>` per body, so creating an
//! op allocates nothing on the heap beyond amortised growth of those vectors.
//! Op order inside a block is an intrusive doubly-linked list of ids, making
//! insertion and removal O(1). There are no use lists: conversions rewrite a
//! body into a fresh one through an old→new value map instead of mutating
//! uses in place, which keeps ops small and the data flat.

use crate::ids::{AttrId, Block, BodyId, Ident, Op, Region, Span, TypeId, Value};
use crate::opcode::Opcode;

pub mod bulk;

/// One operation. 52 bytes; every list is a span into the body's pool.
#[derive(Clone, Debug)]
pub struct OpData {
    pub opcode: Opcode,
    /// The full op name (`arith.addi`); for registered ops it is the table's
    /// name, for unregistered ops the only record of what the op is.
    pub name: Ident,
    pub operands: Span,
    /// Results are contiguous values `first_result .. first_result + num_results`.
    pub first_result: Value,
    pub num_results: u32,
    /// Pairs `(block, number of successor operands)`. Successor operands are
    /// the trailing operands, in successor order, as in MLIR.
    pub successors: Span,
    /// Regions owned directly by this op inside this body.
    pub regions: Span,
    /// For isolated-from-above ops (functions, modules, globals with an
    /// initializer region): the body holding their regions. `NONE` otherwise.
    pub body: BodyId,
    /// Interned dictionary of the op's attributes (inherent and discardable).
    pub attrs: AttrId,
    pub loc: AttrId,
    pub parent: Block,
    pub prev: Op,
    pub next: Op,
}

#[derive(Clone, Debug)]
pub struct BlockData {
    pub args: Span,
    pub first: Op,
    pub last: Op,
    pub parent: Region,
    pub prev: Block,
    pub next: Block,
}

#[derive(Clone, Debug)]
pub struct RegionData {
    pub first: Block,
    pub last: Block,
    /// The op owning this region, or `Op::NONE` for a root region of the
    /// body (owned by the isolated op in the parent body).
    pub parent: Op,
}

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    Result { op: Op, index: u32 },
    BlockArg { block: Block, index: u32 },
}

#[derive(Copy, Clone, Debug)]
pub struct ValueData {
    pub ty: TypeId,
    pub def: ValueDef,
    /// Location of a block argument (ops carry their own).
    pub loc: AttrId,
}

/// An op for `Body::push_op1`: one result of type `ty`, no successors,
/// no regions.
#[derive(Copy, Clone, Debug)]
pub struct Op1<'a> {
    pub opcode: Opcode,
    pub name: Ident,
    pub operands: &'a [Value],
    pub ty: TypeId,
    pub attrs: AttrId,
    pub loc: AttrId,
}

/// Everything needed to create an op; regions and successors are added with
/// the builder calls below.
#[derive(Clone, Debug)]
pub struct OpSpec<'a> {
    pub opcode: Opcode,
    pub name: Ident,
    pub operands: &'a [Value],
    pub result_types: &'a [TypeId],
    pub successors: &'a [(Block, u32)],
    pub attrs: AttrId,
    pub loc: AttrId,
    pub num_regions: u32,
}

#[derive(Clone)]
pub struct Body {
    pub ops: Vec<OpData>,
    pub blocks: Vec<BlockData>,
    pub regions: Vec<RegionData>,
    pub values: Vec<ValueData>,
    pub pool: Vec<u32>,
    /// Regions of the isolated op owning this body, in order.
    pub roots: Vec<Region>,
    /// The op (in `parent`) that owns this body; `Op::NONE` for the module's
    /// top body.
    pub owner: Op,
    pub parent: BodyId,
    /// The pool thread whose allocator arena holds the arenas above, as
    /// `par::heap_home` gives it (0: not known). A pass that replaces the
    /// body hands the original back to that thread to free (see
    /// `par::ReturnsHome`).
    pub home: u16,
}

/// The IR only: `home` says where the memory is, not what the body holds.
impl std::fmt::Debug for Body {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Body")
            .field("ops", &self.ops)
            .field("blocks", &self.blocks)
            .field("regions", &self.regions)
            .field("values", &self.values)
            .field("pool", &self.pool)
            .field("roots", &self.roots)
            .field("owner", &self.owner)
            .field("parent", &self.parent)
            .finish_non_exhaustive()
    }
}

impl Body {
    pub fn new(owner: Op, parent: BodyId) -> Body {
        Body::with_capacity(owner, parent, 0)
    }

    /// Gives back the spare capacity of the arenas (a finished parse's
    /// bodies otherwise keep up to half their size unused).
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
        self.values.shrink_to_fit();
        self.pool.shrink_to_fit();
        self.roots.shrink_to_fit();
    }

    /// Reserves space for a body of roughly `ops` ops.
    pub fn with_capacity(owner: Op, parent: BodyId, ops: usize) -> Body {
        Body {
            ops: Vec::with_capacity(ops),
            blocks: Vec::with_capacity(ops / 8 + 1),
            regions: Vec::with_capacity(ops / 32 + 1),
            values: Vec::with_capacity(ops),
            pool: Vec::with_capacity(ops * 2),
            roots: Vec::new(),
            owner,
            parent,
            home: crate::par::heap_home(),
        }
    }

    // ---- pooled lists ----

    #[inline]
    fn push_list(&mut self, items: impl IntoIterator<Item = u32>) -> Span {
        let start = self.pool.len();
        self.pool.extend(items);
        Span {
            start: start as u32,
            len: (self.pool.len() - start) as u32,
        }
    }

    #[inline]
    pub fn list(&self, span: Span) -> &[u32] {
        &self.pool[span.range()]
    }

    // ---- regions and blocks ----

    /// Creates a root region of this body (a region of its owning op).
    pub fn add_root_region(&mut self) -> Region {
        let r = self.new_region(Op::NONE);
        self.roots.push(r);
        r
    }

    fn new_region(&mut self, parent: Op) -> Region {
        let r = Region::from_index(self.regions.len());
        self.regions.push(RegionData {
            first: Block::NONE,
            last: Block::NONE,
            parent,
        });
        r
    }

    /// Appends a new empty block with arguments of the given types.
    pub fn append_block(&mut self, region: Region, arg_types: &[TypeId], loc: AttrId) -> Block {
        let b = Block::from_index(self.blocks.len());
        let first_val = self.values.len() as u32;
        for (i, &ty) in arg_types.iter().enumerate() {
            self.values.push(ValueData {
                ty,
                def: ValueDef::BlockArg {
                    block: b,
                    index: i as u32,
                },
                loc,
            });
        }
        let args = self.push_list(first_val..first_val + arg_types.len() as u32);
        let prev = self.regions[region.index()].last;
        self.blocks.push(BlockData {
            args,
            first: Op::NONE,
            last: Op::NONE,
            parent: region,
            prev,
            next: Block::NONE,
        });
        if prev.is_some() {
            self.blocks[prev.index()].next = b;
        } else {
            self.regions[region.index()].first = b;
        }
        self.regions[region.index()].last = b;
        b
    }

    /// Adds an argument at the end of `block`'s argument list.
    pub fn add_block_arg(&mut self, block: Block, ty: TypeId, loc: AttrId) -> Value {
        let old = self.blocks[block.index()].args;
        let v = Value::from_index(self.values.len());
        self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg {
                block,
                index: old.len,
            },
            loc,
        });
        // Lists are append-only: copy the old list to the end of the pool
        // unless it already sits there.
        let args = if old.start as usize + old.len as usize == self.pool.len() {
            self.pool.push(v.0);
            Span {
                start: old.start,
                len: old.len + 1,
            }
        } else {
            let start = self.pool.len();
            self.pool.extend_from_within(old.range());
            self.pool.push(v.0);
            Span {
                start: start as u32,
                len: old.len + 1,
            }
        };
        self.blocks[block.index()].args = args;
        v
    }

    #[inline]
    pub fn block_args(&self, block: Block) -> &[Value] {
        as_values(self.list(self.blocks[block.index()].args))
    }

    #[inline]
    pub fn region_blocks(&self, region: Region) -> BlockIter<'_> {
        BlockIter {
            body: self,
            cur: self.regions[region.index()].first,
        }
    }

    /// The ops of `block`, in order. `Block::NONE` (the missing block of an
    /// empty `module {}` region) has none.
    #[inline]
    pub fn block_ops(&self, block: Block) -> OpIter<'_> {
        let cur = match self.blocks.get(block.index()) {
            Some(b) if block.is_some() => b.first,
            _ => Op::NONE,
        };
        OpIter { body: self, cur }
    }

    pub fn entry_block(&self, region: Region) -> Option<Block> {
        self.regions[region.index()].first.expand()
    }

    /// The last op of a block (its terminator if it has one).
    pub fn last_op(&self, block: Block) -> Option<Op> {
        self.blocks[block.index()].last.expand()
    }

    // ---- ops ----

    /// Creates an op, not yet placed in any block. Its regions are created
    /// empty.
    pub fn create_op(&mut self, spec: &OpSpec) -> Op {
        self.create_op_linked(spec, Block::NONE, Op::NONE)
    }

    /// `create_op` with the op's block links set as given (`parent` and
    /// the op before it; nothing after it): `push_op` writes them in the
    /// new op at once instead of linking it afterwards.
    #[inline(always)]
    fn create_op_linked(&mut self, spec: &OpSpec, parent: Block, prev: Op) -> Op {
        let op = Op::from_index(self.ops.len());
        // Operands, successor pairs and regions take one reservation (and
        // are copied, not pushed one by one).
        let n_regions = spec.num_regions as usize;
        self.pool
            .reserve(spec.operands.len() + 2 * spec.successors.len() + n_regions);
        let operands =
            self.pool_span_from(|pool| pool.extend_from_slice(values_u32(spec.operands)));
        let successors = self.pool_span_from(|pool| {
            for &(b, n) in spec.successors {
                pool.extend_from_slice(&[b.0, n]);
            }
        });
        let first_result = Value::from_index(self.values.len());
        let loc = spec.loc;
        self.values.extend(
            spec.result_types
                .iter()
                .enumerate()
                .map(|(i, &ty)| ValueData {
                    ty,
                    def: ValueDef::Result {
                        op,
                        index: i as u32,
                    },
                    loc,
                }),
        );
        let regions = if n_regions == 0 {
            Span {
                start: self.pool.len() as u32,
                len: 0,
            }
        } else {
            self.add_op_regions(op, n_regions)
        };
        self.ops.push(OpData {
            opcode: spec.opcode,
            name: spec.name,
            operands,
            first_result,
            num_results: spec.result_types.len() as u32,
            successors,
            regions,
            body: BodyId::NONE,
            attrs: spec.attrs,
            loc,
            parent,
            prev,
            next: Op::NONE,
        });
        op
    }

    /// The span of what `write` appends to the pool.
    #[inline(always)]
    fn pool_span_from(&mut self, write: impl FnOnce(&mut Vec<u32>)) -> Span {
        let start = self.pool.len();
        write(&mut self.pool);
        Span {
            start: start as u32,
            len: (self.pool.len() - start) as u32,
        }
    }

    /// Creates `n` empty regions of `op` and lists them in the pool.
    fn add_op_regions(&mut self, op: Op, n: usize) -> Span {
        let start = self.pool.len();
        for _ in 0..n {
            let r = self.new_region(op);
            self.pool.push(r.0);
        }
        Span {
            start: start as u32,
            len: n as u32,
        }
    }

    /// Appends a detached op at the end of `block`.
    #[inline]
    pub fn append_op(&mut self, block: Block, op: Op) {
        let last = self.blocks[block.index()].last;
        self.link_after(block, last, op);
    }

    /// `push_op` for the most common op a conversion creates: one
    /// result, no successors, no regions; returns the result. Short
    /// operand lists are copied without a `memcpy` call and the op is
    /// linked at the end of `block` directly (`create_op` and `link_after`
    /// cost about as much again).
    #[inline(always)]
    pub fn push_op1(&mut self, block: Block, op1: Op1) -> Value {
        let op = Op::from_index(self.ops.len());
        let start = self.pool.len() as u32;
        match op1.operands {
            [] => {}
            [a] => self.pool.push(a.0),
            [a, b] => self.pool.extend_from_slice(&[a.0, b.0]),
            [a, b, c] => self.pool.extend_from_slice(&[a.0, b.0, c.0]),
            many => self.pool.extend_from_slice(values_u32(many)),
        }
        let end = self.pool.len() as u32;
        let result = Value::from_index(self.values.len());
        self.values.push(ValueData {
            ty: op1.ty,
            def: ValueDef::Result { op, index: 0 },
            loc: op1.loc,
        });
        let prev = self.blocks[block.index()].last;
        self.ops.push(OpData {
            opcode: op1.opcode,
            name: op1.name,
            operands: Span {
                start,
                len: end - start,
            },
            first_result: result,
            num_results: 1,
            successors: Span { start: end, len: 0 },
            regions: Span { start: end, len: 0 },
            body: BodyId::NONE,
            attrs: op1.attrs,
            loc: op1.loc,
            parent: block,
            prev,
            next: Op::NONE,
        });
        if prev.is_some() {
            self.ops[prev.index()].next = op;
        } else {
            self.blocks[block.index()].first = op;
        }
        self.blocks[block.index()].last = op;
        result
    }

    /// Creates an op and appends it to `block` (as `create_op` and
    /// `append_op` do, with the new op's links written as it is made).
    pub fn push_op(&mut self, block: Block, spec: &OpSpec) -> Op {
        self.push_op_inline(block, spec)
    }

    /// `push_op`, inlined into the text parser (which creates every op of
    /// a parsed body through it).
    #[inline(always)]
    pub(crate) fn push_op_inline(&mut self, block: Block, spec: &OpSpec) -> Op {
        let last = self.blocks[block.index()].last;
        let op = self.create_op_linked(spec, block, last);
        if last.is_some() {
            self.ops[last.index()].next = op;
        } else {
            self.blocks[block.index()].first = op;
        }
        self.blocks[block.index()].last = op;
        op
    }

    /// Inserts a detached op right before `before` (which must be in a block).
    pub fn insert_op_before(&mut self, before: Op, op: Op) {
        let block = self.ops[before.index()].parent;
        let prev = self.ops[before.index()].prev;
        self.link_after(block, prev, op);
    }

    /// Links `op` into `block` after `after` (`Op::NONE` = at the front).
    #[inline]
    fn link_after(&mut self, block: Block, after: Op, op: Op) {
        debug_assert!(self.ops[op.index()].parent.is_none());
        let next = if after.is_some() {
            self.ops[after.index()].next
        } else {
            self.blocks[block.index()].first
        };
        {
            let d = &mut self.ops[op.index()];
            d.parent = block;
            d.prev = after;
            d.next = next;
        }
        if after.is_some() {
            self.ops[after.index()].next = op;
        } else {
            self.blocks[block.index()].first = op;
        }
        if next.is_some() {
            self.ops[next.index()].prev = op;
        } else {
            self.blocks[block.index()].last = op;
        }
    }

    /// Takes `b` out of its region's block list (its ops stay in it; the
    /// block is no longer walked).
    pub fn unlink_block(&mut self, b: Block) {
        let BlockData {
            prev, next, parent, ..
        } = self.blocks[b.index()];
        if prev.is_some() {
            self.blocks[prev.index()].next = next;
        } else {
            self.regions[parent.index()].first = next;
        }
        if next.is_some() {
            self.blocks[next.index()].prev = prev;
        } else {
            self.regions[parent.index()].last = prev;
        }
        let d = &mut self.blocks[b.index()];
        d.prev = Block::NONE;
        d.next = Block::NONE;
    }

    /// Unlinks `op` from its block in O(1). Its data stays in the arena (the
    /// id is never reused), so dangling references are detectable.
    pub fn remove_op(&mut self, op: Op) {
        let OpData {
            parent, prev, next, ..
        } = self.ops[op.index()];
        if parent.is_none() {
            return;
        }
        if prev.is_some() {
            self.ops[prev.index()].next = next;
        } else {
            self.blocks[parent.index()].first = next;
        }
        if next.is_some() {
            self.ops[next.index()].prev = prev;
        } else {
            self.blocks[parent.index()].last = prev;
        }
        let d = &mut self.ops[op.index()];
        d.parent = Block::NONE;
        d.prev = Op::NONE;
        d.next = Op::NONE;
    }

    #[inline]
    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op.index()]
    }

    #[inline]
    pub fn op_mut(&mut self, op: Op) -> &mut OpData {
        &mut self.ops[op.index()]
    }

    #[inline]
    pub fn operands(&self, op: Op) -> &[Value] {
        as_values(self.list(self.ops[op.index()].operands))
    }

    /// Replaces operand `i` of `op`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        let span = self.ops[op.index()].operands;
        self.pool[span.start as usize + i] = v.0;
    }

    /// Replaces the whole operand list of `op`.
    pub fn set_operands(&mut self, op: Op, vals: &[Value]) {
        let span = self.ops[op.index()].operands;
        if span.len as usize == vals.len() {
            for (i, v) in vals.iter().enumerate() {
                self.pool[span.start as usize + i] = v.0;
            }
        } else {
            let s = self.push_list(vals.iter().map(|v| v.0));
            self.ops[op.index()].operands = s;
        }
    }

    #[inline]
    pub fn results(&self, op: Op) -> ValueRange {
        let d = &self.ops[op.index()];
        ValueRange {
            start: d.first_result.0,
            end: d.first_result.0 + d.num_results,
        }
    }

    #[inline]
    pub fn result(&self, op: Op, i: u32) -> Value {
        debug_assert!(i < self.ops[op.index()].num_results);
        Value(self.ops[op.index()].first_result.0 + i)
    }

    #[inline]
    pub fn regions(&self, op: Op) -> &[Region] {
        as_regions(self.list(self.ops[op.index()].regions))
    }

    pub fn num_successors(&self, op: Op) -> usize {
        self.ops[op.index()].successors.len as usize / 2
    }

    pub fn successor(&self, op: Op, i: usize) -> Block {
        let s = self.ops[op.index()].successors;
        Block(self.pool[s.start as usize + 2 * i])
    }

    pub fn set_successor(&mut self, op: Op, i: usize, b: Block) {
        let s = self.ops[op.index()].successors;
        self.pool[s.start as usize + 2 * i] = b.0;
    }

    /// Successors with their operand groups.
    #[inline]
    pub fn successors(&self, op: Op) -> impl Iterator<Item = (Block, &[Value])> + '_ {
        let s = self.ops[op.index()].successors;
        let pairs = self.list(s);
        let operands = self.operands(op);
        let total: usize = pairs.chunks_exact(2).map(|p| p[1] as usize).sum();
        let mut at = operands.len().saturating_sub(total);
        pairs.chunks_exact(2).map(move |p| {
            let n = p[1] as usize;
            let group = &operands[at..at + n];
            at += n;
            (Block(p[0]), group)
        })
    }

    /// Operands that are not successor operands.
    pub fn non_successor_operands(&self, op: Op) -> &[Value] {
        let s = self.ops[op.index()].successors;
        let total: usize = self.list(s).chunks_exact(2).map(|p| p[1] as usize).sum();
        let ops = self.operands(op);
        &ops[..ops.len().saturating_sub(total)]
    }

    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }

    #[inline]
    pub fn value_type(&self, v: Value) -> TypeId {
        self.values[v.index()].ty
    }

    /// The block a value is defined in (the block of its op or the block it
    /// is an argument of).
    pub fn value_block(&self, v: Value) -> Block {
        match self.values[v.index()].def {
            ValueDef::Result { op, .. } => self.ops[op.index()].parent,
            ValueDef::BlockArg { block, .. } => block,
        }
    }

    /// The op owning `region`, or `Op::NONE` for a root region.
    pub fn region_parent(&self, region: Region) -> Op {
        self.regions[region.index()].parent
    }

    /// The op enclosing `block` (its region's owner), or `Op::NONE`.
    pub fn block_parent_op(&self, block: Block) -> Op {
        let r = self.blocks[block.index()].parent;
        self.regions[r.index()].parent
    }

    /// Number of live ops (linked into a block), counting nested regions.
    pub fn count_ops(&self) -> usize {
        let mut n = 0;
        self.walk(|_| n += 1);
        n
    }

    /// Whether any op of the arena, linked or not, satisfies `f`: a cheap
    /// linear pre-filter before a `walk` (a false positive only costs the
    /// walk).
    pub fn any_op(&self, f: impl Fn(&OpData) -> bool) -> bool {
        self.ops.iter().any(f)
    }

    /// Visits every op linked into this body in pre-order (an op before the
    /// ops of its regions). Iterative: deep nesting cannot overflow the stack.
    #[inline]
    pub fn walk(&self, mut f: impl FnMut(Op)) {
        // One cursor per region being walked: the next op and its block
        // (following blocks come after it). An op's regions go on top of
        // its own cursor, first region topmost, so they are walked whole
        // before the op's next sibling.
        let mut stack: Vec<(Op, Block)> = Vec::new();
        for &r in self.roots.iter().rev() {
            self.push_region_cursor(r, &mut stack);
        }
        while let Some(top) = stack.last_mut() {
            let (mut op, mut block) = *top;
            while op.is_none() {
                block = self.blocks[block.index()].next;
                if block.is_none() {
                    break;
                }
                op = self.blocks[block.index()].first;
            }
            if op.is_none() {
                stack.pop();
                continue;
            }
            *top = (self.ops[op.index()].next, block);
            f(op);
            for &r in self.regions(op).iter().rev() {
                self.push_region_cursor(r, &mut stack);
            }
        }
    }

    fn push_region_cursor(&self, r: Region, stack: &mut Vec<(Op, Block)>) {
        let b = self.regions[r.index()].first;
        if b.is_some() {
            stack.push((self.blocks[b.index()].first, b));
        }
    }
}

/// A contiguous range of values (an op's results).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ValueRange {
    pub start: u32,
    pub end: u32,
}

impl ValueRange {
    pub fn len(&self) -> usize {
        (self.end - self.start) as usize
    }
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
    pub fn get(&self, i: usize) -> Value {
        Value(self.start + i as u32)
    }
}

impl Iterator for ValueRange {
    type Item = Value;
    fn next(&mut self) -> Option<Value> {
        if self.start < self.end {
            self.start += 1;
            Some(Value(self.start - 1))
        } else {
            None
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.len();
        (n, Some(n))
    }
}

impl ExactSizeIterator for ValueRange {}

pub struct OpIter<'a> {
    body: &'a Body,
    cur: Op,
}

impl Iterator for OpIter<'_> {
    type Item = Op;
    #[inline]
    fn next(&mut self) -> Option<Op> {
        let c = self.cur.expand()?;
        self.cur = self.body.ops[c.index()].next;
        Some(c)
    }
}

pub struct BlockIter<'a> {
    body: &'a Body,
    cur: Block,
}

impl Iterator for BlockIter<'_> {
    type Item = Block;
    #[inline]
    fn next(&mut self) -> Option<Block> {
        let c = self.cur.expand()?;
        self.cur = self.body.blocks[c.index()].next;
        Some(c)
    }
}

#[inline]
fn values_u32(s: &[Value]) -> &[u32] {
    // SAFETY: `Value` is `#[repr(transparent)]` over `u32`.
    unsafe { std::slice::from_raw_parts(s.as_ptr() as *const u32, s.len()) }
}

#[inline]
fn as_values(s: &[u32]) -> &[Value] {
    // SAFETY: `Value` is `#[repr(transparent)]` over `u32`.
    unsafe { std::slice::from_raw_parts(s.as_ptr() as *const Value, s.len()) }
}

#[inline]
fn as_regions(s: &[u32]) -> &[Region] {
    // SAFETY: `Region` is `#[repr(transparent)]` over `u32`.
    unsafe { std::slice::from_raw_parts(s.as_ptr() as *const Region, s.len()) }
}
