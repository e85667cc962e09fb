//! The folders the driver tries on each op before its patterns (MLIR's
//! `Operation::fold`): arith's, shared with the LLVM lowering
//! (`conversion::arith_fold`, which implements MLIR's fold methods and
//! the commutative trait's operand sort), and casts to their own type.

use smallvec::SmallVec;
use strata_ir::attrs::AttrData;
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
        Opcode::MemrefCast | Opcode::TensorCast => {
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
        // bitcast(bitcast(x)) -> x when x has the result's type.
        Opcode::ArithBitcast => {
            let [src] = *d.body.operands(op) else {
                return Folded::Nothing;
            };
            let strata_ir::ValueDef::Result { op: inner, .. } = d.body.value(src).def else {
                return Folded::Nothing;
            };
            match *d.body.operands(inner) {
                [x] if d.body.op(inner).opcode == Opcode::ArithBitcast
                    && d.body.op(op).num_results == 1
                    && d.body.value_type(x) == d.body.value_type(d.body.result(op, 0)) =>
                {
                    d.replace_op(op, &[x]);
                    Folded::Replaced
                }
                _ => Folded::Nothing,
            }
        }
        _ if opcode.dialect() == Dialect::Arith && opcode != Opcode::ArithConstant => {
            fold_arith(d, op)
        }
        _ => Folded::Nothing,
    }
}

fn fold_arith(d: &mut Driver, op: Op) -> Folded {
    let data = d.body.op(op);
    let list = d.body.operands(op);
    if list.len() > 3 || data.num_results != 1 {
        return Folded::Nothing;
    }
    let mut operands = [Value::NONE; 3];
    operands[..list.len()].copy_from_slice(list);
    let predicate = if data.opcode == Opcode::ArithCmpi {
        arith_fold::cmpi_predicate(d.ctx, data.attrs)
    } else {
        None
    };
    let mut view = View {
        opcode: data.opcode,
        operands,
        len: list.len() as u8,
        predicate,
    };
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

/// Writes `cmpi`'s predicate (an enum attribute of the kind it had).
fn set_predicate(d: &mut Driver, op: Op, p: i128) {
    let attrs = d.body.op(op).attrs;
    let Some(old) = d.ctx.dict_get(attrs, d.names.predicate) else {
        return;
    };
    let new = match d.ctx.attr_data(old) {
        AttrData::Enum { kind, .. } => d.ctx.intern_attr(AttrData::Enum {
            kind: *kind,
            value: p as u64,
        }),
        AttrData::Integer { ty, .. } => d.ctx.int_attr(*ty, p),
        _ => return,
    };
    d.body.op_mut(op).attrs = d.ctx.dict_with(attrs, d.names.predicate, Some(new));
}

/// Materializes the attribute results before `op` and replaces it; when
/// one cannot be materialized nothing is changed (the constants made so
/// far are erased again, as MLIR's driver does).
fn replace(d: &mut Driver, op: Op, results: &[FoldResult]) -> Folded {
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
