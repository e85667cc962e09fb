//! The SPIR-V folders MLIR's dialect conversion tries before any pattern.
//!
//! A fold sees the op's original operands: an operand counts as constant
//! only when a `spirv.Constant` defines it in the input (values that other
//! folds produced do not). A fold yields either one of the operands (the
//! result then stands for that operand's converted value) or an attribute,
//! materialized as an `llvm.mlir.constant` where the op was.

use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::body::ValueDef;
use strata_ir::dialect::spirv::int_array;
use strata_ir::{AttrId, Body, Context, Op, Opcode, TypeData, TypeId, Value};

use super::ops::converted_results;
use crate::conversion::int_fold::*;
use crate::conversion::BodyRewriter;

/// What a fold produced.
pub enum Folded {
    /// An (old) operand of the op.
    Value(Value),
    /// A constant, in the op's result type (original, possibly signed).
    Int(Vec<i128>, bool),
    /// A constant attribute already in final (signless) form.
    Attr(AttrId),
}

/// The `spirv.Constant` integer (or boolean) value defining old value `v`.
fn int_const(ctx: &Context, body: &Body, v: Value) -> Option<IntConst> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    let d = body.op(op);
    if d.opcode != Opcode::SpirvConstant {
        return None;
    }
    let (width, _) = element_int(ctx, body.value_type(v))?;
    let a = ctx.dict_get(d.attrs, strata_ir::Ident::VALUE)?;
    int_const_of_attr(ctx, a, width)
}

