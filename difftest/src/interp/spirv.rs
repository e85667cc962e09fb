//! Op dispatch for the SPIR-V dialect. Semantics follow what
//! `convert-spirv-to-llvm` lowers each op to, so that a module and its
//! lowering agree: division by zero is undefined behaviour, an over-wide
//! shift amount is poison, conversions between equal widths are identities.
//! The elementwise ops (core arithmetic and the GLSL/OpenCL extended-set
//! ops) are one table, [`elementwise`], mirroring the lowering's own.

use strata_ir::{Body, Op, Opcode, Signedness, TypeData, TypeId};

use super::semantics::{
    cast, fcmp, float_binop, float_unop, icmp, int_binop, int_unop, lift1, lift2, Cast, FloatBin,
    FloatUn, IntBin, IntFlags, IntUn, Scalar,
};
use super::value::{mask, sext, Val};
use super::{Flow, Interpreter, Stop};

/// `icmp` predicate numbers (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
const EQ: i64 = 0;
const NE: i64 = 1;

impl<'m> Interpreter<'m> {
    pub(super) fn exec_spirv(&mut self, body: &'m Body, op: Op) -> Result<Flow, Stop> {
        use Opcode::*;
        let opcode = body.op(op).opcode;
        if let Some(kind) = elementwise(opcode) {
            return self.spv_elementwise(body, op, kind);
        }
        match opcode {
            SpirvIEqual | SpirvLogicalEqual => self.spv_icmp(body, op, EQ),
            SpirvINotEqual | SpirvLogicalNotEqual => self.spv_icmp(body, op, NE),
            SpirvSLessThan => self.spv_icmp(body, op, 2),
            SpirvSLessThanEqual => self.spv_icmp(body, op, 3),
            SpirvSGreaterThan => self.spv_icmp(body, op, 4),
            SpirvSGreaterThanEqual => self.spv_icmp(body, op, 5),
            SpirvULessThan => self.spv_icmp(body, op, 6),
            SpirvULessThanEqual => self.spv_icmp(body, op, 7),
            SpirvUGreaterThan => self.spv_icmp(body, op, 8),
            SpirvUGreaterThanEqual => self.spv_icmp(body, op, 9),
            // `fcmp` predicate numbers as in `arith.cmpf`.
            SpirvFOrdEqual => self.spv_fcmp(body, op, 1),
            SpirvFOrdGreaterThan => self.spv_fcmp(body, op, 2),
            SpirvFOrdGreaterThanEqual => self.spv_fcmp(body, op, 3),
            SpirvFOrdLessThan => self.spv_fcmp(body, op, 4),
            SpirvFOrdLessThanEqual => self.spv_fcmp(body, op, 5),
            SpirvFOrdNotEqual => self.spv_fcmp(body, op, 6),
            SpirvFUnordEqual => self.spv_fcmp(body, op, 8),
            SpirvFUnordGreaterThan => self.spv_fcmp(body, op, 9),
            SpirvFUnordGreaterThanEqual => self.spv_fcmp(body, op, 10),
            SpirvFUnordLessThan => self.spv_fcmp(body, op, 11),
            SpirvFUnordLessThanEqual => self.spv_fcmp(body, op, 12),
            SpirvFUnordNotEqual => self.spv_fcmp(body, op, 13),
            SpirvShiftLeftLogical => self.spv_shift(body, op, IntBin::Shl),
            SpirvShiftRightLogical => self.spv_shift(body, op, IntBin::LShr),
            SpirvShiftRightArithmetic => self.spv_shift(body, op, IntBin::AShr),
            SpirvNot | SpirvLogicalNot => {
                let [a] = self.operands1(body, op)?;
                let r = lift1(self.val(a), &mut |x| match x {
                    Val::Int { bits, width } => Ok(Val::int(!bits & mask(*width), *width)),
                    Val::Poison => Ok(Val::Poison),
                    _ => Err(Stop::unsupported("bitwise not of a non-integer")),
                })?;
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            SpirvConstant => {
                let attr = self
                    .ctx
                    .dict_get(body.op(op).attrs, self.names.value)
                    .ok_or_else(|| Stop::unsupported("constant without a value"))?;
                let res = body.result(op, 0);
                let v = self.attr_to_val(attr, body.value_type(res))?;
                self.set(res, v);
                Ok(Flow::Continue)
            }
            SpirvUndef => {
                let res = body.result(op, 0);
                let p = self.poison_of(body.value_type(res));
                self.set(res, p);
                Ok(Flow::Continue)
            }
            SpirvSelect => {
                let ops = body.operands(op);
                if ops.len() != 3 {
                    return Err(Stop::unsupported("select needs three operands"));
                }
                let r = super::exec::select(self.val(ops[0]), self.val(ops[1]), self.val(ops[2]));
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            SpirvConvertFToS => self.spv_cast(body, op, Cast::FPToSI),
            SpirvConvertFToU => self.spv_cast(body, op, Cast::FPToUI),
            SpirvConvertSToF => self.spv_cast(body, op, Cast::SIToFP),
            SpirvConvertUToF => self.spv_cast(body, op, Cast::UIToFP),
            SpirvBitcast => self.spv_cast(body, op, Cast::Bitcast),
            SpirvConvertPtrToU => self.spv_cast(body, op, Cast::PtrToInt),
            SpirvConvertUToPtr => self.spv_cast(body, op, Cast::IntToPtr),
            // Address spaces share one memory: the cast (an
            // `llvm.addrspacecast`) keeps the address.
            SpirvPtrCastToGeneric | SpirvGenericCastToPtr | SpirvGenericCastToPtrExplicit => {
                let [a] = self.operands1(body, op)?;
                let v = self.val(a).clone();
                self.set(body.result(op, 0), v);
                Ok(Flow::Continue)
            }
            SpirvSConvert | SpirvUConvert | SpirvFConvert => {
                let [a] = self.operands1(body, op)?;
                let res = body.result(op, 0);
                let from = self.elem_width(body.value_type(a))?;
                let to = self.elem_width(body.value_type(res))?;
                let kind = match (body.op(op).opcode, to.cmp(&from)) {
                    (_, std::cmp::Ordering::Equal) => {
                        let v = self.val(a).clone();
                        self.set(res, v);
                        return Ok(Flow::Continue);
                    }
                    (SpirvFConvert, std::cmp::Ordering::Greater) => Cast::FPExt,
                    (SpirvFConvert, _) => Cast::FPTrunc,
                    (SpirvSConvert, std::cmp::Ordering::Greater) => Cast::SExt,
                    (SpirvUConvert, std::cmp::Ordering::Greater) => Cast::ZExt,
                    _ => Cast::Trunc,
                };
                self.spv_cast(body, op, kind)
            }
            SpirvCompositeExtract | SpirvCompositeInsert => self.composite(body, op),
            SpirvBitFieldInsert | SpirvBitFieldSExtract | SpirvBitFieldUExtract => {
                self.bit_field(body, op)
            }
            SpirvAccessChain => self.access_chain(body, op),
            SpirvVectorShuffle => {
                let comps = self
                    .ctx
                    .dict_get(body.op(op).attrs, self.ctx.ident("components"))
                    .and_then(|a| strata_ir::dialect::spirv::int_array(self.ctx, a))
                    .ok_or_else(|| Stop::unsupported("vector shuffle without components"))?;
                let [a, b] = self.operands2(body, op)?;
                let r = shuffle(self.val(a), self.val(b), &comps);
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            SpirvGlInverseSqrt => {
                let [a] = self.operands1(body, op)?;
                let r = lift1(self.val(a), &mut |x| {
                    let one = match x {
                        Val::F32(_) => Val::F32(1.0),
                        Val::F64(_) => Val::F64(1.0),
                        Val::Poison => return Ok(Val::Poison),
                        _ => return Err(Stop::unsupported("inverse square root of a non-float")),
                    };
                    let sq = float_unop(FloatUn::Sqrt, x)?;
                    float_binop(FloatBin::Div, &one, &sq)
                })?;
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            SpirvVariable => {
                let res = body.result(op, 0);
                let pointee = match self.ctx.type_data(body.value_type(res)) {
                    TypeData::SpirvPtr { pointee, .. } => *pointee,
                    _ => return Err(Stop::unsupported("variable of a non-pointer type")),
                };
                let l = super::layout::layout(self.ctx, pointee)?;
                let p = self.alloc_stack(l.alloc, l.align)?;
                if let Some(&init) = body.operands(op).first() {
                    let x = self.val(init).clone();
                    self.store_val(p, &x, pointee, false)?;
                }
                self.set(res, Val::Ptr(p));
                Ok(Flow::Continue)
            }
            SpirvLoad => {
                let [p] = self.operands1(body, op)?;
                self.load_through(body, op, p)
            }
            SpirvStore => {
                let [p, v] = self.operands2(body, op)?;
                self.store_through(body, p, v)
            }
            SpirvSelection | SpirvLoop => {
                let entry = body.regions(op).first().and_then(|&r| body.entry_block(r));
                match entry {
                    Some(b) if !body.block_args(b).is_empty() => Err(Stop::unsupported(
                        "structured control flow entry block with arguments",
                    )),
                    Some(b) => {
                        self.frame_mut().next = body.blocks[b.index()].first;
                        Ok(Flow::Jump)
                    }
                    // An empty region does nothing.
                    None => Ok(Flow::Continue),
                }
            }
            SpirvMerge => {
                let parent = body.block_parent_op(body.op(op).parent);
                if parent.is_none() || !matches!(body.op(parent).opcode, SpirvSelection | SpirvLoop)
                {
                    return Err(Stop::unsupported("merge outside a selection or loop"));
                }
                let vals: Vec<Val> = body
                    .operands(op)
                    .iter()
                    .map(|&v| self.val(v).clone())
                    .collect();
                let results = body.results(parent);
                if results.len() != vals.len() {
                    return Err(Stop::unsupported(
                        "merge yields a different number of values than its parent has results",
                    ));
                }
                for (r, v) in results.zip(vals) {
                    self.set(r, v);
                }
                self.frame_mut().next = body.op(parent).next;
                Ok(Flow::Jump)
            }
            // A load of the constant global `data::init_globals` made of
            // the spec constant, as lowered.
            SpirvReferenceof => {
                let name = self
                    .symbol_attr(body, op, self.ctx.ident("spec_const"))
                    .ok_or_else(|| Stop::unsupported("referenceof without a constant"))?;
                let &a = self
                    .globals
                    .get(&name)
                    .ok_or_else(|| Stop::unsupported("referenceof an unknown constant"))?;
                let res = body.result(op, 0);
                let v = self.load_val(a, body.value_type(res))?;
                self.set(res, v);
                Ok(Flow::Continue)
            }
            SpirvAddressof => {
                let var = self.ctx.ident("variable");
                let name = self
                    .symbol_attr(body, op, var)
                    .ok_or_else(|| Stop::unsupported("addressof without a variable"))?;
                let &a = self
                    .globals
                    .get(&name)
                    .ok_or_else(|| Stop::unsupported("addressof an unknown variable"))?;
                self.set(body.result(op, 0), Val::Ptr(a));
                Ok(Flow::Continue)
            }
            // The interpreter runs one invocation, which a barrier does not
            // wait for (its lowering calls `__spirv_ControlBarrier`, which
            // the interpreter's runtime treats the same way).
            SpirvControlBarrier | SpirvIntelControlBarrierArrive | SpirvIntelControlBarrierWait => {
                Ok(Flow::Continue)
            }
            SpirvFunctionCall => self.call(body, op),
            SpirvReturn | SpirvReturnValue => {
                let vals: Vec<Val> = body
                    .operands(op)
                    .iter()
                    .map(|&v| self.val(v).clone())
                    .collect();
                if vals.iter().any(Val::contains_poison) {
                    return Err(Stop::ub("poison returned"));
                }
                Ok(Flow::Return(vals))
            }
            SpirvBranch => {
                let (block, args) = body
                    .successors(op)
                    .next()
                    .ok_or_else(|| Stop::unsupported("branch without a successor"))?;
                self.jump(body, block, args)
            }
            SpirvBranchConditional => self.cond_branch(body, op),
            _ => Err(Stop::unsupported("op not modelled by the interpreter")),
        }
    }

    /// An op of the [`elementwise`] table, lane by lane.
    fn spv_elementwise(&mut self, body: &Body, op: Op, kind: Elementwise) -> Result<Flow, Stop> {
        let f = IntFlags::default();
        let r = match kind {
            Elementwise::Int(k) => {
                let [a, b] = self.operands2(body, op)?;
                lift2(self.val(a), self.val(b), &mut |x, y| int_binop(k, x, y, f))?
            }
            Elementwise::IntUn(k) => {
                let [a] = self.operands1(body, op)?;
                lift1(self.val(a), &mut |x| int_unop(k, x))?
            }
            // `0 - x`, as lowered.
            Elementwise::IntNeg => {
                let [a] = self.operands1(body, op)?;
                lift1(self.val(a), &mut |x| match x {
                    Val::Int { width, .. } => int_binop(IntBin::Sub, &Val::int(0, *width), x, f),
                    Val::Poison => Ok(Val::Poison),
                    _ => Err(Stop::unsupported("negation of a non-integer")),
                })?
            }
            Elementwise::Float(k) => {
                let [a, b] = self.operands2(body, op)?;
                lift2(self.val(a), self.val(b), &mut |x, y| float_binop(k, x, y))?
            }
            Elementwise::FloatUn(k) => {
                let [a] = self.operands1(body, op)?;
                lift1(self.val(a), &mut |x| float_unop(k, x))?
            }
            Elementwise::Fma => return self.fma_op(body, op),
        };
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    fn spv_icmp(&mut self, body: &Body, op: Op, pred: i64) -> Result<Flow, Stop> {
        let [a, b] = self.operands2(body, op)?;
        let r = lift2(self.val(a), self.val(b), &mut |x, y| icmp(pred, x, y))?;
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    fn spv_fcmp(&mut self, body: &Body, op: Op, pred: i64) -> Result<Flow, Stop> {
        let [a, b] = self.operands2(body, op)?;
        let r = lift2(self.val(a), self.val(b), &mut |x, y| fcmp(pred, x, y))?;
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    fn spv_cast(&mut self, body: &Body, op: Op, kind: Cast) -> Result<Flow, Stop> {
        let [a] = self.operands1(body, op)?;
        let res = body.result(op, 0);
        if kind == Cast::Bitcast {
            if let Some(r) = self.reshaping_bitcast(body, op)? {
                self.set(res, r);
                return Ok(Flow::Continue);
            }
        }
        let to = self.scalar_of(body.value_type(res))?;
        let r = lift1(self.val(a), &mut |x| cast(kind, x, to, IntFlags::default()))?;
        self.set(res, r);
        Ok(Flow::Continue)
    }

    /// Shifts: the amount is extended to the base's width by its own
    /// signedness (as the lowering does); an amount not below the width is
    /// poison, as for LLVM's shifts.
    fn spv_shift(&mut self, body: &Body, op: Op, kind: IntBin) -> Result<Flow, Stop> {
        let [a, b] = self.operands2(body, op)?;
        let unsigned = self.is_unsigned_int(body.value_type(b));
        let r = lift2(self.val(a), self.val(b), &mut |x, y| match (x, y) {
            (Val::Int { width, .. }, Val::Int { bits, width: sw }) => {
                let amount: i128 = if unsigned {
                    *bits as i128
                } else {
                    sext(*bits, *sw)
                };
                // The lowering extends a narrower amount; the extended value
                // decides whether the shift is in range.
                let amount = if *sw < *width {
                    amount as u128 & mask(*width)
                } else {
                    *bits
                };
                int_binop(kind, x, &Val::int(amount, *width), IntFlags::default())
            }
            (Val::Poison, _) | (_, Val::Poison) => Ok(Val::Poison),
            _ => Err(Stop::unsupported("shift of a non-integer")),
        })?;
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    fn composite(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let ctx = self.ctx;
        let d = body.op(op);
        let indices = ctx
            .dict_get(d.attrs, ctx.ident("indices"))
            .and_then(|a| strata_ir::dialect::spirv::int_array(ctx, a))
            .ok_or_else(|| Stop::unsupported("composite op without indices"))?;
        let insert = d.opcode == Opcode::SpirvCompositeInsert;
        let ops = body.operands(op);
        let comp = *ops
            .get(usize::from(insert))
            .ok_or_else(|| Stop::unsupported("missing operand"))?;
        let mut cur = self.val(comp).clone();
        if !insert {
            let mut v = &cur;
            for &i in &indices {
                v = match v {
                    Val::Agg(items) => items
                        .get(i as usize)
                        .ok_or_else(|| Stop::unsupported("composite index out of range"))?,
                    Val::Poison => break,
                    _ => return Err(Stop::unsupported("composite extract from a scalar")),
                };
            }
            let r = v.clone();
            self.set(body.result(op, 0), r);
            return Ok(Flow::Continue);
        }
        let item = self.val(ops[0]).clone();
        let ty = body.value_type(comp);
        if cur.is_poison() {
            cur = self.poison_of(ty);
        }
        let mut slot = &mut cur;
        for &i in &indices {
            slot = match slot {
                Val::Agg(items) => items
                    .get_mut(i as usize)
                    .ok_or_else(|| Stop::unsupported("composite index out of range"))?,
                _ => return Err(Stop::unsupported("composite insert into a scalar")),
            };
        }
        *slot = item;
        self.set(body.result(op, 0), cur);
        Ok(Flow::Continue)
    }

    /// `BitFieldInsert`/`SExtract`/`UExtract`, computed lane by lane with
    /// the very shifts and masks the lowering emits (offset and count are
    /// zero-extended or truncated to the base's width, a scalar offset or
    /// count applies to every lane), so out-of-range fields are poison in
    /// both.
    fn bit_field(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let ops = body.operands(op);
        let insert = body.op(op).opcode == Opcode::SpirvBitFieldInsert;
        if ops.len() != if insert { 4 } else { 3 } {
            return Err(Stop::unsupported(
                "bit field op with the wrong operand count",
            ));
        }
        let n = ops.len();
        let base = self.val(ops[0]).clone();
        let ins = insert.then(|| self.val(ops[1]).clone());
        let (offset, count) = (self.val(ops[n - 2]).clone(), self.val(ops[n - 1]).clone());
        let lane = |v: &Val, i: usize| -> Val {
            match v {
                Val::Agg(items) => items.get(i).cloned().unwrap_or(Val::Poison),
                other => other.clone(),
            }
        };
        let lanes = match &base {
            Val::Agg(items) => items.len(),
            _ => 1,
        };
        let opcode = body.op(op).opcode;
        let mut out = Vec::with_capacity(lanes);
        for i in 0..lanes {
            let b = lane(&base, i);
            let Val::Int { width, .. } = b else {
                out.push(Val::Poison);
                continue;
            };
            let resize = |v: Val| match v {
                Val::Int { bits, .. } => Val::int(bits & mask(width), width),
                _ => Val::Poison,
            };
            let (off, cnt) = (resize(lane(&offset, i)), resize(lane(&count, i)));
            let f = IntFlags::default();
            let bin = |k: IntBin, x: &Val, y: &Val| int_binop(k, x, y, f);
            let minus_one = Val::int(mask(width), width);
            let r = match opcode {
                Opcode::SpirvBitFieldInsert => {
                    let ins = lane(ins.as_ref().unwrap_or(&Val::Poison), i);
                    let shifted = bin(IntBin::Shl, &minus_one, &cnt)?;
                    let negated = bin(IntBin::Xor, &shifted, &minus_one)?;
                    let shifted = bin(IntBin::Shl, &negated, &off)?;
                    let m = bin(IntBin::Xor, &shifted, &minus_one)?;
                    let kept = bin(IntBin::And, &b, &m)?;
                    let moved = bin(IntBin::Shl, &ins, &off)?;
                    bin(IntBin::Or, &kept, &moved)?
                }
                Opcode::SpirvBitFieldSExtract => {
                    let size = Val::int(u128::from(width), width);
                    let sum = bin(IntBin::Add, &cnt, &off)?;
                    let left = bin(IntBin::Sub, &size, &sum)?;
                    let shifted = bin(IntBin::Shl, &b, &left)?;
                    let right = bin(IntBin::Add, &off, &left)?;
                    bin(IntBin::AShr, &shifted, &right)?
                }
                _ => {
                    let shifted = bin(IntBin::Shl, &minus_one, &cnt)?;
                    let m = bin(IntBin::Xor, &shifted, &minus_one)?;
                    let moved = bin(IntBin::LShr, &b, &off)?;
                    bin(IntBin::And, &moved, &m)?
                }
            };
            out.push(r);
        }
        let r = match base {
            Val::Agg(_) => Val::Agg(out.into()),
            _ => out.pop().unwrap_or(Val::Poison),
        };
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    /// `AccessChain`: the address arithmetic of the `getelementptr` the
    /// lowering emits (a leading zero index, then one index per operand,
    /// sign-extended; no `inbounds`).
    fn access_chain(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let ops = body.operands(op);
        let (&base, indices) = ops
            .split_first()
            .ok_or_else(|| Stop::unsupported("access chain without a base"))?;
        let mut cur = match self.ctx.type_data(body.value_type(base)) {
            TypeData::SpirvPtr { pointee, .. } => *pointee,
            _ => return Err(Stop::unsupported("access chain through a non-pointer")),
        };
        let res = body.result(op, 0);
        let addr = match self.val(base) {
            Val::Ptr(a) => *a,
            Val::Poison => {
                self.set(res, Val::Poison);
                return Ok(Flow::Continue);
            }
            _ => return Err(Stop::unsupported("access chain through a non-pointer")),
        };
        let mut offset: i128 = 0;
        for &v in indices {
            let idx = match self.val(v) {
                Val::Poison => {
                    self.set(res, Val::Poison);
                    return Ok(Flow::Continue);
                }
                x => x
                    .as_i128()
                    .ok_or_else(|| Stop::unsupported("non-integer access chain index"))?,
            };
            match self.ctx.type_data(cur) {
                TypeData::SpirvStruct { .. } => {
                    let fields =
                        super::layout::aggregate_fields(self.ctx, cur)?.unwrap_or_default();
                    let &(fty, off) = usize::try_from(idx)
                        .ok()
                        .and_then(|i| fields.get(i))
                        .ok_or_else(|| Stop::unsupported("struct index out of range"))?;
                    offset = offset.wrapping_add(off as i128);
                    cur = fty;
                }
                TypeData::SpirvArray { elem, .. } | TypeData::SpirvRtArray { elem, .. } => {
                    let l = super::layout::layout(self.ctx, *elem)?;
                    offset = offset.wrapping_add(idx.wrapping_mul(l.alloc as i128));
                    cur = *elem;
                }
                TypeData::Vector { elem, .. } => {
                    let l = super::layout::layout(self.ctx, *elem)?;
                    offset = offset.wrapping_add(idx.wrapping_mul(l.store as i128));
                    cur = *elem;
                }
                _ => return Err(Stop::unsupported("access chain into a non-composite")),
            }
        }
        let p = (addr as i128).wrapping_add(offset) as u64;
        self.set(res, Val::Ptr(p));
        Ok(Flow::Continue)
    }

    fn elem_width(&self, ty: TypeId) -> Result<u32, Stop> {
        Ok(match self.scalar_of(ty)? {
            Scalar::Int(w) => w,
            Scalar::F32 => 32,
            Scalar::F64 => 64,
            Scalar::Ptr => 64,
        })
    }

    fn is_unsigned_int(&self, ty: TypeId) -> bool {
        let t = match self.ctx.type_data(ty) {
            TypeData::Vector { elem, .. } => *elem,
            _ => ty,
        };
        matches!(
            self.ctx.type_data(t),
            TypeData::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        )
    }
}

/// How an elementwise op computes one lane.
#[derive(Copy, Clone, Debug)]
enum Elementwise {
    Int(IntBin),
    IntUn(IntUn),
    /// `SNegate`: `0 - x`, wrapping.
    IntNeg,
    Float(FloatBin),
    FloatUn(FloatUn),
    Fma,
}

/// The elementwise ops, each with the operation of the LLVM op or
/// intrinsic `convert-spirv-to-llvm` maps it to (its `direct` table):
/// integer ops wrap, `SAbs` is `llvm.intr.abs` with `INT_MIN` defined (it
/// stays `INT_MIN`), `FMax`/`FMin` are `maxnum`/`minnum`, `CL.rint` and
/// `GL.RoundEven` round half to even, `Round` half away from zero, and
/// the transcendental functions are libm's (as a native call of the
/// intrinsic is). Division by zero is undefined behaviour (reported by
/// `int_binop`).
fn elementwise(op: Opcode) -> Option<Elementwise> {
    use Elementwise as E;
    use Opcode::*;
    Some(match op {
        SpirvIAdd => E::Int(IntBin::Add),
        SpirvISub => E::Int(IntBin::Sub),
        SpirvIMul => E::Int(IntBin::Mul),
        SpirvSDiv => E::Int(IntBin::SDiv),
        SpirvUDiv => E::Int(IntBin::UDiv),
        SpirvSRem => E::Int(IntBin::SRem),
        SpirvUMod => E::Int(IntBin::URem),
        SpirvBitwiseAnd | SpirvLogicalAnd => E::Int(IntBin::And),
        SpirvBitwiseOr | SpirvLogicalOr => E::Int(IntBin::Or),
        SpirvBitwiseXor => E::Int(IntBin::Xor),
        SpirvGlSMax | SpirvClSMax => E::Int(IntBin::SMax),
        SpirvGlSMin | SpirvClSMin => E::Int(IntBin::SMin),
        SpirvGlUMax | SpirvClUMax => E::Int(IntBin::UMax),
        SpirvGlUMin | SpirvClUMin => E::Int(IntBin::UMin),
        SpirvGlSAbs => E::IntUn(IntUn::Abs(false)),
        SpirvBitCount => E::IntUn(IntUn::Ctpop),
        SpirvBitReverse => E::IntUn(IntUn::Bitreverse),
        SpirvSNegate => E::IntNeg,
        SpirvFAdd => E::Float(FloatBin::Add),
        SpirvFSub => E::Float(FloatBin::Sub),
        SpirvFMul => E::Float(FloatBin::Mul),
        SpirvFDiv => E::Float(FloatBin::Div),
        SpirvFRem => E::Float(FloatBin::Rem),
        SpirvGlFMax | SpirvClFmax => E::Float(FloatBin::MaxNum),
        SpirvGlFMin | SpirvClFmin => E::Float(FloatBin::MinNum),
        SpirvGlPow | SpirvClPow => E::Float(FloatBin::Pow),
        SpirvClAtan2 => E::Float(FloatBin::Atan2),
        SpirvFNegate => E::FloatUn(FloatUn::Neg),
        SpirvGlFAbs | SpirvClFabs => E::FloatUn(FloatUn::Abs),
        SpirvGlSqrt | SpirvClSqrt => E::FloatUn(FloatUn::Sqrt),
        SpirvGlFloor | SpirvClFloor => E::FloatUn(FloatUn::Floor),
        SpirvGlCeil | SpirvClCeil => E::FloatUn(FloatUn::Ceil),
        SpirvClTrunc => E::FloatUn(FloatUn::Trunc),
        SpirvGlRound | SpirvClRound => E::FloatUn(FloatUn::Round),
        // `llvm.intr.rint` under the default rounding mode.
        SpirvGlRoundEven | SpirvClRint => E::FloatUn(FloatUn::RoundEven),
        SpirvGlExp | SpirvClExp => E::FloatUn(FloatUn::Exp),
        SpirvGlExp2 | SpirvClExp2 => E::FloatUn(FloatUn::Exp2),
        SpirvClExp10 => E::FloatUn(FloatUn::Exp10),
        SpirvGlLog | SpirvClLog => E::FloatUn(FloatUn::Log),
        SpirvGlLog2 | SpirvClLog2 => E::FloatUn(FloatUn::Log2),
        SpirvClLog10 => E::FloatUn(FloatUn::Log10),
        SpirvGlSin | SpirvClSin => E::FloatUn(FloatUn::Sin),
        SpirvGlCos | SpirvClCos => E::FloatUn(FloatUn::Cos),
        SpirvGlTan | SpirvClTan => E::FloatUn(FloatUn::Tan),
        SpirvGlSinh | SpirvClSinh => E::FloatUn(FloatUn::Sinh),
        SpirvGlCosh | SpirvClCosh => E::FloatUn(FloatUn::Cosh),
        SpirvGlTanh | SpirvClTanh => E::FloatUn(FloatUn::Tanh),
        SpirvClAsin => E::FloatUn(FloatUn::Asin),
        SpirvClAcos => E::FloatUn(FloatUn::Acos),
        SpirvClAtan => E::FloatUn(FloatUn::Atan),
        SpirvGlFma | SpirvClFma => E::Fma,
        _ => return None,
    })
}

/// Lanes `components` of the concatenation of `a` and `b`; a negative
/// component (SPIR-V's 0xFFFFFFFF, LLVM's -1 mask entry) is poison.
pub(super) fn shuffle(a: &Val, b: &Val, components: &[i64]) -> Val {
    let lanes = |v: &Val| match v {
        Val::Agg(items) => Some(items.len()),
        _ => None,
    };
    let n1 = lanes(a).or_else(|| lanes(b)).unwrap_or(0);
    let pick = |v: &Val, i: usize| match v {
        Val::Agg(items) => items.get(i).cloned().unwrap_or(Val::Poison),
        _ => Val::Poison,
    };
    Val::Agg(
        components
            .iter()
            .map(|&c| match usize::try_from(c) {
                Ok(c) if c < n1 => pick(a, c),
                Ok(c) => pick(b, c - n1),
                Err(_) => Val::Poison,
            })
            .collect(),
    )
}
