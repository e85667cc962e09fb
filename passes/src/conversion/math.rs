//! `convert-math-to-llvm`: math ops to LLVM intrinsics, with MLIR 22's
//! expansions (`expm1`, `log1p`, `rsqrt`) and its limits: n-D vectors are
//! unrolled into their 1-D rows for the elementwise ops, the counting ops
//! and `absi` leave them alone, and ops without a lowering (`acosh`,
//! `cbrt`, `erf`, `ipowi`, `isinf`...) stay as they are (partial
//! conversion).

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::types::FloatKind;
use strata_ir::{AttrId, Diag, Dialect, Op, Opcode, TypeData, TypeId, Value};

use super::arith::{llvm_fastmath_flags, nd_rows, positions};
use super::rewriter::{BodyRewriter, Want};
use super::Patterns;

pub struct MathPatterns {
    /// `approximate-log1p` (on by default): `log1p(x)` as `log(1 + x)`;
    /// off, `log1p` has no lowering.
    pub approximate_log1p: bool,
}

impl Default for MathPatterns {
    fn default() -> Self {
        MathPatterns {
            approximate_log1p: true,
        }
    }
}

/// What a math op becomes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Lowering {
    /// The intrinsic, on each 1-D row, with the op's attributes.
    Elementwise(Opcode),
    /// `ctlz`/`cttz` with `is_zero_poison = false`, `abs` with
    /// `is_int_min_poison = false`: no attributes carried, no n-D rows.
    Counting(Opcode),
    /// `exp(x) - 1`
    Expm1,
    /// `log(1 + x)`
    Log1p,
    /// `1 / sqrt(x)`
    Rsqrt,
    /// `llvm.intr.is.fpclass` with this class mask.
    FpClass(i128),
    /// `llvm.intr.sincos` and the two fields of its struct.
    SinCos,
}

fn lowering(op: Opcode) -> Option<Lowering> {
    use Lowering::*;
    use Opcode::*;
    Some(match op {
        MathAbsf => Elementwise(IntrFabs),
        MathAcos => Elementwise(IntrAcos),
        MathAsin => Elementwise(IntrAsin),
        MathAtan => Elementwise(IntrAtan),
        MathAtan2 => Elementwise(IntrAtan2),
        MathCeil => Elementwise(IntrCeil),
        MathCopysign => Elementwise(IntrCopysign),
        MathCos => Elementwise(IntrCos),
        MathCosh => Elementwise(IntrCosh),
        MathCtpop => Elementwise(IntrCtpop),
        MathExp => Elementwise(IntrExp),
        MathExp2 => Elementwise(IntrExp2),
        MathFloor => Elementwise(IntrFloor),
        MathFma => Elementwise(IntrFma),
        MathFpowi => Elementwise(IntrPowi),
        MathLog => Elementwise(IntrLog),
        MathLog10 => Elementwise(IntrLog10),
        MathLog2 => Elementwise(IntrLog2),
        MathPowf => Elementwise(IntrPow),
        MathRound => Elementwise(IntrRound),
        MathRoundeven => Elementwise(IntrRoundeven),
        MathSin => Elementwise(IntrSin),
        MathSinh => Elementwise(IntrSinh),
        MathSqrt => Elementwise(IntrSqrt),
        MathTan => Elementwise(IntrTan),
        MathTanh => Elementwise(IntrTanh),
        MathTrunc => Elementwise(IntrTrunc),
        MathAbsi => Counting(IntrAbs),
        MathCtlz => Counting(IntrCtlz),
        MathCttz => Counting(IntrCttz),
        MathExpm1 => Expm1,
        MathLog1p => Log1p,
        MathRsqrt => Rsqrt,
        // LLVM's class bits: 3 = signaling and quiet NaN; 504 = the
        // finite classes (normal, subnormal and zero, both signs).
        MathIsnan => FpClass(3),
        MathIsfinite => FpClass(504),
        MathSincos => SinCos,
        _ => return None,
    })
}