/// Folds `op` as MLIR's SPIR-V folders would; `None` when it does not fold.
pub fn fold(rw: &BodyRewriter, op: Op) -> Option<Folded> {
    use Opcode::*;
    let ctx = rw.ctx;
    let body = rw.old;
    let d = body.op(op);
    let ops = body.operands(op);
    let c = |i: usize| ops.get(i).and_then(|&v| int_const(ctx, body, v));
    let same = ops.len() == 2 && ops[0] == ops[1];
    let bin = |f: BinFn| -> Option<Folded> {
        let (a, b) = (c(0)?, c(1)?);
        if body.value_type(ops[0]) != body.value_type(ops[1]) {
            return None;
        }
        fold2(&a, &b, f).map(|(v, s)| Folded::Int(v, s))
    };
    let truth = |t: bool| -> Option<Folded> {
        let r = body.results(op).next()?;
        let splat = matches!(ctx.type_data(body.value_type(r)), TypeData::Vector { .. });
        Some(Folded::Int(vec![i128::from(t)], splat))
    };
    let zero = || -> Option<Folded> {
        let r = body.results(op).next()?;
        let splat = matches!(ctx.type_data(body.value_type(r)), TypeData::Vector { .. });
        Some(Folded::Int(vec![0], splat))
    };
    match d.opcode {
        SpirvIAdd => {
            if is_zero(&c(1)) {
                return Some(Folded::Value(ops[0]));
            }
            bin(add)
        }
        SpirvIMul => {
            if is_zero(&c(1)) {
                return Some(Folded::Value(ops[1]));
            }
            if is_one(&c(1)) {
                return Some(Folded::Value(ops[0]));
            }
            bin(mul)
        }
        SpirvISub => {
            if same {
                return zero();
            }
            bin(sub)
        }
        SpirvSDiv | SpirvUDiv => {
            if is_one(&c(1)) {
                return Some(Folded::Value(ops[0]));
            }
            bin(if d.opcode == SpirvSDiv { sdiv } else { udiv })
        }
        SpirvSRem | SpirvUMod => {
            if is_one(&c(1)) {
                return zero();
            }
            bin(if d.opcode == SpirvSRem { srem } else { urem })
        }
        SpirvSNegate => {
            if let Some(x) = inner_operand(body, ops[0], SpirvSNegate) {
                return Some(Folded::Value(x));
            }
            let (v, s) = fold1(&c(0)?, |a, w| wrap(0i128.wrapping_sub(a), w));
            Some(Folded::Int(v, s))
        }
        SpirvNot => {
            if let Some(x) = inner_operand(body, ops[0], SpirvNot) {
                return Some(Folded::Value(x));
            }
            let (v, s) = fold1(&c(0)?, |a, w| wrap(!a, w));
            Some(Folded::Int(v, s))
        }
        SpirvLogicalNot => {
            if let Some(x) = inner_operand(body, ops[0], SpirvLogicalNot) {
                return Some(Folded::Value(x));
            }
            let (v, s) = fold1(&c(0)?, |a, _| i128::from(a & 1 == 0));
            Some(Folded::Int(v, s))
        }
        SpirvLogicalAnd | SpirvLogicalOr => {
            let rhs = c(1)?.uniform()?;
            let and = d.opcode == SpirvLogicalAnd;
            // x && true = x, x || false = x; otherwise the constant.
            if (rhs != 0) == and {
                Some(Folded::Value(ops[0]))
            } else {
                truth(rhs != 0)
            }
        }
        SpirvLogicalEqual | SpirvIEqual => {
            if same {
                return truth(true);
            }
            bin(eq)
        }
        SpirvLogicalNotEqual | SpirvINotEqual => {
            if d.opcode == SpirvLogicalNotEqual && c(1).and_then(|k| k.uniform()) == Some(0) {
                return Some(Folded::Value(ops[0]));
            }
            if same {
                return truth(false);
            }
            bin(ne)
        }
        SpirvSLessThan | SpirvSGreaterThan | SpirvULessThan | SpirvUGreaterThan => {
            if same {
                return truth(false);
            }
            bin(match d.opcode {
                SpirvSLessThan => slt,
                SpirvSGreaterThan => sgt,
                SpirvULessThan => ult,
                _ => ugt,
            })
        }
        SpirvSLessThanEqual
        | SpirvSGreaterThanEqual
        | SpirvULessThanEqual
        | SpirvUGreaterThanEqual => {
            if same {
                return truth(true);
            }
            bin(match d.opcode {
                SpirvSLessThanEqual => sle,
                SpirvSGreaterThanEqual => sge,
                SpirvULessThanEqual => ule,
                _ => uge,
            })
        }
        SpirvShiftLeftLogical | SpirvShiftRightLogical | SpirvShiftRightArithmetic => {
            if is_zero(&c(1)) {
                return Some(Folded::Value(ops[0]));
            }
            bin(match d.opcode {
                SpirvShiftLeftLogical => shl,
                SpirvShiftRightLogical => lshr,
                _ => ashr,
            })
        }
        SpirvBitwiseAnd => {
            if same {
                return Some(Folded::Value(ops[0]));
            }
            let rhs = c(1);
            if rhs.as_ref().and_then(IntConst::uniform).is_some() {
                if is_zero(&rhs) {
                    return Some(Folded::Value(ops[1]));
                }
                if is_all_ones(&rhs) {
                    return Some(Folded::Value(ops[0]));
                }
                if let (Some(src), Some(k)) = (inner_operand(body, ops[0], SpirvUConvert), &rhs) {
                    let bits = element_int(ctx, body.value_type(src)).map(|(w, _)| w);
                    if let (Some(bits), Some(m)) = (bits, k.uniform()) {
                        if zext(m, bits.min(k.width)) == mask(bits) && bits <= k.width {
                            return Some(Folded::Value(ops[0]));
                        }
                    }
                }
            }
            bin(and)
        }
        SpirvBitwiseOr => {
            if same {
                return Some(Folded::Value(ops[0]));
            }
            let rhs = c(1);
            if is_zero(&rhs) {
                return Some(Folded::Value(ops[0]));
            }
            if is_all_ones(&rhs) {
                return Some(Folded::Value(ops[1]));
            }
            bin(or)
        }
        SpirvBitwiseXor => {
            if is_zero(&c(1)) {
                return Some(Folded::Value(ops[0]));
            }
            if same {
                return zero();
            }
            bin(xor)
        }
        SpirvSelect => {
            if ops[1] == ops[2] {
                return Some(Folded::Value(ops[1]));
            }
            let cond = c(0)?;
            if let Some(b) = cond.uniform() {
                return Some(Folded::Value(if b != 0 { ops[1] } else { ops[2] }));
            }
            let (t, f) = (c(1)?, c(2)?);
            let n = cond.len();
            let vals: Vec<i128> = (0..n)
                .map(|i| if cond.get(i) != 0 { t.get(i) } else { f.get(i) })
                .collect();
            Some(Folded::Int(vals, false))
        }
        SpirvBitcast => {
            let r = body.results(op).next()?;
            let inner = inner_operand(body, ops[0], SpirvBitcast)?;
            (body.value_type(inner) == body.value_type(r)).then_some(Folded::Value(inner))
        }
        SpirvCompositeExtract => {
            let indices = int_array(
                ctx,
                strata_ir::dialect::dict_lookup(ctx, d.attrs, "indices")?,
            )?;
            let mut comp = ops[0];
            while let ValueDef::Result { op: def, .. } = body.value(comp).def {
                let dd = body.op(def);
                if dd.opcode != SpirvCompositeInsert {
                    break;
                }
                let ins = strata_ir::dialect::dict_lookup(ctx, dd.attrs, "indices")
                    .and_then(|a| int_array(ctx, a));
                let operands = body.operands(def);
                if ins.as_deref() == Some(&indices[..]) {
                    return Some(Folded::Value(operands[0]));
                }
                comp = operands[1];
            }
            extract_constant(ctx, body, comp, &indices)
        }
        _ => None,
    }
}

