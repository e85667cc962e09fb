//! Building ops in place, before an existing op, for the rewrites that
//! expand one op into several without converting types (`arith-expand`,
//! `convert-vector-to-scf`, `test-arith-emulate-wide-int`). Replaced results
//! are collected and substituted in one pass over the operand pool.

use rustc_hash::FxHashMap;
use strata_ir::attrs::{AttrData, DenseValues, NamedAttr};
use strata_ir::{AttrId, Body, Context, Op, OpSpec, Opcode, TypeData, TypeId, Value};

pub struct Builder<'a> {
    pub ctx: &'a Context,
    pub body: &'a mut Body,
    /// New ops go right before this one.
    pub before: Op,
    pub loc: AttrId,
}

impl Builder<'_> {
    pub fn op(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
    ) -> Op {
        let op = self.body.create_op(&OpSpec {
            opcode,
            name: self.ctx.ident(opcode.name()),
            operands,
            result_types: results,
            successors: &[],
            attrs,
            loc: self.loc,
            num_regions: 0,
        });
        self.body.insert_op_before(self.before, op);
        op
    }

    pub fn op1(&mut self, opcode: Opcode, operands: &[Value], ty: TypeId, attrs: AttrId) -> Value {
        let op = self.op(opcode, operands, &[ty], attrs);
        self.body.result(op, 0)
    }

    /// `arith.constant value : ty` (a splat for vector types).
    pub fn constant(&mut self, value: i128, ty: TypeId) -> Value {
        let attr = int_or_splat(self.ctx, value, ty);
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident("value"),
            value: attr,
        }]);
        self.op1(Opcode::ArithConstant, &[], ty, attrs)
    }

    pub fn cmpi(&mut self, pred: i128, a: Value, b: Value) -> Value {
        let ty = strata_ir::dialect::arith::i1_like(self.ctx, self.body.value_type(a));
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident("predicate"),
            value: self.ctx.int_attr(TypeId::I64, pred),
        }]);
        self.op1(Opcode::ArithCmpi, &[a, b], ty, attrs)
    }

    /// A binary op whose result has the type of `a`.
    pub fn bin(&mut self, opcode: Opcode, a: Value, b: Value) -> Value {
        let ty = self.body.value_type(a);
        self.op1(opcode, &[a, b], ty, AttrId::EMPTY_DICT)
    }

    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.body.value_type(a);
        self.op1(Opcode::ArithSelect, &[c, a, b], ty, AttrId::EMPTY_DICT)
    }
}

/// `value : ty` as an integer attribute, or a splat `dense<value>` for a
/// vector of integers.
pub fn int_or_splat(ctx: &Context, value: i128, ty: TypeId) -> AttrId {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Int(vec![value].into()),
        }),
        _ => ctx.int_attr(ty, value),
    }
}

/// Replaces uses of each key by its value in every op still in a block.
pub fn replace_uses(body: &mut Body, subst: &FxHashMap<Value, Value>) {
    if subst.is_empty() {
        return;
    }
    for i in 0..body.ops.len() {
        if body.ops[i].parent.is_none() {
            continue;
        }
        let span = body.ops[i].operands;
        for slot in &mut body.pool[span.range()] {
            if let Some(v) = subst.get(&Value(*slot)) {
                *slot = v.0;
            }
        }
    }
}

/// `llvm.getelementptr %p[0]` (one constant zero index) is `%p`: the fold
/// MLIR's greedy rewriter applies wherever it runs. Replaces the uses and
/// erases the GEPs; returns whether any was folded.
pub fn fold_zero_geps(ctx: &Context, body: &mut Body) -> bool {
    let raw_name = ctx.ident("rawConstantIndices");
    let mut subst: FxHashMap<Value, Value> = FxHashMap::default();
    let mut folded: Vec<Op> = Vec::new();
    body.walk(|op| {
        let d = body.op(op);
        if d.opcode != Opcode::LlvmGetelementptr || d.num_results != 1 {
            return;
        }
        let [base] = body.operands(op) else {
            return;
        };
        let zero = matches!(
            ctx.dict_get(d.attrs, raw_name).map(|a| ctx.attr_data(a)),
            Some(AttrData::DenseArray { values: DenseValues::Int(v), .. }) if v[..] == [0]
        );
        let result = body.result(op, 0);
        if zero && body.value_type(*base) == body.value_type(result) {
            // A chain of folds resolves to the first base.
            let target = subst.get(base).copied().unwrap_or(*base);
            subst.insert(result, target);
            folded.push(op);
        }
    });
    for &op in &folded {
        body.remove_op(op);
    }
    replace_uses(body, &subst);
    !folded.is_empty()
}