impl Patterns for MathPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Math
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        let opcode = rw.old.op(op).opcode;
        let Some(lowering) = lowering(opcode) else {
            return Ok(false);
        };
        if lowering == Lowering::Log1p && !self.approximate_log1p {
            return Ok(false);
        }
        // Every operand and result type must convert, and none may be a
        // small float format (which LLVM has no arithmetic for).
        let old = rw.old;
        let mut result_types: SmallVec<[TypeId; 2]> = SmallVec::new();
        for r in old.results(op) {
            let t = old.value_type(r);
            if crate::type_converter::is_small_float_like(rw.ctx, t) {
                return Ok(false);
            }
            match rw.convert_type(t) {
                Some(c) => result_types.push(c),
                None => return Ok(false),
            }
        }
        for &o in old.operands(op) {
            let t = old.value_type(o);
            if crate::type_converter::is_small_float_like(rw.ctx, t) || rw.convert_type(t).is_none()
            {
                return Ok(false);
            }
        }
        let result = result_types[0];
        let operands = rw.operands(old.operands(op), Want::Converted);
        let r = match lowering {
            Lowering::Elementwise(llvm) => {
                let attrs = carried_attrs(rw, op);
                unrolled(rw, &operands, result, |rw, row, ty| {
                    rw.push1(llvm, row, ty, attrs)
                })
            }
            Lowering::Counting(llvm) => {
                if nd_rows(rw, result).is_some() {
                    return Ok(false);
                }
                let flag = if llvm == Opcode::IntrAbs {
                    rw.names.is_int_min_poison
                } else {
                    rw.names.is_zero_poison
                };
                let no = rw.ctx.intern_attr(AttrData::Bool(false));
                let attrs = rw.attrs(&[(flag, no)]);
                rw.push1(llvm, &operands, result, attrs)
            }
            Lowering::Expm1 | Lowering::Log1p | Lowering::Rsqrt => {
                let attrs = carried_attrs(rw, op);
                if !has_float_rows(rw, result) {
                    return Ok(false);
                }
                unrolled(rw, &operands, result, |rw, row, ty| {
                    let one = float_one(rw, ty);
                    let one = rw.constant(one, ty);
                    let x = row[0];
                    match lowering {
                        Lowering::Expm1 => {
                            let e = rw.push1(Opcode::IntrExp, &[x], ty, attrs);
                            rw.push1(Opcode::LlvmFsub, &[e, one], ty, attrs)
                        }
                        Lowering::Log1p => {
                            let s = rw.push1(Opcode::LlvmFadd, &[one, x], ty, attrs);
                            rw.push1(Opcode::IntrLog, &[s], ty, attrs)
                        }
                        _ => {
                            let s = rw.push1(Opcode::IntrSqrt, &[x], ty, attrs);
                            rw.push1(Opcode::LlvmFdiv, &[one, s], ty, attrs)
                        }
                    }
                })
            }
            // MLIR 22 builds these on the converted type as it is: an n-D
            // vector's array of rows makes an op the verifier rejects.
            Lowering::FpClass(bits) => {
                let bit = rw.ctx.int_attr(TypeId::I32, bits);
                let attrs = rw.attrs(&[(rw.names.fpclass_bit, bit)]);
                rw.push1(Opcode::IntrIsFpclass, &operands, result, attrs)
            }
            Lowering::SinCos => {
                let attrs = carried_attrs(rw, op);
                let ty = rw.new_type(operands[0]);
                let pair = rw.ctx.llvm_struct(&[ty, ty], false);
                let both = rw.push1(Opcode::IntrSincos, &operands, pair, attrs);
                let sin = rw.extractvalue(both, &[0], ty);
                let cos = rw.extractvalue(both, &[1], ty);
                rw.map_results(op, &[sin, cos]);
                return Ok(true);
            }
        };
        rw.map_results(op, &[r]);
        Ok(true)
    }
}

/// Builds `row` on the operands, or — for an n-D vector result (an array
/// of 1-D vectors) — once per row between extracts of each operand's row
/// and an insert into the result, as MLIR's `handleMultidimensionalVectors`
/// does.
fn unrolled(
    rw: &mut BodyRewriter,
    operands: &[Value],
    result: TypeId,
    mut row: impl FnMut(&mut BodyRewriter, &[Value], TypeId) -> Value,
) -> Value {
    let Some((dims, row_ty)) = nd_rows(rw, result) else {
        return row(rw, operands, result);
    };
    let mut acc = rw.poison(result);
    for pos in positions(&dims) {
        let mut row_ops: SmallVec<[Value; 3]> = SmallVec::new();
        for &v in operands {
            let vt = rw.new_type(v);
            let elem = nd_rows(rw, vt).map_or(vt, |(_, r)| r);
            row_ops.push(rw.extractvalue(v, &pos, elem));
        }
        let r = row(rw, &row_ops, row_ty);
        acc = rw.insertvalue(acc, r, &pos);
    }
    acc
}

/// The LLVM op's attributes: the math op's, with `fastmath` turned into
/// `fastmathFlags` (left out when none), as MLIR's attribute converter
/// does.
fn carried_attrs(rw: &BodyRewriter, op: Op) -> AttrId {
    let ctx = rw.ctx;
    let n = rw.names;
    let old_attrs = rw.old.op(op).attrs;
    if old_attrs == AttrId::EMPTY_DICT {
        return AttrId::EMPTY_DICT;
    }
    let mut out: SmallVec<[(strata_ir::Ident, AttrId); 2]> = ctx
        .dict_entries(old_attrs)
        .iter()
        .filter(|a| a.name != n.fastmath)
        .map(|a| (a.name, a.value))
        .collect();
    if let Some(e) = llvm_fastmath_flags(rw, old_attrs) {
        out.push((n.fastmath_flags, e));
    }
    rw.attrs(&out)
}

/// Whether a converted type (a float, a 1-D vector or an array of them)
/// has float elements.
fn has_float_rows(rw: &BodyRewriter, ty: TypeId) -> bool {
    let row = nd_rows(rw, ty).map_or(ty, |(_, r)| r);
    let elem = match rw.ctx.type_data(row) {
        TypeData::Vector { elem, .. } => *elem,
        _ => row,
    };
    matches!(rw.ctx.type_data(elem), TypeData::Float(_))
}

/// `1.0` of a float type, or a splat `dense<1.0>` of a 1-D vector type.
fn float_one(rw: &BodyRewriter, ty: TypeId) -> AttrId {
    let ctx = rw.ctx;
    let bits = |t: TypeId| match ctx.type_data(t) {
        TypeData::Float(k) => strata_ir::syntax::floats::from_f64(1.0, *k),
        _ => strata_ir::syntax::floats::from_f64(1.0, FloatKind::F32),
    };
    match ctx.type_data(ty) {
        TypeData::Vector { elem, .. } => ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Float([bits(*elem)].into()),
        }),
        _ => ctx.intern_attr(AttrData::Float { ty, bits: bits(ty) }),
    }
}