/// An element of a constant vector (`spirv.Constant dense<...>`).
fn extract_constant(ctx: &Context, body: &Body, v: Value, indices: &[i64]) -> Option<Folded> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    let d = body.op(op);
    if d.opcode != Opcode::SpirvConstant || indices.len() != 1 {
        return None;
    }
    let TypeData::Vector { elem, .. } = *ctx.type_data(body.value_type(v)) else {
        return None;
    };
    let i = usize::try_from(indices[0]).ok()?;
    let a = ctx.dict_get(d.attrs, strata_ir::Ident::VALUE)?;
    let AttrData::DenseElements { splat, values, .. } = ctx.attr_data(a) else {
        return None;
    };
    let at = if *splat { 0 } else { i };
    let signless = match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => ctx.int_type(*width),
        _ => elem,
    };
    Some(Folded::Attr(match values {
        DenseValues::Int(vs) if signless == TypeId::I1 => {
            if *vs.get(at)? != 0 {
                AttrId::TRUE
            } else {
                AttrId::FALSE
            }
        }
        DenseValues::Int(vs) => ctx.int_attr(signless, *vs.get(at)?),
        DenseValues::Float(vs) => ctx.intern_attr(AttrData::Float {
            ty: elem,
            bits: *vs.get(at)?,
        }),
        DenseValues::String(_) => return None,
    }))
}

/// Applies a fold at the rewriter's cursor: maps the op's result.
pub fn apply(rw: &mut BodyRewriter, op: Op, folded: Folded) -> bool {
    let Some(r) = rw.old.results(op).next() else {
        return false;
    };
    let Some(ty) = converted_results(rw, op).and_then(|t| t.first().copied()) else {
        return false;
    };
    let ctx = rw.ctx;
    let v = match folded {
        Folded::Value(old) => rw.converted(old),
        Folded::Attr(a) => rw.constant(a, ty),
        Folded::Int(values, splat) => {
            let attr = match ctx.type_data(ty) {
                TypeData::Vector { .. } => ctx.intern_attr(AttrData::DenseElements {
                    ty,
                    splat: splat || values.len() == 1,
                    values: DenseValues::Int(values.into()),
                }),
                _ if ty == TypeId::I1 => {
                    if values.first().copied().unwrap_or(0) != 0 {
                        AttrId::TRUE
                    } else {
                        AttrId::FALSE
                    }
                }
                _ => ctx.int_attr(ty, values.first().copied().unwrap_or(0)),
            };
            rw.constant(attr, ty)
        }
    };
    rw.map_value(r, v);
    true
}
