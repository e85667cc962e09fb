//! `test-arith-emulate-wide-int{widest-int-supported=W}`: in functions
//! whose name starts with `emulate_`, integers of twice the supported width
//! become `vector<2xiW>` (low half first) and the arith ops on them are
//! rewritten on the halves, as MLIR 22's wide-integer emulation does:
//! `arith.constant` (split into halves), `arith.addi` (low halves with
//! `arith.addui_extended`, the carry added to the high halves),
//! `arith.andi`/`ori`/`xori` and `arith.select` (half by half),
//! `arith.cmpi` (both halves for `eq`/`ne`; the high halves, or the low
//! ones unsigned when those are equal, for orderings), `arith.extui`/
//! `extsi` from and `arith.trunci` to narrower types, `arith.muli`,
//! `arith.shli`/`shrui`, and the integer max/min ops (compare, then
//! select). Function arguments and
//! results keep their types: `llvm.bitcast` bridges them (after the
//! definition, or at the top of the block for arguments), as the MLIR test
//! pass materializes them. Integers wider than twice the supported width,
//! and wide ops outside that list, fail to legalize with MLIR's message.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues, NamedAttr};
use strata_ir::body::ValueDef;
use strata_ir::dialect::vector as vd;
use strata_ir::{
    AttrId, Body, Context, Diag, Module, Op, OpSpec, Opcode, Signedness, TypeData, TypeId, Value,
};

use crate::inplace::replace_uses;
use crate::names::Names;

const PREFIX: &str = "emulate_";

pub fn run(
    ctx: &Context,
    names: &Names,
    module: &mut Module,
    mask: &[bool],
    widest: u32,
) -> Result<(), Diag> {
    let widest = if widest == 0 { 32 } else { widest };
    if !widest.is_power_of_two() || widest < 8 {
        return Err(Diag::error(
            Default::default(),
            format!("widest-int-supported must be a power of two of at least 8, got {widest}"),
        ));
    }
    for i in 0..module.bodies.len() {
        if !mask.get(i).copied().unwrap_or(false) {
            continue;
        }
        let b = &module.bodies[i];
        if b.owner.is_none() || b.parent.is_none() {
            continue;
        }
        let owner = module.bodies[b.parent.index()].op(b.owner);
        if owner.opcode != Opcode::FuncFunc {
            continue;
        }
        let is_target = match ctx
            .dict_get(owner.attrs, names.sym_name)
            .map(|a| ctx.attr_data(a))
        {
            Some(AttrData::String { value, .. }) => ctx.str(*value).starts_with(PREFIX),
            _ => false,
        };
        if is_target {
            emulate(ctx, &mut module.bodies[i], widest)?;
        }
    }
    Ok(())
}

/// How a type fares under the emulation.
enum Kind {
    Legal,
    /// `i(2W)`: becomes `vector<2xiW>`.
    Wide,
    /// Wider than `2W`, or a vector of wide integers.
    Unsupported,
}

fn kind(ctx: &Context, ty: TypeId, widest: u32) -> Kind {
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } if *width > widest => {
            if *width == 2 * widest && *signedness == Signedness::Signless {
                Kind::Wide
            } else {
                Kind::Unsupported
            }
        }
        TypeData::Vector { elem, .. } => match kind(ctx, *elem, widest) {
            Kind::Legal => Kind::Legal,
            _ => Kind::Unsupported,
        },
        _ => Kind::Legal,
    }
}

struct Emulator<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    half: TypeId,
    pair: TypeId,
    /// Old wide value → its `vector<2xiW>` form.
    split: FxHashMap<Value, Value>,
    /// Old results of legal type → their new values.
    legal: FxHashMap<Value, Value>,
    loc: AttrId,
}

