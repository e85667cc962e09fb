//! `convert-index-to-llvm` (and the `index` part of `convert-to-llvm`):
//! each index op on the converted index type (`i64`, or the
//! `index-bitwidth`), as MLIR 22 lowers it: arithmetic to the LLVM op or
//! intrinsic of the same meaning, `index.cmp` to `llvm.icmp`, constants to
//! `llvm.mlir.constant`, casts to an extension, a truncation or nothing,
//! and the rounding divisions to MLIR's expansions, step for step.

use smallvec::SmallVec;
use strata_ir::{AttrId, Diag, Dialect, Op, Opcode, TypeData, TypeId, Value};

use super::rewriter::{BodyRewriter, Want};
use super::Patterns;

pub struct IndexPatterns;

/// The LLVM op of an index op that maps one to one.
fn one_to_one(opcode: Opcode) -> Option<Opcode> {
    use Opcode::*;
    Some(match opcode {
        IndexAdd => LlvmAdd,
        IndexSub => LlvmSub,
        IndexMul => LlvmMul,
        IndexDivs => LlvmSdiv,
        IndexDivu => LlvmUdiv,
        IndexRems => LlvmSrem,
        IndexRemu => LlvmUrem,
        IndexMaxs => IntrSmax,
        IndexMaxu => IntrUmax,
        IndexMins => IntrSmin,
        IndexMinu => IntrUmin,
        IndexShl => LlvmShl,
        IndexShrs => LlvmAshr,
        IndexShru => LlvmLshr,
        IndexAnd => LlvmAnd,
        IndexOr => LlvmOr,
        IndexXor => LlvmXor,
        _ => return None,
    })
}

/// `llvm.icmp` predicates by MLIR's numbering (`index.cmp` shares it).
const EQ: i128 = 0;
const NE: i128 = 1;
const SLT: i128 = 2;
const SGT: i128 = 4;

impl Patterns for IndexPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Index
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        let old = rw.old;
        let d = old.op(op);
        let opcode = d.opcode;
        let Some(result) = old.results(op).next() else {
            return Ok(false);
        };
        let Some(ty) = rw.converted_type(result) else {
            return Ok(false);
        };
        let old_operands: SmallVec<[Value; 2]> = old.operands(op).iter().copied().collect();
        let e = AttrId::EMPTY_DICT;
        let r = if let Some(llvm) = one_to_one(opcode) {
            // The commutative trait's fold moves a constant right first,
            // and the pattern converts the op as that left it.
            let mut old_operands = old_operands;
            if let crate::op_fold::Fold::Operands(_) = crate::op_fold::commute(old, op) {
                old_operands.swap(0, 1);
            }
            let ops = rw.operands(&old_operands, Want::Converted);
            rw.push1(llvm, &ops, ty, e)
        } else {
            match opcode {
                Opcode::IndexCmp => {
                    let pred = strata_ir::dialect::dict_lookup(rw.ctx, d.attrs, "pred")
                        .and_then(|a| strata_ir::dialect::index::predicate_of(rw.ctx, a));
                    let Some(pred) = pred else {
                        return Ok(false);
                    };
                    let ops = rw.operands(&old_operands, Want::Converted);
                    icmp(rw, pred as i128, ops[0], ops[1])
                }
                Opcode::IndexConstant | Opcode::IndexBoolConstant => {
                    let Some(value) = rw.ctx.dict_get(d.attrs, strata_ir::Ident::VALUE) else {
                        return Ok(false);
                    };
                    let attr = match *rw.ctx.attr_data(value) {
                        strata_ir::AttrData::Integer { value, .. } => index_constant(rw, value, ty),
                        _ => value,
                    };
                    rw.constant(attr, ty)
                }
                Opcode::IndexSizeof => {
                    let Some(bits) = int_width(rw, ty) else {
                        return Ok(false);
                    };
                    rw.int_constant(i128::from(bits), ty, ty)
                }
                Opcode::IndexCasts | Opcode::IndexCastu => {
                    let ops = rw.operands(&old_operands, Want::Converted);
                    let from = rw.new_type(ops[0]);
                    let (Some(a), Some(b)) = (int_width(rw, from), int_width(rw, ty)) else {
                        return Ok(false);
                    };
                    let llvm = if a == b {
                        rw.map_results(op, &[ops[0]]);
                        return Ok(true);
                    } else if a > b {
                        Opcode::LlvmTrunc
                    } else if opcode == Opcode::IndexCasts {
                        Opcode::LlvmSext
                    } else {
                        Opcode::LlvmZext
                    };
                    rw.push1(llvm, &ops, ty, e)
                }
                Opcode::IndexCeildivs | Opcode::IndexCeildivu | Opcode::IndexFloordivs => {
                    let ops = rw.operands(&old_operands, Want::Converted);
                    rounding_division(rw, opcode, ops[0], ops[1], ty)
                }
                _ => return Ok(false),
            }
        };
        rw.map_results(op, &[r]);
        Ok(true)
    }
}

