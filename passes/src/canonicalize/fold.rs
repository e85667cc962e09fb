//! The folders the driver tries on each op before its patterns (MLIR's
//! `Operation::fold`): arith's, shared with the LLVM lowering
//! (`conversion::arith_fold`, which implements MLIR's fold methods and
//! the commutative trait's operand sort), casts to their own type and
//! `llvm.getelementptr`'s.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::{AttrId, Dialect, Op, Opcode, Value};

use super::driver::Driver;
use crate::conversion::arith_fold::{self, FoldResult, Step, View};

pub(super) enum Folded {
    Nothing,
    /// The op changed (operands or predicate); it is queued again.
    InPlace,
    /// The op's results were replaced and the op erased.
    Replaced,
}

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    let opcode = d.body.op(op).opcode;
    match opcode {
        Opcode::TensorCast => {
            let [src] = *d.body.operands(op) else {
                return Folded::Nothing;
            };
            if d.body.op(op).num_results != 1
                || d.body.value_type(src) != d.body.value_type(d.body.result(op, 0))
            {
                return Folded::Nothing;
            }
            d.replace_op(op, &[src]);
            Folded::Replaced
        }
        Opcode::LlvmGetelementptr => fold_gep(d, op),
        Opcode::TensorExtract | Opcode::TensorDim => super::shared_fold::fold(d, op),
        Opcode::ScfIf if super::scf::fold_if_not(d, op) => Folded::InPlace,
        o if crate::op_fold::spirv::folds(o) => super::shared_fold::fold(d, op),
        Opcode::BuiltinUnrealizedConversionCast => super::unrealized_cast::fold(d, op),
        _ if opcode.dialect() == Dialect::Arith && opcode != Opcode::ArithConstant => {
            fold_arith(d, op)
        }
        _ => super::shared_fold::fold(d, op),
    }
}

fn fold_arith(d: &mut Driver, op: Op) -> Folded {
    if d.body.op(op).num_results != 1 {
        return Folded::Nothing;
    }
    let Some(mut view) = View::of(d.ctx, d.body, op) else {
        return Folded::Nothing;
    };
    let predicate = view.predicate;
    match arith_fold::fold_step(d.ctx, d.body, op, &mut view) {
        Step::None => Folded::Nothing,
        Step::InPlace => {
            for i in 0..usize::from(view.len) {
                d.set_operand(op, i, view.operands[i]);
            }
            if view.predicate != predicate {
                if let Some(p) = view.predicate {
                    set_predicate(d, op, p);
                }
            }
            Folded::InPlace
        }
        Step::Replace(results) => replace(d, op, &results),
    }
}

/// Writes `cmpi`'s predicate (an attribute of the kind it had).
fn set_predicate(d: &mut Driver, op: Op, p: i128) {
    let attrs = d.body.op(op).attrs;
    d.body.op_mut(op).attrs = arith_fold::with_predicate(d.ctx, attrs, d.names.predicate, p);
}

/// Materializes the attribute results before `op` and replaces it; when
/// one cannot be materialized nothing is changed (the constants made so
/// far are erased again, as MLIR's driver does).
pub(super) fn replace(d: &mut Driver, op: Op, results: &[FoldResult]) -> Folded {
    let mut values: SmallVec<[Value; 2]> = SmallVec::new();
    for (i, r) in results.iter().enumerate() {
        match *r {
            FoldResult::Value(v) => values.push(v),
            FoldResult::Attr(a) if a != AttrId::NONE => {
                let ty = d.body.value_type(d.body.result(op, i as u32));
                values.push(d.materialize_constant(op, a, ty));
            }
            FoldResult::Attr(_) => {
                for (&v, r) in values.iter().zip(results) {
                    if let FoldResult::Attr(_) = r {
                        if let strata_ir::ValueDef::Result { op: c, .. } = d.body.value(v).def {
                            d.erase_op(c);
                        }
                    }
                }
                return Folded::Nothing;
            }
        }
    }
    if values.len() != d.body.op(op).num_results as usize {
        return Folded::Nothing;
    }
    d.replace_op(op, &values);
    Folded::Replaced
}

/// `rawConstantIndices`' marker of a dynamic index.
const GEP_DYNAMIC: i128 = i32::MIN as i128;

/// `llvm.getelementptr`'s fold: one zero index on a pointer of the result
/// type is the base; dynamic indices defined by constants that fit in
/// `i32` become constant indices (in place).
fn fold_gep(d: &mut Driver, op: Op) -> Folded {
    let attrs = d.body.op(op).attrs;
    let Some(raw_attr) = d.ctx.dict_get(attrs, d.names.raw_constant_indices) else {
        return Folded::Nothing;
    };
    let AttrData::DenseArray {
        values: DenseValues::Int(raw),
        ..
    } = d.ctx.attr_data(raw_attr)
    else {
        return Folded::Nothing;
    };
    let operands = d.body.operands(op);
    let n_dynamic = raw.iter().filter(|&&v| v == GEP_DYNAMIC).count();
    if d.body.op(op).num_results != 1 || operands.len() != n_dynamic + 1 {
        return Folded::Nothing;
    }
    let base = operands[0];
    let scalar = |v: Value| {
        arith_fold::int_const(d.ctx, d.body, v)
            .filter(|c| c.scalar)
            .map(|c| c.values[0])
    };
    // The value of each index: constant, or the dynamic operand's constant.
    let mut dyn_at = 1;
    let mut known: SmallVec<[Option<i128>; 4]> = SmallVec::new();
    for &r in raw.iter() {
        if r == GEP_DYNAMIC {
            known.push(scalar(operands[dyn_at]));
            dyn_at += 1;
        } else {
            known.push(Some(r));
        }
    }
    if known.len() == 1
        && known[0] == Some(0)
        && d.body.value_type(base) == d.body.value_type(d.body.result(op, 0))
    {
        d.replace_op(op, &[base]);
        return Folded::Replaced;
    }
    let fits = |v: i128| i32::try_from(v).is_ok_and(|x| i128::from(x) != GEP_DYNAMIC);
    let mut new_raw: SmallVec<[i128; 4]> = SmallVec::new();
    let mut new_operands: SmallVec<[Value; 4]> = SmallVec::new();
    new_operands.push(base);
    let mut changed = false;
    let mut dyn_at = 1;
    for (&r, k) in raw.iter().zip(&known) {
        if r != GEP_DYNAMIC {
            new_raw.push(r);
            continue;
        }
        match k {
            Some(v) if fits(*v) => {
                new_raw.push(*v);
                changed = true;
            }
            _ => {
                new_raw.push(GEP_DYNAMIC);
                new_operands.push(operands[dyn_at]);
            }
        }
        dyn_at += 1;
    }
    if !changed {
        return Folded::Nothing;
    }
    let new_attr = d.ctx.intern_attr(AttrData::DenseArray {
        elem: strata_ir::TypeId::I32,
        values: DenseValues::Int(new_raw.iter().copied().collect()),
    });
    d.body.op_mut(op).attrs = d
        .ctx
        .dict_with(attrs, d.names.raw_constant_indices, Some(new_attr));
    d.set_operands(op, &new_operands);
    Folded::InPlace
}