fn emulate(ctx: &Context, body: &mut Body, widest: u32) -> Result<(), Diag> {
    let mut ops: Vec<Op> = Vec::new();
    body.walk(|op| ops.push(op));
    let half = ctx.int_type(widest);
    let pair = ctx.intern_type(TypeData::Vector {
        shape: vec![2].into(),
        scalable: vec![false].into(),
        elem: half,
    });
    let mut e = Emulator {
        ctx,
        body,
        half,
        pair,
        split: FxHashMap::default(),
        legal: FxHashMap::default(),
        loc: AttrId::UNKNOWN_LOC,
    };
    let mut converted: Vec<Op> = Vec::new();
    for op in ops {
        let (opcode, loc) = (e.body.op(op).opcode, e.body.op(op).loc);
        if opcode.dialect() != strata_ir::Dialect::Arith {
            continue;
        }
        let types: SmallVec<[TypeId; 4]> = e
            .body
            .operands(op)
            .iter()
            .map(|&v| e.body.value_type(v))
            .chain(e.body.results(op).map(|v| e.body.value_type(v)))
            .collect();
        let mut wide = false;
        let mut unsupported = false;
        for t in types {
            match kind(ctx, t, widest) {
                Kind::Legal => {}
                Kind::Wide => wide = true,
                Kind::Unsupported => unsupported = true,
            }
        }
        if !wide && !unsupported {
            continue;
        }
        e.loc = loc;
        let ok = !unsupported
            && match opcode {
                Opcode::ArithConstant => e.constant(op),
                Opcode::ArithAddi => e.addi(op),
                Opcode::ArithAndi | Opcode::ArithOri | Opcode::ArithXori => e.bitwise(op),
                Opcode::ArithExtui | Opcode::ArithExtsi => e.extend(op),
                Opcode::ArithTrunci => e.trunci(op),
                Opcode::ArithSelect => e.select(op),
                Opcode::ArithCmpi => e.cmpi(op),
                Opcode::ArithMuli => e.muli(op),
                Opcode::ArithMaxsi
                | Opcode::ArithMaxui
                | Opcode::ArithMinsi
                | Opcode::ArithMinui => e.max_min(op),
                Opcode::ArithShli | Opcode::ArithShrui => e.shift(op),
                _ => false,
            };
        if !ok {
            return Err(crate::diag::error(
                ctx,
                loc,
                format!(
                    "failed to legalize operation '{}' that was explicitly marked illegal",
                    opcode.name()
                ),
            ));
        }
        converted.push(op);
    }
    // Results still used by ops left alone get a bitcast back, right after
    // their new definition.
    let mut used = vec![false; e.body.values.len()];
    for (i, d) in e.body.ops.iter().enumerate() {
        if d.parent.is_none() || converted.contains(&Op::from_index(i)) {
            continue;
        }
        for &u in &e.body.pool[d.operands.range()] {
            if let Some(s) = used.get_mut(u as usize) {
                *s = true;
            }
        }
    }
    let mut subst: FxHashMap<Value, Value> = std::mem::take(&mut e.legal);
    for &op in &converted {
        let old = e.body.result(op, 0);
        if !used[old.index()] {
            continue;
        }
        // Results of legal type (cmpi, trunci) were replaced directly.
        let Some(&new) = e.split.get(&old) else {
            continue;
        };
        let ty = e.body.value_type(old);
        let cast = e.bitcast_after_def(new, ty);
        subst.insert(old, cast);
    }
    for &op in &converted {
        e.body.remove_op(op);
    }
    replace_uses(e.body, &subst);
    Ok(())
}

