//! Op dispatch for the func, arith, cf and llvm dialects (memref ops and
//! intrinsics live in their own modules). One `match` on `Opcode`.

use strata_ir::attrs::DenseValues;
use strata_ir::{AttrData, Block, Body, FloatKind, Op, Opcode, TypeData, TypeId, Value};

use super::layout::{aggregate_fields, layout};
use super::semantics::{
    cast, fcmp, float_binop, float_unop, icmp, int_binop, lift1, lift2, Cast, FloatBin, FloatUn,
    IntBin, IntFlags, Scalar,
};
use super::value::Val;
use super::{Flow, Interpreter, Stop};

impl<'m> Interpreter<'m> {
    pub(super) fn exec(&mut self, body: &'m Body, op: Op) -> Result<Flow, Stop> {
        use Opcode::*;
        let d = body.op(op);
        match d.opcode {
            ArithAddi | LlvmAdd => self.int_bin(body, op, IntBin::Add),
            ArithSubi | LlvmSub => self.int_bin(body, op, IntBin::Sub),
            ArithMuli | LlvmMul => self.int_bin(body, op, IntBin::Mul),
            ArithAndi | LlvmAnd => self.int_bin(body, op, IntBin::And),
            ArithOri | LlvmOr => self.int_bin(body, op, IntBin::Or),
            ArithXori | LlvmXor => self.int_bin(body, op, IntBin::Xor),
            ArithShli | LlvmShl => self.int_bin(body, op, IntBin::Shl),
            ArithShrui | LlvmLshr => self.int_bin(body, op, IntBin::LShr),
            ArithShrsi | LlvmAshr => self.int_bin(body, op, IntBin::AShr),
            ArithDivui | LlvmUdiv => self.int_bin(body, op, IntBin::UDiv),
            ArithDivsi | LlvmSdiv => self.int_bin(body, op, IntBin::SDiv),
            ArithRemui | LlvmUrem => self.int_bin(body, op, IntBin::URem),
            ArithRemsi | LlvmSrem => self.int_bin(body, op, IntBin::SRem),
            ArithCeildivui => self.int_bin(body, op, IntBin::CeilDivU),
            ArithCeildivsi => self.int_bin(body, op, IntBin::CeilDivS),
            ArithFloordivsi => self.int_bin(body, op, IntBin::FloorDivS),
            ArithMaxsi => self.int_bin(body, op, IntBin::SMax),
            ArithMinsi => self.int_bin(body, op, IntBin::SMin),
            ArithMaxui => self.int_bin(body, op, IntBin::UMax),
            ArithMinui => self.int_bin(body, op, IntBin::UMin),
            ArithAddf | LlvmFadd => self.float_bin(body, op, FloatBin::Add),
            ArithSubf | LlvmFsub => self.float_bin(body, op, FloatBin::Sub),
            ArithMulf | LlvmFmul => self.float_bin(body, op, FloatBin::Mul),
            ArithDivf | LlvmFdiv => self.float_bin(body, op, FloatBin::Div),
            ArithRemf | LlvmFrem => self.float_bin(body, op, FloatBin::Rem),
            ArithMaximumf => self.float_bin(body, op, FloatBin::Maximum),
            ArithMinimumf => self.float_bin(body, op, FloatBin::Minimum),
            ArithMaxnumf => self.float_bin(body, op, FloatBin::MaxNum),
            ArithMinnumf => self.float_bin(body, op, FloatBin::MinNum),
            ArithNegf | LlvmFneg => self.float_un(body, op, FloatUn::Neg),
            ArithCmpi | LlvmIcmp => {
                let pred = self.int_attr(body, op, self.names.predicate).unwrap_or(-1) as i64;
                let [a, b] = self.operands2(body, op)?;
                let r = lift2(self.val(a), self.val(b), &mut |x, y| icmp(pred, x, y))?;
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            ArithCmpf | LlvmFcmp => {
                let pred = self.int_attr(body, op, self.names.predicate).unwrap_or(-1) as i64;
                let [a, b] = self.operands2(body, op)?;
                let r = lift2(self.val(a), self.val(b), &mut |x, y| fcmp(pred, x, y))?;
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            ArithConstant | LlvmMlirConstant => {
                let attr = self
                    .ctx
                    .dict_get(d.attrs, self.names.value)
                    .ok_or_else(|| Stop::unsupported("constant without a value"))?;
                let res = body.result(op, 0);
                let v = self.attr_to_val(attr, body.value_type(res))?;
                self.set(res, v);
                Ok(Flow::Continue)
            }
            ArithSelect | LlvmSelect => {
                let ops = body.operands(op);
                if ops.len() != 3 {
                    return Err(Stop::unsupported("select needs three operands"));
                }
                let r = select(self.val(ops[0]), self.val(ops[1]), self.val(ops[2]));
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            ArithExtsi | LlvmSext => self.cast_op(body, op, Cast::SExt),
            ArithExtui | LlvmZext => self.cast_op(body, op, Cast::ZExt),
            ArithTrunci | LlvmTrunc => self.cast_op(body, op, Cast::Trunc),
            ArithSitofp | LlvmSitofp => self.cast_op(body, op, Cast::SIToFP),
            ArithUitofp | LlvmUitofp => self.cast_op(body, op, Cast::UIToFP),
            ArithFptosi | LlvmFptosi => self.cast_op(body, op, Cast::FPToSI),
            ArithFptoui | LlvmFptoui => self.cast_op(body, op, Cast::FPToUI),
            ArithExtf | LlvmFpext => self.cast_op(body, op, Cast::FPExt),
            ArithTruncf | LlvmFptrunc => self.cast_op(body, op, Cast::FPTrunc),
            ArithBitcast | LlvmBitcast => self.cast_op(body, op, Cast::Bitcast),
            LlvmPtrtoint => self.cast_op(body, op, Cast::PtrToInt),
            LlvmInttoptr => self.cast_op(body, op, Cast::IntToPtr),
            ArithIndexCast | ArithIndexCastui => {
                let [a] = self.operands1(body, op)?;
                let res = body.result(op, 0);
                let to = self.scalar_of(body.value_type(res))?;
                let Scalar::Int(w) = to else {
                    return Err(Stop::unsupported("index cast to a non-integer"));
                };
                let signed = d.opcode == ArithIndexCast;
                let flags = IntFlags {
                    nsw: self.has_attr(body, op, self.names.non_neg),
                    ..Default::default()
                };
                let r = lift1(self.val(a), &mut |x| {
                    let from = match x {
                        Val::Int { width, .. } => *width,
                        _ => w,
                    };
                    let kind = if w <= from {
                        Cast::Trunc
                    } else if signed {
                        Cast::SExt
                    } else {
                        Cast::ZExt
                    };
                    cast(
                        kind,
                        x,
                        to,
                        if kind == Cast::ZExt {
                            flags
                        } else {
                            IntFlags::default()
                        },
                    )
                })?;
                self.set(res, r);
                Ok(Flow::Continue)
            }
            ArithAdduiExtended | ArithMulsiExtended | ArithMuluiExtended => {
                self.extended_arith(body, op)
            }
            LlvmFreeze => {
                let [a] = self.operands1(body, op)?;
                let ty = body.value_type(a);
                let r = self.freeze(self.val(a).clone(), ty)?;
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            LlvmMlirZero => {
                let res = body.result(op, 0);
                let z = self.zero_of(body.value_type(res))?;
                self.set(res, z);
                Ok(Flow::Continue)
            }
            LlvmMlirPoison | LlvmMlirUndef | UbPoison => {
                let res = body.result(op, 0);
                let p = self.poison_of(body.value_type(res));
                self.set(res, p);
                Ok(Flow::Continue)
            }
            LlvmMlirAddressof => {
                let name = self
                    .symbol_attr(body, op, self.names.global_name)
                    .ok_or_else(|| Stop::unsupported("addressof without a symbol"))?;
                let v = if let Some(&a) = self.globals.get(&name) {
                    Val::Ptr(a)
                } else if self.funcs.contains_key(&name) {
                    Val::Func(name)
                } else {
                    return Err(Stop::unsupported("addressof an unknown symbol"));
                };
                self.set(body.result(op, 0), v);
                Ok(Flow::Continue)
            }
            LlvmExtractvalue => {
                let [agg] = self.operands1(body, op)?;
                let pos = self.positions(body, op)?;
                let mut cur = self.val(agg);
                for &i in pos.iter() {
                    cur = match cur {
                        Val::Agg(items) => items.get(i).ok_or_else(|| {
                            Stop::unsupported("extractvalue position out of range")
                        })?,
                        Val::Poison => break,
                        _ => return Err(Stop::unsupported("extractvalue from a non-aggregate")),
                    };
                }
                let r = cur.clone();
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            LlvmInsertvalue => {
                let [agg, v] = self.operands2(body, op)?;
                let pos = self.positions(body, op)?;
                let mut container = self.val(agg).clone();
                let item = self.val(v).clone();
                let agg_ty = body.value_type(agg);
                insert_at(&mut container, &pos, item, &|| self.poison_of(agg_ty))?;
                self.set(body.result(op, 0), container);
                Ok(Flow::Continue)
            }
            LlvmExtractelement => {
                let [vec, idx] = self.operands2(body, op)?;
                let r = match (self.val(vec), self.val(idx).as_u64()) {
                    (Val::Agg(items), Some(i)) => {
                        items.get(i as usize).cloned().unwrap_or(Val::Poison)
                    }
                    _ => Val::Poison,
                };
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            LlvmInsertelement => {
                let ops = body.operands(op);
                if ops.len() != 3 {
                    return Err(Stop::unsupported("insertelement needs three operands"));
                }
                let mut vec = self.val(ops[0]).clone();
                let item = self.val(ops[1]).clone();
                if let (Val::Agg(items), Some(i)) = (&mut vec, self.val(ops[2]).as_u64()) {
                    match items.get_mut(i as usize) {
                        Some(slot) => *slot = item,
                        None => vec = Val::Poison,
                    }
                } else {
                    vec = Val::Poison;
                }
                self.set(body.result(op, 0), vec);
                Ok(Flow::Continue)
            }
            LlvmShufflevector => {
                let [a, b] = self.operands2(body, op)?;
                let mask: Vec<i64> = match self.attr(body, op, self.ctx.ident("mask")) {
                    Some(AttrData::DenseArray {
                        values: DenseValues::Int(v),
                        ..
                    }) => v.iter().map(|&x| x as i64).collect(),
                    _ => return Err(Stop::unsupported("shufflevector without a mask")),
                };
                let r = super::spirv::shuffle(self.val(a), self.val(b), &mask);
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            LlvmAlloca => {
                let [n] = self.operands1(body, op)?;
                let elem = self.type_attr(body, op, self.names.elem_type)?;
                let l = layout(self.ctx, elem)?;
                let count = match self.val(n) {
                    Val::Int { .. } => self.val(n).as_i128().unwrap_or(0),
                    _ => return Err(Stop::ub("alloca with a poison size")),
                };
                if count < 0 {
                    return Err(Stop::ub("alloca with a negative size"));
                }
                let size = (count as u64).saturating_mul(l.alloc);
                let align = self
                    .int_attr(body, op, self.names.alignment)
                    .map_or(l.align, |a| a as u64);
                let p = self.alloc_stack(size, align)?;
                self.set(body.result(op, 0), Val::Ptr(p));
                Ok(Flow::Continue)
            }
            LlvmLoad => {
                let [p] = self.operands1(body, op)?;
                self.load_through(body, op, p)
            }
            LlvmStore => {
                let [v, p] = self.operands2(body, op)?;
                self.store_through(body, p, v)
            }
            LlvmGetelementptr => self.gep(body, op),
            LlvmAtomicrmw => self.llvm_atomicrmw(body, op),
            CfBr | LlvmBr => {
                let (block, args) = body
                    .successors(op)
                    .next()
                    .ok_or_else(|| Stop::unsupported("branch without a successor"))?;
                self.jump(body, block, args)
            }
            CfCondBr | LlvmCondBr => self.cond_branch(body, op),
            CfSwitch | LlvmSwitch => self.switch(body, op),
            CfAssert => {
                let [c] = self.operands1(body, op)?;
                match self.val(c) {
                    Val::Int { bits: 1, .. } => Ok(Flow::Continue),
                    Val::Int { .. } => {
                        let msg = match self.attr(body, op, self.names.msg) {
                            Some(AttrData::String { value, .. }) => {
                                self.ctx.str(*value).to_string()
                            }
                            _ => "assertion failed".to_string(),
                        };
                        Err(Stop::Trap(msg.into()))
                    }
                    _ => Err(Stop::ub("assert on poison")),
                }
            }
            FuncReturn | LlvmReturn => {
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
            LlvmUnreachable => Err(Stop::ub("unreachable executed")),
            FuncConstant => {
                let name = self
                    .symbol_attr(body, op, self.names.value)
                    .ok_or_else(|| Stop::unsupported("func.constant without a symbol"))?;
                self.set(body.result(op, 0), Val::Func(name));
                Ok(Flow::Continue)
            }
            FuncCall | FuncCallIndirect | LlvmCall => self.call(body, op),
            BuiltinUnrealizedConversionCast => self.conversion_cast(body, op),
            o if o.dialect() == strata_ir::Dialect::Memref => self.exec_memref(body, op),
            o if o.dialect() == strata_ir::Dialect::Spirv => self.exec_spirv(body, op),
            o if o.dialect() == strata_ir::Dialect::Vector => self.exec_vector(body, op),
            o if o.name().starts_with("llvm.intr.") => self.exec_intrinsic(body, op),
            _ => Err(Stop::unsupported("op not modelled by the interpreter")),
        }
    }

    // ---- operand plumbing ----

    /// Loads `op`'s single result, of its own type, through pointer `p`.
    pub(super) fn load_through(&mut self, body: &Body, op: Op, p: Value) -> Result<Flow, Stop> {
        let addr = self.address(p)?;
        let res = body.result(op, 0);
        let v = self.load_val(addr, body.value_type(res))?;
        self.set(res, v);
        Ok(Flow::Continue)
    }

    /// Stores `v`, of its own type, through pointer `p`.
    pub(super) fn store_through(&mut self, body: &Body, p: Value, v: Value) -> Result<Flow, Stop> {
        let addr = self.address(p)?;
        let x = self.val(v).clone();
        self.store_val(addr, &x, body.value_type(v), false)?;
        Ok(Flow::Continue)
    }

    pub(super) fn operands1(&self, body: &Body, op: Op) -> Result<[Value; 1], Stop> {
        match body.operands(op) {
            &[a, ..] => Ok([a]),
            _ => Err(Stop::unsupported("missing operand")),
        }
    }

    pub(super) fn operands2(&self, body: &Body, op: Op) -> Result<[Value; 2], Stop> {
        match body.operands(op) {
            &[a, b, ..] => Ok([a, b]),
            _ => Err(Stop::unsupported("missing operand")),
        }
    }

    pub(super) fn type_attr(
        &self,
        body: &Body,
        op: Op,
        name: strata_ir::Ident,
    ) -> Result<TypeId, Stop> {
        match self.attr(body, op, name) {
            Some(AttrData::Type(t)) => Ok(*t),
            _ => Err(Stop::unsupported("missing type attribute")),
        }
    }

    /// The scalar kind of a type (vectors: of their element type).
    pub(super) fn scalar_of(&self, ty: TypeId) -> Result<Scalar, Stop> {
        Ok(match self.ctx.type_data(ty) {
            TypeData::Integer { width, .. } => Scalar::Int(*width),
            TypeData::Index => Scalar::Int(64),
            TypeData::Float(FloatKind::F32) => Scalar::F32,
            TypeData::Float(FloatKind::F64) => Scalar::F64,
            TypeData::LlvmPtr { .. } | TypeData::SpirvPtr { .. } => Scalar::Ptr,
            TypeData::Vector { elem, .. } => return self.scalar_of(*elem),
            _ => return Err(Stop::unsupported("unsupported scalar type")),
        })
    }

    pub(super) fn flags(&self, body: &Body, op: Op) -> IntFlags {
        let of = self
            .int_attr(body, op, self.names.overflow_flags)
            .unwrap_or(0);
        IntFlags {
            nsw: of & 1 != 0,
            nuw: of & 2 != 0,
            exact: self.has_attr(body, op, self.names.is_exact),
            disjoint: self.has_attr(body, op, self.names.is_disjoint),
        }
    }

    fn int_bin(&mut self, body: &Body, op: Op, kind: IntBin) -> Result<Flow, Stop> {
        let [a, b] = self.operands2(body, op)?;
        let flags = self.flags(body, op);
        let r = lift2(self.val(a), self.val(b), &mut |x, y| {
            int_binop(kind, x, y, flags)
        })?;
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    fn float_bin(&mut self, body: &Body, op: Op, kind: FloatBin) -> Result<Flow, Stop> {
        let [a, b] = self.operands2(body, op)?;
        let r = lift2(self.val(a), self.val(b), &mut |x, y| {
            float_binop(kind, x, y)
        })?;
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    pub(super) fn float_un(&mut self, body: &Body, op: Op, kind: FloatUn) -> Result<Flow, Stop> {
        let [a] = self.operands1(body, op)?;
        let r = lift1(self.val(a), &mut |x| float_unop(kind, x))?;
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    /// The lanes of a vector type; `None` for a scalar.
    pub(super) fn lanes_of(&self, ty: TypeId) -> Option<usize> {
        match self.ctx.type_data(ty) {
            TypeData::Vector { shape, .. } => Some(shape.iter().product::<i64>().max(0) as usize),
            _ => None,
        }
    }

    /// A bitcast whose operand and result have different lane counts
    /// (`None` when the counts agree and the cast goes lane by lane).
    pub(super) fn reshaping_bitcast(&self, body: &Body, op: Op) -> Result<Option<Val>, Stop> {
        let [a] = self.operands1(body, op)?;
        let res = body.value_type(body.result(op, 0));
        let lanes = self.lanes_of(res);
        if lanes == self.lanes_of(body.value_type(a)) {
            return Ok(None);
        }
        let to = self.scalar_of(res)?;
        super::semantics::bitcast_lanes(self.val(a), to, lanes).map(Some)
    }

    fn cast_op(&mut self, body: &Body, op: Op, kind: Cast) -> Result<Flow, Stop> {
        let [a] = self.operands1(body, op)?;
        let res = body.result(op, 0);
        if kind == Cast::Bitcast {
            if let Some(r) = self.reshaping_bitcast(body, op)? {
                self.set(res, r);
                return Ok(Flow::Continue);
            }
        }
        let to = self.scalar_of(body.value_type(res))?;
        let mut flags = self.flags(body, op);
        if self.has_attr(body, op, self.names.non_neg) {
            // `nneg` on zext/uitofp: a negative input is poison.
            flags.nsw = true;
        }
        let r = lift1(self.val(a), &mut |x| cast(kind, x, to, flags))?;
        self.set(res, r);
        Ok(Flow::Continue)
    }

    fn extended_arith(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let [a, b] = self.operands2(body, op)?;
        let (x, y, w) = match (self.val(a), self.val(b)) {
            (Val::Int { bits: x, width }, Val::Int { bits: y, .. }) if *width <= 64 => {
                (*x, *y, *width)
            }
            (Val::Poison, _) | (_, Val::Poison) => {
                self.set(body.result(op, 0), Val::Poison);
                self.set(body.result(op, 1), Val::Poison);
                return Ok(Flow::Continue);
            }
            _ => {
                return Err(Stop::unsupported(
                    "extended arithmetic on unsupported operands",
                ))
            }
        };
        let (lo, hi) = match body.op(op).opcode {
            Opcode::ArithAdduiExtended => {
                let s = x + y;
                (Val::int(s, w), Val::bool(s >> w != 0))
            }
            Opcode::ArithMuluiExtended => {
                let p = x * y;
                (Val::int(p, w), Val::int(p >> w, w))
            }
            _ => {
                let p = super::value::sext(x, w) * super::value::sext(y, w);
                (Val::int(p as u128, w), Val::int((p >> w) as u128, w))
            }
        };
        self.set(body.result(op, 0), lo);
        self.set(body.result(op, 1), hi);
        Ok(Flow::Continue)
    }

    fn positions(&self, body: &Body, op: Op) -> Result<Vec<usize>, Stop> {
        match self.attr(body, op, self.names.position) {
            Some(AttrData::DenseArray {
                values: DenseValues::Int(v),
                ..
            }) => Ok(v.iter().map(|&i| i as usize).collect()),
            _ => Err(Stop::unsupported("missing position")),
        }
    }

    /// A dereferenceable address from a pointer operand.
    pub(super) fn address(&self, p: Value) -> Result<u64, Stop> {
        match self.val(p) {
            Val::Ptr(a) => Ok(*a),
            Val::Poison => Err(Stop::ub("access through a poison pointer")),
            _ => Err(Stop::unsupported("access through a non-pointer")),
        }
    }

    pub(super) fn zero_of(&self, ty: TypeId) -> Result<Val, Stop> {
        if let Some(fields) = aggregate_fields(self.ctx, ty)? {
            return Ok(Val::Agg(
                fields
                    .into_iter()
                    .map(|(t, _)| self.zero_of(t))
                    .collect::<Result<_, _>>()?,
            ));
        }
        Ok(match self.scalar_of(ty)? {
            Scalar::Int(w) => Val::int(0, w),
            Scalar::F32 => Val::F32(0.0),
            Scalar::F64 => Val::F64(0.0),
            Scalar::Ptr => Val::Ptr(0),
        })
    }

    /// Poison of a type: aggregates become aggregates of poison so that
    /// `insertvalue` can fill them field by field.
    pub(super) fn poison_of(&self, ty: TypeId) -> Val {
        match aggregate_fields(self.ctx, ty) {
            Ok(Some(fields)) => {
                Val::Agg(fields.into_iter().map(|(t, _)| self.poison_of(t)).collect())
            }
            _ => Val::Poison,
        }
    }

    fn freeze(&self, v: Val, ty: TypeId) -> Result<Val, Stop> {
        match v {
            // Freeze picks an arbitrary value; zero is as good as any and
            // keeps runs deterministic.
            Val::Poison => self.zero_of(ty),
            Val::Agg(items) => {
                let fields = aggregate_fields(self.ctx, ty)?.unwrap_or_default();
                Ok(Val::Agg(
                    items
                        .into_vec()
                        .into_iter()
                        .enumerate()
                        .map(|(i, x)| match fields.get(i) {
                            Some(&(t, _)) => self.freeze(x, t),
                            None => Ok(x),
                        })
                        .collect::<Result<_, _>>()?,
                ))
            }
            other => Ok(other),
        }
    }

    fn gep(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let ops = body.operands(op);
        let (&base, dynamic) = ops
            .split_first()
            .ok_or_else(|| Stop::unsupported("getelementptr without a base"))?;
        let elem = self.type_attr(body, op, self.names.elem_type)?;
        let raw: Vec<i128> = match self.attr(body, op, self.names.raw_constant_indices) {
            Some(AttrData::DenseArray {
                values: DenseValues::Int(v),
                ..
            }) => v.to_vec(),
            _ => return Err(Stop::unsupported("getelementptr without indices")),
        };
        let base_addr = match self.val(base) {
            Val::Ptr(a) => *a,
            Val::Poison => {
                self.set(body.result(op, 0), Val::Poison);
                return Ok(Flow::Continue);
            }
            _ => return Err(Stop::unsupported("vector getelementptr")),
        };
        let mut dyn_iter = dynamic.iter();
        let mut offset: i128 = 0;
        let mut cur = elem;
        for (n, &r) in raw.iter().enumerate() {
            let idx = if r == i32::MIN as i128 {
                let v = dyn_iter
                    .next()
                    .ok_or_else(|| Stop::unsupported("getelementptr index missing"))?;
                match self.val(*v) {
                    Val::Poison => {
                        self.set(body.result(op, 0), Val::Poison);
                        return Ok(Flow::Continue);
                    }
                    x => x
                        .as_i128()
                        .ok_or_else(|| Stop::unsupported("non-integer getelementptr index"))?,
                }
            } else {
                r
            };
            if n == 0 {
                offset =
                    offset.wrapping_add(idx.wrapping_mul(layout(self.ctx, cur)?.alloc as i128));
                continue;
            }
            match self.ctx.type_data(cur) {
                TypeData::LlvmStruct { .. } | TypeData::LlvmNamedStruct(_) => {
                    let fields = aggregate_fields(self.ctx, cur)?.unwrap_or_default();
                    let &(fty, off) = fields
                        .get(idx as usize)
                        .ok_or_else(|| Stop::unsupported("struct index out of range"))?;
                    offset = offset.wrapping_add(off as i128);
                    cur = fty;
                }
                TypeData::LlvmArray { elem, .. } => {
                    offset = offset
                        .wrapping_add(idx.wrapping_mul(layout(self.ctx, *elem)?.alloc as i128));
                    cur = *elem;
                }
                TypeData::Vector { elem, .. } => {
                    offset = offset
                        .wrapping_add(idx.wrapping_mul(layout(self.ctx, *elem)?.store as i128));
                    cur = *elem;
                }
                _ => return Err(Stop::unsupported("getelementptr into a non-aggregate")),
            }
        }
        let addr = (base_addr as i128).wrapping_add(offset) as u64;
        let inbounds = self
            .int_attr(body, op, self.names.no_wrap_flags)
            .unwrap_or(0)
            & 1
            != 0;
        let r = if inbounds && offset != 0 && !self.mem.same_object(base_addr, addr) {
            Val::Poison
        } else {
            Val::Ptr(addr)
        };
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }

    pub(super) fn cond_branch(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let cond = *body
            .non_successor_operands(op)
            .first()
            .ok_or_else(|| Stop::unsupported("conditional branch without a condition"))?;
        let taken = match self.val(cond) {
            Val::Int { bits, .. } => *bits != 0,
            Val::Poison => return Err(Stop::ub("branch on poison")),
            _ => return Err(Stop::unsupported("branch condition is not an i1")),
        };
        let mut succ = body.successors(op);
        let first = succ.next();
        let second = succ.next();
        let (block, args) = if taken { first } else { second }
            .ok_or_else(|| Stop::unsupported("conditional branch needs two successors"))?;
        self.jump(body, block, args)
    }

    pub(super) fn jump(&mut self, body: &Body, block: Block, args: &[Value]) -> Result<Flow, Stop> {
        let params = body.block_args(block);
        if params.len() != args.len() {
            return Err(Stop::unsupported(
                "branch passes the wrong number of block arguments",
            ));
        }
        // Read all arguments before writing any parameter (a parallel copy).
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        scratch.extend(args.iter().map(|&a| self.val(a).clone()));
        let frame = self.frame_mut();
        for (p, v) in params.iter().zip(scratch.drain(..)) {
            frame.vals[p.index()] = v;
        }
        frame.next = body.blocks[block.index()].first;
        self.scratch = scratch;
        Ok(Flow::Jump)
    }

    fn switch(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let flag = *body
            .non_successor_operands(op)
            .first()
            .ok_or_else(|| Stop::unsupported("switch without a flag"))?;
        let (bits, width) = match self.val(flag) {
            Val::Int { bits, width } => (*bits, *width),
            Val::Poison => return Err(Stop::ub("switch on poison")),
            _ => return Err(Stop::unsupported("switch on a non-integer")),
        };
        let cases: &[i128] = match self.attr(body, op, self.names.case_values) {
            Some(AttrData::DenseElements {
                values: DenseValues::Int(v),
                ..
            }) => v,
            _ => &[],
        };
        let chosen = cases
            .iter()
            .position(|&c| (c as u128) & super::value::mask(width) == bits)
            .map_or(0, |i| i + 1);
        let (block, args) = body
            .successors(op)
            .nth(chosen)
            .ok_or_else(|| Stop::unsupported("switch has fewer successors than cases"))?;
        self.jump(body, block, args)
    }

    pub(super) fn call(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let d = body.op(op);
        let mut operands = body.operands(op);
        if d.opcode == Opcode::LlvmCall {
            if let Some(AttrData::DenseArray {
                values: DenseValues::Int(seg),
                ..
            }) = self.attr(body, op, self.names.operand_segment_sizes)
            {
                let n = seg.first().copied().unwrap_or(0).max(0) as usize;
                operands = &operands[..n.min(operands.len())];
            }
        }
        let callee = match self.symbol_attr(body, op, self.names.callee) {
            Some(c) => c,
            None => {
                let (&f, rest) = operands
                    .split_first()
                    .ok_or_else(|| Stop::unsupported("indirect call without a callee"))?;
                operands = rest;
                match self.val(f) {
                    Val::Func(name) => *name,
                    Val::Poison => return Err(Stop::ub("call through a poison pointer")),
                    _ => return Err(Stop::ub("call through a pointer that is not a function")),
                }
            }
        };
        let args: Vec<Val> = operands.iter().map(|&v| self.val(v).clone()).collect();
        if args.iter().any(Val::contains_poison) {
            return Err(Stop::ub("poison passed to a call"));
        }
        let entry = self.funcs.get(&callee).copied().ok_or_else(|| {
            Stop::unsupported(format!(
                "call of unknown function '{}'",
                self.ctx.str(callee)
            ))
        })?;
        match entry.body {
            Some(b) => Ok(Flow::Call(b, args)),
            None => {
                let results = self.call_external(callee, &args)?;
                let res = body.results(op);
                if res.len() != results.len() {
                    return Err(Stop::unsupported(
                        "external function returns a different number of values",
                    ));
                }
                for (r, v) in res.zip(results) {
                    self.set(r, v);
                }
                Ok(Flow::Continue)
            }
        }
    }

    /// Functions of the C runtime that lowered code calls.
    fn call_external(&mut self, name: strata_ir::Ident, args: &[Val]) -> Result<Vec<Val>, Stop> {
        use super::memory::AllocKind;
        let arg = |i: usize| {
            args.get(i)
                .and_then(Val::as_u64)
                .ok_or_else(|| Stop::unsupported("bad argument to a runtime function"))
        };
        match self.ctx.str(name) {
            "malloc" | "_mlir_memref_to_llvm_alloc" => {
                let p = self.mem.allocate(arg(0)?, 16, AllocKind::Heap, false)?;
                Ok(vec![Val::Ptr(p)])
            }
            "calloc" => {
                let size = arg(0)?.saturating_mul(arg(1)?);
                let p = self.mem.allocate(size, 16, AllocKind::Heap, true)?;
                Ok(vec![Val::Ptr(p)])
            }
            "aligned_alloc" | "_mlir_memref_to_llvm_aligned_alloc" => {
                let (align, size) = (arg(0)?, arg(1)?);
                if align == 0 || !align.is_power_of_two() {
                    return Err(Stop::ub("aligned_alloc with an invalid alignment"));
                }
                let p = self.mem.allocate(size, align, AllocKind::Heap, false)?;
                Ok(vec![Val::Ptr(p)])
            }
            "free" | "_mlir_memref_to_llvm_free" => {
                self.mem.free(arg(0)?, AllocKind::Heap)?;
                Ok(vec![])
            }
            "abort" => Err(Stop::Trap("abort called".into())),
            // A work-group barrier (or its split arrive/wait halves) with a
            // single invocation returns at once.
            "_Z22__spirv_ControlBarrieriii"
            | "_Z33__spirv_ControlBarrierArriveINTELiii"
            | "_Z31__spirv_ControlBarrierWaitINTELiii" => Ok(vec![]),
            other => Err(Stop::unsupported(format!(
                "call of external function '{other}'"
            ))),
        }
    }
}

pub(super) fn select(c: &Val, t: &Val, f: &Val) -> Val {
    match c {
        Val::Int { bits, .. } => {
            if *bits != 0 {
                t.clone()
            } else {
                f.clone()
            }
        }
        Val::Agg(cs) => match (t, f) {
            (Val::Agg(ts), Val::Agg(fs)) => Val::Agg(
                cs.iter()
                    .zip(ts.iter().zip(fs.iter()))
                    .map(|(c, (t, f))| select(c, t, f))
                    .collect(),
            ),
            _ => Val::Poison,
        },
        _ => Val::Poison,
    }
}

fn insert_at(
    container: &mut Val,
    pos: &[usize],
    item: Val,
    poison: &dyn Fn() -> Val,
) -> Result<(), Stop> {
    let Some((&first, rest)) = pos.split_first() else {
        *container = item;
        return Ok(());
    };
    if container.is_poison() {
        // A whole-aggregate poison (e.g. a loaded poison) gains structure on
        // first insertion only through its type; callers pass that shape.
        *container = poison();
    }
    match container {
        Val::Agg(items) => {
            let slot = items
                .get_mut(first)
                .ok_or_else(|| Stop::unsupported("insertvalue position out of range"))?;
            insert_at(slot, rest, item, &|| Val::Poison)
        }
        _ => Err(Stop::unsupported("insertvalue into a non-aggregate")),
    }
}
