//! `convert-vector-to-scf`: `vector.print` of a whole vector becomes loops
//! printing one element at a time, with `open`/`comma`/`close`
//! punctuation, as MLIR 22 decomposes it: n-D vectors are flattened with
//! `vector.shape_cast`, narrow or odd-width integer elements are widened
//! (`arith.extui` for i1, `arith.extsi` otherwise) to a power of two of at
//! least 8 bits, each dimension gets an `scf.for` and an `scf.if` printing
//! the comma after all but the last element.
//!
//! MLIR runs this pass with the greedy rewriter, whose constant folder
//! keeps one `arith.constant` per value at the top of the function. That
//! part is reproduced: existing constants are uniqued and hoisted the way
//! the folder does it when it first visits them, new index constants are
//! reused or placed at the top, and pure ops left without uses are erased.
//! Other folds the greedy driver would apply are not.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attrs::NamedAttr;
use strata_ir::dialect::vector as vd;
use strata_ir::{
    traits, AttrId, Block, Body, Context, Op, OpSpec, Opcode, Signedness, TypeData, TypeId, Value,
};

use crate::inplace::replace_uses;

/// Where new ops go.
#[derive(Copy, Clone)]
enum At {
    Before(Op),
    End(Block),
}

struct Rewrite<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    entry: Block,
    /// The folder's constants: (value attribute, type) → the op.
    constants: FxHashMap<(AttrId, TypeId), Op>,
    loc: AttrId,
}

/// Whether `print` (a `vector.print`) prints a whole vector this pass
/// decomposes.
fn decomposes(ctx: &Context, body: &Body, op: Op) -> bool {
    let [v] = body.operands(op) else {
        return false;
    };
    let Some((shape, elem, scalable)) = vd::vector_shape(ctx, body.value_type(*v)) else {
        return false;
    };
    if scalable {
        return false;
    }
    let _ = shape;
    match ctx.type_data(elem) {
        // Widening signed/unsigned elements would need `vector.bitcast`
        // (at legal widths MLIR's casts fold away).
        TypeData::Integer { signedness, width } => {
            *width <= 64
                && (*signedness == Signedness::Signless || (*width >= 8 && width.is_power_of_two()))
        }
        TypeData::Index | TypeData::Float(_) => true,
        _ => false,
    }
}

/// Decomposes the vector prints of `body` in place (with the greedy
/// driver's constant handling); returns whether anything changed.
pub fn lower_body(ctx: &Context, body: &mut Body) -> bool {
    let Some(entry) = body.roots.first().and_then(|&r| body.entry_block(r)) else {
        return false;
    };
    // Only bodies of functions: the folder works per isolated region.
    if body.owner.is_none() {
        return false;
    }
    let mut rw = Rewrite {
        ctx,
        body,
        entry,
        constants: FxHashMap::default(),
        loc: AttrId::UNKNOWN_LOC,
    };
    let changed_constants = rw.visit_existing_constants();
    let mut prints: Vec<Op> = Vec::new();
    rw.body.walk(|op| {
        if rw.body.op(op).opcode == Opcode::VectorPrint && decomposes(ctx, rw.body, op) {
            prints.push(op);
        }
    });
    for &p in &prints {
        rw.decompose(p);
    }
    let erased = rw.erase_dead();
    changed_constants || !prints.is_empty() || erased
}