impl Emulator<'_> {
    fn create(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
    ) -> Op {
        self.body.create_op(&OpSpec {
            opcode,
            name: self.ctx.ident(opcode.name()),
            operands,
            result_types: results,
            successors: &[],
            attrs,
            loc: self.loc,
            num_regions: 0,
        })
    }

    /// A new op right before `before`.
    fn before(
        &mut self,
        before: Op,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
    ) -> Op {
        let op = self.create(opcode, operands, results, attrs);
        self.body.insert_op_before(before, op);
        op
    }

    fn before1(
        &mut self,
        before: Op,
        opcode: Opcode,
        operands: &[Value],
        ty: TypeId,
        attrs: AttrId,
    ) -> Value {
        let op = self.before(before, opcode, operands, &[ty], attrs);
        self.body.result(op, 0)
    }

    /// `llvm.bitcast v : T to U` right after `v`'s definition (at the top
    /// of the block for a block argument).
    fn bitcast_after_def(&mut self, v: Value, to: TypeId) -> Value {
        let cast = self.create(Opcode::LlvmBitcast, &[v], &[to], AttrId::EMPTY_DICT);
        match self.body.value(v).def {
            ValueDef::Result { op, .. } => {
                let next = self.body.op(op).next;
                match next.expand() {
                    Some(n) => self.body.insert_op_before(n, cast),
                    None => {
                        let block = self.body.op(op).parent;
                        self.body.append_op(block, cast);
                    }
                }
            }
            ValueDef::BlockArg { block, .. } => {
                match self.body.blocks[block.index()].first.expand() {
                    Some(f) => self.body.insert_op_before(f, cast),
                    None => self.body.append_op(block, cast),
                }
            }
        }
        self.body.result(cast, 0)
    }

    /// The `vector<2xiW>` form of an old wide value.
    fn pair_of(&mut self, v: Value) -> Value {
        if let Some(&p) = self.split.get(&v) {
            return p;
        }
        let p = self.bitcast_after_def(v, self.pair);
        self.split.insert(v, p);
        p
    }

    fn extract(&mut self, before: Op, v: Value, i: i128) -> Value {
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident(vd::STATIC_POSITION),
            value: vd::position_attr(self.ctx, &[i]),
        }]);
        self.before1(before, Opcode::VectorExtract, &[v], self.half, attrs)
    }

    /// `(low, high)` of an old wide operand.
    fn halves(&mut self, before: Op, v: Value) -> (Value, Value) {
        let p = self.pair_of(v);
        let lo = self.extract(before, p, 0);
        let hi = self.extract(before, p, 1);
        (lo, hi)
    }

    fn dense(&self, values: &[i128]) -> AttrId {
        self.ctx.intern_attr(AttrData::DenseElements {
            ty: self.pair,
            splat: values.iter().all(|&x| x == values[0]),
            values: DenseValues::Int(if values.iter().all(|&x| x == values[0]) {
                vec![values[0]].into()
            } else {
                values.into()
            }),
        })
    }

    fn constant_op(&mut self, before: Op, values: &[i128]) -> Value {
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident("value"),
            value: self.dense(values),
        }]);
        self.before1(before, Opcode::ArithConstant, &[], self.pair, attrs)
    }

    /// `vector.insert`s of the halves into a zero vector.
    fn assemble(&mut self, before: Op, lo: Value, hi: Value) -> Value {
        let zero = self.constant_op(before, &[0, 0]);
        let acc = self.insert(before, lo, zero, 0);
        self.insert(before, hi, acc, 1)
    }

    fn constant(&mut self, op: Op) -> bool {
        let value = self
            .ctx
            .dict_get(self.body.op(op).attrs, self.ctx.ident("value"))
            .map(|a| self.ctx.attr_data(a).clone());
        let Some(AttrData::Integer { value, .. }) = value else {
            return false;
        };
        let bits = match self.ctx.type_data(self.half) {
            TypeData::Integer { width, .. } => *width,
            _ => return false,
        };
        let mask = (1u128 << bits) - 1;
        let raw = value as u128;
        let sext = |x: u128| -> i128 {
            let shift = 128 - bits;
            ((x << shift) as i128) >> shift
        };
        let lo = sext(raw & mask);
        let hi = sext((raw >> bits) & mask);
        let v = self.constant_op(op, &[lo, hi]);
        let old = self.body.result(op, 0);
        self.split.insert(old, v);
        true
    }

    fn addi(&mut self, op: Op) -> bool {
        let (a, b) = (self.body.operands(op)[0], self.body.operands(op)[1]);
        let (a_lo, a_hi) = self.halves(op, a);
        let (b_lo, b_hi) = self.halves(op, b);
        let ext = self.before(
            op,
            Opcode::ArithAdduiExtended,
            &[a_lo, b_lo],
            &[self.half, TypeId::I1],
            AttrId::EMPTY_DICT,
        );
        let (sum, overflow) = (self.body.result(ext, 0), self.body.result(ext, 1));
        let carry = self.before1(
            op,
            Opcode::ArithExtui,
            &[overflow],
            self.half,
            AttrId::EMPTY_DICT,
        );
        let hi0 = self.before1(
            op,
            Opcode::ArithAddi,
            &[carry, a_hi],
            self.half,
            AttrId::EMPTY_DICT,
        );
        let hi = self.before1(
            op,
            Opcode::ArithAddi,
            &[hi0, b_hi],
            self.half,
            AttrId::EMPTY_DICT,
        );
        let v = self.assemble(op, sum, hi);
        let old = self.body.result(op, 0);
        self.split.insert(old, v);
        true
    }

    /// `iN` (N <= W) to the wide type: widened to `iW` first when
    /// narrower, the high half zero (`extui`) or the sign (`extsi`).
    fn extend(&mut self, op: Op) -> bool {
        let opcode = self.body.op(op).opcode;
        let a = self.body.operands(op)[0];
        let TypeData::Integer { width, .. } = *self.ctx.type_data(self.body.value_type(a)) else {
            return false;
        };
        let half_bits = self.half_bits();
        if width > half_bits {
            return false;
        }
        let lo = if width < half_bits {
            self.before1(op, opcode, &[a], self.half, AttrId::EMPTY_DICT)
        } else {
            a
        };
        let v = if opcode == Opcode::ArithExtsi {
            let zero = self.int_constant(op, 0);
            let neg = self.cmp(op, 2, lo, zero);
            let hi = self.before1(
                op,
                Opcode::ArithExtsi,
                &[neg],
                self.half,
                AttrId::EMPTY_DICT,
            );
            self.assemble(op, lo, hi)
        } else {
            let zero = self.constant_op(op, &[0, 0]);
            self.insert(op, lo, zero, 0)
        };
        let old = self.body.result(op, 0);
        self.split.insert(old, v);
        true
    }

    /// The wide value to `iN` (N <= W): its low half, truncated further
    /// when narrower.
    fn trunci(&mut self, op: Op) -> bool {
        let a = self.body.operands(op)[0];
        let old = self.body.result(op, 0);
        let res_ty = self.body.value_type(old);
        let TypeData::Integer { width, .. } = *self.ctx.type_data(res_ty) else {
            return false;
        };
        if width > self.half_bits() {
            return false;
        }
        let p = self.pair_of(a);
        let lo = self.extract(op, p, 0);
        let v = if width < self.half_bits() {
            self.before1(op, Opcode::ArithTrunci, &[lo], res_ty, AttrId::EMPTY_DICT)
        } else {
            lo
        };
        self.replace_legal(old, v);
        true
    }

    fn select(&mut self, op: Op) -> bool {
        let [c, a, b] = *self.body.operands(op) else {
            return false;
        };
        if self.body.value_type(c) != TypeId::I1 {
            return false;
        }
        let v = self.select_wide(op, c, a, b);
        let old = self.body.result(op, 0);
        self.split.insert(old, v);
        true
    }

    /// `arith.select` of two wide values, half by half.
    fn select_wide(&mut self, op: Op, c: Value, a: Value, b: Value) -> Value {
        let (a_lo, a_hi) = self.halves(op, a);
        let (b_lo, b_hi) = self.halves(op, b);
        let lo = self.before1(
            op,
            Opcode::ArithSelect,
            &[c, a_lo, b_lo],
            self.half,
            AttrId::EMPTY_DICT,
        );
        let hi = self.before1(
            op,
            Opcode::ArithSelect,
            &[c, a_hi, b_hi],
            self.half,
            AttrId::EMPTY_DICT,
        );
        self.assemble(op, lo, hi)
    }

    /// `eq`/`ne` compare both halves; the orderings compare the high halves
    /// with the predicate and, when those are equal, the low halves
    /// unsigned.
    fn cmpi(&mut self, op: Op) -> bool {
        let pred = match self
            .ctx
            .dict_get(self.body.op(op).attrs, self.ctx.ident("predicate"))
            .map(|a| self.ctx.attr_data(a))
        {
            Some(AttrData::Integer { value, .. }) if (0..10).contains(value) => *value,
            _ => return false,
        };
        let (a, b) = (self.body.operands(op)[0], self.body.operands(op)[1]);
        let v = self.cmp_wide(op, pred, a, b);
        let old = self.body.result(op, 0);
        self.replace_legal(old, v);
        true
    }

    /// `arith.cmpi pred` of two wide values.
    fn cmp_wide(&mut self, op: Op, pred: i128, a: Value, b: Value) -> Value {
        let (a_lo, a_hi) = self.halves(op, a);
        let (b_lo, b_hi) = self.halves(op, b);
        match pred {
            0 | 1 => {
                let lo = self.cmp(op, pred, a_lo, b_lo);
                let hi = self.cmp(op, pred, a_hi, b_hi);
                let join = if pred == 0 {
                    Opcode::ArithAndi
                } else {
                    Opcode::ArithOri
                };
                self.before1(op, join, &[lo, hi], TypeId::I1, AttrId::EMPTY_DICT)
            }
            _ => {
                // slt/sle/sgt/sge (2..=5) compare the low halves unsigned.
                let low_pred = if (2..=5).contains(&pred) {
                    pred + 4
                } else {
                    pred
                };
                let lo = self.cmp(op, low_pred, a_lo, b_lo);
                let hi = self.cmp(op, pred, a_hi, b_hi);
                let eq = self.cmp(op, 0, a_hi, b_hi);
                self.before1(
                    op,
                    Opcode::ArithSelect,
                    &[eq, lo, hi],
                    TypeId::I1,
                    AttrId::EMPTY_DICT,
                )
            }
        }
    }

    /// `max`/`min`: the emulated compare, then the emulated select.
    fn max_min(&mut self, op: Op) -> bool {
        let pred = match self.body.op(op).opcode {
            Opcode::ArithMaxsi => 4,
            Opcode::ArithMaxui => 8,
            Opcode::ArithMinsi => 2,
            _ => 6,
        };
        let (a, b) = (self.body.operands(op)[0], self.body.operands(op)[1]);
        let c = self.cmp_wide(op, pred, a, b);
        let v = self.select_wide(op, c, a, b);
        let old = self.body.result(op, 0);
        self.split.insert(old, v);
        true
    }

    /// The low halves' full product, plus the cross products in the high
    /// half.
    fn muli(&mut self, op: Op) -> bool {
        let (a, b) = (self.body.operands(op)[0], self.body.operands(op)[1]);
        let (a_lo, a_hi) = self.halves(op, a);
        let (b_lo, b_hi) = self.halves(op, b);
        let ext = self.before(
            op,
            Opcode::ArithMuluiExtended,
            &[a_lo, b_lo],
            &[self.half, self.half],
            AttrId::EMPTY_DICT,
        );
        let (low, high) = (self.body.result(ext, 0), self.body.result(ext, 1));
        let h = self.half;
        let e = AttrId::EMPTY_DICT;
        let m1 = self.before1(op, Opcode::ArithMuli, &[a_lo, b_hi], h, e);
        let m2 = self.before1(op, Opcode::ArithMuli, &[a_hi, b_lo], h, e);
        let h1 = self.before1(op, Opcode::ArithAddi, &[high, m1], h, e);
        let h2 = self.before1(op, Opcode::ArithAddi, &[h1, m2], h, e);
        let v = self.assemble(op, low, h2);
        let old = self.body.result(op, 0);
        self.split.insert(old, v);
        true
    }

    /// `shli`/`shrui` by the low half of the amount: each half shifted,
    /// the bits crossing between halves carried over, amounts of a half's
    /// width or more handled by selects.
    fn shift(&mut self, op: Op) -> bool {
        let left = self.body.op(op).opcode == Opcode::ArithShli;
        let (a, b) = (self.body.operands(op)[0], self.body.operands(op)[1]);
        let (a_lo, a_hi) = self.halves(op, a);
        let bp = self.pair_of(b);
        let amount = self.extract(op, bp, 0);
        let zero = self.int_constant(op, 0);
        let width = self.int_constant(op, i128::from(self.half_bits()));
        // uge
        let big = self.cmp(op, 9, amount, width);
        let h = self.half;
        let e = AttrId::EMPTY_DICT;
        let bin =
            |this: &mut Self, opc: Opcode, x: Value, y: Value| this.before1(op, opc, &[x, y], h, e);
        let sel = |this: &mut Self, c: Value, x: Value, y: Value| {
            this.before1(op, Opcode::ArithSelect, &[c, x, y], h, e)
        };
        let (lo, hi) = if left {
            let lo_shifted = bin(self, Opcode::ArithShli, a_lo, amount);
            let lo = sel(self, big, zero, lo_shifted);
            let clamped = sel(self, big, width, amount);
            let back = bin(self, Opcode::ArithSubi, width, clamped);
            let carry_small = bin(self, Opcode::ArithShrui, a_lo, back);
            let over = bin(self, Opcode::ArithSubi, amount, width);
            let carry_big = bin(self, Opcode::ArithShli, a_lo, over);
            let hi_shifted = bin(self, Opcode::ArithShli, a_hi, amount);
            let hi_kept = sel(self, big, zero, hi_shifted);
            let carry = sel(self, big, carry_big, carry_small);
            let hi = bin(self, Opcode::ArithOri, carry, hi_kept);
            (lo, hi)
        } else {
            let lo_shifted = bin(self, Opcode::ArithShrui, a_lo, amount);
            let lo_kept = sel(self, big, zero, lo_shifted);
            let hi_shifted = bin(self, Opcode::ArithShrui, a_hi, amount);
            let hi = sel(self, big, zero, hi_shifted);
            let clamped = sel(self, big, width, amount);
            let back = bin(self, Opcode::ArithSubi, width, clamped);
            let carry_small = bin(self, Opcode::ArithShli, a_hi, back);
            let over = bin(self, Opcode::ArithSubi, amount, width);
            let carry_big = bin(self, Opcode::ArithShrui, a_hi, over);
            let carry = sel(self, big, carry_big, carry_small);
            let lo = bin(self, Opcode::ArithOri, lo_kept, carry);
            (lo, hi)
        };
        let v = self.assemble(op, lo, hi);
        let old = self.body.result(op, 0);
        self.split.insert(old, v);
        true
    }

    fn half_bits(&self) -> u32 {
        match self.ctx.type_data(self.half) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        }
    }

    /// `arith.constant v : iW`
    fn int_constant(&mut self, before: Op, v: i128) -> Value {
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident("value"),
            value: self.ctx.int_attr(self.half, v),
        }]);
        self.before1(before, Opcode::ArithConstant, &[], self.half, attrs)
    }

    fn cmp(&mut self, before: Op, pred: i128, a: Value, b: Value) -> Value {
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident("predicate"),
            value: self.ctx.int_attr(TypeId::I64, pred),
        }]);
        self.before1(before, Opcode::ArithCmpi, &[a, b], TypeId::I1, attrs)
    }

    fn insert(&mut self, before: Op, v: Value, into: Value, i: i128) -> Value {
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.ctx.ident(vd::STATIC_POSITION),
            value: vd::position_attr(self.ctx, &[i]),
        }]);
        self.before1(before, Opcode::VectorInsert, &[v, into], self.pair, attrs)
    }

    /// An old result of legal type: its uses take `v` directly.
    fn replace_legal(&mut self, old: Value, v: Value) {
        self.legal.insert(old, v);
    }

    fn bitwise(&mut self, op: Op) -> bool {
        let opcode = self.body.op(op).opcode;
        let (a, b) = (self.body.operands(op)[0], self.body.operands(op)[1]);
        let (a_lo, a_hi) = self.halves(op, a);
        let (b_lo, b_hi) = self.halves(op, b);
        let lo = self.before1(op, opcode, &[a_lo, b_lo], self.half, AttrId::EMPTY_DICT);
        let hi = self.before1(op, opcode, &[a_hi, b_hi], self.half, AttrId::EMPTY_DICT);
        let v = self.assemble(op, lo, hi);
        let old = self.body.result(op, 0);
        self.split.insert(old, v);
        true
    }
}
