//! `llvm.intr.*`: the intrinsics the conversions to LLVM produce.

use strata_ir::{Body, Op, Opcode};

use super::semantics::{
    float_binop, fma, int_binop, int_unop, lift1, lift2, FloatBin, FloatUn, IntBin, IntFlags, IntUn,
};
use super::value::{sext, Val};
use super::{Flow, Interpreter, Stop};

impl<'m> Interpreter<'m> {
    pub(super) fn exec_intrinsic(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        use Opcode::*;
        let opcode = body.op(op).opcode;
        let ops = body.operands(op);
        let int2 = |this: &mut Self, kind: IntBin| -> Result<Flow, Stop> {
            let [a, b] = this.operands2(body, op)?;
            let r = lift2(this.val(a), this.val(b), &mut |x, y| {
                int_binop(kind, x, y, IntFlags::default())
            })?;
            this.set(body.result(op, 0), r);
            Ok(Flow::Continue)
        };
        let float2 = |this: &mut Self, kind: FloatBin| -> Result<Flow, Stop> {
            let [a, b] = this.operands2(body, op)?;
            let r = lift2(this.val(a), this.val(b), &mut |x, y| {
                float_binop(kind, x, y)
            })?;
            this.set(body.result(op, 0), r);
            Ok(Flow::Continue)
        };
        let int1 = |this: &mut Self, kind: IntUn| -> Result<Flow, Stop> {
            let [a] = this.operands1(body, op)?;
            let r = lift1(this.val(a), &mut |x| int_unop(kind, x))?;
            this.set(body.result(op, 0), r);
            Ok(Flow::Continue)
        };
        let flag = |this: &Self, name| this.int_attr(body, op, name).unwrap_or(0) != 0;
        match opcode {
            IntrSmax => int2(self, IntBin::SMax),
            IntrSmin => int2(self, IntBin::SMin),
            IntrUmax => int2(self, IntBin::UMax),
            IntrUmin => int2(self, IntBin::UMin),
            IntrUaddSat => int2(self, IntBin::UAddSat),
            IntrSaddSat => int2(self, IntBin::SAddSat),
            IntrUsubSat => int2(self, IntBin::USubSat),
            IntrSsubSat => int2(self, IntBin::SSubSat),
            IntrCtpop => int1(self, IntUn::Ctpop),
            IntrCtlz => {
                let p = flag(self, self.names.is_zero_poison);
                int1(self, IntUn::Ctlz(p))
            }
            IntrCttz => {
                let p = flag(self, self.names.is_zero_poison);
                int1(self, IntUn::Cttz(p))
            }
            IntrBitreverse => int1(self, IntUn::Bitreverse),
            IntrBswap => int1(self, IntUn::Bswap),
            IntrAbs => {
                let p = flag(self, self.names.is_int_min_poison);
                int1(self, IntUn::Abs(p))
            }
            IntrFabs => self.float_un(body, op, FloatUn::Abs),
            IntrSqrt => self.float_un(body, op, FloatUn::Sqrt),
            IntrFloor => self.float_un(body, op, FloatUn::Floor),
            IntrCeil => self.float_un(body, op, FloatUn::Ceil),
            IntrTrunc => self.float_un(body, op, FloatUn::Trunc),
            IntrRound => self.float_un(body, op, FloatUn::Round),
            // Under the default rounding mode rint/nearbyint round to even.
            IntrRoundeven | IntrRint | IntrNearbyint => self.float_un(body, op, FloatUn::RoundEven),
            IntrExp => self.float_un(body, op, FloatUn::Exp),
            IntrExp2 => self.float_un(body, op, FloatUn::Exp2),
            IntrLog => self.float_un(body, op, FloatUn::Log),
            IntrLog2 => self.float_un(body, op, FloatUn::Log2),
            IntrLog10 => self.float_un(body, op, FloatUn::Log10),
            IntrSin => self.float_un(body, op, FloatUn::Sin),
            IntrCos => self.float_un(body, op, FloatUn::Cos),
            IntrTan => self.float_un(body, op, FloatUn::Tan),
            IntrSinh => self.float_un(body, op, FloatUn::Sinh),
            IntrCosh => self.float_un(body, op, FloatUn::Cosh),
            IntrTanh => self.float_un(body, op, FloatUn::Tanh),
            IntrAsin => self.float_un(body, op, FloatUn::Asin),
            IntrAcos => self.float_un(body, op, FloatUn::Acos),
            IntrAtan => self.float_un(body, op, FloatUn::Atan),
            IntrExp10 => self.float_un(body, op, FloatUn::Exp10),
            IntrMaxnum => float2(self, FloatBin::MaxNum),
            IntrMinnum => float2(self, FloatBin::MinNum),
            IntrMaximum => float2(self, FloatBin::Maximum),
            IntrMinimum => float2(self, FloatBin::Minimum),
            IntrCopysign => float2(self, FloatBin::Copysign),
            IntrPow => float2(self, FloatBin::Pow),
            IntrAtan2 => float2(self, FloatBin::Atan2),
            IntrFma | IntrFmuladd => self.fma_op(body, op),
            IntrFshl | IntrFshr => {
                if ops.len() != 3 {
                    return Err(Stop::unsupported("funnel shift needs three operands"));
                }
                let r = match (self.val(ops[0]), self.val(ops[1]), self.val(ops[2])) {
                    (
                        Val::Int { bits: a, width: w },
                        Val::Int { bits: b, .. },
                        Val::Int { bits: s, .. },
                    ) if (1..=64).contains(w) => {
                        let w = *w;
                        let s = (*s % w as u128) as u32;
                        let concat = (*a << w) | *b;
                        let r = if opcode == IntrFshl {
                            (concat << s) >> w
                        } else {
                            concat >> s
                        };
                        Val::int(r, w)
                    }
                    _ => Val::Poison,
                };
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            IntrScmp | IntrUcmp => {
                let [a, b] = self.operands2(body, op)?;
                let res = body.result(op, 0);
                let w = self.int_width(body.value_type(res)).unwrap_or(8);
                let r = match (self.val(a), self.val(b)) {
                    (Val::Int { bits: x, width }, Val::Int { bits: y, .. }) => {
                        let ord = if opcode == IntrScmp {
                            sext(*x, *width).cmp(&sext(*y, *width))
                        } else {
                            x.cmp(y)
                        };
                        Val::int(ord as i8 as i128 as u128, w)
                    }
                    _ => Val::Poison,
                };
                self.set(res, r);
                Ok(Flow::Continue)
            }
            IntrUaddWithOverflow | IntrSaddWithOverflow | IntrUsubWithOverflow
            | IntrSsubWithOverflow | IntrUmulWithOverflow | IntrSmulWithOverflow => {
                let [a, b] = self.operands2(body, op)?;
                let (kind, flags) = match opcode {
                    IntrUaddWithOverflow => (
                        IntBin::Add,
                        IntFlags {
                            nuw: true,
                            ..Default::default()
                        },
                    ),
                    IntrSaddWithOverflow => (
                        IntBin::Add,
                        IntFlags {
                            nsw: true,
                            ..Default::default()
                        },
                    ),
                    IntrUsubWithOverflow => (
                        IntBin::Sub,
                        IntFlags {
                            nuw: true,
                            ..Default::default()
                        },
                    ),
                    IntrSsubWithOverflow => (
                        IntBin::Sub,
                        IntFlags {
                            nsw: true,
                            ..Default::default()
                        },
                    ),
                    IntrUmulWithOverflow => (
                        IntBin::Mul,
                        IntFlags {
                            nuw: true,
                            ..Default::default()
                        },
                    ),
                    _ => (
                        IntBin::Mul,
                        IntFlags {
                            nsw: true,
                            ..Default::default()
                        },
                    ),
                };
                let (x, y) = (self.val(a), self.val(b));
                let wrapped = int_binop(kind, x, y, IntFlags::default())?;
                let checked = int_binop(kind, x, y, flags)?;
                let overflow = if wrapped.is_poison() {
                    Val::Poison
                } else {
                    Val::bool(checked.is_poison())
                };
                self.set(body.result(op, 0), Val::Agg(Box::new([wrapped, overflow])));
                Ok(Flow::Continue)
            }
            IntrMemcpy | IntrMemcpyInline | IntrMemmove => {
                if ops.len() < 2 {
                    return Err(Stop::unsupported("memcpy needs a destination and a source"));
                }
                let (dst, src) = (self.address(ops[0])?, self.address(ops[1])?);
                let len = match ops.get(2).map(|&v| self.val(v)) {
                    Some(Val::Int { bits, .. }) => *bits as u64,
                    Some(Val::Poison) => return Err(Stop::ub("memcpy of poison length")),
                    _ => self.int_attr(body, op, self.ctx.ident("len")).unwrap_or(0) as u64,
                };
                if opcode != IntrMemmove
                    && len > 0
                    && dst < src.saturating_add(len)
                    && src < dst.saturating_add(len)
                {
                    return Err(Stop::ub("memcpy of overlapping ranges"));
                }
                self.mem.copy(dst, src, len)?;
                Ok(Flow::Continue)
            }
            IntrMemset | IntrMemsetInline => {
                if ops.len() < 2 {
                    return Err(Stop::unsupported("memset needs a destination and a byte"));
                }
                let dst = self.address(ops[0])?;
                let byte = match self.val(ops[1]) {
                    Val::Int { bits, .. } => *bits as u8,
                    _ => return Err(Stop::ub("memset with a poison byte")),
                };
                let len = match ops.get(2).map(|&v| self.val(v)) {
                    Some(Val::Int { bits, .. }) => *bits as u64,
                    Some(Val::Poison) => return Err(Stop::ub("memset of poison length")),
                    _ => self.int_attr(body, op, self.ctx.ident("len")).unwrap_or(0) as u64,
                };
                self.mem.fill(dst, byte, len)?;
                Ok(Flow::Continue)
            }
            IntrStacksave => {
                // The token is the number of live stack allocations; it is
                // never dereferenced, only handed back to stackrestore.
                let n = self.frame_mut().allocas.len() as u64;
                self.set(body.result(op, 0), Val::Ptr(n));
                Ok(Flow::Continue)
            }
            IntrStackrestore => {
                let [t] = self.operands1(body, op)?;
                let keep = self
                    .val(t)
                    .as_u64()
                    .ok_or_else(|| Stop::ub("stackrestore of poison"))?
                    as usize;
                let frame = self.frame_mut();
                if keep > frame.allocas.len() {
                    return Err(Stop::ub("stackrestore with a token from elsewhere"));
                }
                let released: Vec<u64> = frame.allocas.drain(keep..).collect();
                for a in released.into_iter().rev() {
                    self.mem.release_stack(a);
                }
                Ok(Flow::Continue)
            }
            IntrAssume => {
                let [c] = self.operands1(body, op)?;
                match self.val(c) {
                    Val::Int { bits: 1, .. } => Ok(Flow::Continue),
                    _ => Err(Stop::ub("assumption does not hold")),
                }
            }
            IntrExpect
            | IntrExpectWithProbability
            | IntrSsaCopy
            | IntrLaunderInvariantGroup
            | IntrStripInvariantGroup => {
                let [a] = self.operands1(body, op)?;
                let v = self.val(a).clone();
                self.set(body.result(op, 0), v);
                Ok(Flow::Continue)
            }
            IntrLifetimeStart
            | IntrLifetimeEnd
            | IntrPrefetch
            | IntrInvariantEnd
            | IntrExperimentalNoaliasScopeDecl => Ok(Flow::Continue),
            IntrTrap | IntrUbsantrap | IntrDebugtrap => Err(Stop::Trap("trap intrinsic".into())),
            IntrVectorReduceAdd | IntrVectorReduceMul | IntrVectorReduceAnd
            | IntrVectorReduceOr | IntrVectorReduceXor | IntrVectorReduceSmax
            | IntrVectorReduceSmin | IntrVectorReduceUmax | IntrVectorReduceUmin => {
                let kind = match opcode {
                    IntrVectorReduceAdd => IntBin::Add,
                    IntrVectorReduceMul => IntBin::Mul,
                    IntrVectorReduceAnd => IntBin::And,
                    IntrVectorReduceOr => IntBin::Or,
                    IntrVectorReduceXor => IntBin::Xor,
                    IntrVectorReduceSmax => IntBin::SMax,
                    IntrVectorReduceSmin => IntBin::SMin,
                    IntrVectorReduceUmax => IntBin::UMax,
                    _ => IntBin::UMin,
                };
                let [a] = self.operands1(body, op)?;
                let r = match self.val(a) {
                    Val::Agg(items) if !items.is_empty() => {
                        let mut acc = items[0].clone();
                        for x in items[1..].iter() {
                            acc = int_binop(kind, &acc, x, IntFlags::default())?;
                        }
                        acc
                    }
                    _ => Val::Poison,
                };
                self.set(body.result(op, 0), r);
                Ok(Flow::Continue)
            }
            _ => Err(Stop::unsupported(
                "intrinsic not modelled by the interpreter",
            )),
        }
    }

    /// A fused multiply-add of three floats or float vectors, lane by
    /// lane (`llvm.intr.fma`, `spirv.GL.Fma`, `spirv.CL.fma`).
    pub(super) fn fma_op(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let &[a, b, c] = body.operands(op) else {
            return Err(Stop::unsupported("fma needs three operands"));
        };
        let (a, b, c) = (self.val(a), self.val(b), self.val(c));
        let r = match (a, b, c) {
            (Val::Agg(x), Val::Agg(y), Val::Agg(z)) => Val::Agg(
                x.iter()
                    .zip(y.iter())
                    .zip(z.iter())
                    .map(|((p, q), r)| fma(p, q, r))
                    .collect::<Result<_, _>>()?,
            ),
            _ => fma(a, b, c)?,
        };
        self.set(body.result(op, 0), r);
        Ok(Flow::Continue)
    }
}