/// An index constant's value as an attribute of the converted index type
/// `ty`: wrapped to its width.
pub(crate) fn index_constant(rw: &BodyRewriter, value: i128, ty: TypeId) -> AttrId {
    let value = match int_width(rw, ty) {
        Some(w) => super::int_fold::wrap(value, w),
        None => value,
    };
    rw.ctx.int_attr(ty, value)
}

/// The width of integer type `ty`.
fn int_width(rw: &BodyRewriter, ty: TypeId) -> Option<u32> {
    match rw.ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn icmp(rw: &mut BodyRewriter, pred: i128, a: Value, b: Value) -> Value {
    let p = rw.ctx.int_attr(TypeId::I64, pred);
    let attrs = rw.attrs(&[(rw.names.predicate, p)]);
    rw.push1(Opcode::LlvmIcmp, &[a, b], TypeId::I1, attrs)
}

/// MLIR's expansions of `ceildivs`, `ceildivu` and `floordivs` on `n / m`,
/// in the order it emits them.
fn rounding_division(
    rw: &mut BodyRewriter,
    opcode: Opcode,
    n: Value,
    m: Value,
    ty: TypeId,
) -> Value {
    use Opcode::{LlvmAdd, LlvmAnd, LlvmSdiv, LlvmSelect, LlvmSub, LlvmUdiv};
    let e = AttrId::EMPTY_DICT;
    let int = |rw: &mut BodyRewriter, v: i128| rw.int_constant(v, ty, ty);
    match opcode {
        Opcode::IndexCeildivu => {
            // n == 0 ? 0 : (n - 1) / m + 1
            let zero = int(rw, 0);
            let one = int(rw, 1);
            let minus = rw.push1(LlvmSub, &[n, one], ty, e);
            let quotient = rw.push1(LlvmUdiv, &[minus, m], ty, e);
            let plus = rw.push1(LlvmAdd, &[quotient, one], ty, e);
            let is_zero = icmp(rw, EQ, n, zero);
            rw.push1(LlvmSelect, &[is_zero, zero, plus], ty, e)
        }
        Opcode::IndexCeildivs => {
            // Signs agreeing and n != 0: (n + (m > 0 ? -1 : 1)) / m + 1;
            // else -(-n / m).
            let zero = int(rw, 0);
            let one = int(rw, 1);
            let minus_one = int(rw, -1);
            let m_pos = icmp(rw, SGT, m, zero);
            let x = rw.push1(LlvmSelect, &[m_pos, minus_one, one], ty, e);
            let n_plus_x = rw.push1(LlvmAdd, &[n, x], ty, e);
            let q = rw.push1(LlvmSdiv, &[n_plus_x, m], ty, e);
            let pos = rw.push1(LlvmAdd, &[q, one], ty, e);
            let neg_n = rw.push1(LlvmSub, &[zero, n], ty, e);
            let q_neg = rw.push1(LlvmSdiv, &[neg_n, m], ty, e);
            let neg = rw.push1(LlvmSub, &[zero, q_neg], ty, e);
            let n_pos = icmp(rw, SGT, n, zero);
            let same = icmp(rw, EQ, n_pos, m_pos);
            let n_nonzero = icmp(rw, NE, n, zero);
            let up = rw.push1(LlvmAnd, &[same, n_nonzero], TypeId::I1, e);
            rw.push1(LlvmSelect, &[up, pos, neg], ty, e)
        }
        _ => {
            // Signs differing and n != 0: -1 - ((m < 0 ? 1 : -1) - n) / m;
            // else n / m.
            let zero = int(rw, 0);
            let one = int(rw, 1);
            let minus_one = int(rw, -1);
            let m_neg = icmp(rw, SLT, m, zero);
            let x = rw.push1(LlvmSelect, &[m_neg, one, minus_one], ty, e);
            let x_minus_n = rw.push1(LlvmSub, &[x, n], ty, e);
            let q = rw.push1(LlvmSdiv, &[x_minus_n, m], ty, e);
            let down = rw.push1(LlvmSub, &[minus_one, q], ty, e);
            let plain = rw.push1(LlvmSdiv, &[n, m], ty, e);
            let n_neg = icmp(rw, SLT, n, zero);
            let differ = icmp(rw, NE, n_neg, m_neg);
            let n_nonzero = icmp(rw, NE, n, zero);
            let round = rw.push1(LlvmAnd, &[differ, n_nonzero], TypeId::I1, e);
            rw.push1(LlvmSelect, &[round, down, plain], ty, e)
        }
    }
}