impl Rewrite<'_> {
    fn constant_value(&self, op: Op) -> Option<(AttrId, TypeId)> {
        let d = self.body.op(op);
        if d.opcode != Opcode::ArithConstant || d.num_results != 1 {
            return None;
        }
        let value = self.ctx.dict_get(d.attrs, self.ctx.ident("value"))?;
        Some((value, self.body.value_type(self.body.result(op, 0))))
    }

    fn is_folder_constant(&self, op: Op) -> bool {
        op.is_some()
            && self
                .constant_value(op)
                .is_some_and(|k| self.constants.get(&k) == Some(&op))
    }

    /// Moves `op` to the front of the entry block unless it sits in the
    /// entry block's leading run of folder constants.
    fn place(&mut self, op: Op) -> bool {
        let d = self.body.op(op);
        let first = self.body.blocks[self.entry.index()].first;
        let stays = d.parent == self.entry && (first == op || self.is_folder_constant(d.prev));
        if stays {
            return false;
        }
        self.body.remove_op(op);
        match self.body.blocks[self.entry.index()].first.expand() {
            Some(f) => self.body.insert_op_before(f, op),
            None => self.body.append_op(self.entry, op),
        }
        true
    }

    /// The greedy driver's first visit of the constants already there.
    fn visit_existing_constants(&mut self) -> bool {
        let mut ops: Vec<Op> = Vec::new();
        self.body.walk(|op| ops.push(op));
        let used = self.used_values();
        let mut changed = false;
        let mut subst: FxHashMap<Value, Value> = FxHashMap::default();
        for op in ops {
            let Some(key) = self.constant_value(op) else {
                continue;
            };
            // Unused constants are erased before the folder sees them.
            if !used[self.body.result(op, 0).index()] {
                continue;
            }
            if let Some(&existing) = self.constants.get(&key) {
                subst.insert(self.body.result(op, 0), self.body.result(existing, 0));
                // MLIR's folder keeps one constant for both and, as it
                // stands for either, gives it an unknown location.
                self.body.op_mut(existing).loc = AttrId::UNKNOWN_LOC;
                self.body.remove_op(op);
                changed = true;
                continue;
            }
            self.constants.insert(key, op);
            changed |= self.place(op);
        }
        replace_uses(self.body, &subst);
        changed
    }

    fn create(&mut self, at: At, spec: &OpSpec) -> Op {
        let op = self.body.create_op(spec);
        match at {
            At::Before(b) => self.body.insert_op_before(b, op),
            At::End(block) => self.body.append_op(block, op),
        }
        op
    }

    fn op(
        &mut self,
        at: At,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
    ) -> Op {
        let spec = OpSpec {
            opcode,
            name: self.ctx.ident(opcode.name()),
            operands,
            result_types: results,
            successors: &[],
            attrs,
            loc: self.loc,
            num_regions: 0,
        };
        self.create(at, &spec)
    }

    fn op1(
        &mut self,
        at: At,
        opcode: Opcode,
        operands: &[Value],
        ty: TypeId,
        attrs: AttrId,
    ) -> Value {
        let op = self.op(at, opcode, operands, &[ty], attrs);
        self.body.result(op, 0)
    }

    /// An index constant through the folder.
    fn index(&mut self, at: At, v: i64) -> Value {
        let value = self.ctx.int_attr(TypeId::INDEX, v as i128);
        let key = (value, TypeId::INDEX);
        if let Some(&op) = self.constants.get(&key) {
            // Reused from elsewhere: the folder's unknown location.
            if !self.ctx.same_attr(self.body.op(op).loc, self.loc) {
                self.body.op_mut(op).loc = AttrId::UNKNOWN_LOC;
            }
            return self.body.result(op, 0);
        }
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident("value"),
            value,
        }]);
        let op = self.op(at, Opcode::ArithConstant, &[], &[TypeId::INDEX], attrs);
        self.constants.insert(key, op);
        self.place(op);
        self.body.result(op, 0)
    }

    fn print(&mut self, at: At, value: Option<Value>, punct: u64) {
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident(vd::PUNCTUATION),
            value: vd::punctuation_attr(self.ctx, punct),
        }]);
        let operands: SmallVec<[Value; 1]> = value.into_iter().collect();
        self.op(at, Opcode::VectorPrint, &operands, &[], attrs);
    }

    fn yield_op(&mut self, block: Block) {
        self.op(
            At::End(block),
            Opcode::ScfYield,
            &[],
            &[],
            AttrId::EMPTY_DICT,
        );
    }

    /// `scf.for %iv = lb to ub step step {}`: returns the op and its body
    /// block (without terminator yet).
    fn for_op(&mut self, at: At, lb: Value, ub: Value, step: Value) -> (Op, Block) {
        let spec = OpSpec {
            opcode: Opcode::ScfFor,
            name: self.ctx.ident(Opcode::ScfFor.name()),
            operands: &[lb, ub, step],
            result_types: &[],
            successors: &[],
            attrs: AttrId::EMPTY_DICT,
            loc: self.loc,
            num_regions: 1,
        };
        let op = self.create(at, &spec);
        let r = self.body.regions(op)[0];
        let b = self.body.append_block(r, &[TypeId::INDEX], self.loc);
        (op, b)
    }

    /// `scf.if %cond { vector.print punctuation <comma> }` at the end of
    /// `block`.
    fn comma_if(&mut self, block: Block, cond: Value) {
        let spec = OpSpec {
            opcode: Opcode::ScfIf,
            name: self.ctx.ident(Opcode::ScfIf.name()),
            operands: &[cond],
            result_types: &[],
            successors: &[],
            attrs: AttrId::EMPTY_DICT,
            loc: self.loc,
            num_regions: 2,
        };
        let op = self.create(At::End(block), &spec);
        let then = self.body.regions(op)[0];
        let tb = self.body.append_block(then, &[], self.loc);
        self.print(At::End(tb), None, vd::COMMA);
        self.yield_op(tb);
    }

    fn cmpi_ult(&mut self, at: At, a: Value, b: Value) -> Value {
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident("predicate"),
            value: self.ctx.int_attr(TypeId::I64, 6),
        }]);
        self.op1(at, Opcode::ArithCmpi, &[a, b], TypeId::I1, attrs)
    }

    fn decompose(&mut self, print: Op) {
        let ctx = self.ctx;
        let d = self.body.op(print);
        self.loc = d.loc;
        let punct = vd::punctuation(ctx, d.attrs).unwrap_or(vd::NEWLINE);
        let mut value = self.body.operands(print)[0];
        let (shape, mut elem, _) =
            vd::vector_shape(ctx, self.body.value_type(value)).expect("checked vector");
        let here = At::Before(print);
        // Widen integers to a legal width.
        if let TypeData::Integer { width, .. } = *ctx.type_data(elem) {
            let legal = (width.max(8) as u64).next_power_of_two() as u32;
            if legal != width {
                let wide = ctx.int_type(legal);
                let ty = vec_type(ctx, &shape, wide);
                let ext = if width == 1 {
                    Opcode::ArithExtui
                } else {
                    Opcode::ArithExtsi
                };
                value = self.op1(here, ext, &[value], ty, AttrId::EMPTY_DICT);
                elem = wide;
            }
        }
        let rank0 = shape.is_empty();
        let dims: SmallVec<[i64; 4]> = if rank0 {
            SmallVec::from_slice(&[1])
        } else {
            SmallVec::from_slice(&shape)
        };
        if dims.len() > 1 {
            let flat = vec_type(ctx, &[dims.iter().product()], elem);
            value = self.op1(
                here,
                Opcode::VectorShapeCast,
                &[value],
                flat,
                AttrId::EMPTY_DICT,
            );
        }
        // Nested loops, one per dimension.
        let mut at = here;
        let mut ivs: SmallVec<[Value; 4]> = SmallVec::new();
        let mut bodies: SmallVec<[Block; 4]> = SmallVec::new();
        let mut lasts: SmallVec<[Value; 4]> = SmallVec::new();
        for &n in &dims {
            let lb = self.index(here, 0);
            let ub = self.index(here, n);
            let step = self.index(here, 1);
            let last = self.index(here, n - 1);
            self.print(at, None, vd::OPEN);
            let (for_op, block) = self.for_op(at, lb, ub, step);
            let after = self.body.op(for_op).next;
            // `close` follows the loop.
            match after.expand() {
                Some(n) => self.print(At::Before(n), None, vd::CLOSE),
                None => {
                    let parent = self.body.op(for_op).parent;
                    self.print(At::End(parent), None, vd::CLOSE)
                }
            }
            ivs.push(self.body.block_args(block)[0]);
            bodies.push(block);
            lasts.push(last);
            at = At::End(block);
        }
        // The innermost body: flattened index, element, print.
        let inner = *bodies.last().expect("one loop");
        let mut flat: Option<Value> = None;
        let mut stride = 1i64;
        for k in (0..dims.len()).rev() {
            let index = if stride == 1 {
                ivs[k]
            } else {
                let s = self.index(here, stride);
                self.op1(
                    At::End(inner),
                    Opcode::ArithMuli,
                    &[ivs[k], s],
                    TypeId::INDEX,
                    AttrId::EMPTY_DICT,
                )
            };
            flat = Some(match flat {
                Some(f) => self.op1(
                    At::End(inner),
                    Opcode::ArithAddi,
                    &[f, index],
                    TypeId::INDEX,
                    AttrId::EMPTY_DICT,
                ),
                None => index,
            });
            stride *= dims[k];
        }
        let (pos, operands): (Vec<i128>, SmallVec<[Value; 2]>) = if rank0 {
            (Vec::new(), SmallVec::from_slice(&[value]))
        } else {
            (
                vec![vd::DYNAMIC_POSITION],
                SmallVec::from_slice(&[value, flat.expect("index")]),
            )
        };
        let attrs = ctx.dict_attr(&[NamedAttr {
            name: ctx.ident(vd::STATIC_POSITION),
            value: vd::position_attr(ctx, &pos),
        }]);
        let e = self.op1(
            At::End(inner),
            Opcode::VectorExtract,
            &operands,
            elem,
            attrs,
        );
        self.print(At::End(inner), Some(e), vd::NO_PUNCTUATION);
        // Commas after all but the last element, innermost loop first (so
        // that they follow the inner loops' `close`).
        for k in (0..dims.len()).rev() {
            let block = bodies[k];
            let c = self.cmpi_ult(At::End(block), ivs[k], lasts[k]);
            self.comma_if(block, c);
            self.yield_op(block);
        }
        // The original punctuation after the outer `close`.
        self.print(here, None, punct);
        self.body.remove_op(print);
    }

    fn used_values(&self) -> Vec<bool> {
        let mut used = vec![false; self.body.values.len()];
        for d in &self.body.ops {
            if d.parent.is_none() {
                continue;
            }
            for &u in &self.body.pool[d.operands.range()] {
                if let Some(s) = used.get_mut(u as usize) {
                    *s = true;
                }
            }
        }
        used
    }

    /// Erases ops without uses, regions or effects beyond reading memory
    /// and allocating their result (MLIR's trivially dead ops),
    /// repeatedly.
    fn erase_dead(&mut self) -> bool {
        let mut any = false;
        let names = crate::canonicalize::CanonNames::new(self.ctx);
        loop {
            let used = self.used_values();
            let mut dead: Vec<Op> = Vec::new();
            self.body.walk(|op| {
                let d = self.body.op(op);
                if crate::canonicalize::effect_free(self.ctx, &names, self.body, op)
                    && !d.opcode.has(traits::TERMINATOR)
                    && d.regions.len == 0
                    && d.num_results > 0
                    && self.body.results(op).all(|v| !used[v.index()])
                {
                    dead.push(op);
                }
            });
            if dead.is_empty() {
                return any;
            }
            for op in dead {
                if let Some(k) = self.constant_value(op) {
                    if self.constants.get(&k) == Some(&op) {
                        self.constants.remove(&k);
                    }
                }
                self.body.remove_op(op);
            }
            any = true;
        }
    }
}

fn vec_type(ctx: &Context, shape: &[i64], elem: TypeId) -> TypeId {
    strata_ir::dialect::vector::fixed_vector_type(ctx, shape, elem)
}
