//! spirv's folders (`op_fold::spirv`, shared with the conversions)
//! applied to the driver's body. Constants the folders give are
//! materialized as `spirv.Constant` (the spirv dialect's
//! `materializeConstant`), which is the canonicalizer's job: the
//! conversions roll such folds back instead.

use smallvec::SmallVec;
use strata_ir::{AttrId, Op, Value};

use super::driver::Driver;
use super::fold::Folded;
use crate::op_fold::{self, Fold, FoldResult};

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    match op_fold::spirv::fold(d.ctx, d.body, op) {
        Fold::Replace(results) => replace(d, op, &results),
        Fold::Operand { index, value } => {
            d.set_operand(op, index as usize, value);
            Folded::InPlace
        }
        Fold::Operands(changes) => {
            for (index, value) in changes {
                d.set_operand(op, index as usize, value);
            }
            Folded::InPlace
        }
        Fold::None => Folded::Nothing,
    }
}

/// Replaces `op`'s results, constants materialized as `spirv.Constant`.
fn replace(d: &mut Driver, op: Op, results: &[FoldResult]) -> Folded {
    if results.len() != d.body.op(op).num_results as usize
        || results.contains(&FoldResult::Attr(AttrId::NONE))
    {
        return Folded::Nothing;
    }
    let mut values: SmallVec<[Value; 2]> = SmallVec::new();
    for (i, r) in results.iter().enumerate() {
        values.push(match *r {
            FoldResult::Value(v) => v,
            FoldResult::Attr(a) => {
                let ty = d.body.value_type(d.body.result(op, i as u32));
                let name = d.names.spirv_constant;
                d.materialize(op, a, ty, strata_ir::Opcode::SpirvConstant, name)
            }
        });
    }
    d.replace_op(op, &values);
    Folded::Replaced
}
